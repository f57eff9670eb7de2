import type { Site, ValidPage } from './schemas.js';
import { calendarPathOf, eventDataOf } from '../../templates/event-data.js';

/** A page's summary for its feed item and its calendar entry: the meta description, else the social one, else the content's abstract. */
export function feedDescriptionOf(page: Pick<ValidPage, 'metaDescription' | 'socialDescription' | 'structuredDataContent'>): string {
  const abstract = page.structuredDataContent?.abstract;
  return page.metaDescription || page.socialDescription || (typeof abstract === 'string' ? abstract : '');
}

/**
 * An event page's calendar file ("Add to calendar"), iCalendar as RFC 5545 writes it: one
 * VCALENDAR with one VEVENT; lines end in CRLF (3.1) and are folded at 75 octets, never inside a
 * UTF-8 character (3.1); TEXT values escape backslash, semicolon, comma and newline (3.3.11).
 * Times are written in UTC (3.3.5 form 2, "…Z"): every calendar converts them to its owner's zone,
 * and no VTIMEZONE block (which a TZID would require, 3.2.19) has to be kept in step with the
 * zone's rules. A whole-day event is a DATE from its day to the next (3.6.1).
 *
 * It lives in the contract because two sides write it: the build publishes it beside the event
 * page, and the API attaches the same file to a registration's confirmation e-mail (spec 8).
 *
 * The bytes depend only on the page (DTSTAMP is the page's `modified`, not the clock), so an
 * unchanged event keeps an unchanged file and the build carries it over like the page's HTML.
 */

export interface CalendarEvent {
  /** Globally unique and stable across builds (3.8.4.7): the page's id at the site's host. */
  uid: string;
  /** When this description of the event last changed (the page's `modified`). */
  stamp: string;
  start: string;
  end?: string | undefined;
  /** A whole-day event on `day` (YYYY-MM-DD). */
  allDay?: boolean;
  day?: string | undefined;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  /** The event page's absolute URL. */
  url: string;
  /** The product that wrote the file (3.7.3), e.g. "-//EDTE//sitegen//ES". */
  productId: string;
  /** The page's language, a BCP 47 tag (3.2.10), on the texts. */
  language?: string | undefined;
}

/** 3.3.11: backslash first, then the separators; CRLF, CR and LF all become "\n". */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * 3.1: a content line longer than 75 octets is split, each continuation starting with one
 * space (which counts in its 75). Splits fall between UTF-8 characters, so a multi-octet
 * character ("ó", "€") is never cut in two.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** 3.3.5: "20270123T090000Z" for an instant; throws naming the value when it is not one. */
export function utcDateTime(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`iCalendar: "${value}" is not a date and time`);
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

const dateValue = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function renderIcs(event: CalendarEvent): string {
  const lang = event.language ? `;LANGUAGE=${event.language}` : '';
  const when = event.allDay && event.day
    ? [`DTSTART;VALUE=DATE:${dateValue(event.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`]
    : [`DTSTART:${utcDateTime(event.start)}`, ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : [])];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(event.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    ...when,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION${lang}:${escapeText(event.description)}`] : []),
    // A URI value (3.3.13) is not TEXT: written as is.
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * An event page's calendar file (output-relative name → text), or null for any other page or
 * an event without a date. The event's name is the page's title; its description the page's
 * summary and its address on the site; its place the venue and postal address (online: the
 * page's URL, where the link to join is given).
 */
export function renderPageCalendar(
  page: Pick<ValidPage, 'id' | 'path' | 'title' | 'locale' | 'modified' | 'fullUrl' | 'structuredData' | 'structuredDataContent' | 'metaDescription' | 'socialDescription'>,
  site: Pick<Site, 'shortName' | 'domainUrl'>,
  /** A registration's session (an open day's turn): its times, and a UID of its own. */
  session?: { id: string; start: string; end?: string | undefined },
): { file: string; content: string } | null {
  const found = eventDataOf(page);
  if (!found) return null;
  const event = session ? { ...found, start: session.start, end: session.end, allDay: false, day: undefined } : found;
  const address = event.address ? [event.address.streetAddress, [event.address.postalCode, event.address.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const location = event.online ? [event.place, page.fullUrl].filter(Boolean).join(': ') : [event.place, address].filter(Boolean).join(', ');
  const summary = feedDescriptionOf(page);
  const content = renderIcs({
    uid: `event-${page.id}${session ? `-${session.id}` : ''}@${new URL(site.domainUrl).host}`,
    stamp: page.modified,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    day: event.day,
    summary: page.title,
    description: [summary, page.fullUrl].filter(Boolean).join('\n\n'),
    location: location || undefined,
    url: page.fullUrl,
    productId: `-//${site.shortName.toUpperCase()}//sitegen//${page.locale.slice(0, 2).toUpperCase()}`,
    language: page.locale.replace('_', '-'),
  });
  return { file: calendarPathOf(page.path).slice(1), content };
}
