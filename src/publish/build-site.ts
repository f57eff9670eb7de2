import { join } from 'node:path';
import type { FooterData } from '../../modules/footer.js';
import type { HeaderData } from '../../modules/header.js';
import type { Config } from '../config/load-config.js';
import type { PageIndexItem } from '../contract/schemas.js';
import { filesOfPage, normalizePath } from '../contract/paths.js';
import type { BuildContext } from './build-context.js';
import { runPlan } from './build-plan.js';
import { languagesOf } from './pages/build-page.js';
import { FullBuild } from './full-build.js';
import { PathBuild } from './one-path-build.js';
import { connect, useDirect } from './sources/connect-api.js';
import { fetchNavigations, fetchPageIndex, fetchSite } from './fetch/fetch-site.js';
import { integrationsHead, partytownLibFiles } from './render/integrations.js';
import { MANIFEST_FILE, readManifestStart } from './manifest/manifest.js';
import { dueAt } from './manifest/is-up-to-date.js';
import { openManifestStore } from './manifest/manifest-store.js';
import { ManifestText } from './manifest/manifest-text.js';
import type { ManifestCache } from './manifest/manifest-cache.js';
import { sha256 } from './write/output-files.js';
import { planRedirects, redirectFiles } from './discovery/redirects.js';
import { buildCodeHash, rendersEveryPage } from './manifest/previous-build.js';
import { renderThreads, startRenderWorkers, type EarlyWorkers } from './pages/render-pool.js';
import { loadClientRuntime, loadEditorStyles, loadPublicFiles, loadStyles } from './write/shared-files.js';
import { seededDownloads } from './sources/seeded-downloads.js';
import { createStageTimer, roundTimings, type PageTimings, type StageTimings } from './stage-timer.js';
import type { EmbeddedApi } from './sources/start-embedded-api.js';
import type { WarmSummary } from './sources/warm-images.js';
import { retired } from './write/output-batch.js';

// What the preview server and the editor's checks use of the build's stages.
export { connect, fetchNavigations, fetchPageIndex, fetchSite, filesOfPage, languagesOf, loadClientRuntime, loadEditorStyles, loadStyles };

export interface BuildOptions {
  /** An embedded API already starting (the CLI starts it early); otherwise started here. */
  embedded?: Promise<EmbeddedApi> | undefined;
  /** Render workers already loading (bin/sitegen.js starts them with a build of the whole site); ended here when not needed. */
  renderWorkers?: EarlyWorkers | undefined;
  /** Incremental: only these paths are fetched and rendered again. */
  paths?: string[];
  /**
   * Incremental: only the pages whose `validUntil` the build's clock has passed (templates/clock.ts),
   * as a timer runs it; nothing at all when none has.
   */
  due?: boolean;
  /**
   * The manifest kept between the one-path builds of a long-running process (the editor's
   * preview: ManifestCache), instead of the file read again by each.
   */
  manifests?: ManifestCache | undefined;
  /**
   * A long-running process answers when every changed file is in place, and the versions they
   * replaced are removed after (OutputBatch.commit; the next build waits for it). Otherwise the
   * build ends with them gone.
   */
  retireLater?: boolean;
  /** Pages rendered, then (stage 'images') image variants made, of how many. */
  onProgress?: (done: number, total: number, stage?: 'pages' | 'images') => void;
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
  /** A `--path` or `--due` build's pages rendered again and removed, and what its dependency check asked (src/publish/manifest/affected-pages.ts). */
  rebuilt?: string[];
  removed?: string[];
  /** Of those, the pages stitched from another's rendering (src/publish/pages/stitch-pages.ts): `rendered` counts the others. */
  stitched?: number;
  /** Of the lists it rendered again, the pages whose files it kept: what the API gave them had not changed. */
  listPagesKept?: number;
  affected?: { refreshed: number; windowsAsked: number; pagesAsked: number };
  /** Wall milliseconds of each stage the build ran, one after another: together they are `seconds` (src/publish/stage-timer.ts). */
  stages: StageTimings;
  /** Milliseconds the pages spent fetching, validating, rendering and writing, summed over pages and threads. */
  pageStages: PageTimings;
}

/**
 * The build, as its stages, each timed and named on failure (stage-timer.ts):
 * plan (the previous manifest read: is every page to be rendered?) → connect → fetch (site,
 * index, navigations, files every build ships) → then one of two plans over the same stages
 * (build-plan.ts): check → pages → discovery → manifest → images → publish.
 * - full (full-build.ts): pages carried over or rendered by the render threads into a staging
 *   folder, swapped in whole;
 * - `--path` (one-path-build.ts): the pages in this thread, plus what depends on them, every
 *   changed file replaced in one batch.
 * Either way a failure leaves output/ exactly as it was.
 */
export async function buildSite(config: Config, options: BuildOptions = {}): Promise<BuildSummary> {
  const timer = createStageTimer();
  // One instant for every page of the build (templates/clock.ts).
  const now = config.buildTime ?? Date.now();
  renderThreads(0); // a bad SITEGEN_RENDER_THREADS is refused before any work, whatever the build turns out to need
  useDirect(); // so is a bad SITEGEN_API_TRANSPORT
  const onInfo = options.onInfo ?? (() => {});
  let warnings = 0;
  const onWarning = (message: string) => {
    warnings++;
    options.onWarning?.(message);
  };
  const codeHash = await buildCodeHash(config);
  const incremental = (options.paths !== undefined && options.paths.length > 0) || options.due === true;
  // A full build reads only the manifest's first lines here (then its pages one at a time, into
  // its store); a one-path build reads the file once, parsing only the entries it needs.
  const { text, previous } = await timer.run('plan', async () => {
    const file = join(config.outDir, MANIFEST_FILE);
    const read = !incremental ? null : options.manifests ? await options.manifests.take(file) : await ManifestText.read(file);
    return { text: read, previous: incremental ? read?.head ?? null : await readManifestStart(config.outDir) };
  });
  if (incremental && rendersEveryPage(previous, codeHash)) {
    onInfo(previous ? 'The code or the image host or public API settings changed since the last build: building every page.' : `No previous build in ${config.outDir} (or one from an older manifest version): building every page.`);
  }
  let requested = options.paths ?? [];
  // A `--due` run renders the pages whose validUntil has passed, and, like every `--path` build,
  // what the content's changes since the last build affect (a schedule the API fired).
  let nextChange: string | null = null;
  if (options.due && text && !rendersEveryPage(previous, codeHash)) {
    const { due, next } = await timer.run('plan', () => dueAt(text, now));
    requested = due;
    nextChange = next;
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
    const { ctx, index } = await timer.run('fetch', () => fetchStage({ config, client, embedded, codeHash, timer, onWarning, onInfo, onProgress: options.onProgress, now }, paths ? { paths: requested.map(normalizePath) } : {}));
    const plan = paths
      ? new PathBuild(ctx, index, requested, text!, options.manifests)
      : new FullBuild(ctx, index, await openManifestStore(index.length, join(config.outDir, MANIFEST_FILE)), early);
    const result = { mode: paths ? 'incremental' as const : 'full' as const, ...await runPlan(plan, timer) };
    if (!options.retireLater) await timer.run('publish', () => retired(config.outDir));
    if (options.due && paths && result.rendered === 0 && (result.removed ?? []).length === 0) {
      onInfo(`Nothing is due at ${new Date(now).toISOString()}: every page is still true${nextChange ? ` (the next changes at ${nextChange})` : ''}.`);
    }
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
 * publishes. A one-path rebuild (`paths`) reads the whole index too (its dependency check
 * compares every page with the manifest: src/publish/manifest/affected-pages.ts), and writes
 * no shared file, so it reads none but the HTML ones `_headers` counts: not the database's
 * downloads (nor the SQLite driver to read them), not the runtime's chunks. Its redirect rules
 * are checked against its own pages (a rule hidden by one of them is a warning); the table's
 * files are made, from the whole index, only when it removes a page (PathBuild).
 */
async function fetchStage(base: Omit<BuildContext, 'site' | 'assets' | 'integrationsHead' | 'api' | 'redirects'>, options: { paths?: string[] }): Promise<{ ctx: BuildContext; index: PageIndexItem[] }> {
  const { config, client, embedded } = base;
  const sharedFiles = !options.paths;
  const headers = new Map<string, HeaderData>();
  const footers = new Map<string, FooterData>();
  // The API's three site-wide answers are asked for at once; while its thread computes them,
  // this one reads the files every build ships (stylesheet, runtime, public files: disk reads
  // and hashing that need no answer), instead of after them (spec 9 build speed).
  const answers = Promise.all([fetchSite(client, config.site), fetchPageIndex(client, config.site), fetchNavigations({ client, headers, footers }, config.site)]);
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
  const ctx: BuildContext = {
    ...base, site, assets, integrationsHead: await integrationsHead(site), api: { baseUrl: client.baseUrl, token: config.token ?? embedded?.readerToken }, redirects: redirects.rules,
  };
  return { ctx, index };
}
