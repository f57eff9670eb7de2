import { DERIVED_TABLES, MIGRATIONS_TABLE, checkSchema, migrate, shownLocation, type MigrateResult } from './migrations.js';
import type { Sql } from './sql/sql.js';
import { SitegenError } from '../src/errors.js';

/**
 * `sitegen db copy` (DESIGN 9: move a site between backends): every table's rows from one
 * database to another, SQLite or PostgreSQL in either direction. The target is migrated to the
 * latest schema first and filled in one transaction, so a failed copy leaves it as it was; the
 * source is read in one transaction too, so the copy is one consistent moment of it.
 */
export interface CopyResult {
  tables: { name: string; rows: number }[];
  rows: number;
  /** What migrating the target applied first. */
  migrated: MigrateResult;
  replaced: boolean;
}

/** Rows per INSERT and per SELECT: few round trips, far below both databases' parameter limits. */
const BATCH_ROWS = 500;
const MAX_PARAMS = 30_000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Table { name: string; columns: string[]; key: string[] }

/**
 * The tables a copy carries: every user table but the migrations' record, the derived ones
 * (DERIVED_TABLES) and, on SQLite, the search's FTS5 tables and their shadow tables.
 */
async function tablesOf(sql: Sql): Promise<Map<string, Table>> {
  const names: string[] = [];
  if (sql.dialect === 'postgres') {
    const rows = await sql.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'");
    names.push(...rows.map((r) => r.name));
  } else {
    const rows = await sql.all<{ name: string; sql: string | null }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
    const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name);
    names.push(...rows.map((r) => r.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`))));
  }
  const tables = new Map<string, Table>();
  for (const name of names.filter((n) => n !== MIGRATIONS_TABLE && !DERIVED_TABLES.includes(n)).sort()) {
    tables.set(name, await describe(sql, name));
  }
  return tables;
}

async function describe(sql: Sql, name: string): Promise<Table> {
  if (sql.dialect === 'postgres') {
    const columns = await sql.all<{ name: string }>('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position', [name]);
    const key = await sql.all<{ name: string }>(`SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = ?::regclass AND i.indisprimary ORDER BY a.attnum`, [quote(name)]);
    return { name, columns: columns.map((c) => c.name), key: key.map((k) => k.name) };
  }
  const columns = await sql.all<{ name: string; pk: number }>('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid', [name]);
  return { name, columns: columns.map((c) => c.name), key: columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name) };
}

/** Parent → child (a foreign key), and a trigger's table → the table its body writes. */
async function dependencies(sql: Sql): Promise<{ references: [string, string][]; triggers: [string, string][] }> {
  const writes = (body: string) => [...body.matchAll(/\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi)].map((m) => m[1]!);
  if (sql.dialect === 'postgres') {
    const references = await sql.all<{ parent: string; child: string }>(`SELECT c.confrelid::regclass::text AS parent, c.conrelid::regclass::text AS child
      FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    const triggers = await sql.all<{ t: string; body: string }>(`SELECT c.relname AS t, p.prosrc AS body FROM pg_trigger g
      JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid WHERE NOT g.tgisinternal AND c.relnamespace = current_schema()::regnamespace`);
    return {
      references: references.map((r) => [r.parent.replace(/"/g, ''), r.child.replace(/"/g, '')]),
      triggers: triggers.flatMap((t) => writes(t.body).map((w): [string, string] => [t.t, w])),
    };
  }
  const references = await sql.all<{ parent: string; child: string }>("SELECT f.\"table\" AS parent, m.name AS child FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'");
  const triggers = await sql.all<{ t: string; body: string }>("SELECT tbl_name AS t, sql AS body FROM sqlite_master WHERE type = 'trigger'");
  return {
    references: references.map((r) => [r.parent, r.child]),
    triggers: triggers.flatMap((t) => writes(t.body.replace(/^[\s\S]*?\bBEGIN\b/i, '')).map((w): [string, string] => [t.t, w])),
  };
}

/** Parents before children, a trigger's table before the tables it writes; ties by name. */
function inOrder(names: string[], edges: [string, string][]): string[] {
  const known = new Set(names);
  const before = new Map(names.map((n) => [n, new Set<string>()]));
  for (const [first, then] of edges) if (known.has(first) && known.has(then) && first !== then) before.get(then)!.add(first);
  const order: string[] = [];
  const left = new Set(names);
  while (left.size > 0) {
    const ready = [...left].filter((n) => [...before.get(n)!].every((p) => !left.has(p))).sort();
    // A cycle (none in sitegen's schema) is broken by name rather than refused.
    const next = ready[0] ?? [...left].sort()[0]!;
    order.push(next);
    left.delete(next);
  }
  return order;
}

export async function copyDatabase(source: Sql, target: Sql, options: { from: string; to: string; replace?: boolean }): Promise<CopyResult> {
  const from = shownLocation(options.from);
  const to = shownLocation(options.to);
  await checkSchema(source, options.from);
  const migrated = await migrate(target, { location: options.to });
  const sourceTables = await tablesOf(source);
  const targetTables = await tablesOf(target);
  const onlyIn = (a: Map<string, Table>, b: Map<string, Table>) => [...a.keys()].filter((n) => !b.has(n));
  const missing = [...onlyIn(sourceTables, targetTables).map((n) => `${n} (only in ${from})`), ...onlyIn(targetTables, sourceTables).map((n) => `${n} (only in ${to})`)];
  for (const [name, table] of targetTables) {
    const other = sourceTables.get(name);
    const lacking = other ? table.columns.filter((c) => !other.columns.includes(c)) : [];
    if (lacking.length > 0) missing.push(`${name}.${lacking.join(`, ${name}.`)} (only in ${to})`);
  }
  if (missing.length > 0) {
    throw new SitegenError('SCHEMA_MISMATCH', `${from} and ${to} do not have the same tables at the same schema version: ${missing.join('; ')}.`,
      'Both must be migrated by the same sitegen (`sitegen db migrate --db …` on each), then copy again.');
  }
  const { references, triggers } = await dependencies(target);
  const order = inOrder([...targetTables.keys()], [...references, ...triggers]);
  /** Tables that triggers of another table write while it is filled: emptied again before their own rows go in. */
  const writtenByTriggers = new Set(triggers.map(([, written]) => written));

  // The target's transaction runs inside the source's: both are held to the end, so the copy is
  // one moment of the source and all or nothing on the target. Only Sql calls are awaited inside
  // (the SQLite driver's transactions must not wait on anything else: server/sql/sqlite-sql.ts).
  const tables = await source.transaction(async (src) => {
    if (src.dialect === 'postgres') await src.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return target.transaction(async (dst) => {
      const filled: string[] = [];
      for (const name of order) if (await dst.get(`SELECT 1 AS found FROM ${quote(name)} LIMIT 1`)) filled.push(name);
      if (filled.length > 0 && !options.replace) {
        throw new SitegenError('TARGET_NOT_EMPTY', `${to} already holds rows (${filled.join(', ')}); db copy fills an empty database.`,
          'Copy into a new or empty database, or add --replace to delete the target\'s rows first.');
      }
      for (const name of [...order].reverse()) if (filled.includes(name)) await dst.run(`DELETE FROM ${quote(name)}`);
      await dropDerived(dst);
      const counts: { name: string; rows: number }[] = [];
      for (const name of order) {
        const table = targetTables.get(name)!;
        if (writtenByTriggers.has(name)) await dst.run(`DELETE FROM ${quote(name)}`);
        const rows = await copyTable(src, dst, table);
        const expected = (await src.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quote(name)}`))!.n;
        const landed = (await dst.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quote(name)}`))!.n;
        if (rows !== Number(expected) || Number(landed) !== rows) {
          throw new SitegenError('COPY_INCOMPLETE', `Copying ${name} from ${from} to ${to} read ${rows} of ${expected} rows and the target holds ${landed}; nothing was copied.`,
            'Run the copy again while nothing else writes either database.');
        }
        counts.push({ name, rows });
      }
      if (dst.dialect === 'postgres') await resetIdentities(dst, order);
      return counts;
    });
  });
  return { tables, rows: tables.reduce((sum, t) => sum + t.rows, 0), migrated, replaced: !!options.replace };
}

async function copyTable(src: Sql, dst: Sql, table: Table): Promise<number> {
  const columns = table.columns.map(quote).join(', ');
  const orderBy = (table.key.length > 0 ? table.key : table.columns).map(quote).join(', ');
  const batch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / table.columns.length)));
  const placeholders = `(${table.columns.map(() => '?').join(', ')})`;
  let copied = 0;
  for (;;) {
    const rows = await src.all<Record<string, unknown>>(`SELECT ${columns} FROM ${quote(table.name)} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, [batch, copied]);
    if (rows.length === 0) break;
    const values = rows.flatMap((row) => table.columns.map((c) => row[c] ?? null));
    await dst.run(`INSERT INTO ${quote(table.name)} (${columns}) VALUES ${rows.map(() => placeholders).join(', ')}`, values);
    copied += rows.length;
    if (rows.length < batch) break;
  }
  return copied;
}

/**
 * The search index is derived (DERIVED_TABLES and, on SQLite, its FTS5 tables): what the target
 * had is dropped with its old rows, and the API rebuilds it from the copied pages at start.
 */
async function dropDerived(dst: Sql): Promise<void> {
  if (dst.dialect === 'sqlite') {
    const virtual = await dst.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'");
    for (const { name } of virtual) await dst.exec(`DROP TABLE IF EXISTS ${quote(name)}`);
  }
  const present = new Set((await dst.all<{ name: string }>(dst.dialect === 'postgres'
    ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
    : "SELECT name FROM sqlite_master WHERE type = 'table'")).map((r) => r.name));
  for (const name of DERIVED_TABLES) if (present.has(name)) await dst.run(`DELETE FROM ${quote(name)}`);
}

/**
 * Rows were inserted with their ids, which PostgreSQL's identity sequences did not count: each
 * sequence restarts after the largest id, so the next INSERT without an id does not collide.
 */
async function resetIdentities(dst: Sql, tables: string[]): Promise<void> {
  const identities = await dst.all<{ t: string; c: string }>("SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'");
  for (const { t, c } of identities.filter((i) => tables.includes(i.t))) {
    await dst.get(`SELECT setval(pg_get_serial_sequence(?, ?), COALESCE((SELECT MAX(${quote(c)}) FROM ${quote(t)}), 0) + 1, false) AS next`, [quote(t), c]);
  }
}
