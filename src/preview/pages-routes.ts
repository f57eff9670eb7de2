import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { normalizePath } from '../contract/paths.js';
import type { ApiClient } from '../publish/fetch/api-client.js';
import { MANIFEST_FILE } from '../publish/manifest/manifest.js';
import { ManifestText } from '../publish/manifest/manifest-text.js';
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
 * The body, when sent, is the editor's choice for the page's inbound links (`{redirectTo}` or
 * `{gone: true}`, server/pages.ts), which the rebuild publishes with the redirect table.
 */
export async function handleUnpublish(req: IncomingMessage, res: ServerResponse, ctx: UnpublishContext & { body?: unknown }): Promise<void> {
  const headers = forwarded(req, ctx.body === undefined ? {} : { 'content-type': 'application/json' });
  const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${ctx.target.id}/unpublish`, ctx.apiBase.href.replace(/\/?$/, '/')), {
    method: 'POST', headers, ...(ctx.body === undefined ? {} : { body: JSON.stringify(ctx.body) }),
  });
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

/**
 * POST /__preview/move?path= with `{slug}`: moves the page through the API (the editor's
 * credential; the API checks the slug and writes the redirects, server/pages.ts `movePage`), then,
 * when it was published, rebuilds its new path and its live translations: the one-path build's
 * dependency check removes the old paths (and the pages under it), renders the new ones and the
 * pages whose lists show them, and writes the redirect table again (src/publish/one-path-build.ts).
 */
export async function handleMove(req: IncomingMessage, res: ServerResponse, ctx: UnpublishContext & { body: unknown; translations: () => Promise<string[]> }): Promise<void> {
  const headers = forwarded(req, { 'content-type': 'application/json' });
  const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${ctx.target.id}/move`, ctx.apiBase.href.replace(/\/?$/, '/')), { method: 'POST', headers, body: JSON.stringify(ctx.body) });
  const text = await answer.text();
  if (!answer.ok) {
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    return;
  }
  const done = JSON.parse(text) as { path: string; moved?: { to: string; status: string }[] };
  const published = (done.moved ?? []).some((m) => m.status === 'published');
  const paths = published ? [done.path, ...(await ctx.translations())] : [];
  const summary = paths.length > 0 ? await ctx.rebuild(paths) : null;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
    ...done, rebuilt: summary?.rebuilt ?? paths, removed: summary?.removed ?? [], filesWritten: summary?.filesWritten ?? 0,
  }));
}

/**
 * The published pages whose main content links to `path` (the manifest's `facts.links`, as the
 * last build recorded them), in path order: what the editor's unpublish dialog names, so the
 * editor decides where those links lead before visitors meet a missing page.
 */
export async function inboundLinks(outDir: string, path: string): Promise<{ path: string; title: string }[]> {
  const manifest = await ManifestText.read(join(outDir, MANIFEST_FILE));
  if (!manifest) return [];
  const linking: { path: string; title: string }[] = [];
  for (const [from, page] of manifest.pages()) {
    if (from === path) continue;
    if ((page.facts.links ?? []).some((link) => link.startsWith('/') && normalizePath(link) === path)) linking.push({ path: from, title: page.facts.title });
  }
  return linking.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
