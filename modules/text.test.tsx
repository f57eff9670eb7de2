// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModule, testContext } from './test-helpers.js';
import { Text, TextSchema } from './text.js';

afterEach(cleanup);

describe('Text', () => {
  const fields = {
    title: 'Scholarships',
    subtitle: 'Funding for your studies',
    content: '<p onclick="steal()">Apply <strong>before June</strong>.</p><script>alert(1)</script>',
  };

  it('renders its root attributes, title, lead and sanitised rich text', () => {
    const { container } = renderModule(Text, TextSchema, fields, { name: 'Text', editorID: 31 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('Text');
    expect(root.getAttribute('data-editor-id')).toBe('31');
    expect(screen.getByRole('heading', { level: 2, name: 'Scholarships' })).toBeTruthy();
    expect(container.querySelector('p.lead')!.textContent).toBe('Funding for your studies');
    const rich = container.querySelector('.rich-text')!;
    expect(rich.querySelector('strong')!.textContent).toBe('before June');
    expect(rich.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('<script');
    expect(container.innerHTML).not.toContain('alert(1)');
    expect(rich.querySelector('[onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('steal()');
    // No link and no modal: no actions paragraph.
    expect(container.querySelector('.text-module__actions')).toBeNull();
  });

  it('renders a new-tab link with rel="noopener noreferrer" and target=_blank', () => {
    renderModule(Text, TextSchema, { ...fields, link: { text: 'Read the rules', href: 'https://example.org/rules.pdf', newTab: true } });
    const link = screen.getByRole('link', { name: 'Read the rules' });
    expect(link.getAttribute('href')).toBe('https://example.org/rules.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a same-tab link without target or rel', () => {
    renderModule(Text, TextSchema, { ...fields, link: { text: 'Admissions', href: '/en/admissions' } });
    const link = screen.getByRole('link', { name: 'Admissions' });
    expect(link.getAttribute('href')).toBe('/en/admissions/');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('refuses a javascript: link', () => {
    expect(() => TextSchema.parse({ ...fields, link: { text: 'Click', href: 'javascript:alert(1)' } })).toThrow();
    expect(() => TextSchema.parse({ ...fields, link: { text: 'Click', href: ' JavaScript:alert(1)' } })).toThrow();
  });

  it('renders the optional modal as a LinkModal whose button opens a labelled popover dialog', () => {
    const { container } = renderModule(
      Text,
      TextSchema,
      { ...fields, modal: { text: 'Legal conditions', title: 'Conditions of the grant', content: '<p>Terms.</p><script>alert(2)</script>' } },
      { editorID: 44, context: { locale: 'es_ES' } },
    );
    const part = container.querySelector('[data-part="LinkModal"]') as HTMLElement;
    expect(part).not.toBeNull();
    const trigger = within(part).getByText('Legal conditions');
    expect(trigger.tagName).toBe('BUTTON');
    const targetId = trigger.getAttribute('popovertarget');
    expect(targetId).toBeTruthy();
    const dialog = container.querySelector(`#${targetId}`)!;
    expect(dialog).not.toBeNull();
    expect(dialog.hasAttribute('popover')).toBe(true);
    expect(dialog.getAttribute('role')).toBe('dialog');
    const labelledBy = dialog.getAttribute('aria-labelledby')!;
    const label = container.querySelector(`#${labelledBy}`)!;
    expect(label.tagName).toBe('H2');
    expect(label.textContent).toBe('Conditions of the grant');
    expect(dialog.contains(label)).toBe(true);
    expect(within(dialog as HTMLElement).getByText('Terms.')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('<script');
    // The close button hides the same popover, in the page's language.
    const close = within(dialog as HTMLElement).getByText('Cerrar');
    expect(close.getAttribute('popovertarget')).toBe(targetId);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('keeps the LinkModal dialog inside its part once the built HTML is parsed by a browser', () => {
    // The builder serialises with renderToString (src/publish/render/render-page.ts) and browsers re-parse
    // that HTML: block elements (the dialog's <div>, <h2>) inside a <p> close the <p> early.
    const fields2 = TextSchema.parse({ ...fields, modal: { text: 'Legal conditions', title: 'Conditions of the grant', content: '<p>Terms.</p>' } });
    const html = renderToString(<Text fields={fields2} root={{ 'data-module': 'Text', 'data-editor-id': 5 }} context={testContext()} />);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
    const part = doc.querySelector('[data-part="LinkModal"]')!;
    expect(part).not.toBeNull();
    expect(part.querySelector('[role="dialog"][popover]')).not.toBeNull();
    expect(part.querySelector('h2')?.textContent).toBe('Conditions of the grant');
  });
});
