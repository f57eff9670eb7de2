import { SitegenError } from '../../src/errors.js';
import { dialectOf } from './sql.js';

/** Why a database did not answer, from a SqlUnavailableError's message (its driver's own words). */
export function unavailableReason(message: string): string {
  return /not answering \((.*)\); try again shortly\.?$/.exec(message)?.[1] ?? message;
}

/**
 * A database location as messages show it: a SQLite file as its path, a PostgreSQL URL without
 * its password (messages reach logs and CI output; the password must not).
 */
export function describeLocation(location: string): string {
  if (dialectOf(location) !== 'postgres') return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    url.search = '';
    return url.href;
  } catch {
    return 'postgres://(an unreadable URL)';
  }
}

/**
 * A database that does not answer, as an error people can act on (PostgreSQL down, out of reach,
 * or refusing the credentials): named, password hidden, with the driver's reason; never a stack.
 */
export function databaseUnavailable(location: string, error: Error): SitegenError {
  return new SitegenError('DATABASE_UNAVAILABLE', `The database ${describeLocation(location)} is not answering (${unavailableReason(error.message)}).`,
    'Check that PostgreSQL is running and reachable at that address (host, port, database name and credentials), then run the command again.', { cause: error });
}
