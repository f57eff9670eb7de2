// `npm run docs`: writes the references made from the code (scripts/reference-docs.ts):
// docs/errors.md from the error catalogue, docs/configuration.md from the settings.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.cache', 'docs', 'reference-docs.mjs');
mkdirSync(join(root, '.cache', 'docs'), { recursive: true });
await build({ absWorkingDir: root, entryPoints: ['scripts/reference-docs.ts'], outfile: out, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
const { errorReference, configReference } = await import(pathToFileURL(out).href);
writeFileSync(join(root, 'docs', 'errors.md'), errorReference());
writeFileSync(join(root, 'docs', 'configuration.md'), configReference());
console.log('wrote docs/errors.md and docs/configuration.md');
