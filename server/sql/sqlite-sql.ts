import type Database from 'better-sqlite3';
import type { Params, RunResult, Sql } from './sql.js';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * The transaction holding each connection, whichever `SqliteSql` opened it: modules not yet
 * ported wrap the same handle in their own (`new SqliteSql(store.db)`), and a transaction must
 * keep all of them out, not only its own wrapper's other callers.
 */
const held = new WeakMap<Database.Database, Promise<void>>();

/**
 * The embedded backend: one better-sqlite3 connection, answered synchronously under an async
 * face. A transaction holds the connection for its whole callback, so statements issued on the
 * outer `Sql` meanwhile (another request) wait for it to end instead of slipping into it; a
 * transaction started inside one becomes a savepoint.
 */
export class SqliteSql implements Sql {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Statement>();

  constructor(readonly db: Database.Database, private readonly inside = false, private readonly root?: SqliteSql) {}

  private statement(text: string): Statement {
    const owner = this.root ?? this;
    let statement = owner.statements.get(text);
    if (!statement) {
      statement = owner.db.prepare(text);
      owner.statements.set(text, statement);
    }
    return statement;
  }

  /** Waits while a transaction other than ours holds the connection. */
  private async turn(): Promise<void> {
    if (this.inside) return;
    for (let gate = held.get(this.db); gate; gate = held.get(this.db)) await gate;
  }

  async all<T>(text: string, params?: Params): Promise<T[]> {
    await this.turn();
    return bind(this.statement(text), params, 'all') as T[];
  }

  async get<T>(text: string, params?: Params): Promise<T | undefined> {
    await this.turn();
    return bind(this.statement(text), params, 'get') as T | undefined;
  }

  async run(text: string, params?: Params): Promise<RunResult> {
    await this.turn();
    const result = bind(this.statement(text), params, 'run') as Database.RunResult;
    return { changes: result.changes };
  }

  async exec(text: string): Promise<void> {
    await this.turn();
    this.db.exec(text);
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
    await this.turn();
    let open!: () => void;
    held.set(this.db, new Promise<void>((resolve) => { open = resolve; }));
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
        throw error;
      }
    } finally {
      held.delete(this.db);
      open();
    }
  }

  async close(): Promise<void> {
    if (!this.inside && this.db.open) this.db.close();
  }
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
