// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header, HeaderSchema, type LanguageLink } from './header.js';

afterEach(cleanup);

const data = HeaderSchema.parse({
  id: 1,
  editorID: 501,
  logo: { text: 'School of Design', href: '/en/' },
  mainMenu: [
    { label: 'Study', url: { href: '/en/study/' }, children: [{ label: 'Masters', url: { href: '/en/study/masters/' } }] },
    { label: 'About', url: { href: '/en/about/' } },
  ],
  topMenu: [{ label: 'Alumni', url: { href: '/en/alumni/' } }],
  primaryLink: { text: 'Apply', href: '/en/apply/' },
  showSearchFeature: true,
  searchPath: '/en/search/',
});

const languages: LanguageLink[] = [
  { locale: 'en_GB', label: 'EN', path: '/en/study/', current: true },
  { locale: 'es_ES', label: 'ES', path: '/es/estudiar/', current: false },
];

describe('Header', () => {
  it('carries its root attributes and a skip link to the main content', () => {
    const { container } = render(<Header data={data} languages={languages} locale="en_GB" />);
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('HEADER');
    expect(root.getAttribute('data-module')).toBe('Header');
    expect(root.getAttribute('data-editor-id')).toBe('501');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(root.querySelector('a')).toBe(skip); // first focusable element
    expect(screen.getByRole('link', { name: 'School of Design' }).getAttribute('href')).toBe('/en/');
    expect(screen.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/en/apply/');
  });

  it('labels the main navigation landmark and nests submenus', () => {
    render(<Header data={data} languages={languages} locale="en_GB" />);
    const main = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(main).getByRole('link', { name: 'Study' }).getAttribute('href')).toBe('/en/study/');
    const masters = within(main).getByRole('link', { name: 'Masters' });
    expect(masters.getAttribute('href')).toBe('/en/study/masters/');
    expect(masters.closest('ul')!.parentElement!.textContent).toContain('Study'); // nested under Study
    expect(within(main).queryByRole('link', { name: 'Alumni' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'School of Design' })).getByRole('link', { name: 'Alumni' })).toBeTruthy();
  });

  it('marks the current language and links the other language’s translation', () => {
    render(<Header data={data} languages={languages} locale="en_GB" />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const en = within(nav).getByRole('link', { name: 'EN' });
    const es = within(nav).getByRole('link', { name: 'ES' });
    expect(en.getAttribute('aria-current')).toBe('true');
    expect(es.hasAttribute('aria-current')).toBe(false);
    expect(es.getAttribute('href')).toBe('/es/estudiar/');
    expect(es.getAttribute('hreflang')).toBe('es-ES');
    expect(es.getAttribute('lang')).toBe('es-ES');
    expect(en.getAttribute('lang')).toBe('en-GB');
  });

  it('renders a fallback language link as a plain link to that language’s home page', () => {
    const withFallback: LanguageLink[] = [
      { locale: 'es_ES', label: 'ES', path: '/es/estudiar/', current: true },
      { locale: 'en_GB', label: 'EN', path: '/en/', current: false, fallback: true },
    ];
    render(<Header data={data} languages={withFallback} locale="es_ES" />);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    const en = within(nav).getByRole('link', { name: 'EN' });
    expect(en.getAttribute('href')).toBe('/en/');
    expect(en.getAttribute('hreflang')).toBe('en-GB');
    expect(en.hasAttribute('aria-current')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'ES' }).getAttribute('aria-current')).toBe('true');
  });

  it('renders no language switch for a single-language site', () => {
    render(<Header data={data} languages={[languages[0]!]} locale="en_GB" />);
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });

  it('has a GET search form to the search page with a labelled input', () => {
    render(<Header data={data} languages={languages} locale="en_GB" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/search/');
    const input = within(form).getByLabelText('Search') as HTMLInputElement;
    expect([input.type, input.name]).toEqual(['search', 'q']);
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('is in Spanish on the Spanish site', () => {
    render(<Header data={data} languages={languages} locale="es_ES" />);
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(within(screen.getByRole('search')).getByLabelText('Buscar')).toBeTruthy();
  });

  it('renders no search form when search is off or has no page', () => {
    render(<Header data={{ ...data, showSearchFeature: false }} languages={languages} locale="en_GB" />);
    expect(screen.queryByRole('search')).toBeNull();
    cleanup();
    render(<Header data={HeaderSchema.parse({ id: 1, editorID: 1, logo: { text: 'S', href: '/' }, showSearchFeature: true })} languages={languages} locale="en_GB" />);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('refuses a header without logo and a javascript: menu link', () => {
    expect(() => HeaderSchema.parse({ id: 1, editorID: 1 })).toThrow();
    expect(() => HeaderSchema.parse({ id: 1, editorID: 1, logo: { text: 'S', href: '/' }, mainMenu: [{ label: 'X', url: { href: 'javascript:alert(1)' } }] })).toThrow();
  });
});
