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
