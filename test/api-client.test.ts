import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ApiClient } from '../src/publish/fetch/api-client.js';
import { ApiRequestError } from '../src/errors.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); })));
});

/** A real HTTP server that answers each request with the next scripted reply. */
async function scripted(replies: ((res: import('node:http').ServerResponse) => void)[]) {
  let n = 0;
  const seen: number[] = [];
  const server = createServer((req, res) => {
    seen.push(Date.now());
    const reply = replies[Math.min(n++, replies.length - 1)]!;
    reply(res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, count: () => n, seen };
}

const ok = (body: unknown) => (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const status = (code: number, headers: Record<string, string> = {}) => (res: import('node:http').ServerResponse) =>
  res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error: { code: 'X', message: `status ${code}` } }));

const client = (url: string, extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) =>
  new ApiClient({ baseUrl: url, concurrency: 2, timeoutMs: 1000, retries: 3, backoffMs: 5, ...extra });

describe('API client retries and errors', () => {
  it('retries a server that answers 503 twice, then gets the 200', async () => {
    const server = await scripted([status(503), status(503), ok({ hello: 'world' })]);
    const retries: string[] = [];
    const api = client(server.url, { onRetry: (r) => retries.push(r.reason) });
    await expect(api.get('/x', z.object({ hello: z.string() }), 'greeting')).resolves.toEqual({ hello: 'world' });
    expect(server.count()).toBe(3);
    expect(retries).toEqual(['503 status 503', '503 status 503']);
    await api.close();
  });

  it('gives up after 3 retries (4 requests) with the method, URL and status', async () => {
    const server = await scripted([status(500)]);
    const api = client(server.url);
    const error = await api.get('/site/main', z.unknown(), 'site').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(`GET ${server.url}/site/main answered 500: 500 status 500 (after 4 attempts)`);
    expect(server.count()).toBe(4);
    await api.close();
  });

  it('does not retry a 404 and says what to check', async () => {
    const server = await scripted([status(404)]);
    const api = client(server.url);
    const error = (await api.get('/site/nope', z.unknown(), 'site').catch((e: unknown) => e)) as ApiRequestError;
    expect(server.count()).toBe(1);
    expect(error.status).toBe(404);
    expect(error.hint).toMatch(/site slug/);
    await api.close();
  });

  it('honours Retry-After on 429', async () => {
    const server = await scripted([status(429, { 'retry-after': '1' }), ok({ ok: true })]);
    const api = client(server.url);
    await api.get('/x', z.unknown(), 'x');
    expect(server.seen[1]! - server.seen[0]!).toBeGreaterThanOrEqual(950);
    await api.close();
  });

  it('retries a dropped connection and reports an unreachable API in one clear line', async () => {
    const server = await scripted([(res) => res.socket?.destroy()]);
    const api = client(server.url);
    const error = (await api.get('/x', z.unknown(), 'x').catch((e: unknown) => e)) as ApiRequestError;
    expect(server.count()).toBe(4);
    expect(error.message).toMatch(/failed: connection closed by the server \(after 4 attempts\)$/);
    expect(error.hint).toMatch(/Is the content API running/);
    await api.close();
  });

  it('times out a request that never answers', async () => {
    const server = await scripted([() => { /* never answers */ }]);
    const api = client(server.url, { timeoutMs: 200, retries: 1 });
    const error = (await api.get('/slow', z.unknown(), 'x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toMatch(/no answer within 200 ms \(after 2 attempts\)/);
    await api.close();
  });

  it('a 200 that stalls mid-body is a network timeout, retried, with a network hint (not a content error)', async () => {
    const server = await scripted([(res) => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }); res.write('{"items": ['); }]);
    const api = client(server.url, { timeoutMs: 300, retries: 1 });
    const error = (await api.get('/site/main/page/7', z.unknown(), 'page /museo/').catch((e: unknown) => e)) as ApiRequestError;
    expect(server.count()).toBe(2);
    expect(error.status).toBeNull();
    expect(error.code).toBe('API_UNREACHABLE');
    expect(error.message).toBe(`GET ${server.url}/site/main/page/7 failed: the answer stalled after its headers (status 200), incomplete after 300 ms (after 2 attempts)`);
    expect(error.hint).toContain(server.url);
    expect(error.hint).toMatch(/--timeout/);
    expect(error.hint).not.toMatch(/fix the content|CMS/i);
    await api.close();
  });

  it('a connection dropped mid-body is a network error, not an HTTP status', async () => {
    const server = await scripted([(res) => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }); res.write('{"items": [', () => res.socket?.destroy()); }]);
    const api = client(server.url, { retries: 1 });
    const error = (await api.get('/x', z.unknown(), 'x').catch((e: unknown) => e)) as ApiRequestError;
    expect(server.count()).toBe(2);
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/failed: connection closed by the server .*\(after 2 attempts\)$/);
    await api.close();
  });

  it('names the contract problem when the answer has the wrong shape', async () => {
    const server = await scripted([ok({ items: 'nope' })]);
    const api = client(server.url);
    const error = (await api.get('/site/main/pages', z.object({ items: z.array(z.unknown()) }), 'page index').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toMatch(/the page index does not match the contract: items: /);
    await api.close();
  });
});

describe('API client under a queue', () => {
  it('counts a request\'s timeout from when it is sent, not from when it waits for a free connection', async () => {
    // A real server that takes 150 ms for every answer, well within the 400 ms timeout; the
    // client may keep 4 requests open, so 40 asked at once wait up to 1.5 s for their turn.
    const sent: number[] = [];
    const server = createServer((req, res) => {
      sent.push(Date.now());
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })), 150);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const api = new ApiClient({ baseUrl: url, concurrency: 4, timeoutMs: 400, retries: 0 });
    const answers = await Promise.allSettled(Array.from({ length: 40 }, (_, n) => api.get(`/item/${n}`, z.object({ path: z.string() }), `item ${n}`)));
    const failed = answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason));
    expect(failed).toEqual([]);
    expect(answers.map((a) => (a as PromiseFulfilledResult<{ path: string }>).value.path)).toEqual(Array.from({ length: 40 }, (_, n) => `/item/${n}`));
    // They really queued: the last one was sent long after the first (the timeout would have run out).
    expect(sent.at(-1)! - sent[0]!).toBeGreaterThan(400);
    await api.close();
  });
});
