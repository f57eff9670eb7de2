import { afterAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import type { Sql } from '../../server/sql/sql.js';
import { migratedDatabase, seedDemo } from '../helpers/seeded.js';
import { slow } from '../helpers/slow.js';

/** The tables of a database (either backend), by name. */
async function tablesOf(sql: Sql): Promise<string[]> {
  const rows = sql.dialect === 'sqlite'
    ? await sql.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    : await sql.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name");
  return rows.map((t) => t.name);
}

async function dump(sql: Sql): Promise<string> {
  // Every table but the record of when the schema was migrated, which is not content. Rows in
  // the order of their whole text: a table's first columns do not tell every row apart, and
  // PostgreSQL answers ties in whatever order its pages hold them.
  const tables = (await tablesOf(sql)).filter((t) => t !== 'schema_migrations');
  return JSON.stringify(await Promise.all(tables.map(async (t) => [t, (await sql.all(`SELECT * FROM ${t}`)).map((row) => JSON.stringify(row)).sort()])));
}

// Each test seeds a new database on this run's backend (SITEGEN_TEST_BACKEND): the seed is the
// same through either database (DESIGN "production shape").
const opened: Sql[] = [];
/** A seed into PostgreSQL takes about 10 s on a quiet machine (a SQLite one about 2 s), several times that on a busy one. */
const SEED_TIMEOUT = slow(240_000);
afterAll(async () => { for (const sql of opened) await sql.close(); });
const fresh = async () => {
  const { sql } = await migratedDatabase('seed');
  opened.push(sql);
  return sql;
};

describe('demo content seed', () => {
  it('is deterministic: two seeds give the same rows, ids, dates and hashes', async () => {
    const a = await fresh();
    const b = await fresh();
    await seedDemo(a);
    await seedDemo(b);
    expect(await dump(a)).toBe(await dump(b));
    // and re-seeding an existing database gives the same content again
    await seedDemo(a);
    expect(await dump(a)).toBe(await dump(b));
  }, SEED_TIMEOUT);

  it('never dates a page after the content\'s present (upcoming events were published before they happen)', async () => {
    const db = await fresh();
    await seedDemo(db);
    // The seed's "now" is 1 Nov 2026 09:00 UTC; a page is modified at most a day after it is published.
    const present = Date.parse('2026-11-02T09:00:00.000Z');
    const late = (await db.all<{ path: string; modified: string; published: string }>('SELECT path, modified, published FROM pages'))
      .filter((p) => Date.parse(p.modified) > present || Date.parse(p.published) > present);
    expect(late).toEqual([]);
  }, SEED_TIMEOUT);

  it('--scale multiplies articles and faculty profiles', async () => {
    const one = await seedDemo(await fresh());
    const db = await fresh();
    const two = await seedDemo(db, { scale: 2 });
    expect(two.pages - one.pages).toBe(2 * (400 + 90));
    const faculty = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM pages WHERE template_type = 'ProfessorDetail' AND locale = 'en_GB'");
    expect(faculty!.n).toBe(180);
  }, SEED_TIMEOUT);

  it('puts the school short name into the two {school} slugs', async () => {
    const db = await fresh();
    await seedDemo(db, { school: 'miescuela' });
    const paths = (await db.all<{ path: string }>("SELECT path FROM pages WHERE path LIKE '%miescuela%' ORDER BY path")).map((r) => r.path);
    expect(paths).toEqual(['/catalogos-fp-miescuela/', '/en/fp-catalogues-miescuela/', '/en/what-is-miescuela-fp/', '/que-es-miescuela-fp/']);
  }, SEED_TIMEOUT);

  it('covers every article topic of the spec in both languages', async () => {
    const db = await fresh();
    await seedDemo(db);
    const store = new ContentStore(db);
    const topics = [...(await store.filters('main', ['BLOG', 'NEWS'], 'en_GB', false)).BLOG!.items, ...(await store.filters('main', ['BLOG', 'NEWS'], 'en_GB', false)).NEWS!.items];
    expect(topics).toHaveLength(14);
    const empty = await db.all<{ label: string }>(`SELECT c.label FROM categories c WHERE c.source IN ('BLOG','NEWS')
      AND NOT EXISTS (SELECT 1 FROM item_categories ic WHERE ic.category_id = c.id)`);
    expect(empty).toEqual([]);
  }, SEED_TIMEOUT);

  it('changes the hash of exactly the pages that read a changed source', async () => {
    const db = await fresh();
    await seedDemo(db);
    const store = new ContentStore(db);
    const before = new Map((await store.pageIndex('main', null, null)).items.map((p) => [p.path, p.hash]));
    await db.run("UPDATE items SET title = title || ' ' WHERE id = (SELECT MIN(id) FROM items WHERE structured_data = 'PROGRAMS' AND locale = 'es_ES')");
    const after = new Map((await store.pageIndex('main', null, null)).items.map((p) => [p.path, p.hash]));
    const changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
    expect(changed).toContain('/'); // the home page lists programmes
    expect(changed).toContain('/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    expect(changed).not.toContain('/museo/');
    expect(changed.filter((path) => path.startsWith('/en/'))).toEqual([]); // sources are per language
  }, SEED_TIMEOUT);
});
