import { expect } from 'vitest';
import { runCli } from './cli.js';

/** A signed-in account's credentials for API calls: its session cookie and CSRF token. */
export interface SignedIn { cookie: string; csrf: string }

/**
 * An account made as an administrator makes one (`sitegen editor add --role`), its password set
 * through the link the command prints, then signed in through the API at `api`.
 */
export async function signedInAs(api: string, location: string, email: string, role: string, password = 'correct horse battery staple'): Promise<SignedIn> {
  const out = await runCli(['editor', 'add', email, '--role', role, '--db', location]);
  expect(out.code, out.stderr).toBe(0);
  const token = /\/__editor\/set-password#([\w-]+)/.exec(out.stdout)![1]!;
  const json = { 'content-type': 'application/json' };
  expect((await fetch(`${api}/accounts/set-password`, { method: 'POST', headers: json, body: JSON.stringify({ token, password }) })).status).toBe(200);
  const response = await fetch(`${api}/accounts/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  const cookie = /^sitegen_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
  return { cookie: `sitegen_session=${cookie}`, csrf: (await response.json() as { csrfToken: string }).csrfToken };
}

/** A request's options as `who`: its cookie, its CSRF token, and JSON when it has a body. */
export const as = (who: SignedIn, init: RequestInit = {}): RequestInit =>
  ({ ...init, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers as Record<string, string> } });
