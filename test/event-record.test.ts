import { describe, expect, it } from 'vitest';
import { eventForm, eventFromForm } from '../runtime/editor/records.js';
import { EventRecordFormSchema } from '../modules/event-record-form.js';
import { EventContentSchema } from '../templates/event-data.js';

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
