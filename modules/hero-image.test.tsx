// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroImage, HeroImageSchema } from './hero-image.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('HeroImage', () => {
  const fields = {
    title: 'Master in Digital Design',
    subtitle: 'One year, full time, in Madrid',
    image: { url: '/img/hero/design.jpg', width: 2400, height: 1200, alt: 'Students at work' },
  };

  it('is the page h1, labelling its section', () => {
    const { container } = renderModule(HeroImage, HeroImageSchema, fields, { name: 'HeroImage', editorID: 5 });
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('SECTION');
    expect(root.getAttribute('data-module')).toBe('HeroImage');
    expect(root.getAttribute('data-editor-id')).toBe('5');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Master in Digital Design' });
    expect(h1.id).not.toBe('');
    expect(root.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(screen.getByRole('region', { name: 'Master in Digital Design' })).toBe(root);
    expect(screen.getByText('One year, full time, in Madrid').tagName).toBe('P');
  });

  it('loads its image eagerly with high priority when it is the page’s first image', () => {
    renderModule(HeroImage, HeroImageSchema, fields);
    const img = screen.getByRole('img', { name: 'Students at work' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('2400');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('src')).toContain('/img/hero/design.jpg');
  });

  it('loads its image lazily, without priority, when an earlier image is the LCP candidate', () => {
    renderModule(HeroImage, HeroImageSchema, fields, { context: { isFirstImage: () => false } });
    const img = screen.getByRole('img', { name: 'Students at work' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2400', '1200']);
  });

  it('puts a veil over the image, 0.5 opaque by default or as the content says', () => {
    const { container } = renderModule(HeroImage, HeroImageSchema, fields);
    expect((container.querySelector('.hero__veil') as HTMLElement).style.opacity).toBe('0.5');
    cleanup();
    const dark = renderModule(HeroImage, HeroImageSchema, { ...fields, veil: 0.8 });
    expect((dark.container.querySelector('.hero__veil') as HTMLElement).style.opacity).toBe('0.8');
    expect(() => HeroImageSchema.parse({ ...fields, veil: 1.5 })).toThrow();
  });

  it('renders its link as a button; a new-tab link gets rel noopener', () => {
    renderModule(HeroImage, HeroImageSchema, { ...fields, link: { text: 'Apply', href: 'https://apply.example.org/', newTab: true } });
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link.getAttribute('href')).toBe('https://apply.example.org/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')!.split(' ')).toContain('noopener');
  });

  it('renders no subtitle or link when there are none', () => {
    const { container } = renderModule(HeroImage, HeroImageSchema, { title: fields.title, image: fields.image });
    expect(container.querySelector('.hero__subtitle')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a script URL as the link, an empty title and a missing image', () => {
    expect(() => HeroImageSchema.parse({ ...fields, link: { text: 'x', href: 'javascript:alert(1)' } })).toThrow();
    expect(() => HeroImageSchema.parse({ ...fields, link: { text: 'x', href: '  JavaScript:alert(1)' } })).toThrow();
    expect(() => HeroImageSchema.parse({ ...fields, title: '' })).toThrow();
    expect(() => HeroImageSchema.parse({ title: 'No image' })).toThrow();
  });
});

describe('HeroImage of a programme: its acronyms written out (WCAG 3.1.4)', () => {
  const acronyms = [
    { acronym: 'DAM', expansion: 'Desarrollo de Aplicaciones Multiplataforma' },
    { acronym: 'DAW', expansion: 'Desarrollo de Aplicaciones Web' },
  ];
  const fields = { title: 'Doble titulación de Técnico Superior en DAM y DAW', image: { url: '/img/hero/dd.jpg', alt: '' } };

  it('shows each acronym with its expansion before the title, and marks the title’s uses as abbreviations', () => {
    const { container } = renderModule(HeroImage, HeroImageSchema, fields, { context: { locale: 'es_ES', acronyms } });
    const line = container.querySelector('.hero__acronyms')!;
    expect(line.textContent).toBe('DAM Desarrollo de Aplicaciones MultiplataformaDAW Desarrollo de Aplicaciones Web');
    // The expansion comes first in reading order: before the h1 that uses the acronyms.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(line.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(h1.textContent).toBe(fields.title);
    expect([...h1.querySelectorAll('abbr')].map((a) => [a.textContent, a.getAttribute('title')])).toEqual([
      ['DAM', 'Desarrollo de Aplicaciones Multiplataforma'], ['DAW', 'Desarrollo de Aplicaciones Web'],
    ]);
    expect([...line.querySelectorAll('abbr')].map((a) => a.getAttribute('title'))).toEqual(acronyms.map((a) => a.expansion));
  });

  it('wraps only whole words (DAM in "DAMAS" is not an acronym) and shows nothing extra without acronyms', () => {
    renderModule(HeroImage, HeroImageSchema, { ...fields, title: 'DAMAS y DAM' }, { context: { acronyms: acronyms.slice(0, 1) } });
    expect([...screen.getByRole('heading', { level: 1 }).querySelectorAll('abbr')].map((a) => a.textContent)).toEqual(['DAM']);
    cleanup();
    const { container } = renderModule(HeroImage, HeroImageSchema, fields);
    expect(container.querySelector('.hero__acronyms')).toBeNull();
    expect(container.querySelector('abbr')).toBeNull();
  });
});
