import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { PageIndexItem } from '../contract/schemas.js';
import { diffManifest, type Manifest } from './manifest.js';
import { sha256 } from './output-files.js';

/**
 * The full build's check stage: true when the published output already is what this build would
 * produce (same code, same page hashes and modification dates, same shared files, every file
 * still on disk). Then nothing is staged or rewritten at all. `shared` gives the shared files
 * this build would write over the previous pages' facts; it is only computed when the pages match.
 */
export async function isUpToDate(input: { outDir: string; codeHash: string; index: PageIndexItem[]; previous: Manifest | null; shared: (pages: Manifest['pages']) => Record<string, string | Buffer> }): Promise<boolean> {
  const { previous, index } = input;
  if (!previous) return false;
  const diff = diffManifest(previous, index, input.codeHash);
  if (diff.changed.size > 0 || diff.removed.length > 0) return false;
  if (index.some((item) => previous.pages[item.path]!.facts.modified !== item.modified)) return false;
  const shared = input.shared(previous.pages);
  if (Object.entries(shared).some(([file, content]) => previous.shared[file] !== sha256(content))) return false;
  // A shared file that is no longer produced (a removed redirect) must disappear too.
  if (Object.keys(previous.shared).some((file) => !(file in shared))) return false;
  const files = [...Object.values(previous.pages).flatMap((p) => Object.keys(p.files)), ...Object.keys(previous.shared)];
  const present = await Promise.all(files.map((f) => fs.access(join(input.outDir, f)).then(() => true, () => false)));
  return present.every(Boolean);
}
