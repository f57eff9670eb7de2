import * as z from 'zod';
import { route, type PreviewRoute } from '../preview-context.js';

/** A module as the editor holds it: its component and fields, checked by the build when rendered. */
const EditorModule = z.looseObject({ component: z.string({ error: 'each module needs its component name' }).max(100) });
/** The editor's unsaved module lists (at most a few hundred modules a page). */
const ModuleList = z.array(EditorModule, { error: 'expected a list of modules' }).max(500, 'at most 500 modules in one area');

/** POST /__preview/render: the unsaved lists to render over the draft, or none (the draft as saved). */
export const RenderBody = z.strictObject({
  sections: z.strictObject({ heroSection: ModuleList.optional(), mainSection: ModuleList.optional() }, { error: 'expected { heroSection?, mainSection? }' }).optional(),
  /** The page's record (its structuredDataContent) as the editor's form left it, not saved yet. */
  content: z.record(z.string(), z.unknown(), { error: 'expected the page\'s record as an object' }).optional(),
}, { error: 'expected a JSON object { sections?, content? }' });

/**
 * Live updates (spec 4, preview mode): each tab keeps an event stream open, told when its
 * page's draft changes (runtime/preview-live.ts), then fetches the page's new body.
 */
export const liveRoutes: PreviewRoute[] = [
  route({
    method: 'GET',
    pattern: /^\/__preview\/events$/,
    handler: ({ ctx, req, res, url }) => {
      const target = ctx.targetOf(url);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      ctx.clients.set(res, { target, version: url.searchParams.get('version') ?? '' });
      req.on('close', () => ctx.clients.delete(res));
    },
  }),
  route({
    method: 'GET',
    pattern: /^\/__preview\/render$/,
    handler: async ({ ctx, url }) => {
      const { version, parts } = await ctx.render(ctx.targetOf(url));
      return { version, title: parts.title, body: parts.body };
    },
  }),
  route({
    method: 'POST',
    pattern: /^\/__preview\/render$/,
    body: RenderBody,
    handler: async ({ ctx, url, body }) => {
      const { version, parts } = await ctx.render(ctx.targetOf(url), body.sections, body.content);
      return { version, title: parts.title, body: parts.body };
    },
  }),
];
