import { renderDocument } from '../../../templates/document.js';
import { normalizePath } from '../../contract/paths.js';
import { inlineSourcesOf } from '../../security-headers.js';
import { sameOriginLocation } from '../../serve/safe-location.js';
import { route, type PreviewContext, type PreviewMode, type PreviewRoute } from '../preview-context.js';
import { stylesheetLinks } from '../account-routes.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// An <aside>: the badge sits in a landmark like the rest of the page.
const badge = (mode: PreviewMode) => `<aside class="preview-badge" aria-label="Preview mode">${mode === 'editor' ? 'Editor' : mode === 'forms' ? 'Forms' : 'Preview'} · draft</aside>`;

/**
 * The pages: the previewed page or a translation (its language switch leads here), each tab on
 * its own; any other path leads to the page last shown. In editor mode a page is the editor's
 * window, which frames the page itself (`?frame`): spec 4, the editor's controls sit beside
 * the page, never over it. The page's live updates are runtime/preview-live.ts, started by
 * the runtime when `data-preview-version` is set (public pages never load it).
 */
export const pageRoutes: PreviewRoute[] = [
  route({
    method: 'GET',
    // Every path but the preview's own endpoints (an unknown one of those is a 404).
    pattern: /^(?!\/__preview\/)/,
    handler: async ({ ctx, req, res, url }) => {
      const asked = normalizePath(url.pathname);
      const target = ctx.pageAt(asked) ?? await ctx.findPage(asked);
      if (!target) return void res.writeHead(302, { location: sameOriginLocation(ctx.lastShown().path) }).end();
      const { version, parts, locale } = await ctx.render(target);
      // The page an editor opened, in a tab or the editor's frame; not one the page's prefetch
      // (spec 4) or another script fetched in the background, which the editor never saw.
      const dest = req.headers['sec-fetch-dest'];
      if (dest === undefined || dest === 'document' || dest === 'iframe') ctx.shown(target);
      const framed = ctx.mode === 'editor' && url.searchParams.has('frame');
      if (ctx.mode === 'editor' && !framed) {
        const html = editorWindow(ctx, asked, parts.title, parts.lang);
        res.writeHead(200, { ...ctx.headersFor(inlineSourcesOf(html)), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
        return;
      }
      const html = renderDocument(parts, locale, { styles: [ctx.styles.href, ctx.editorStyles.href], fonts: ctx.styles.preloads, scripts: [ctx.runtime.entryHref] }, 'preview')
        .replace('<html ', `<html data-mode="${framed ? 'editor-page' : ctx.mode}" data-preview-version="${escapeHtml(version)}" `)
        // Links in the framed page open in the editor's window (a translation opens its editor).
        .replace('<head>', framed ? '<head><base target="_top"/>' : '<head>')
        .replace('<body class="', '<body class="preview ')
        .replace('</body>', `${framed ? '' : badge(ctx.mode)}</body>`);
      const headers = ctx.headersFor(inlineSourcesOf(html));
      if (framed) {
        // Framed by the editor's window on the same origin, and by nothing else.
        headers['Content-Security-Policy'] = headers['Content-Security-Policy']!.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
        headers['X-Frame-Options'] = 'SAMEORIGIN';
      }
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    },
  }),
];

/**
 * The editor's window: a bar of controls across the top, the page in a frame below it (the
 * side panel opens beside the frame). The editor's script fills the bar in the interface
 * language the editor chose.
 */
function editorWindow(ctx: PreviewContext, path: string, title: string, lang: string): string {
  const frameSrc = `${path}?frame=1`;
  return '<!DOCTYPE html>'
    + `<html lang="${escapeHtml(lang)}" data-mode="editor"><head><meta charset="utf-8"/>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>'
    + `<title>Editor · ${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`
    + `${stylesheetLinks([ctx.styles.href, ctx.editorStyles.href])}<script type="module" src="${escapeHtml(ctx.runtime.entryHref)}"></script></head>`
    + `<body class="editor-shell"><section class="editor-bar" aria-label="Editor controls"><h1 class="visually-hidden">Editor · ${escapeHtml(title)}</h1><p class="preview-badge">Editor · draft</p></section>`
    + `<main class="editor-stage" id="editor-stage"><iframe id="editor-frame" name="editor-page" title="${escapeHtml(title)}" src="${escapeHtml(frameSrc)}"></iframe></main>`
    + '</body></html>';
}
