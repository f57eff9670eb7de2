import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';

let api: RunningApi;
const get = async (path: string) => {
  const res = await fetch(api.url + path);
  return { status: res.status, body: (await res.json()) as any };
};
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(api.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-api-'));
  copyFileSync(inject('demoDb'), join(dir, 'site.db'));
  api = await startApiServer({ dbFile: join(dir, 'site.db') });
});
afterAll(() => api.close());

describe('content API: delivery calls', () => {
  it('answers the site with both languages and the (empty) redirects table', async () => {
    const { status, body } = await get('/site/main');
    expect(status).toBe(200);
    expect(body.languages.map((l: any) => [l.locale, l.label, l.prefix])).toEqual([['es_ES', 'ES', ''], ['en_GB', 'EN', '/en']]);
    expect(body.redirects).toEqual([]);
    expect((await get('/site/1')).body.slug).toBe('main');
  });

  it('lists every published page with a hash, filtered by language', async () => {
    const all = await get('/site/main/pages');
    const en = await get('/site/main/pages?lang=en_GB');
    expect(all.body.totalItems).toBeGreaterThanOrEqual(1200);
    expect(all.body.items.every((p: any) => typeof p.hash === 'string' && p.hash.length > 0 && p.path.endsWith('/'))).toBe(true);
    expect(en.body.items.every((p: any) => p.locale === 'en_GB')).toBe(true);
    expect(en.body.totalItems + (await get('/site/main/pages?lang=es_ES')).body.totalItems).toBe(all.body.totalItems);
  });

  it('answers a page with its translation linked both ways through pageLanguages', async () => {
    const index = (await get('/site/main/pages')).body.items as any[];
    const es = index.find((p) => p.path === '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    const page = (await get(`/site/main/page/${es.id}`)).body;
    expect(page.template.templateType).toBe('ProgramDetail');
    expect(page.fullUrl).toBe(`https://www.edte.example${es.path}`);
    expect(page.hash).toBe(es.hash);
    const en = page.pageLanguages.find((l: any) => l.locale === 'en_GB');
    expect(en.path).toBe('/en/higher-degree-in-web-application-development/');
    const back = (await get(`/site/main/page/${en.pageId}`)).body;
    expect(back.pageLanguages.find((l: any) => l.locale === 'es_ES').pageId).toBe(es.id);
  });

  it('answers errors as {error: {code, message}} with the right status', async () => {
    expect(await get('/site/main/page/999999')).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No published page 999999 in site main.' } } });
    expect((await get('/site/nope')).status).toBe(404);
    expect((await get('/site/main/page/abc')).body.error.code).toBe('BAD_REQUEST');
    expect((await get('/nowhere')).status).toBe(404);
    const wrongMethod = await fetch(`${api.url}/site/main/distributor`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('refuses bodies that are not JSON or too large', async () => {
    const res = await fetch(`${api.url}/site/main/distributor`, { method: 'POST', headers: { 'content-type': 'text/plain', lang: 'es_ES' }, body: 'x' });
    expect(res.status).toBe(415);
    expect((await post('/site/main/distributor', 'x'.repeat(1024 * 1024 + 10), { lang: 'es_ES' })).status).toBe(413);
    expect((await post('/site/main/distributor', '{not json', { lang: 'es_ES' })).body.error.message).toBe('The body is not valid JSON.');
  });
});

describe('content API: lists (spec section 7)', () => {
  it('pages lists 50 items at a time by default', async () => {
    const { body } = await get('/list/v2/BLOG/?site=1&lang=es_ES');
    expect(body.items).toHaveLength(50);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 50));
    const last = await get(`/list/v2/BLOG/?site=1&lang=es_ES&page=${body.totalPages}`);
    expect(last.body.items.length).toBe(body.totalItems - 50 * (body.totalPages - 1));
  });

  it('orders by date (newest first) or alphabetically', async () => {
    const recent = (await get('/list/v2/NEWS,BLOG/?site=main&lang=en_GB&items=20')).body.items as any[];
    const dates = recent.map((i) => i.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    const alpha = (await get('/list/v2/TEACHERS/?site=main&lang=es_ES&items=30&order=alpha-ASC&relations=off')).body.items as any[];
    const names = alpha.map((i) => i.content.title.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(alpha[0].categories).toBeUndefined();
    expect((await get('/list/v2/BLOG/?site=1&lang=es_ES&order=sideways')).status).toBe(400);
  });

  it('filters by category ids with OR and AND, excludes ids, caps with maxItems, searches accent-insensitively', async () => {
    const filters = (await get('/filters/BLOG/site/main/lang/es_ES/related/')).body.BLOG;
    expect(filters.label).toBe('Blog');
    const [first, second] = filters.items;
    const one = (await get(`/list/v2/BLOG/?site=1&lang=es_ES&get=${first.id}&items=500`)).body;
    expect(one.totalItems).toBeGreaterThan(0);
    expect(one.items.every((i: any) => i.categories.some((c: any) => c.id === first.id))).toBe(true);
    const either = (await get(`/list/v2/BLOG/?site=1&lang=es_ES&get=${first.id},${second.id}&operator=OR`)).body;
    const both = (await get(`/list/v2/BLOG/?site=1&lang=es_ES&get=${first.id},${second.id}&operator=AND`)).body;
    expect(either.totalItems).toBeGreaterThan(one.totalItems);
    expect(both.totalItems).toBe(0); // each article has one topic
    const excluded = (await get(`/list/v2/BLOG/?site=1&lang=es_ES&get=${first.id}&exclude=${one.items[0].id}&items=500`)).body;
    expect(excluded.totalItems).toBe(one.totalItems - 1);
    expect((await get('/list/v2/BLOG/?site=1&lang=es_ES&maxItems=7&items=5&page=2')).body).toMatchObject({ totalItems: 7, totalPages: 2 });
    const title = one.items[0].content.title as string;
    const word = title.split(' ').find((w) => /[áéíóú]/i.test(w)) ?? title.split(' ')[0]!;
    const folded = word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    const found = (await get(`/list/v2/BLOG/?site=1&lang=es_ES&items=500&search=${encodeURIComponent(folded)}`)).body.items as any[];
    expect(found.map((i) => i.id)).toContain(one.items[0].id);
  });

  it('keeps the editor\'s order in manual (fixed) lists', async () => {
    const some = (await get('/list/v2/PROGRAMS/?site=1&lang=es_ES')).body.items as any[];
    const ids = some.map((i) => i.id).reverse().slice(0, 3);
    const fixed = (await get(`/list/fixed/?site=1&lang=es_ES&get=${ids.join(',')}`)).body;
    expect(fixed.items.map((i: any) => i.id)).toEqual(ids);
    expect((await get('/list/fixed/?site=1&lang=es_ES')).status).toBe(400);
  });

  it('answers previous and next items in navigation lists', async () => {
    const list = (await get('/list/v2/EVENTS/?site=1&lang=es_ES&order=recent-DESC')).body.items as any[];
    const middle = list[3];
    const nav = (await get(`/list/navigations/?site=1&lang=es_ES&get=${middle.relatedPage.pageId}&items=1`)).body;
    expect(nav.previous[0].id).toBe(list[4].id);
    expect(nav.next[0].id).toBe(list[2].id);
  });

  it('requires lang unless allLanguages is set', async () => {
    expect((await get('/list/v2/BLOG/?site=1')).status).toBe(400);
    const all = (await get('/list/v2/PROGRAMS/?site=1&allLanguages=true')).body;
    expect(all.totalItems).toBe(12);
  });
});

describe('content API: distributors', () => {
  it('answers auto mode with the newest items of the sources, filtered', async () => {
    const filters = (await get('/filters/NEWS/site/main/lang/en_GB/related/')).body.NEWS.items as any[];
    const res = await post('/site/main/distributor', {
      mode: 'auto', order: 'recent-DESC', quantity: 4,
      sources: [{ structuredData: 'NEWS', filters: [{ id: filters[0].id }], filterOperator: 'OR', globalOperator: 'AND' }],
    }, { lang: 'en_GB' });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(4);
    expect(res.body.items.every((i: any) => i.structuredData === 'NEWS' && i.language === 2 && i.categories.some((c: any) => c.id === filters[0].id))).toBe(true);
    expect(res.body.totalItems).toBeGreaterThanOrEqual(4);
  });

  it('answers manual mode in the given order and navigation mode with previous/next', async () => {
    const programs = (await get('/list/v2/PROGRAMS/?site=1&lang=es_ES')).body.items as any[];
    const manual = await post('/site/main/distributor', { mode: 'manual', fixed: [programs[2].id, programs[0].id] }, { lang: 'es_ES' });
    expect(manual.body.items.map((i: any) => i.id)).toEqual([programs[2].id, programs[0].id]);
    const nav = await post('/site/main/distributor', { mode: 'navigation', related: programs[1].relatedPage.pageId, quantity: 1 }, { lang: 'es_ES' });
    expect(Object.keys(nav.body).sort()).toEqual(['next', 'previous']);
  });

  it('names what is wrong with a bad distributor body', async () => {
    const res = await post('/site/main/distributor', { mode: 'sideways' }, { lang: 'es_ES' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Invalid distributor body: mode: /);
    expect((await post('/site/main/distributor', { mode: 'auto', sources: [] }, { lang: 'xx' })).body.error.message).toMatch(/lang header/);
  });
});

describe('content API: indexes', () => {
  it('answers list and distributor queries without scanning every row', () => {
    const db = api.store.db;
    const captured: string[] = [];
    const prepare = db.prepare.bind(db);
    (db as any).prepare = (sql: string) => { captured.push(sql); return prepare(sql); };
    try {
      // A fresh store prepares (and so shows) every statement it runs.
      const store = new ContentStore(db);
      const base = { locale: 'es_ES', items: 50, categories: [], operator: 'OR' as const, exclude: [], relations: 'simple' as const, includePending: false };
      store.list('1', { ...base, sources: ['BLOG', 'NEWS'], page: 2, order: 'recent-DESC' });
      store.list('1', { ...base, sources: ['BLOG'], page: 1, order: 'alpha-ASC', categories: [100, 101], exclude: [5000] });
      store.distributor('main', 'es_ES', { mode: 'auto', quantity: 3, sources: [{ structuredData: 'BLOG', filters: [{ id: 100 }], filterOperator: 'AND', globalOperator: 'AND' }], fixed: [], fullRelations: false, allLanguages: false, preferenceLanguage: false });
    } finally {
      (db as any).prepare = prepare;
    }
    const selects = captured.filter((s) => /FROM items i/.test(s));
    expect(selects.length).toBeGreaterThanOrEqual(5);
    for (const sql of selects) {
      const params = (sql.match(/\?/g) ?? []).map(() => 1);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      expect(plan.filter((d) => /^SCAN i\b/.test(d)), `${sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });
});
