// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProgramFacts } from '../src/contract/schemas.js';
import { formatMoney } from './locale-format.js';
import { Scholarships, ScholarshipsSchema } from './scholarships.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const item = (id: number, content: Record<string, unknown>) => ({ id, structuredData: 'SCHOLARSHIPS', relatedPage: null, content });
const fields = {
  title: 'Becas propias', data: { mode: 'auto' },
  queriedItems: [
    item(1, { title: 'Beca a la excelencia', upTo: { percent: 50 }, criteria: 'Nota media de 8,5 o más.', deadline: '2027-06-30', levels: ['FP', 'DEGREE'] }),
    item(2, { title: 'Beca Mujeres en STEM', upTo: { amount: 1500, currency: 'EUR' }, criteria: 'Alumnas de nuevo ingreso.', deadline: '2027-07-15', areas: ['Tecnología'] }),
    item(3, { title: 'Beca del máster', upTo: { percent: 30 }, criteria: 'Experiencia.', deadline: '2027-07-31', levels: ['MASTER'] }),
    item(4, { title: 'Beca por situación económica', upTo: { percent: 40 }, criteria: 'Renta.', deadline: '2027-06-30' }),
  ],
  ctaText: '¿Cuánto pagarías tú?',
  cta: { text: 'Solicita información', href: '/proceso-de-admision/#info' },
};
const names = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.querySelector('h3')!.textContent);
const eur = (n: number, locale = 'es_ES') => formatMoney(n, 'EUR', locale);

describe('Scholarships', () => {
  it('on the fees page: every scholarship with its worth, whom it is for, criteria and deadline, and the call to action', () => {
    renderModule(Scholarships, ScholarshipsSchema, fields, { context: { locale: 'es_ES' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Becas propias' })).toBeTruthy();
    expect(names()).toEqual(['Beca a la excelencia', 'Beca Mujeres en STEM', 'Beca del máster', 'Beca por situación económica']);
    const [excellence, stem, master, need] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(excellence!.textContent).toContain('Hasta 50\u00a0% del precio');
    expect(excellence!.textContent).toContain('Para la FP de grado superior y los grados universitarios');
    expect(stem!.textContent).toContain(`Hasta ${eur(1500)}`);
    expect(stem!.textContent).toContain('Para los programas del área de Tecnología');
    expect(master!.textContent).toContain('Para el máster');
    expect(need!.textContent).toContain('Para todos los programas');
    expect(excellence!.querySelector('time')!.textContent).toBe('30 de junio de 2027');
    expect(screen.getByRole('link', { name: 'Solicita información' }).getAttribute('href')).toBe('/proceso-de-admision/#info');
    cleanup();
    renderModule(Scholarships, ScholarshipsSchema, fields, { context: { locale: 'en_GB' } });
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('For higher vocational training and bachelor’s degrees');
    expect(screen.getAllByRole('listitem')[1]!.textContent).toContain('For programmes in Tecnología');
  });

  it('on a programme page: only those it can have, each with what a year would cost with all of it, from the programme\'s own price', () => {
    const daw: ProgramFacts = { programType: 'FP', area: 'Tecnología', price: { amount: 6900, currency: 'EUR' } };
    renderModule(Scholarships, ScholarshipsSchema, fields, { context: { locale: 'es_ES', program: daw } });
    expect(names()).toEqual(['Beca a la excelencia', 'Beca Mujeres en STEM', 'Beca por situación económica']);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(`un curso te costaría ${eur(3450)} (en lugar de ${eur(6900)})`);
    expect(items[1]!.textContent).toContain(`un curso te costaría ${eur(5400)}`);
    cleanup();
    // A business master's: not the FP and degree one, not the technology one.
    const mba: ProgramFacts = { programType: 'MASTER', area: 'Empresa', price: { amount: 14800, currency: 'EUR' } };
    renderModule(Scholarships, ScholarshipsSchema, fields, { context: { locale: 'en_GB', program: mba } });
    expect(names()).toEqual(['Beca del máster', 'Beca por situación económica']);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain(`a year would cost you ${eur(10360, 'en_GB')}`);
    cleanup();
    // A programme none applies to shows nothing.
    const { container } = renderModule(Scholarships, ScholarshipsSchema, { ...fields, queriedItems: fields.queriedItems.slice(0, 3) }, { context: { locale: 'es_ES', program: { programType: 'MASTER', area: 'Diseño' } } });
    expect(names()).toEqual(['Beca del máster']);
    expect(container.textContent).toContain('Para el máster');
  });

  it('refuses a scholarship without a usable amount or deadline, or with an unknown level', () => {
    const one = (s: Record<string, unknown>) => ScholarshipsSchema.safeParse({ queriedItems: [item(1, { title: 'B', criteria: 'C', deadline: '2027-06-30', upTo: { percent: 20 }, ...s })] });
    expect(one({}).success).toBe(true);
    expect(one({ upTo: '50 %' }).error!.issues[0]!.message).toContain('up to { percent }');
    expect(one({ deadline: '30 de junio' }).error!.issues[0]!.path).toEqual(['queriedItems', 0, 'content', 'deadline']);
    expect(one({ levels: ['PHD'] }).success).toBe(false);
  });
});
