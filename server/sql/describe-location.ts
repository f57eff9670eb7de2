import { dialectOf } from './sql.js';

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
