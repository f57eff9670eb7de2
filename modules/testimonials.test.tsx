// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Testimonials, TestimonialsSchema } from './testimonials.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Testimonials', () => {
  const fields = {
    title: 'What our students say',
    items: [
      { name: 'Ana López', role: 'Graduate 2024', quote: 'It changed my career.' },
      { name: 'Tom Reed', quote: 'Great teachers.' },
    ],
  };

  it('renders a list of quotes, each a figure with its blockquote and its author', () => {
    const { container } = renderModule(Testimonials, TestimonialsSchema, fields, { name: 'Testimonials', editorID: 70 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Testimonials');
    expect(root.getAttribute('data-editor-id')).toBe('70');
    expect(screen.getByRole('heading', { level: 2, name: 'What our students say' })).toBeTruthy();

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const figures = items.map((li) => li.querySelector('figure')!);
    expect(figures.map((f) => f.querySelector('blockquote')!.textContent)).toEqual(['It changed my career.', 'Great teachers.']);
    expect(figures.map((f) => f.querySelector('figcaption')!.textContent)).toEqual(['Ana López, Graduate 2024', 'Tom Reed']);
    expect(figures[0]!.querySelector('figcaption strong')!.textContent).toBe('Ana López');
  });

  it('renders no heading without a title, and quotes as text, never as markup', () => {
    const { container } = renderModule(Testimonials, TestimonialsSchema, { items: [{ name: 'X', quote: '<script>alert(1)</script>' }] });
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('blockquote')!.textContent).toBe('<script>alert(1)</script>');
  });

  it('refuses an empty list, a quote without name and an empty quote', () => {
    expect(() => TestimonialsSchema.parse({ items: [] })).toThrow();
    expect(() => TestimonialsSchema.parse({ items: [{ name: '', quote: 'Hi' }] })).toThrow();
    expect(() => TestimonialsSchema.parse({ items: [{ name: 'A', quote: '' }] })).toThrow();
  });
});
