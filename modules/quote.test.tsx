// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Quote, QuoteSchema } from './quote.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('Quote', () => {
  it('renders the text in a blockquote and the author in the figcaption', () => {
    const { container } = renderModule(Quote, QuoteSchema, { text: 'Design is how it works.', author: 'Steve Jobs' }, { name: 'Quote', editorID: 9 });
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('FIGURE');
    expect(root.getAttribute('data-module')).toBe('Quote');
    expect(root.getAttribute('data-editor-id')).toBe('9');
    expect(root.querySelector('blockquote')!.textContent).toBe('Design is how it works.');
    const caption = root.querySelector('figcaption')!;
    expect(caption.textContent).toBe('Steve Jobs');
    expect(caption.parentElement).toBe(root);
  });

  it('renders no figcaption without an author', () => {
    const { container } = renderModule(Quote, QuoteSchema, { text: 'Anonymous wisdom.' });
    expect(container.querySelector('figcaption')).toBeNull();
    expect(container.querySelector('blockquote')!.textContent).toBe('Anonymous wisdom.');
  });

  it('renders the text as text, never as markup', () => {
    const { container } = renderModule(Quote, QuoteSchema, { text: '<img src=x onerror=alert(1)>', author: '<b>X</b>' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('blockquote')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses an empty text', () => {
    expect(() => QuoteSchema.parse({ text: '', author: 'Someone' })).toThrow();
    expect(() => QuoteSchema.parse({ author: 'Someone' })).toThrow();
  });
});
