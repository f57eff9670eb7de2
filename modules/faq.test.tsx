// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ, FAQSchema } from './faq.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('FAQ', () => {
  const fields = {
    title: 'Frequently asked questions',
    items: [
      { question: 'How much does it cost?', answer: '<p>See the <a href="/en/fees/">fees page</a>.</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>' },
      { question: 'Is there a scholarship?', answer: '<p>Yes, <strong>several</strong>.</p>' },
    ],
  };

  it('renders an h2 title and each question as a closed native disclosure with an h3', () => {
    const { container } = renderModule(FAQ, FAQSchema, fields, { name: 'FAQ', editorID: 30 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('FAQ');
    expect(root.getAttribute('data-editor-id')).toBe('30');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();

    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].every((d) => !d.open)).toBe(true);
    const summaries = [...details].map((d) => d.firstElementChild!);
    expect(summaries.map((s) => s.tagName)).toEqual(['SUMMARY', 'SUMMARY']);
    expect(summaries.map((s) => s.querySelector('h3')?.textContent)).toEqual(['How much does it cost?', 'Is there a scholarship?']);
  });

  it('puts each answer, sanitised, inside its disclosure', () => {
    const { container } = renderModule(FAQ, FAQSchema, fields);
    const [first, second] = container.querySelectorAll('details');
    const answer = first!.querySelector('.rich-text')!;
    expect(answer.querySelector('a')!.getAttribute('href')).toBe('/en/fees/');
    expect(answer.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(container.innerHTML).not.toContain('<script');
    expect(container.innerHTML).not.toContain('alert(');
    expect(second!.querySelector('.rich-text strong')!.textContent).toBe('several');
  });

  it('opens an answer from its question', () => {
    const { container } = renderModule(FAQ, FAQSchema, fields);
    (container.querySelectorAll('summary')[1] as HTMLElement).click();
    const details = container.querySelectorAll('details');
    expect(details[1]!.open).toBe(true);
    expect(details[0]!.open).toBe(false);
  });

  it('without a title, its questions are the h2s (headings never skip a level)', () => {
    const { container } = renderModule(FAQ, FAQSchema, { items: [fields.items[1]] });
    expect([...container.querySelectorAll('h2, h3')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H2 Is there a scholarship?']);
    expect(container.querySelectorAll('details')).toHaveLength(1);
  });

  it('refuses an empty item list and an empty question', () => {
    expect(() => FAQSchema.parse({ title: 'FAQ', items: [] })).toThrow();
    expect(() => FAQSchema.parse({ items: [{ question: '', answer: '<p>a</p>' }] })).toThrow();
  });
});
