import { PUBLISH_FORWARDED_HEADERS } from '../account-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';

/**
 * Publish (spec 4, editor mode): through the API with the editor's own token and the version
 * they saw (If-Match), then only this page and its live translations (their language switch)
 * are rebuilt in the output folder.
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
      const summary = await ctx.rebuild([target.path, ...others]);
      return { ...published as object, rebuilt: [target.path, ...others], filesWritten: summary.filesWritten, mode: summary.mode };
    },
  }),
];
