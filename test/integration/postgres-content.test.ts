import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../server/database-unavailable.js';
import { describeLocation } from '../../server/sql/describe-location.js';
import { PostgresSql } from '../../server/sql/postgres-sql.js';
import type { SqliteSql } from '../../server/sql/sqlite-sql.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { backend } from '../helpers/demo-db.js';
import { seededSqliteFile } from '../helpers/seeded.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * The content API and the build over PostgreSQL (DESIGN "production shape"): the demo seeded
 * into a real PostgreSQL (a private cluster, test/helpers/postgres.ts) by the CLI builds the same
 * bytes as the SQLite demo; the API answers the same JSON on both; what is not yet ported says
 * so (501); a database that is down is a 503 with Retry-After and a clean build failure.
 */
const pg = usePrivatePostgres();
const work = mkdtempSync(join(tmpdir(), 'sitegen-pg-content-'));
let url: string;
let sqlite: RunningApi;
let postgres: RunningApi;
let direct: PostgresSql;
const apis = () => [['sqlite', sqlite], ['postgres', postgres]] as const;

beforeAll(async () => {
  url = await pg.fresh('demo');
  // As an operator would: the database named by SITEGEN_DB, seeded by the CLI.
  const seeded = await runCli(['content', 'seed', '--json'], { cwd: work, env: { SITEGEN_DB: url } });
  expect(seeded.code, seeded.stderr).toBe(0);
  expect(jsonSummary(seeded)).toMatchObject({ ok: true, pages: 1246, db: url });
  // The SQLite side is a seeded file on either run (this file compares the two backends itself).
  [sqlite, postgres] = await Promise.all([startApiServer({ dbFile: await seededSqliteFile('pg-content') }), startApiServer({ dbFile: url })]);
  direct = new PostgresSql(url, { poolSize: 1 });
}, slow(300_000));
afterAll(async () => {
  await Promise.all([sqlite?.close(), postgres?.close(), direct?.close()]);
  if (!process.env.SITEGEN_KEEP_TEST_FILES) rmSync(work, { recursive: true, force: true });
});

const call = async (api: RunningApi, path: string, init?: RequestInit) => {
  const response = await fetch(`${api.url}${path}`, init);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() as unknown };
};
const distributor = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', lang: 'es_ES' }, body: JSON.stringify(body) });

describe('the demo site on PostgreSQL', () => {
  it('builds the same bytes from PostgreSQL as from SQLite, file for file', async () => {
    // The shared demo site (test/global-setup.ts) was built from this run's backend: build from
    // the other one and compare.
    const other = backend() === 'sqlite' ? url : await seededSqliteFile('pg-content-build');
    const out = join(work, 'A');
    const built = await runCli(['build', '--db', other, '--out', out, '--json'], { cwd: work, env: { SITEGEN_WARM_IMAGES: '0' } });
    expect(built.code, built.stderr).toBe(0);
    expect(jsonSummary(built)).toMatchObject({ ok: true, mode: 'full', pages: 1246, warnings: 0 });
    const hashes = (dir: string) => new Map([...snapshotTree(dir)].map(([file, { hash }]) => [file, hash]));
    const ours = hashes(out);
    const theirs = hashes(inject('demoOutput'));
    const differing = [...new Set([...ours.keys(), ...theirs.keys()])].filter((file) => ours.get(file) !== theirs.get(file));
    expect(differing).toEqual([]);
    expect(ours.size).toBeGreaterThan(2000);
  }, slow(600_000));
});

describe('the content API answers the same on SQLite and PostgreSQL', () => {
  /** Requests whose answers must be identical byte for byte: every kind of read the build and visitors make. */
  const requests: [string, RequestInit?][] = [
    ['/site/main'],
    ['/site/1'],
    ['/site/main/pages'],
    ['/site/main/pages?lang=en_GB&since=2026-10-01'],
    ['/site/main/navigations'],
    ['/site/main/page/1000'],
    ['/list/v2/BLOG,NEWS?site=main&lang=es_ES&page=2&items=20'],
    ['/list/v2/TEACHERS?site=main&lang=es_ES&order=alpha-ASC&items=100'],
    ['/list/v2/TEACHERS?site=main&lang=en_GB&order=alpha-DESC&items=100&relations=full'],
    ['/list/v2/PROGRAMS?site=main&allLanguages=true&order=alpha-ASC&search=dise%C3%B1o'],
    // Events by the day on their card, counted from a given day (src/contract/upcoming.ts).
    ['/list/v2/EVENTS?site=main&lang=es_ES&order=upcoming-then-past&from=2027-01-24&items=50'],
    ['/list/v2/EVENTS?site=main&lang=en_GB&order=upcoming-ASC&from=2027-01-24&items=5'],
    ['/list/v2/EVENTS?site=main&lang=en_GB&order=upcoming-ASC&from=24-01-2027'],
    ['/list/v2/BLOG?site=main&lang=es_ES&get=100,101&operator=AND&exclude=5000,999999999999'],
    ['/list/v2/BLOG?site=main&lang=es_ES&search=100%25_'],
    ['/list/fixed?site=main&lang=es_ES&get=5010,5003,999999999999,5001'],
    ['/list/navigations?site=main&lang=es_ES&get=5100&items=2'],
    ['/filters/BLOG,NEWS,TEACHERS/site/main/lang/en_GB/related'],
    ['/filters/PROGRAMS/site/main/lang/es_ES/related?allLanguages=true'],
    ['/site/main/distributor', distributor({ mode: 'auto', order: 'alpha-ASC', quantity: 7, sources: [{ structuredData: 'TEACHERS', filters: [], filterOperator: 'OR', globalOperator: 'OR' }], fixed: [], fullRelations: true, allLanguages: false, preferenceLanguage: false })],
    ['/site/main/distributor', distributor({ mode: 'auto', order: 'upcoming-ASC', from: '2026-12-01', quantity: 3, sources: [{ structuredData: 'EVENTS', filters: [], filterOperator: 'OR', globalOperator: 'AND' }], fixed: [], fullRelations: false, allLanguages: false, preferenceLanguage: false })],
    ['/site/main/distributor', distributor({ mode: 'manual', fixed: [5003, 5001, 5002], related: 1000, sources: [], fullRelations: false, allLanguages: false, preferenceLanguage: false })],
    // Refusals name the same things.
    ['/site/main/page/999999999999'],
    ['/site/99999999999999999999'],
    ['/list/v2/NOPE?site=main&lang=es_ES'],
    ['/list/navigations?site=main&lang=es_ES&get=999999999999'],
  ];

  it.each(requests.map(([path, init]) => [`${init?.method ?? 'GET'} ${path}`, path, init] as const))('%s', async (_name, path, init) => {
    const [a, b] = await Promise.all([call(sqlite, path, init), call(postgres, path, init)]);
    expect(b).toEqual(a);
  });

  it('gives the page index of both backends the same hashes, and every page the hash the index gives it', async () => {
    for (const [name, api] of apis()) {
      const index = (await call(api, '/site/main/pages')).body as { items: { id: number; hash: string }[] };
      for (const item of index.items.filter((_, n) => n % 97 === 0)) {
        const page = (await call(api, `/site/main/page/${item.id}`)).body as { hash: string };
        expect(page.hash, `${name} page ${item.id}`).toBe(item.hash);
      }
    }
  });

  it('sees a change to an item at once, whichever database holds it (no stale remembered list)', async () => {
    const path = '/list/v2/TEACHERS?site=main&lang=es_ES&order=alpha-ASC&items=3';
    const first = async (api: RunningApi) => ((await call(api, path)).body as { items: { id: number }[] }).items[0]!.id;
    for (const [name, api] of apis()) {
      const before = await first(api);
      const last = ((await call(api, '/list/v2/TEACHERS?site=main&lang=es_ES&order=alpha-DESC&items=1')).body as { items: { id: number }[] }).items[0]!.id;
      // The last teacher in title order becomes the first: its sort key moves to the front.
      const move = "UPDATE items SET title_sort = ' ' || title_sort WHERE id = ?";
      if (name === 'postgres') await direct.run(move, [last]);
      else (api.store.sql as SqliteSql).db.prepare(move).run(last);
      expect(await first(api), name).toBe(last);
      expect(before).not.toBe(last);
      const undo = 'UPDATE items SET title_sort = substr(title_sort, 2) WHERE id = ?';
      if (name === 'postgres') await direct.run(undo, [last]);
      else (api.store.sql as SqliteSql).db.prepare(undo).run(last);
      expect(await first(api), name).toBe(before);
    }
  });

  it('orders text as bytes on PostgreSQL whatever the database\'s own collation', async () => {
    // A database made with a language collation (ICU English): "a" sorts before "B" there, and
    // "á" beside "a" (bytes put capitals first and accents last); the demo's category labels and
    // title keys sort differently under it. The columns the API sorts by say COLLATE "C".
    const icu = `${url.replace(/\/[^/]*$/, '')}/demo_icu`;
    await direct.exec("CREATE DATABASE demo_icu TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'");
    const other = new PostgresSql(icu, { poolSize: 1 });
    try {
      expect((await other.get<{ c: string }>("SELECT CASE WHEN 'B' < 'a' THEN 'bytes' ELSE 'language' END AS c"))!.c).toBe('language');
      const seeded = await runCli(['content', 'seed', '--db', icu], { cwd: work });
      expect(seeded.code, seeded.stderr).toBe(0);
      const api = await startApiServer({ dbFile: icu });
      try {
        // Each of these is ordered otherwise by the ICU collation (checked without the COLLATE "C"):
        // titles opening with «, and labels of both languages together ("Máster", "Master’s degree").
        for (const path of [
          '/list/v2/BLOG,NEWS?site=main&lang=es_ES&order=alpha-ASC&items=500',
          '/list/v2/BLOG,NEWS,PROJECTS,PRESS,EVENTS?site=main&allLanguages=true&order=alpha-ASC&items=500',
          '/filters/PROGRAMS,BLOG,NEWS,TEACHERS/site/main/lang/es_ES/related?allLanguages=true',
        ]) {
          expect((await call(api, path)).body, path).toEqual((await call(sqlite, path)).body);
        }
      } finally {
        await api.close();
      }
    } finally {
      await other.close();
    }
  }, slow(120_000));
});

describe('every route is on PostgreSQL', () => {
  it('search answers there as on SQLite (no route is left answering 501 NOT_ON_POSTGRES)', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'becas', lang: 'es_ES', site: 'main' }) };
    const [pg, lite] = [await call(postgres, '/ai/search', init), await call(sqlite, '/ai/search', init)];
    expect(pg.status).toBe(200);
    expect(lite.status).toBe(200);
    const paths = (body: unknown) => (body as { items: { path: string }[] }).items.map((r) => r.path);
    expect(paths(pg.body).length).toBeGreaterThan(0);
    expect(paths(pg.body)[0]).toBe(paths(lite.body)[0]);
  });

  it('sitegen token create stores an editor token in PostgreSQL, naming the database without its password', async () => {
    const secret = url.replace('postgres://sitegen@', 'postgres://sitegen:hunter2@');
    expect(secret).not.toBe(url);
    const result = await runCli(['token', 'create', '--role', 'editor', '--name', 'pg', '--db', secret], { cwd: work });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^sg_[\w-]{40,}$/);
    expect(result.stderr).toContain(`in ${describeLocation(secret)}.`);
    expect(result.stderr).not.toContain('hunter2');
    // The token is the API's: it reads a draft, which needs an editor.
    const draft = await call(postgres, '/site/main/page/1000?draft=1', { headers: { authorization: `Bearer ${result.stdout.trim()}` } });
    expect(draft.status).toBe(200);
  });
});

describe('settings', () => {
  it('take a postgres:// URL for --db and SITEGEN_DB as it is, and refuse one without a host', async () => {
    await expect(loadConfig({ db: 'postgres://u:p@db.internal:5432/site' }, {}, work)).resolves.toMatchObject({ db: 'postgres://u:p@db.internal:5432/site' });
    await expect(loadConfig({}, { SITEGEN_DB: 'postgresql://u@10.0.0.2/site' }, work)).resolves.toMatchObject({ db: 'postgresql://u@10.0.0.2/site' });
    await expect(loadConfig({ db: 'postgres:///site' }, {}, work)).rejects.toThrow(/must name its host/);
    expect(describeLocation('postgres://u:secret@db.internal:5432/site?sslmode=require')).toBe('postgres://u:***@db.internal:5432/site');
  });
});

// Last: these stop the cluster.
describe('when PostgreSQL is down', () => {
  it('the API answers 503 with Retry-After, a build fails naming the database and leaves output/ as it was, and both recover', async () => {
    const output = join(work, 'previous');
    copyOutput(inject('demoOutput'), output);
    const before = snapshotTree(output);
    await pg.server().pause();
    try {
      const down = await call(postgres, '/site/main/pages');
      expect(down).toEqual({ status: 503, retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS), body: { error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/PostgreSQL database is not answering/) as string } } });
      // A build through that API: retried (honouring Retry-After), then a clean failure.
      const viaApi = await runCli(['build', '--api', postgres.url, '--out', output, '--retries', '1'], { cwd: work });
      expect(viaApi.code, viaApi.stderr).toBe(1);
      expect(viaApi.stderr).toMatch(/503 The content API's PostgreSQL database is not answering/);
      expect(viaApi.stderr).toContain('output/ was left as it was');
      // The build's own API over that database cannot start: the database is named.
      const embedded = await runCli(['build', '--db', url, '--out', output], { cwd: work });
      expect(embedded.code, embedded.stderr).toBe(1);
      expect(embedded.stderr).toContain(`its database ${describeLocation(url)} is not answering`);
      expect(embedded.stderr).not.toMatch(/^\s+at /m);
      expect(snapshotTree(output)).toEqual(before);
      // So does a seed, with the driver's reason and what to check.
      const seed = await runCli(['content', 'seed', '--db', url], { cwd: work });
      expect(seed.code, seed.stderr).toBe(1);
      expect(seed.stderr).toMatch(new RegExp(`The database ${describeLocation(url).replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')} is not answering \\(.*ECONNREFUSED.*\\)`));
      expect(seed.stderr).toContain('Check that PostgreSQL is running');
    } finally {
      await pg.server().resume();
    }
    expect((await call(postgres, '/site/main/pages')).status).toBe(200);
  }, slow(180_000));
});
