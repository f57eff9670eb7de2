import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { PageIndexItem } from '../contract/schemas.js';
import { pageSetup, reportBrokenLinks, siteWideFiles, warmImages, type BuildContext, type PlanResult } from './build-context.js';
import type { BuildPlan } from './build-plan.js';
import { isUpToDate } from './manifest/is-up-to-date.js';
import { MANIFEST_FILE, MANIFEST_VERSION, writeManifestFile, type ManifestHead } from './manifest/manifest.js';
import { manifestOrder, storedManifest, type ManifestStore } from './manifest/manifest-store.js';
import type { EarlyWorkers } from './pages/render-pool.js';
import { renderSitePages } from './pages/render-site-pages.js';
import { useDirect } from './sources/connect-api.js';
import { noPageTimings } from './stage-timer.js';
import { brokenLinks } from './discovery/check-links.js';
import type { PageFacts } from './manifest/manifest.js';
import { StagingWriter } from './write/output-files.js';
import { swapOutput } from './write/swap-output.js';

/**
 * The full build's plan: every page of the index, unchanged ones carried over from the published
 * output, staged into a sibling folder and swapped in whole; any failure removes the staging
 * folder and leaves output/ exactly as it was. The previous manifest and this build's are kept
 * in memory for a small site, otherwise in a scratch store on disk (spec 9: bounded memory;
 * openManifestStore), closed by `close`.
 */
export class FullBuild implements BuildPlan {
  private readonly paths: string[];
  private readonly staging: string;
  private previous: ManifestHead | null = null;
  private writer: StagingWriter | null = null;
  private built: Awaited<ReturnType<typeof renderSitePages>> | null = null;
  private shared: Record<string, string> = {};
  private warmed: PlanResult['images'];
  private upToDate = false;

  constructor(private readonly ctx: BuildContext, private readonly index: PageIndexItem[], private readonly store: ManifestStore, private readonly early: EarlyWorkers | undefined) {
    this.paths = manifestOrder(index.map((i) => i.path));
    this.staging = `${ctx.config.outDir}.staging-${process.pid}`;
  }

  async check(): Promise<boolean> {
    const { ctx, index, paths, store } = this;
    const { outDir } = ctx.config;
    this.previous = await store.loadPrevious(join(outDir, MANIFEST_FILE));
    this.upToDate = await isUpToDate({ outDir, codeHash: ctx.codeHash, index, paths, store, previous: this.previous, now: ctx.now, shared: (pages) => siteWideFiles(ctx, pages) });
    if (this.upToDate) ctx.onProgress?.(index.length, index.length);
    return !this.upToDate;
  }

  async pages(): Promise<void> {
    const { ctx, index, store, staging } = this;
    const { config } = ctx;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    this.writer = new StagingWriter(staging, config.outDir);
    this.built = await renderSitePages({
      index, store, reusable: this.previous !== null && this.previous.codeHash === ctx.codeHash, setup: pageSetup(ctx, { dir: staging, published: config.outDir }), writer: this.writer,
      concurrency: config.concurrency, onWarning: ctx.onWarning, onInfo: ctx.onInfo, onProgress: ctx.onProgress, early: this.early,
      api: ctx.embedded && useDirect() ? ctx.embedded : undefined,
    });
  }

  async discovery(): Promise<void> {
    const current = () => this.store.currentPages(this.paths);
    for (const [file, content] of Object.entries(siteWideFiles(this.ctx, current))) this.shared[file] = this.writer!.write(file, content, this.previous?.shared[file]);
    // Every page's links against what this output publishes: two passes over the pages, so no
    // page's links are held beyond its own (spec 9: bounded memory).
    const known = new Map<string, Pick<PageFacts, 'listPages'>>();
    const files = new Set(Object.keys(this.shared));
    for (const [path, page] of current()) {
      known.set(path, { listPages: page.facts.listPages });
      for (const file of Object.keys(page.files)) if (!file.endsWith('.html') && !file.endsWith('page-data.json')) files.add(file);
    }
    // A link to an old path is followed through the redirect table this output publishes.
    reportBrokenLinks(this.ctx, brokenLinks((function* () { for (const [path, page] of current()) yield [path, page.facts] as [string, PageFacts]; })(), (p) => known.get(p), (f) => files.has(f), this.ctx.redirects));
  }

  /** Written last into the staging folder: its presence says the folder is a complete build. Streamed a page at a time from the store, and linked instead when its bytes are those of the published one. */
  async manifest(): Promise<void> {
    const { ctx, staging, previous } = this;
    const head = { version: MANIFEST_VERSION, site: ctx.config.site, codeHash: ctx.codeHash, buildHash: ctx.assets.buildHash } as const;
    await writeManifestFile(join(staging, MANIFEST_FILE), storedManifest(this.store, head, this.paths, this.shared), previous ? join(ctx.config.outDir, MANIFEST_FILE) : null);
  }

  async images(): Promise<void> {
    this.warmed = await warmImages(this.ctx, this.built!.variants);
  }

  async publish(): Promise<void> {
    await swapOutput(this.staging, this.ctx.config.outDir);
  }

  async abandon(): Promise<void> {
    await fs.rm(this.staging, { recursive: true, force: true });
  }

  close(): void {
    this.store.close();
  }

  result(): PlanResult {
    const { index, built, writer } = this;
    if (this.upToDate || !built || !writer) {
      return { pages: index.length, rendered: 0, reused: index.length, filesWritten: 0, filesLinked: 0, requests: 0, threads: 0, pagesByThread: [], images: undefined, pageStages: noPageTimings() };
    }
    return {
      pages: index.length, rendered: built.rendered, reused: index.length - built.rendered, filesWritten: writer.written + built.written,
      filesLinked: writer.linked + built.linked, requests: built.requests, threads: built.threads, pagesByThread: built.pagesByThread, images: this.warmed, pageStages: built.timings,
    };
  }
}
