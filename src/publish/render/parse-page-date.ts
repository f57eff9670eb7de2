import { PageErrors } from '../../errors.js';

/** Milliseconds of a page's ISO 8601 date (modified, published); a value that is not a date is a page error naming the field. */
export function parsePageDate(value: string, path: string, field: string): number {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new PageErrors([{ path, message: `${field}: "${value}" is not a date; give it an ISO 8601 date such as 2026-11-01T09:00:00Z` }]);
  return time;
}
