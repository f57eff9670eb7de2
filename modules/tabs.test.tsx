// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsSchema } from './tabs.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const fields = {
  title: 'Find your programme',
  tabs: [
    { component: 'ProgramTab', title: 'Development', programs: [{ name: 'Web development', href: '/en/web/', duration: '2 years', credits: '2,000 hours', modality: 'On campus' }] },
    { component: 'ProgramTab', title: 'Systems', programs: [{ name: 'Networks', href: '/en/networks/' }] },
    { component: 'TabItem', title: 'How to choose?', content: '<p>Think about it.</p><img src=x onerror="alert(1)">' },
  ],
};

function tabs() {
  return screen.getAllByRole('tab') as HTMLButtonElement[];
}

describe('Tabs (WAI-ARIA APG tabs, automatic activation)', () => {
  it('renders a tablist with one tab stop and the first panel shown, as an island', () => {
    const { container } = renderModule(Tabs, TabsSchema, fields, { name: 'Tabs', editorID: 31 });
    expect(container.querySelector('[data-island="Tabs"] > [data-module="Tabs"][data-editor-id="31"]')).not.toBeNull();
    expect(screen.getByRole('tablist').getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Find your programme' }).id);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((p) => (p as HTMLElement).hidden)).toEqual([false, true, true]);
    expect(panels[0]!.getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
    expect(tabs()[0]!.getAttribute('aria-controls')).toBe(panels[0]!.id);
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', () => {
    const { container } = renderModule(Tabs, TabsSchema, fields);
    const panel = (i: number) => (container.querySelectorAll('[role="tabpanel"]')[i] as HTMLElement);
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(panel(1).hidden).toBe(false);
    expect(panel(0).hidden).toBe(true);
    fireEvent.keyDown(tabs()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs()[0]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a ProgramTab lists its programmes with their facts', () => {
    const { container } = renderModule(Tabs, TabsSchema, fields);
    const part = container.querySelector('[data-part="ProgramTab"]')!;
    expect(part.querySelector('a')!.getAttribute('href')).toBe('/en/web/');
    expect(part.textContent).toContain('Duration');
    expect(part.textContent).toContain('2 years');
  });

  it('refuses tabs without items and a programme link that is not an internal path', () => {
    expect(() => TabsSchema.parse({ tabs: [] })).toThrow();
    expect(() => TabsSchema.parse({ tabs: [{ component: 'ProgramTab', title: 'x', programs: [{ name: 'y', href: 'javascript:alert(1)' }] }] })).toThrow();
  });
});
