// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../src/contract/validate-page.js';
import { ProgramComparison, ProgramComparisonSchema } from './program-comparison.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

/** Two programmes as the distributor delivers them (content = the programme's facts). */
const programItems = [
  {
    id: 5003, relatedPage: { pageId: 1004, url: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/' },
    content: {
      title: 'Técnico Superior en Desarrollo de Aplicaciones Web', shortName: 'DAW', duration: '2 cursos', hours: 2000, ects: 120,
      modality: 'Presencial', startDate: '2027-09-13', price: { amount: 6900, currency: 'EUR', academicYear: '2027-2028' },
      reservationFee: { amount: 300, currency: 'EUR' }, places: 60, timeToComplete: 'P2Y',
      acronyms: [{ acronym: 'DAW', expansion: 'Desarrollo de Aplicaciones Web' }],
    },
  },
  {
    id: 5004, relatedPage: { pageId: 1005, url: '/doble-grado/' },
    content: {
      title: 'Doble titulación en DAM y DAW', duration: '3 cursos', hours: 3000, ects: 180, modality: 'Presencial', startDate: '2027-09-13',
      price: { amount: 7400, currency: 'EUR', academicYear: '2027-2028' }, places: 30, timeToComplete: 'P3Y',
      acronyms: [{ acronym: 'DAM', expansion: 'Desarrollo de Aplicaciones Multiplataforma' }, { acronym: 'DAW', expansion: 'Desarrollo de Aplicaciones Web' }],
    },
  },
];
const fields = { title: 'Compara los programas', data: { mode: 'auto' }, queriedItems: programItems };

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('ProgramComparison', () => {
  it('is a captioned table: a column per fact (scope=col), a row per programme headed by its name linking to it (scope=row)', () => {
    const { container } = renderModule(ProgramComparison, ProgramComparisonSchema, fields, { name: 'ProgramComparison', editorID: 12, context: { locale: 'es_ES' } });
    expect(container.firstElementChild!.getAttribute('data-module')).toBe('ProgramComparison');
    expect(screen.getByRole('heading', { level: 2, name: 'Compara los programas' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Duración, horas, créditos ECTS, modalidad, inicio, precio por curso y plazas de cada programa (curso 2027-2028)');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Programa', 'Duración', 'Horas', 'ECTS', 'Modalidad', 'Inicio', 'Precio por curso', 'Plazas']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(within(rowHeaders[0]!).getByRole('link').getAttribute('href')).toBe('/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    expect([...rowHeaders[1]!.querySelectorAll('abbr')].map((a) => `${a.textContent}=${a.title}`)).toEqual(['DAM=Desarrollo de Aplicaciones Multiplataforma', 'DAW=Desarrollo de Aplicaciones Web']);
  });

  it('writes dates, money and counts in Spanish on the Spanish site', () => {
    renderModule(ProgramComparison, ProgramComparisonSchema, fields, { context: { locale: 'es_ES' } });
    expect(cells(rowOf('Técnico Superior en Desarrollo de Aplicaciones Web'))).toEqual(['2 cursos', '2.000', '120', 'Presencial', '13 de septiembre de 2027', '6.900\u00a0€', '60']);
    const row = rowOf('Doble');
    expect(row.querySelector('time')!.getAttribute('datetime')).toBe('2027-09-13');
    expect(row.querySelector('data')!.getAttribute('value')).toBe('7400');
  });

  it('writes them in English on the English site', () => {
    renderModule(ProgramComparison, ProgramComparisonSchema, fields, { context: { locale: 'en_GB' } });
    expect(cells(rowOf('Técnico Superior en Desarrollo de Aplicaciones Web'))).toEqual(['2 cursos', '2,000', '120', 'Presencial', '13 September 2027', '€6,900', '60']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Programme', 'Duration', 'Hours', 'ECTS', 'Mode of study', 'Start date', 'Price per year', 'Places']);
  });

  it('scrolls inside a focusable region named by its caption, never the page (WCAG 1.4.10)', () => {
    renderModule(ProgramComparison, ProgramComparisonSchema, fields, { context: { locale: 'en_GB' } });
    const region = screen.getByRole('region', { name: /^Duration, hours, ECTS credits/ });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('says a fact is not given rather than leaving a blank cell', () => {
    const sparse = { ...fields, queriedItems: [{ id: 1, relatedPage: null, content: { title: 'Curso de verano', duration: '4 semanas' } }] };
    renderModule(ProgramComparison, ProgramComparisonSchema, sparse, { context: { locale: 'en_GB' } });
    const row = screen.getByRole('rowheader', { name: 'Curso de verano' }).closest('tr')!;
    expect(within(row).queryByRole('link')).toBeNull();
    expect(cells(row)).toEqual(['4 semanas', ...Array(6).fill('—not given')]);
  });

  it('renders nothing without programmes', () => {
    const { container } = renderModule(ProgramComparison, ProgramComparisonSchema, { title: 'X', queriedItems: [] });
    expect(container.innerHTML).toBe('');
  });

  it('refuses a programme whose facts are not data, naming the field (a price typed as text, a date in another form)', () => {
    const bad = (content: Record<string, unknown>) => ProgramComparisonSchema.safeParse({ queriedItems: [{ id: 1, relatedPage: null, content: { title: 'X', ...content } }] });
    const price = bad({ price: '6900 €' });
    expect(price.success).toBe(false);
    expect(price.error!.issues[0]!.path).toEqual(['queriedItems', 0, 'content', 'price']);
    expect(bad({ startDate: '13/09/2027' }).error!.issues[0]!.message).toContain('YYYY-MM-DD');
    expect(bad({ price: { amount: 6900, currency: 'euros' } }).error!.issues[0]!.message).toContain('ISO 4217');
  });
});

describe('a programme page\'s acronyms are checked with the page (contract)', () => {
  it('refuses an acronym without its expansion, naming the field', () => {
    const page = {
      id: 1, title: 'DAM', site: 1, siteSlug: 'main', locale: 'es_ES', path: '/dam/',
      fullPath: { domainUrl: 'https://x.example', language: '', page: '/dam/', compose: '/dam/' }, fullUrl: 'https://x.example/dam/',
      isHome: false, isIndexed: true, follow: true, header: null, footer: null, modified: '2026-01-01', published: '2026-01-01',
      structuredData: 'PROGRAMS', structuredDataContent: { acronyms: [{ acronym: 'DAM' }] },
      template: { templateType: 'ProgramDetail', heroSection: { modules: [] }, mainSection: { modules: [] } },
    };
    const result = validatePage(page);
    expect(result.issues.map((i) => i.path)).toContain('structuredDataContent.acronyms[0].expansion');
  });
});
