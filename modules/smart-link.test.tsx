// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartLink, withTrailingSlash } from './smart-link.js';

afterEach(cleanup);

describe('SmartLink', () => {
  it('adds the trailing slash to internal page paths only', () => {
    expect(withTrailingSlash('/en/contact')).toBe('/en/contact/');
    expect(withTrailingSlash('/en/contact?x=1#form')).toBe('/en/contact/?x=1#form');
    expect(withTrailingSlash('/en/contact/')).toBe('/en/contact/');
    expect(withTrailingSlash('/descargas/catalogo.pdf')).toBe('/descargas/catalogo.pdf');
    expect(withTrailingSlash('#info')).toBe('#info');
    expect(withTrailingSlash('https://example.org/a')).toBe('https://example.org/a');
    expect(withTrailingSlash('//cdn.example.org/a')).toBe('//cdn.example.org/a');
  });

  it('opens new tabs with rel noopener and marks nofollow links', () => {
    render(<SmartLink link={{ text: 'Partner', href: 'https://example.org/', newTab: true, noFollow: true }} />);
    const a = screen.getByRole('link', { name: 'Partner' });
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')!.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });
});
