import type Database from 'better-sqlite3';
import { foldForSort } from './fold.js';
import { sqliteAdapter } from './sqlite-adapter.js';
import { SqlStorageFullError, type Params, type RunResult, type Sql } from './sql.js';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * The transaction in progress on each connection, whichever SqliteSql opened it: several
 * wrappers over one handle (the content store's, the forms' and accounts', while modules are
 * being ported) must wait for each other's transactions, not slip into them.
 */
const gates = new WeakMap<Database.Database, Promise<void>>();

/** The connections `sitegen_fold` is registered on: once each, however many wrappers they get. */
const folding = new WeakSet<Database.Database>();

/**
 * The embedded backend: one better-sqlite3 connection, answered synchronously under an async
 * face. A transaction holds the connection for its whole callback, so statements issued on the
 * outer `Sql` meanwhile (another request) wait for it to end instead of slipping into it; a
 * transaction started inside one becomes a savepoint.
 */
export class SqliteSql implements Sql {
  readonly dialect = 'sqlite' as const;
  readonly adapter = sqliteAdapter;
  private readonly statements = new Map<string, Statement>();

  constructor(readonly db: Database.Database, private readonly inside = false, private readonly root?: SqliteSql) {
    // The fold the adapter promises (DialectAdapter.hasFold), deterministic so SQLite may use it
    // wherever an expression may appear. A connection of this driver always has it, so storage
    // code relies on the adapter's word rather than on a handle of its own.
    if (!inside && db.open && !folding.has(db)) {
      db.function('sitegen_fold', { deterministic: true }, (text: unknown) => foldForSort(String(text ?? '')));
      folding.add(db);
    }
  }

  private statement(text: string): Statement {
    const owner = this.root ?? this;
    let statement = owner.statements.get(text);
    if (!statement) {
      statement = owner.db.prepare(text);
      owner.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * The transaction other than ours that holds the connection, if any. Callers wait for it and
   * act in the same synchronous step as their last look (`for (…; gate; gate = this.busy())
   * await gate;` then the statement): a look in a helper that the caller then awaits would leave
   * a microtask between the look and the statement, in which another transaction can begin.
   */
  private busy(): Promise<void> | undefined {
    return this.inside ? undefined : gates.get(this.db);
  }

  async all<T>(text: string, params?: Params): Promise<T[]> {
    for (let gate = this.busy(); gate; gate = this.busy()) await gate;
    try { return bind(this.statement(text), params, 'all') as T[]; } catch (error) { throw translate(error, this.db); }
  }

  async get<T>(text: string, params?: Params): Promise<T | undefined> {
    for (let gate = this.busy(); gate; gate = this.busy()) await gate;
    try { return bind(this.statement(text), params, 'get') as T | undefined; } catch (error) { throw translate(error, this.db); }
  }

  async run(text: string, params?: Params): Promise<RunResult> {
    for (let gate = this.busy(); gate; gate = this.busy()) await gate;
    try { return { changes: (bind(this.statement(text), params, 'run') as Database.RunResult).changes }; } catch (error) { throw translate(error, this.db); }
  }

  async exec(text: string): Promise<void> {
    for (let gate = this.busy(); gate; gate = this.busy()) await gate;
    try { this.db.exec(text); } catch (error) { throw translate(error, this.db); }
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.inside) {
      // Nested: a savepoint, so an inner failure undoes only the inner work.
      const name = `s${Math.random().toString(36).slice(2, 10)}`;
      this.db.exec(`SAVEPOINT ${name}`);
      try {
        const value = await fn(this);
        this.db.exec(`RELEASE ${name}`);
        return value;
      } catch (error) {
        this.db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
        throw error;
      }
    }
    for (let gate = this.busy(); gate; gate = this.busy()) await gate;
    let open!: () => void;
    gates.set(this.db, new Promise<void>((resolve) => { open = resolve; }));
    try {
      // IMMEDIATE: take the write lock at the start, as PostgreSQL's row locks would, so a
      // read-then-write inside cannot be overtaken by another process's write (SQLITE_BUSY).
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const value = await fn(new SqliteSql(this.db, true, this));
        this.db.exec('COMMIT');
        return value;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw translate(error, this.db);
      }
    } finally {
      gates.delete(this.db);
      open();
    }
  }

  /**
   * In WAL mode every page of the new content is written twice (to the log, then checkpointed
   * into the file): 200 MB of writes for a 100 MB site at the seed's --scale 20. With a rollback
   * journal a bulk load writes each page once, and the journal holds only what it replaces; still
   * one durable, atomic transaction. The connection's own mode (WAL, open-database.ts) is
   * restored after, and the log emptied into the file. When another process has the file open (a
   * running `sitegen api`) the mode cannot change and the load simply runs in WAL. Inside a
   * transaction the mode cannot change either: there it is a savepoint like any other.
   */
  async bulkLoad<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.inside) return this.transaction(fn);
    const walBefore = String(this.db.pragma('journal_mode', { simple: true })) === 'wal';
    if (walBefore) {
      try {
        this.db.pragma('journal_mode = DELETE');
      } catch {
        // Busy: keep WAL.
      }
    }
    let value: T;
    try {
      value = await this.transaction(fn);
    } finally {
      if (walBefore) this.db.pragma('journal_mode = WAL');
    }
    // The main database only: after a table rebuild (migration 10's ALTER TABLE) this connection
    // also has a temp schema, and a checkpoint of every schema is refused as "table is locked".
    this.db.pragma('main.wal_checkpoint(TRUNCATE)');
    return value;
  }

  get closed(): boolean {
    return !this.db.open;
  }

  async close(): Promise<void> {
    if (!this.inside && this.db.open) this.db.close();
  }
}

const wrappers = new WeakMap<Database.Database, SqliteSql>();

/** Storage as the ported modules take it: an `Sql`, or a better-sqlite3 handle not yet wrapped. */
export type SqlSource = Sql | Database.Database;

/**
 * The `Sql` of a storage handle: an `Sql` as it is, or the one SqliteSql of a better-sqlite3
 * handle (its prepared statements kept), for callers that opened a SQLite file themselves (the
 * CLI's token and account commands, tests).
 */
export function sqlOf(source: SqlSource): Sql {
  if (!('prepare' in source)) return source;
  let sql = wrappers.get(source);
  if (!sql) {
    sql = new SqliteSql(source);
    wrappers.set(source, sql);
  }
  return sql;
}

/**
 * An error of a statement as the API answers it: SQLITE_FULL (the database's disk is full)
 * becomes a SqlStorageFullError, a 503 with Retry-After (spec 11) rather than a 500; SQLite has
 * rolled the statement back itself, so nothing half-written stays. Any other error is unchanged.
 */
function translate(error: unknown, db: Database.Database): unknown {
  if ((error as { code?: unknown } | null)?.code !== 'SQLITE_FULL') return error;
  return new SqlStorageFullError(`The SQLite database ${db.name}'s disk is full (${(error as Error).message}); free space on that disk.`, error);
}

/** better-sqlite3 takes positional values spread and named ones as one object; booleans as 0/1. */
function bind(statement: Statement, params: Params | undefined, method: 'all' | 'get' | 'run'): unknown {
  if (params === undefined) return statement[method]();
  if (Array.isArray(params)) return statement[method](...params.map(value));
  const named: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(params)) named[key] = value(v);
  return statement[method](named);
}

const value = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
