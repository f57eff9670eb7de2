import { request as httpRequest } from 'node:http';
import { proxiedHeaders } from '../account-routes.js';
import { route, type PreviewRoute } from '../preview-context.js';

/**
 * The site's own files (the site's and the editor's styles, fonts, the compiled runtime under `/_sitegen/`) and the content
 * API and image host passed through (`/_api/`, `/_img/`) with the browser's own headers (the session
 * cookie to the API only, the client's address for its sign-in count), so the
 * editor's credential is the browser's, never the preview's (spec 6: drafts are the editors').
 */
export const assetRoutes: PreviewRoute[] = [
  route({
    method: 'GET',
    open: true,
    pattern: /^\/_sitegen\//,
    handler: ({ ctx, res, url }) => {
      const file = url.pathname.slice(1);
      const body = file === ctx.styles.file ? ctx.styles.content : file === ctx.editorStyles.file ? ctx.editorStyles.content : ctx.runtime.files[file] ?? ctx.styles.fonts[file];
      if (body === undefined) return void res.writeHead(404).end();
      const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : file.endsWith('.woff2') ? 'font/woff2' : 'text/javascript; charset=utf-8';
      res.writeHead(200, { 'content-type': type }).end(body);
    },
  }),
  route({
    method: '*',
    open: true,
    pattern: /^\/_(api|img)\//,
    handler: ({ ctx, req, res, url }) => {
      const upstream = httpRequest({ host: ctx.apiBase.hostname, port: ctx.apiBase.port, method: req.method, path: url.pathname.replace(/^\/_api/, '') + url.search, headers: proxiedHeaders(req, url) }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    },
  }),
];
