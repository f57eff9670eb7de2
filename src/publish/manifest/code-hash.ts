import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding sitegen's package.json (works from src/ and from dist/). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'templates'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('sitegen: cannot find the package root');
    dir = parent;
  }
  return dir;
}

/** The files whose bytes decide how a page renders (scripts/compile.js hashes the same list). */
export const CODE_FILES = { patterns: ['src/**/*.{ts,tsx}', 'templates/**/*', 'modules/**/*', 'runtime/**/*', 'package-lock.json'], ignore: ['**/*.test.*', '**/*.md'] };

/** sha256 over the code files, in sorted order, each name and its bytes (run from source, and by scripts/compile.js). */
export async function hashCodeFiles(root: string): Promise<string> {
  const { default: fg } = await import('fast-glob');
  const files = fg.sync(CODE_FILES.patterns, { cwd: root, ignore: CODE_FILES.ignore, onlyFiles: true }).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

/**
 * Hash of everything that decides how a page renders: the builder, templates, modules,
 * runtime, styles and the locked dependency versions (not tests or docs), and the settings
 * written into every page (the image host and public API bases). A change re-renders every page.
 *
 * The compiled CLI renders with dist/, so it uses the hash scripts/compile.js wrote of the
 * sources it compiled (dist/code-hash.txt) plus the compiled stylesheet every page links
 * (dist/styles/site.css): start-up then reads two small files instead of listing and reading
 * every source file (the one-path rebuild's budget, spec 9).
 */
export async function computeCodeHash(root = packageRoot(), settings: Record<string, string> = {}): Promise<string> {
  const compiled = join(root, 'dist', 'code-hash.txt');
  const base = process.env.SITEGEN_COMPILED === '1' && existsSync(compiled) ? readFileSync(compiled, 'utf8').trim() : await hashCodeFiles(root);
  const hash = createHash('sha256').update(base).update('\0').update(readFileSync(join(root, 'dist', 'styles', 'site.css'))).update('\0');
  for (const [name, value] of Object.entries(settings).sort()) hash.update(`${name}=${value}\0`);
  return hash.digest('hex').slice(0, 20);
}
