/**
 * The one door to storage (DESIGN "production shape"): every module that reads or writes the
 * content API's data goes through an `Sql`, which is either the embedded SQLite file (the
 * default: a fresh clone needs nothing else) or a PostgreSQL server (several API instances over
 * one database). It is async because PostgreSQL is a network round trip; the SQLite driver
 * answers synchronously underneath.
 *
 * SQL is written once, in the subset both dialects share, with `?` placeholders (or `@name`
 * with an object of parameters). The PostgreSQL driver rewrites placeholders to `$n`. What
 * differs (JSON functions, aggregates, locks, the catalogue) is asked of `sql.adapter`
 * (dialect-adapter.ts), implemented once per dialect; the full-text search is one engine per
 * dialect behind one interface (server/search-engine.ts).
 * Inserts that need the new id say `RETURNING id` (SQLite ≥ 3.35 and PostgreSQL both do).
 */
import type { DialectAdapter } from './dialect-adapter.js';

export type Dialect = 'sqlite' | 'postgres';

export type Params = readonly unknown[] | Readonly<Record<string, unknown>>;

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export interface Sql {
  readonly dialect: Dialect;
  /** What differs between the dialects, for the SQL written once (dialect-adapter.ts). */
  readonly adapter: DialectAdapter;
  /** Every row. */
  all<T = Record<string, unknown>>(text: string, params?: Params): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Record<string, unknown>>(text: string, params?: Params): Promise<T | undefined>;
  /** A statement whose rows are not needed. */
  run(text: string, params?: Params): Promise<RunResult>;
  /** Several statements with no parameters (schema, migrations). */
  exec(text: string): Promise<void>;
  /**
   * `fn` runs in one transaction on one connection: committed when it resolves, rolled back when
   * it throws. Statements inside must use the `Sql` it is given, not the outer one (on SQLite
   * the outer one waits for the transaction to end; on PostgreSQL it is another connection).
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * `fn` runs in one transaction like `transaction`'s, set up for writing a great many rows at
   * once (the demo seed, which replaces the whole content): on SQLite, each page written once
   * rather than twice (a rollback journal for the load instead of the write-ahead log, which is
   * restored after and emptied into the file); on PostgreSQL, a plain transaction. Equally
   * atomic and durable either way.
   */
  bulkLoad<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Whether close() has been called (background work of a closed API ends quietly). */
  readonly closed: boolean;
}

/**
 * The database could not be reached or stopped answering (PostgreSQL restarting, the network):
 * the API answers 503 with Retry-After, never crashes (spec 11: errors are reported, not fatal).
 */
export class SqlUnavailableError extends Error {
  readonly code: 'DATABASE_UNAVAILABLE' | 'STORAGE_FULL' = 'DATABASE_UNAVAILABLE';
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
  }
}

/**
 * The database's disk is full (SQLite's SQLITE_FULL, PostgreSQL's 53100 disk_full): nothing can
 * be stored until an operator frees space, but nothing stored is lost and reads still work, so
 * the request is answered 503 with Retry-After like an unavailable database (spec 11), and the
 * log says which disk to look at.
 */
export class SqlStorageFullError extends SqlUnavailableError {
  override readonly code = 'STORAGE_FULL';
}

/** Whether an error, from a database driver or the file system, means "no space left on the disk". */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof SqlStorageFullError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC' || code === 'EDQUOT';
}

/** A UNIQUE or PRIMARY KEY constraint refused a write, whichever database said it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else is a SQLite file. */
export function dialectOf(location: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(location) ? 'postgres' : 'sqlite';
}

/**
 * Rewrites `?` and `@name` placeholders to PostgreSQL's `$n`, leaving string literals, quoted
 * identifiers and comments alone, and answers the values in `$n` order. A `?` used as
 * PostgreSQL's JSON operator cannot be written in shared SQL (write `jsonb_exists` instead).
 */
export function toNumbered(text: string, params: Params | undefined): { text: string; values: unknown[] } {
  const named = params !== undefined && !Array.isArray(params);
  const positional = (Array.isArray(params) ? params : []) as readonly unknown[];
  const values: unknown[] = [];
  const slots = new Map<string, number>();
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      if (named) throw new Error(`SQL mixes ? with named parameters: ${text.slice(0, 120)}`);
      if (next >= positional.length) throw new Error(`SQL has more ? than the ${positional.length} values given: ${text.slice(0, 120)}`);
      values.push(positional[next++]);
      out += `$${values.length}`;
    } else if ((c === '@' || c === ':' || c === '$') && /[A-Za-z_]/.test(text[i + 1] ?? '') && !/[:@$\w]/.test(text[i - 1] ?? '')) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))!;
      const name = match[0];
      if (!named) throw new Error(`SQL names a parameter ${c}${name} but was given none by name: ${text.slice(0, 120)}`);
      const record = params as Readonly<Record<string, unknown>>;
      if (!Object.prototype.hasOwnProperty.call(record, name)) throw new Error(`SQL parameter ${c}${name} has no value: ${text.slice(0, 120)}`);
      let slot = slots.get(name);
      if (slot === undefined) {
        values.push(record[name]);
        slot = values.length;
        slots.set(name, slot);
      }
      out += `$${slot}`;
      i += name.length;
    } else {
      out += c;
    }
  }
  if (!named && next !== positional.length) throw new Error(`SQL has ${next} ? but was given ${positional.length} values: ${text.slice(0, 120)}`);
  return { text: out, values };
}
