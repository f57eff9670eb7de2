import { PUBLISH_FORWARDED_HEADERS } from '../account-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';
import { publishPlan } from '../publish-plan.js';
import { RenderBody } from './live-routes.js';

/**
 * Publish (spec 4, editor mode): through the API with the editor's own token and the version
 * they saw (If-Match), then this page, its live translations (their language switch) and every
 * page that shows what changed are rebuilt in the output folder, and the answer names them.
 * The plan, asked before, names the pages that show the page, every page the rebuild will render
 * again, and its links that lead to no published page.
 */
export const publishRoutes: PreviewRoute[] = [
  route({
    method: 'POST',
    pattern: /^\/__preview\/publish$/,
    handler: async ({ ctx, req, res, url }) => {
      const target = ctx.targetOf(url);
      const headers: Record<string, string> = {};
      for (const name of PUBLISH_FORWARDED_HEADERS) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name] as string;
      const api = ctx.apiBase.href.replace(/\/?$/, '/');
      const answer = await fetch(new URL(`site/${encodeURIComponent(ctx.config.site)}/page/${target.id}/publish`, api), { method: 'POST', headers });
      const text = await answer.text();
      let published: unknown;
      try {
        published = JSON.parse(text);
      } catch {
        published = { error: { code: 'BAD_GATEWAY', message: `The content API answered ${answer.status} without JSON.` } };
      }
      // The API's refusal (401, 403, 412 …) is the editor's to read, as the API said it.
      if (!answer.ok) return void ctx.sendJson(res, answer.status, published);
      const raw = await ctx.loadDraft(target);
      const others = ((raw.pageLanguages ?? []) as { path?: string; isLive?: boolean }[]).filter((l) => l.isLive && l.path && l.path !== target.path).map((l) => l.path!);
      // The page and its translations, and every page the change affects (the one-path build's
      // dependency check: lists, home blocks, related items, tables that show it).
      const summary = await ctx.rebuild([target.path, ...others]);
      return { ...published as object, rebuilt: summary.rebuilt ?? [target.path, ...others], removed: summary.removed ?? [], filesWritten: summary.filesWritten, ...(summary.stitched ? { stitched: summary.stitched } : {}), mode: summary.mode, stages: summary.stages };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/publish-plan$/,
    body: RenderBody,
    handler: async ({ ctx, url, body }) => {
      const target = ctx.targetOf(url);
      // `?action=unpublish`: what taking the page offline does instead (as the API's schedule says it).
      const change = url.searchParams.get('action') === 'unpublish' ? 'unpublish' : 'publish';
      const saved = await ctx.loadDraft(target);
      // The record as it will go live: the editor's unsaved form, which Publish saves first.
      const draft = change === 'publish' && body.content ? { ...saved, structuredDataContent: body.content } : saved;
      const bodyHtml = change === 'publish' ? (await ctx.render(target, body.sections, body.content)).parts.body : '';
      return publishPlan({ outDir: ctx.config.outDir, client: ctx.client, site: ctx.config.site, pageId: target.id, pagePath: target.path, draft, bodyHtml, change });
    },
  }),
];
