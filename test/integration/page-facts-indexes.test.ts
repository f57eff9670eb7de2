import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { openSearchEngine } from '../../server/search-engine.js';
import { copyDemoDb } from '../helpers/demo-db.js';

/**
 * The queries every Publish makes over the whole site read indexes, never the pages' rows
 * (migration 8, spec 9: a publish's cost does not grow with the site). SQLite stores a page's
 * JSON before the columns these queries read, so a query that reaches a row reads all of its
 * JSON: at 50,000 pages, hundreds of MB per Publish. A column added to one of them without its
 * index, or an index the planner stops choosing, fails here rather than only in the bench.
 * Each statement the store ran is asked for its plan: every step over `pages` (as `p`, `t` or
 * itself) must be a covering index or a lookup of one row by its id.
 */
describe('whole-site page queries read indexes (SQLite)', () => {
  it('the page index with its translations, and the search\'s check after a Publish, read no page row', async () => {
    const file = copyDemoDb('page-facts-indexes');
    const ran: string[] = [];
    const db = new Database(file, { verbose: (sql) => { if (typeof sql === 'string') ran.push(sql); } });
    db.pragma('journal_mode = WAL');
    try {
      const store = new ContentStore(db);
      const index = await store.pageIndex('main', null, null);
      expect(index.totalItems).toBeGreaterThan(1000);
      const search = await openSearchEngine(store);
      await search.syncAll(false);
      const overPages = ran.filter((sql) => /^\s*SELECT/i.test(sql) && /\bFROM pages\b/.test(sql));
      // The index's own query and the search's signature and page list, at least.
      expect(overPages.length).toBeGreaterThanOrEqual(3);
      const plain = new Database(file, { readonly: true });
      try {
        const rowReads = overPages.flatMap((sql) => (plain.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
          .map((step) => step.detail)
          .filter((detail) => /^(SCAN|SEARCH) (pages|p|t)\b/.test(detail) && !/COVERING INDEX|INTEGER PRIMARY KEY/.test(detail))
          .map((detail) => `${detail}  ←  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`));
        expect(rowReads).toEqual([]);
      } finally {
        plain.close();
      }
    } finally {
      db.close();
    }
  });
});
