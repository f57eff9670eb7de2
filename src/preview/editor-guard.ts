import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE, sessionCookieOf } from '../../server/accounts.js';
import { SitegenError } from '../errors.js';

export interface EditorGuardOptions {
  /** The content API that decides (the preview's embedded one, or `--api`). */
  apiBase: URL;
  /** A draft the API lets an editor token read: the check for a bearer token. */
  draftPath: () => string;
}

/**
 * The editor-mode guard (spec 6: drafts are the editors'; spec 4, editor mode): the preview reads
 * drafts with its own reader credential, so each request must bring a credential of its own that
 * the API accepts — the session cookie (`GET /accounts/me`) or an editor's bearer token (a draft
 * read, which the API refuses to a visitor token). The API decides, never this server, and it is
 * asked on every request: nothing is remembered, so a sign-out, an expired session or
 * `sitegen editor remove` takes effect on the very next request (a security review's question;
 * docs/operators.md, "Accounts and roles"). The question is one indexed read on loopback.
 */
export function createEditorGuard(options: EditorGuardOptions) {
  const ask = async (path: string, headers: Record<string, string>): Promise<boolean> => {
    let response: Response;
    try {
      response = await fetch(new URL(path.replace(/^\//, ''), options.apiBase.href.replace(/\/?$/, '/')), { headers, redirect: 'manual' });
    } catch (error) {
      throw new SitegenError('API_UNREACHABLE', `The content API at ${options.apiBase.href} did not answer whether this request's editor is signed in.`, 'Check that the API is running, then reload the editor.', { cause: error });
    }
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return true;
    if (response.status === 401 || response.status === 403) return false;
    throw new SitegenError('API_ERROR', `The content API answered ${response.status} when asked whether this request's editor is signed in.`, 'See the API\'s log, then reload the editor.');
  };

  /** True when the request carries a credential the API accepts for reading drafts. */
  return async function allowed(req: IncomingMessage): Promise<boolean> {
    // Only what could be a credential is passed on (printable ASCII; a session is base64url).
    const bearer = /^Bearer\s+([\x21-\x7e]{1,512})$/i.exec(req.headers.authorization ?? '')?.[1];
    const cookie = bearer ? null : sessionCookieOf(req);
    const session = cookie && /^[\w-]{1,512}$/.test(cookie) ? cookie : null;
    if (!bearer && !session) return false;
    return bearer
      ? ask(options.draftPath(), { authorization: `Bearer ${bearer}` })
      : ask('/accounts/me', { cookie: `${SESSION_COOKIE}=${session}` });
  };
}

/**
 * A request without an accepted credential: a page load (GET, HTML, not one of the preview's own
 * endpoints) is sent to the sign-in page, which brings the editor back to `next` (the path the
 * editor's window itself uses, runtime/editor/account.tsx); anything else is a 401 naming what to
 * do, with no draft in it.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, url: URL, sendJson: (res: ServerResponse, status: number, body: unknown) => void): void {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const page = method === 'GET' && /\btext\/html\b/.test(req.headers.accept ?? '') && !url.pathname.startsWith('/__preview/');
  if (page) {
    res.writeHead(302, { location: `/__editor/sign-in?next=${encodeURIComponent(url.pathname)}`, 'cache-control': 'no-store' }).end();
    return;
  }
  sendJson(res, 401, { error: { code: 'UNAUTHORIZED', message: `${url.pathname.slice(0, 200)} shows drafts, which are the editors': sign in on /__editor/sign-in, or send "Authorization: Bearer <token>" with an editor token (\`sitegen token create --role editor\`).` } });
}
