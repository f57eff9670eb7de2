import * as z from 'zod';
import { handleLink, handleMove, handleUnpublish, inboundLinks } from '../pages-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';

/**
 * Pages, not only modules (spec 4, editor mode): unpublishing, moving a page to another slug and
 * linking a translation go through the API with the editor's credential, then the output folder
 * is rebuilt for the pages that changed (src/preview/pages-routes.ts). Before unpublishing, the
 * editor sees which published pages link to the page (DESIGN.md 10: links that survive change).
 */
export const pagesRoutes: PreviewRoute[] = [
  route({
    method: 'POST',
    pattern: /^\/__preview\/unpublish$/,
    // What the page's inbound links meet; the API checks the choice (server/pages.ts).
    body: z.object({ redirectTo: z.string().max(1000).optional(), gone: z.literal(true).optional() }),
    handler: ({ ctx, req, res, url, body }) => handleUnpublish(req, res, { config: ctx.config, apiBase: ctx.apiBase, rebuild: ctx.rebuild, target: ctx.targetOf(url), body }),
  }),
  route({
    method: 'GET',
    pattern: /^\/__preview\/inbound$/,
    handler: async ({ ctx, url }) => ({ linking: await inboundLinks(ctx.config.outDir, ctx.targetOf(url).path) }),
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/move$/,
    body: z.object({ slug: z.string().max(1000) }),
    handler: ({ ctx, req, res, url, body }) => {
      const target = ctx.targetOf(url);
      // Its live translations, whose language switch leads to the new path.
      const translations = async () => (((await ctx.loadDraft(target)).pageLanguages ?? []) as { path?: string; isLive?: boolean }[])
        .filter((l) => l.isLive && l.path && l.path !== target.path).map((l) => l.path!);
      return handleMove(req, res, { config: ctx.config, apiBase: ctx.apiBase, rebuild: ctx.rebuild, target, body, translations });
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/link$/,
    body: z.object({ pageId: z.number().int().positive() }),
    handler: ({ ctx, req, res, url, body }) => handleLink(req, res, { config: ctx.config, apiBase: ctx.apiBase, rebuild: ctx.rebuild, target: ctx.targetOf(url), body }),
  }),
];
