import { tablesWrittenBy, type DialectAdapter } from './dialect-adapter.js';
import type { Sql } from './sql.js';

/** The user tables of a SQLite database (its own `sqlite_*` tables left out), with their DDL. */
export const USER_TABLES = "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'";

/** SQLite's side of what differs between the dialects (dialect-adapter.ts). */
export const sqliteAdapter: DialectAdapter = {
  dialect: 'sqlite',
  groupConcat: (expr, separator, orderBy) => `group_concat(${expr}, '${separator}' ORDER BY ${orderBy})`,
  jsonIds: () => 'SELECT value FROM json_each(?)',
  // CROSS JOIN keeps json_each outside: each item is a primary-key lookup, where SQLite's planner
  // might otherwise walk every item of the language to find a handful.
  joinJsonIds: (joined, column) => `json_each(?) AS j CROSS JOIN ${joined} ON ${column} = j.value`,
  jsonObjectValues: (expr, alias) => `json_each(${expr}) AS ${alias}`,
  jsonText: (expr, key) => `json_extract(${expr}, '$.${key}')`,
  lowerAscii: (expr) => `lower(${expr})`,
  // Registered on every connection the driver opens (server/sql/sqlite-sql.ts).
  hasFold: true,
  // The write transaction (BEGIN IMMEDIATE, server/sql/sqlite-sql.ts) already holds the database.
  lock: async () => {},
  // synchronous=FULL (server/open-database.ts): every commit is on disk before it returns.
  durableCommit: async () => {},
  snapshot: async () => {},
  async userTables(sql) {
    return (await sql.all<{ name: string }>(USER_TABLES)).map((r) => r.name);
  },
  async searchTables(sql) {
    const rows = await sql.all<{ name: string; sql: string | null }>(USER_TABLES);
    const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name);
    // Sorted: a virtual table comes before its shadow tables, so dropping them in order drops each shadow with its table.
    return rows.map((r) => r.name).filter((n) => virtual.some((v) => n === v || n.startsWith(`${v}_`))).sort();
  },
  async describeTable(sql, name) {
    const columns = await sql.all<{ name: string; pk: number }>('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid', [name]);
    return { name, columns: columns.map((c) => c.name), key: columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name) };
  },
  async dependencies(sql) {
    const references = await sql.all<{ parent: string; child: string }>("SELECT f.\"table\" AS parent, m.name AS child FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'");
    const triggers = await sql.all<{ t: string; body: string }>("SELECT tbl_name AS t, sql AS body FROM sqlite_master WHERE type = 'trigger'");
    return {
      references: references.map((r) => [r.parent, r.child]),
      triggers: triggers.flatMap((t) => tablesWrittenBy(t.body.replace(/^[\s\S]*?\bBEGIN\b/i, '')).map((w): [string, string] => [t.t, w])),
    };
  },
  // An INTEGER PRIMARY KEY's next id is always after the largest.
  afterInsertingIds: async () => {},
  /**
   * This connection's changes (editors' saves, publishing) and any other's (a re-seed while
   * `sitegen api` runs): two reads of no table.
   */
  async changeStamp(sql: Sql) {
    const changes = await sql.get<{ n: number }>('SELECT total_changes() AS n');
    const version = await sql.get<{ data_version: number }>('PRAGMA data_version');
    return `${String(changes?.n)}:${String(version?.data_version)}`;
  },
  changeStampIsFree: true,
};
