import type { IncomingMessage, ServerResponse } from 'node:http';
import { inlineSourcesOf, type InlineSources } from '../security-headers.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The editor's account pages of the preview server (spec 6: editors sign in; server/accounts.ts). */
export const ACCOUNT_PAGES = { '/__editor/sign-in': 'sign-in', '/__editor/set-password': 'set-password', '/__editor/leads': 'leads' } as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[keyof typeof ACCOUNT_PAGES];

export interface AccountPageContext {
  /** The site whose leads the inbox shows. */
  site: string;
  /** The site's stylesheet, then the editor's. */
  stylesHrefs: string[];
  runtimeHref: string;
  /** The preview's security headers for a page with these inline sources. */
  headersFor: (inline: InlineSources) => Record<string, string>;
}

export const stylesheetLinks = (hrefs: readonly string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join('');

/**
 * The page's frame: its form is drawn by runtime/editor/account-pages.tsx in the editor's
 * interface language (Spanish unless the editor chose English), which only the browser knows.
 * The one-time token of a set-password link is in the URL's fragment, so it never reaches this
 * server (nor its log, nor a Referer).
 */
export function accountPageHtml(page: AccountPage, ctx: Pick<AccountPageContext, 'stylesHrefs' | 'runtimeHref' | 'site'>): string {
  const title = page === 'sign-in' ? 'Entrar al editor' : page === 'leads' ? 'Solicitudes' : 'Crear la contraseña del editor';
  // The admissions inbox (runtime/editor/leads.tsx) draws its own landmarks in the frame.
  if (page === 'leads') {
    return '<!DOCTYPE html>'
      + `<html lang="es" data-mode="editor-leads" data-site="${escapeHtml(ctx.site)}"><head><meta charset="utf-8"/>`
      + '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>'
      + '<meta name="referrer" content="no-referrer"/>'
      + `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`
      + `${stylesheetLinks(ctx.stylesHrefs)}<script type="module" src="${escapeHtml(ctx.runtimeHref)}"></script></head>`
      + `<body class="editor-account"><div id="editor-account"><main class="editor-leads"><h1>${escapeHtml(title)}</h1>`
      + '<noscript><p>Las solicitudes necesitan JavaScript. / The leads need JavaScript.</p></noscript></main></div></body></html>';
  }
  return '<!DOCTYPE html>'
    + `<html lang="es" data-mode="editor-account" data-account-page="${page}"><head><meta charset="utf-8"/>`
    + '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex, nofollow"/>'
    + '<meta name="referrer" content="no-referrer"/>'
    + `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`
    + `${stylesheetLinks(ctx.stylesHrefs)}<script type="module" src="${escapeHtml(ctx.runtimeHref)}"></script></head>`
    + `<body class="editor-account"><main class="editor-account__main" id="editor-account"><h1>${escapeHtml(title)}</h1>`
    + '<noscript><p>El editor necesita JavaScript. / The editor needs JavaScript.</p></noscript></main></body></html>';
}

/** Answers GET (and HEAD) of the account pages; false for any other request. */
export function handleAccountPage(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AccountPageContext): boolean {
  const page = (ACCOUNT_PAGES as Record<string, AccountPage | undefined>)[url.pathname.replace(/\/$/, '')];
  if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const html = accountPageHtml(page, ctx);
  res.writeHead(200, { ...ctx.headersFor(inlineSourcesOf(html)), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  return true;
}

/**
 * The headers the preview server's `/_api/` and `/_img/` proxy sends on: the request's own, with
 * the client's address for the API's count of failed sign-ins (replacing any the client sent),
 * and without cookies where they do not belong: the session cookie is the API's alone.
 */
export function proxiedHeaders(req: IncomingMessage, url: URL): Record<string, string | string[] | undefined> {
  const headers: Record<string, string | string[] | undefined> = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  if (!url.pathname.startsWith('/_api/')) delete headers.cookie;
  return headers;
}

/** The headers of an editor's request that a publish through the preview passes on to the API. */
export const PUBLISH_FORWARDED_HEADERS = ['authorization', 'if-match', 'cookie', 'x-csrf-token'];
