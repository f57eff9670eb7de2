// @vitest-environment jsdom
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiFetch, setSessionCsrf } from '../modules/api-fetch.js';
import { nextPath } from '../runtime/editor/account-pages.js';
import { proxiedHeaders } from '../src/preview/account-routes.js';

/** Where the sign-in page sends the editor afterwards: only a page of the preview itself. */
describe('nextPath', () => {
  it.each([
    ['?next=%2Fcontacto%2F', '/contacto/'],
    ['?next=%2Fen%2Fcontact%2F%3Fframe%3D1', '/en/contact/?frame=1'],
    ['', '/'],
    ['?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['?next=%2F%2Fevil.example%2F', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=javascript%3Aalert(1)', '/'],
    ['?next=%2F__editor%2Fsign-in', '/'],
    // The admissions inbox is a place to come back to; its address alone, nothing after it.
    ['?next=%2F__editor%2Fleads', '/__editor/leads'],
    ['?next=%2F__editor%2Fleads%3Fx%3D%2F%2Fevil.example', '/__editor/leads'],
    ['?next=%2F__editor%2Fleads%2F..%2Fset-password', '/'],
    ['?next=%2F_api%2Faccounts%2Fsign-out', '/'],
    // What a browser's URL parser drops or reads as a slash: a tab, a newline, a carriage return
    // or a backslash after the first slash makes the rest a host (an open redirect after sign-in).
    ['?next=%2F%09%2Fevil.example%2F', '/'],
    ['?next=%2F%0A%2Fevil.example%2F', '/'],
    ['?next=%2F%0D%2Fevil.example%2F', '/'],
    ['?next=%2F%09%5Cevil.example%2F', '/'],
    ['?next=%09%2F%2Fevil.example%2F', '/'],
    ['?next=%2F%0D%0A%09%2Fevil.example', '/'],
    ['?next=/%2F%2Fevil.example%2F', '/'],
    ['?next=%2F%2509%2Fevil.example%2F', '/%09/evil.example/'],
    ['?next=%2F_%61pi%2Fx', '/'],
    ['?next=%2Fcontacto%2F%09', '/contacto/'],
  ])('%s → %s', (search, expected) => expect(nextPath(search, 'http://127.0.0.1:4321')).toBe(expected));
});

/** The CSRF header goes on the session's writes only, never on reads, and only once the editor set it. */
describe('apiFetch', () => {
  it('adds x-csrf-token to non-GET calls once a session is known', async () => {
    const seen: Record<string, string | undefined>[] = [];
    const server = createServer((req, res) => {
      seen.push({ method: req.method, csrf: req.headers['x-csrf-token'] as string | undefined });
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      await apiFetch(url, { method: 'POST' });
      setSessionCsrf('the-csrf-token');
      await apiFetch(url);
      await apiFetch(url, { method: 'PUT' });
      setSessionCsrf(null);
      await apiFetch(url, { method: 'POST' });
    } finally {
      setSessionCsrf(null);
      server.close();
    }
    expect(seen).toEqual([
      { method: 'POST', csrf: undefined },
      { method: 'GET', csrf: undefined },
      { method: 'PUT', csrf: 'the-csrf-token' },
      { method: 'POST', csrf: undefined },
    ]);
  });
});

/** The preview's proxy: the session cookie goes to the API only; the client's address is the proxy's to say. */
describe('proxiedHeaders', () => {
  it('keeps cookies for /_api/, drops them for /_img/, and replaces a client-sent X-Forwarded-For', async () => {
    const server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      res.end(JSON.stringify(proxiedHeaders(req, url)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const ask = (path: string) => new Promise<Record<string, string>>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { cookie: 'sitegen_session=abc', 'x-forwarded-for': '10.9.9.9' } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => { text += d.toString(); }).on('end', () => resolve(JSON.parse(text) as Record<string, string>));
      }).on('error', reject).end();
    });
    try {
      const api = await ask('/_api/accounts/me');
      expect(api.cookie).toBe('sitegen_session=abc');
      expect(api['x-forwarded-for']).toBe('127.0.0.1');
      const img = await ask('/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp/x.jpg');
      expect(img.cookie).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
