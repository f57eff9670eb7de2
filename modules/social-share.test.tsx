// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialShare, SocialShareSchema } from './social-share.js';
import { testContext } from './test-helpers.js';

afterEach(cleanup);

function renderShare(fields: unknown, pageUrl: string | undefined, locale: 'en_GB' | 'es_ES' = 'en_GB') {
  return render(
    <SocialShare fields={SocialShareSchema.parse(fields)} root={{ 'data-module': 'SocialShare', 'data-editor-id': 3 }} context={testContext({ locale })} {...(pageUrl === undefined ? {} : { pageUrl })} />,
  );
}

describe('SocialShare', () => {
  const pageUrl = 'https://example.org/en/news/open-day/?utm=x&a=b c';
  const encoded = encodeURIComponent(pageUrl);

  it('builds each network’s share link from the URL-encoded page URL', () => {
    const { container } = renderShare({ title: 'Share this news' }, pageUrl);
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('SocialShare');
    expect(root.getAttribute('data-editor-id')).toBe('3');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      `https://twitter.com/intent/tweet?url=${encoded}`,
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      `mailto:?body=${encoded}`,
    ]);
    expect(encoded).toContain('%3A%2F%2F'); // the fixture really needs encoding
    for (const a of links) expect(a.getAttribute('href')).not.toContain(pageUrl);
  });

  it('opens every link in a new tab with rel noopener, announced to screen readers', () => {
    renderShare({}, pageUrl);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')!.split(' ')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email (opens in a new tab)' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('is a landmark labelled by its title, or "Share" without one', () => {
    renderShare({ title: 'Share this news' }, pageUrl);
    const aside = screen.getByRole('complementary', { name: 'Share this news' });
    expect(within(aside).getByText('Share this news').tagName).toBe('P');
    cleanup();
    const { container } = renderShare({}, pageUrl);
    expect(screen.getByRole('complementary', { name: 'Share' })).toBe(container.firstElementChild);
    expect(container.querySelector('.social-share__title')).toBeNull();
  });

  it('is labelled in Spanish on the Spanish site', () => {
    renderShare({}, 'https://example.org/es/noticias/', 'es_ES');
    expect(screen.getByRole('complementary', { name: 'Compartir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Correo (abre en una pestaña nueva)' }).getAttribute('href')).toBe(`mailto:?body=${encodeURIComponent('https://example.org/es/noticias/')}`);
    expect(screen.getByRole('link', { name: 'Facebook (abre en una pestaña nueva)' })).toBeTruthy();
  });
});
