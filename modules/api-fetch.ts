/**
 * Calls from the browser to the public API (forms, search, lists). An editor is signed in one
 * of two ways (spec 6): with a session (its HttpOnly cookie travels by itself; the editor's
 * window hands over the session's CSRF token, sent as `x-csrf-token` on every call that is not
 * a read), or with a bearer token kept in localStorage (`Authorization: Bearer <token>`).
 * Visitors have neither: public pages never set a CSRF token. Tokens only ever live in the
 * browser: nothing in the static output holds one.
 */
export const TOKEN_STORAGE_KEY = 'sitegen-token';

export function storedToken(): string | null {
  try {
    const token = globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    return token && /^[\w.~+/-]{8,512}=*$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The signed-in session's CSRF token, in this page's memory only (never stored). */
let sessionCsrf: string | null = null;

/** Set by the editor's window once it knows the session (GET /accounts/me), cleared on sign-out. */
export function setSessionCsrf(token: string | null): void {
  sessionCsrf = token;
}

/**
 * What the editor's window does when a write is refused for its session (an expired session,
 * or a CSRF token from before the editor signed in again in another tab): resolves true once
 * the session is good again (the request is then sent once more), false when the editor gave up.
 * Public pages never set one.
 */
type SessionRecovery = (response: Response) => Promise<boolean>;
let recovery: SessionRecovery | null = null;

export function setSessionRecovery(recover: SessionRecovery | null): void {
  recovery = recover;
}

/** A refusal that a new session (or its current CSRF token) may lift. */
async function refusedForSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const answer = await response.clone().json().catch(() => null) as { error?: { code?: string } } | null;
  return answer?.error?.code === 'CSRF';
}

export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    const token = storedToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const method = (init.method ?? 'GET').toUpperCase();
    if (sessionCsrf && method !== 'GET' && method !== 'HEAD') headers.set('x-csrf-token', sessionCsrf);
    return fetch(url, { ...init, headers });
  };
  const response = await send();
  // A session's write refused for the session, not for what it sent: recovered, then sent again
  // with the session's token as it is now (spec 4: an expired session loses no work).
  if (recovery && sessionCsrf && !storedToken() && await refusedForSession(response) && await recovery(response)) return send();
  return response;
}
