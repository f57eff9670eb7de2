import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type Database from 'better-sqlite3';
import { openDatabase, type Db } from '../server/open-database.js';
import { ApiClient } from '../src/publish/fetch/api-client.js';
import { LIST_PAGE_SIZE } from '../runtime/constants.js';
import { LIST_TEMPLATES } from '../src/publish/render/list-variants.js';
import { resolveDistributors } from '../src/publish/fetch/resolve-distributors.js';
import { SCHEDULES_RECHECK_MS } from '../server/schedules.js';
import { startApiOn } from './helpers/demo-db.js';
import { slow } from './helpers/slow.js';
import { seedDemo } from './helpers/seeded.js';

/**
 * What the build asks the content API costs the same at any site size (spec 7's list and
 * distributor queries, the page index, one page): no statement reads a whole table of pages or
 * items, and a page's own requests read pages and items only by key. A list's or distributor's
 * one ordered pass over its source is allowed once per query; asked again (another page of the
 * list, another article's "You may also like") it must not be repeated.
 *
 * Asserted on SQLite's own query plans (EXPLAIN QUERY PLAN) of the statements the real API runs
 * while answering the build's real requests over loopback, not on timings.
 */

/** Names a plan line uses for the big tables (their aliases in server/content-store.ts included). */
const BIG = new Set(['pages', 'p', 't', 'items', 'i', 'item_categories', 'ic']);
/** A lookup by one key: a row, a page's item, a translation group (two languages). */
const KEYED = /\((rowid|id|page_id|translation_group|item_id)=\?\)$/;

interface Run { sql: string; args: unknown[] }

/** The database as the store sees it, recording every statement it runs with its parameters. */
function recording(db: Db, runs: Run[]): Db {
  const wrap = (statement: Database.Statement<unknown[]>): Database.Statement<unknown[]> => {
    const proxy: Database.Statement<unknown[]> = new Proxy(statement, {
      get(target, name) {
        const value = Reflect.get(target, name, target) as unknown;
        if (typeof value !== 'function') return value;
        if (name === 'get' || name === 'all' || name === 'run' || name === 'iterate') {
          return (...args: unknown[]) => {
            runs.push({ sql: target.source, args });
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        // pluck(), raw(), expand() return the statement: keep recording through them.
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? proxy : result;
        };
      },
    });
    return proxy;
  };
  return new Proxy(db, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (name === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The plan's accesses to pages and items that are neither keyed nor a bounded walk. */
const plans = new Map<string, string[]>();
function unboundedReads(db: Db, run: Run): string[] {
  const key = `${run.sql}\0${JSON.stringify(run.args)}`;
  const known = plans.get(key);
  if (known) return known;
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${run.sql}`).all(...run.args) as { detail: string }[];
  const details = plan.map((row) => row.detail);
  // An ordered walk that stops after LIMIT rows (a navigation distributor's previous and next)
  // costs the same at any size; OFFSET or a sort would not.
  const bounded = /\bLIMIT \?\s*$/.test(run.sql.trim()) && !/\bOFFSET\b/.test(run.sql) && !details.some((d) => d.includes('TEMP B-TREE'));
  const found = details.filter((detail) => {
    const [, verb, name] = /^(SCAN|SEARCH) (\w+)/.exec(detail) ?? [];
    if (!verb || !BIG.has(name!)) return false;
    if (verb === 'SCAN') return true;
    return !KEYED.test(detail) && !bounded;
  });
  plans.set(key, found);
  return found;
}

describe('content API query plans on the build path', () => {
  let db: Db;
  let api: { base: string; close: () => Promise<void> };
  let client: ApiClient;
  const runs: Run[] = [];

  beforeAll(async () => {
    db = openDatabase(join(mkdtempSync(join(tmpdir(), 'sitegen-plans-')), 'site.db'));
    await seedDemo(db);
    api = await startApiOn(recording(db, runs));
    client = new ApiClient({ baseUrl: api.base, concurrency: 1, timeoutMs: slow(30_000), retries: 0 });
  });
  afterAll(async () => {
    await client.close();
    await api.close();
    db.close();
  });

  /** Every request the build makes for one page: the page, its distributors, and three pages of its list. */
  async function pageRequests(ids: number[], hashes: Map<number, string>): Promise<string[]> {
    const cache = new Map();
    const differing: string[] = [];
    for (const id of ids) {
      const raw = (await client.raw(`/site/main/page/${id}`, `page ${id}`)) as {
        hash: string; locale: string; site: number; template: { templateType: string; mainSection?: { modules: { data?: { mode?: string; sources?: { structuredData: string }[] } }[] } };
      };
      // The page's hash, now from its own row, is the one the index gives it.
      if (raw.hash !== hashes.get(id)) differing.push(`page ${id}: ${raw.hash} ≠ ${hashes.get(id)}`);
      await resolveDistributors(raw, { client, site: 'main', cache });
      if (!LIST_TEMPLATES.has(raw.template.templateType)) continue;
      const list = raw.template.mainSection?.modules.find((m) => m.data?.mode === 'auto')?.data;
      if (!list?.sources) continue;
      for (const n of [1, 2, 3]) {
        const query = new URLSearchParams({ site: String(raw.site), lang: raw.locale, page: String(n), items: String(LIST_PAGE_SIZE), relations: 'simple' });
        await client.raw(`/list/v2/${list.sources.map((s) => s.structuredData).join(',')}/?${query}`, `list page ${n}`);
      }
    }
    return differing;
  }

  it('reads no whole table, and answers each page by key after one ordered pass per list', async () => {
    await client.get('/site/main', z.unknown(), 'site');
    await client.get('/site/main/navigations', z.unknown(), 'navigations');
    const index = await client.get('/site/main/pages', z.object({ items: z.array(z.object({ id: z.number(), path: z.string(), hash: z.string() })) }), 'page index');
    const perBuild = runs.splice(0);
    // Every list page and every third other page (each template several times), to keep the test short.
    const ids = index.items.filter((item, n) => n % 3 === 0 || /^\/(en\/)?[^/]+\/$/.test(item.path)).map((item) => item.id);

    const hashes = new Map(index.items.map((item) => [item.id, item.hash]));
    expect(await pageRequests(ids, hashes)).toEqual([]);
    const firstPass = runs.splice(0);
    // The same requests again (a second build, or the next page of a list over the same source).
    expect(await pageRequests(ids, hashes)).toEqual([]);
    const secondPass = runs.splice(0);

    expect(perBuild.length).toBeGreaterThan(0);
    expect(firstPass.length).toBeGreaterThan(ids.length);
    const scans = [...perBuild, ...firstPass, ...secondPass]
      .flatMap((run) => unboundedReads(db, run).filter((d) => d.startsWith('SCAN')).map((d) => `${d} in ${run.sql}`));
    expect([...new Set(scans)]).toEqual([]);

    // Per page: ordered passes over a source only once per distinct query, never per page.
    const passes = firstPass.filter((run) => unboundedReads(db, run).length > 0).map((run) => `${run.sql} ${JSON.stringify(run.args)}`);
    const repeated = passes.filter((pass, n) => passes.indexOf(pass) !== n);
    expect(repeated.slice(0, 3)).toEqual([]);
    // What bounds them is the content model, not the site's size: at most one pass per source or
    // category filter in each of the two orders (date, title), however many pages there are.
    const { filters } = db.prepare('SELECT (SELECT COUNT(*) FROM categories) + (SELECT COUNT(DISTINCT structured_data) FROM items) AS filters').get() as { filters: number };
    expect(passes.length).toBeLessThanOrEqual(filters * 2);
    expect(passes.length).toBeLessThan(ids.length / 5);
    const again = secondPass.filter((run) => unboundedReads(db, run).length > 0).map((run) => `${unboundedReads(db, run).join('; ')} in ${run.sql}`);
    expect([...new Set(again)].slice(0, 5)).toEqual([]);

    // A one-path rebuild's index entry (?path=): one search of the (site_id, path) unique index.
    await client.get(`/site/main/pages?path=${encodeURIComponent(index.items[0]!.path)}`, z.unknown(), 'page index at one path');
    const byPath = runs.splice(0).filter((run) => /\bFROM pages p\b/.test(run.sql) && run.sql.includes('p.path = @path'));
    expect(byPath).toHaveLength(1);
    const pathPlan = (db.prepare(`EXPLAIN QUERY PLAN ${byPath[0]!.sql}`).all(byPath[0]!.args[0]) as { detail: string }[]).map((row) => row.detail);
    expect(pathPlan.filter((d) => /^(SCAN|SEARCH) p\b/.test(d))).toEqual(['SEARCH p USING INDEX sqlite_autoindex_pages_1 (site_id=? AND path=?)']);
    expect(unboundedReads(db, byPath[0]!).filter((d) => d.startsWith('SCAN'))).toEqual([]);

    // Scheduled publishing's step (server/schedules.ts: before a request, at most once a second
    // while nothing is due) is a search of its partial index of pending schedules for what is
    // due, then for the next one to come, whatever the number of pages or past schedules.
    const dueSteps = [...perBuild, ...firstPass].filter((run) => /FROM page_schedules\b/.test(run.sql) && /due_at [<>]/.test(run.sql));
    expect(dueSteps.length).toBeGreaterThanOrEqual(2);
    // Not before every request: with nothing pending, a step (its time is the search's
    // parameter) follows the last one by at least SCHEDULES_RECHECK_MS.
    const stepTimes = dueSteps.filter((run) => run.sql.includes('due_at <=')).map((run) => Date.parse(run.args[0] as string));
    expect(stepTimes.slice(1).map((t, n) => t - stepTimes[n]!).filter((gap) => gap < SCHEDULES_RECHECK_MS)).toEqual([]);
    const duePlans = new Set(dueSteps.map((run) => (db.prepare(`EXPLAIN QUERY PLAN ${run.sql}`).all(...run.args) as { detail: string }[]).map((row) => row.detail).join('; ')));
    expect([...duePlans].sort()).toEqual(['SEARCH page_schedules USING INDEX page_schedules_due (due_at<?)', 'SEARCH page_schedules USING INDEX page_schedules_due (due_at>?)']);
  }, slow(300_000));
});
