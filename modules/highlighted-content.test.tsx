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
});
