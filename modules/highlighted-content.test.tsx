// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedContent, HighlightedContentSchema } from './highlighted-content.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('HighlightedContent', () => {
  it('renders labelled facts as a description list', () => {
    const { container } = renderModule(
      HighlightedContent,
      HighlightedContentSchema,
      { title: 'Key facts', facts: [{ label: 'Duration', value: '1 year' }, { label: 'Credits', value: '60 ECTS' }] },
      { name: 'HighlightedContent', editorID: 44 },
    );
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('HighlightedContent');
    expect(root.getAttribute('data-editor-id')).toBe('44');
    expect(screen.getByRole('heading', { level: 2, name: 'Key facts' })).toBeTruthy();
    const dl = container.querySelector('dl')!;
    expect([...dl.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['Duration', 'Credits']);
    expect([...dl.querySelectorAll('dd')].map((e) => e.textContent)).toEqual(['1 year', '60 ECTS']);
    // Each dd follows its own dt.
    expect(dl.querySelector('dt')!.nextElementSibling!.textContent).toBe('1 year');
    expect(container.querySelector('ul')).toBeNull();
  });

  it('renders facts typed as numbered steps as an ordered list that carries the numbers once', () => {
    // Regression: "• 1. Solicita información" (a bullet list of items typed "1. …").
    const typed = ['1. Request information', '2. Personal interview', '3. Documents'];
    const { container } = renderModule(HighlightedContent, HighlightedContentSchema, { title: 'Steps', facts: typed.map((value) => ({ label: '', value })) });
    const list = container.querySelector('ol.highlights--steps')!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Request information', 'Personal interview', 'Documents']);
    expect(list.hasAttribute('start')).toBe(false);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('keeps a list whose numbers are not a sequence from 1 as typed', () => {
    const { container } = renderModule(HighlightedContent, HighlightedContentSchema, { facts: [{ label: '', value: '1. First' }, { label: '', value: '3. Third' }] });
    expect(container.querySelector('ol')).toBeNull();
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['1. First', '3. Third']);
  });

  it('renders unlabelled facts as a plain list', () => {
    const { container } = renderModule(HighlightedContent, HighlightedContentSchema, { facts: [{ label: '', value: 'Small groups' }, { label: '', value: 'Internships' }] });
    expect(container.querySelector('dl')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Small groups', 'Internships']);
  });

  it('falls back to the plain list when any fact lacks a label (a dt must not be empty)', () => {
    const { container } = renderModule(HighlightedContent, HighlightedContentSchema, { facts: [{ label: 'Duration', value: '1 year' }, { label: '', value: 'Internships' }] });
    expect(container.querySelector('dl')).toBeNull();
    expect(container.querySelectorAll('dt')).toHaveLength(0);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1 year', 'Internships']);
  });

  it('refuses an empty list of facts and an empty value', () => {
    expect(() => HighlightedContentSchema.parse({ facts: [] })).toThrow();
    expect(() => HighlightedContentSchema.parse({ facts: [{ label: 'Duration', value: '' }] })).toThrow();
  });

  it('writes a date fact in the page\'s language in a <time> that keeps the ISO date', () => {
    for (const [locale, text] of [['es_ES', '13 de septiembre de 2027'], ['en_GB', '13 September 2027']] as const) {
      const { container } = renderModule(HighlightedContent, HighlightedContentSchema, { facts: [{ label: 'Start', date: '2027-09-13' }] }, { context: { locale } });
      const time = container.querySelector('dd time')!;
      expect(time.getAttribute('datetime')).toBe('2027-09-13');
      expect(time.textContent).toBe(text);
      expect(container.textContent).not.toContain('2027-09-13');
      cleanup();
    }
  });

  it('writes a price fact in the page\'s language ("6.900 €" / "€6,900"), the amount kept as data', () => {
    const facts = [{ label: 'Price', price: { amount: 6900, currency: 'EUR' }, note: '2027-2028' }, { label: 'Deposit', price: { amount: 12500.5, currency: 'EUR' } }];
    const es = renderModule(HighlightedContent, HighlightedContentSchema, { facts }, { context: { locale: 'es_ES' } });
    expect([...es.container.querySelectorAll('dd')].map((dd) => dd.textContent!.replace(/\u00a0/g, ' '))).toEqual(['6.900 € (2027-2028)', '12.500,50 €']);
    expect(es.container.querySelector('dd data')!.getAttribute('value')).toBe('6900');
    cleanup();
    const en = renderModule(HighlightedContent, HighlightedContentSchema, { facts }, { context: { locale: 'en_GB' } });
    expect([...en.container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['€6,900 (2027-2028)', '€12,500.50']);
  });

  it('refuses a fact with none or more than one of value, date and price, naming the fact', () => {
    const problem = (facts: unknown) => {
      const result = HighlightedContentSchema.safeParse({ facts });
      return result.success ? 'accepted' : result.error.issues.map((i) => i.message).join('; ');
    };
    expect(problem([{ label: 'Start' }])).toMatch(/^the fact "Start" needs exactly one of value .* it has none$/);
    expect(problem([{ label: 'Start', value: 'Soon', date: '2027-09-13' }])).toMatch(/it has value and date$/);
    expect(problem([{ label: 'Start', date: '13/09/2027' }])).toMatch(/YYYY-MM-DD/);
    expect(problem([{ label: 'Price', price: { amount: 6900, currency: '€' } }])).toMatch(/ISO 4217/);
  });
});
