import * as z from 'zod';
import { formatDateRange, formatTimeRange, SCHOOL_TIME_ZONE, zonedDateTime } from '../modules/locale-format.js';
import { sessionIdOf } from '../modules/event-registration.js';

/**
 * What an event page (structuredData EVENTS) says about the event, in its structuredDataContent:
 * one source for the page's date, time and place (templates/event-facts.tsx), its calendar file
 * (src/contract/event-calendar.ts) and its JSON-LD (templates/seo/event.ts).
 *
 * - `startDate`, `endDate`: ISO 8601 instants with their offset ("2027-01-23T10:00:00+01:00"), or
 *   days alone for a whole-day event;
 * - `date`: the day alone ("2027-01-23"), for an event without times (shown as a whole day);
 * - `timeZone`: the IANA zone its times are shown in, default the school's (Europe/Madrid);
 * - `location` (the venue's name), `streetAddress`, `postalCode`, `locality`, `country`;
 * - `attendanceMode`: "online" or "offline"; `platform`: what an online event is held on ("Zoom");
 * - `registration`: "open" or "closed" (closed by the organiser);
 * - `sessions`: the times a visitor chooses between (an open day's morning and midday turns), each
 *   with its `capacity` in places; or `capacity` alone, for one session at the event's own times.
 *   An event with places counts them (server/event-places.ts): registration closes itself when
 *   they are taken and offers the waiting list (spec 4).
 *
 * Every field is optional for the contract (the CMS's own event types vary), but one that is
 * given must be readable: the build refuses an unreadable date rather than print nothing.
 */
const text = z.string().trim().min(1);
export const EventContentSchema = z.looseObject({
  date: z.iso.date().optional(),
  // An instant with its offset, or a day alone (a whole-day event).
  startDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'expected an ISO 8601 date ("2027-01-23") or date and time with its offset ("2027-01-23T10:00:00+01:00")' }).optional(),
  endDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'expected an ISO 8601 date ("2027-01-23") or date and time with its offset ("2027-01-23T10:00:00+01:00")' }).optional(),
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as "Europe/Madrid"').optional(),
  location: text.optional(),
  streetAddress: text.optional(),
  postalCode: text.optional(),
  locality: text.optional(),
  country: text.optional(),
  attendanceMode: z.enum(['online', 'offline']).optional(),
  platform: text.optional(),
  registration: z.enum(['open', 'closed']).optional(),
  capacity: z.number().int().min(1).max(100_000).optional(),
  sessions: z.array(z.object({
    /** Stable while the session's time is edited: registrations are counted under it. Default: its start, in UTC. */
    id: z.string().regex(/^[\w-]{1,40}$/, 'letters, digits, "-" and "_", at most 40').optional(),
    startDate: z.iso.datetime({ offset: true, error: 'expected a date and time with its offset ("2027-01-23T10:00:00+01:00")' }),
    endDate: z.iso.datetime({ offset: true, error: 'expected a date and time with its offset ("2027-01-23T12:00:00+01:00")' }).optional(),
    capacity: z.number().int().min(1).max(100_000),
  })).min(1).max(20).optional(),
}).superRefine((value, ctx) => {
  const ids = new Set<string>();
  value.sessions?.forEach((session, i) => {
    const id = session.id ?? sessionIdOf(session.startDate);
    if (ids.has(id)) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'id'], message: `two sessions are "${id}": give each its own id or start` });
    ids.add(id);
    if (session.endDate && Date.parse(session.endDate) < Date.parse(session.startDate)) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'endDate'], message: `must not be before the session's startDate (${session.startDate})` });
  });
  if (value.endDate && !value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'an end needs a startDate' });
  if (value.startDate && value.endDate && Date.parse(value.endDate) < Date.parse(value.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must not be before startDate (${value.startDate})` });
  }
});

/** Zones already checked: making an Intl formatter to check one cost more than the rest of an event page's data. */
const zones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: a site has a handful of zones; a flood of bad ones is not kept.
    if (zones.size < 1000) zones.set(zone, known);
  }
  return known;
}

export interface EventData {
  /** The start instant (ISO 8601 with offset), or the day's start in the event's zone for a whole-day event. */
  start: string;
  end?: string | undefined;
  /** Only a day was given: shown and put in calendars as a whole day. */
  allDay: boolean;
  /** The day (YYYY-MM-DD) of a whole-day event. */
  day?: string | undefined;
  timeZone: string;
  online: boolean;
  /** The platform an online event is held on. */
  platform?: string | undefined;
  /** The organiser closed registration (an event also closes when it starts: eventEndsAt). */
  registrationClosed: boolean;
  place?: string | undefined;
  /** The sessions whose places are counted, soonest first; empty when the event has no places to count. */
  sessions: EventSession[];
  address?: { streetAddress?: string | undefined; postalCode?: string | undefined; locality?: string | undefined; country?: string | undefined } | undefined;
}

export interface EventSession { id: string; start: string; end?: string | undefined; capacity: number }


/** The sessions an event's record counts places for: its `sessions`, or one at its own times when it gives `capacity` alone. */
export function sessionsOf(data: { startDate?: string | undefined; endDate?: string | undefined; date?: string | undefined; capacity?: number | undefined; sessions?: { id?: string | undefined; startDate: string; endDate?: string | undefined; capacity: number }[] | undefined }, start?: string): EventSession[] {
  if (data.sessions) {
    return data.sessions.map((s) => ({ id: s.id ?? sessionIdOf(s.startDate), start: s.startDate, end: s.endDate, capacity: s.capacity }))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }
  const begins = start ?? data.startDate ?? data.date;
  if (data.capacity === undefined || !begins) return [];
  return [{ id: 'event', start: begins, end: data.endDate && data.endDate.length > 10 ? data.endDate : undefined, capacity: data.capacity }];
}

/**
 * A session's time as every place says it (the form's choice, the e-mails, the cancel page):
 * "10:00–12:00", with its day before it unless `day` is false, and the zone named after it when
 * `zone` (a reader of an e-mail may be anywhere).
 */
export function sessionTime(session: Pick<EventSession, 'start' | 'end'>, locale: string, timeZone: string, { day = true, zone = true }: { day?: boolean; zone?: boolean } = {}): string {
  const time = formatTimeRange(session.start, session.end, locale, { timeZone, zone }) ?? '';
  return day ? `${formatDateRange(session.start, undefined, locale, timeZone)}, ${time}` : time;
}

/** The event a page describes, or null when it is not an event page or gives no date. */
export function eventDataOf(page: { structuredData: string | null; structuredDataContent: Record<string, unknown> | null }): EventData | null {
  if (page.structuredData !== 'EVENTS' || !page.structuredDataContent) return null;
  const parsed = EventContentSchema.safeParse(page.structuredDataContent);
  if (!parsed.success) return null; // refused by validatePage before any render
  const data = parsed.data;
  const timeZone = data.timeZone ?? SCHOOL_TIME_ZONE;
  const online = data.attendanceMode === 'online';
  const address = online || !(data.streetAddress || data.postalCode || data.locality)
    ? undefined
    : { streetAddress: data.streetAddress, postalCode: data.postalCode, locality: data.locality, country: data.country };
  const where = { timeZone, online, platform: online ? data.platform : undefined, registrationClosed: data.registration === 'closed', place: data.location, address };
  const isDay = (value: string) => value.length === 10;
  if (data.startDate && !isDay(data.startDate)) return { start: data.startDate, end: data.endDate && !isDay(data.endDate) ? data.endDate : undefined, allDay: false, ...where, sessions: sessionsOf(data) };
  const day = data.startDate ?? data.date;
  if (day) {
    const start = zonedDateTime(day, '00:00', timeZone);
    return { start, allDay: true, day, ...where, sessions: sessionsOf(data, start) };
  }
  return null;
}

/**
 * When the event is over: its end, else (no end given) the end of its start's day in its zone.
 * Past events say they took place and take no registrations.
 */
export function eventEndsAt(event: EventData): number {
  if (event.end) return Date.parse(event.end);
  const start = Date.parse(event.start);
  return event.allDay ? start + 86_400_000 : start;
}

/**
 * The page's calendar file, next to its HTML and named after its slug so that a download keeps
 * a meaningful name: /eventos/game-jam/ → /eventos/game-jam/game-jam.ics.
 */
export function calendarPathOf(pagePath: string): string {
  const slug = pagePath.split('/').filter(Boolean).pop() ?? 'event';
  return `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}${slug}.ics`;
}
