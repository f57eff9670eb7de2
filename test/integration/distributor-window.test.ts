import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../modules/locale-format.js';
import { distributorCalls } from '../../src/contract/distributor-calls.js';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { itemsWithin, windowCallOf } from '../../src/publish/fetch/embeds.js';
import { fetchPageIndex } from '../../src/publish/fetch/fetch-site.js';
import { askDistributor, callOnDay } from '../../src/publish/fetch/resolve-distributors.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * The build reads a page's "you may also like" (a distributor asked with `related` = the page,
 * spec 7) from the window its source's pages share instead of asking the API once per page
 * (src/publish/fetch/embeds.ts, itemsWithin). That is only right if it is exactly what the API
 * answers the page's own call: asked both ways of the real content API, for every such module of
 * every page of the demo.
 */
describe('a page\'s distributor items read from its shared window', () => {
  it('are what the content API answers the page\'s own call, for every page of the demo', async () => {
    const conn = await openLocation(await copyDemo('distributor-window'));
    const api = await startApiOn(conn);
    const client = new ApiClient({ baseUrl: api.base, concurrency: 8, timeoutMs: 30_000, retries: 0 });
    try {
      const today = localDayOf(new Date());
      const index = await fetchPageIndex(client, 'main');
      let compared = 0;
      let ownInWindow = 0;
      for (let n = 0; n < index.length; n += 16) {
        await Promise.all(index.slice(n, n + 16).map(async (item) => {
          const raw = await client.raw(`/site/main/page/${item.id}`, `page ${item.path}`);
          const { locale, calls } = distributorCalls(raw);
          for (const { data: asked, where } of calls) {
            const data = callOnDay(asked, today);
            const window = windowCallOf(data);
            if (window === data) continue;
            const [own, shared] = await Promise.all([
              askDistributor(client, 'main', locale, data, `${item.path} ${where}`),
              askDistributor(client, 'main', locale, window, `${item.path} ${where} (window)`),
            ]);
            const within = itemsWithin(shared, data);
            expect(within, `${item.path} ${where}: the window tells the page's items`).not.toBeNull();
            expect(within, `${item.path} ${where}`).toEqual('items' in own ? own.items : null);
            compared += 1;
            if ('items' in shared && shared.items.some((i) => i.relatedPage?.pageId === item.id)) ownInWindow += 1;
          }
        }));
      }
      // Both cases met: the page's own item inside its window (left out) and beyond it.
      expect(ownInWindow).toBeGreaterThan(10);
      expect(compared - ownInWindow).toBeGreaterThan(10);
    } finally {
      await client.close();
      await api.close();
      await conn.close();
    }
  });

  it('are not guessed when the window cannot tell: a navigation, an item without a page, two items of the page', () => {
    const item = (id: number, pageId: number | null) => ({
      id, structuredData: 'BLOG', language: 1, relatedPage: pageId === null ? null : { pageId, url: `/p${pageId}/` },
      content: { title: `Item ${id}` }, modified: '2026-11-01', published: '2026-11-01',
    });
    const call = { mode: 'auto', sources: [{ structuredData: 'BLOG' }], quantity: 2, related: 7 };
    expect(itemsWithin({ items: [item(1, 5), item(2, 7), item(3, 9)] }, call)?.map((i) => i.id)).toEqual([1, 3]);
    expect(itemsWithin({ items: [item(1, 5), item(2, 6), item(3, 9)] }, call)?.map((i) => i.id)).toEqual([1, 2]);
    expect(itemsWithin({ items: [item(1, 5), item(2, null), item(3, 9)] }, call)).toBeNull();
    expect(itemsWithin({ items: [item(1, 7), item(2, 7), item(3, 9)] }, call)).toBeNull();
    expect(itemsWithin({ previous: [item(1, 5)], next: [item(3, 9)] }, { ...call, mode: 'navigation' })).toBeNull();
    // A manual list without a quantity: every chosen item but the page's own.
    expect(itemsWithin({ items: [item(1, 7), item(2, 8)] }, { mode: 'manual', fixed: [1, 2], related: 7 })?.map((i) => i.id)).toEqual([2]);
  });
});
