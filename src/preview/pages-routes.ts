import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiClient } from '../publish/fetch/api-client.js';
import type { BuildSummary } from '../publish/build-site.js';
import type { Config } from '../config/load-config.js';
import { PUBLISH_FORWARDED_HEADERS } from './account-routes.js';

/**
 * The preview server's share of "pages, not only modules" (spec 4, editor mode): the editor opens
 * any page of the site, not only the one it was started with, and unpublishing rebuilds the
 * output folder without the page. Plain handlers, wired into src/preview/preview-server.ts.
 */

/** The id of the page at `path` (a draft or an unpublished page too), asked with the preview's reader credential. */
export async function findPageId(client: ApiClient, site: string, path: string): Promise<number | undefined> {
  const answer = await client.raw(`/site/${encodeURIComponent(site)}/editor/pages?path=${encodeURIComponent(path)}`, `page at ${path}`)
    .catch(() => null) as { items?: { id: number; path: string }[] } | null;
  return answer?.items?.find((p) => p.path === path)?.id;
}

/** The editor's credential (token, or session cookie and CSRF header), passed on to the API as publishing does. */
function forwarded(req: IncomingMessage, headers: Record<string, string>): Record<string, string> {
  for (const name of PUBLISH_FORWARDED_HEADERS) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name] as string;
  return headers;
}

export interface UnpublishContext {
  config: Config;
  /** The preview's one-at-a-time rebuild of the output folder (PreviewContext.rebuild). */
  rebuild: (paths: string[]) => Promise<BuildSummary>;
  /** The content API the preview reads (its embedded one, or --api). */
  apiBase: URL;
  target: { id: number; path: string };
}

/**
 * POST /__preview/unpublish?path=: unpublishes through the API with the editor's own credential
 * (the API checks it), then rebuilds that path and its former translations in the output folder:
 * the page's folder and page-data leave it, and its translations' language switches no longer
 * lead to it (src/publish/build-site.ts, a --path build of a page that is no longer published).
 */
export async function handleUnpublish(req: IncomingMessage, res: ServerResponse, ctx: UnpublishContext): Promise<void> {
  const headers = forwarded(req, {});
  const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${ctx.target.id}/unpublish`, ctx.apiBase.href.replace(/\/?$/, '/')), { method: 'POST', headers });
  const text = await answer.text();
  if (!answer.ok) {
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    return;
  }
  const done = JSON.parse(text) as { formerTranslations?: { path: string; isLive: boolean }[] };
  const paths = [ctx.target.path, ...(done.formerTranslations ?? []).filter((t) => t.isLive).map((t) => t.path)];
  const summary = await ctx.rebuild(paths);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...done, rebuilt: paths, filesWritten: summary.filesWritten, mode: summary.mode }));
}

/**
 * POST /__preview/link?path= with `{pageId}`: links that page as the translation of this one
 * through the API (the editor's credential), then rebuilds the pages of the pair that are
 * published, so each one's language switch leads to the other in the output folder too.
 */
export async function handleLink(req: IncomingMessage, res: ServerResponse, ctx: UnpublishContext & { body: unknown }): Promise<void> {
  const headers = forwarded(req, { 'content-type': 'application/json' });
  const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${ctx.target.id}/translations`, ctx.apiBase.href.replace(/\/?$/, '/')), { method: 'POST', headers, body: JSON.stringify(ctx.body) });
  const text = await answer.text();
  if (!answer.ok) {
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    return;
  }
  const done = JSON.parse(text) as { translations?: { path?: string; isLive?: boolean }[] };
  const live = (done.translations ?? []).filter((t) => t.isLive && t.path).map((t) => t.path!);
  let filesWritten = 0;
  // Only a pair that is published on both sides changes what the output shows.
  if (live.length > 1) {
    filesWritten = (await ctx.rebuild(live)).filesWritten;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...done, rebuilt: live.length > 1 ? live : [], filesWritten }));
}
