// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StudyPlan, StudyPlanSchema } from './study-plan.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('StudyPlan', () => {
  const fields = {
    title: 'Study plan',
    years: [
      { label: 'First year', subjects: [{ name: 'Drawing', hours: 120 }, { name: 'Colour', hours: 60 }, { name: 'History of design', hours: 45 }] },
      { label: 'Second year', subjects: [{ name: 'Final project', hours: 300 }] },
    ],
  };

  it('renders a table per year, captioned, with column headers and one row per subject', () => {
    const { container } = renderModule(StudyPlan, StudyPlanSchema, fields, { name: 'StudyPlan', editorID: 61 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('StudyPlan');
    expect(root.getAttribute('data-editor-id')).toBe('61');
    expect(screen.getByRole('heading', { level: 2, name: 'Study plan' })).toBeTruthy();

    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const first = screen.getByRole('table', { name: 'First year' });
    expect(first).toBe(tables[0]);
    const headers = within(first).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Module', 'Hours']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const rows = first.querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Drawing', '120'], ['Colour', '60'], ['History of design', '45'],
    ]);
    expect(screen.getByRole('table', { name: 'Second year' }).querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('ends each year with its total, a row header and the sum of its hours, grouped in the page\'s language', () => {
    const totals = (root: Element) => [...root.querySelectorAll('tfoot tr')].map((r) => [...r.children].map((c) => `${c.tagName}:${c.textContent}`));
    const en = renderModule(StudyPlan, StudyPlanSchema, { years: [...fields.years, { label: 'Third year', subjects: [{ name: 'Placement', hours: 500 }, { name: 'Project', hours: 1500 }] }] });
    expect(totals(en.container)).toEqual([['TH:Year total', 'TD:225'], ['TH:Year total', 'TD:300'], ['TH:Year total', 'TD:2,000']]);
    expect(en.container.querySelector('tfoot th')!.getAttribute('scope')).toBe('row');
    cleanup();
    const es = renderModule(StudyPlan, StudyPlanSchema, { years: [{ label: 'Primer curso', subjects: [{ name: 'Cálculo', ects: 6 }, { name: 'Programación', ects: 54 }] }] }, { context: { locale: 'es_ES' } });
    expect(totals(es.container)).toEqual([['TH:Total del curso', 'TD:60']]);
  });

  it('labels the columns in Spanish on the Spanish site', () => {
    renderModule(StudyPlan, StudyPlanSchema, { years: [{ label: 'Primer curso', subjects: [{ name: 'Dibujo', hours: 120 }] }] }, { context: { locale: 'es_ES' } });
    const table = screen.getByRole('table', { name: 'Primer curso' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Módulo', 'Horas']);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves the hours cell empty for a subject without hours, and drops the column when no subject has any', () => {
    const mixed = renderModule(StudyPlan, StudyPlanSchema, { years: [{ label: 'Y1', subjects: [{ name: 'Seminar' }, { name: 'Lab', hours: 40 }] }] });
    expect([...mixed.container.querySelectorAll('tbody td')].map((c) => c.textContent)).toEqual(['Seminar', '', 'Lab', '40']);
    cleanup();
    const none = renderModule(StudyPlan, StudyPlanSchema, { years: [{ label: 'Y1', subjects: [{ name: 'Seminar' }] }] });
    expect([...none.container.querySelectorAll('thead th')].map((c) => c.textContent)).toEqual(['Module']);
  });

  it('refuses a plan without years, a year without label and non-positive hours', () => {
    expect(() => StudyPlanSchema.parse({ years: [] })).toThrow();
    expect(() => StudyPlanSchema.parse({ years: [{ label: '', subjects: [] }] })).toThrow();
    expect(() => StudyPlanSchema.parse({ years: [{ label: 'Y1', subjects: [{ name: 'X', hours: 0 }] }] })).toThrow();
  });
});

describe('StudyPlan units', () => {
  it('never shows ECTS credits as hours: each measure has its own column', () => {
    const { container } = renderModule(StudyPlan, StudyPlanSchema, { title: 'Plan', years: [{ label: 'Year 1', subjects: [{ name: 'Maths', ects: 6 }, { name: 'Design', ects: 4.5 }] }] });
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Module', 'ECTS']);
    expect(container.querySelector('tbody tr')!.textContent).toBe('Maths6');
  });
  it('gives every year the same columns, so they line up down the plan (fixed layout, shared widths)', () => {
    // Regression: the Hours column sat at a different x in each year's table.
    const { container } = renderModule(StudyPlan, StudyPlanSchema, { years: [
      { label: 'Y1', subjects: [{ name: 'Drawing', hours: 120 }] },
      { label: 'Y2', subjects: [{ name: 'Final project' }] },
    ] });
    const tables = [...container.querySelectorAll('table')];
    expect(tables.map((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent))).toEqual([['Module', 'Hours'], ['Module', 'Hours']]);
    expect(tables.map((t) => [...t.querySelectorAll('col')].map((c) => c.className))).toEqual([
      ['study-plan__subject-col', 'study-plan__number-col'], ['study-plan__subject-col', 'study-plan__number-col'],
    ]);
    expect([...tables[1]!.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Final project', '']);
  });
});
