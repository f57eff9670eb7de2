import { handleAccountPage } from '../account-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';

/**
 * The editors' sign-in and set-password pages (spec 6: editors sign in; server/accounts.ts),
 * and the admissions inbox (server/leads.ts); they call the API through `/_api/`.
 */
export const accountRoutes: PreviewRoute[] = [
  route({
    method: 'GET',
    open: true,
    pattern: /^\/__editor\/(sign-in|set-password|leads)\/?$/,
    handler: ({ ctx, req, res, url }) => {
      handleAccountPage(req, res, url, { site: ctx.site.slug, stylesHrefs: [ctx.styles.href, ctx.editorStyles.href], runtimeHref: ctx.runtime.entryHref, headersFor: ctx.headersFor });
    },
  }),
];
