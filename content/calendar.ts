import { localDayOf } from '../modules/locale-format.js';

/**
 * The demo's calendar, placed relative to the day it is seeded (spec 3's events, DESIGN's demo):
 * the texts and dates in content/data were written for one school year as seen on
 * AUTHORED_DAY. Seeded on another day, each dated thing moves by whole years to where a school's
 * would be on that day, so the site reads true on any day: a fortnight of past events and the
 * coming year's ahead (the next open day among them), news up to the day, the next intake's
 * start, fees and deadlines, the copyright of the year. The same day gives the same bytes.
 *
 * Years written in the texts move with their thing: only the years of the demo's own calendar
 * (AUTHORED_YEARS), so "Real Decreto 659/2023" or "since 2025" keep their years.
 */
export const AUTHORED_DAY = '2026-11-01';

/** The start of classes the texts were written for (content/data/programs.ts): the intake that moves. */
export const AUTHORED_INTAKE = '2027-09-13';

/** The years the demo's texts and dates were written in (its school year and the next intake's). */
const AUTHORED_YEARS = /\b(202[6-8])\b/g;
const DAY_MS = 86_400_000;

/** Events from a month before the day to eleven months after it: the school year as its site shows it. */
const EVENTS_BEFORE_MS = 31 * DAY_MS;
const YEAR_MS = 365.2425 * DAY_MS;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "2027-2028" → "2028-2029" with `years` = 1; other years and numbers left as written. */
export function shiftYears(text: string, years: number): string {
  return years === 0 ? text : text.replace(AUTHORED_YEARS, (y) => String(Number(y) + years));
}

/** The same month and day `years` later ("2027-06-30" → "2028-06-30"); 29 February becomes the 28th. */
export function shiftCalendarDay(day: string, years: number): string {
  if (years === 0) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  return dayOf(shifted.getUTCMonth() === m - 1 ? shifted.getTime() : Date.UTC(y + years, m - 1, d - 1));
}

/** `years` whole years later on the same weekday (an open day stays a Saturday): the nearest such day. */
export function shiftWeekday(day: string, years: number): string {
  if (years === 0) return day;
  return dayOf(dayMs(day) + Math.round((years * 365.2425) / 7) * 7 * DAY_MS);
}

/** Every string in `value` with its calendar years moved; a `YYYY-MM-DD` string moved as a day (`moveDay`). */
export function shiftDeep<T>(value: T, years: number, moveDay: (day: string, years: number) => string = shiftCalendarDay): T {
  if (years === 0) return value;
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return /^\d{4}-\d\d-\d\d$/.test(v) ? moveDay(v, years) : shiftYears(v, years);
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}

export interface DemoCalendar {
  /** The seed's day, "2027-06-15". */
  day: string;
  /** The seed's present: 09:00 UTC of its day. Dates of news, profiles and publications count back from it. */
  present: number;
  /** Whole years an event written for `date` moves, to fall from a month before the day to eleven months after. */
  eventYears(date: string): number;
  /** Whole years the school's past (projects, press) moves: the last anniversary of AUTHORED_DAY on or before the day. */
  pastYears: number;
  /** Whole years the next intake moves: its start (written as `intakeStart`) the first after the day. */
  intakeYears: number;
  /** Whole years from AUTHORED_DAY's year to the day's: the copyright's. */
  calendarYears: number;
}

/** The calendar of a seed made on `day` (default: today at the school, Europe/Madrid). */
export function demoCalendar(day: string | undefined, intakeStart = AUTHORED_INTAKE): DemoCalendar {
  const seedDay = day ?? localDayOf(new Date());
  if (!/^\d{4}-\d\d-\d\d$/.test(seedDay) || Number.isNaN(dayMs(seedDay))) throw new Error(`The seed day "${seedDay}" is not a day written YYYY-MM-DD, such as 2027-01-23.`);
  const now = dayMs(seedDay);
  const present = now + 9 * 3_600_000;
  const eventYears = (date: string) => Math.ceil((now - EVENTS_BEFORE_MS - dayMs(date)) / YEAR_MS);
  let pastYears = Math.floor((now - dayMs(AUTHORED_DAY)) / YEAR_MS);
  while (dayMs(shiftCalendarDay(AUTHORED_DAY, pastYears + 1)) <= now) pastYears += 1;
  while (dayMs(shiftCalendarDay(AUTHORED_DAY, pastYears)) > now) pastYears -= 1;
  let intakeYears = 0;
  while (dayMs(shiftCalendarDay(intakeStart, intakeYears)) <= now) intakeYears += 1;
  while (dayMs(shiftCalendarDay(intakeStart, intakeYears - 1)) > now) intakeYears -= 1;
  return { day: seedDay, present, eventYears, pastYears, intakeYears, calendarYears: Number(seedDay.slice(0, 4)) - Number(AUTHORED_DAY.slice(0, 4)) };
}
