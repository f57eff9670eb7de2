import { isDiskFull } from './sql/sql.js';

/**
 * When the database is not answering (PostgreSQL restarting: `SqlUnavailableError`), a request
 * is answered 503 with Retry-After, never a 500 or a crash (spec 11: errors are reported, not
 * fatal), and the next request after it is back works again. A restart takes a few seconds.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * When the disk the database or the uploads are on is full, nothing can be stored until an
 * operator frees space (docs/operators.md, "When the disk is full"): a client is asked to come back
 * in a minute rather than in seconds.
 */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

export interface UnavailableAnswer { status: 503; headers: Record<string, string>; body: { error: { code: 'DATABASE_UNAVAILABLE' | 'STORAGE_FULL'; message: string } } }

/**
 * The answer, saying what could not be done ("The form was not sent"); the database's own error
 * (its address, port, reason, which disk) is not shown to the public but logged for the operator.
 */
export function unavailableAnswer(what: string, error?: unknown): UnavailableAnswer {
  if (isDiskFull(error)) {
    console.error(`content API: ${what}: no space left on the disk (${(error as Error).message}). Free space on that disk; docs/operators.md ("When the disk is full") says how.`);
    return {
      status: 503,
      headers: { 'retry-after': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
      body: { error: { code: 'STORAGE_FULL', message: `${what}: the server cannot store anything right now. Nothing you sent was kept; try again in a few minutes.` } },
    };
  }
  return {
    status: 503,
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    body: { error: { code: 'DATABASE_UNAVAILABLE', message: `${what}: the database is not answering right now. Try again in ${UNAVAILABLE_RETRY_AFTER_SECONDS} s.` } },
  };
}
