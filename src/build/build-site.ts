import { promises as fs, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FooterSchema, type FooterData } from '../../modules/footer.js';
import { HeaderSchema, type HeaderData } from '../../modules/header.js';
import type { Config } from '../config/load-config.js';
import { NavigationsSchema, PageIndexSchema, SiteSchema, type PageIndexItem, type Site } from '../contract/schemas.js';
import { ApiRequestError, PageErrors, SitegenError } from '../errors.js';
import { ApiClient } from './api-client.js';
import { buildPage, languagesOf, pageContext, taskFailure, type BuiltPage, type PageSetup, type PageTask } from './build-page.js';
import { computeCodeHash, packageRoot } from './code-hash.js';
import { integrationsHead, partytownLibFiles } from './integrations.js';
import { MANIFEST_FILE, MANIFEST_VERSION, readManifest, readManifestStart, sortedPages, writeManifest, writeManifestFile, type Manifest, type ManifestHead, type ManifestPage, type StreamedManifest } from './manifest.js';
import { ManifestStore, manifestOrder } from './manifest-store.js';
import { sha256, StagingWriter, writeFileAtomic } from './output-files.js';
import { checkPagePath, filesOfPage, normalizePath } from './paths.js';
import { renderDiscoveryFiles } from './render-discovery-files.js';
import { isSitemapFile, isSitemapOf } from './render-sitemaps.js';
import { SITEMAP_INDEX } from '../../templates/seo/alternates.js';
import { sliceName } from './render-page.js';
import { sharedPageData } from './shared-page-data.js';
import { createPageRunner, renderThreads } from './render-pool.js';
import { planRedirects, redirectFiles } from './redirects.js';
import { renderSiteHeaders } from './site-policy.js';
import { loadSiteFonts } from './site-fonts.js';
import { inlineSourcesOf } from '../security-headers.js';
import { startEmbeddedApi, type EmbeddedApi } from './start-embedded-api.js';
import { warmImageVariants, type WarmSummary } from './warm-images.js';
import { imageHostSettings } from '../config/load-config.js';

export { languagesOf };

export interface BuildOptions {
  /** An embedded API already starting (the CLI starts it early); otherwise started here. */
  embedded?: Promise<EmbeddedApi> | undefined;
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
  /** Render threads the pages were built in (0: this thread, for a few pages or SITEGEN_RENDER_THREADS=0). */
  threads: number;
  apiSeeded: boolean;
  outDir: string;
  /** The image variants the rendered pages use, made before publishing (src/build/warm-images.ts). */
  images?: WarmSummary | undefined;
}

interface BuildContext {
  config: Config;
  client: ApiClient;
  site: Site;
  headers: Map<string, HeaderData>;
  footers: Map<string, FooterData>;
  codeHash: string;
  buildHash: string;
  styles: ReturnType<typeof loadStyles>;
  runtime: ClientRuntime;
  /** The site's third-party scripts in every head (src/build/integrations.ts). */
  integrationsHead: string;
  /** content/public/ copied as is, and the downloads of the embedded API's database. */
  publicFiles: Record<string, Buffer>;
  /** _redirects, redirects.json and the fallback pages at old paths (src/build/redirects.ts). */
  redirectFiles: Record<string, string>;
  /** The API the pages are fetched from, for the render threads' own clients. */
  api: PageSetup['api'];
  /** Image variants the rendered pages use (path after the host → first page), warmed before publishing. */
  images: { variants: Map<string, string>; warm(): Promise<void> };
  warnings: string[];
  onWarning: (message: string) => void;
  onInfo: (message: string) => void;
}

export async function fetchSite(client: ApiClient, site: string): Promise<Site> {
  return client.get(`/site/${encodeURIComponent(site)}`, SiteSchema, `site "${site}"`);
}

export async function fetchPageIndex(client: ApiClient, site: string): Promise<PageIndexItem[]> {
  const index = await client.get(`/site/${encodeURIComponent(site)}/pages`, PageIndexSchema, 'page index');
  const seen = new Map<string, number>();
  const problems: { path: string; message: string }[] = [];
  for (const item of index.items) {
    const pathProblem = checkPagePath(item.path);
    if (pathProblem) problems.push({ path: item.path, message: `path: ${pathProblem} (page ${item.id})` });
    const other = seen.get(item.path);
    if (other !== undefined) problems.push({ path: item.path, message: `path: used by pages ${other} and ${item.id}; give one of them another slug` });
    seen.set(item.path, item.id);
  }
  if (problems.length > 0) throw new PageErrors(problems);
  return index.items;
}

export async function fetchNavigations(ctx: Pick<BuildContext, 'client' | 'headers' | 'footers'>, site: string): Promise<void> {
  const navs = await ctx.client.get(`/site/${encodeURIComponent(site)}/navigations`, NavigationsSchema, 'navigations');
  const problems: { path: string; message: string }[] = [];
  for (const nav of navs.items) {
    const schema = nav.component === 'Header' ? HeaderSchema : FooterSchema;
    const parsed = schema.safeParse(nav);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: `(navigation ${nav.id}, ${nav.component} ${nav.locale})`, message: `${issue.path.join('.')}: ${issue.message}` });
      continue;
    }
    if (nav.component === 'Header') ctx.headers.set(String(nav.id), parsed.data as HeaderData);
    else ctx.footers.set(String(nav.id), parsed.data as FooterData);
  }
  if (problems.length > 0) throw new PageErrors(problems);
}

/** The stylesheet (the fonts' @font-face rules first, naming their hashed files) and the font files. */
export function loadStyles(codeHash: string) {
  const fonts = loadSiteFonts();
  const content = fonts.css + readFileSync(join(packageRoot(), 'templates', 'styles.css'), 'utf8');
  const file = `_sitegen/styles.${sha256(content).slice(0, 10)}.css`;
  return { file, href: `/${file}`, content, codeHash, fonts: fonts.files, preloads: fonts.preloads };
}

interface ClientRuntime { entryHref: string; files: Record<string, string> }

/** The browser runtime compiled by scripts/compile.js (dist/client), published under _sitegen/. */
export function loadClientRuntime(): ClientRuntime {
  const dir = join(packageRoot(), 'dist', 'client');
  let assets: { entry: string; files: string[] };
  try {
    assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8')) as typeof assets;
  } catch {
    throw new SitegenError('RUNTIME_NOT_COMPILED', `The browser runtime is not compiled: ${join(dir, 'assets.json')} is missing.`, 'Run "npm run compile" (npm ci runs it too), then build again.');
  }
  const files: Record<string, string> = {};
  for (const file of assets.files) files[`_sitegen/${file}`] = readFileSync(join(dir, file), 'utf8');
  return { entryHref: `/_sitegen/${assets.entry}`, files };
}

/**
 * The downloads the embedded API's database holds (the demo's brochures and catalogue, made at
 * seed time from the programmes' data: content/brochures.ts), published at their site paths. A
 * hosted CMS (--api) serves its own files; the build publishes none for it. Loaded on demand, as
 * the embedded API is: the SQLite driver is not part of a build's start-up.
 */
async function seededDownloads(dbFile: string): Promise<Record<string, Buffer>> {
  const { readSeededDownloads } = await import('../../server/downloads.js');
  return readSeededDownloads(dbFile);
}

function loadPublicFiles(): Record<string, Buffer> {
  const dir = join(packageRoot(), 'content', 'public');
  const files: Record<string, Buffer> = {};
  // Every file below, dot files and folders left out (they are not content).
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/');
    if (file.split('/').some((part) => part.startsWith('.'))) continue;
    files[file] = readFileSync(join(dir, file));
  }
  return files;
}

/** Files every build writes besides the pages: public files, redirects, app data, slices, styles, runtime. */
function sharedFiles(ctx: BuildContext): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    ...ctx.publicFiles,
    ...ctx.redirectFiles,
    'page-data/app-data.json': JSON.stringify({ buildHash: ctx.buildHash }),
    [ctx.styles.file]: ctx.styles.content,
    ...ctx.styles.fonts,
    ...ctx.runtime.files,
  };
  for (const header of ctx.headers.values()) files[`slice-data/${sliceName('header', header.locale as string)}.json`] = JSON.stringify(header);
  // The footer slices and the static query data the page-data refers to (spec 7).
  return { ...files, ...sharedPageData(ctx.site, ctx.headers.values(), ctx.footers.values()).files };
}

export async function connect(config: Config, onInfo: (m: string) => void, starting?: Promise<EmbeddedApi>): Promise<{ client: ApiClient; embedded: EmbeddedApi | null }> {
  let embedded: EmbeddedApi | null = null;
  let baseUrl = config.api;
  if (!baseUrl) {
    embedded = await (starting ?? startEmbeddedApi({ dbFile: config.db, school: config.school, images: imageHostSettings(config) }));
    if (embedded.seeded) onInfo(`Seeded the demo content into ${config.db} (the database was empty).`);
    baseUrl = embedded.url;
  }
  const client = new ApiClient({
    // The embedded API's reader token lets `sitegen preview` read drafts; with --api, the
    // configured token (an editor's, for preview) is sent.
    baseUrl, concurrency: config.concurrency, timeoutMs: config.timeoutMs, retries: config.retries, token: config.token ?? embedded?.readerToken,
    onRetry: (r) => onInfo(`retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}`),
  });
  return { client, embedded };
}

/**
 * The build: fetch site, navigations and page index; carry over pages whose hash and code are
 * unchanged; fetch, validate and render the rest concurrently into a staging folder; write the
 * shared files and the manifest last; then swap staging and output. Any failure removes the
 * staging folder and leaves output/ exactly as it was.
 */
export async function buildSite(config: Config, options: BuildOptions = {}): Promise<BuildSummary> {
  const started = performance.now();
  renderThreads(0); // a bad SITEGEN_RENDER_THREADS is refused before any work, whatever the build turns out to need
  const onInfo = options.onInfo ?? (() => {});
  const warnings: string[] = [];
  const onWarning = (message: string) => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  // A page embeds the image host's and the public API's bases: changing either re-renders it.
  const codeHash = await computeCodeHash(undefined, { imageHost: config.imageHost, publicApi: config.publicApi });
  // Only the manifest's first lines: a full build reads its pages one at a time (buildAll).
  const previous = await readManifestStart(config.outDir);
  const incremental = options.paths && options.paths.length > 0;
  if (incremental && (!previous || previous.codeHash !== codeHash)) {
    onInfo(previous ? 'The code or the image host or public API settings changed since the last build: building every page.' : `No previous build in ${config.outDir} (or one from an older manifest version): building every page.`);
  }
  const { client, embedded } = await connect(config, onInfo, options.embedded);
  try {
    const [site, index] = await Promise.all([fetchSite(client, config.site), fetchPageIndex(client, config.site)]);
    const redirects = planRedirects(site.redirects, new Set(index.map((i) => i.path)));
    for (const w of redirects.warnings) onWarning(w);
    const ctx: BuildContext = {
      redirectFiles: redirectFiles(redirects.rules, site.domainUrl),
      config, client, site, headers: new Map(), footers: new Map(), codeHash,
      buildHash: sha256(`${codeHash}:${site.id}`).slice(0, 20), styles: loadStyles(codeHash), runtime: loadClientRuntime(), publicFiles: { ...loadPublicFiles(), ...partytownLibFiles(), ...(embedded ? await seededDownloads(config.db) : {}) }, integrationsHead: await integrationsHead(site),
      api: { baseUrl: client.baseUrl, token: config.token ?? embedded?.readerToken }, warnings, onWarning, onInfo,
      images: { variants: new Map(), warm: () => warm(ctx.images.variants) },
    };
    await fetchNavigations(ctx, config.site);
    let images: WarmSummary | undefined;
    const warm = async (variants: Map<string, string>) => {
      if (!config.warmImages || variants.size === 0) return;
      const { IMAGE_PREFIX, imageFolders } = await import('../../server/start-api-server.js');
      if (!embedded || config.imageHost !== IMAGE_PREFIX) {
        images = { variants: variants.size, made: 0, cached: 0, failed: 0, seconds: 0, skipped: `the image host (${config.imageHost}) is not the embedded API's` };
        return;
      }
      images = await warmImageVariants(variants, { apiUrl: embedded.url, imagePrefix: IMAGE_PREFIX, cacheDir: imageFolders(config.db).cacheDir, allow: config.imageAllow, onWarning });
      if (images.made > 0) onInfo(`Made ${images.made} image variant${images.made === 1 ? '' : 's'} the pages use in ${images.seconds} s (${images.cached} already cached).`);
    };
    const summaryBase = { requests: 0, apiSeeded: embedded?.seeded ?? false, outDir: config.outDir };
    if (incremental && previous && previous.codeHash === codeHash) {
      const whole = await readManifest(config.outDir);
      if (!whole) throw new SitegenError('MANIFEST_UNREADABLE', `The manifest of ${config.outDir} changed or broke while reading it.`, 'Run the build again (without --path if it persists).');
      const result = await buildPaths(ctx, index, options.paths!, whole, options);
      return { ...summaryBase, ...result, mode: 'incremental', warnings: warnings.length, requests: client.requests + result.requests, ...timing(started, result.rendered), images };
    }
    const result = await buildAll(ctx, index, options);
    return { ...summaryBase, ...result, mode: 'full', warnings: warnings.length, requests: client.requests + result.requests, ...timing(started, result.pages), images };
  } finally {
    await client.close();
    await embedded?.close();
  }
}

function timing(started: number, pages: number) {
  const seconds = (performance.now() - started) / 1000;
  return { seconds: Math.round(seconds * 1000) / 1000, pagesPerSecond: Math.round(pages / Math.max(seconds, 0.001)) };
}

/** The plain data every page of this build shares (sent once to each render thread). */
function pageSetup(ctx: BuildContext, staging: PageSetup['staging']): PageSetup {
  return {
    config: ctx.config, site: ctx.site, headers: [...ctx.headers], footers: [...ctx.footers], buildHash: ctx.buildHash, api: ctx.api, staging,
    shared: (({ files: _files, ...shared }) => shared)(sharedPageData(ctx.site, ctx.headers.values(), ctx.footers.values())),
    assets: { styles: [ctx.styles.href], fonts: ctx.styles.preloads, scripts: [ctx.runtime.entryHref], head: ctx.integrationsHead },
  };
}

/**
 * Runs `build` over items, at most `concurrency` at once; stops launching on the first failure
 * that is not a page's own problem. Problems are reported together, after every page ran.
 */
async function renderAll<T>(ctx: BuildContext, items: T[], pathOf: (item: T) => string, options: BuildOptions,
  build: (item: T) => Promise<{ problems: string[] } | { failure: Error } | null>) {
  const problems: { path: string; message: string }[] = [];
  let fatal: Error | null = null;
  let finished = 0;
  let next = 0;
  // `concurrency` loops each taking the next item: at most that many pages in flight and none
  // queued as a promise of its own (spec 9: memory bounded; 50,000 queued tasks were not).
  const loop = async () => {
    while (!fatal && next < items.length) {
      const item = items[next++]!;
      const result = await build(item);
      if (result && 'problems' in result) for (const message of result.problems) problems.push({ path: pathOf(item), message });
      else if (result && !fatal) fatal = result.failure;
      options.onProgress?.(++finished, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(ctx.config.concurrency, items.length)) }, loop));
  if (fatal) throw fatal;
  if (problems.length > 0) throw new PageErrors(problems);
}

/**
 * True when the published output already is what this build would produce: same code, same
 * page hashes, same shared files, and every file still on disk. Then nothing is staged or
 * rewritten at all. `paths` is the index's, in manifest order.
 */
async function isUpToDate(ctx: BuildContext, index: PageIndexItem[], paths: string[], store: ManifestStore, previous: ManifestHead | null): Promise<boolean> {
  if (!previous || previous.codeHash !== ctx.codeHash || store.previousCount !== index.length) return false;
  for (const item of index) {
    const before = store.previous(item.path);
    if (!before || before.hash !== item.hash || before.id !== item.id || before.facts.modified !== item.modified) return false;
  }
  const pages = function* (): Generator<[string, ManifestPage]> { for (const path of paths) yield [path, store.previous(path)!]; };
  const shared = { ...sharedFiles(ctx), ...renderDiscoveryFiles(pages, ctx.site), ...siteHeaders(ctx, pages) };
  if (Object.entries(shared).some(([file, content]) => previous.shared[file] !== sha256(content))) return false;
  // A shared file that is no longer produced (a removed redirect) must disappear too.
  if (Object.keys(previous.shared).some((file) => !(file in shared))) return false;
  const present = (file: string) => fs.access(join(ctx.config.outDir, file)).then(() => true, () => false);
  if (!(await Promise.all(Object.keys(previous.shared).map(present))).every(Boolean)) return false;
  // Page by page, a few hundred checks at a time, not one promise per file of the site.
  for (let start = 0; start < paths.length; start += 256) {
    const files = paths.slice(start, start + 256).flatMap((path) => Object.keys(store.previous(path)!.files));
    if (!(await Promise.all(files.map(present))).every(Boolean)) return false;
  }
  return true;
}

async function buildAll(ctx: BuildContext, index: PageIndexItem[], options: BuildOptions) {
  // The previous manifest and this build's are kept on disk, not in memory (spec 9).
  const store = await ManifestStore.open();
  try {
    return await buildAllWith(ctx, index, options, store);
  } finally {
    store.close();
  }
}

async function buildAllWith(ctx: BuildContext, index: PageIndexItem[], options: BuildOptions, store: ManifestStore) {
  const { outDir } = ctx.config;
  const previous = await store.loadPrevious(join(outDir, MANIFEST_FILE));
  const paths = manifestOrder(index.map((i) => i.path));
  if (await isUpToDate(ctx, index, paths, store, previous)) {
    options.onProgress?.(index.length, index.length);
    return { pages: index.length, rendered: 0, reused: index.length, filesWritten: 0, filesLinked: 0, requests: 0, threads: 0 };
  }
  const staging = `${outDir}.staging-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  const writer = new StagingWriter(staging, outDir);
  const reusable = previous !== null && previous.codeHash === ctx.codeHash;
  let rendered = 0;
  let written = 0;
  let linked = 0;
  let requests = 0;
  let threads = 0;
  try {
    const toRender: PageIndexItem[] = [];
    for (const item of index) {
      const before = reusable ? store.previous(item.path) : undefined;
      if (before && before.hash === item.hash && before.id === item.id && Object.keys(before.files).every((f) => writer.link(f))) {
        store.put(item.path, withIndexModified(before, item.modified));
        continue;
      }
      toRender.push(item);
    }
    // Each page is fetched, rendered, hashed and written by a render thread (or this one for a
    // few pages); only its manifest entry comes back, stored on disk at once.
    const runner = createPageRunner(pageSetup(ctx, { dir: staging, published: outDir }), { onWarning: ctx.onWarning, onInfo: ctx.onInfo, pages: toRender.length });
    threads = runner.threads;
    try {
      await renderAll(ctx, toRender, (item) => item.path, options, async (item) => {
        // The previous build's file hashes, to link the files whose bytes did not change.
        const result = await runner.run({ item, before: store.previous(item.path)?.files ?? {} });
        if (result.kind === 'problems') return { problems: result.problems };
        if (result.kind === 'failed') return { failure: taskFailure(item.path, result.error) };
        store.put(item.path, result.entry);
        for (const [variant, page] of result.variants) if (!ctx.images.variants.has(variant)) ctx.images.variants.set(variant, page);
        written += result.written;
        linked += result.linked;
        rendered++;
        return null;
      });
    } finally {
      requests = (await runner.close()).requests;
    }
    const pages = () => store.currentPages(paths);
    const shared: Record<string, string> = {};
    for (const [file, content] of Object.entries({ ...sharedFiles(ctx), ...renderDiscoveryFiles(pages, ctx.site), ...siteHeaders(ctx, pages) })) {
      shared[file] = writer.write(file, content, previous?.shared[file]);
    }
    // Written last: its presence says the folder is a complete build. Streamed a page at a
    // time from the store, and linked instead when its bytes are those of the published one.
    const head = { version: MANIFEST_VERSION, site: ctx.config.site, codeHash: ctx.codeHash, buildHash: ctx.buildHash } as const;
    await writeManifestFile(join(staging, MANIFEST_FILE), store.manifest(head, paths, shared), previous ? join(outDir, MANIFEST_FILE) : null);
    await ctx.images.warm(); // before the pages go live: no visitor meets a cold variant
    await swap(staging, outDir);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { pages: index.length, rendered, reused: index.length - rendered, filesWritten: writer.written + written, filesLinked: writer.linked + linked, requests, threads };
}

/** `_headers`: the security policy allows exactly the inline sources of the pages published (DESIGN.md 9). */
function siteHeaders(ctx: BuildContext, pages: Manifest['pages'] | StreamedManifest['pages']): Record<string, string> {
  // The HTML files published as they are count too (Partytown's sandbox page, should it ever be
  // served from disk rather than by its service worker).
  const files = Object.entries(ctx.publicFiles).filter(([file]) => file.endsWith('.html')).map(([, content]) => inlineSourcesOf(content.toString('utf8')));
  const inline = function* () {
    for (const [, page] of sortedPages(pages)) yield page.facts.inline;
    yield* files;
  };
  return renderSiteHeaders(inline(), ctx.config, ctx.site);
}

/** Replaces output/ with the staging folder: two renames, the old tree removed afterwards. */
async function swap(staging: string, outDir: string) {
  const old = `${outDir}.old-${process.pid}`;
  let hadOutput = true;
  try {
    await fs.rename(outDir, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadOutput = false;
  }
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    if (hadOutput) await fs.rename(old, outDir);
    throw error;
  }
  if (hadOutput) await fs.rm(old, { recursive: true, force: true });
}

/** The page index gives every page's `modified` (the sitemap's lastmod), rendered or carried over. */
function withIndexModified(entry: ManifestPage, modified: string): ManifestPage {
  return entry.facts.modified === modified ? entry : { ...entry, facts: { ...entry.facts, modified } };
}

/**
 * Incremental: writes the sitemaps, feeds and robots.txt whose bytes changed (an unchanged one
 * keeps its mtime) and removes sitemap parts no longer needed. Returns the files written.
 */
async function writeDiscoveryFiles(ctx: BuildContext, manifest: Manifest, files: Record<string, string>, locales: ReadonlySet<string> | null): Promise<number> {
  let written = 0;
  for (const [file, content] of Object.entries(files)) {
    const hash = sha256(content);
    if (manifest.shared[file] === hash) continue;
    await writeFileAtomic(join(ctx.config.outDir, file), content);
    manifest.shared[file] = hash;
    written++;
  }
  for (const file of Object.keys(manifest.shared)) {
    // Only the parts of the languages rendered again can have become unneeded.
    if (isSitemapFile(file) && !Object.hasOwn(files, file) && (!locales || [...locales].some((l) => isSitemapOf(file, l)))) {
      await fs.rm(join(ctx.config.outDir, file), { force: true });
      delete manifest.shared[file];
    }
  }
  return written;
}

/** Incremental build: re-render the given paths in place (each file replaced atomically). */
async function buildPaths(ctx: BuildContext, index: PageIndexItem[], rawPaths: string[], previous: Manifest, options: BuildOptions) {
  const byPath = new Map(index.map((i) => [i.path, i]));
  const paths = [...new Set(rawPaths.map(normalizePath))];
  const missing = paths.filter((p) => !byPath.has(p));
  if (missing.length > 0) {
    throw new SitegenError('PATH_NOT_FOUND', `No published page at ${missing.join(', ')} in site "${ctx.config.site}".`,
      'Check the path (it is the public URL path, e.g. /en/open-day/) and that the page is published.');
  }
  const items = paths.map((p) => byPath.get(p)!);
  const results: BuiltPage[] = [];
  // A few pages: rendered in this thread, with this thread's client (no pool to start).
  const pageCtx = pageContext(pageSetup(ctx, null), ctx.client, ctx.onWarning);
  await renderAll(ctx, items, (item) => item.path, options, async (item) => {
    const result = await buildPage(item, pageCtx).catch((error: unknown) => ({ error }));
    if ('error' in result) {
      const { error } = result;
      if (error instanceof ApiRequestError && error.status !== null && error.status < 500 && error.status !== 429) return { problems: [error.message] };
      return { failure: error instanceof SitegenError ? new SitegenError(error.code, `page ${item.path}: ${error.message}`, error.hint, { cause: error }) : error as Error };
    }
    if ('problems' in result) return result;
    results.push(result);
    for (const [variant, page] of result.variants) if (!ctx.images.variants.has(variant)) ctx.images.variants.set(variant, page);
    return null;
  });
  const manifest: Manifest = { ...previous, pages: { ...previous.pages } };
  // The sitemap and feeds depend on every page (DESIGN.md: "plus what depends on them"); they
  // are rendered before anything is written, so bad facts (a date that is not one) change nothing.
  for (const item of index) {
    const entry = manifest.pages[item.path];
    if (entry && entry.id === item.id) manifest.pages[item.path] = withIndexModified(entry, item.modified);
  }
  for (const built of results) manifest.pages[built.item.path] = { id: built.item.id, locale: built.item.locale, hash: built.item.hash, files: {}, facts: built.facts };
  // Only the sitemap parts and feeds of the rebuilt pages' languages are rendered again (a page
  // is listed in its own language's only); the index keeps the other languages' entries as
  // published. Without a published index matching the manifest, all of them are.
  const locales = new Set(results.flatMap((b) => [b.item.locale, previous.pages[b.item.path]?.locale ?? b.item.locale]));
  const indexFile = SITEMAP_INDEX.slice(1);
  const publishedIndex = await fs.readFile(join(ctx.config.outDir, indexFile), 'utf8').catch(() => null);
  const partial = publishedIndex !== null && previous.shared[indexFile] === sha256(publishedIndex);
  const discovery = {
    ...renderDiscoveryFiles(manifest.pages, ctx.site, partial ? { locales, publishedIndex } : undefined),
    ...siteHeaders(ctx, manifest.pages),
  };
  await ctx.images.warm(); // before the pages are replaced
  let written = 0;
  for (const built of results) {
    const files: Record<string, string> = {};
    const before = previous.pages[built.item.path]?.files ?? {};
    for (const [file, content] of Object.entries(built.files)) {
      const hash = sha256(content);
      if (before[file] !== hash) {
        await writeFileAtomic(join(ctx.config.outDir, file), content);
        written++;
      }
      files[file] = hash;
    }
    manifest.pages[built.item.path]!.files = files;
  }
  written += await writeDiscoveryFiles(ctx, manifest, discovery, partial ? locales : null);
  await writeManifest(ctx.config.outDir, manifest);
  return { pages: items.length, rendered: results.length, reused: 0, filesWritten: written, filesLinked: 0, requests: 0, threads: 0 };
}

export { filesOfPage };
