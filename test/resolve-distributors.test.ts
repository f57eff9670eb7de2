import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/publish/fetch/api-client.js';
import { MAX_CACHED_DISTRIBUTORS, resolveDistributors, type DistributorCache } from '../src/publish/fetch/resolve-distributors.js';

/**
 * The build shares distributor answers (spec 7: many pages list the same items) without keeping
 * every answer of a 50,000-page site: a real server counts what the build asks.
 */
describe('distributor answers shared within a build', () => {
  let server: Server;
  let client: ApiClient;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
      req.on('end', () => {
        asked.push(body);
        // A little later, so that calls made together are in flight together.
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          items: [{ id: 1, structuredData: 'BLOG', language: 1, relatedPage: body.includes('"PAGED"') ? { pageId: 1, url: '/one/' } : null, content: { title: body.slice(0, 40) }, modified: '2026-01-01', published: '2026-01-01' }],
          totalItems: 1,
        })), 5);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    client = new ApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, concurrency: 8, timeoutMs: 10_000, retries: 0 });
  });
  afterAll(async () => {
    await client.close();
    await new Promise((r) => { server.closeAllConnections(); server.close(r); });
  });

  /** An article page: a "latest news" list every page shares, and a "you may also like" of its own. */
  const article = (id: number) => ({
    id, locale: 'es_ES', structuredData: 'BLOG',
    template: {
      mainSection: {
        modules: [
          { component: 'Latest', data: { mode: 'auto', sources: [{ structuredData: 'NEWS' }], quantity: 3 } },
          { component: 'Insights', data: { mode: 'auto', sources: [{ structuredData: 'BLOG' }], quantity: 3 } },
        ],
      },
    },
  });

  it('asks identical distributors in flight once, keeps the shared one warm, and keeps at most MAX_CACHED_DISTRIBUTORS answers', async () => {
    const cache: DistributorCache = new Map();
    const pages = Array.from({ length: MAX_CACHED_DISTRIBUTORS + 500 }, (_, n) => article(10_000 + n));
    asked.length = 0;
    // Eight pages at a time, as the build does.
    for (let n = 0; n < pages.length; n += 8) {
      await Promise.all(pages.slice(n, n + 8).map((page) => resolveDistributors(page, { client, site: 'main', cache })));
    }
    const shared = asked.filter((body) => body.includes('"NEWS"'));
    expect(shared).toHaveLength(1);
    expect(asked.filter((body) => body.includes('"BLOG"'))).toHaveLength(pages.length);
    expect(cache.size).toBeLessThanOrEqual(MAX_CACHED_DISTRIBUTORS);
    // Every page got its answers, the shared one included.
    for (const page of pages) {
      for (const module of page.template.mainSection.modules) expect((module as { queriedItems?: unknown[] }).queriedItems).toHaveLength(1);
    }
  });

  it('while recording what pages embed, asks the window of a source once for all its pages and reads each page\'s items from it', async () => {
    const cache: DistributorCache = new Map();
    const page = (id: number) => ({
      id, locale: 'es_ES', structuredData: 'PAGED',
      template: { mainSection: { modules: [{ component: 'Insights', data: { mode: 'auto', sources: [{ structuredData: 'PAGED' }], quantity: 3 } }] } },
    });
    const pages = Array.from({ length: 40 }, (_, n) => page(20_000 + n));
    asked.length = 0;
    const embeds = await Promise.all(pages.map((p) => resolveDistributors(p, { client, site: 'main', cache, record: true })));
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!)).toMatchObject({ quantity: 4 });
    expect(JSON.parse(asked[0]!)).not.toHaveProperty('related');
    for (const p of pages) expect(p.template.mainSection.modules[0]).toHaveProperty('queriedItems', [expect.objectContaining({ id: 1 })]);
    expect(new Set(embeds.map((e) => e.embeds[0]!.call)).size).toBe(1);
  });
});
