import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney, formatTimeRange, formatTimeRangeParts, groupAlways, zonedDateTime } from './locale-format.js';

/** Intl writes a no-break space between a Spanish amount and its sign ("6.900 €"). */
const plain = (s: string | undefined) => s?.replace(/\u00a0/g, ' ');

describe('formatDate (the page\'s language, spec 3)', () => {
  it('writes a date-only CMS value in words in Spanish and British English', () => {
    expect(formatDate('2027-09-13', 'es_ES')).toBe('13 de septiembre de 2027');
    expect(formatDate('2027-09-13', 'en_GB')).toBe('13 September 2027');
  });

  it('reads timestamps in UTC, so the day never shifts with the machine\'s time zone', () => {
    expect(formatDate('2026-10-21T23:30:00.000Z', 'es_ES')).toBe('21 de octubre de 2026');
    expect(formatDate('2027-01-01T00:00:00Z', 'en_GB')).toBe('1 January 2027');
  });

  it('writes every day exactly as Intl does in both languages (it writes them without Intl), and other languages through Intl', () => {
    for (const locale of ['es_ES', 'en_GB', 'fr_FR']) {
      const intl = new Intl.DateTimeFormat(locale.replace('_', '-'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const differing: string[] = [];
      for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2033, 0, 1); t += 86_400_000) {
        const iso = new Date(t).toISOString();
        if (formatDate(iso, locale) !== intl.format(new Date(t))) differing.push(`${locale} ${iso}: ${formatDate(iso, locale)} ≠ ${intl.format(new Date(t))}`);
      }
      for (const iso of ['0999-12-31', '1000-01-01', '9999-12-31', '+010000-01-01']) {
        if (formatDate(iso, locale) !== intl.format(new Date(iso))) differing.push(`${locale} ${iso}`);
      }
      expect(differing.slice(0, 5)).toEqual([]);
    }
  });

  it('gives nothing (not "Invalid Date") for a missing or unreadable value', () => {
    expect(formatDate(undefined, 'es_ES')).toBeUndefined();
    expect(formatDate('', 'en_GB')).toBeUndefined();
    expect(formatDate('next autumn', 'en_GB')).toBeUndefined();
  });
});

describe('formatMoney (the page\'s language, spec 3)', () => {
  it('groups four-digit Spanish prices too: "6.900 €", not Intl\'s default "6900 €"', () => {
    expect(plain(formatMoney(6900, 'EUR', 'es_ES'))).toBe('6.900 €');
    expect(plain(formatMoney(4900, 'EUR', 'es_ES'))).toBe('4.900 €');
  });

  it('writes British prices with the sign first: "€6,900"', () => {
    expect(formatMoney(6900, 'EUR', 'en_GB')).toBe('€6,900');
  });

  it('groups five- and more-digit prices in both languages', () => {
    expect(plain(formatMoney(12500, 'EUR', 'es_ES'))).toBe('12.500 €');
    expect(formatMoney(12500, 'EUR', 'en_GB')).toBe('€12,500');
    expect(plain(formatMoney(1234567, 'EUR', 'es_ES'))).toBe('1.234.567 €');
  });

  it('shows cents only when there are some, with each language\'s decimal mark', () => {
    expect(plain(formatMoney(6900.5, 'EUR', 'es_ES'))).toBe('6.900,50 €');
    expect(formatMoney(6900.5, 'EUR', 'en_GB')).toBe('€6,900.50');
    expect(plain(formatMoney(350, 'EUR', 'es_ES'))).toBe('350 €');
    expect(formatMoney(0.75, 'EUR', 'en_GB')).toBe('€0.75');
  });

  it('refuses a non-number amount, naming it', () => {
    expect(() => formatMoney(Number.NaN, 'EUR', 'es_ES')).toThrow(/amount must be a finite number, got NaN/);
  });

  it('groups by hand where an engine does not know useGrouping: "always"', () => {
    // What an engine without Intl.NumberFormat v3 gives for es-ES (its default grouping, 'min2'):
    // one ungrouped integer part.
    const ungrouped = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'min2', minimumFractionDigits: 2 } as unknown as Intl.NumberFormatOptions).formatToParts(6900.5);
    expect(ungrouped.filter((p) => p.type === 'group')).toHaveLength(0);
    expect(plain(groupAlways(ungrouped, '.'))).toBe('6.900,50 €');
    // Already grouped parts (5+ digits) are regrouped, not doubled.
    const grouped = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).formatToParts(1234567);
    expect(plain(groupAlways(grouped, '.'))).toBe('1.234.567 €');
  });
});

/** Intl sets thin or no-break spaces around a range's dash. */
const spaced = (s: string | undefined) => s?.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('event dates and times (the school\'s time zone, Europe/Madrid)', () => {
  it('writes the day with its weekday in each language', () => {
    expect(formatDateRange('2027-01-14T10:00:00+01:00', '2027-01-14T14:00:00+01:00', 'es_ES')).toBe('jueves, 14 de enero de 2027');
    expect(formatDateRange('2027-01-14T10:00:00+01:00', undefined, 'en_GB')).toMatch(/^Thursday,? 14 January 2027$/);
  });

  it('reads the day in Madrid, not UTC: 00:30 in Madrid is still that day', () => {
    expect(formatDateRange('2027-01-15T00:30:00+01:00', undefined, 'es_ES')).toBe('viernes, 15 de enero de 2027');
  });

  it('writes both ends of an event over several days', () => {
    expect(spaced(formatDateRange('2026-12-05T10:00:00+01:00', '2026-12-07T10:00:00+01:00', 'es_ES'))).toBe('sábado, 5 de diciembre – lunes, 7 de diciembre de 2026');
    expect(spaced(formatTimeRange('2026-12-05T10:00:00+01:00', '2026-12-07T18:00:00+01:00', 'es_ES'))).toBe('sábado 5, 10:00 – lunes 7, 18:00');
  });

  it('writes times on the 24-hour clock in both languages, in Madrid time whatever the offset', () => {
    expect(formatTimeRange('2027-01-14T10:00:00+01:00', '2027-01-14T14:00:00+01:00', 'es_ES')).toBe('10:00–14:00');
    expect(formatTimeRange('2027-01-14T10:00:00+01:00', '2027-01-14T14:00:00+01:00', 'en_GB')).toBe('10:00–14:00');
    expect(formatTimeRange('2027-07-02T17:00:00Z', '2027-07-02T19:30:00Z', 'en_GB')).toBe('19:00–21:30');
  });

  it('names the zone when asked, CET in winter and CEST in summer', () => {
    expect(formatTimeRange('2027-01-28T18:00:00+01:00', '2027-01-28T19:00:00+01:00', 'es_ES', { zone: true })).toBe('18:00–19:00 CET');
    expect(formatTimeRangeParts('2027-06-10T18:00:00+02:00', '2027-06-10T19:00:00+02:00', 'en_GB', { zone: true })).toEqual({ start: '18:00', separator: '–', end: '19:00', suffix: ' CEST' });
  });

  it('turns a Madrid wall time into an instant with that day\'s offset', () => {
    expect(zonedDateTime('2027-01-23', '10:00')).toBe('2027-01-23T10:00:00+01:00');
    expect(zonedDateTime('2027-07-02', '19:00')).toBe('2027-07-02T19:00:00+02:00');
    expect(() => zonedDateTime('2027-07-02', '7pm')).toThrow(/expected "YYYY-MM-DD" and "HH:MM", got "2027-07-02" and "7pm"/);
  });
});

describe('counts and shares (programme tables)', () => {
  it('groups counts like amounts, per locale: 2.000 / 2,000', async () => {
    const { formatNumber, formatPercent } = await import('./locale-format.js');
    expect(formatNumber(2000, 'es_ES')).toBe('2.000');
    expect(formatNumber(2000, 'en_GB')).toBe('2,000');
    expect(formatNumber(60, 'es_ES')).toBe('60');
    expect(formatPercent(50, 'es_ES')).toBe('50\u00a0%');
    expect(formatPercent(50, 'en_GB')).toBe('50%');
    expect(() => formatNumber(Number.NaN, 'es_ES')).toThrow(/finite/);
  });
});
