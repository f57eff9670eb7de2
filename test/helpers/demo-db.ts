import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler, type ApiHandlerOptions } from '../../server/create-api-handler.js';
import { openDatabase, type Db } from '../../server/open-database.js';
import { openSql } from '../../server/sql/open-sql.js';
import type { Sql } from '../../server/sql/sql.js';
import { copyDatabase } from './backend.js';
import { copyOutput } from './tree.js';

/** The backend of this run's shared content (test/global-setup.ts: SITEGEN_TEST_BACKEND). */
export const backend = (): 'sqlite' | 'postgres' => inject('backend');

let copies = 0;
/** A database name PostgreSQL takes unquoted: lower case, this process's, unique. */
const databaseName = (prefix: string) => `sg_${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${process.pid}_${++copies}`.slice(0, 63);

/**
 * A private copy of the seeded demo content, for tests that write: on SQLite a copy of the file
 * (WAL folded in first), on PostgreSQL a new database made from the seeded template. Answers its
 * location, for `--db` or openSql.
 */
export async function copyDemo(prefix: string): Promise<string> {
  if (backend() === 'postgres') return copyDatabase(inject('postgresAdmin'), inject('demoTemplate'), databaseName(prefix));
  return copyDemoDb(prefix);
}

/**
 * copyDemo's SQLite side: the shared demo file, checkpointed, copied. Tests about SQLite files
 * themselves (WAL, copies between backends) seed one of their own on either run
 * (test/helpers/seeded.ts, seededSqliteFile).
 */
export function copyDemoDb(prefix: string): string {
  const file = join(mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`)), 'site.db');
  const source = openDatabase(inject('demoDb'));
  source.pragma('wal_checkpoint(TRUNCATE)');
  source.close();
  copyFileSync(inject('demoDb'), file);
  // The shared file is also the one the browser tests' site posts forms and signs in to, from
  // this machine's 127.0.0.1: a copy starts with no client's counters, as the PostgreSQL template
  // does, so that a test's rate limit is not already spent by another file's posts of the last minute.
  const copy = openDatabase(file);
  copy.exec('DELETE FROM form_rate_limits; DELETE FROM sign_in_failures;');
  copy.close();
  return file;
}

/**
 * A folder of a test's own holding a copy of the demo's database (copyDemo) and of its built
 * output: for the tests that publish, rebuild and compare, each on its own copies.
 */
export async function demoWorkspace(prefix: string): Promise<{ dir: string; db: string; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`));
  const db = await copyDemo(prefix);
  const out = join(dir, 'output');
  copyOutput(inject('demoOutput'), out);
  return { dir, db, out };
}

/** The location of a new, empty database on this run's backend (a file not yet made, or a new PostgreSQL database). */
export async function emptyDatabase(prefix: string): Promise<string> {
  if (backend() === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: inject('postgresAdmin') });
    await client.connect();
    const name = databaseName(prefix);
    try { await client.query(`CREATE DATABASE "${name}"`); } finally { await client.end(); }
    const url = new URL(inject('postgresAdmin'));
    url.pathname = `/${name}`;
    return url.href;
  }
  return join(mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`)), 'site.db');
}

/** Opens a location (copyDemo's, emptyDatabase's) through the storage interface both backends share. */
export function openLocation(location: string): Promise<Sql> {
  return openSql(location);
}

/** The content API over loopback on an open database (a real server; the tests speak HTTP to it). */
export async function startApiOn(db: Db | Sql, options?: ApiHandlerOptions): Promise<{ base: string; close: () => Promise<void> }> {
  const handler = createApiHandler(new ContentStore(db), options);
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Renames the newest English article (the head of the English feed of `output`) in the database
 * at `location`, as an editor's publish would: its page, its language's sitemap part and feed,
 * the sitemap index and the manifest all change on the next build. Answers its path.
 */
export async function renameNewestEnglishArticle(output: string, location: string, title = 'A renamed article'): Promise<string> {
  const feed = readFileSync(join(output, 'en/rss.xml'), 'utf8');
  const path = new URL(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/.exec(feed)![1]!).pathname;
  const conn = await openLocation(location);
  try {
    const row = (await conn.get<{ id: number; published_json: string }>('SELECT id, published_json FROM pages WHERE path = ?', [path]))!;
    const json = JSON.parse(row.published_json);
    json.title = title;
    await conn.run('UPDATE pages SET published_json = ?, content_hash = ?, modified = ? WHERE id = ?', [JSON.stringify(json), 'changed', '2030-01-02T03:04:05.000Z', row.id]);
  } finally {
    await conn.close();
  }
  return path;
}

/**
 * The demo's content on both databases, for a file that runs its tests on each (describe.each):
 * a private SQLite copy, and a fresh database on the file's private PostgreSQL server
 * (usePrivatePostgres) filled by `sitegen db copy` as an operator would.
 */
export function demoOnBothDatabases(pg: { fresh: (name: string) => Promise<string> }, prefix: string): [string, () => Promise<string>][] {
  return [
    ['SQLite', async () => copyDemoDb(prefix)],
    ['PostgreSQL', async () => {
      const { runCli } = await import('./cli.js');
      const url = await pg.fresh(prefix);
      const copied = await runCli(['db', 'copy', '--from', copyDemoDb(`${prefix}-source`), '--to', url]);
      if (copied.code !== 0) throw new Error(`sitegen db copy into ${url} failed: ${copied.stderr}`);
      return url;
    }],
  ];
}
