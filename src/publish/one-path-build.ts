import { existsSync, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { SITEMAP_INDEX } from '../../templates/seo/alternates.js';
import type { PageIndexItem } from '../contract/schemas.js';
import { ApiRequestError, SitegenError } from '../errors.js';
import { buildPage, ownOf, pageContext, type BuiltPage, type PageContext } from './pages/build-page.js';
import { MANIFEST_FILE, type Manifest, type ManifestPage, type PageFacts } from './manifest/manifest.js';
import type { ManifestText } from './manifest/manifest-text.js';
import type { ManifestCache } from './manifest/manifest-cache.js';
import { isPublishedAs } from './manifest/is-up-to-date.js';
import { OutputBatch } from './write/output-batch.js';
import { pageSetup, reportBrokenLinks, warmImages, type BuildContext, type PlanResult } from './build-context.js';
import { brokenLinks } from './discovery/check-links.js';
import type { BuildPlan } from './build-plan.js';
import { fetchPageIndex } from './fetch/fetch-site.js';
import { GONE, planRedirects, redirectFiles, redirectLookup, type RedirectRule } from './discovery/redirects.js';
import { renderDiscoveryFiles } from './discovery/render-discovery-files.js';
import { spliceDiscoveryFiles } from './discovery/splice-discovery.js';
import { siteHeaders } from './write/shared-files.js';
import { sha256 } from './write/output-files.js';
import { normalizePath } from '../contract/paths.js';
import { isSitemapFile, isSitemapOf } from './discovery/render-sitemaps.js';
import { runPages } from './pages/run-pages.js';
import { affectedPages, type WindowChange } from './manifest/affected-pages.js';
import { stitchGroups, stitchPages } from './pages/stitch-pages.js';
import { windowProbe } from './fetch/probe-windows.js';
import { localDayOf } from '../../modules/locale-format.js';
import { addPageTimings, noPageTimings, type PageTimings } from './stage-timer.js';

/**
 * The `--path` build's plan: the given pages fetched and rendered again in this thread (a few
 * pages: no pool to start), plus what depends on them (DESIGN.md: the sitemap, feeds and
 * `_headers`; the redirect table when a page went), and every changed file replaced in place in
 * one batch (src/publish/write/output-batch.ts): a failure, a full disk included, leaves the
 * output as it was. Its cost does not grow with the site (spec 9): the manifest is read once and
 * only the entries it needs are parsed (ManifestText).
 */
export class PathBuild implements BuildPlan {
  private items: PageIndexItem[] = [];
  private removed: RemovedPage[] = [];
  private built: Awaited<ReturnType<typeof renderPaths>> | null = null;
  private files: Record<string, string> = {};
  private spliced = false;
  private scope: Awaited<ReturnType<typeof discoveryScope>> = null;
  private warmed: PlanResult['images'];
  private readonly batch: OutputBatch;
  private written = 0;
  private affected: NonNullable<PlanResult['affected']> | null = null;
  private idle = false;
  /** Pages that changed only through their windows (affected-pages.ts), and the paths asked for. */
  private byWindow: ReadonlyMap<string, WindowChange[]> = new Map();
  private asked = new Set<string>();
  private stitched = 0;

  /** The manifest as written, for the process's next build (ManifestCache). */
  private successor: ReturnType<ManifestText['next']> | null = null;

  constructor(private readonly ctx: BuildContext, private readonly index: PageIndexItem[], private readonly paths: string[], private readonly text: ManifestText,
    private readonly manifests?: ManifestCache) {
    this.batch = new OutputBatch(ctx.config.outDir);
  }

  /**
   * Which pages to render again and which were unpublished (their files go): the paths asked
   * for, and every page the content's changes affect (affected-pages.ts: new, changed or expired
   * pages, and those whose lists now show something else), so a publish reaches the lists, home
   * blocks, related lists and tables that show the page (DESIGN.md, `--path`). Pages whose lists'
   * sources changed without what they show changing keep their output; their entries take the
   * new hashes.
   */
  async check(): Promise<boolean> {
    const { ctx, index, text } = this;
    const asked = pathsToBuild(index, this.paths, ctx.config.site, text, ctx.config.outDir);
    const affected = await affectedPages(index, text, windowProbe(ctx.client, ctx.config.site, localDayOf(new Date(ctx.now))), ctx.now);
    const rebuild = new Map([...asked.items, ...affected.rebuild].map((item) => [item.path, item]));
    this.items = [...rebuild.values()];
    this.byWindow = affected.byWindow;
    this.asked = new Set(asked.items.map((i) => i.path));
    const removed = new Map(asked.removed.map((r) => [r.path, r]));
    for (const path of affected.removed) if (!removed.has(path)) removed.set(path, { path, entry: text.previous(path)! });
    this.removed = [...removed.values()];
    for (const item of affected.refreshed) if (!rebuild.has(item.path)) text.refresh(item.path, item.hash, item.ownHash);
    this.affected = { refreshed: affected.refreshed.length, windowsAsked: affected.windowsAsked, pagesAsked: affected.pagesAsked };
    // Nothing changed at all (a `--due` run with nothing due): the output is not touched.
    this.idle = this.items.length === 0 && this.removed.length === 0 && affected.refreshed.length === 0;
    return true;
  }

  async pages(): Promise<void> {
    const { ctx, items } = this;
    const setup = pageSetup(ctx, null, new Set(items.map((i) => i.locale)));
    // A list page keeps the files of its pages whose items did not change (build-page.ts), unless
    // one of them is not on disk: then it is rendered whole, and what is missing written again.
    const previous = (path: string) => {
      const entry = this.text.previous(path);
      return entry && Object.keys(entry.files).every((file) => onDisk(ctx.config.outDir, file)) ? entry : undefined;
    };
    const context = { ...pageContext(setup, ctx.client, ctx.onWarning), previous };
    // Of each group of pages whose lists changed alike, one is rendered and the rest stitched
    // from it (stitch-pages.ts); a page that cannot be is rendered after all.
    const groups = stitchGroups(items, this.byWindow, this.asked);
    const later = new Set(groups.flatMap((g) => g.slice(1).map((i) => i.path)));
    const progress = { concurrency: ctx.config.concurrency, onProgress: ctx.onProgress };
    this.built = await renderPaths(items.filter((i) => !later.has(i.path)), context, progress);
    if (groups.length === 0) return;
    const started = performance.now();
    const { stitched, fallback } = await stitchPages(groups, new Map(this.built.results.map((b) => [b.item.path, b])), ctx.config.outDir, (path) => this.text.previous(path), (files) => this.batch.writeAhead(files));
    this.built.timings.render += performance.now() - started;
    this.built.results.push(...stitched);
    this.stitched = stitched.length;
    if (fallback.length === 0) return;
    const more = await renderPaths(fallback, context, progress);
    this.built.results.push(...more.results);
    for (const [variant, page] of more.variants) if (!this.built.variants.has(variant)) this.built.variants.set(variant, page);
    addPageTimings(this.built.timings, more.timings);
  }

  /**
   * The sitemap and feeds depend on every page (DESIGN.md: "plus what depends on them"); they are
   * rendered before anything is written, so bad facts (a date that is not one) change nothing.
   */
  async discovery(): Promise<void> {
    if (this.idle) return;
    const { ctx, text: manifest, removed } = this;
    const { results } = this.built!;
    const { config } = ctx;
    const headersChanged = inlineSourcesChanged(manifest, results, removed);
    const scope = await discoveryScope(config.outDir, manifest, results, removed);
    const changes = [...results.map((b) => ({ path: b.item.path, before: manifest.previous(b.item.path) })), ...removed.map((r) => ({ path: r.path, before: r.entry }))];
    updateManifest(manifest, results, removed);
    // The page's lines replaced in its sitemap part and feed as published when that gives what
    // rendering them gives (splice-discovery.ts); otherwise those of its languages rendered from
    // the manifest, reading only those languages' entries (ManifestText.pages). Every entry is read
    // only when `_headers` has to be made again.
    const spliced = scope && await spliceDiscoveryFiles(config.outDir, manifest.head.shared, ctx.site, changes.map((c) => ({ ...c, after: manifest.page(c.path) })), scope.publishedIndex);
    this.files = {
      ...(spliced ?? renderDiscoveryFiles(() => manifest.pages(scope?.locales), ctx.site, scope ?? undefined)),
      ...(headersChanged ? siteHeaders(ctx.assets.publicFiles, () => manifest.pages(), config, ctx.site) : {}),
      // A redirect from a removed page's path was ignored while the page lived there (redirects.ts).
      ...(removed.length > 0 ? await redirectFilesOfSite(ctx) : {}),
    };
    this.spliced = Boolean(spliced);
    this.scope = scope;
    // The rebuilt pages' links, against the manifest as it will be: only their entries and those
    // of the pages they link to are read (spec 9: a one-path rebuild's cost does not grow with the site).
    const fileOf = (file: string) => {
      if (Object.hasOwn(manifest.head.shared, file)) return true;
      const folder = file.includes('/') ? `/${file.slice(0, file.lastIndexOf('/'))}/` : '/';
      return Boolean(manifest.page(folder)?.files[file]);
    };
    // A link to an old path is followed through the redirect table: the site's as this build
    // plans it, which is the one it publishes when it removes a page (the API changes the table
    // only when a page moves or is unpublished, and both remove a path).
    const known = (path: string) => manifest.page(path)?.facts;
    const broken = brokenLinks(results.map((b) => [b.item.path, b.facts] as [string, PageFacts]), known, fileOf, ctx.redirects);
    // A page that went: every other page that links to it, or to an old path the redirect table
    // sends to it, is named, unless the table sends its path on to a published page (a page
    // moved, or unpublished with a redirect). The whole manifest is read, as the redirect table
    // is, only when a page is removed.
    if (removed.length > 0) {
      const gone = new Set(removed.map((r) => r.path));
      const rebuilt = new Set(results.map((b) => b.item.path));
      const leadsToGone = leadsInto(gone, ctx.redirects);
      const linking = function* () {
        for (const [path, page] of manifest.pages()) {
          if (rebuilt.has(path)) continue;
          const links = (page.facts.links ?? []).filter(leadsToGone);
          if (links.length > 0) yield [path, { links }] as [string, Pick<PageFacts, 'links'>];
        }
      };
      broken.push(...brokenLinks(linking(), known, fileOf, ctx.redirects));
    }
    reportBrokenLinks(ctx, broken);
  }

  /** Every changed file, the removals and the manifest staged in the batch, each file's hash recorded in the manifest. */
  async manifest(): Promise<void> {
    if (this.idle) return;
    const { batch, text: manifest } = this;
    const started = performance.now();
    this.written = stagePathPages(batch, this.built!.results, manifest);
    stageRemovedPages(batch, this.removed);
    // A splice keeps every sitemap part (none becomes unneeded); a rendering may leave some over.
    this.written += stageDiscoveryFiles(batch, manifest.head, this.files, this.spliced ? new Set() : this.scope?.locales ?? null);
    if (this.manifests) {
      this.successor = manifest.next(this.manifests.writeBuffer());
      batch.write(MANIFEST_FILE, this.successor.bytes);
    } else batch.write(MANIFEST_FILE, manifest.pieces());
    this.built!.timings.write += performance.now() - started;
  }

  /** Before the pages are replaced: no visitor meets a cold variant. */
  async images(): Promise<void> {
    this.warmed = await warmImages(this.ctx, this.built!.variants);
  }

  /** All written beside their targets, then all renamed; what an interrupted build left where this one writes (its `.tmp` files) goes first. */
  async publish(): Promise<void> {
    const started = performance.now();
    await this.batch.commit();
    if (this.successor) this.manifests?.keep(join(this.ctx.config.outDir, MANIFEST_FILE), this.successor.text, this.successor.buffer);
    else if (this.idle) this.manifests?.giveBack(this.text);
    this.built!.timings.write += performance.now() - started;
  }

  /** The batch removes what it wrote when its commit fails, and what it wrote ahead when a stage before it did. */
  async abandon(): Promise<void> {
    await this.batch.discard();
  }

  close(): void {}

  result(): PlanResult {
    const built = this.built;
    return {
      pages: this.items.length, rendered: (built?.results.length ?? 0) - this.stitched, stitched: this.stitched, reused: 0, filesWritten: this.written, filesLinked: 0, requests: 0, threads: 0,
      pagesByThread: [built?.results.length ?? 0], images: this.warmed, pageStages: built?.timings ?? noPageTimings(),
      rebuilt: this.items.map((i) => i.path), removed: this.removed.map((r) => r.path),
      // Two files (the HTML and its page-data) per list page kept.
      listPagesKept: (built?.results ?? []).reduce((n, b) => n + Object.keys(b.kept ?? {}).length / 2, 0),
      ...(this.affected ? { affected: this.affected } : {}),
    };
  }
}

/**
 * Whether a link leads to one of the `gone` paths: at its own path, or through the redirect table
 * (each old path it is sent on to, as a browser follows them).
 */
function leadsInto(gone: ReadonlySet<string>, rules: readonly RedirectRule[]): (link: string) => boolean {
  const redirectOf = redirectLookup(rules);
  return (link) => {
    let path = link.endsWith('/') ? link : `${link}/`;
    for (let hop = 0; hop <= rules.length; hop++) {
      if (gone.has(path)) return true;
      const rule = redirectOf(path);
      if (!rule || rule.status === GONE || !rule.to.startsWith('/')) return false;
      path = normalizePath(rule.to);
    }
    return false;
  };
}

/**
 * The redirect table's files as a full build makes them: each rule checked against every
 * published path, so only a one-path rebuild that removes a page, on a site with redirects,
 * reads the whole index.
 */
async function redirectFilesOfSite(ctx: BuildContext): Promise<Record<string, string>> {
  if (ctx.site.redirects.length === 0) return {};
  const index = await fetchPageIndex(ctx.client, ctx.config.site);
  return redirectFiles(planRedirects(ctx.site.redirects, new Set(index.map((i) => i.path))).rules, ctx.site.domainUrl);
}

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
 * lacks, a page whose `validUntil` has passed, and a page the output still has that is no longer
 * published. A one-path build of them
 * converges the output (an editor's Publish whose rebuild never ran: the preview stopped between
 * the API's answer and the build).
 */
export function stalePaths(index: PageIndexItem[], manifest: ManifestText, now = Date.now()): string[] {
  // Every entry's place found in one walk of the file first, then each page's entry glanced at,
  // not parsed: looked up one by one, each lookup searched the file from its start (spec 9: an
  // editor's preview of a 50,000-page site started in minutes).
  const published = manifest.paths();
  const stale = index.filter((item) => !isPublishedAs(manifest.glance(item.path), item, now)).map((item) => item.path);
  const live = new Set(index.map((item) => item.path));
  for (const path of published) if (!live.has(path)) stale.push(path);
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
  for (const built of results) manifest.set(built.item.path, { id: built.item.id, locale: built.item.locale, hash: built.item.hash, ...ownOf(built.item), files: {}, facts: built.facts });
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

/** Whether a file of the output, as the manifest names it, is on disk. */
const onDisk = (outDir: string, file: string) => existsSync(join(outDir, file));

/** The one-path write stage for pages: each changed file staged in the batch, its hash recorded in the manifest. Returns the files to write. */
export function stagePathPages(batch: OutputBatch, results: BuiltPage[], manifest: ManifestText): number {
  let written = 0;
  for (const built of results) {
    const files: Record<string, string> = {};
    const before = manifest.previous(built.item.path)?.files ?? {};
    for (const [file, content] of Object.entries(built.files)) {
      // A list page kept as published: its files stay on disk as they are.
      const kept = built.kept?.[file];
      if (kept !== undefined) {
        files[file] = kept;
        continue;
      }
      const hash = sha256(content);
      // A file the manifest records but the output lacks (deleted by hand, lost in a copy) is
      // written again: the manifest says what was published, the disk what is served. One stat
      // per unchanged file of the pages rendered, a few per publish.
      if (before[file] !== hash || !onDisk(batch.outDir, file)) {
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
