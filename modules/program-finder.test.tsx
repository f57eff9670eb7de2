// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from './locale-format.js';
import { ProgramFinderView, type FinderProgramme } from './program-finder-view.js';

afterEach(cleanup);
beforeEach(() => history.replaceState(null, '', '/estudios/'));

/**
 * A school the demo is not: two campuses, a blended programme, one taught in English only, one
 * with no price yet and a long name. The finder's filters come from the programmes themselves.
 */
const programme = (id: number, title: string, facts: Partial<FinderProgramme['content']>): FinderProgramme => ({
  id, relatedPage: { url: `/p${id}/` }, content: { title, shortName: `P${id}`, timeToComplete: 'P2Y', ...facts },
});
const programmes: FinderProgramme[] = [
  programme(1, 'Diseño de Interiores', { area: 'Diseño', programType: 'FP', mode: 'onsite', campus: 'Valencia', languages: ['es'], price: { amount: 5200, currency: 'EUR' } }),
  programme(2, 'Técnico Superior en Desarrollo de Aplicaciones Multiplataforma con especialidad en videojuegos y realidad virtual', { area: 'Tecnología', programType: 'FP', mode: 'blended', campus: 'Madrid', languages: ['es'], price: { amount: 6100, currency: 'EUR' } }),
  programme(3, 'MSc Data Science', { area: 'Tecnología', programType: 'MASTER', mode: 'onsite', campus: 'Madrid', languages: ['en'] }),
  programme(4, 'Marketing Digital online', { area: 'Empresa', programType: 'FP', mode: 'online', campus: 'Online', languages: ['es'], price: { amount: 3900, currency: 'EUR' } }),
];

const renderFinder = () => render(<><ProgramFinderView id="finder" locale="es_ES" programmes={programmes} /><ul>{programmes.map((p) => <li key={p.id} className="card"><a href={p.relatedPage!.url}>{p.content.title}</a></li>)}</ul></>);
const optionLabels = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

describe('ProgramFinderView', () => {
  it('offers the choices its programmes have: both campuses (not "Online"), the blended mode, English, price bands; no level a school does not teach', () => {
    renderFinder();
    expect(optionLabels('Campus')).toEqual(['Todos', 'Madrid', 'Valencia']);
    expect(optionLabels('Modalidad')).toEqual(['Todas', 'Presencial', 'Semipresencial', 'Online']);
    expect(optionLabels('Idioma')).toEqual(['Todos', 'Español', 'Inglés']);
    expect(optionLabels('Nivel')).toEqual(['Todos', 'FP de grado superior', 'Máster']);
    expect(optionLabels('Precio por curso')).toEqual(['Cualquiera', ...[4000, 6000, 7000].map((n) => `Hasta ${formatMoney(n, 'EUR', 'es_ES')}`)]);
  });

  it('narrows the page\'s cards and keeps the choice in the address; a programme with no price is not "up to" any price', () => {
    renderFinder();
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en' } });
    expect(screen.getByRole('status').textContent).toBe('1 programa');
    const hidden = () => [...document.querySelectorAll<HTMLElement>('li.card')].filter((li) => li.hidden).map((li) => li.textContent);
    expect(hidden()).toHaveLength(3);
    expect(location.search).toBe('?language=en');
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Precio por curso'), { target: { value: '6000' } });
    expect(screen.getByRole('status').textContent).toBe('2 programas');
    expect(hidden()).toEqual(['Técnico Superior en Desarrollo de Aplicaciones Multiplataforma con especialidad en videojuegos y realidad virtual', 'MSc Data Science']);
    // Campus: the online programme has none to choose.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    fireEvent.change(screen.getByLabelText('Campus'), { target: { value: 'Madrid' } });
    expect(screen.getByRole('status').textContent).toBe('2 programas');
    fireEvent.change(screen.getByLabelText('Campus'), { target: { value: 'Valencia' } });
    fireEvent.change(screen.getByLabelText('Nivel'), { target: { value: 'MASTER' } });
    expect(screen.getByRole('status').textContent).toMatch(/^Ningún programa/);
  });

  it('compares at most three, fact by fact, and says "not given" where a programme has no price', () => {
    history.replaceState(null, '', '/estudios/?compare=P3&compare=P1&compare=nope');
    renderFinder();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['MSc Data Science', 'Diseño de Interiores']);
    const row = (fact: string) => [...within(table).getByRole('rowheader', { name: fact }).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(row('Precio por curso')).toEqual(['—sin datos', formatMoney(5200, 'EUR', 'es_ES')]);
    expect(row('Idioma')).toEqual(['inglés', 'español']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Marketing Digital/ }));
    expect(location.search).toBe('?compare=P3&compare=P1&compare=P4');
    expect(screen.getByRole('checkbox', { name: /Técnico Superior/ })).toHaveProperty('disabled', true);
    act(() => { fireEvent.click(screen.getByRole('checkbox', { name: 'MSc Data Science' })); });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Diseño de Interiores', 'Marketing Digital online']);
  });

  it('says in the comparison which scholarships each programme can have, and "none" where none applies', () => {
    history.replaceState(null, '', '/estudios/?compare=P1&compare=P3');
    const scholarships = [
      { title: 'Beca FP', upTo: { percent: 20 }, criteria: 'C', deadline: '2027-06-30', levels: ['FP' as const] },
      { title: 'Beca Diseño', upTo: { amount: 500, currency: 'EUR' }, criteria: 'C', deadline: '2027-06-30', areas: ['Diseño'] },
    ];
    render(<ProgramFinderView id="finder" locale="es_ES" programmes={programmes} scholarships={scholarships} />);
    const row = [...screen.getByRole('rowheader', { name: 'Becas propias' }).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(row).toEqual([`Beca FP: hasta 20\u00a0% del precioBeca Diseño: hasta ${formatMoney(500, 'EUR', 'es_ES')}`, 'ninguna']);
  });
});
