// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionSchema } from './accordion.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Accordion', () => {
  const fields = {
    title: 'Admission process',
    items: [
      { title: '1. Apply online', content: '<p>Fill in the form.</p><script>alert(1)</script>' },
      { title: '2. Interview', content: '<p>Meet the coordinator.</p>' },
    ],
  };

  it('renders each item as a native disclosure, closed, with sanitised content', () => {
    const { container } = renderModule(Accordion, AccordionSchema, fields, { name: 'Accordion', editorID: 12 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Accordion');
    expect(root.getAttribute('data-editor-id')).toBe('12');
    expect(screen.getByRole('heading', { level: 2, name: 'Admission process' })).toBeTruthy();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].every((d) => !d.open)).toBe(true);
    expect(container.innerHTML).not.toContain('<script');
  });

  it('opens an item from its summary, which is a keyboard-operable button', () => {
    const { container } = renderModule(Accordion, AccordionSchema, fields);
    // The title sits in the summary beside its (decorative) chevron.
    const summary = screen.getByText('2. Interview').closest('details > *')!;
    expect(summary.tagName).toBe('SUMMARY'); // natively focusable, Enter/Space toggle it
    (summary as HTMLElement).click();
    expect(container.querySelectorAll('details')[1]!.open).toBe(true);
  });

  it('refuses an accordion without items', () => {
    expect(() => AccordionSchema.parse({ items: [] })).toThrow();
  });
});
