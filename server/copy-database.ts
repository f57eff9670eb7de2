import { DERIVED_TABLES, MIGRATIONS_TABLE, checkSchema, migrate, shownLocation, type MigrateResult } from './migrations.js';
import type { Sql } from './sql/sql.js';
import { quoteIdentifier as quote, type TableShape } from './sql/dialect-adapter.js';
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

type Table = TableShape;

/**
 * The tables a copy carries: every user table but the migrations' record, the derived ones
 * (DERIVED_TABLES) and the search engine's own (SQLite's FTS5 tables and their shadow tables).
 */
async function tablesOf(sql: Sql): Promise<Map<string, Table>> {
  const search = new Set(await sql.adapter.searchTables(sql));
  const names = (await sql.adapter.userTables(sql)).filter((n) => !search.has(n) && n !== MIGRATIONS_TABLE && !DERIVED_TABLES.includes(n)).sort();
  const tables = new Map<string, Table>();
  for (const name of names) tables.set(name, await sql.adapter.describeTable(sql, name));
  return tables;
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
  const { references, triggers } = await target.adapter.dependencies(target);
  const order = inOrder([...targetTables.keys()], [...references, ...triggers]);
  /** Tables that triggers of another table write while it is filled: emptied again before their own rows go in. */
  const writtenByTriggers = new Set(triggers.map(([, written]) => written));

  // The target's transaction runs inside the source's: both are held to the end, so the copy is
  // one moment of the source and all or nothing on the target. Only Sql calls are awaited inside
  // (the SQLite driver's transactions must not wait on anything else: server/sql/sqlite-sql.ts).
  const tables = await source.transaction(async (src) => {
    await src.adapter.snapshot(src);
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
      await dst.adapter.afterInsertingIds(dst, order);
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
 * The search index is derived (DERIVED_TABLES and the engine's own tables): what the target had
 * is dropped with its old rows, and the API rebuilds it from the copied pages at start.
 */
async function dropDerived(dst: Sql): Promise<void> {
  for (const name of await dst.adapter.searchTables(dst)) await dst.exec(`DROP TABLE IF EXISTS ${quote(name)}`);
  const present = new Set(await dst.adapter.userTables(dst));
  for (const name of DERIVED_TABLES) if (present.has(name)) await dst.run(`DELETE FROM ${quote(name)}`);
}
