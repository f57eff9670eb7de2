import type { Dialect, Sql } from './sql.js';

/** A table as a copy needs it: its columns in order and its primary key. */
export interface TableShape { name: string; columns: string[]; key: string[] }

/**
 * Everything that differs between the two databases, in one place (DESIGN "production shape":
 * one storage, two dialects). Domain code (pages, lists, forms, accounts, media, migrations, the
 * database copy) writes its SQL once, in the subset both dialects share, and asks its `Sql`'s
 * adapter for the rest: a fragment of SQL, a statement to run, or a catalogue read. Each dialect
 * implements it once (sqlite-adapter.ts, postgres-adapter.ts); no domain module asks which
 * database it is on.
 */
export interface DialectAdapter {
  readonly dialect: Dialect;

  // Fragments of SQL.
  /** `expr` of a group's rows joined by the literal `separator` in `orderBy`'s order. */
  groupConcat(expr: string, separator: string, orderBy: string): string;
  /** A statement whose rows (`value`) are the ids of a JSON array sent as its one parameter (`?`). */
  jsonIds(type: 'integer' | 'bigint'): string;
  /**
   * A FROM clause driven from the ids of a JSON array sent as its one parameter (`?`, aliased `j`),
   * each a primary-key lookup of `joined` on `column`.
   */
  joinJsonIds(joined: string, column: string): string;
  /** A FROM item of the values of the JSON object `expr` as rows of `${alias}.value`. */
  jsonObjectValues(expr: string, alias: string): string;
  /** The text of the top-level `key` of the JSON object `expr` (NULL when absent). */
  jsonText(expr: string, key: string): string;
  /** `lower(expr)` folding ASCII letters only, the same on both (a locale-aware fold would find more on one). */
  lowerAscii(expr: string): string;
  /**
   * Whether SQL can call `sitegen_fold(text)`, the API's own `foldForSort` (server/sql/fold.ts),
   * which the SQLite driver registers on its connection. Without it (PostgreSQL: `unaccent` is an
   * extension and `lower()` follows the server's locale) a search by folded words reads the rows
   * and folds them in the API with the same function, so both find the same rows.
   */
  readonly hasFold: boolean;

  // Statements in a transaction.
  /** Serialises the transactions that name the same `key` until they end (SQLite's write transaction already does). */
  lock(tx: Sql, key: string | bigint): Promise<void>;
  /** The transaction's commit waits until it is on disk, whatever the server's default (SQLite: synchronous=FULL already). */
  durableCommit(tx: Sql): Promise<void>;
  /** The transaction sees one moment of the database and writes nothing (SQLite's read transaction already does). */
  snapshot(tx: Sql): Promise<void>;

  // The catalogue.
  /** The user tables (the database's own left out), search tables included. */
  userTables(sql: Sql): Promise<string[]>;
  /** The search engine's own tables among them (SQLite's FTS5 tables and their shadow tables), which a copy leaves out. */
  searchTables(sql: Sql): Promise<string[]>;
  describeTable(sql: Sql, name: string): Promise<TableShape>;
  /** Parent → child (a foreign key), and a trigger's table → each table its body writes. */
  dependencies(sql: Sql): Promise<{ references: [string, string][]; triggers: [string, string][] }>;
  /** After rows were inserted with their ids into `tables`: the next id generated comes after them. */
  afterInsertingIds(sql: Sql, tables: string[]): Promise<void>;
  /**
   * A stamp that changes whenever a committed write may have changed the items or their source
   * versions (what the content store's memos are computed from). Read before what it guards, so
   * a write landing between the two only makes the next read recompute.
   */
  changeStamp(sql: Sql): Promise<string>;
  /** Whether `changeStamp` reads no table (then it also guards what is cheaper to read than it). */
  readonly changeStampIsFree: boolean;
}

/** Table names a trigger body writes (INSERT INTO, UPDATE, DELETE FROM). */
export function tablesWrittenBy(body: string): string[] {
  return [...body.matchAll(/\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi)].map((m) => m[1]!);
}

/** A quoted identifier (both dialects quote with double quotes). */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
