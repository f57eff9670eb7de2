import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../runtime/editor/school-time.js';

/**
 * The editor schedules in Madrid time whatever the editor's computer says (spec 4, editor mode):
 * the date and time typed become an instant with Madrid's offset on that day.
 */
describe('a date and time in Madrid as an instant with its offset', () => {
  it('is +01:00 in winter and +02:00 in summer', () => {
    expect(zonedInstant('2026-12-01', '09:00')).toBe('2026-12-01T09:00:00+01:00');
    expect(zonedInstant('2027-07-15', '18:30')).toBe('2027-07-15T18:30:00+02:00');
  });

  it('follows the change of the clocks on the day itself', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(zonedInstant('2026-10-25', '01:30')).toBe('2026-10-25T01:30:00+02:00');
    expect(zonedInstant('2026-10-25', '09:00')).toBe('2026-10-25T09:00:00+01:00');
    // 28 March 2027: 02:00 CET becomes 03:00 CEST.
    expect(zonedInstant('2027-03-28', '01:00')).toBe('2027-03-28T01:00:00+01:00');
    expect(zonedInstant('2027-03-28', '12:00')).toBe('2027-03-28T12:00:00+02:00');
  });

  it('names the same instant as Madrid shows it', () => {
    const at = zonedInstant('2026-11-27', '09:30')!;
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }).format(new Date(at))).toBe('27/11/2026, 09:30');
  });

  it('is null for what is not a date and a time', () => {
    expect(zonedInstant('', '09:00')).toBeNull();
    expect(zonedInstant('2026-12-01', '')).toBeNull();
    expect(zonedInstant('1/12/2026', '9:00')).toBeNull();
  });
});
