/**
 * The records an editor edits in their own form (spec 4, structured content), by kind of
 * structured data: what the form shows of the stored record and how it stores it back. The
 * record is the page's structuredDataContent; what the form does not show stays as it was.
 */
import { programForm, programFromForm, type RecordValue } from '../../modules/program-record.js';
import { SCHOOL_TIME_ZONE, zonedInstant, zonedParts } from './school-time.js';
import { sessionIdOf } from '../../modules/event-registration.js';
import type { StringKey } from './strings.js';

export interface RecordKind {
  /** The toolbar's button and the dialog's title. */
  button: StringKey;
  help: StringKey;
  /** What it says of the translations that share its facts ({languages}). */
  shared: StringKey;
  /** What the status line says once it is applied. */
  applied: StringKey;
  toForm(content: unknown): RecordValue;
  fromForm(form: RecordValue, before: RecordValue): RecordValue;
  /** The stored fields the form stands for (replaced by what it gives back). */
  stands: readonly string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A start or an end as its day and, unless it is a whole day, its time in the event's zone. */
function dayAndTime(value: unknown, zone: string): { day?: string; time?: string } {
  if (typeof value !== 'string') return {};
  if (DAY.test(value)) return { day: value };
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return {};
  const { date, time } = zonedParts(instant, zone);
  return { day: date, time };
}

/**
 * An event's record in its form: its start and end (ISO instants with their offset, or days) as
 * a day and times in its own zone (the school's unless it says), a last day only when it ends on
 * another day.
 */
export function eventForm(content: unknown): RecordValue {
  const record = content && typeof content === 'object' && !Array.isArray(content) ? content as RecordValue : {};
  const zone = typeof record.timeZone === 'string' ? record.timeZone : SCHOOL_TIME_ZONE;
  const start = dayAndTime(record.startDate, zone);
  const end = dayAndTime(record.endDate, zone);
  const form: RecordValue = {};
  for (const key of ['attendanceMode', 'location', 'streetAddress', 'postalCode', 'locality', 'platform', 'registration', 'capacity']) if (record[key] !== undefined) form[key] = record[key];
  const day = start.day ?? (typeof record.date === 'string' ? record.date : undefined);
  if (Array.isArray(record.sessions)) {
    form.sessions = (record.sessions as RecordValue[]).map((session) => {
      const to = dayAndTime(session.endDate, zone).time;
      return { from: dayAndTime(session.startDate, zone).time ?? '', ...(to ? { to } : {}), places: session.capacity };
    });
  }
  return {
    ...(day ? { day } : {}), ...(start.time ? { startTime: start.time } : {}),
    ...(end.day && end.day !== day ? { endDay: end.day } : {}), ...(end.time ? { endTime: end.time } : {}),
    ...form,
  };
}

/** The record an event's form stores: its start and end as instants in its zone (a day alone for a whole-day event). */
export function eventFromForm(form: RecordValue, before: RecordValue): RecordValue {
  const zone = typeof before.timeZone === 'string' ? before.timeZone : SCHOOL_TIME_ZONE;
  const day = String(form.day ?? '');
  const at = (date: string, time: unknown) => (typeof time === 'string' && time ? zonedInstant(date, time, zone) ?? date : date);
  const endDay = typeof form.endDay === 'string' && form.endDay ? form.endDay : undefined;
  const record: RecordValue = { date: day, startDate: at(day, form.startTime), timeZone: zone };
  if (form.endTime || endDay) record.endDate = at(endDay ?? day, form.endTime);
  for (const [key, value] of Object.entries(form)) {
    if (['day', 'startTime', 'endDay', 'endTime', 'sessions', '__proto__'].includes(key) || value === '' || value === undefined || value === null) continue;
    record[key] = value;
  }
  if (Array.isArray(form.sessions) && form.sessions.length > 0) record.sessions = sessionsFromForm(form.sessions as RecordValue[], before, (time) => at(day, time));
  return record;
}

/**
 * The sessions an event's form gives back, as the record keeps them. Each keeps the id its
 * registrations are counted under (server/event-places.ts): the session that started at the same
 * time, else the one in the same place in the list (its time was changed), else a new one's own.
 */
function sessionsFromForm(sessions: RecordValue[], before: RecordValue, instant: (time: unknown) => string): RecordValue[] {
  const old = Array.isArray(before.sessions) ? before.sessions as RecordValue[] : [];
  const idOf = (session: RecordValue | undefined) => (session ? (typeof session.id === 'string' ? session.id : typeof session.startDate === 'string' ? sessionIdOf(session.startDate) : undefined) : undefined);
  const starts = sessions.map((s) => instant(s.from));
  const kept = new Set<string>();
  const byStart = starts.map((start) => idOf(old.find((o) => typeof o.startDate === 'string' && Date.parse(o.startDate) === Date.parse(start))));
  for (const id of byStart) if (id) kept.add(id);
  return sessions.map((session, i) => {
    let id = byStart[i];
    const sameSlot = idOf(old[i]);
    if (!id && sameSlot && !kept.has(sameSlot)) { id = sameSlot; kept.add(id); }
    const startDate = starts[i]!;
    return {
      id: id ?? sessionIdOf(startDate), startDate,
      ...(typeof session.to === 'string' && session.to ? { endDate: instant(session.to) } : {}),
      capacity: session.places,
    };
  });
}

export const RECORD_KINDS: Readonly<Record<string, RecordKind>> = {
  PROGRAMS: {
    button: 'programData', help: 'programHelp', shared: 'programShared', applied: 'programApplied',
    toForm: programForm, fromForm: (form) => programFromForm(form),
    stands: ['duration', 'timeToComplete', 'hours', 'ects', 'modality', 'mode', 'campus', 'startDate', 'price', 'reservationFee', 'places', 'credential', 'acronyms'],
  },
  EVENTS: {
    button: 'eventData', help: 'eventHelp', shared: 'eventShared', applied: 'eventApplied',
    toForm: eventForm, fromForm: eventFromForm,
    stands: ['date', 'startDate', 'endDate', 'timeZone', 'attendanceMode', 'location', 'streetAddress', 'postalCode', 'locality', 'platform', 'registration', 'capacity', 'sessions'],
  },
};
