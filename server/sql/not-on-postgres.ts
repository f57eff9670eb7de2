import type { Db } from '../open-database.js';
import { ApiError } from '../content-store.js';

/**
 * Parts of the content API that still speak to the SQLite file directly (better-sqlite3), not
 * yet through the async `Sql`. On PostgreSQL they answer 501 with this code, naming what is not
 * available, instead of failing in a way that looks like a bug (DESIGN "production shape": the
 * backend is chosen by configuration; what it cannot do yet is said, not hidden).
 */
export function notOnPostgres(what: string): ApiError {
  return new ApiError(501, 'NOT_ON_POSTGRES',
    `${what}: not available on PostgreSQL yet; run this content API over a SQLite file (--db data/site.db) for it.`);
}

const refuse = (): never => {
  throw notOnPostgres('This part of the content API (it still reads a SQLite file directly)');
};

/** A statement of the refusing handle: preparing it is allowed, running it answers 501. */
const refusingStatement = {
  run: refuse, get: refuse, all: refuse, iterate: refuse,
  pluck() { return refusingStatement; },
  raw() { return refusingStatement; },
  expand() { return refusingStatement; },
  bind() { return refusingStatement; },
  columns: refuse,
  reader: false,
  readonly: true,
  source: '',
};

/**
 * What `ContentStore.db` is on PostgreSQL: a stand-in for the SQLite handle on which modules not
 * yet ported may prepare their statements (several do so when the API starts) but every
 * statement, exec, pragma or transaction answers 501 NOT_ON_POSTGRES. The routes of those
 * modules are refused with their own names first (server/create-api-handler.ts); this catches
 * whatever reaches the handle another way, so nothing unported can ever run against a database
 * it does not speak.
 */
export const notOnPostgresDb = {
  name: '',
  open: true,
  readonly: false,
  memory: false,
  inTransaction: false,
  prepare: () => refusingStatement,
  transaction: () => refuse,
  exec: refuse,
  pragma: refuse,
  function: refuse,
  aggregate: refuse,
  table: refuse,
  close() { return notOnPostgresDb; },
} as unknown as Db;
