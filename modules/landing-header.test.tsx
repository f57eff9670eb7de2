// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingHeader, LandingHeaderSchema } from './landing-header.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

describe('LandingHeader', () => {
  const logo = { url: '/img/logo.svg', width: 200, height: 60, alt: 'University home' };

  it('links the logo home and the phone as a tel: link with digits and + only', () => {
    const { container } = renderModule(
      LandingHeader,
      LandingHeaderSchema,
      { logo, homeLink: '/en/', phone: '+34 910 000 000', cta: { text: 'Apply now', href: '/en/apply' } },
      { name: 'LandingHeader', editorID: 2 },
    );
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('LandingHeader');
    expect(root.getAttribute('data-editor-id')).toBe('2');
    expect(screen.getByRole('link', { name: 'University home' }).getAttribute('href')).toBe('/en/');
    const phone = screen.getByRole('link', { name: '+34 910 000 000' });
    expect(phone.getAttribute('href')).toBe('tel:+34910000000');
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/en/apply/');
  });

  it('strips brackets, dots and dashes from the tel: link', () => {
    renderModule(LandingHeader, LandingHeaderSchema, { logo, phone: '(+34) 91-000.00.00' });
    expect(screen.getByRole('link', { name: '(+34) 91-000.00.00' }).getAttribute('href')).toBe('tel:+34910000000');
  });

  it('renders without phone or call to action, the logo linking to / by default', () => {
    const { container } = renderModule(LandingHeader, LandingHeaderSchema, { logo });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'University home' }).getAttribute('href')).toBe('/');
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.querySelector('.button')).toBeNull();
  });

  it('refuses a phone with letters and a home link that is not an internal path', () => {
    expect(() => LandingHeaderSchema.parse({ logo, phone: '+34 CALL NOW' })).toThrow();
    expect(() => LandingHeaderSchema.parse({ logo, homeLink: 'https://evil.example/' })).toThrow();
    expect(() => LandingHeaderSchema.parse({ logo, homeLink: 'javascript:alert(1)' })).toThrow();
    expect(() => LandingHeaderSchema.parse({ logo, homeLink: '/es/', phone: '+34 910 000 000' })).not.toThrow();
  });
});
