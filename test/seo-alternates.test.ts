import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternatesOf, feedPath, hreflangOf, sitemapPath } from '../templates/seo/alternates.js';

const site = {
  domainUrl: 'https://www.example.edu',
  languages: [{ locale: 'es_ES' as const, isDefault: true }, { locale: 'en_GB' as const }],
};
const es = { locale: 'es_ES' as const, path: '/tarifas-y-becas/', pageLanguages: [
  { pageId: 1, languageId: 1, locale: 'es_ES' as const, isLive: true, path: '/tarifas-y-becas/' },
  { pageId: 2, languageId: 2, locale: 'en_GB' as const, isLive: true, path: '/en/fees-and-scholarships/' },
] };
const en = { locale: 'en_GB' as const, path: '/en/fees-and-scholarships/', pageLanguages: es.pageLanguages };

describe('absolute URLs (absoluteUrl)', () => {
  it('gives what WHATWG URL gives, plain or not', () => {
    const origins = ['https://www.example.edu', 'https://www.example.edu/', 'http://localhost', 'https://EXAMPLE.edu', 'https://example.edu:443', 'https://example.edu:8080/',
      'https://1.2.3', 'https://10.0.0.1/', 'https://xn--bcher-kva.example', 'https://xn--zz.example', 'https://a-b.c-d.example', 'https://example.edu/base/'];
    const paths = ['/', '/en/', '/a/b/c/', '/a/b', '/en/noticias/2026/', '/a/./b/', '/a/../b/', '/.well-known/x', '//evil.example/', '/a//b/', '/a%20b/', '/ñ/', '/a b/', '/a?x=1', '/a#f',
      '', 'relative/', 'https://other.example/x', '/~user/', '/a_b-c.d/', '/a..b/', '/..', '/.'];
    let plain = 0;
    for (const origin of origins) for (const path of paths) {
      let expected: string;
      try { expected = new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href; } catch { expected = 'throws'; }
      let got: string;
      try { got = absoluteUrl(origin, path); } catch { got = 'throws'; }
      expect(got, `${origin} + ${path}`).toBe(expected);
      if (/^https:\/\/www\.example\.edu\/?$/.test(origin) && /^\/[a-z0-9/]*$/.test(path)) plain++;
    }
    expect(plain).toBeGreaterThan(8);
  });
});

describe('hreflang alternates', () => {
  it('lists the page, its translation and x-default (the Spanish page), fully qualified', () => {
    expect(alternatesOf(es, site)).toEqual([
      { hreflang: 'es-ES', href: 'https://www.example.edu/tarifas-y-becas/' },
      { hreflang: 'en-GB', href: 'https://www.example.edu/en/fees-and-scholarships/' },
      { hreflang: 'x-default', href: 'https://www.example.edu/tarifas-y-becas/' },
    ]);
  });

  it('is reciprocal: both pages of a pair declare the same set', () => {
    const sort = (a: { hreflang: string }[]) => [...a].sort((x, y) => x.hreflang.localeCompare(y.hreflang));
    expect(sort(alternatesOf(en, site))).toEqual(sort(alternatesOf(es, site)));
  });

  it('declares nothing for a page whose translation is not live', () => {
    const lonely = { ...es, pageLanguages: [es.pageLanguages[0]!, { ...es.pageLanguages[1]!, isLive: false }] };
    expect(alternatesOf(lonely, site)).toEqual([]);
  });

  it('names tags, URLs, feeds and sitemap files consistently', () => {
    expect(hreflangOf('en_GB')).toBe('en-GB');
    expect(absoluteUrl('https://www.example.edu/', '/en/')).toBe('https://www.example.edu/en/');
    expect(feedPath('/en')).toBe('/en/rss.xml');
    expect(feedPath('')).toBe('/rss.xml');
    expect(sitemapPath('es_ES', 1)).toBe('/sitemap-es-es.xml');
    expect(sitemapPath('en_GB', 2)).toBe('/sitemap-en-gb-2.xml');
  });
});
