import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { SITEMAP_INDEX } from '../../templates/seo/alternates.js';
import type { PageIndexItem } from '../contract/schemas.js';
import { ApiRequestError, SitegenError } from '../errors.js';
import { buildPage, type BuiltPage, type PageContext } from './pages/build-page.js';
import type { Manifest, ManifestPage } from './manifest/manifest.js';
import type { ManifestText } from './manifest/manifest-text.js';
import { isPublishedAs } from './manifest/is-up-to-date.js';
import type { OutputBatch } from './write/output-batch.js';
import { sha256 } from './write/output-files.js';
import { normalizePath } from '../contract/paths.js';
import { isSitemapFile, isSitemapOf } from './discovery/render-sitemaps.js';
import { runPages } from './pages/run-pages.js';
import { addPageTimings, noPageTimings, type PageTimings } from './stage-timer.js';

/** A page the last build published that is no longer in the page index (an editor unpublished it). */
export interface RemovedPage { path: string; entry: ManifestPage }

/**
 * The index entries of the paths asked for (normalised, each once), and the paths the last build
 * published that are no longer published (an editor unpublished them): those leave the output,
 * their folder and page-data removed and the sitemap, feeds and headers made again without them.
 * A path that is neither published nor in the last build is a mistake in what was typed.
 */
export function pathsToBuild(index: PageIndexItem[], rawPaths: string[], site: string, previous: ManifestText, outDir: string): { items: PageIndexItem[]; removed: RemovedPage[] } {
  const byPath = new Map(index.map((i) => [i.path, i]));
  const paths = [...new Set(rawPaths.map(normalizePath))];
  const missing = paths.filter((p) => !byPath.has(p));
  const unknown = missing.filter((p) => !previous.hasPrevious(p));
  if (unknown.length > 0) {
    throw new SitegenError('PATH_NOT_FOUND', `No published page at ${unknown.join(', ')} in site "${site}", and the last build in ${outDir} has none there to remove.`,
      'Check the path (it is the public URL path, e.g. /en/open-day/) and that the page is published.');
  }
  return {
    items: paths.filter((p) => byPath.has(p)).map((p) => byPath.get(p)!),
    removed: missing.map((path) => ({ path, entry: previous.previous(path)! })),
  };
}

/**
 * The paths where a published output is behind what the API publishes: a page whose entry was
 * not built from its index entry (isPublishedAs, the full build's own check), a page the output
 * lacks, and a page the output still has that is no longer published. A one-path build of them
 * converges the output (an editor's Publish whose rebuild never ran: the preview stopped between
 * the API's answer and the build).
 */
export function stalePaths(index: PageIndexItem[], manifest: ManifestText): string[] {
  const stale = index.filter((item) => !isPublishedAs(manifest.previous(item.path), item)).map((item) => item.path);
  const live = new Set(index.map((item) => item.path));
  for (const path of manifest.paths()) if (!live.has(path)) stale.push(path);
  return stale;
}

/** Removed pages' files leave the output, then their folders left empty (a page under one keeps it). */
export function stageRemovedPages(batch: OutputBatch, removed: RemovedPage[]): void {
  for (const file of removed.flatMap((r) => Object.keys(r.entry.files))) batch.remove(file);
}

/**
 * The one-path pages stage: the given pages fetched, validated and rendered in this thread, with
 * this thread's client (a few pages: no pool to start). Nothing is written yet.
 */
export async function renderPaths(items: PageIndexItem[], ctx: PageContext, options: { concurrency: number; onProgress?: ((done: number, total: number) => void) | undefined }) {
  const results: BuiltPage[] = [];
  const variants = new Map<string, string>();
  const timings: PageTimings = noPageTimings();
  await runPages(items, { concurrency: options.concurrency, pathOf: (item) => item.path, onProgress: options.onProgress }, async (item) => {
    const result = await buildPage(item, ctx).catch((error: unknown) => ({ error }));
    if ('error' in result) {
      const { error } = result;
      if (error instanceof ApiRequestError && error.status !== null && error.status < 500 && error.status !== 429) return { problems: [error.message] };
      return { failure: error instanceof SitegenError ? new SitegenError(error.code, `page ${item.path}: ${error.message}`, error.hint, { cause: error }) : error as Error };
    }
    if ('problems' in result) return result;
    results.push(result);
    addPageTimings(timings, result.timings);
    for (const [variant, page] of result.variants) if (!variants.has(variant)) variants.set(variant, page);
    return null;
  });
  return { results, variants, timings };
}

/**
 * The rebuilt pages' entries replaced in the manifest (their file hashes are filled in as they
 * are written) and the removed pages' taken out. Every other entry stays as published, its text
 * unread (spec 9: a one-path rebuild's cost does not grow with the site); a full build refreshes
 * their `modified` from the index.
 */
export function updateManifest(manifest: ManifestText, results: BuiltPage[], removed: RemovedPage[] = []): void {
  for (const built of results) manifest.set(built.item.path, { id: built.item.id, locale: built.item.locale, hash: built.item.hash, files: {}, facts: built.facts });
  for (const { path } of removed) manifest.delete(path);
}

/**
 * Whether `_headers` must be made again: the security policy allows the inline sources of every
 * page (DESIGN.md 9), so it changes only when a rebuilt page's sources did, a page is new, or one
 * was removed. Otherwise no other page's entry is read for it.
 */
export function inlineSourcesChanged(previous: ManifestText, results: BuiltPage[], removed: RemovedPage[]): boolean {
  if (removed.length > 0) return true;
  return results.some((built) => {
    const before = previous.previous(built.item.path);
    return !before || JSON.stringify(before.facts.inline) !== JSON.stringify(built.facts.inline);
  });
}

/**
 * Which sitemap parts and feeds a one-path rebuild renders again: those of the rebuilt pages'
 * languages (a page is listed in its own language's only), the index keeping the other
 * languages' entries as published. Without a published index matching the manifest, all of them.
 */
export async function discoveryScope(outDir: string, previous: ManifestText, results: BuiltPage[], removed: RemovedPage[] = []): Promise<{ locales: Set<string>; publishedIndex: string } | null> {
  const locales = new Set([...results.flatMap((b) => [b.item.locale, previous.previous(b.item.path)?.locale ?? b.item.locale]), ...removed.map((r) => r.entry.locale)]);
  const indexFile = SITEMAP_INDEX.slice(1);
  const publishedIndex = await fs.readFile(join(outDir, indexFile), 'utf8').catch(() => null);
  return publishedIndex !== null && previous.head.shared[indexFile] === sha256(publishedIndex) ? { locales, publishedIndex } : null;
}

/** The one-path write stage for pages: each changed file staged in the batch, its hash recorded in the manifest. Returns the files to write. */
export function stagePathPages(batch: OutputBatch, results: BuiltPage[], manifest: ManifestText): number {
  let written = 0;
  for (const built of results) {
    const files: Record<string, string> = {};
    const before = manifest.previous(built.item.path)?.files ?? {};
    for (const [file, content] of Object.entries(built.files)) {
      const hash = sha256(content);
      if (before[file] !== hash) {
        batch.write(file, content);
        written++;
      }
      files[file] = hash;
    }
    manifest.page(built.item.path)!.files = files;
  }
  return written;
}

/**
 * Incremental: stages the sitemaps, feeds, robots.txt and _headers whose bytes changed (an
 * unchanged one keeps its mtime) and the removal of sitemap parts no longer needed. Returns the
 * files to write.
 */
export function stageDiscoveryFiles(batch: OutputBatch, manifest: Pick<Manifest, 'shared'>, files: Record<string, string>, locales: ReadonlySet<string> | null): number {
  let written = 0;
  for (const [file, content] of Object.entries(files)) {
    // Encoded once, for the hash and the write.
    const bytes = Buffer.from(content);
    const hash = sha256(bytes);
    if (manifest.shared[file] === hash) continue;
    batch.write(file, bytes);
    manifest.shared[file] = hash;
    written++;
  }
  for (const file of Object.keys(manifest.shared)) {
    // Only the parts of the languages rendered again can have become unneeded.
    if (isSitemapFile(file) && !Object.hasOwn(files, file) && (!locales || [...locales].some((l) => isSitemapOf(file, l)))) {
      batch.remove(file);
      delete manifest.shared[file];
    }
  }
  return written;
}
