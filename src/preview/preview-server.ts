import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FooterData } from '../../modules/footer.js';
import type { HeaderData } from '../../modules/header.js';
import { renderParts } from '../../templates/document.js';
import { ApiError } from '../../server/content-store.js';
import { sendJson } from '../../server/create-api-handler.js';
import type { Config } from '../config/load-config.js';
import type { ApiClient } from '../publish/fetch/api-client.js';
import { buildSite, connect, fetchNavigations, fetchPageIndex, fetchSite, loadClientRuntime, loadEditorStyles, loadStyles } from '../publish/build-site.js';
import { stalePaths } from '../publish/one-path-build.js';
import { MANIFEST_FILE } from '../publish/manifest/manifest.js';
import { ManifestCache } from '../publish/manifest/manifest-cache.js';
import type { PageIndexItem } from '../contract/schemas.js';
import { computeCodeHash } from '../publish/manifest/code-hash.js';
import type { EmbeddedApi } from '../publish/sources/start-embedded-api.js';
import { pagePropsOf } from '../publish/render/page-props.js';
import { normalizePath } from '../contract/paths.js';
import { resolveDistributors } from '../publish/fetch/resolve-distributors.js';
import { validatePage } from '../contract/validate-page.js';
import { completeForPreview } from './incomplete-modules.js';
import { SitegenError } from '../errors.js';
import { previewContentSecurityPolicy, securityHeaders } from '../security-headers.js';
import { ISLAND_EMBED_ORIGINS } from '../publish/site-policy.js';
import { AUTOSAVE_SECONDS, type PreviewContext, type PreviewMode, type PreviewRoute, type RawDraft, type Target } from './preview-context.js';
import { createEditorGuard } from './editor-guard.js';
import { createPreviewHandler } from './route-table.js';
import { assetRoutes } from './routes/asset-routes.js';
import { editorRoutes } from './routes/editor-routes.js';
import { liveRoutes } from './routes/live-routes.js';
import { pageRoutes } from './routes/page-routes.js';
import { publishRoutes } from './routes/publish-routes.js';
import { accountRoutes } from './routes/account-routes.js';
import { findPageId } from './pages-routes.js';
import { pagesRoutes } from './routes/pages-routes.js';

export type { PreviewMode } from './preview-context.js';
export const PREVIEW_POLL_MS = 500;
/** How often editor mode brings the output up to date with the API and the date, by default (`--catch-up`). */
export const CATCH_UP_SECONDS = 30;
const FORM_MODULES = new Set(['BasicForm', 'LandingForm', 'DownloadForm', 'Newsletter', 'IntroForm', 'ModalForm']);

/**
 * The preview's routes, by concern (src/preview/routes/): adding one is one entry here. The
 * pages come last: they take every path the others do not.
 */
export const PREVIEW_ROUTES: readonly PreviewRoute[] = [...assetRoutes, ...accountRoutes, ...liveRoutes, ...editorRoutes, ...publishRoutes, ...pagesRoutes, ...pageRoutes];

/**
 * `sitegen preview <path>` (spec 4, preview mode): one page, rendered live from the API's draft
 * by the same templates and modules, in a renderer mode (`data-mode` on <html>, a visible badge,
 * noindex). No site build: site, navigations and the page index are read once, then only that
 * page. The browser keeps an event stream open; when the draft's version changes, the page is
 * re-rendered and swapped in place (no reload). The page's translations can be previewed too,
 * each tab on its own: every request names its page (`?path=`, the tab's location), so a tab in
 * the other language never changes what this one shows, saves or publishes.
 */
export async function startPreview(config: Config, options: { path: string; mode: PreviewMode; port: number; catchUpSeconds?: number; autosaveSeconds?: number }) {
  // The preview is the proxy in front of its own embedded API (its /_api/ pass-through writes the
  // editor's address in X-Forwarded-For, replacing any the browser sent: src/preview/account-routes.ts),
  // so that API trusts exactly that header for its count of failed sign-ins. A remote API (--api)
  // decides for itself whom to trust (`sitegen api --trust-proxy`).
  const { client, embedded } = await connect(config.api ? config : { ...config, trustProxy: 'x-forwarded-for' }, () => {});
  const [site, index] = await Promise.all([fetchSite(client, config.site), fetchPageIndex(client, config.site)]);
  const path = normalizePath(options.path);
  // The editor also opens a draft or an unpublished page (spec 4, editor mode: pages).
  const item = index.find((i) => i.path === path) ?? await findPageId(client, config.site, path).then((id) => (id === undefined ? undefined : { id }));
  if (!item) {
    await client.close();
    await embedded?.close();
    throw new SitegenError('NOT_FOUND', `No page at ${path} in site "${config.site}".`, 'Give the path of a published page, e.g. `sitegen preview /en/contact/`.');
  }
  const navs = { client, headers: new Map<string, HeaderData>(), footers: new Map<string, FooterData>() };
  await fetchNavigations(navs, config.site);

  // The previewed page and its translations (path → page id); the last one shown is where any
  // other path leads.
  const pages = new Map<string, number>([[path, item.id]]);
  let lastShown: Target = { id: item.id, path };
  const loadDraft = async (target: Target) => {
    const raw = await client.raw(`/site/${encodeURIComponent(config.site)}/page/${target.id}?draft=1`, `draft of ${target.path}`) as RawDraft;
    for (const l of (raw.pageLanguages ?? []) as { pageId: number; path?: string }[]) if (l.path) pages.set(l.path, l.pageId);
    return raw;
  };
  const apiBase = new URL(embedded?.url ?? config.api!);
  // One build of the output folder at a time, in the order asked (PreviewContext.rebuild).
  let building: Promise<unknown> = Promise.resolve();
  // The preview's own embedded API is lent to each rebuild, reached directly without loopback
  // HTTP (src/contract/direct-transport.ts) and left open when the build ends; a remote one (--api)
  // is reached as configured.
  const lent = embedded ? Promise.resolve<EmbeddedApi>({ ...embedded, close: async () => {} }) : undefined;
  const buildConfig = lent ? config : { ...config, api: apiBase.href.replace(/\/$/, '') };
  // The manifest as the last rebuild wrote it, for the next: not read again at every Publish.
  const manifests = new ManifestCache();
  const rebuild = (paths: string[]) => {
    const run = building.then(() => buildSite(buildConfig, { paths, embedded: lent, manifests, retireLater: true }));
    building = run.catch(() => {});
    return run;
  };
  const ctx: PreviewContext = {
    config,
    mode: options.mode,
    autosaveSeconds: options.autosaveSeconds ?? AUTOSAVE_SECONDS,
    rebuild,
    client,
    site,
    apiBase,
    assembly: { config, site, headers: navs.headers, footers: navs.footers },
    styles: loadStyles(await computeCodeHash()),
    editorStyles: loadEditorStyles(),
    runtime: loadClientRuntime(),
    loadDraft,
    targetOf(url) {
      const asked = url.searchParams.get('path');
      if (asked === null) return lastShown;
      const normalized = normalizePath(asked);
      const target = ctx.pageAt(normalized);
      if (!target) throw new ApiError(404, 'NOT_FOUND', `${normalized.slice(0, 200)} is not the previewed page (${path}) or one of its translations.`);
      return target;
    },
    pageAt(asked) {
      const id = pages.get(asked);
      return id === undefined ? null : { id, path: asked };
    },
    async findPage(asked) {
      // Any page of the site opens in the editor (its "Pages" control), drafts included.
      if (options.mode !== 'editor') return null;
      const id = await findPageId(client, config.site, asked);
      if (id === undefined) return null;
      pages.set(asked, id);
      return { id, path: asked };
    },
    lastShown: () => lastShown,
    shown(target) { lastShown = target; },
    async render(target, sections, content) {
      const raw = await loadDraft(target);
      const version = String(raw.version ?? '');
      // The record as the editor's form left it (runtime/editor/program-record.tsx).
      if (content) raw.structuredDataContent = content;
      if (sections) {
        for (const [name, modules] of Object.entries(sections)) {
          const section = raw.template[name] as { modules?: unknown[] } | undefined;
          if (section && Array.isArray(modules)) section.modules = modules;
        }
      }
      if (options.mode === 'forms') {
        // Forms mode: the page's form modules alone, for checking forms.
        for (const name of ['heroSection', 'mainSection']) {
          const section = raw.template[name] as { modules?: { component?: string }[] } | undefined;
          if (section?.modules) section.modules = section.modules.filter((m) => FORM_MODULES.has(m.component ?? ''));
        }
      }
      // The editor's page shows a module not yet complete with its placeholders (spec 4).
      const incomplete = options.mode === 'editor' ? completeForPreview(raw.template, String(raw.locale ?? '').startsWith('en') ? 'en' : 'es') : new Set<number>();
      await resolveDistributors(raw, { client, site: config.site, cache: new Map() });
      const { page, errors } = validatePage(raw);
      // The editor's unsaved fields the build would refuse: the editor's to fix, said as the build says it.
      if (!page) throw new ApiError(422, 'INVALID_PAGE', `The draft of ${target.path} is not valid: ${errors.join('; ')}. Fix the fields named here in the editor.`);
      // The same assembly as the build (src/publish/render/page-props.ts), never indexed.
      const parts = renderParts(pagePropsOf(ctx.assembly, { ...page, isIndexed: false }, { source: page }));
      // Each stand-in marked on its module's root (every module spreads `root` on its own element).
      for (const id of incomplete) parts.body = parts.body.replace(new RegExp(` data-editor-id="${id}"(?=[\\s/>])`), `$& data-editor-incomplete=""`);
      return { version, parts, locale: page.locale };
    },
    /** The editor's policy (src/security-headers.ts), allowing the inline scripts of the HTML it answers. */
    headersFor: (inline) => securityHeaders(previewContentSecurityPolicy({
      inline, publicApi: config.publicApi, imageHost: config.imageHost, frames: ISLAND_EMBED_ORIGINS,
      scripts: site.integrations.flatMap((i) => (i.src ? [i.src] : [])),
    })),
    sendJson,
    // Editor mode: the reader credential above reads drafts for whoever asks, so each request
    // brings its own (spec 6). Preview and forms modes are a developer's local tool, as before.
    guard: options.mode === 'editor'
      ? createEditorGuard({ apiBase: new URL(embedded?.url ?? config.api!), draftPath: () => `/site/${encodeURIComponent(config.site)}/page/${lastShown.id}?draft=1` })
      : undefined,
    clients: new Map(),
  };
  // Its translations are known from the start, so a tab can open one directly.
  await loadDraft(lastShown);

  const server = createServer(createPreviewHandler(ctx, PREVIEW_ROUTES));

  // The drafts' versions, polled (once per page shown); a change is pushed to the tabs showing it.
  const poll = setInterval(() => {
    const shown = new Map([...ctx.clients.values()].map((c) => [c.target.id, c.target]));
    for (const target of shown.values()) {
      client.raw(`/site/${encodeURIComponent(config.site)}/page/${target.id}?draft=1`, `draft of ${target.path}`).then((raw) => {
        const version = String((raw as { version?: string }).version ?? '');
        for (const [res, c] of ctx.clients) {
          if (c.target.id !== target.id || c.version === version) continue;
          c.version = version;
          res.write('event: change\ndata: {}\n\n');
        }
      }, () => {});
    }
  }, PREVIEW_POLL_MS);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // a port in use is the caller's to report (src/cli/options.ts)
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  // Editor mode publishes into the output folder: first it catches up with what the API
  // publishes, in case an earlier preview stopped between a Publish's answer and its rebuild.
  const converged = options.mode === 'editor' ? catchUp(config, client, index, rebuild, manifests) : Promise.resolve([]);
  // While it runs, the output keeps up with the clock as a `sitegen build --due` timer keeps
  // production's (docs/operators.md): a scheduled publish the API made live, an event that took
  // place, reach the output within the interval, not at the next Publish (DESIGN 10).
  let dueRunning = false;
  const dueTimer = options.mode === 'editor' && (options.catchUpSeconds ?? CATCH_UP_SECONDS) > 0
    ? setInterval(() => {
      if (dueRunning) return;
      dueRunning = true;
      const run = building.then(() => buildSite(buildConfig, { due: true, embedded: lent, manifests }));
      building = run.catch(() => {});
      run.then((result) => {
        const changed = [...(result.rebuilt ?? []), ...(result.removed ?? [])];
        if (changed.length > 0) process.stderr.write(`preview: ${changed.length} page(s) of ${config.outDir} brought up to date with the API and the date (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}).\n`);
      }, (error: unknown) => {
        process.stderr.write(`preview: could not bring the output in ${config.outDir} up to date (${(error as Error).message}); it is tried again, and \`sitegen build --due\` does it too.\n`);
      }).finally(() => { dueRunning = false; });
    }, (options.catchUpSeconds ?? CATCH_UP_SECONDS) * 1000)
    : undefined;
  dueTimer?.unref();
  return {
    url,
    /** The paths the start's catch-up rebuilt (none when the output was up to date or there is none yet). */
    converged,
    close: async () => {
      clearInterval(poll);
      clearInterval(dueTimer);
      await building;
      for (const c of ctx.clients.keys()) c.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await client.close();
      await embedded?.close();
    },
  };
}

/**
 * Rebuilds the pages where the output folder is behind the API (src/publish/one-path-build.ts,
 * stalePaths): a page the API publishes that the output has at another version or not at all, a
 * page the output still has that the API no longer publishes. Nothing when there is no output yet
 * (the first build is the developer's `sitegen build`). A failure is reported and the preview
 * keeps running: the next Publish or `sitegen build` converges too.
 */
async function catchUp(config: Config, client: ApiClient, index: PageIndexItem[], rebuild: (paths: string[]) => Promise<unknown>, manifests: ManifestCache): Promise<string[]> {
  try {
    // Read once for the check and kept, walked and glanced at, for the first rebuild.
    const manifest = await manifests.take(join(config.outDir, MANIFEST_FILE));
    if (!manifest) return [];
    const stale = stalePaths(index, manifest);
    manifests.giveBack(manifest);
    if (stale.length === 0) return [];
    process.stderr.write(`preview: the output in ${config.outDir} is behind what the API publishes at ${stale.length} page(s) (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}); rebuilding them.\n`);
    await rebuild(stale);
    return stale;
  } catch (error) {
    process.stderr.write(`preview: could not bring the output in ${config.outDir} up to date with the API (${(error as Error).message}); run \`sitegen build\`.\n`);
    return [];
  }
}
