import { describe, expect, it } from 'vitest';
import { programForm, programFromForm } from '../modules/program-record.js';
import { ProgramRecordFormSchema } from '../modules/program-record-form.js';
import { ProgramFactsSchema } from '../src/contract/schemas.js';
import { sharedFactsChange, withSharedFacts } from '../src/contract/item-facts.js';

/** A record the demo does not have: online, in ECTS, no places given, a field of the CMS's own. */
const record = {
  duration: '18 meses', ects: 90, modality: 'En línea', campus: 'Online', startDate: '2028-02-07', mode: 'online',
  price: { amount: 9800, currency: 'EUR', academicYear: '2027-2028' }, timeToComplete: 'P2Y', crmCode: 'MBA-ONL',
};

describe('a programme\'s record in its form (spec 4, structured content)', () => {
  it('shows the length as a number of years and stores it as ISO 8601, the rest as it was', () => {
    const form = programForm(record);
    expect(form.years).toBe(2);
    expect(form).not.toHaveProperty('timeToComplete');
    expect(programFromForm(form)).toEqual(record);
    expect(ProgramFactsSchema.safeParse(programFromForm(form)).success).toBe(true);
  });

  it('a field left empty is no fact (every fact is optional): removed, not stored as an empty text', () => {
    const form = { ...programForm(record), duration: '', places: null, years: undefined };
    const stored = programFromForm(form);
    expect(stored).not.toHaveProperty('duration');
    expect(stored).not.toHaveProperty('places');
    expect(stored).not.toHaveProperty('timeToComplete');
  });

  it('the form\'s rules are the record\'s: a price that is a word, a date that is not a day, too many years', () => {
    const result = ProgramRecordFormSchema.safeParse({ ...programForm(record), price: { amount: 'siete mil', currency: 'EUR' }, startDate: '1/12/2026', years: 40 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['price.amount', 'startDate', 'years']);
  });

  it('no record at all is an empty form', () => {
    expect(programForm(null)).toEqual({});
    expect(programForm([1, 2])).toEqual({});
  });
});

describe('facts a programme shares across its languages (spec 3, one source of truth)', () => {
  const es = { structuredData: 'PROGRAMS', structuredDataContent: { duration: '2 cursos', price: { amount: 6900, currency: 'EUR' }, places: 60, startDate: '2027-09-13' } };
  it('are its figures, dates and places, never its words', () => {
    const after = { ...es, structuredDataContent: { ...es.structuredDataContent, duration: '2 cursos (2.000 h)', price: { amount: 7250, currency: 'EUR' } } };
    expect(sharedFactsChange(es, after)).toEqual({ changed: ['price'], removed: [] });
    const without = { ...es, structuredDataContent: { duration: '2 cursos', price: { amount: 6900, currency: 'EUR' }, startDate: '2027-09-13' } };
    expect(sharedFactsChange(es, without)).toEqual({ changed: [], removed: ['places'] });
  });

  it('are carried into a translation\'s record, which keeps its own words', () => {
    const en = { structuredData: 'PROGRAMS', title: 'Web', structuredDataContent: { duration: '2 years', price: { amount: 6900, currency: 'EUR' }, places: 60 } };
    const after = { ...es, structuredDataContent: { duration: '2 cursos', price: { amount: 7250, currency: 'EUR' }, startDate: '2027-09-20' } };
    const change = sharedFactsChange(es, after);
    expect(withSharedFacts(en, after.structuredDataContent, change)).toEqual({
      structuredData: 'PROGRAMS', title: 'Web', structuredDataContent: { duration: '2 years', price: { amount: 7250, currency: 'EUR' }, startDate: '2027-09-20' },
    });
  });

  it('an event\'s day, times, address and registration are shared; its venue\'s name is each language\'s own', () => {
    const es = { structuredData: 'EVENTS', structuredDataContent: { startDate: '2027-01-23T10:00:00+01:00', location: 'Salón de actos', registration: 'open' } };
    const after = { ...es, structuredDataContent: { startDate: '2027-01-30T10:00:00+01:00', location: 'Aula magna', registration: 'closed' } };
    const change = sharedFactsChange(es, after);
    expect(change).toEqual({ changed: ['startDate', 'registration'], removed: [] });
    const en = { structuredData: 'EVENTS', structuredDataContent: { startDate: '2027-01-23T10:00:00+01:00', location: 'Main hall', registration: 'open' } };
    expect(withSharedFacts(en, after.structuredDataContent, change).structuredDataContent).toEqual({ startDate: '2027-01-30T10:00:00+01:00', location: 'Main hall', registration: 'closed' });
  });

  it('belong to programmes and events only: another page\'s structured data is its own', () => {
    const news = { structuredData: 'NEWS', structuredDataContent: { places: 1 } };
    expect(sharedFactsChange(news, { ...news, structuredDataContent: { places: 2 } })).toEqual({ changed: [], removed: [] });
    expect(withSharedFacts(news, { places: 2 }, { changed: ['places'], removed: [] })).toBe(news);
  });
});
