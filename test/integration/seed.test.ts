import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../content/seed-content.js';
import { openDatabase, type Db } from '../../server/open-database.js';
import { ContentStore } from '../../server/content-store.js';

function dump(db: Db): string {
  // Every table but the record of when the schema was migrated, which is not content.
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
  return JSON.stringify(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]));
}

const fresh = () => openDatabase(join(mkdtempSync(join(tmpdir(), 'sitegen-seed-')), 'site.db'));

describe('demo content seed', () => {
  it('is deterministic: two seeds give the same rows, ids, dates and hashes', async () => {
    const a = fresh();
    const b = fresh();
    await seedContent(a);
    await seedContent(b);
    expect(dump(a)).toBe(dump(b));
    // and re-seeding an existing database gives the same content again
    await seedContent(a);
    expect(dump(a)).toBe(dump(b));
  });

  it('never dates a page after the content\'s present (upcoming events were published before they happen)', async () => {
    const db = fresh();
    await seedContent(db);
    // The seed's "now" is 1 Nov 2026 09:00 UTC; a page is modified at most a day after it is published.
    const present = Date.parse('2026-11-02T09:00:00.000Z');
    const late = (db.prepare('SELECT path, modified, published FROM pages').all() as { path: string; modified: string; published: string }[])
      .filter((p) => Date.parse(p.modified) > present || Date.parse(p.published) > present);
    expect(late).toEqual([]);
  });

  it('--scale multiplies articles and faculty profiles', async () => {
    const one = await seedContent(fresh());
    const db = fresh();
    const two = await seedContent(db, { scale: 2 });
    expect(two.pages - one.pages).toBe(2 * (400 + 90));
    const faculty = db.prepare("SELECT COUNT(*) AS n FROM pages WHERE template_type = 'ProfessorDetail' AND locale = 'en_GB'").get() as { n: number };
    expect(faculty.n).toBe(180);
  });

  it('puts the school short name into the two {school} slugs', async () => {
    const db = fresh();
    await seedContent(db, { school: 'miescuela' });
    const paths = (db.prepare("SELECT path FROM pages WHERE path LIKE '%miescuela%' ORDER BY path").all() as { path: string }[]).map((r) => r.path);
    expect(paths).toEqual(['/catalogos-fp-miescuela/', '/en/fp-catalogues-miescuela/', '/en/what-is-miescuela-fp/', '/que-es-miescuela-fp/']);
  });

  it('covers every article topic of the spec in both languages', async () => {
    const db = fresh();
    await seedContent(db);
    const store = new ContentStore(db);
    const topics = [...(await store.filters('main', ['BLOG', 'NEWS'], 'en_GB', false)).BLOG!.items, ...(await store.filters('main', ['BLOG', 'NEWS'], 'en_GB', false)).NEWS!.items];
    expect(topics).toHaveLength(14);
    const empty = (db.prepare(`SELECT c.label FROM categories c WHERE c.source IN ('BLOG','NEWS')
      AND NOT EXISTS (SELECT 1 FROM item_categories ic WHERE ic.category_id = c.id)`).all() as { label: string }[]);
    expect(empty).toEqual([]);
  });

  it('changes the hash of exactly the pages that read a changed source', async () => {
    const db = fresh();
    await seedContent(db);
    const store = new ContentStore(db);
    const before = new Map((await store.pageIndex('main', null, null)).items.map((p) => [p.path, p.hash]));
    db.prepare("UPDATE items SET title = title || ' ' WHERE id = (SELECT MIN(id) FROM items WHERE structured_data = 'PROGRAMS' AND locale = 'es_ES')").run();
    const after = new Map((await store.pageIndex('main', null, null)).items.map((p) => [p.path, p.hash]));
    const changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
    expect(changed).toContain('/'); // the home page lists programmes
    expect(changed).toContain('/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    expect(changed).not.toContain('/museo/');
    expect(changed.filter((path) => path.startsWith('/en/'))).toEqual([]); // sources are per language
  });
});
