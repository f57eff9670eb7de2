import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA, openDatabase } from '../../server/open-database.js';
import { LATEST_VERSION, MIGRATIONS, SchemaError, checkSchema, migrate, schemaStatus } from '../../server/migrations.js';
import { PostgresSql } from '../../server/sql/postgres-sql.js';
import { SqliteSql } from '../../server/sql/sqlite-sql.js';
import type { Sql } from '../../server/sql/sql.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { seededSqliteFile } from '../helpers/seeded.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { slow } from '../helpers/slow.js';

const pg = usePrivatePostgres();
const opened: Sql[] = [];
afterEach(async () => { while (opened.length) await opened.pop()!.close(); });

const dir = () => mkdtempSync(join(tmpdir(), 'sitegen-migrations-'));
// The SQLite side of this file is a seeded FILE on either run (SITEGEN_TEST_BACKEND): its tests
// are about files and about copies between the two backends, which this file starts itself.

/** A new, empty database of each backend: its location, and a way to open it as it is. */
const backends: [string, () => Promise<string>][] = [
  ['sqlite', async () => join(dir(), 'site.db')],
  ['postgres', () => pg.fresh('migrations')],
];

function open(location: string): Sql {
  const sql = location.startsWith('postgres://') ? new PostgresSql(location) : new SqliteSql(openDatabase(location, { schema: 'as-is' }));
  opened.push(sql);
  return sql;
}

/** The database as version `version` left it, each migration applied as `migrate` applies it. */
async function migratedTo(sql: Sql, version: number): Promise<void> {
  await sql.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
    await sql.exec(m[sql.dialect]);
    await sql.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, '2026-01-01T00:00:00.000Z']);
  }
}

/** No line of a stack in what a person reads. */
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe.each(backends)('migrations on %s', (_name, fresh) => {
  it('apply every migration to a new database, each recorded with its name and time, and nothing on a second run', async () => {
    const location = await fresh();
    const sql = open(location);
    expect((await schemaStatus(sql)).state).toBe('empty');
    const first = await migrate(sql);
    expect(first).toEqual({ from: 0, version: LATEST_VERSION, applied: MIGRATIONS.map(({ version, name }) => ({ version, name })), adopted: false });
    const rows = await sql.all<{ version: number; name: string; applied_at: string }>('SELECT version, name, applied_at FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(new Date(rows[0]!.applied_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await sql.get('SELECT COUNT(*) AS n FROM pages')).toEqual({ n: 0 });
    expect(await migrate(sql)).toEqual({ from: LATEST_VERSION, version: LATEST_VERSION, applied: [], adopted: false });
    expect(await sql.get('SELECT COUNT(*) AS n FROM schema_migrations')).toEqual({ n: MIGRATIONS.length });
    expect(await checkSchema(sql, location)).toMatchObject({ state: 'current', current: LATEST_VERSION });
  });

  it('apply each migration once when two processes migrate the same new database at once', async () => {
    const location = await fresh();
    const runs = await Promise.all([0, 1].map(() => runCli(['db', 'migrate', '--db', location, '--json'])));
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const applied = runs.flatMap((run) => (jsonSummary(run).applied as { version: number }[]).map((m) => m.version));
    expect(applied.sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await open(location).all('SELECT version FROM schema_migrations ORDER BY version')).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
  });

  it('refuse a schema newer than this sitegen knows, and never touch it', async () => {
    const location = await fresh();
    const sql = open(location);
    await migrate(sql);
    await sql.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', '2030-01-01T00:00:00.000Z')", [LATEST_VERSION + 1]);
    const error = await migrate(sql).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).code).toBe('SCHEMA_TOO_NEW');
    await expect(checkSchema(sql, location)).rejects.toThrow(`is at schema version ${LATEST_VERSION + 1}, newer than this sitegen knows (${LATEST_VERSION})`);
    for (const args of [['db', 'migrate', '--db', location], ['api', '--db', location, '--port', '0']]) {
      const run = await runCli(args, { killAfterMs: slow(30_000) });
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toContain(`sitegen: The database ${location} is at schema version ${LATEST_VERSION + 1}, newer than this sitegen knows`);
      noStack(run.stderr);
    }
    expect(await sql.get('SELECT COUNT(*) AS n FROM schema_migrations')).toEqual({ n: MIGRATIONS.length + 1 });
  }, slow(60_000));

  it('keep `sitegen api` from starting on an outdated schema, naming the database and the command to run', async () => {
    const location = await fresh();
    const sql = open(location);
    await migrate(sql);
    // Version 0 recorded: as if every migration were new since it was last migrated.
    await sql.run('DELETE FROM schema_migrations');
    const refused = await runCli(['api', '--db', location, '--port', '0'], { killAfterMs: slow(30_000) });
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('content API on');
    expect(refused.stderr).toContain(`sitegen: The database ${location} is at schema version 0; this sitegen needs version ${LATEST_VERSION}`);
    expect(refused.stderr).toContain(`Run \`sitegen db migrate --db ${location}\``);
    noStack(refused.stderr);
    const migrated = await runCli(['db', 'migrate', '--db', location]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain(`now at schema version ${LATEST_VERSION}`);
    expect((await schemaStatus(sql)).state).toBe('current');
  }, slow(60_000));

  it('migration 4 keeps a pending schedule as a publication and lets the page also be scheduled to go offline', async () => {
    const location = await fresh();
    const sql = open(location);
    // The database as version 3 left it.
    await migratedTo(sql, 3);
    await sql.run("INSERT INTO page_schedules (page_id, seq, due_at, actor, created_at, failure) VALUES (7, 3, '2030-01-01T08:00:00.000Z', 'token:Ana', '2026-01-01T00:00:00.000Z', NULL)");
    const migrated = await migrate(sql);
    expect(migrated).toMatchObject({ from: 3 });
    expect(migrated.applied[0]).toEqual({ version: 4, name: 'scheduled unpublishing: a schedule has an action' });
    expect(await sql.all('SELECT page_id, action, seq, due_at, actor, failure FROM page_schedules')).toEqual([
      { page_id: 7, action: 'publish', seq: 3, due_at: '2030-01-01T08:00:00.000Z', actor: 'token:Ana', failure: null },
    ]);
    // One pending schedule per page and action: an unpublishing beside the publication, never two of a kind.
    await sql.run("INSERT INTO page_schedules (page_id, action, seq, due_at, actor, created_at) VALUES (7, 'unpublish', 0, '2030-02-01T08:00:00.000Z', 'token:Ana', '2026-01-02T00:00:00.000Z')");
    await expect(sql.run("INSERT INTO page_schedules (page_id, action, seq, due_at, actor, created_at) VALUES (7, 'unpublish', 0, '2030-03-01T08:00:00.000Z', 'token:Ana', '2026-01-02T00:00:00.000Z')")).rejects.toThrow();
    await expect(sql.run("INSERT INTO page_schedules (page_id, action, seq, due_at, actor, created_at) VALUES (8, 'archive', 0, '2030-03-01T08:00:00.000Z', 'token:Ana', '2026-01-02T00:00:00.000Z')")).rejects.toThrow();
    expect((await sql.all<{ action: string }>('SELECT action FROM page_schedules WHERE page_id = 7 ORDER BY due_at')).map((r) => r.action)).toEqual(['publish', 'unpublish']);
  }, slow(60_000));

  it('migration 10 lets an account have the admissions role and keeps every account with its sessions, links and scope', async () => {
    const location = await fresh();
    const sql = open(location);
    await migratedTo(sql, 9);
    if (sql.dialect === 'sqlite') expect(await sql.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
    await sql.run("INSERT INTO accounts (id, email, role, password_hash, created_at) VALUES (4, 'marta@edte.example', 'admin', 'h', 1)");
    await sql.run("INSERT INTO sessions (hash, account_id, created_at, last_seen_at) VALUES ('s1', 4, 1, 2)");
    await sql.run("INSERT INTO account_links (hash, account_id, expires_at) VALUES ('l1', 4, 9)");
    await sql.run("INSERT INTO account_scopes (account_id, languages, sections) VALUES (4, 'en_GB', '')");
    await expect(sql.run("INSERT INTO accounts (email, role, created_at) VALUES ('a@edte.example', 'admissions', 1)")).rejects.toThrow();
    expect((await migrate(sql)).applied.map((m) => m.version)[0]).toBe(10);
    expect(await sql.all('SELECT id, email, role FROM accounts')).toEqual([{ id: 4, email: 'marta@edte.example', role: 'admin' }]);
    expect(await sql.all('SELECT hash FROM sessions')).toEqual([{ hash: 's1' }]);
    expect(await sql.all('SELECT hash FROM account_links')).toEqual([{ hash: 'l1' }]);
    expect(await sql.all('SELECT account_id FROM account_scopes')).toEqual([{ account_id: 4 }]);
    await sql.run("INSERT INTO accounts (email, role, created_at) VALUES ('a@edte.example', 'admissions', 1)");
    await expect(sql.run("INSERT INTO accounts (email, role, created_at) VALUES ('b@edte.example', 'owner', 1)")).rejects.toThrow();
    // Removing an account still takes its sessions with it: the references hold after the rebuild.
    await sql.run('DELETE FROM accounts WHERE id = 4');
    expect(await sql.all('SELECT hash FROM sessions')).toEqual([]);
  }, slow(60_000));

  it('migration 12 keeps every delivery and inbox record, and takes the reminder and freed-place channels and the team\'s cancelling', async () => {
    const location = await fresh();
    const sql = open(location);
    await migratedTo(sql, 11);
    await sql.run("INSERT INTO form_submissions (id, site, form_type, locale, page_path, data, created_at, client) VALUES (7, 'main', 'event', 'es_ES', '/eventos/x/', '{}', '2026-11-30T10:00:00.000Z', 'c')");
    await sql.run("INSERT INTO lead_deliveries (id, submission_id, channel, idempotency_key, state, attempts, next_at, created_at) VALUES (300, 7, 'crm', 'k-3', 'dead', 10, 'n', 'c')");
    await sql.run("INSERT INTO lead_events (id, submission_id, at, actor, kind, value) VALUES (500, 7, 'a', 'maria@edte.example', 'note', 'Llamada')");
    await expect(sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, next_at, created_at) VALUES (7, 'reminder', 'k-4', 'n', 'c')")).rejects.toThrow();
    expect((await migrate(sql)).applied.map((m) => m.version)).toEqual(MIGRATIONS.filter((m) => m.version > 11).map((m) => m.version));
    expect(await sql.all('SELECT id, submission_id, channel, idempotency_key, state, attempts FROM lead_deliveries')).toEqual([{ id: 300, submission_id: 7, channel: 'crm', idempotency_key: 'k-3', state: 'dead', attempts: 10 }]);
    expect(await sql.all('SELECT id, kind, value FROM lead_events')).toEqual([{ id: 500, kind: 'note', value: 'Llamada' }]);
    await sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, next_at, created_at) VALUES (7, 'reminder', 'k-4', 'n', 'c'), (7, 'place', 'k-5', 'n', 'c')");
    await sql.run("INSERT INTO lead_events (submission_id, at, actor, kind, value) VALUES (7, 'a', 'maria@edte.example', 'cancel', '0')");
    await expect(sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, next_at, created_at) VALUES (7, 'fax', 'k-6', 'n', 'c')")).rejects.toThrow();
    await expect(sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, next_at, created_at) VALUES (7, 'crm', 'k-7', 'n', 'c')"), 'one row per submission and channel still').rejects.toThrow();
  }, slow(60_000));
});

describe('one schema on both databases', () => {
  /**
   * The schema is written once per dialect (server/open-database.ts and the migrations for
   * SQLite, server/sql/postgres-schema.ts and the same migrations for PostgreSQL); this holds
   * the two to one shape: the same tables, each with the same columns, the same NOT NULL
   * columns and the same named indexes. What is each search engine's own (SQLite's FTS5 tables,
   * PostgreSQL's search_pages) and the engines' automatic key indexes are left out by name.
   */
  it('migrated SQLite and PostgreSQL have the same tables, columns, NOT NULLs and indexes', async () => {
    const sqliteLocation = join(dir(), 'site.db');
    const lite = open(sqliteLocation);
    await migrate(lite, { location: sqliteLocation });
    const pgLocation = await pg.fresh('parity');
    const post = open(pgLocation);
    await migrate(post, { location: pgLocation });
    const own = (table: string) => /^search_pages$|_fts|^pg_|^sqlite_/.test(table);
    const shape = async (sql: Sql) => {
      const tables = sql.dialect === 'sqlite'
        ? (await sql.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name)
        : (await sql.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")).map((r) => r.name);
      const result: Record<string, { columns: string[]; notNull: string[]; indexes: string[] }> = {};
      for (const table of tables.filter((t) => !own(t)).sort()) {
        const columns = sql.dialect === 'sqlite'
          ? (await sql.all<{ name: string; notnull: number; pk: number }>(`SELECT name, "notnull", pk FROM pragma_table_info('${table}')`)).map((c) => ({ name: c.name, notNull: c.notnull === 1 || c.pk > 0 }))
          : (await sql.all<{ name: string; nullable: string }>('SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?', [table])).map((c) => ({ name: c.name, notNull: c.nullable === 'NO' }));
        const indexes = sql.dialect === 'sqlite'
          ? (await sql.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name NOT LIKE 'sqlite_autoindex%'", [table])).map((r) => r.name)
          : (await sql.all<{ name: string }>("SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ? AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'", [table])).map((r) => r.name);
        result[table] = {
          columns: columns.map((c) => c.name).sort(),
          notNull: columns.filter((c) => c.notNull).map((c) => c.name).sort(),
          indexes: indexes.sort(),
        };
      }
      return result;
    };
    const [a, b] = [await shape(lite), await shape(post)];
    expect(Object.keys(a).length).toBeGreaterThan(10);
    expect(b).toEqual(a);
  }, slow(60_000));
});

describe('migrations on postgres', () => {
  it('leave a new database to `sitegen db migrate`: the API refuses it, saying so', async () => {
    const location = await pg.fresh('empty');
    const refused = await runCli(['api', '--db', location, '--port', '0'], { killAfterMs: slow(30_000) });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database ${location} has no sitegen schema yet`);
    expect(refused.stderr).toContain(`Run \`sitegen db migrate --db ${location}\``);
    noStack(refused.stderr);
  }, slow(60_000));

  it('say what the search\'s migration needs when the user may not create the unaccent extension, and go on once an administrator has', async () => {
    const location = await pg.fresh('unprivileged');
    const admin = open(location);
    // A user that may make tables in the schema but not extensions in the database (PostgreSQL's default for a non-owner).
    await admin.exec(`CREATE ROLE sitegen_app LOGIN; GRANT CREATE ON SCHEMA public TO sitegen_app`);
    const app = location.replace('postgres://sitegen@', 'postgres://sitegen_app@');
    const refused = await runCli(['db', 'migrate', '--db', app]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database ${app} refused migration 3 "${MIGRATIONS[2]!.name}": permission denied to create extension "unaccent"`);
    expect(refused.stderr).toContain('GRANT CREATE ON DATABASE');
    expect(refused.stderr).toContain('`CREATE EXTENSION unaccent;`');
    expect(refused.stderr).toContain(`sitegen db migrate --db ${app}`);
    noStack(refused.stderr);
    // The migrations before it stay applied; nothing of it does.
    expect(await schemaStatus(admin)).toMatchObject({ state: 'behind', current: 2 });
    await admin.exec('CREATE EXTENSION unaccent');
    const done = await runCli(['db', 'migrate', '--db', app]);
    expect(done.code, done.stderr).toBe(0);
    expect(await schemaStatus(admin)).toMatchObject({ state: 'current', current: LATEST_VERSION });
    expect(await admin.get("SELECT to_tsvector('sitegen_es', 'Matrícula abierta') AS v")).toEqual({ v: "'abiert':2 'matricul':1" });
  }, slow(60_000));

  it('name the database without its password', async () => {
    const error = new SchemaError({ state: 'empty', current: 0, latest: 1, pending: [], unknown: [] }, 'postgres://sitegen:s3cret@db.example.org:5432/site');
    expect(error.message).toContain('postgres://sitegen:***@db.example.org:5432/site');
    expect(`${error.message}${error.hint}`).not.toContain('s3cret');
  });
});

describe('migrations on a SQLite file', () => {
  it('migrate a new file as it opens (what `sitegen content seed` makes), so a fresh clone needs no extra command', async () => {
    const db = openDatabase(await seededSqliteFile('migrations-seeded'), { readonly: true });
    try {
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    } finally {
      db.close();
    }
  });

  it('adopt a database made before migrations as version 1, keeping its tables and rows', async () => {
    const old = () => {
      const file = join(dir(), 'old.db');
      // What every sitegen before migrations left: the schema, no record of a version.
      const db = new Database(file);
      db.exec(SCHEMA);
      db.prepare("INSERT INTO tokens (name, role, hash, created_at) VALUES ('ci', 'editor', 'abc', '2026-01-01T00:00:00.000Z')").run();
      db.close();
      return file;
    };
    // Opening adopts it as version 1; any later migration waits for `sitegen db migrate`, so the
    // open is refused with that advice once there is one (server/migrations.ts: prepareSqliteSchema).
    const adopted = old();
    if (LATEST_VERSION === 1) openDatabase(adopted).close();
    else expect(() => openDatabase(adopted)).toThrow(`is at schema version 1; this sitegen needs version ${LATEST_VERSION}`);
    const opened = new Database(adopted, { readonly: true });
    try {
      expect(opened.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
      expect(opened.prepare('SELECT name FROM tokens').all()).toEqual([{ name: 'ci' }]);
    } finally {
      opened.close();
    }
    const file = old();
    const run = await runCli(['db', 'migrate', '--db', file, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonSummary(run)).toMatchObject({ ok: true, from: 0, version: LATEST_VERSION, adopted: true });
    // SITEGEN_DB names the database when --db does not.
    const third = old();
    const plain = await runCli(['db', 'migrate'], { env: { SITEGEN_DB: third } });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout.startsWith(`${third}: applied ${MIGRATIONS.length} migration`)).toBe(true);
    expect(plain.stdout).toContain(`(made before migrations: its tables were kept and adopted as version 1); now at schema version ${LATEST_VERSION}\n`);
  });

  it('keep `sitegen build` and `sitegen serve` from starting on an outdated file', async () => {
    const file = await seededSqliteFile('migrations-outdated');
    const db = new Database(file);
    db.exec('DELETE FROM schema_migrations');
    db.close();
    const out = join(dir(), 'output');
    const build = await runCli(['build', '--db', file, '--out', out]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain(`The database ${file} is at schema version 0`);
    expect(build.stderr).toContain(`sitegen db migrate --db ${file}`);
    noStack(build.stderr);
    mkdirSync(out, { recursive: true });
    const serve = await runCli(['serve', '--db', file, '--out', out, '--port', '0'], { killAfterMs: slow(30_000) });
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain(`sitegen db migrate --db ${file}`);
    noStack(serve.stderr);
  }, slow(120_000));
});

/** Every row of a SQLite file's table, in key order. */
function rowsOf(file: string, table: string): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    const key = (db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').all(table) as { name: string }[]).map((c) => `"${c.name}"`);
    return db.prepare(`SELECT * FROM "${table}" ORDER BY ${key.length ? key.join(', ') : 1}`).all();
  } finally {
    db.close();
  }
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sitegen db copy', () => {
  it('moves the demo site SQLite → PostgreSQL → SQLite with every row identical and the downloads byte for byte', async () => {
    const demo = await seededSqliteFile('migrations-copy');
    const url = await pg.fresh('copy');
    const there = await runCli(['db', 'copy', '--from', demo, '--to', url, '--json']);
    expect(there.code, there.stderr).toBe(0);
    const summary = jsonSummary(there) as { tables: Record<string, number>; rows: number; migrated: unknown[] };
    expect(summary.migrated).toHaveLength(MIGRATIONS.length);
    for (const [table, rows] of Object.entries(summary.tables)) expect(rows, table).toBe(rowsOf(demo, table).length);
    expect(summary.tables.pages).toBeGreaterThan(1000);
    expect(summary.tables.downloads).toBeGreaterThan(0);

    const sql = open(url);
    const liteDownloads = rowsOf(demo, 'downloads') as { path: string; content: Buffer }[];
    const pgDownloads = await sql.all<{ path: string; content: Buffer }>('SELECT path, content FROM downloads ORDER BY site_id, path');
    expect(pgDownloads.map((d) => [d.path, sha(d.content)])).toEqual(liteDownloads.map((d) => [d.path, sha(d.content)]));
    // Identity sequences restart after the copied ids: the next row gets a new id, no collision.
    // (Rolled back: the trigger's bump of a source version must not reach the copy back.)
    const maxId = (await sql.get<{ id: number }>('SELECT MAX(id) AS id FROM items'))!.id;
    // A site may hold form submissions (a fresh seed has none): the next id follows the highest.
    const maxSubmission = (await sql.get<{ id: number | null }>('SELECT MAX(id) AS id FROM form_submissions'))!.id ?? 0;
    await sql.transaction(async (tx) => {
      expect(await tx.get("INSERT INTO form_submissions (site, form_type, locale, page_path, data, created_at, client) VALUES ('main', 'basic', 'es_ES', '/', '{}', '2026-01-01', 'x') RETURNING id")).toEqual({ id: maxSubmission + 1 });
      expect(await tx.get("INSERT INTO items (site_id, language_id, locale, structured_data, title, title_sort, content, published, modified) VALUES (1, 1, 'es_ES', 'NEWS', 't', 't', '{}', '', '') RETURNING id")).toEqual({ id: maxId + 1 });
      throw new Error('rolled back');
    }).catch((error: Error) => { if (error.message !== 'rolled back') throw error; });

    const back = join(dir(), 'back.db');
    const home = await runCli(['db', 'copy', '--from', url, '--to', back, '--json']);
    expect(home.code, home.stderr).toBe(0);
    expect(jsonSummary(home).rows).toBe(summary.rows);
    for (const table of Object.keys(summary.tables)) expect(rowsOf(back, table), table).toEqual(rowsOf(demo, table));
    const backDownloads = rowsOf(back, 'downloads') as { content: Buffer }[];
    expect(backDownloads.map((d) => sha(d.content))).toEqual(liteDownloads.map((d) => sha(d.content)));
  }, slow(180_000));

  it('refuses a target that holds rows unless --replace, which replaces them rather than adding to them', async () => {
    const demo = await seededSqliteFile('migrations-replace');
    const url = await pg.fresh('replace');
    expect((await runCli(['db', 'copy', '--from', demo, '--to', url])).code).toBe(0);
    const refused = await runCli(['db', 'copy', '--from', demo, '--to', url]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${url} already holds rows (`);
    expect(refused.stderr).toContain('add --replace');
    noStack(refused.stderr);
    const replaced = await runCli(['db', 'copy', '--from', demo, '--to', url, '--replace', '--json']);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(jsonSummary(replaced)).toMatchObject({ replaced: true, migrated: [] });
    const sql = open(url);
    expect(await sql.get('SELECT COUNT(*) AS n FROM pages')).toEqual({ n: rowsOf(demo, 'pages').length });
    expect(await sql.all('SELECT site_id, locale, source, version FROM source_versions ORDER BY site_id, locale, source')).toEqual(rowsOf(demo, 'source_versions'));

    // Into a SQLite file that has a search index: the old index goes with the old rows.
    const target = await seededSqliteFile('migrations-replace-target');
    const intoLite = await runCli(['db', 'copy', '--from', url, '--to', target, '--replace']);
    expect(intoLite.code, intoLite.stderr).toBe(0);
    expect(intoLite.stdout).toMatch(/^copied [\d,]+ rows in \d+ tables from postgres:\/\/\S+ to \S+ \(its rows replaced\) in [\d.]+ s\n/);
    const db = new Database(target, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'").get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM search_docs').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
    for (const table of ['pages', 'items', 'downloads', 'source_versions']) expect(rowsOf(target, table), table).toEqual(rowsOf(demo, table));
  }, slow(180_000));

  it('refuses the same database at both ends, and a source that is not there', async () => {
    const demo = await seededSqliteFile('migrations-same');
    const same = await runCli(['db', 'copy', '--from', demo, '--to', demo]);
    expect(same.code).toBe(1);
    expect(same.stderr).toContain('--from and --to name the same database');
    const missing = await runCli(['db', 'copy', '--from', join(dir(), 'nothing.db'), '--to', join(dir(), 'b.db')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--from must be an existing SQLite file or a postgres:// URL');
  });
});
