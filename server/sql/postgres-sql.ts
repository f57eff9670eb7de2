import pg from 'pg';
import { postgresAdapter } from './postgres-adapter.js';
import { SqlStorageFullError, SqlUnavailableError, toNumbered, type Params, type RunResult, type Sql } from './sql.js';

/** Connection pool settings (DESIGN "production shape"; `sitegen api --help` names the flags). */
export interface PostgresOptions {
  /** Connections this instance keeps at most (default 10). */
  poolSize?: number;
  /** How long to wait for a connection before answering 503 (ms, default 5,000). */
  connectTimeoutMs?: number;
  /** A statement running longer than this is cancelled (ms, default 30,000). */
  statementTimeoutMs?: number;
  /** Shown in PostgreSQL's pg_stat_activity, so an operator sees whose connections they are (default "sitegen"). */
  applicationName?: string;
}

/**
 * PostgreSQL answers 64-bit integers (COUNT, BIGINT ids) and NUMERIC (SUM) as strings so no
 * precision is lost; the content API's numbers are all far inside 2^53, and the SQLite driver
 * answers numbers, so both drivers answer the same JSON.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (text: string) => (text === null ? null : Number(text));
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Errors that mean "the database is not there right now", not "your SQL is wrong". */
function unavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  const code = e?.code ?? '';
  if (/^(08|57P0[1-3]|53300)/.test(code)) return true; // connection exceptions, shutdown, too many connections
  // A statement cancelled by the statement timeout (the `dbStatementTimeoutMs` setting): the
  // server is too busy, or a lock is held, right now; the same request may well succeed shortly.
  if (code === '57014') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e?.message ?? '');
}

function translate(error: unknown): unknown {
  if ((error as { code?: unknown } | null)?.code === '53100') {
    return new SqlStorageFullError(`The PostgreSQL database's disk is full (${(error as Error).message}); free space on the server's data disk.`, error);
  }
  if (!unavailable(error)) return error;
  const reason = (error as Error).message || String((error as { code?: string }).code);
  return new SqlUnavailableError(`The PostgreSQL database is not answering (${reason}); try again shortly.`, error);
}

interface Queryable { query(config: pg.QueryConfig): Promise<pg.QueryResult> }

async function query(target: Queryable, text: string, params: Params | undefined): Promise<pg.QueryResult> {
  const numbered = toNumbered(text, params);
  const values = numbered.values.map((v) => (v === undefined ? null : v));
  try {
    return await target.query({ text: numbered.text, values });
  } catch (error) {
    throw translate(error);
  }
}

class PostgresTx implements Sql {
  readonly dialect = 'postgres' as const;
  readonly adapter = postgresAdapter;
  private depth = 0;
  constructor(private readonly client: pg.PoolClient) {}
  async all<T>(text: string, params?: Params): Promise<T[]> { return (await query(this.client, text, params)).rows as T[]; }
  async get<T>(text: string, params?: Params): Promise<T | undefined> { return (await query(this.client, text, params)).rows[0] as T | undefined; }
  async run(text: string, params?: Params): Promise<RunResult> { return { changes: (await query(this.client, text, params)).rowCount ?? 0 }; }
  async exec(text: string): Promise<void> { await query(this.client, text, undefined); }
  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `s${++this.depth}`;
    await this.exec(`SAVEPOINT ${name}`);
    try {
      const value = await fn(this);
      await this.exec(`RELEASE SAVEPOINT ${name}`);
      return value;
    } catch (error) {
      await this.exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
      throw error;
    } finally {
      this.depth--;
    }
  }
  bulkLoad<T>(fn: (tx: Sql) => Promise<T>): Promise<T> { return this.transaction(fn); }
  readonly closed = false;
  async close(): Promise<void> {}
}

/** The PostgreSQL backend: a pool of connections shared by the instance's requests. */
export class PostgresSql implements Sql {
  readonly dialect = 'postgres' as const;
  readonly adapter = postgresAdapter;
  readonly pool: pg.Pool;

  constructor(url: string, options: PostgresOptions = {}) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 30_000,
      application_name: options.applicationName ?? 'sitegen',
      types,
    });
    // An idle connection that the server drops (a restart) emits here; without a listener the
    // process would crash. The next query gets a fresh connection.
    this.pool.on('error', () => {});
  }

  async all<T>(text: string, params?: Params): Promise<T[]> { return (await query(this.pool, text, params)).rows as T[]; }
  async get<T>(text: string, params?: Params): Promise<T | undefined> { return (await query(this.pool, text, params)).rows[0] as T | undefined; }
  async run(text: string, params?: Params): Promise<RunResult> { return { changes: (await query(this.pool, text, params)).rowCount ?? 0 }; }
  async exec(text: string): Promise<void> { await query(this.pool, text, undefined); }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw translate(error);
    }
    let broken: Error | undefined;
    // A connection that the server drops while it is checked out (a restart mid-transaction)
    // emits here; without a listener the process would crash. Its query fails on its own and
    // the connection is not returned to the pool.
    const dropped = (error: Error) => { broken = error; };
    client.on('error', dropped);
    try {
      await query(client, 'BEGIN', undefined);
      const value = await fn(new PostgresTx(client));
      await query(client, 'COMMIT', undefined);
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => { broken = rollback; });
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is not returned to the pool.
      client.off('error', dropped);
      client.release(broken);
    }
  }

  /** PostgreSQL writes a bulk load as it writes anything else: one transaction (Sql.bulkLoad). */
  bulkLoad<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.transaction(fn);
  }

  get closed(): boolean {
    return this.pool.ending;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
