import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, versionOf } from '../../server/editing.js';
import type { Sql } from '../../server/sql/sql.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * The faults of a search that did not find what visitors mean (spec 7 search), each against the
 * real API over loopback on a copy of the seeded demo database.
 */
let file: string;
let db: Sql;
let close: () => Promise<void>;
let base: string;
beforeAll(async () => {
  file = await copyDemo('search-faults');
  db = await openLocation(file);
  ({ base, close } = await startApiOn(db));
});
afterAll(async () => {
  await close();
  await db.close();
});

interface Result { totalItems: number; items: { id: number; title: string; path: string; template: string; similarity: number }[] }
async function searchAt(at: string, body: Record<string, unknown>): Promise<Result> {
  const response = await fetch(`${at}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: 'main', itemsPerPage: 50, ...body }) });
  expect(response.status).toBe(200);
  return response.json() as Promise<Result>;
}
const search = (query: string, lang: string, extra: Record<string, unknown> = {}) => searchAt(base, { query, lang, ...extra });
const paths = (r: Result) => r.items.map((i) => i.path);

describe('search: noise', () => {
  it('function words do not make a page a result: "club de robotica" lists a few pages, the clubs among the first', async () => {
    const result = await search('club de robotica', 'es_ES');
    expect(result.totalItems).toBeGreaterThan(0);
    expect(result.totalItems).toBeLessThanOrEqual(100);
    expect(paths(result).slice(0, 3)).toContain('/clubes/');
    expect((await search('de la', 'es_ES')).totalItems).toBe(0);
  });
});

describe('search: prefixes', () => {
  it('matches whole words, and only the last word while it is being typed as a prefix', async () => {
    // "ai" is a whole word (two letters, never a prefix): "air" does not match it.
    const ai = await search('ai', 'en_GB');
    expect(paths(ai)).not.toContain('/en/projects/air-quality-data-dashboard/');
    expect(ai.items.every((i) => !/\bair\b/i.test(i.title) || /\bai\b|artificial intelligence/i.test(i.title))).toBe(true);
    // A word before the last is whole: "scholar" there is not "scholarships". (Beside a word the
    // page has, such as "campus", the page would be a result for that word alone, ranked lower:
    // the last word here matches nothing, so whatever is found is found by "scholar".)
    expect(paths(await search('scholar zzzz', 'en_GB'))).not.toContain('/en/fees-and-scholarships/');
    // The last word, still being typed, is a prefix: "scholar" finds the fees and scholarships page.
    expect(paths(await search('scholar', 'en_GB'))).toContain('/en/fees-and-scholarships/');
    // Finished with a space, it is a whole word again.
    expect(paths(await search('scholar ', 'en_GB'))).not.toContain('/en/fees-and-scholarships/');
  });
});

describe('search: list pages', () => {
  it('index the people they list, so a name or "profesores" finds the list', async () => {
    expect(paths(await search('profesores', 'es_ES')).slice(0, 3)).toEqual(expect.arrayContaining(['/claustro/', '/docentes/']));
    expect(paths(await search('teachers', 'en_GB')).slice(0, 3)).toEqual(expect.arrayContaining(['/en/claustro/', '/en/docentes/']));
    // Staff have no pages of their own: only the list they appear on can answer.
    expect(paths(await search('head of admissions', 'en_GB')).slice(0, 3)).toContain('/en/people/');
    const name = (await db.get<{ title: string }>("SELECT title FROM items WHERE structured_data = 'TEACHERS' AND locale = 'es_ES' ORDER BY title_sort LIMIT 1"))!;
    expect(paths(await search(name.title, 'es_ES', { templates: ['PeopleList'] }))).toContain('/claustro/');
  });
});

describe('search: acronyms and synonyms', () => {
  it('finds a programme by the acronym its menu label carries, and words the site says otherwise', async () => {
    expect((await search('asir', 'es_ES')).items[0]!.path).toBe('/formacion-profesional-administracion-de-sistemas-informaticos-en-red/');
    expect((await search('asir', 'en_GB')).items[0]!.path).toBe('/en/higher-degree-in-network-computer-systems-administration/');
    const internships = await search('internships', 'en_GB');
    expect(internships.items.slice(0, 3).some((i) => /placement/i.test(i.title))).toBe(true);
    expect((await search('matricula', 'es_ES')).items[0]!.path).toBe('/proceso-de-admision/');
    expect((await search('machine learning', 'es_ES')).items.slice(0, 3).some((i) => /aprendizaje automático|machine learning/i.test(i.title))).toBe(true);
  });

  it('editors extend the synonym list of a language through the API; visitors cannot', async () => {
    const url = `${base}/site/main/search/synonyms`;
    const body = JSON.stringify({ lang: 'es_ES', groups: [['chirimoya', 'puertas abiertas']] });
    expect((await search('chirimoya', 'es_ES')).totalItems).toBe(0);
    const anonymous = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    const visitor = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${await createToken(db, 'visitor', 'v')}` }, body });
    expect(visitor.status).toBe(403);
    const editor = await createToken(db, 'editor', 'e');
    const bad = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` }, body: JSON.stringify({ lang: 'es_ES', groups: [['solo']] }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Invalid synonyms: groups\.0: a group needs at least two words or phrases/);
    const saved = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` }, body });
    expect(saved.status).toBe(200);
    expect((await search('chirimoya', 'es_ES')).items[0]!.path).toBe('/jornada-de-puertas-abiertas/');
    const listed = await (await fetch(`${url}?lang=es_ES`)).json() as { custom: string[][]; defaults: string[][] };
    expect(listed.custom).toEqual([['chirimoya', 'puertas abiertas']]);
    expect(listed.defaults.length).toBeGreaterThan(5);
    expect((await search('chirimoya', 'en_GB')).totalItems).toBe(0);
  });
});

describe('search: typos', () => {
  it('a misspelt word finds its nearest word of the index, only when the exact word finds nothing', async () => {
    const typo = await search('hackaton', 'en_GB');
    expect(typo.items[0]!.title).toMatch(/hackathon/i);
    expect((await search('hackaton', 'es_ES')).items[0]!.title).toMatch(/hackathon/i);
    // A word the index has is not "corrected" into its neighbours ("data" is not "date").
    const exact = await search('data', 'en_GB');
    expect(exact.items.every((i) => !/\bdates?\b/i.test(i.title) || /\bdata\b/i.test(i.title))).toBe(true);
  });
});

describe('search: languages', () => {
  it('Spanish ranking does not depend on the English index', async () => {
    // A fresh API on another copy: ask in Spanish, then in English, then in Spanish again.
    const other = await openLocation(await copyDemo('search-languages'));
    const api = await startApiOn(other);
    try {
      const queries = ['diseno grafico', 'becas', 'inteligencia artificial', 'campus', 'desarrollo web', 'animacion 3d', 'robotica', 'datos'];
      const before = [];
      for (const q of queries) before.push((await searchAt(api.base, { query: q, lang: 'es_ES' })).items.map((i) => [i.id, i.similarity]));
      await searchAt(api.base, { query: 'design', lang: 'en_GB' });
      const after = [];
      for (const q of queries) after.push((await searchAt(api.base, { query: q, lang: 'es_ES' })).items.map((i) => [i.id, i.similarity]));
      expect(after).toEqual(before);
    } finally {
      await api.close();
      await other.close();
    }
  });
});

describe('search: only indexable pages', () => {
  it('a noindex page is never a result', async () => {
    expect(paths(await search('pagina nueva', 'es_ES'))).not.toContain('/new-page/');
    expect(paths(await search('new page', 'en_GB'))).not.toContain('/en/new-page/');
    expect(paths(await search('error del servidor', 'es_ES'))).not.toContain('/500/');
  });
});

/** Where a database's writes stood at one moment (writeMark), to count the rows written since (rowsWritten). */
type WriteMark = { changes: number } | { next: number; rows: Map<string, number> };

/**
 * SQLite: the connection's total_changes() (the API of these tests writes through this very
 * handle). PostgreSQL has no such counter that sees the API's own connections: the next
 * transaction id (a row inserted or updated later carries a newer xmin) and each table's row
 * count (a deleted row leaves no version to see).
 */
/**
 * The page `select` finds (its id, path and published JSON) given a draft changed by `change`,
 * written in the database; `publish` then sends the editor's Publish of it to an API.
 */
async function draftOf(sql: Sql, select: string, change: (json: Record<string, any>) => void) {
  const row = (await sql.get<{ id: number; path: string; published_json: string }>(select))!;
  const json = JSON.parse(row.published_json) as Record<string, any>;
  change(json);
  await sql.run('UPDATE pages SET draft_json = ? WHERE id = ?', [JSON.stringify(json), row.id]);
  const version = versionOf({ draft_json: JSON.stringify(json), published_json: row.published_json });
  const token = await createToken(sql, 'editor', 'publisher');
  return {
    id: row.id, path: row.path,
    publish: async (at: string) => (await fetch(`${at}/site/main/page/${row.id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'if-match': version } })).status,
  };
}

async function writeMark(sql: Sql): Promise<WriteMark> {
  if (sql.dialect === 'sqlite') return { changes: Number((await sql.get<{ n: number }>('SELECT total_changes() AS n'))!.n) };
  const next = Number((await sql.get<{ next: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next'))!.next);
  return { next, rows: await rowCounts(sql) };
}

async function rowCounts(sql: Sql): Promise<Map<string, number>> {
  const tables = await sql.all<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const counts = new Map<string, number>();
  for (const { name } of tables) counts.set(name, Number((await sql.get<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`))!.n));
  return counts;
}

/** Rows inserted, updated or deleted since `mark` (on PostgreSQL: new row versions, plus rows a table lost). */
async function rowsWritten(sql: Sql, mark: WriteMark): Promise<number> {
  if ('changes' in mark) return Number((await sql.get<{ n: number }>('SELECT total_changes() AS n'))!.n) - mark.changes;
  let written = 0;
  for (const [name, now] of await rowCounts(sql)) {
    const row = (await sql.get<{ n: number }>(`SELECT count(*) AS n FROM "${name}" WHERE xmin::text::bigint >= ?`, [mark.next]))!;
    written += Number(row.n) + Math.max(0, (mark.rows.get(name) ?? 0) - now);
  }
  return written;
}

describe('search: the index is maintained, not rebuilt', () => {
  it('the seeded database holds the index, and the first search writes nothing', async () => {
    const fresh = await openLocation(await copyDemo('search-fresh'));
    if (fresh.dialect === 'sqlite') {
      const tables = await fresh.all<{ name: string }>("SELECT name FROM sqlite_master WHERE name LIKE 'search%' AND sql LIKE 'CREATE VIRTUAL TABLE%'");
      expect(tables.length).toBeGreaterThanOrEqual(2);
    } else {
      // PostgreSQL's index is rows of plain tables (server/search-postgres.ts), filled by the seed.
      for (const table of ['search_pages', 'search_docs']) expect(Number((await fresh.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n), table).toBeGreaterThan(100);
    }
    const api = await startApiOn(fresh);
    try {
      const since = await writeMark(fresh);
      expect((await searchAt(api.base, { query: 'becas', lang: 'es_ES' })).totalItems).toBeGreaterThan(0);
      expect((await searchAt(api.base, { query: 'scholarships', lang: 'en_GB' })).totalItems).toBeGreaterThan(0);
      expect(await rowsWritten(fresh, since)).toBe(0);
    } finally {
      await api.close();
      await fresh.close();
    }
  });

  it('a publish updates the index of that page at once; the next search writes nothing', async () => {
    const draft = await draftOf(db, "SELECT id, path, published_json FROM pages WHERE path = '/museo/'", (json) => { json.title = 'Museo del Diseño y la zarzamora'; });
    const started = await writeMark(db);
    expect(await draft.publish(base)).toBe(200);
    const byPublish = await rowsWritten(db, started);
    // Only the page (and what lists it) was re-indexed: a handful of rows, not the language. (Some:
    // the count sees the API's writes, so its 0 after the search below means something.)
    expect(byPublish).toBeGreaterThan(0);
    expect(byPublish).toBeLessThan(40);
    const afterPublish = await writeMark(db);
    const found = await search('zarzamora', 'es_ES');
    expect(paths(found)).toEqual(['/museo/']);
    // The result shows the title as published, not the one the index held before.
    expect(found.items[0]!.title).toBe('Museo del Diseño y la zarzamora');
    expect(await rowsWritten(db, afterPublish)).toBe(0);
  });

  it('a page published through another API on the same database shows its new title in this one\'s results', async () => {
    // Warm this API's copy of what results show, then publish through a second API process's
    // connection: the first must not answer from what it read before.
    expect(paths(await search('museo', 'es_ES'))).toContain('/museo/');
    const other = await openLocation(file);
    const api = await startApiOn(other);
    try {
      const draft = await draftOf(other, "SELECT id, path, published_json FROM pages WHERE path = '/museo/'", (json) => { json.title = 'Museo del Diseño y el frambueso'; });
      expect(await draft.publish(api.base)).toBe(200);
      const found = await search('museo frambueso', 'es_ES');
      expect(found.items.find((i) => i.path === '/museo/')?.title).toBe('Museo del Diseño y el frambueso');
    } finally {
      await api.close();
      await other.close();
    }
  });

  it('what an article\'s cards show changes: the pages listing the news are indexed again, not every article whose "related" cards show it', async () => {
    // The newest article: the news list's document holds the items its first cards show.
    const draft = await draftOf(db, `SELECT p.id, p.path, p.published_json FROM items i JOIN pages p ON p.id = i.page_id
      WHERE i.structured_data = 'NEWS' AND i.locale = 'es_ES' AND i.status = 'published' ORDER BY i.published DESC, i.id DESC LIMIT 1`,
    (json) => { json.structuredDataContent.topic = 'Huerto de arándanos en la azotea'; });
    // The demo holds about two hundred articles per language, each with "you may also like"
    // cards of the news; a detail page's document leaves those cards out (pageDocument), so
    // its index entry does not follow them either.
    const articles = Number((await db.get<{ n: number }>("SELECT count(*) AS n FROM pages WHERE template_type = 'NewsDetail' AND locale = 'es_ES' AND status = 'published'"))!.n);
    expect(articles).toBeGreaterThan(100);
    const started = await writeMark(db);
    expect(await draft.publish(base)).toBe(200);
    // The publish's own rows and the few list pages' documents; each article's would be two or more rows.
    expect(await rowsWritten(db, started)).toBeLessThan(articles / 2);
    // The news list still says what it shows: its document is made again with the new topic.
    expect(paths(await search('arándanos azotea', 'es_ES'))).toContain('/actualidad/');
  });
});

describe('API answers are compressed when the client accepts it', () => {
  function raw(encoding: string | null): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const url = new URL(`${base}/ai/search`);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ query: 'data science', lang: 'en_GB', site: 'main' }));
    });
  }

  it('brotli or gzip as asked, identity otherwise, the same JSON', async () => {
    const plain = await raw(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect((await raw('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});

describe('search: intent', () => {
  it('questions the contact page answers put it first; topical queries still rank articles', async () => {
    for (const q of ['how to get to campus', 'campus address', 'phone number']) expect((await search(q, 'en_GB')).items[0]!.path).toBe('/en/contact/');
    for (const q of ['como llegar al campus', 'direccion del campus', 'telefono']) expect((await search(q, 'es_ES')).items[0]!.path).toBe('/contacto/');
    const topical = await search('robotics', 'en_GB');
    expect(topical.items[0]!.title).toMatch(/robot/i);
    expect(topical.items.slice(0, 10).filter((i) => ['NewsDetail', 'BlogDetail'].includes(i.template)).length).toBeGreaterThanOrEqual(3);
  });
});
