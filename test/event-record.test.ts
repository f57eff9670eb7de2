import { describe, expect, it } from 'vitest';
import { eventForm, eventFromForm } from '../runtime/editor/records.js';
import { EventRecordFormSchema } from '../modules/event-record-form.js';
import { EventContentSchema } from '../templates/event-data.js';
import { eventRegistrationClosed } from '../server/forms.js';

/** An event's record as the seed and a CMS keep it: instants with their offset in the school's zone. */
const record = {
  date: '2027-03-20', startDate: '2027-03-20T10:00:00+01:00', endDate: '2027-03-21T13:30:00+01:00', timeZone: 'Europe/Madrid',
  attendanceMode: 'offline', location: 'Salón de actos', streetAddress: 'Calle de la Princesa 12', postalCode: '28008', locality: 'Madrid', registration: 'open',
};

describe('an event\'s record in its form (spec 4, structured content)', () => {
  it('shows its start and end as days and Madrid times, and stores them back as the same instants', () => {
    const form = eventForm(record);
    expect(form).toEqual({ day: '2027-03-20', startTime: '10:00', endDay: '2027-03-21', endTime: '13:30', attendanceMode: 'offline', location: 'Salón de actos', streetAddress: 'Calle de la Princesa 12', postalCode: '28008', locality: 'Madrid', registration: 'open' });
    expect(EventRecordFormSchema.safeParse(form).success).toBe(true);
    expect(eventFromForm(form, record)).toEqual(record);
  });

  it('writes a day across a clock change with that day\'s offset (summer time in Madrid)', () => {
    const stored = eventFromForm({ day: '2027-03-28', startTime: '10:00', endTime: '12:00' }, { timeZone: 'Europe/Madrid' });
    expect(stored).toMatchObject({ startDate: '2027-03-28T10:00:00+02:00', endDate: '2027-03-28T12:00:00+02:00' });
    expect(EventContentSchema.safeParse(stored).success).toBe(true);
  });

  it('a day without times is a whole-day event: days, not instants', () => {
    const stored = eventFromForm({ day: '2027-05-12', endDay: '2027-05-14' }, {});
    expect(stored).toMatchObject({ date: '2027-05-12', startDate: '2027-05-12', endDate: '2027-05-14', timeZone: 'Europe/Madrid' });
    expect(eventForm(stored)).toEqual({ day: '2027-05-12', endDay: '2027-05-14' });
  });

  it('refuses an end before its start, an end time alone, and no day at all', () => {
    const issues = (value: unknown) => EventRecordFormSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ day: '2027-03-27', startTime: '18:00', endTime: '17:00' })).toEqual(['endTime: the end must come after the start']);
    expect(issues({ day: '2027-03-27', endTime: '17:00' })).toEqual(['startTime: an end time needs a start time']);
    expect(issues({ day: '2027-03-27', endDay: '2027-03-26' })).toEqual(['endDay: the end must come after the start']);
    expect(issues({ location: 'Aula 2.3' }).map((i) => i.split(':')[0])).toEqual(['day']);
  });
});

describe('an open day\'s sessions in its form (server/event-places.ts counts their places)', () => {
  const openDay = {
    date: '2027-01-23', startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T14:00:00+01:00', timeZone: 'Europe/Madrid', registration: 'open',
    sessions: [
      { id: 'morning', startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T12:00:00+01:00', capacity: 40 },
      { startDate: '2027-01-23T12:00:00+01:00', endDate: '2027-01-23T14:00:00+01:00', capacity: 30 },
    ],
  };

  it('shows each session as its Madrid times and places, and stores them back under the ids their registrations count under', () => {
    const form = eventForm(openDay);
    expect(form.sessions).toEqual([{ from: '10:00', to: '12:00', places: 40 }, { from: '12:00', to: '14:00', places: 30 }]);
    expect(EventRecordFormSchema.safeParse(form).success).toBe(true);
    const stored = eventFromForm(form, openDay);
    expect(stored.sessions).toEqual([
      { id: 'morning', startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T12:00:00+01:00', capacity: 40 },
      // A session without an id of its own was counted under its start: it keeps that one.
      { id: '20270123T1100Z', startDate: '2027-01-23T12:00:00+01:00', endDate: '2027-01-23T14:00:00+01:00', capacity: 30 },
    ]);
    expect(EventContentSchema.safeParse(stored).success).toBe(true);
  });

  it('keeps a session\'s id when its time changes, and gives a new session its own', () => {
    const form = eventForm(openDay);
    const sessions = [{ from: '10:30', to: '12:30', places: 40 }, { from: '12:00', to: '14:00', places: 35 }, { from: '16:00', places: 20 }];
    const stored = eventFromForm({ ...form, sessions }, openDay).sessions as { id: string; capacity: number }[];
    expect(stored.map((s) => s.id)).toEqual(['morning', '20270123T1100Z', '20270123T1500Z']);
    expect(stored.map((s) => s.capacity)).toEqual([40, 35, 20]);
  });

  it('refuses a session ending before it starts, two starting at once, and no places', () => {
    const issues = (sessions: unknown) => EventRecordFormSchema.safeParse({ day: '2027-01-23', sessions }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues([{ from: '12:00', to: '11:00', places: 5 }])).toEqual(['sessions.0.to: the end must come after the start']);
    expect(issues([{ from: '10:00', places: 5 }, { from: '10:00', places: 5 }])).toEqual(['sessions.1.from: another session starts at this time']);
    expect(issues([{ from: '10:00' }]).map((i) => i.split(':')[0])).toEqual(['sessions.0.places']);
    // The record refuses two sessions counted under one id.
    const record = EventContentSchema.safeParse({ startDate: '2027-01-23T10:00:00+01:00', sessions: [{ id: 'a', startDate: '2027-01-23T10:00:00+01:00', capacity: 1 }, { id: 'a', startDate: '2027-01-23T12:00:00+01:00', capacity: 1 }] });
    expect(record.error?.issues.map((i) => i.message)).toEqual(['two sessions are "a": give each its own id or start']);
  });
});

describe('an open day\'s registration closes when its last session begins (spec 4, 8)', () => {
  const page = (sessions: { startDate: string; capacity: number }[]) => ({
    structuredData: 'EVENTS', structuredDataContent: { startDate: '2027-01-23T10:00:00+01:00', endDate: '2027-01-23T14:00:00+01:00', registration: 'open', sessions },
    template: { mainSection: { modules: [{ component: 'BasicForm', formType: 'event' }] } },
  });
  const turns = [{ startDate: '2027-01-23T10:00:00+01:00', capacity: 40 }, { startDate: '2027-01-23T12:00:00+01:00', capacity: 40 }];

  it('takes registrations for the midday turn once the morning one has begun, and none once the last has', () => {
    expect(eventRegistrationClosed(page(turns), Date.parse('2027-01-23T09:59:00+01:00'))).toBe(false);
    expect(eventRegistrationClosed(page(turns), Date.parse('2027-01-23T10:30:00+01:00'))).toBe(false);
    expect(eventRegistrationClosed(page(turns), Date.parse('2027-01-23T12:00:00+01:00'))).toBe(true);
    // Without sessions, the event's own start closes it, as before.
    expect(eventRegistrationClosed(page(undefined as never), Date.parse('2027-01-23T10:30:00+01:00'))).toBe(true);
  });
});
