import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, groupAlways } from './locale-format.js';

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
