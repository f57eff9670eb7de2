import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from './sql/sql.js';
import { linkKey, tokenSubmission, type LinkAction } from './newsletter-links.js';

/**
 * The pages of the signed links in the site's e-mails (a newsletter's confirm and leave,
 * server/newsletter.ts; a registration's cancel, server/event-cancel.ts): the API answers them
 * itself, whatever serves the site. A GET shows one button (mail scanners follow links; only a
 * person presses it) and its POST does the thing.
 */
export interface LinkPageAnswer { status: number; html: string }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => escapeHtml(vars[name] ?? ''));

/** A page of its own (no script, no site assets). */
export function page(lang: 'es' | 'en', title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>`
    + `<meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/><title>${escapeHtml(title)}</title>`
    + '<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;background:#f3f4f7;color:#14161a}main{max-width:34rem;margin:3rem 1rem;padding:1.5rem;}@media(min-width:38rem){main{margin:3rem auto}}main{background:#fff;border:1px solid #9ca3af;border-radius:12px}'
    + 'h1{font-size:1.6rem;margin-top:0}button{font:inherit;font-weight:700;min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:8px;background:#0b4f9c;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #6d28d9;outline-offset:2px}</style>'
    + `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** A form with the page's one button, posting the token back to the same address. */
export const buttonForm = (token: string, button: string) =>
  `<form method="post"><input type="hidden" name="t" value="${escapeHtml(token)}"/><button type="submit">${escapeHtml(button)}</button></form>`;

/**
 * What a signed link's request names: the token it carries (a POST's form field `t`, else the
 * query's), the submission it was made for with `action` (null when it was not made with this
 * site's key for it), that submission's row when it is still stored, and the language to answer
 * in: the submission's, else (no submission) the browser's.
 */
export async function readSignedLink(sql: Sql, req: IncomingMessage, token: string, body: string, action: LinkAction) {
  const key = await linkKey(sql);
  const sentToken = req.method === 'POST' ? new URLSearchParams(body).get('t') ?? token : token;
  const id = tokenSubmission(key, sentToken, action);
  const submission = id === null ? undefined : await sql.get<{ form_type: string; locale: string; data: string; site: string; page_path: string }>(
    'SELECT form_type, locale, data, site, page_path FROM form_submissions WHERE id = ?', [id]);
  const lang: 'es' | 'en' = submission ? (submission.locale === 'en_GB' ? 'en' : 'es') : (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'es';
  const email = submission ? String((JSON.parse(submission.data) as { email?: unknown }).email ?? '') : '';
  return { id, sentToken, submission, lang, email };
}

/** Writes a signed link's page: its own CSP (an inline style, a form posting to itself; nothing else). */
export function sendLinkPage(res: ServerResponse, answer: LinkPageAnswer): void {
  res.writeHead(answer.status, {
    'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  }).end(answer.html);
}
