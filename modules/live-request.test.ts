import { describe, expect, it } from 'vitest';
import { DistributorModuleSchema, liveRequest } from './distributor-modules.js';
import { withoutOwnPage } from './live-list-view.js';

const context = { locale: 'en_GB' as const, publicApi: '/_api', site: 'main' };
const fields = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...DistributorModuleSchema.parse({ title: 'News', data, queriedItems: [] }), ...extra });

describe('the list call that refreshes a distributor (spec 7)', () => {
  it('auto: /list/v2/{sources}/ with its categories, leaving out the related page, and the filters call', () => {
    const request = liveRequest(fields({ mode: 'auto', quantity: 6, order: 'recent-DESC', related: 42, sources: [{ structuredData: 'NEWS', filters: [{ id: 7 }] }, { structuredData: 'BLOG' }] }), context, true);
    expect(request).toEqual({
      site: 'main', lang: 'en_GB', items: 6, order: 'recent-DESC',
      endpoint: '/_api/list/v2/NEWS%2CBLOG/', filtersEndpoint: '/_api/filters/NEWS%2CBLOG/site/main/lang/en_GB/related/',
      get: [7], ownPage: 42,
    });
  });

  it('every kind leaves out the page being rendered when the module names no related page', () => {
    const article = { ...context, pageId: 1234, pageSource: 'BLOG' };
    expect(liveRequest(fields({ mode: 'auto', quantity: 3, sources: [{ structuredData: 'NEWS' }, { structuredData: 'BLOG' }] }), article, false)).toMatchObject({ ownPage: 1234, items: 3 });
    expect(liveRequest(fields({ mode: 'manual', fixed: [3, 1] }), article, false)).toMatchObject({ ownPage: 1234 });
    expect(liveRequest(fields({ mode: 'navigation', quantity: 1 }), article, false)).toMatchObject({ endpoint: '/_api/list/navigations/', get: [1234], ownPage: null });
    // A page whose item is not of a listed source (or that has no item) cannot meet itself.
    expect(liveRequest(fields({ mode: 'auto', quantity: 3, sources: [{ structuredData: 'EVENTS' }] }), article, false)).toMatchObject({ ownPage: null });
    expect(liveRequest(fields({ mode: 'auto', quantity: 6, sources: [{ structuredData: 'NEWS' }] }), { ...context, pageId: 1000, pageSource: null }, false)).toMatchObject({ ownPage: null, items: 6 });
  });

  it('a refreshed list never shows the item of its own page and keeps the requested number', () => {
    const item = (id: number, pageId: number | null) => ({ id, relatedPage: pageId === null ? null : { pageId, url: `/p${pageId}/` }, content: { title: `Item ${id}` } });
    const answer = [item(1, 10), item(2, 20), item(3, null), item(4, 40)];
    expect(withoutOwnPage(answer, 10, 3).map((i) => i.id)).toEqual([2, 3, 4]);
    expect(withoutOwnPage(answer, 20, 3).map((i) => i.id)).toEqual([1, 3, 4]);
    expect(withoutOwnPage(answer, 99, 3).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(withoutOwnPage(answer, null, 4).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('manual: /list/fixed/ with the chosen items; navigation: /list/navigations/ with the related page', () => {
    expect(liveRequest(fields({ mode: 'manual', fixed: [3, 1, 2] }), context, true)).toMatchObject({ endpoint: '/_api/list/fixed/', get: [3, 1, 2], filtersEndpoint: null });
    expect(liveRequest(fields({ mode: 'navigation', related: 99, quantity: 2 }), context, false)).toMatchObject({ endpoint: '/_api/list/navigations/', get: [99], items: 2 });
    expect(liveRequest(fields({ mode: 'navigation' }), context, false)).toBeNull();
  });

  it('a list split over pages at build is not refreshed in the browser', () => {
    expect(liveRequest(fields({ mode: 'auto', sources: [{ structuredData: 'NEWS' }] }, { paginated: true }), context, true)).toBeNull();
  });
});
