/**
 * Calls from the browser to the public API (forms, search, lists). When an editor is signed in,
 * their token is in localStorage and every call carries `Authorization: Bearer <token>`
 * (spec 6); visitors have none. Tokens only ever live in the browser: nothing in the static
 * output holds one.
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

export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(url, { ...init, headers });
}
