import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { PageIndexItem } from '../../contract/schemas.js';
import { glanceOf, isExpired, type EntryGlance, type ManifestHead, type ManifestPage, type StreamedManifest } from './manifest.js';
import type { ManifestStore } from './manifest-store.js';
import type { ManifestText } from './manifest-text.js';
import { sha256 } from '../write/output-files.js';

/**
 * Whether a page's entry in the published manifest was built from this index entry and is still
 * true at `now`: the same page, the same published version, the same modification date (which
 * its sitemap line shows), and a `validUntil` not yet passed (templates/clock.ts). The full
 * build's check asks it of every page; the preview's catch-up, to find the stale ones.
 */
export function isPublishedAs(before: EntryGlance | undefined, item: Pick<PageIndexItem, 'id' | 'hash' | 'modified'>, now: number): boolean {
  return before !== undefined && before.hash === item.hash && before.id === item.id && before.modified === item.modified && !isExpired(before, now);
}

/**
 * `sitegen build --due`'s plan, in one pass over the published entries: the paths whose
 * `validUntil` has passed at `now` (manifest order), and the earliest `validUntil` still ahead.
 */
export function dueAt(manifest: Pick<ManifestText, 'paths' | 'glance'>, now: number): { due: string[]; next: string | null } {
  const due: string[] = [];
  let next: string | null = null;
  // Glanced at, not parsed (spec 9: the preview asks it every interval, at any site size).
  for (const path of manifest.paths()) {
    const until = manifest.glance(path)?.validUntil;
    if (until === undefined) continue;
    if (isExpired({ validUntil: until }, now)) due.push(path);
    else if (next === null || Date.parse(until) < Date.parse(next)) next = until;
  }
  return { due, next };
}

/**
 * The full build's check stage: true when the published output already is what this build would
 * produce (same code, same page hashes and modification dates, same shared files, every file
 * still on disk). Then nothing is staged or rewritten at all. The previous manifest's pages are
 * read from the store one at a time (spec 9: memory bounded); `paths` is the index's, in
 * manifest order. `shared` gives the shared files this build would write over the previous
 * pages' facts; it is only computed when the pages match.
 */
export async function isUpToDate(input: {
  outDir: string; codeHash: string; index: PageIndexItem[]; paths: string[]; store: ManifestStore; previous: ManifestHead | null; now: number;
  shared: (pages: StreamedManifest['pages']) => Record<string, string | Buffer>;
}): Promise<boolean> {
  const { previous, index, store, paths } = input;
  if (!previous || previous.codeHash !== input.codeHash || store.previousCount !== index.length) return false;
  for (const item of index) {
    const before = store.previous(item.path);
    if (!isPublishedAs(before && glanceOf(before), item, input.now)) return false;
  }
  const pages = function* (): Generator<[string, ManifestPage]> { for (const path of paths) yield [path, store.previous(path)!]; };
  const shared = input.shared(pages);
  if (Object.entries(shared).some(([file, content]) => previous.shared[file] !== sha256(content))) return false;
  // A shared file that is no longer produced (a removed redirect) must disappear too.
  if (Object.keys(previous.shared).some((file) => !(file in shared))) return false;
  const present = (file: string) => fs.access(join(input.outDir, file)).then(() => true, () => false);
  if (!(await Promise.all(Object.keys(previous.shared).map(present))).every(Boolean)) return false;
  // Page by page, a few hundred checks at a time, not one promise per file of the site.
  for (let start = 0; start < paths.length; start += 256) {
    const files = paths.slice(start, start + 256).flatMap((path) => Object.keys(store.previous(path)!.files));
    if (!(await Promise.all(files.map(present))).every(Boolean)) return false;
  }
  return true;
}
