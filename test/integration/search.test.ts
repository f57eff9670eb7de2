import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/** POST /ai/search over the seeded demo content (a copy: one test edits a page). */
let db: Sql;
let server: () => Promise<void>;
let base: string;
beforeAll(async () => {
  db = await openLocation(await copyDemo('search'));
  ({ base: base, close: server } = await startApiOn(db));
});
afterAll(async () => {
  await server();
  await db.close();
});

interface Result { totalItems: number; totalPages: number; page: number; itemsPerPage: number; items: { id: number; title: string; path: string; template: string; similarity: number }[] }
async function search(body: Record<string, unknown>): Promise<Result> {
  const response = await fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: 'main', ...body }) });
  expect(response.status).toBe(200);
  return response.json() as Promise<Result>;
}

describe('search ranking', () => {
  // Accents, stemming and language separation are asserted on both backends, SQLite included,
  // by test/integration/search-backends.test.ts.
  it('weighs titles over body text, scores in [0, 1], pages by 10 by default', async () => {
    const result = await search({ query: 'data science', lang: 'en_GB' });
    expect(result.itemsPerPage).toBe(10);
    expect(result.items).toHaveLength(10);
    expect(result.items[0]!.title.toLowerCase()).toContain('data science');
    expect(result.items.every((i) => i.similarity >= 0 && i.similarity <= 1)).toBe(true);
    // The order is the ranking, which weighs more than the similarity does (how much of its title
    // the query fills, template priorities, a phrase); the similarity is what minSimilarity cuts.
    const sims = result.items.map((i) => i.similarity);
    expect(sims[0]).toBe(Math.max(...sims));
    const second = await search({ query: 'data science', lang: 'en_GB', page: 2 });
    expect(second.items.map((i) => i.id)).not.toContain(result.items[0]!.id);
    expect(second.totalPages).toBe(Math.ceil(result.totalItems / 10));
  });

  it('a subject the site never names, asked as a wish to study, answers with the programmes rather than nothing (spec 7 search)', async () => {
    for (const [query, lang] of [['undergraduate programmes', 'en_GB'], ['zyxwvq courses', 'en_GB'], ['cursos de zyxwvq', 'es_ES']] as const) {
      const result = await search({ query, lang, priorities: { ProgramDetail: 1.15, ProgramList: 1.05 } });
      expect(result.totalItems, query).toBeGreaterThan(0);
      expect(result.items.slice(0, 3).some((i) => i.template === 'ProgramDetail' || i.template === 'ProgramList'), query).toBe(true);
    }
    // Without a word of wanting to study there is nothing to fall back on.
    expect((await search({ query: 'zyxwvq', lang: 'en_GB' })).totalItems).toBe(0);
  });

  it('puts first the page whose title the query fills, not a longer title that also names its words', async () => {
    // "Bachelor's Degree in Design", not "Higher Degree in Interior Design Projects and Site Management".
    for (const [query, lang, path] of [['design degree', 'en_GB', '/en/bachelors-degree-in-design/'], ['grado diseño', 'es_ES', '/grado-en-diseno/']] as const) {
      const result = await search({ query, lang, priorities: { ProgramDetail: 1.15, ProgramList: 1.05 } });
      expect(result.items[0]?.path, query).toBe(path);
    }
  });

  it('applies per-template priorities and drops results under minSimilarity', async () => {
    const plain = await search({ query: 'open day', lang: 'en_GB' });
    expect(plain.items[0]!.template).not.toBe('BlogDetail');
    const boosted = await search({ query: 'open day', lang: 'en_GB', priorities: { BlogDetail: 5 } });
    expect(boosted.items[0]!.template).toBe('BlogDetail');
    const strict = await search({ query: 'open day', lang: 'en_GB', minSimilarity: 0.9, itemsPerPage: 50 });
    expect(strict.totalItems).toBeLessThan(plain.totalItems);
    expect(strict.items.every((i) => i.similarity >= 0.9)).toBe(true);
    const onlyEvents = await search({ query: 'open day', lang: 'en_GB', templates: ['EventDetail'], itemsPerPage: 50 });
    expect(onlyEvents.items.every((i) => i.template === 'EventDetail')).toBe(true);
  });

  it('updates when content changes', async () => {
    expect((await search({ query: 'zanahoria', lang: 'es_ES' })).totalItems).toBe(0);
    const page = (await db.get<{ id: number; published_json: string }>("SELECT id, published_json FROM pages WHERE path = '/contacto/'"))!;
    const json = JSON.parse(page.published_json);
    json.title = 'Contacto zanahoria';
    await db.run("UPDATE pages SET title = ?, published_json = ?, modified = '2099-01-01T00:00:00.000Z' WHERE id = ?", [json.title, JSON.stringify(json), page.id]);
    const found = await search({ query: 'zanahoria', lang: 'es_ES' });
    expect(found.items.map((i) => i.path)).toEqual(['/contacto/']);
  });

  it('answers an empty query with no results, and a bad request with 400', async () => {
    expect((await search({ query: '   ', lang: 'es_ES' })).totalItems).toBe(0);
    const bad = await fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'x', lang: 'fr_FR', site: 'main' }) });
    expect(bad.status).toBe(400);
  });
});

describe('a search body is bounded before any work (anyone may post one)', () => {
  const post = (body: string) => fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const priorities = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Template${i}`, 1]));

  it('a body of 60,000 priority keys is refused unread (413), and the API answers others meanwhile', async () => {
    const huge = JSON.stringify({ site: 'main', query: 'diseño', lang: 'es_ES', priorities: priorities(60_000) });
    expect(huge.length).toBeGreaterThan(800_000);
    const sent = Array.from({ length: 5 }, () => post(huge));
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    const answers = await Promise.all(sent);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect((await answer.json() as { error: { message: string } }).error.message).toMatch(/over the 8192-byte limit/);
    }
  });

  it('a small body with too many values is refused with 400 naming the limit; 50 priorities, the most it needs, are searched', async () => {
    const many = await post(JSON.stringify({ site: 'main', query: 'x', lang: 'es_ES', priorities: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`t${i}`, 1])) }));
    expect(many.status).toBe(400);
    expect((await many.json() as { error: { message: string } }).error.message).toBe('The body holds more than 200 values.');
    const fifty = await post(JSON.stringify({ site: 'main', query: 'diseño', lang: 'es_ES', priorities: priorities(50), templates: Array.from({ length: 50 }, (_, i) => `Template${i}`), fields: Array.from({ length: 20 }, (_, i) => `field${i}`) }));
    expect(fifty.status).toBe(200);
    const fiftyOne = await post(JSON.stringify({ site: 'main', query: 'diseño', lang: 'es_ES', priorities: priorities(51) }));
    expect(fiftyOne.status).toBe(400);
  });
});
