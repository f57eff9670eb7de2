import * as z from 'zod';
import { handleLink, handleUnpublish } from '../pages-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';

/**
 * Pages, not only modules (spec 4, editor mode): unpublishing and linking a translation go
 * through the API with the editor's credential, then the output folder is rebuilt for the pages
 * whose language switch changed (src/preview/pages-routes.ts).
 */
export const pagesRoutes: PreviewRoute[] = [
  route({
    method: 'POST',
    pattern: /^\/__preview\/unpublish$/,
    handler: ({ ctx, req, res, url }) => handleUnpublish(req, res, { config: ctx.config, apiBase: ctx.apiBase, rebuild: ctx.rebuild, target: ctx.targetOf(url) }),
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/link$/,
    body: z.object({ pageId: z.number().int().positive() }),
    handler: ({ ctx, req, res, url, body }) => handleLink(req, res, { config: ctx.config, apiBase: ctx.apiBase, rebuild: ctx.rebuild, target: ctx.targetOf(url), body }),
  }),
];
