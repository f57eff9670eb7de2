// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeesTable, FeesTableSchema } from './fees-table.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const programmes = [
  {
    id: 5003, relatedPage: { pageId: 1004, url: '/daw/' },
    content: {
      title: 'Desarrollo de Aplicaciones Web', price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' },
      reservationFee: { amount: 300, currency: 'EUR' }, timeToComplete: 'P2Y', acronyms: [{ acronym: 'DAW', expansion: 'Desarrollo de Aplicaciones Web' }],
    },
  },
  { id: 5004, relatedPage: { pageId: 1005, url: '/doble/' }, content: { title: 'Doble titulación', price: { amount: 7400, currency: 'EUR', academicYear: '2027-2028' }, reservationFee: { amount: 300, currency: 'EUR' }, timeToComplete: 'P3Y' } },
];
const fields = {
  title: 'Precios por curso', data: { mode: 'auto' }, queriedItems: programmes,
  note: 'La reserva se descuenta del primer curso.',
  ctaText: '¿Cuánto pagarías tú?',
  cta: { text: 'Solicita información', href: '/proceso-de-admision/#info' },
};
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('FeesTable', () => {
  it('lists each programme\'s price per year, reservation fee and total (price × years) in a captioned table, in Spanish', () => {
    const { container } = renderModule(FeesTable, FeesTableSchema, fields, { name: 'FeesTable', editorID: 30, context: { locale: 'es_ES' } });
    expect(container.firstElementChild!.getAttribute('data-module')).toBe('FeesTable');
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Precio por curso, reserva de plaza y precio total de cada programa (curso 2027-2028)');
    expect(within(table).getAllByRole('columnheader').map((h) => `${h.textContent}:${h.getAttribute('scope')}`)).toEqual(['Programa:col', 'Precio por curso:col', 'Reserva de plaza:col', 'Cursos:col', 'Precio total:col']);
    const daw = screen.getByRole('rowheader', { name: /^Desarrollo de Aplicaciones Web/ });
    expect(daw.getAttribute('scope')).toBe('row');
    expect(within(daw).getByRole('link').getAttribute('href')).toBe('/daw/');
    expect(cells(daw.closest('tr')!)).toEqual(['6.900\u00a0€', '300\u00a0€', '2', '13.800\u00a0€']);
    expect(cells(screen.getByRole('rowheader', { name: 'Doble titulación' }).closest('tr')!)).toEqual(['7.400\u00a0€', '300\u00a0€', '3', '22.200\u00a0€']);
    expect(screen.getByRole('region', { name: /^Precio por curso, reserva/ }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText('La reserva se descuenta del primer curso.')).toBeTruthy();
  });

  it('writes the same figures in English on the English site', () => {
    renderModule(FeesTable, FeesTableSchema, fields, { context: { locale: 'en_GB' } });
    expect(cells(screen.getByRole('rowheader', { name: /^Desarrollo de Aplicaciones Web/ }).closest('tr')!)).toEqual(['€6,900', '€300', '2', '€13,800']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Programme', 'Price per year', 'Reservation fee', 'Years', 'Total price']);
  });

  it('has no reservation column when no programme has a reservation fee, and no total without the number of years', () => {
    const bare = { ...fields, queriedItems: [{ id: 1, relatedPage: null, content: { title: 'Curso', price: { amount: 1000, currency: 'EUR' } } }] };
    renderModule(FeesTable, FeesTableSchema, bare, { context: { locale: 'en_GB' } });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Programme', 'Price per year', 'Years', 'Total price']);
    expect(cells(screen.getByRole('rowheader', { name: 'Curso' }).closest('tr')!)).toEqual(['€1,000', '—not given', '—not given']);
  });

  it('ends with a call to action to the request-information form', () => {
    renderModule(FeesTable, FeesTableSchema, fields, { context: { locale: 'es_ES' } });
    const link = screen.getByRole('link', { name: 'Solicita información' });
    expect(link.getAttribute('href')).toBe('/proceso-de-admision/#info');
    expect(screen.getByText('¿Cuánto pagarías tú?')).toBeTruthy();
  });

  it('refuses a script URL as the call to action', () => {
    expect(FeesTableSchema.safeParse({ cta: { text: 'Go', href: 'javascript:alert(1)' } }).success).toBe(false);
  });
});
