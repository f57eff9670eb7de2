/**
 * Whether an event's registration is closed (spec 4, 8): the organiser closed it (the form's
 * `closed`, or the record's `registration: 'closed'`), or the moment it closes has passed (the
 * form's `closesAt`, else the event's start in its record). One rule for the page, which shows
 * the closed message, and for the API, which refuses a registration posted all the same.
 * `passed` says whether an instant is in the past (the build's clock notes it for validUntil).
 */
export function registrationClosed(
  form: { closed?: unknown; closesAt?: unknown },
  record: { startDate?: unknown; registration?: unknown } | undefined,
  passed: (instant: number) => boolean,
): boolean {
  if (form.closed === true || record?.registration === 'closed') return true;
  const closesAt = typeof form.closesAt === 'string' ? form.closesAt : typeof record?.startDate === 'string' ? record.startDate : undefined;
  return closesAt !== undefined && passed(Date.parse(closesAt));
}

/**
 * A session's default id (templates/event-data.ts): its start in UTC, "20270123T0900Z", the same
 * in every language and offset. Here, beside the rule above, so the editor's bundle takes it
 * without the record's schema.
 */
export function sessionIdOf(startDate: string): string {
  return new Date(startDate).toISOString().replace(/[-:]/g, '').replace(/\d\d\.\d{3}Z$/, 'Z');
}
