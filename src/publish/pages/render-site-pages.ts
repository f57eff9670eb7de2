import type { PageIndexItem } from '../../contract/schemas.js';
import { taskFailure, type PageSetup } from './build-page.js';
import { glanceOf } from '../manifest/manifest.js';
import { isPublishedAs } from '../manifest/is-up-to-date.js';
import type { ManifestStore } from '../manifest/manifest-store.js';
import type { StagingWriter } from '../write/output-files.js';
import { createPageRunner, type DirectApi, type EarlyWorkers } from './render-pool.js';
import { runPages } from './run-pages.js';
import { addPageTimings, noPageTimings, type PageTimings } from '../stage-timer.js';

export interface SitePages {
  /** Image variants the rendered pages use (path after the host → first page). */
  variants: Map<string, string>;
  rendered: number;
  written: number;
  linked: number;
  requests: number;
  threads: number;
  /** Pages each render thread built, the main one first (render-pool.ts). */
  pagesByThread: number[];
  timings: PageTimings;
}

/**
 * The full build's pages stage: pages published as the index gives them (isPublishedAs: the same
 * hash, modification date and code, still true at the build's clock) are linked from the
 * published folder into staging; the others are fetched, validated, rendered, hashed and written
 * by the render threads (or this one for a few pages), each sending back only its manifest entry,
 * stored on disk at once (`store`: spec 9, memory bounded at any site size).
 */
export async function renderSitePages(input: {
  index: PageIndexItem[]; store: ManifestStore; reusable: boolean; setup: PageSetup; writer: StagingWriter; concurrency: number;
  onWarning: (message: string) => void; onInfo: (message: string) => void; onProgress?: ((done: number, total: number) => void) | undefined;
  /** Render workers already started by the build (render-pool.ts). */
  early?: EarlyWorkers | undefined;
  /** The embedded API without HTTP, for every render thread (render-pool.ts). */
  api?: DirectApi | undefined;
}): Promise<SitePages> {
  const { index, store, writer } = input;
  const result: SitePages = { variants: new Map(), rendered: 0, written: 0, linked: 0, requests: 0, threads: 0, pagesByThread: [], timings: noPageTimings() };
  const toRender: PageIndexItem[] = [];
  for (const item of index) {
    const before = input.reusable ? store.previous(item.path) : undefined;
    // A page written again with the same content (a re-seed on another day, a publish without a
    // change) may carry other dates, its publication among them, which its entry's facts give the
    // sitemaps and feeds: it is rendered again, not carried over.
    if (before && isPublishedAs(glanceOf(before), item, input.setup.now) && Object.keys(before.files).every((f) => writer.link(f))) {
      store.put(item.path, before);
      continue;
    }
    toRender.push(item);
  }
  const runner = createPageRunner(input.setup, { onWarning: input.onWarning, onInfo: input.onInfo, pages: toRender.length, early: input.early, api: input.api });
  result.threads = runner.threads;
  result.pagesByThread = runner.pagesByThread;
  try {
    await runPages(toRender, { concurrency: input.concurrency, pathOf: (item) => item.path, onProgress: input.onProgress }, async (item) => {
      // The previous build's file hashes, to link the files whose bytes did not change (none
      // in a first build: no lookup per page then, on the thread that also renders).
      const built = await runner.run({ item, before: (store.previousCount > 0 ? store.previous(item.path)?.files : undefined) ?? {} });
      if (built.kind === 'problems') return { problems: built.problems };
      if (built.kind === 'failed') return { failure: taskFailure(item.path, built.error) };
      store.put(item.path, built.entry);
      for (const [variant, page] of built.variants) if (!result.variants.has(variant)) result.variants.set(variant, page);
      addPageTimings(result.timings, built.timings);
      result.written += built.written;
      result.linked += built.linked;
      result.rendered++;
      return null;
    });
  } finally {
    result.requests = (await runner.close()).requests;
  }
  return result;
}
