import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createToken } from '../../server/editing.js';
import { DISTRIBUTOR_BODY_LIMIT } from '../../server/create-api-handler.js';
import type { Params, Sql } from '../../server/sql/sql.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { programs as offer } from '../../content/data/programs.js';

let api: RunningApi;
const get = async (path: string) => {
  const res = await fetch(api.url + path);
  return { status: res.status, body: (await res.json()) as any };
};
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(api.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};

let dbFile: string;
beforeAll(async () => {
  dbFile = await copyDemo('api');
  api = await startApiServer({ dbFile });
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

  it('answers the index entry at one path with ?path= (a one-path rebuild\'s read), as the whole index lists it', async () => {
    const all = (await get('/site/main/pages')).body.items as any[];
    const entry = all.find((p) => p.path === '/en/events/');
    expect(entry).toBeDefined();
    expect(await get('/site/main/pages?path=%2Fen%2Fevents%2F')).toEqual({ status: 200, body: { items: [entry], totalItems: 1 } });
    // Exact, as published: no page there (or not quite the path) is an empty index, not an error.
    for (const path of ['/en/no-such-page/', '/en/events', '/EN/EVENTS/']) expect((await get(`/site/main/pages?path=${encodeURIComponent(path)}`)).body, path).toEqual({ items: [], totalItems: 0 });
    // It combines with the other filters.
    expect((await get('/site/main/pages?path=%2Fen%2Fevents%2F&lang=es_ES')).body.items).toEqual([]);
    const bad = await get('/site/main/pages?path=en%2Fevents%2F');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Invalid path "en\/events\/": expected a page's path/);
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

describe('content API: a page\'s hash and site facts follow every write at once', () => {
  it('after a write by another connection and by the API\'s own, the page answers a new hash, the index\'s, and the site\'s new address', async () => {
    const index = async () => (await get('/site/main/pages')).body.items as any[];
    const entry = (await index()).find((p) => p.path === '/en/events/');
    const page = async () => (await get(`/site/main/page/${entry.id}`)).body;
    const before = await page();
    expect(before.hash).toBe(entry.hash);
    const row = (await api.store.sql.get<{ footer_id: number }>('SELECT footer_id FROM pages WHERE id = ?', [entry.id]))!;
    // Another connection (another process, a re-seed) changes the page's footer navigation and the site's domain…
    const other = await openLocation(dbFile);
    try {
      await other.run('UPDATE navigations SET hash = ? WHERE id = ?', ['changed-elsewhere', row.footer_id]);
      await other.run('UPDATE sites SET json = REPLACE(json, ?, ?) WHERE slug = ?', ['https://www.edte.example', 'https://www.edte2.example', 'main']);
    } finally {
      await other.close();
    }
    const afterOther = await page();
    expect(afterOther.hash).not.toBe(before.hash);
    expect(afterOther.hash).toBe((await index()).find((p) => p.id === entry.id).hash);
    expect(afterOther.fullUrl).toBe('https://www.edte2.example/en/events/');
    // …then the API's own connection does.
    await api.store.sql.run('UPDATE navigations SET hash = ? WHERE id = ?', ['changed-here', row.footer_id]);
    const afterOwn = await page();
    expect(afterOwn.hash).not.toBe(afterOther.hash);
    expect(afterOwn.hash).toBe((await index()).find((p) => p.id === entry.id).hash);
    // The other tests of this file read the demo's domain.
    await api.store.sql.run('UPDATE sites SET json = REPLACE(json, ?, ?) WHERE slug = ?', ['https://www.edte2.example', 'https://www.edte.example', 'main']);
    expect((await page()).fullUrl).toBe('https://www.edte.example/en/events/');
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
    // Every programme of the offer, in both languages.
    expect(all.totalItems).toBe(offer.length * 2);
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
  it('answers list and distributor queries without scanning every row', async () => {
    const sql = api.store.sql;
    const captured: { text: string; params: Params | undefined }[] = [];
    // The store's statements as it sends them, through the storage interface both backends share.
    const recording: Sql = {
      dialect: sql.dialect,
      adapter: sql.adapter,
      get closed() { return sql.closed; },
      all: (text, params) => { captured.push({ text, params }); return sql.all(text, params); },
      get: (text, params) => { captured.push({ text, params }); return sql.get(text, params); },
      run: (text, params) => sql.run(text, params),
      exec: (text) => sql.exec(text),
      transaction: (fn) => sql.transaction(fn),
      bulkLoad: (fn) => sql.bulkLoad(fn),
      close: () => sql.close(),
    };
    // A fresh store runs (and so shows) every statement, nothing from the API's caches.
    const store = new ContentStore(recording);
    const base = { locale: 'es_ES', items: 50, categories: [], operator: 'OR' as const, exclude: [], relations: 'simple' as const, includePending: false };
    await store.list('1', { ...base, sources: ['BLOG', 'NEWS'], page: 2, order: 'recent-DESC' });
    await store.list('1', { ...base, sources: ['BLOG'], page: 1, order: 'alpha-ASC', categories: [100, 101], exclude: [5000] });
    await store.distributor('main', 'es_ES', { mode: 'auto', quantity: 3, sources: [{ structuredData: 'BLOG', filters: [{ id: 100 }], filterOperator: 'AND', globalOperator: 'AND' }], fixed: [], fullRelations: false, allLanguages: false, preferenceLanguage: false });
    const selects = captured.filter((s) => /FROM items i/.test(s.text));
    // Each list's and the distributor's ordered pass, and the rows by id they share.
    expect(selects.length).toBeGreaterThanOrEqual(4);
    for (const { text, params } of selects) {
      const scans = await fullScansOfItems(sql, text, params);
      expect(scans.unindexed, `${text}\n${scans.plan}`).toEqual([]);
    }
  });
});

/**
 * How the database would read `items i` for a statement: each access that is not a lookup by an
 * index's condition. SQLite: EXPLAIN QUERY PLAN's `SCAN i` lines (`SEARCH i USING INDEX` is a
 * lookup). PostgreSQL: the plan's nodes on `i` without an Index Cond (a Seq Scan, or an index
 * walked whole), asked with sequential scans and hash and merge joins priced out: on the demo's
 * 1,200 items the planner would rather read the table whole (or hash the ids looked up against
 * all of it), which it stops doing as the table grows; the rule is that an index can answer.
 */
async function fullScansOfItems(sql: Sql, text: string, params: Params | undefined): Promise<{ unindexed: string[]; plan: string }> {
  if (sql.dialect === 'sqlite') {
    const plan = (await sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${text}`, params)).map((r) => r.detail);
    return { unindexed: plan.filter((d) => /^SCAN i\b/.test(d)), plan: plan.join('\n') };
  }
  const [row] = await sql.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) await tx.run(`SET LOCAL ${setting} = off`);
    return tx.all<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  });
  const raw = row!['QUERY PLAN'];
  type Node = { 'Node Type': string; Alias?: string; 'Index Cond'?: string; Plans?: Node[] };
  const root = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Node }[])[0]!.Plan;
  const unindexed: string[] = [];
  const walk = (node: Node) => {
    if (node.Alias === 'i' && node['Index Cond'] === undefined && node['Node Type'] !== 'Bitmap Heap Scan') unindexed.push(`${node['Node Type']} on items i`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return { unindexed, plan: JSON.stringify(root, null, 1) };
}

/** Every value of Object.prototype a lookup could find when it should only find own entries. */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

describe('content API: the sources segment is decoded once', () => {
  it('GET /list/v2/%25/ and /filters/%25/… answer 400 naming the sources, not 500 (decoded twice)', async () => {
    for (const path of ['/list/v2/%25/?site=main&lang=es_ES', '/filters/%25/site/main/lang/es_ES/related/']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toMatch(/^Invalid sources: unknown source "%"; use one or more of BLOG, EVENTS, NEWS/);
    }
  });

  it('malformed percent-encoding in any segment is a 400 naming that segment', async () => {
    const cases: [string, string][] = [
      ['/list/v2/%/?site=main&lang=es_ES', 'sources'], ['/list/v2/%E0%A4%A/?site=main&lang=es_ES', 'sources'],
      ['/filters/%zz/site/main/lang/es_ES/related/', 'sources'], ['/filters/BLOG/site/%/lang/es_ES/related/', 'site'],
      ['/filters/BLOG/site/main/lang/%/related/', 'lang'], ['/site/%', 'site'], ['/site/%/pages', 'site'],
      ['/site/%/navigations', 'site'], ['/site/main/page/%', 'page id'], ['/site/main/page/%00', 'page id'],
    ];
    for (const [path, name] of cases) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toContain(`Invalid ${name}`);
    }
    const form = await post('/forms/%', {});
    expect(form.status).toBe(400);
    expect(form.body.error.message).toContain('Invalid form type');
  });

  it('a comma-separated sources segment, encoded as the runtime encodes it, still lists both sources', async () => {
    const { status, body } = await get('/list/v2/NEWS%2CBLOG/?site=main&lang=es_ES&items=100');
    expect(status).toBe(200);
    expect(new Set(body.items.map((i: any) => i.structuredData))).toEqual(new Set(['NEWS', 'BLOG']));
  });

  it('an unknown source (__proto__, constructor, a typo) is a 400 listing the site\'s sources, on lists, filters and distributors', async () => {
    for (const source of ['__proto__', 'constructor', 'BLOGS', 'x'.repeat(300)]) {
      const list = await get(`/list/v2/${source}/?site=main&lang=es_ES`);
      const filters = await get(`/filters/BLOG,${source}/site/main/lang/es_ES/related/`);
      const distributor = await post('/site/main/distributor', { mode: 'auto', sources: [{ structuredData: source }] }, { lang: 'es_ES' });
      for (const [what, answer] of [['list', list], ['filters', filters], ['distributor', distributor]] as const) {
        expect(answer.status, `${what} ${source}`).toBe(400);
        expect(answer.body.error.message, `${what} ${source}`).toMatch(/unknown source .*; use one or more of BLOG, EVENTS, NEWS, PRESS, PRESS_APPEARANCES, PROGRAMS, PROJECTS, SCHOLARSHIPS, STAFF, TEACHERS\.$/);
      }
    }
  });
});

describe('content API: values that select from a table or map are allowlisted', () => {
  it('order=constructor answers 400 naming order and the allowed values, not 500 (inherited property reached SQL)', async () => {
    const { status, body } = await get('/list/v2/BLOG/?site=main&lang=es_ES&order=constructor');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Invalid list query: order: expected one of recent-DESC, recent-ASC, oldest-ASC, alpha-ASC, alpha-DESC, upcoming-ASC, upcoming-then-past');
  });

  it('every inherited Object property is refused as an order, on lists, filters and distributors', async () => {
    expect(INHERITED).toContain('hasOwnProperty');
    for (const name of [...INHERITED, '__proto__', 'prototype']) {
      const list = await get(`/list/v2/BLOG/?site=main&lang=es_ES&order=${encodeURIComponent(name)}`);
      expect([list.status, list.body.error?.message], name).toEqual([400, expect.stringContaining('order: expected one of recent-DESC')]);
      const filters = await get(`/filters/BLOG/site/main/lang/es_ES/related/?order=${encodeURIComponent(name)}`);
      expect([filters.status, filters.body.error?.message], name).toEqual([400, expect.stringContaining('order: expected one of recent-DESC')]);
      const distributor = await post('/site/main/distributor', { mode: 'auto', order: name, sources: [{ structuredData: 'BLOG' }] }, { lang: 'es_ES' });
      expect([distributor.status, distributor.body.error?.message], name).toEqual([400, expect.stringContaining('order: expected one of recent-DESC')]);
    }
  });

  it('every list query parameter refuses hostile values with a 400 naming it', async () => {
    const base = { site: 'main', lang: 'es_ES' };
    const hostile = ['constructor', '__proto__', 'NaN', 'Infinity', '-1', '1e300', '0x10', '99999999999999999999', '', 'x'.repeat(300)];
    const checked: Record<string, string[]> = {
      lang: hostile, page: hostile, items: [...hostile, '501'], order: hostile, maxItems: hostile, get: hostile.filter((v) => v !== ''), exclude: hostile.filter((v) => v !== ''),
      operator: hostile, relations: hostile, includePending: hostile, allLanguages: hostile, preferenceLanguage: hostile, search: ['x'.repeat(300)], site: ['', 'x'.repeat(300)], cached: ['x'.repeat(300)],
    };
    for (const [name, values] of Object.entries(checked)) {
      for (const value of values) {
        const query = new URLSearchParams({ ...base, [name]: value });
        const { status, body } = await get(`/list/v2/BLOG/?${query}`);
        expect([status, body.error?.message], `${name}=${value.slice(0, 30)}`).toEqual([400, expect.stringMatching(new RegExp(`^Invalid list query: ${name}[: ]`))]);
      }
    }
  });

  it('a repeated query parameter is a 400 naming it, on every route that reads the query', async () => {
    for (const path of ['/list/v2/BLOG/?site=main&lang=es_ES&order=alpha-ASC&order=recent-DESC', '/list/fixed/?site=main&lang=es_ES&get=1&get=2',
      '/filters/BLOG/site/main/lang/es_ES/related/?order=alpha-ASC&order=x', '/site/main/pages?lang=es_ES&lang=en_GB', '/site/main/page/1?draft=0&draft=1']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toMatch(/give (order|get|lang|draft) once/);
    }
  });

  it('page ids and distributor numbers must be whole numbers in range (no 1e21, Infinity or 20 digits)', async () => {
    for (const id of ['1e21', '0x10', '-1', '1.5', '99999999999999999999', 'Infinity', 'constructor']) {
      const { status, body } = await get(`/site/main/page/${id}`);
      expect([status, body.error.message], id).toEqual([400, expect.stringContaining(`Invalid page id "${id}"`)]);
    }
    for (const body of [{ mode: 'auto', quantity: 1e300, sources: [{ structuredData: 'BLOG' }] }, { mode: 'auto', quantity: 100_000, sources: [{ structuredData: 'BLOG' }] },
      { mode: 'manual', fixed: [2 ** 60] }, { mode: 'navigation', related: 1.5 }, { mode: 'auto', sources: 'BLOG' }, { mode: ['auto'] }, ['auto'], JSON.stringify('auto'), JSON.stringify(7), JSON.stringify(null)]) {
      const answer = await post('/site/main/distributor', body, { lang: 'es_ES' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(/^Invalid distributor body: /);
    }
    for (const body of [{ query: 'x', lang: 'es_ES', site: 'main', page: 1e300 }, { query: ['x'], lang: 'es_ES', site: 'main' }, { query: 'x', lang: 'constructor', site: 'main' },
      { query: 'x', lang: 'es_ES', site: 'main', priorities: { constructor: 'x' } }, null, []]) {
      const answer = await post('/ai/search', body);
      expect([answer.status, answer.body.error?.message], JSON.stringify(body)).toEqual([400, expect.stringMatching(/^Invalid search request: /)]);
    }
  });

  it('search priorities named after inherited properties weigh nothing (own keys only)', async () => {
    const plain = await post('/ai/search', { query: 'diseño', lang: 'es_ES', site: 'main' });
    const odd = await post('/ai/search', { query: 'diseño', lang: 'es_ES', site: 'main', priorities: { constructor: 10, __proto__: 10, toString: 10 } });
    expect(odd.status).toBe(200);
    expect(odd.body.items.map((i: any) => i.id)).toEqual(plain.body.items.map((i: any) => i.id));
  });
});

describe('content API: JSON bodies', () => {
  it('are application/json (optionally charset=utf-8) only; anything else is a 415 saying what to send', async () => {
    const body = JSON.stringify({ query: 'diseño', lang: 'es_ES', site: 'main' });
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', 'application/json; charset="utf-8"']) {
      const res = await fetch(`${api.url}/ai/search`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(200);
    }
    for (const type of ['application/jsonp', 'application/json-patch+json', 'text/json', 'application/json; charset=latin1', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${api.url}/ai/search`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as any).error.message, type).toMatch(/^Send JSON with "Content-Type: application\/json" \(optionally "; charset=utf-8"\); got /);
    }
  });

  it('nested deeper than a page ever is, is refused with a 400 before parsing', async () => {
    const deep = `{"mode":"auto","sources":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await post('/site/main/distributor', deep, { lang: 'es_ES' });
    expect(answer.status).toBe(400);
    // A distributor body has a bound of its own, below a page's (server/create-api-handler.ts).
    expect(answer.body.error.message).toBe(`The body nests 5001 levels deep; at most ${DISTRIBUTOR_BODY_LIMIT.shape.maxDepth} are accepted.`);
  });
});

describe('content API: editor-only reads (spec 6)', () => {
  let editor: string;
  let visitor: string;
  let unpublished: { id: number; path: string };
  let eventPage: number;
  beforeAll(async () => {
    const db = api.store.sql;
    eventPage = (await db.get<{ page_id: number }>("SELECT page_id FROM items WHERE structured_data = 'EVENTS' AND page_id IS NOT NULL ORDER BY page_id LIMIT 1"))!.page_id;
    editor = await createToken(db, 'editor', 'read test');
    visitor = await createToken(db, 'visitor', 'read test');
    // A page that was never published: only its draft exists.
    const row = (await db.get<{ id: number; path: string }>("SELECT id, path FROM pages WHERE path = '/en/contact/'"))!;
    await db.run("UPDATE pages SET status = 'draft', draft_json = published_json WHERE id = ?", [row.id]);
    unpublished = row;
  });
  afterAll(async () => {
    await api.store.sql.run("UPDATE pages SET status = 'published', draft_json = NULL WHERE id = ?", [unpublished.id]);
  });

  /** Every read that shows what is not published yet. */
  const reads = () => [
    `/site/main/page/${unpublished.id}?draft=1`,
    `/site/main/page/${unpublished.id}?draft=true`,
    '/list/v2/BLOG/?site=main&lang=es_ES&includePending=true',
    '/list/v2/BLOG/?site=main&lang=es_ES&includePending=1',
    '/list/fixed/?site=main&lang=es_ES&get=1&includePending=true',
    `/list/navigations/?site=main&lang=es_ES&get=${eventPage}&includePending=true`,
  ];
  const read = (path: string, token?: string) => fetch(api.url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('GET …/page/{id}?draft=1 without a token answers 401 with a Bearer challenge, not 200 (drafts were public)', async () => {
    const res = await read(`/site/main/page/${unpublished.id}?draft=1`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
    const text = await res.text();
    expect(text).not.toContain('"template"');
    expect(JSON.parse(text).error.message).toMatch(/draft .* is for editors: send "Authorization: Bearer <token>"/);
  });

  it('every editor-only read: 401 without a token, 401 invalid_token with an unknown one, 403 for a visitor, 200 for an editor', async () => {
    for (const path of reads()) {
      const none = await read(path);
      expect([none.status, none.headers.get('www-authenticate')], `${path} no token`).toEqual([401, 'Bearer realm="sitegen"']);
      const unknown = await read(path, 'sg_not-a-real-token');
      expect(unknown.status, `${path} unknown token`).toBe(401);
      expect(unknown.headers.get('www-authenticate'), `${path} unknown token`).toMatch(/^Bearer realm="sitegen", error="invalid_token"/);
      const forbidden = await read(path, visitor);
      expect(forbidden.status, `${path} visitor`).toBe(403);
      expect(((await forbidden.json()) as any).error.message, `${path} visitor`).toMatch(/is for editors; this token has the visitor role/);
      const allowed = await read(path, editor);
      expect(allowed.status, `${path} editor`).toBe(200);
    }
    const draft = (await (await read(`/site/main/page/${unpublished.id}?draft=1`, editor)).json()) as any;
    expect(draft).toMatchObject({ id: unpublished.id, path: unpublished.path, version: expect.any(String) });
  });

  it('what visitors may read stays public and shows nothing unpublished', async () => {
    for (const path of ['/site/main', '/site/main/pages', `/site/main/page/${unpublished.id - 1}`, '/site/main/navigations', '/list/v2/BLOG/?site=main&lang=es_ES', '/list/v2/BLOG/?site=main&lang=es_ES&includePending=false', '/filters/BLOG/site/main/lang/es_ES/related/']) {
      expect((await read(path)).status, path).toBe(200);
    }
    // The page index lists published pages only; the unpublished page is no one's to read without a token.
    const index = (await (await read('/site/main/pages')).json()) as any;
    expect(index.items.some((p: any) => p.id === unpublished.id)).toBe(false);
    expect((await read(`/site/main/page/${unpublished.id}`)).status).toBe(404);
    expect((await read(`/site/main/page/${unpublished.id}?draft=0`)).status).toBe(404);
    expect((await read(`/site/main/page/${unpublished.id}?draft=yes`)).status).toBe(400);
  });

  it('an unpublished item is in a fixed list or a manual distributor only for an editor asking with includePending', async () => {
    const db = api.store.sql;
    const [first, second] = (await get('/list/v2/PROGRAMS/?site=main&lang=es_ES')).body.items as any[];
    await db.run("UPDATE items SET status = 'pending' WHERE id = ?", [second.id]);
    try {
      const ids = `${first.id},${second.id}`;
      const anonymous = (await (await read(`/list/fixed/?site=main&lang=es_ES&get=${ids}`)).json()) as any;
      expect(anonymous.items.map((i: any) => i.id)).toEqual([first.id]);
      const manual = await post('/site/main/distributor', { mode: 'manual', fixed: [first.id, second.id] }, { lang: 'es_ES' });
      expect(manual.body.items.map((i: any) => i.id)).toEqual([first.id]);
      const editorList = (await (await read(`/list/fixed/?site=main&lang=es_ES&get=${ids}&includePending=true`, editor)).json()) as any;
      expect(editorList.items.map((i: any) => i.id)).toEqual([first.id, second.id]);
      expect((await read(`/list/fixed/?site=main&lang=es_ES&get=${ids}&includePending=true`)).status).toBe(401);
    } finally {
      await db.run("UPDATE items SET status = 'published' WHERE id = ?", [second.id]);
    }
  });

  it('a reader token held in memory by the process that started the API (sitegen preview) reads drafts and nothing more', async () => {
    const reader = await startApiServer({ dbFile, readerToken: 'sg_reader_test-only-secret' });
    try {
      const auth = { authorization: 'Bearer sg_reader_test-only-secret' };
      const draft = await fetch(`${reader.url}/site/main/page/${unpublished.id}?draft=1`, { headers: auth });
      expect(draft.status).toBe(200);
      const { version, ...page } = (await draft.json()) as any;
      const save = await fetch(`${reader.url}/site/main/page/${unpublished.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify(page) });
      expect(save.status).toBe(401);
      // The same token means nothing to another API over the same database.
      expect((await read(`/site/main/page/${unpublished.id}?draft=1`, 'sg_reader_test-only-secret')).status).toBe(401);
    } finally {
      await reader.close();
    }
  });
});
