/**
 * Dates and times as the school keeps them (spec 4: a schedule, an event's start, in Madrid time,
 * whatever the editor's computer says), written as ISO 8601 instants with that day's offset.
 */

/**
 * The school's zone (modules/locale-format.ts SCHOOL_TIME_ZONE, the events' default), written
 * here so the editor does not split that module out of the public islands' chunks.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Madrid';

/** Europe/Madrid's offset from UTC, in minutes, at an instant (Intl's zone data: DST included). */
function zoneOffset(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round((Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant) / 60_000);
}

/**
 * A wall-clock date and time in `zone` as an ISO instant with its offset
 * ("2026-12-01", "09:00" → "2026-12-01T09:00:00+01:00"); null when it is not a date and time.
 */
export function zonedInstant(date: string, time: string, zone = SCHOOL_TIME_ZONE): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // The offset at the wall time read as UTC, then at the instant it gives (the DST change day).
  const offset = zoneOffset(wall - zoneOffset(wall, zone) * 60_000, zone);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant's date and time in `zone`, as the date and time inputs take them. */
export function zonedParts(instant: number, zone = SCHOOL_TIME_ZONE): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}


/** An instant as the editor shows it, in the school's time ("30 de noviembre de 2026, 11:10"): History and Activity. */
export function schoolDateTime(lang: 'es' | 'en', iso: string): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
