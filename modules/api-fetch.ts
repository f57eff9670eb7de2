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

export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const method = (init.method ?? 'GET').toUpperCase();
  if (sessionCsrf && method !== 'GET' && method !== 'HEAD') headers.set('x-csrf-token', sessionCsrf);
  return fetch(url, { ...init, headers });
}
