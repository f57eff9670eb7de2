import { SCHOOL_TIME_ZONE, zonedDateTime } from '../../modules/locale-format.js';

/**
 * The orders of a list of events (server/content-store.ts), by the day each item's card names
 * (`content.date`): the upcoming ones soonest first (`upcoming-ASC`), or those then the past ones,
 * latest first (`upcoming-then-past`). The build asks them with its own day (`from`), so its
 * output depends on its clock, not the API's.
 */
export const UPCOMING_ORDER = 'upcoming-ASC';
export const UPCOMING_THEN_PAST_ORDER = 'upcoming-then-past';
export const isUpcomingOrder = (order: unknown): boolean => order === UPCOMING_ORDER || order === UPCOMING_THEN_PAST_ORDER;

/**
 * When an event's card stops being true among the coming ones: the start of the day after the day
 * it names (`content.date`), in the school's time zone (ms); null when it names no day. The build
 * writes it on each card of a list of upcoming events, and the browser hides the card once it has
 * passed (runtime/upcoming.ts), with no date arithmetic of its own.
 */
export function passesAt(item: { content?: unknown }): number | null {
  const date = (item.content as { date?: unknown } | undefined)?.date;
  const day = typeof date === 'string' ? date.slice(0, 10) : null;
  if (day === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return Date.parse(zonedDateTime(next, '00:00', SCHOOL_TIME_ZONE));
}

/**
 * When a list in the upcoming order, asked from `from`, would answer otherwise: at the start of the
 * day after its first upcoming item's (that item then moves among the past ones). Null when it
 * leads with no upcoming item. `items` are in the order the API gave them.
 */
export function upcomingChangesAt(items: readonly { content?: unknown }[], from: string): number | null {
  const first = items[0]?.content as { date?: unknown } | undefined;
  const day = typeof first?.date === 'string' ? first.date.slice(0, 10) : null;
  if (day === null || day < from) return null;
  return passesAt(items[0]!);
}
