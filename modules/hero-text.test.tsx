// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroText, HeroTextSchema } from './hero-text.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('HeroText', () => {
  const fields = { title: 'Open day 2027', subtitle: 'Meet the teachers', kicker: 'News', date: '2027-09-14T09:00:00Z' };

  it('renders the kicker, the h1, the subtitle and the date in English', () => {
    const { container } = renderModule(HeroText, HeroTextSchema, fields, { name: 'HeroText', editorID: 2 });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('HeroText');
    expect(root.getAttribute('data-editor-id')).toBe('2');
    expect(screen.getByRole('heading', { level: 1, name: 'Open day 2027' })).toBeTruthy();
    expect(container.querySelector('.hero__kicker')!.textContent).toBe('News');
    expect(container.querySelector('.hero__subtitle')!.textContent).toBe('Meet the teachers');
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('14 September 2027');
    expect(time.getAttribute('datetime')).toBe('2027-09-14T09:00:00Z');
    // The kicker comes before the heading in reading order.
    const order = [...root.children].map((c) => c.className || c.tagName);
    expect(order.indexOf('hero__kicker')).toBeLessThan(order.indexOf('H1'));
  });

  it('formats the date in Spanish for the Spanish site', () => {
    const { container } = renderModule(HeroText, HeroTextSchema, fields, { context: { locale: 'es_ES' } });
    expect(container.querySelector('time')!.textContent).toBe('14 de septiembre de 2027');
  });

  it('renders only the h1 when there is no kicker, subtitle or date', () => {
    const { container } = renderModule(HeroText, HeroTextSchema, { title: 'About us' });
    expect(container.firstElementChild!.children).toHaveLength(1);
    expect(container.querySelector('h1')!.textContent).toBe('About us');
  });

  it('refuses a date that is not one, or that a reader could take for another day ("1/12/2026")', () => {
    for (const date of ['not a date', '1/12/2026', '2026-02-30', '2026-12-01 10:00']) expect(() => HeroTextSchema.parse({ title: 'About us', date })).toThrow();
    expect(HeroTextSchema.parse({ title: 'About us', date: '2026-12-01' }).date).toBe('2026-12-01');
    expect(HeroTextSchema.parse({ title: 'About us', date: '2026-11-02T09:30:00.000Z' }).date).toBe('2026-11-02T09:30:00.000Z');
  });

  it('refuses an empty title', () => {
    expect(() => HeroTextSchema.parse({ title: '' })).toThrow();
    expect(() => HeroTextSchema.parse({})).toThrow();
  });
});
