import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { listModuleOf } from '../../src/publish/render/list-variants.js';
import { paginateList } from '../../src/publish/pages/build-page.js';
import { validatePage } from '../../src/contract/validate-page.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { startFaultyProxy } from '../helpers/faulty-proxy.js';

/**
 * A slow but healthy content API: every answer takes 300 ms more, within the client's 1 s timeout
 * (room for the API's own time on a busy machine, on either backend).
 * The blog list's pages (spec 2, 50 items a page) are asked while the client may keep only one
 * request open; those waiting their turn must not time out (the timeout is per request, docs/commands.md).
 */
const DELAY_MS = 300;
const TIMEOUT_MS = 1000;

describe('a list over a slow content API', () => {
  let db: Sql;
  let api: { base: string; close: () => Promise<void> };
  let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;

  beforeAll(async () => {
    db = await openLocation(await copyDemo('slow'));
    api = await startApiOn(db);
    proxy = await startFaultyProxy(api.base, () => ({ action: 'delay', ms: DELAY_MS }));
  });
  afterAll(async () => {
    await proxy.close();
    await api.close();
    await db.close();
  });

  it('gets every page of the blog list when each answer alone is within the timeout', async () => {
    const client = new ApiClient({ baseUrl: proxy.url, concurrency: 1, timeoutMs: TIMEOUT_MS, retries: 0 });
    const { id } = (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/blog/'"))!;
    const { page } = validatePage(await client.raw(`/site/main/page/${id}`, 'page /blog/'));
    const module = page && listModuleOf(page);
    if (!page || !module) throw new Error('the demo has no blog list at /blog/');
    const before = proxy.count;
    const started = performance.now();
    const variants = await paginateList(page, module, client);
    // Enough pages that the last ones waited longer than the timeout for their turn.
    expect(variants.length).toBeGreaterThanOrEqual(4);
    expect(variants.length * DELAY_MS).toBeGreaterThan(TIMEOUT_MS);
    expect(performance.now() - started).toBeGreaterThan(TIMEOUT_MS);
    expect(proxy.count - before).toBe(variants.length);
    expect(variants.map((v) => v.page.path)).toEqual(variants.map((_, n) => (n === 0 ? '/blog/' : `/blog/${n + 1}/`)));
    expect(variants.every((v) => v.pagination?.total === variants.length)).toBe(true);
    await client.close();
  });
});
