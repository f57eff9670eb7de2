// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgramFacts, ProgramFactsModuleSchema } from './program-facts.js';
import { ProgramComparison, ProgramComparisonSchema } from './program-comparison.js';
import { renderModule } from './test-helpers.js';
import type { ProgramFacts as Record } from '../src/contract/schemas.js';

afterEach(cleanup);

/** A record the demo does not have: a master's online, in ECTS, with no hours and no places given. */
const record: Record = {
  duration: '1 curso (60 ECTS)', ects: 60, hours: null, modality: 'En línea', campus: 'Online', startDate: '2028-02-07',
  price: { amount: 11250.5, currency: 'EUR', academicYear: '2027-2028' }, reservationFee: { amount: 500, currency: 'EUR' },
  timeToComplete: 'P1Y', acronyms: [{ acronym: 'MBA', expansion: 'Máster en Administración de Empresas' }],
};

const factsOf = (container: HTMLElement) => [...container.querySelectorAll('.facts__item')].map((item) => `${item.querySelector('dt')!.textContent}: ${item.querySelector('dd')!.textContent}`);

describe('ProgramFacts', () => {
  it('writes the programme\'s record, not typed text: in Spanish, leaving out what the record does not give', () => {
    const { container } = renderModule(ProgramFacts, ProgramFactsModuleSchema, { title: 'El programa de un vistazo' }, { name: 'ProgramFacts', context: { locale: 'es_ES', program: record } });
    expect(screen.getByRole('heading', { level: 2, name: 'El programa de un vistazo' })).toBeTruthy();
    expect(factsOf(container)).toEqual([
      'Duración: 1 curso (60 ECTS)', 'ECTS: 60', 'Modalidad: En línea', 'Campus: Online', 'Inicio: 7 de febrero de 2028',
      'Precio por curso: 11.250,50\u00a0€ (2027-2028)', 'Reserva de plaza: 500\u00a0€',
    ]);
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2028-02-07');
    expect(container.querySelector('data')!.getAttribute('value')).toBe('11250.5');
  });

  it('in English on the English page', () => {
    const { container } = renderModule(ProgramFacts, ProgramFactsModuleSchema, { title: 'At a glance' }, { context: { locale: 'en_GB', program: { ...record, places: 1200 } } });
    expect(factsOf(container)).toEqual([
      'Duration: 1 curso (60 ECTS)', 'ECTS: 60', 'Mode of study: En línea', 'Campus: Online', 'Start date: 7 February 2028',
      'Price per year: €11,250.50 (2027-2028)', 'Reservation fee: €500', 'Places: 1,200',
    ]);
  });

  it('says a price exactly as the comparison table says it (one way of writing a figure)', () => {
    const { container } = renderModule(ProgramFacts, ProgramFactsModuleSchema, { title: '' }, { context: { locale: 'es_ES', program: record } });
    const price = container.querySelector('data')!.textContent;
    cleanup();
    renderModule(ProgramComparison, ProgramComparisonSchema, { title: '', data: { mode: 'manual' }, queriedItems: [{ id: 1, relatedPage: null, content: { title: 'MBA', ...record } }] }, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('table').querySelector('td[data-column="pricePerYear"]')!.textContent).toBe(price);
  });

  it('renders nothing on a page without a programme record', () => {
    const { container } = renderModule(ProgramFacts, ProgramFactsModuleSchema, { title: 'El programa de un vistazo' }, { context: { locale: 'es_ES' } });
    expect(container.innerHTML).toBe('');
  });
});
