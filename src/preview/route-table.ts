import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../../server/content-store.js';
import { readJsonBody, requestUrl } from '../../server/create-api-handler.js';
import { parseRequest } from '../../server/parse-request.js';
import { SitegenError } from '../errors.js';
import { refuse } from './editor-guard.js';
import { setSecurityHeaders } from '../security-headers.js';
import type { PreviewContext, PreviewRoute } from './preview-context.js';

/**
 * The preview server's request handler: the first route whose method and pattern match answers
 * (HEAD as GET, as in the API); a path some route takes with another method is a 405 naming the
 * methods, any other path a 404. Bodies are read as JSON (content type, size and nesting
 * checked by the API's reader) and parsed by the route's zod schema: a mistake is a 400 naming
 * the field, never a 500. Errors are JSON `{ error: { code, message } }` like the API's.
 */
export function createPreviewHandler(ctx: PreviewContext, routes: readonly PreviewRoute[]) {
  const baseHeaders = ctx.headersFor({ scripts: [], styles: [], frames: [] });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Before anything is written: errors and redirects carry them too.
    setSecurityHeaders(res, baseHeaders);
    const url = requestUrl(req);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const matching = routes.filter((r) => r.pattern.test(url.pathname));
    const found = matching.find((r) => r.method === '*' || r.method === method);
    if (!found) {
      if (matching.length === 0) throw new ApiError(404, 'NOT_FOUND', `No preview route ${url.pathname.slice(0, 200)}.`);
      const allowed = [...new Set(matching.map((r) => r.method))];
      res.setHeader('allow', allowed.join(', '));
      throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${url.pathname.slice(0, 200)}; use ${allowed.join(' or ')}.`);
    }
    // Editor mode: drafts only to a request whose own credential the API accepts (spec 6).
    if (ctx.guard && !found.open && !(await ctx.guard(req))) return refuse(req, res, url, ctx.sendJson);
    const params = (found.pattern.exec(url.pathname) ?? []).slice(1).map((p) => p ?? '');
    const body = found.body ? parseRequest(found.body, await readJsonBody(req), `${url.pathname} body`) : undefined;
    const answer = await found.handler({ ctx, req, res, url, params, body });
    if (answer !== undefined) ctx.sendJson(res, 200, answer);
  };
  return (req: IncomingMessage, res: ServerResponse) => void handle(req, res).catch((error: unknown) => {
    const where = `${req.method} ${(req.url ?? '').slice(0, 200)}`;
    // A SitegenError already says what went wrong and what to do (the API unreachable, a
    // draft the build would refuse): one line, in the terminal and the answer. Anything else
    // is a bug: its stack goes to the terminal only.
    if (error instanceof SitegenError) console.error(`preview: ${where}: ${error.message}`);
    else if (!(error instanceof ApiError)) console.error(`preview: unexpected error on ${where}:`, error);
    if (res.headersSent) return void res.destroy();
    if (error instanceof ApiError) ctx.sendJson(res, error.status, { error: { code: error.code, message: error.message } });
    else if (error instanceof SitegenError) ctx.sendJson(res, 502, { error: { code: error.code, message: error.hint ? `${error.message} ${error.hint}` : error.message } });
    else ctx.sendJson(res, 500, { error: { code: 'INTERNAL', message: 'The preview failed unexpectedly; see its terminal.' } });
  });
}
