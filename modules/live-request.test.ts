import { describe, expect, it } from 'vitest';
import { DistributorModuleSchema, liveRequest } from './distributor-modules.js';

const context = { locale: 'en_GB' as const, publicApi: '/_api', site: 'main' };
const fields = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...DistributorModuleSchema.parse({ title: 'News', data, queriedItems: [] }), ...extra });

describe('the list call that refreshes a distributor (spec 7)', () => {
  it('auto: /list/v2/{sources}/ with its categories, excluding the related page, and the filters call', () => {
    const request = liveRequest(fields({ mode: 'auto', quantity: 6, order: 'recent-DESC', related: 42, sources: [{ structuredData: 'NEWS', filters: [{ id: 7 }] }, { structuredData: 'BLOG' }] }), context, true);
    expect(request).toEqual({
      site: 'main', lang: 'en_GB', items: 6, order: 'recent-DESC',
      endpoint: '/_api/list/v2/NEWS%2CBLOG/', filtersEndpoint: '/_api/filters/NEWS%2CBLOG/site/main/lang/en_GB/related/',
      get: [7], exclude: [42],
    });
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
