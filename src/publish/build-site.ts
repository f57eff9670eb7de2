import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { FooterData } from '../../modules/footer.js';
import type { HeaderData } from '../../modules/header.js';
import type { Config } from '../config/load-config.js';
import type { PageIndexItem, Site } from '../contract/schemas.js';
import type { ApiClient } from './fetch/api-client.js';
import { languagesOf, pageContext, type PageSetup } from './pages/build-page.js';
import { discoveryScope, inlineSourcesChanged, pathsToBuild, renderPaths, stageDiscoveryFiles, stagePathPages, stageRemovedPages, updateManifest } from './one-path-build.js';
import { OutputBatch } from './write/output-batch.js';
import { connect } from './sources/connect-api.js';
import { fetchNavigations, fetchPageIndex, fetchSite } from './fetch/fetch-site.js';
import { integrationsHead, partytownLibFiles } from './render/integrations.js';
import { isUpToDate } from './manifest/is-up-to-date.js';
import { MANIFEST_FILE, MANIFEST_VERSION, readManifestStart, writeManifestFile, type Manifest, type StreamedManifest } from './manifest/manifest.js';
import { openManifestStore, manifestOrder, storedManifest, type ManifestStore } from './manifest/manifest-store.js';
import { ManifestText } from './manifest/manifest-text.js';
import { sharedPageData } from './write/shared-page-data.js';
import { sha256, StagingWriter } from './write/output-files.js';
import { filesOfPage, normalizePath } from '../contract/paths.js';
import { planRedirects, redirectFiles } from './discovery/redirects.js';
import { renderDiscoveryFiles } from './discovery/render-discovery-files.js';
import { buildCodeHash, rendersEveryPage } from './manifest/previous-build.js';
import { renderThreads, startRenderWorkers, type EarlyWorkers } from './pages/render-pool.js';
import { renderSitePages } from './pages/render-site-pages.js';
import { useDirect } from './sources/connect-api.js';
import { spliceDiscoveryFiles } from './discovery/splice-discovery.js';
import { loadClientRuntime, loadPublicFiles, loadStyles, sharedFiles, siteHeaders, type SiteAssets } from './write/shared-files.js';
import { seededDownloads } from './sources/seeded-downloads.js';
import { createStageTimer, noPageTimings, roundTimings, type PageTimings, type StageTimer, type StageTimings } from './stage-timer.js';
import type { EmbeddedApi } from './sources/start-embedded-api.js';
import { swapOutput } from './write/swap-output.js';
import type { WarmSummary } from './sources/warm-images.js';

// What the preview server and the editor's checks use of the build's stages.
export { connect, fetchNavigations, fetchPageIndex, fetchSite, filesOfPage, languagesOf, loadClientRuntime, loadStyles };

export interface BuildOptions {
  /** An embedded API already starting (the CLI starts it early); otherwise started here. */
  embedded?: Promise<EmbeddedApi> | undefined;
  /** Render workers already loading (bin/sitegen.js starts them with a build of the whole site); ended here when not needed. */
  renderWorkers?: EarlyWorkers | undefined;
  /** Incremental: only these paths are fetched and rendered again. */
  paths?: string[];
  onProgress?: (done: number, total: number) => void;
  onWarning?: (message: string) => void;
  onInfo?: (message: string) => void;
}

export interface BuildSummary {
  mode: 'full' | 'incremental';
  pages: number;
  rendered: number;
  reused: number;
  filesWritten: number;
  filesLinked: number;
  warnings: number;
  seconds: number;
  pagesPerSecond: number;
  requests: number;
  /** Render threads the pages were built in, the main one included (0: the main one alone, for a few pages or SITEGEN_RENDER_THREADS=0). */
  threads: number;
  /**
   * Pages each render thread was given, the main one first: a thread that got far fewer than
   * its share was starved (spec 9: the build uses every core). Empty when no page was rendered.
   */
  pagesByThread: number[];
  apiSeeded: boolean;
  outDir: string;
  /** The image variants the rendered pages use, made before publishing (src/publish/sources/warm-images.ts). */
  images?: WarmSummary | undefined;
  /** Wall milliseconds of each stage the build ran, one after another: together they are `seconds` (src/publish/stage-timer.ts). */
  stages: StageTimings;
  /** Milliseconds the pages spent fetching, validating, rendering and writing, summed over pages and threads. */
  pageStages: PageTimings;
}

/** What the stages after the fetch share: the configuration, the client and the site's data as fetched. */
interface BuildContext {
  config: Config;
  client: ApiClient;
  site: Site;
  codeHash: string;
  assets: SiteAssets & { headers: Map<string, HeaderData>; footers: Map<string, FooterData> };
  /** The site's third-party scripts in every head (src/publish/render/integrations.ts). */
  integrationsHead: string;
  /** The API the pages are fetched from, for the render threads' own clients. */
  api: PageSetup['api'];
  embedded: EmbeddedApi | null;
  timer: StageTimer;
  onWarning: (message: string) => void;
  onInfo: (message: string) => void;
}

type StagesResult = Pick<BuildSummary, 'pages' | 'rendered' | 'reused' | 'filesWritten' | 'filesLinked' | 'requests' | 'threads' | 'pagesByThread' | 'images' | 'pageStages'>;

/**
 * The build, as its stages (each in its own file, each timed):
 * connect → fetch (site, index, navigations, assets) → either
 * - full: check (up to date?) → pages (render threads write into staging) → discovery (shared
 *   files, sitemaps, feeds, _headers) → manifest → images → swap; any failure removes the
 *   staging folder and leaves output/ exactly as it was;
 * - `--path`: pages (in this thread) → discovery → images → write (only changed files, each
 *   atomically) → manifest.
 */
export async function buildSite(config: Config, options: BuildOptions = {}): Promise<BuildSummary> {
  const timer = createStageTimer();
  renderThreads(0); // a bad SITEGEN_RENDER_THREADS is refused before any work, whatever the build turns out to need
  useDirect(); // so is a bad SITEGEN_API_TRANSPORT
  const onInfo = options.onInfo ?? (() => {});
  let warnings = 0;
  const onWarning = (message: string) => {
    warnings++;
    options.onWarning?.(message);
  };
  const codeHash = await buildCodeHash(config);
  const incremental = options.paths !== undefined && options.paths.length > 0;
  // A full build reads only the manifest's first lines here (then its pages one at a time, into
  // its store); a one-path build reads the file once, parsing only the entries it needs.
  const { text, previous } = await timer.run('manifest', async () => {
    const read = incremental ? await ManifestText.read(join(config.outDir, MANIFEST_FILE)) : null;
    return { text: read, previous: incremental ? read?.head ?? null : await readManifestStart(config.outDir) };
  });
  if (incremental && rendersEveryPage(previous, codeHash)) {
    onInfo(previous ? 'The code or the image host or public API settings changed since the last build: building every page.' : `No previous build in ${config.outDir} (or one from an older manifest version): building every page.`);
  }
  // A build that renders every page (none published yet, or other code): its render workers,
  // started with the process (bin/sitegen.js) or now, load their code while this thread
  // connects, fetches and checks. Any other build ends those started for it.
  const rendersAll = !incremental && rendersEveryPage(previous, codeHash);
  if (!rendersAll) options.renderWorkers?.dispose();
  let early = rendersAll ? options.renderWorkers : undefined;
  early?.go();
  let connected: Awaited<ReturnType<typeof connect>>;
  try {
    connected = await timer.run('connect', () => connect(config, onInfo, options.embedded));
  } catch (error) {
    early?.dispose();
    throw error;
  }
  const { client, embedded } = connected;
  // Started now when the CLI did not: the API's thread, when it is reached directly in a worker,
  // is one of the render threads and needs none (src/publish/pages/render-pool.ts).
  if (rendersAll && !early) early = startRenderWorkers({ besides: embedded?.openRenderPort && useDirect() ? 1 : 0 });
  try {
    const paths = incremental && previous && previous.codeHash === codeHash;
    const { ctx, index } = await timer.run('fetch', () => fetchStage({ config, client, embedded, codeHash, timer, onWarning, onInfo }, paths ? { paths: options.paths!.map(normalizePath) } : {}));
    const result = paths
      ? { mode: 'incremental' as const, ...await buildPaths(ctx, index, options.paths!, text!, options) }
      : { mode: 'full' as const, ...await buildAll(ctx, index, options, early) };
    const seconds = (performance.now() - timer.started) / 1000;
    const pages = result.mode === 'full' ? result.pages : result.rendered;
    return {
      ...result, warnings, requests: client.requests + result.requests, apiSeeded: embedded?.seeded ?? false, outDir: config.outDir,
      seconds: Math.round(seconds * 1000) / 1000, pagesPerSecond: Math.round(pages / Math.max(seconds, 0.001)),
      stages: roundTimings(timer.stages), pageStages: roundTimings(result.pageStages),
    };
  } finally {
    early?.dispose();
    await client.close();
    await embedded?.close();
  }
}

/**
 * The fetch stage: the site, its page index and navigations, and the files every build
 * publishes. A one-path rebuild (`paths`) reads the index entries of its paths only, and writes
 * no shared file, so it reads none but the HTML ones `_headers` counts: not the database's
 * downloads (nor the SQLite driver to read them), not the runtime's chunks. Its redirect rules
 * are checked against its own pages (a rule hidden by one of them is a warning); the table's
 * files are made, from the whole index, only when it removes a page (buildPaths).
 */
async function fetchStage(base: Omit<BuildContext, 'site' | 'assets' | 'integrationsHead' | 'api'>, options: { paths?: string[] }): Promise<{ ctx: BuildContext; index: PageIndexItem[] }> {
  const { config, client, embedded } = base;
  const sharedFiles = !options.paths;
  const headers = new Map<string, HeaderData>();
  const footers = new Map<string, FooterData>();
  // The API's three site-wide answers are asked for at once; while its thread computes them,
  // this one reads the files every build ships (stylesheet, runtime, public files: disk reads
  // and hashing that need no answer), instead of after them (spec 9 build speed).
  const answers = Promise.all([fetchSite(client, config.site), fetchPageIndex(client, config.site, { paths: options.paths }), fetchNavigations({ client, headers, footers }, config.site)]);
  answers.catch(() => {}); // reported where it is awaited, below
  const styles = loadStyles(base.codeHash);
  const runtime = loadClientRuntime({ files: sharedFiles });
  const publicFiles = sharedFiles
    ? { ...loadPublicFiles(), ...partytownLibFiles(), ...(embedded ? await seededDownloads(config.db) : {}) }
    : { ...loadPublicFiles({ htmlOnly: true }), ...partytownLibFiles({ htmlOnly: true }) };
  const [site, index] = await answers;
  const redirects = planRedirects(site.redirects, new Set(index.map((i) => i.path)));
  for (const w of redirects.warnings) base.onWarning(w);
  const assets = {
    buildHash: sha256(`${base.codeHash}:${site.id}`).slice(0, 20), styles, runtime, publicFiles,
    redirectFiles: sharedFiles ? redirectFiles(redirects.rules, site.domainUrl) : {}, headers, footers,
  };
  const ctx: BuildContext = { ...base, site, assets, integrationsHead: await integrationsHead(site), api: { baseUrl: client.baseUrl, token: config.token ?? embedded?.readerToken } };
  return { ctx, index };
}

/**
 * The plain data every page of this build shares (sent once to each render thread). A one-path
 * rebuild renders the footer slices of its pages' languages only (`locales`): it writes no
 * slice, and a page is compared with its own language's.
 */
function pageSetup(ctx: BuildContext, staging: PageSetup['staging'], locales?: ReadonlySet<string>): PageSetup {
  const { assets } = ctx;
  const footers = [...assets.footers.values()].filter((f) => !locales || locales.has(f.locale as string));
  return {
    config: ctx.config, site: ctx.site, headers: [...assets.headers], footers: [...assets.footers], buildHash: assets.buildHash, api: ctx.api, staging,
    shared: (({ files: _files, ...shared }) => shared)(sharedPageData(ctx.site, assets.headers.values(), footers)),
    assets: { styles: [assets.styles.href], fonts: assets.styles.preloads, scripts: [assets.runtime.entryHref], head: ctx.integrationsHead },
  };
}

/** Every file besides the pages' own, for the pages whose facts are given. */
function siteWideFiles(ctx: BuildContext, pages: Manifest['pages'] | StreamedManifest['pages']): Record<string, string | Buffer> {
  return { ...sharedFiles(ctx.assets, ctx.site), ...renderDiscoveryFiles(pages, ctx.site), ...siteHeaders(ctx.assets.publicFiles, pages, ctx.config, ctx.site) };
}

/**
 * The images stage: makes every variant the rendered pages use that the image cache lacks,
 * before the pages go live (no visitor meets a cold variant), when the image host is the
 * embedded API's.
 */
async function warmImages(ctx: BuildContext, variants: Map<string, string>): Promise<WarmSummary | undefined> {
  const { config, embedded } = ctx;
  if (!config.warmImages || variants.size === 0) return undefined;
  const { warmEmbeddedImages } = await import('./sources/warm-images.js');
  return warmEmbeddedImages(variants, { config, embedded, onWarning: ctx.onWarning, onInfo: ctx.onInfo });
}

/**
 * The full build, staged into a sibling folder and swapped in whole. The previous manifest and
 * this build's are kept in memory for a small site, otherwise in a scratch store on disk (spec 9:
 * bounded memory; openManifestStore).
 */
async function buildAll(ctx: BuildContext, index: PageIndexItem[], options: BuildOptions, early: EarlyWorkers | undefined): Promise<StagesResult> {
  const store = await openManifestStore(index.length, join(ctx.config.outDir, MANIFEST_FILE));
  try {
    return await buildAllWith(ctx, index, options, store, early);
  } finally {
    store.close();
    ctx.timer.lap('manifest'); // removing the scratch store is the manifest's work
  }
}

async function buildAllWith(ctx: BuildContext, index: PageIndexItem[], options: BuildOptions, store: ManifestStore, early: EarlyWorkers | undefined): Promise<StagesResult> {
  const { config, timer } = ctx;
  const { outDir } = config;
  const paths = manifestOrder(index.map((i) => i.path));
  const { previous, upToDate } = await timer.run('check', async () => {
    const before = await store.loadPrevious(join(outDir, MANIFEST_FILE));
    return { previous: before, upToDate: await isUpToDate({ outDir, codeHash: ctx.codeHash, index, paths, store, previous: before, shared: (pages) => siteWideFiles(ctx, pages) }) };
  });
  if (upToDate) {
    options.onProgress?.(index.length, index.length);
    return { pages: index.length, rendered: 0, reused: index.length, filesWritten: 0, filesLinked: 0, requests: 0, threads: 0, pagesByThread: [], images: undefined, pageStages: noPageTimings() };
  }
  const staging = `${outDir}.staging-${process.pid}`;
  try {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    const writer = new StagingWriter(staging, outDir);
    const pages = await timer.run('pages', () => renderSitePages({
      index, store, reusable: previous !== null && previous.codeHash === ctx.codeHash, setup: pageSetup(ctx, { dir: staging, published: outDir }), writer,
      concurrency: config.concurrency, onWarning: ctx.onWarning, onInfo: ctx.onInfo, onProgress: options.onProgress, early,
      api: ctx.embedded && useDirect() ? ctx.embedded : undefined,
    }));
    const shared = await timer.run('discovery', () => {
      const current = () => store.currentPages(paths);
      const written: Record<string, string> = {};
      for (const [file, content] of Object.entries(siteWideFiles(ctx, current))) written[file] = writer.write(file, content, previous?.shared[file]);
      return written;
    });
    // Written last: its presence says the folder is a complete build. Streamed a page at a
    // time from the store, and linked instead when its bytes are those of the published one.
    const head = { version: MANIFEST_VERSION, site: config.site, codeHash: ctx.codeHash, buildHash: ctx.assets.buildHash } as const;
    await timer.run('manifest', () => writeManifestFile(join(staging, MANIFEST_FILE), storedManifest(store, head, paths, shared), previous ? join(outDir, MANIFEST_FILE) : null));
    const images = await timer.run('images', () => warmImages(ctx, pages.variants));
    await timer.run('swap', () => swapOutput(staging, outDir));
    return {
      pages: index.length, rendered: pages.rendered, reused: index.length - pages.rendered, filesWritten: writer.written + pages.written,
      filesLinked: writer.linked + pages.linked, requests: pages.requests, threads: pages.threads, pagesByThread: pages.pagesByThread, images, pageStages: pages.timings,
    };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
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

/** Incremental build: re-render the given paths in place (each file replaced atomically). */
async function buildPaths(ctx: BuildContext, index: PageIndexItem[], rawPaths: string[], manifest: ManifestText, options: BuildOptions): Promise<StagesResult> {
  const { config, timer } = ctx;
  const { items, removed } = pathsToBuild(index, rawPaths, config.site, manifest, config.outDir);
  const built = await timer.run('pages', () => {
    const setup = pageSetup(ctx, null, new Set(items.map((i) => i.locale)));
    return renderPaths(items, pageContext(setup, ctx.client, ctx.onWarning), { concurrency: config.concurrency, onProgress: options.onProgress });
  });
  // The sitemap and feeds depend on every page (DESIGN.md: "plus what depends on them"); they
  // are rendered before anything is written, so bad facts (a date that is not one) change nothing.
  const { discovery, spliced, scope } = await timer.run('discovery', async () => {
    const headersChanged = inlineSourcesChanged(manifest, built.results, removed);
    const scope = await discoveryScope(config.outDir, manifest, built.results, removed);
    const changes = [...built.results.map((b) => ({ path: b.item.path, before: manifest.previous(b.item.path) })), ...removed.map((r) => ({ path: r.path, before: r.entry }))];
    updateManifest(manifest, built.results, removed);
    // The page's lines replaced in its sitemap part and feed as published when that gives what
    // rendering them gives (splice-discovery.ts); otherwise those of its languages rendered from
    // the manifest, reading only those languages' entries (ManifestText.pages). Every entry is read
    // only when `_headers` has to be made again.
    const spliced = scope && await spliceDiscoveryFiles(config.outDir, manifest.head.shared, ctx.site, changes.map((c) => ({ ...c, after: manifest.page(c.path) })), scope.publishedIndex);
    const discovery = {
      ...(spliced ?? renderDiscoveryFiles(() => manifest.pages(scope?.locales), ctx.site, scope ?? undefined)),
      ...(headersChanged ? siteHeaders(ctx.assets.publicFiles, () => manifest.pages(), config, ctx.site) : {}),
      // A redirect from a removed page's path was ignored while the page lived there (redirects.ts).
      ...(removed.length > 0 ? await redirectFilesOfSite(ctx) : {}),
    };
    return { discovery, spliced, scope };
  });
  const images = await timer.run('images', () => warmImages(ctx, built.variants)); // before the pages are replaced
  const written = await timer.run('write', async () => {
    const writing = performance.now();
    // Every changed file, the removals and the manifest go in one batch: all written beside their
    // targets, then all renamed, so a failure (a full disk) leaves the output as it was.
    const batch = new OutputBatch(config.outDir);
    let count = stagePathPages(batch, built.results, manifest);
    stageRemovedPages(batch, removed);
    // A splice keeps every sitemap part (none becomes unneeded); a rendering may leave some over.
    count += stageDiscoveryFiles(batch, manifest.head, discovery, spliced ? new Set() : scope?.locales ?? null);
    batch.write(MANIFEST_FILE, manifest.pieces());
    // What an interrupted build left where this one writes (its `.tmp` files) goes first.
    await batch.commit();
    built.timings.write += performance.now() - writing;
    return count;
  });
  return { pages: items.length, rendered: built.results.length, reused: 0, filesWritten: written, filesLinked: 0, requests: 0, threads: 0, pagesByThread: [built.results.length], images, pageStages: built.timings };
}
