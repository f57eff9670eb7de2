import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { FooterData } from '../../modules/footer.js';
import { RichTextSchema } from '../../modules/fields.js';
import { FIELD_WORDS } from '../../modules/labels.js';
import { getModule, modulesForArea } from '../../modules/registry.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sanitizeRichText } from '../../modules/sanitize-rich-text.js';
import { ApiError } from '../../server/content-store.js';
import { readJsonObject, requestUrl } from '../../server/create-api-handler.js';
import type { HeaderData } from '../../modules/header.js';
import { renderDocument, renderParts } from '../../templates/document.js';
import type { Config } from '../config/load-config.js';
import { ApiClient } from '../build/api-client.js';
import { connect, fetchNavigations, fetchPageIndex, fetchSite, languagesOf, loadClientRuntime, loadStyles } from '../build/build-site.js';
import { computeCodeHash } from '../build/code-hash.js';
import { SafeHref } from '../contract/schemas.js';
import { normalizePath } from '../build/paths.js';
import { resolveDistributors } from '../build/resolve-distributors.js';
import { validatePage } from '../build/validate-page.js';
import { SitegenError } from '../errors.js';
import { inlineSourcesOf, previewContentSecurityPolicy, securityHeaders, setSecurityHeaders, type InlineSources } from '../security-headers.js';
import { ISLAND_EMBED_ORIGINS } from '../build/site-policy.js';
import { sameOriginLocation } from '../serve/safe-location.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PreviewMode = 'preview' | 'editor' | 'forms';
export const PREVIEW_POLL_MS = 500;
const FORM_MODULES = new Set(['BasicForm', 'LandingForm', 'DownloadForm', 'Newsletter', 'IntroForm', 'ModalForm']);

/**
 * `sitegen preview <path>` (issue 6): one page, rendered live from the API's draft by the same
 * templates and modules, in a renderer mode (`data-mode` on <html>, a visible badge, noindex).
 * No site build: site, navigations and the page index are read once, then only that page.
 * The browser keeps an event stream open; when the draft's version changes, the page is
 * re-rendered and swapped in place (no reload). The page's translations can be previewed too,
 * each tab on its own: every request names its page (`?path=`, the tab's location), so a tab in
 * the other language never changes what this one shows, saves or publishes.
 */
export async function startPreview(config: Config, options: { path: string; mode: PreviewMode; port: number }) {
  const { client, embedded } = await connect(config, () => {});
  const [site, index] = await Promise.all([fetchSite(client, config.site), fetchPageIndex(client, config.site)]);
  const path = normalizePath(options.path);
  const item = index.find((i) => i.path === path);
  if (!item) {
    await client.close();
    await embedded?.close();
    throw new SitegenError('NOT_FOUND', `No page at ${path} in site "${config.site}".`, 'Give the path of a published page, e.g. `sitegen preview /en/contact/`.');
  }
  const navs = { client, headers: new Map<string, HeaderData>(), footers: new Map<string, FooterData>() };
  await fetchNavigations(navs, config.site);
  const styles = loadStyles(await computeCodeHash());
  const runtime = loadClientRuntime();
  const apiBase = new URL(embedded?.url ?? config.api!);

  type Raw = Record<string, unknown> & { version?: string; template: Record<string, { modules?: unknown[] } | unknown> };
  type Target = { id: number; path: string };
  // The previewed page and its translations (path → page id); the last one shown is where any
  // other path leads.
  const pages = new Map<string, number>([[path, item.id]]);
  let lastShown: Target = { id: item.id, path };
  const loadDraft = async (target: Target) => {
    const raw = await client.raw(`/site/${encodeURIComponent(config.site)}/page/${target.id}?draft=1`, `draft of ${target.path}`) as Raw;
    for (const l of (raw.pageLanguages ?? []) as { pageId: number; path?: string }[]) if (l.path) pages.set(l.path, l.pageId);
    return raw;
  };
  /** The page a request is about: its `?path=` (the tab's location), else the last one shown. */
  const targetOf = (url: URL): Target => {
    const asked = url.searchParams.get('path');
    if (asked === null) return lastShown;
    const normalized = normalizePath(asked);
    const id = pages.get(normalized);
    if (id === undefined) throw new ApiError(404, 'NOT_FOUND', `${normalized} is not the previewed page (${path}) or one of its translations.`);
    return { id, path: normalized };
  };
  // Its translations are known from the start, so a tab can open one directly.
  await loadDraft(lastShown);
  /** Renders the draft, or the editor's unsaved module lists over it. */
  const render = async (target: Target, sections?: Record<string, unknown[]>) => {
    const raw = await loadDraft(target);
    const version = String(raw.version ?? '');
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
    await resolveDistributors(raw, { client, site: config.site, cache: new Map() });
    const { page, errors } = validatePage(raw);
    if (!page) throw new SitegenError('INVALID_PAGE', `The draft of ${target.path} is not valid: ${errors.join('; ')}`, 'Fix the fields named above in the editor.');
    const header = page.header !== null ? navs.headers.get(String(page.header)) ?? null : null;
    const footer = page.footer !== null ? navs.footers.get(String(page.footer)) ?? null : null;
    const parts = renderParts({ page: { ...page, isIndexed: false }, site, header, footer, languages: languagesOf(page, site), imageHost: config.imageHost, publicApi: config.publicApi });
    return { version, parts, locale: page.locale };
  };

  // An <aside>: the badge sits in a landmark like the rest of the page.
  const badge = (mode: PreviewMode) => `<aside class="preview-badge" aria-label="Preview mode">${mode === 'editor' ? 'Editor' : mode === 'forms' ? 'Forms' : 'Preview'} · draft</aside>`;
  const liveScript = `<script type="module">const d=document.documentElement,here=encodeURIComponent(location.pathname);const s=new EventSource('/__preview/events?path='+here+'&version='+d.dataset.previewVersion);s.addEventListener('change',async()=>{const r=await fetch('/__preview/render?path='+here);if(!r.ok)return;const p=await r.json();const c=document.getElementById('sitegen-page');c.innerHTML=p.body;document.title=p.title;window.__sitegen?.refresh(c);d.dataset.previewVersion=p.version;});</script>`;

  /** The editor's policy (src/security-headers.ts), allowing the inline scripts of the HTML it answers. */
  const headersFor = (inline: InlineSources) => securityHeaders(previewContentSecurityPolicy({
    inline, publicApi: config.publicApi, imageHost: config.imageHost, frames: ISLAND_EMBED_ORIGINS,
    scripts: site.integrations.flatMap((i) => (i.src ? [i.src] : [])),
  }));
  const baseHeaders = headersFor({ scripts: [], styles: [], frames: [] });

  const server = createServer((req, res) => void handle(req, res).catch((error: unknown) => {
    if (!(error instanceof ApiError)) console.error(`preview: unexpected error on ${req.method} ${(req.url ?? '').slice(0, 200)}:`, error);
    if (res.headersSent) return void res.destroy();
    const status = error instanceof ApiError ? error.status : 500;
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : String(error));
  }));
  /** Open event streams, each with the page it shows and the version it has. */
  const clients = new Map<ServerResponse, { target: Target; version: string }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Before anything is written: errors and redirects carry them too.
    setSecurityHeaders(res, baseHeaders);
    const url = requestUrl(req);
    if (url.pathname.startsWith('/_sitegen/')) {
      const file = url.pathname.slice(1);
      const body = file === styles.file ? styles.content : runtime.files[file] ?? styles.fonts[file];
      if (body === undefined) return void res.writeHead(404).end();
      const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : file.endsWith('.woff2') ? 'font/woff2' : 'text/javascript; charset=utf-8';
      res.writeHead(200, { 'content-type': type }).end(body);
      return;
    }
    if (url.pathname.startsWith('/_api/') || url.pathname.startsWith('/_img/')) return proxy(req, res, url);
    if (url.pathname === '/__preview/events') {
      const target = targetOf(url);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.set(res, { target, version: url.searchParams.get('version') ?? '' });
      req.on('close', () => clients.delete(res));
      return;
    }
    if (url.pathname === '/__preview/publish' && req.method === 'POST') {
      // Publish through the API (the editor's token and version), then rebuild just this page
      // and its translations (their language switch) in the output folder.
      const target = targetOf(url);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'if-match']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name] as string;
      const answer = await fetch(new URL(`site/${encodeURIComponent(config.site)}/page/${target.id}/publish`, `${apiBase.href.replace(/\/?$/, '/')}`), { method: 'POST', headers });
      const text = await answer.text();
      if (!answer.ok) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        return;
      }
      const raw = await loadDraft(target);
      const others = ((raw.pageLanguages ?? []) as { path?: string; isLive?: boolean }[]).filter((l) => l.isLive && l.path && l.path !== target.path).map((l) => l.path!);
      const { buildSite } = await import('../build/build-site.js');
      const summary = await buildSite({ ...config, api: apiBase.href.replace(/\/$/, '') }, { paths: [target.path, ...others] });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...JSON.parse(text) as object, rebuilt: [target.path, ...others], filesWritten: summary.filesWritten, mode: summary.mode }));
      return;
    }
    const schemaMatch = /^\/__preview\/schema\/(\w+)$/.exec(url.pathname);
    if (schemaMatch) {
      const definition = getModule(schemaMatch[1]!);
      if (!definition) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"No such module."}}');
      // Rich text is a string to JSON Schema; the panel needs to know to give it a rich-text editor.
      const schema = z.toJSONSchema(definition.schema, {
        io: 'input',
        unrepresentable: 'any',
        override: (ctx) => { if (ctx.zodSchema === RichTextSchema) ctx.jsonSchema.contentMediaType = 'text/html'; },
      });
      // The editor's words for the module and its fields (modules/labels.ts), beside the schema.
      const words = { module: definition.words, fields: { ...FIELD_WORDS, ...definition.words.fields } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...schema, 'x-words': words }));
      return;
    }
    if (url.pathname === '/__preview/palette') {
      // The modules the page's template takes in that area (spec 4, editor mode), each with its
      // words, the fields it starts with (in the page's language) and a small rendering of it.
      const target = targetOf(url);
      const section = url.searchParams.get('section');
      if (section !== 'heroSection' && section !== 'mainSection') throw new ApiError(400, 'BAD_REQUEST', `section must be heroSection or mainSection (got "${section ?? ''}").`);
      const raw = await loadDraft(target);
      const templateType = String((raw.template as { templateType?: unknown }).templateType ?? '');
      const english = String(raw.locale ?? '').startsWith('en');
      const context = { locale: english ? 'en_GB' as const : 'es_ES' as const, imageHost: config.imageHost, isFirstImage: () => false, publicApi: config.publicApi, site: config.site };
      const modules = modulesForArea(templateType, section).flatMap((component) => {
        const definition = getModule(component)!;
        if (!definition.starter) return [];
        const fields = definition.starter(english ? 'en' : 'es');
        let thumbnail = '';
        try {
          thumbnail = renderToStaticMarkup(createElement(definition.Component, { fields: definition.schema.parse(fields), root: { 'data-module': component, 'data-editor-id': 0 }, context }));
        } catch (error) {
          console.error(`preview: the palette's picture of ${component} could not be rendered:`, error instanceof Error ? error.message : error);
        }
        return [{ component, words: definition.words, fields, thumbnail }];
      });
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ modules }));
      return;
    }
    if (url.pathname === '/__preview/sanitize' && req.method === 'POST') {
      // The editor's rich text, as the build will keep it (the same sanitizer).
      const { html } = await readJsonObject(req);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ html: sanitizeRichText(typeof html === 'string' ? html : '') }));
      return;
    }
    if (url.pathname === '/__preview/check-link' && req.method === 'POST') {
      // A link the editor types into rich text, checked with the build's rule for links.
      const { href } = await readJsonObject(req);
      const result = SafeHref.safeParse(href);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result.success ? {} : { error: result.error.issues[0]!.message }));
      return;
    }
    if (url.pathname === '/__preview/validate' && req.method === 'POST') {
      // The build's own check of a module's fields: the editor shows the same messages.
      const { component, fields } = await readJsonObject(req);
      const definition = typeof component === 'string' ? getModule(component) : undefined;
      const result = definition?.schema.safeParse(fields);
      const errors = result && !result.success ? Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) : {};
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errors }));
      return;
    }
    if (url.pathname === '/__preview/draft') {
      const target = targetOf(url);
      const raw = await loadDraft(target);
      const sections = Object.fromEntries(['heroSection', 'mainSection'].map((name) => [name, (raw.template[name] as { modules?: unknown[] } | undefined)?.modules ?? []]));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ id: target.id, site: config.site, imageHost: config.imageHost, version: raw.version, page: raw, sections }));
      return;
    }
    if (url.pathname === '/__preview/render') {
      const sections = req.method === 'POST' ? (await readJsonObject(req)).sections as Record<string, unknown[]> | undefined : undefined;
      const { version, parts } = await render(targetOf(url), sections);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ version, title: parts.title, body: parts.body }));
      return;
    }
    const asked = normalizePath(url.pathname);
    const id = pages.get(asked);
    if (id === undefined) {
      res.writeHead(302, { location: sameOriginLocation(lastShown.path) }).end();
      return;
    }
    // The page or a translation (its language switch leads here), in this tab only.
    const target = { id, path: asked };
    const { version, parts, locale } = await render(target);
    lastShown = target;
    // Editor mode answers the editor's window, which frames the page itself (`?frame`): spec 4,
    // the editor's controls sit beside the page, never over it.
    const framed = options.mode === 'editor' && url.searchParams.has('frame');
    if (options.mode === 'editor' && !framed) {
      const html = editorWindow(asked, parts.title, parts.lang);
      res.writeHead(200, { ...headersFor(inlineSourcesOf(html)), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
      return;
    }
    const html = renderDocument(parts, locale, { styles: [styles.href], fonts: styles.preloads, scripts: [runtime.entryHref] }, 'preview')
      .replace('<html ', `<html data-mode="${framed ? 'editor-page' : options.mode}" data-preview-version="${version}" `)
      // Links in the framed page open in the editor's window (a translation opens its editor).
      .replace('<head>', framed ? '<head><base target="_top"/>' : '<head>')
      .replace('<body class="', '<body class="preview ')
      .replace('</body>', `${framed ? '' : badge(options.mode)}${liveScript}</body>`);
    const headers = headersFor(inlineSourcesOf(html));
    if (framed) {
      // Framed by the editor's window on the same origin, and by nothing else.
      headers['Content-Security-Policy'] = headers['Content-Security-Policy']!.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
      headers['X-Frame-Options'] = 'SAMEORIGIN';
    }
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  }

  /**
   * The editor's window: a bar of controls across the top, the page in a frame below it (the
   * side panel opens beside the frame). The editor's script fills the bar in the interface
   * language the editor chose.
   */
  function editorWindow(path: string, title: string, lang: string): string {
    const frameSrc = `${path}?frame=1`;
    return '<!DOCTYPE html>'
      + `<html lang="${escapeHtml(lang)}" data-mode="editor"><head><meta charset="utf-8"/>`
      + '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>'
      + `<title>Editor · ${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`
      + `<link rel="stylesheet" href="${escapeHtml(styles.href)}"/><script type="module" src="${escapeHtml(runtime.entryHref)}"></script></head>`
      + `<body class="editor-shell"><section class="editor-bar" aria-label="Editor controls"><h1 class="visually-hidden">Editor · ${escapeHtml(title)}</h1><p class="preview-badge">Editor · draft</p></section>`
      + `<main class="editor-stage" id="editor-stage"><iframe id="editor-frame" name="editor-page" title="${escapeHtml(title)}" src="${escapeHtml(frameSrc)}"></iframe></main>`
      + '</body></html>';
  }

  function proxy(req: IncomingMessage, res: ServerResponse, url: URL) {
    const upstream = httpRequest({ host: apiBase.hostname, port: apiBase.port, method: req.method, path: url.pathname.replace(/^\/_api/, '') + url.search, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }

  // The drafts' versions, polled (once per page shown); a change is pushed to the tabs showing it.
  const poll = setInterval(() => {
    const shown = new Map([...clients.values()].map((c) => [c.target.id, c.target]));
    for (const target of shown.values()) {
      client.raw(`/site/${encodeURIComponent(config.site)}/page/${target.id}?draft=1`, `draft of ${target.path}`).then((raw) => {
        const version = String((raw as { version?: string }).version ?? '');
        for (const [res, c] of clients) {
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
  return {
    url,
    close: async () => {
      clearInterval(poll);
      for (const c of clients.keys()) c.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await (client as ApiClient).close();
      await embedded?.close();
    },
  };
}
