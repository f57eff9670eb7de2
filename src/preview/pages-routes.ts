import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiClient } from '../build/api-client.js';
import type { Config } from '../config/load-config.js';

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

export interface UnpublishContext {
  config: Config;
  /** The content API the preview reads (its embedded one, or --api). */
  apiBase: URL;
  target: { id: number; path: string };
}

/**
 * POST /__preview/unpublish?path=: unpublishes through the API with the editor's own credential
 * (the API checks it), then rebuilds that path and its former translations in the output folder:
 * the page's folder and page-data leave it, and its translations' language switches no longer
 * lead to it (src/build/build-site.ts, a --path build of a page that is no longer published).
 */
export async function handleUnpublish(req: IncomingMessage, res: ServerResponse, ctx: UnpublishContext): Promise<void> {
  const headers: Record<string, string> = {};
  if (typeof req.headers.authorization === 'string') headers.authorization = req.headers.authorization;
  const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${ctx.target.id}/unpublish`, ctx.apiBase.href.replace(/\/?$/, '/')), { method: 'POST', headers });
  const text = await answer.text();
  if (!answer.ok) {
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    return;
  }
  const done = JSON.parse(text) as { formerTranslations?: { path: string; isLive: boolean }[] };
  const paths = [ctx.target.path, ...(done.formerTranslations ?? []).filter((t) => t.isLive).map((t) => t.path)];
  const { buildSite } = await import('../build/build-site.js');
  const summary = await buildSite({ ...ctx.config, api: ctx.apiBase.href.replace(/\/$/, '') }, { paths });
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...done, rebuilt: paths, filesWritten: summary.filesWritten, mode: summary.mode }));
}
