import { openDatabase, type OpenOptions } from '../open-database.js';
import { dialectOf, type Sql } from './sql.js';
import type { PostgresOptions } from './postgres-sql.js';

/**
 * Opens the storage a location names: `postgres://…` is a PostgreSQL server, anything else a
 * SQLite file (created with the schema when new). The PostgreSQL driver is imported only when
 * asked for, so the embedded default loads nothing of `pg`.
 */
export async function openSql(location: string, options: OpenOptions & PostgresOptions = {}): Promise<Sql> {
  if (dialectOf(location) === 'postgres') {
    const { PostgresSql } = await import('./postgres-sql.js');
    return new PostgresSql(location, options);
  }
  const { SqliteSql } = await import('./sqlite-sql.js');
  return new SqliteSql(openDatabase(location, options));
}
