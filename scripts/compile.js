// Compiles the Node side (CLI, build pipeline, embedded API, templates, modules) into dist/ with
// esbuild. Dependencies stay external so `node_modules` is the single source of each package;
// one bundled file per entry keeps process start fast (the one-path rebuild budget is 0.5 s).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Chunk names are content-hashed: start clean so stale chunks never pile up.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/main.ts', 'api-worker': 'server/api-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  define: { 'process.env.SITEGEN_COMPILED': '"1"' },
});
