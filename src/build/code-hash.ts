import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';

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

/**
 * Hash of everything that decides how a page renders: the builder, templates, modules,
 * runtime, styles and the locked dependency versions (not tests or docs), and the settings
 * written into every page (the image host and public API bases). A change re-renders every page.
 */
export function computeCodeHash(root = packageRoot(), settings: Record<string, string> = {}): string {
  const files = fg.sync(['src/**/*.{ts,tsx}', 'templates/**/*', 'modules/**/*', 'runtime/**/*', 'package-lock.json'], {
    cwd: root, ignore: ['**/*.test.*', '**/*.md'], onlyFiles: true,
  }).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  for (const [name, value] of Object.entries(settings).sort()) hash.update(`${name}=${value}\0`);
  return hash.digest('hex').slice(0, 20);
}
