/**
 * How every date and amount of money a visitor sees is written, in the page's language (spec 3:
 * each page has its locale). The build's render and the islands that re-render in the browser
 * (live lists) import this one module, so both write a date or a price the same way; the
 * machine-readable value stays in `<time datetime>` and in the JSON-LD.
 *
 * Formatters are cached: creating one per call costs more than the rest of a page's render.
 */

const formatters = new Map<string, unknown>();
/** One cache for every formatter and per-locale fact below, keyed by what it was made for. */
function cached<T>(key: string, make: () => T): T {
  let value = formatters.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    formatters.set(key, value);
  }
  return value;
}

/** es_ES (the CMS's locale codes) → es-ES (a BCP 47 tag). */
export const tagOf = (locale: string) => locale.replace('_', '-');

/**
 * A long date in the site's two languages, word for word as Intl writes it ("13 de septiembre de
 * 2027", "13 September 2027"; locale-format.test.ts compares them day by day). Written without
 * Intl because a process's first Intl date loads ICU's locale data, which cost most of a
 * one-path rebuild's render of a page of dated cards (spec 9: a one-path rebuild in 0.35 s).
 */
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LONG_DATES: Record<string, (day: number, month: number, year: number) => string> = {
  'es-ES': (day, month, year) => `${day} de ${ES_MONTHS[month]!} de ${year}`,
  'en-GB': (day, month, year) => `${day} ${EN_MONTHS[month]!} ${year}`,
};

/**
 * "13 de septiembre de 2027" / "13 September 2027" for a CMS date: a plain "2027-09-13" or a
 * timestamp. Read in UTC, so a date-only value is the same day wherever the page is rendered.
 * Undefined for a missing or unreadable value (the caller then shows nothing, never "Invalid Date").
 */
export function formatDate(value: string | undefined | null, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const tag = tagOf(locale);
  const year = date.getUTCFullYear();
  const byHand = Object.hasOwn(LONG_DATES, tag) && year >= 1000 && year <= 9999 ? LONG_DATES[tag] : undefined;
  if (byHand) return byHand(date.getUTCDate(), date.getUTCMonth(), year);
  return cached(`date|${tag}`, () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date);
}

/**
 * "6.900 €" / "€6,900"; "6.900,50 €" / "€6,900.50" when there are cents (whole amounts show none).
 *
 * Spanish style (RAE, and CLDR's es "minimumGroupingDigits: 2") leaves four-digit numbers
 * ungrouped, so plain Intl writes "6900 €"; a price list reads better grouped the same at every
 * size ("6.900 €" beside "12.500 €"), so grouping is asked for always (`useGrouping: 'always'`,
 * Intl.NumberFormat v3: Node 20, Chromium 106+, Firefox 116+, Safari 15.4+). An engine that does
 * not know 'always' takes it as plain `true`; that is detected once per locale and the digits are
 * then grouped by hand with the locale's own separator (groupAlways).
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) throw new Error(`formatMoney: amount must be a finite number, got ${String(amount)}`);
  const tag = tagOf(locale);
  const formatter = cached(`money|${tag}|${currency}`, () => new Intl.NumberFormat(tag, {
    style: 'currency', currency, useGrouping: 'always', trailingZeroDisplay: 'stripIfInteger',
  } as unknown as Intl.NumberFormatOptions)); // the runtime's TS lib predates NumberFormat v3
  return formatGrouped(formatter, amount, tag);
}

/** A number always grouped: by Intl where it knows 'always', else by hand (groupAlways). */
function formatGrouped(formatter: Intl.NumberFormat, value: number, tag: string): string {
  const parts = formatter.formatToParts(value);
  if ((formatter.resolvedOptions() as { useGrouping?: unknown }).useGrouping === 'always') return parts.map((p) => p.value).join('');
  return groupAlways(parts, groupSeparatorOf(tag));
}

/**
 * "2.000" / "2,000": a count (hours, places) grouped like formatMoney's amounts, so a table
 * that holds both reads the same ("2.000" beside "6.900 €").
 */
export function formatNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) throw new Error(`formatNumber: value must be a finite number, got ${String(value)}`);
  const tag = tagOf(locale);
  const formatter = cached(`number|${tag}`, () => new Intl.NumberFormat(tag, { useGrouping: 'always', maximumFractionDigits: 2 } as unknown as Intl.NumberFormatOptions));
  return formatGrouped(formatter, value, tag);
}

/** "50 %" / "50%": a share written as the locale does. */
export function formatPercent(percent: number, locale: string): string {
  const tag = tagOf(locale);
  return cached(`percent|${tag}`, () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 })).format(percent / 100);
}

/** "inglés" / "English": a language's name (BCP 47 code) in the page's language. */
export function formatLanguage(code: string, locale: string): string {
  const tag = tagOf(locale);
  return cached(`language|${tag}`, () => new Intl.DisplayNames([tag], { type: 'language' })).of(code) ?? code;
}

/** "A, B y C" / "A, B or C": items joined as the locale does. */
export function formatList(items: string[], locale: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const tag = tagOf(locale);
  return cached(`list|${type}|${tag}`, () => new Intl.ListFormat(tag, { type })).format(items);
}

function groupSeparatorOf(tag: string): string {
  return cached(`group|${tag}`, () => new Intl.NumberFormat(tag).formatToParts(1234567).find((p) => p.type === 'group')?.value ?? ',');
}

/**
 * A formatted number's parts with its integer regrouped in threes ("6900" → "6.900"): the
 * fallback for engines without `useGrouping: 'always'` (see formatMoney). Exported to be tested,
 * since the engines the tests run on all know 'always'.
 */
export function groupAlways(parts: Intl.NumberFormatPart[], separator: string): string {
  const digits = parts.filter((p) => p.type === 'integer').map((p) => p.value).join('');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  let placed = false;
  return parts.map((p) => {
    if (p.type === 'group') return '';
    if (p.type !== 'integer') return p.value;
    if (placed) return '';
    placed = true;
    return grouped;
  }).join('');
}

/**
 * The school's time zone: event times are local times in Madrid, written so on the page (with
 * the zone named where a visitor may be elsewhere: online events) and converted by calendars
 * from the .ics file's UTC times.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Madrid';

function zoned(tag: string, timeZone: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`zoned|${tag}|${timeZone}|${kind}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone }));
}

const readInstant = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/**
 * The local calendar day of an instant in a time zone, "2027-01-14" (two instants on the same
 * day in Madrid are one day on the page, whatever the machine's zone).
 */
export function localDayOf(value: string | Date, timeZone = SCHOOL_TIME_ZONE): string {
  const parts = zoned('en-CA', timeZone, 'day', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(readInstant(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * "jueves, 14 de enero de 2027" / "Thursday 14 January 2027" (each language's long date with its
 * weekday, Intl's words); "jueves, 14 de enero – sábado, 16 de enero de 2027" when the end falls
 * on another day. Read in `timeZone` (the school's by default), so 23:30 in Madrid stays that day.
 * Undefined for an unreadable value.
 */
export function formatDateRange(start: string | Date, end: string | Date | undefined, locale: string, timeZone = SCHOOL_TIME_ZONE): string | undefined {
  const from = readInstant(start);
  if (!valid(from)) return undefined;
  const formatter = zoned(tagOf(locale), timeZone, 'long-date', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const to = end === undefined ? undefined : readInstant(end);
  if (!to || !valid(to) || localDayOf(from, timeZone) === localDayOf(to, timeZone)) return formatter.format(from);
  return formatter.formatRange(from, to);
}

/** A time range in pieces, so each end can sit in its own `<time datetime>`. */
export interface TimeRangeParts {
  start: string;
  /** Between the two ("–", or " – " around weekdays), empty without an end. */
  separator: string;
  end: string;
  /** After both: the zone's name when asked for (" CET"). */
  suffix: string;
}

/**
 * "10:00–14:00": the start and end times on the 24-hour clock, the convention of both the
 * Spanish and the British site (Intl's es-ES and en-GB defaults; a time is never "2pm" on one
 * language and "14:00" on the other). When the end falls on another day, each time carries its
 * weekday and day ("sábado 5, 10:00 – lunes 7, 10:00"). `zone: true` names the zone (CET or CEST,
 * as it applies on that date) for visitors who may be elsewhere. Undefined for an unreadable start.
 */
export function formatTimeRangeParts(start: string | Date, end: string | Date | undefined, locale: string, options: { timeZone?: string; zone?: boolean } = {}): TimeRangeParts | undefined {
  const timeZone = options.timeZone ?? SCHOOL_TIME_ZONE;
  const from = readInstant(start);
  if (!valid(from)) return undefined;
  let to = end === undefined ? undefined : readInstant(end);
  if (to && (!valid(to) || to.getTime() <= from.getTime())) to = undefined;
  const tag = tagOf(locale);
  const zoneName = options.zone ? { timeZoneName: 'short' as const } : {};
  const days = to !== undefined && localDayOf(from, timeZone) !== localDayOf(to, timeZone);
  const formatter = days
    ? zoned(tag, timeZone, `days-times${options.zone ? '-zone' : ''}`, { weekday: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zoneName })
    : zoned(tag, timeZone, `times${options.zone ? '-zone' : ''}`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zoneName });
  if (!to) {
    const parts = formatter.formatToParts(from);
    const zoneAt = parts.findIndex((p) => p.type === 'timeZoneName');
    const cut = zoneAt > 0 && parts[zoneAt - 1]?.type === 'literal' ? zoneAt - 1 : zoneAt;
    return cut < 0
      ? { start: parts.map((p) => p.value).join(''), separator: '', end: '', suffix: '' }
      : { start: parts.slice(0, cut).map((p) => p.value).join(''), separator: '', end: '', suffix: parts.slice(cut).map((p) => p.value).join('') };
  }
  const out: TimeRangeParts = { start: '', separator: '', end: '', suffix: '' };
  for (const part of formatter.formatRangeToParts(from, to) as (Intl.DateTimeFormatPart & { source?: string })[]) {
    if (part.source === 'startRange') out.start += part.value;
    else if (part.source === 'endRange') out.end += part.value;
    else if (out.end === '') out.separator += part.value;
    else out.suffix += part.value;
  }
  return out;
}

/** formatTimeRangeParts as one string: "10:00–14:00", "19:00–20:00 CET". */
export function formatTimeRange(start: string | Date, end: string | Date | undefined, locale: string, options: { timeZone?: string; zone?: boolean } = {}): string | undefined {
  const parts = formatTimeRangeParts(start, end, locale, options);
  return parts && `${parts.start}${parts.separator}${parts.end}${parts.suffix}`;
}

/**
 * The instant of a local date and time in a time zone, as ISO 8601 with that zone's offset on
 * that date: ("2027-07-02", "19:00") → "2027-07-02T19:00:00+02:00" (summer time). For content
 * written in local times (the demo's events); throws naming the value when it is not a time.
 */
export function zonedDateTime(date: string, time: string, timeZone = SCHOOL_TIME_ZONE): string {
  if (!/^\d{4}-\d\d-\d\d$/.test(date) || !/^\d\d:\d\d$/.test(time)) throw new Error(`zonedDateTime: expected "YYYY-MM-DD" and "HH:MM", got "${date}" and "${time}"`);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at that wall time (twice: the first guess may sit across a DST change).
  const offsetAt = (ms: number) => {
    const name = zoned('en-US', timeZone, 'offset', { timeZoneName: 'longOffset' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  };
  const offset = offsetAt(asUtc - offsetAt(asUtc) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
