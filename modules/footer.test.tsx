// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer, FooterSchema } from './footer.js';

afterEach(cleanup);

const data = FooterSchema.parse({
  id: 2,
  editorID: 502,
  footerMenu: [
    { label: 'Study', url: {}, children: [{ label: 'Masters', url: { href: '/en/study/masters/' } }, { label: 'Courses', url: { href: '/en/study/courses/' } }] },
    { label: 'School', url: {}, children: [{ label: 'Contact', url: { href: '/en/contact/' } }] },
  ],
  legalMenu: [{ label: 'Privacy', url: { href: '/en/privacy/' } }],
  social: [
    { label: 'Instagram', url: { href: 'https://instagram.com/school', newTab: true } },
    { label: 'Blog', url: { href: '/en/blog/' } },
  ],
  copyrightText: '© 2027 School of Design',
});

describe('Footer', () => {
  it('carries its root attributes and the copyright', () => {
    const { container } = render(<Footer data={data} locale="en_GB" />);
    const root = container.firstElementChild!;
    expect(root.tagName).toBe('FOOTER');
    expect(root.getAttribute('data-module')).toBe('Footer');
    expect(root.getAttribute('data-editor-id')).toBe('502');
    expect(screen.getByText('© 2027 School of Design')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/en/privacy/');
  });

  it('renders one navigation per menu column, labelled by its heading', () => {
    render(<Footer data={data} locale="en_GB" />);
    const navs = screen.getAllByRole('navigation');
    expect(navs).toHaveLength(2);
    const study = screen.getByRole('navigation', { name: 'Study' });
    expect(within(study).getByRole('heading', { level: 2 }).textContent).toBe('Study');
    expect(within(study).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Masters', '/en/study/masters/'], ['Courses', '/en/study/courses/'],
    ]);
    const school = screen.getByRole('navigation', { name: 'School' });
    expect(within(school).getByRole('heading', { level: 2 }).textContent).toBe('School');
    expect(within(school).getAllByRole('link')).toHaveLength(1);
  });

  it('opens new-tab social links with rel noopener, and others in the same tab', () => {
    render(<Footer data={data} locale="en_GB" />);
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/school');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')!.split(' ')).toContain('noopener');
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.hasAttribute('target')).toBe(false);
    expect(blog.hasAttribute('rel')).toBe(false);
  });

  it('has a hidden "Cookie settings" button that reopens the consent banner', () => {
    const { container } = render(<Footer data={data} locale="en_GB" />);
    const button = container.querySelector('button[data-consent-open]') as HTMLButtonElement;
    expect(button).not.toBeNull();
    expect(button.textContent).toBe('Cookie settings');
    expect(button.type).toBe('button');
    const hiddenAncestor = button.closest('[hidden]');
    expect(hiddenAncestor).not.toBeNull();
    expect(container.firstElementChild!.contains(hiddenAncestor)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull(); // hidden until the runtime shows it
    expect(screen.getByRole('button', { name: 'Cookie settings', hidden: true })).toBe(button);
  });

  it('labels the cookie settings button in Spanish', () => {
    const { container } = render(<Footer data={data} locale="es_ES" />);
    const button = container.querySelector('[hidden] button[data-consent-open]')!;
    expect(button.textContent).toBe('Configurar cookies');
  });

  it('prints the school’s address, phone and mailbox as an address with tel: and mailto: links', () => {
    const withContact = FooterSchema.parse({ ...data, contact: { name: 'School of Design', streetAddress: 'Calle Mayor, 1', postalCode: '28013', locality: 'Madrid', country: 'ES', phone: '+34 910 000 000', email: 'info@school.example' } });
    const { container } = render(<Footer data={withContact} locale="es_ES" />);
    const address = container.querySelector('address')!;
    expect(address.textContent).toContain('Calle Mayor, 1, 28013 Madrid');
    expect(within(address as HTMLElement).getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(within(address as HTMLElement).getByRole('link', { name: 'info@school.example' }).getAttribute('href')).toBe('mailto:info@school.example');
    expect(address.textContent).toContain('Teléfono');
    expect(() => FooterSchema.parse({ ...data, contact: { streetAddress: 'x', locality: 'Madrid', country: 'Spain' } })).toThrow(/two-letter/);
  });

  it('refuses a menu item without label and a javascript: link', () => {
    expect(() => FooterSchema.parse({ id: 1, editorID: 1, social: [{ label: '', url: { href: '/' } }] })).toThrow();
    expect(() => FooterSchema.parse({ id: 1, editorID: 1, legalMenu: [{ label: 'X', url: { href: 'javascript:void(0)' } }] })).toThrow();
  });
});
