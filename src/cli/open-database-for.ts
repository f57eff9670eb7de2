import { SitegenError } from '../errors.js';
import type { Sql } from '../../server/sql/sql.js';
import { databaseUnavailable } from '../../server/sql/describe-location.js';

/**
 * The database a command works on (`--db`, SITEGEN_DB): a SQLite file or a `postgres://` URL,
 * opened with its schema in place. A PostgreSQL server that does not answer is an error naming
 * it (password hidden) and saying what to check, never a stack.
 */
export async function openDatabaseFor(location: string): Promise<{ sql: Sql; shown: string }> {
  const [{ openSql }, { prepareSchema }, { describeLocation }, { SqlUnavailableError }] = await Promise.all([
    import('../../server/sql/open-sql.js'), import('../../server/sql/prepare-schema.js'), import('../../server/sql/describe-location.js'), import('../../server/sql/sql.js'),
  ]);
  const shown = describeLocation(location);
  const sql = await openSql(location);
  try {
    await prepareSchema(sql, location, 'create');
  } catch (error) {
    await sql.close().catch(() => {});
    throw databaseError(error, shown, SqlUnavailableError);
  }
  return { sql, shown };
}

/** A database that cannot be used, as an error people can act on. */
export function databaseError(error: unknown, shown: string, unavailable: new (...args: never[]) => Error): SitegenError {
  if (error instanceof SitegenError) return error;
  if (error instanceof unavailable) return databaseUnavailable(shown, error);
  return new SitegenError('DATABASE_FAILED', `The database ${shown} could not be prepared: ${(error as Error).message}.`,
    'Check that the user may create tables in that database, or that the file is a sitegen database.', { cause: error });
}
