/**
 * When the database is not answering (PostgreSQL restarting: `SqlUnavailableError`), a request
 * is answered 503 with Retry-After, never a 500 or a crash (spec 11: errors are reported, not
 * fatal), and the next request after it is back works again. A restart takes a few seconds.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export interface UnavailableAnswer { status: 503; headers: Record<string, string>; body: { error: { code: 'DATABASE_UNAVAILABLE'; message: string } } }

/**
 * The answer, saying what could not be done ("The form was not sent"); the database's own error
 * (its address, port, reason) is not shown to the public.
 */
export function unavailableAnswer(what: string): UnavailableAnswer {
  return {
    status: 503,
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    body: { error: { code: 'DATABASE_UNAVAILABLE', message: `${what}: the database is not answering right now. Try again in ${UNAVAILABLE_RETRY_AFTER_SECONDS} s.` } },
  };
}
