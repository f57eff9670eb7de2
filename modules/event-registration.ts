/**
 * Whether an event's registration is closed (spec 4, 8): the organiser closed it (the form's
 * `closed`, or the record's `registration: 'closed'`), or the moment it closes has passed (the
 * form's `closesAt`, else the start of the event's last session when it has sessions, else the
 * event's start in its record: an open day's midday turn still takes registrations once its
 * morning turn has begun). One rule for the page, which shows the closed message, and for the
 * API, which refuses a registration posted all the same (a session already begun is refused on
 * its own, server/event-places.ts). `passed` says whether an instant is in the past (the build's
 * clock notes it for validUntil).
 */
export function registrationClosed(
  form: { closed?: unknown; closesAt?: unknown },
  record: { startDate?: unknown; registration?: unknown; sessions?: unknown } | undefined,
  passed: (instant: number) => boolean,
): boolean {
  if (form.closed === true || record?.registration === 'closed') return true;
  const closesAt = typeof form.closesAt === 'string' ? form.closesAt : lastSessionStart(record?.sessions) ?? (typeof record?.startDate === 'string' ? record.startDate : undefined);
  return closesAt !== undefined && passed(Date.parse(closesAt));
}

/** The latest start among a record's sessions (templates/event-data.ts), or undefined when it has none. */
function lastSessionStart(sessions: unknown): string | undefined {
  if (!Array.isArray(sessions)) return undefined;
  const starts = sessions.map((s) => (s && typeof s === 'object' ? (s as { startDate?: unknown }).startDate : undefined)).filter((v): v is string => typeof v === 'string');
  return starts.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

/**
 * A session's default id (templates/event-data.ts): its start in UTC, "20270123T0900Z", the same
 * in every language and offset. Here, beside the rule above, so the editor's bundle takes it
 * without the record's schema.
 */
export function sessionIdOf(startDate: string): string {
  return new Date(startDate).toISOString().replace(/[-:]/g, '').replace(/\d\d\.\d{3}Z$/, 'Z');
}
