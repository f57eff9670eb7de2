// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isListed } from '../src/publish/render/is-listed.js';
import type { ManifestPage, PageFacts } from '../src/publish/manifest/manifest.js';
import { renderRobots } from '../src/publish/discovery/render-robots.js';
import { isSitemapFile, isSitemapOf, renderSitemaps, sitemapUrlsOf } from '../src/publish/discovery/render-sitemaps.js';
import { PageErrors } from '../src/errors.js';
import { alternatesOf } from '../templates/seo/alternates.js';
import { parseXml, SITEMAP_NS, texts, XHTML_NS } from './helpers/parse-xml.js';

const site = {
  name: 'Escuela', domainUrl: 'https://www.example.edu',
  languages: [{ locale: 'es_ES' as const, prefix: '', isDefault: true }, { locale: 'en_GB' as const, prefix: '/en' }],
};

function page(path: string, locale: 'es_ES' | 'en_GB', facts: Partial<PageFacts> = {}, translation?: string): ManifestPage {
  const other = locale === 'es_ES' ? 'en_GB' : 'es_ES';
  return {
    id: 1, locale, hash: 'h', files: {},
    facts: {
      template: 'BasicTemplate', title: path, description: '', isIndexed: true, canonicalURL: '',
      modified: '2026-10-02T10:30:00.000Z', published: '2026-09-01T09:00:00.000Z', listPages: 1, inline: { scripts: [], styles: [], frames: [] },
      pageLanguages: translation ? [{ locale, isLive: true, path }, { locale: other, isLive: true, path: translation }] : [{ locale, isLive: true, path }],
      ...facts,
    },
  };
}

describe('which pages the sitemap lists (only indexable pages)', () => {
  it('leaves out noindex pages, error pages in every language and pages canonical to another URL; lists the search page', () => {
    const facts = { isIndexed: true, template: 'BasicTemplate', canonicalURL: '' };
    expect(isListed('/x/', facts, site)).toBe(true);
    expect(isListed('/x/', { ...facts, isIndexed: false }, site)).toBe(false);
    expect(isListed('/buscar/', { ...facts, template: 'SearchResults' }, site)).toBe(true);
    expect(isListed('/buscar/', { ...facts, template: 'SearchResults', isIndexed: false }, site)).toBe(false);
    expect(isListed('/en/404/', { ...facts, template: 'Error404' }, site)).toBe(false);
    expect(isListed('/500/', facts, site)).toBe(false);
    expect(isListed('/en/500/', facts, site)).toBe(false);
    expect(isListed('/en/x/', { ...facts, canonicalURL: 'https://www.example.edu/x/' }, site)).toBe(false);
    expect(isListed('/x/', { ...facts, canonicalURL: 'https://www.example.edu/x/' }, site)).toBe(true);
    expect(isListed('/x/', { ...facts, canonicalURL: '/x/' }, site)).toBe(true);
    // The head ignores a canonical that is not http(s), so the page is its own canonical.
    expect(isListed('/x/', { ...facts, canonicalURL: 'javascript:alert(1)' }, site)).toBe(true);
  });

  it('lists every page of a paginated list, each its own URL, with the list page\'s lastmod and no alternates past page 1', () => {
    const urls = sitemapUrlsOf({ '/blog/': page('/blog/', 'es_ES', { listPages: 3 }, '/en/blog/') }, site).get('es_ES')!;
    expect(urls.map((u) => u.loc)).toEqual(['https://www.example.edu/blog/', 'https://www.example.edu/blog/2/', 'https://www.example.edu/blog/3/']);
    expect(urls.map((u) => u.alternates.length)).toEqual([3, 0, 0]);
    expect(new Set(urls.map((u) => u.lastmod))).toEqual(new Set(['2026-10-02T10:30:00.000Z']));
  });
});

describe('sitemap files', () => {
  const pages = {
    '/': page('/', 'es_ES', {}, '/en/'),
    '/en/': page('/en/', 'en_GB', { modified: '2026-11-05T08:00:00+01:00' }, '/'),
    '/a/': page('/a/', 'es_ES', { modified: '2025-01-01T00:00:00.000Z' }),
    '/b/': page('/b/', 'es_ES', { modified: '2027-03-04T05:06:07.000Z' }),
    '/c/': page('/c/', 'es_ES'),
    '/d/': page('/d/', 'es_ES'),
    '/hidden/': page('/hidden/', 'es_ES', { isIndexed: false, modified: '2030-01-01T00:00:00.000Z' }),
  };

  it('splits a language at the URL limit and the index lists every file with the newest lastmod of its URLs', () => {
    const files = renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl, 3);
    expect(Object.keys(files).sort()).toEqual(['sitemap-en-gb.xml', 'sitemap-es-es-2.xml', 'sitemap-es-es.xml', 'sitemap.xml']);
    const index = parseXml(files['sitemap.xml']!);
    expect(index.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(texts(index, 'sitemap', 'loc')).toEqual([
      'https://www.example.edu/sitemap-es-es.xml', 'https://www.example.edu/sitemap-es-es-2.xml', 'https://www.example.edu/sitemap-en-gb.xml',
    ]);
    // es: /, /a/, /b/ | /c/, /d/ (sorted by path; /hidden/ left out)
    expect(texts(parseXml(files['sitemap-es-es.xml']!), 'url', 'loc')).toEqual(['https://www.example.edu/', 'https://www.example.edu/a/', 'https://www.example.edu/b/']);
    expect(texts(parseXml(files['sitemap-es-es-2.xml']!), 'url', 'loc')).toEqual(['https://www.example.edu/c/', 'https://www.example.edu/d/']);
    expect(texts(index, 'sitemap', 'lastmod')).toEqual(['2027-03-04T05:06:07.000Z', '2026-10-02T10:30:00.000Z', '2026-11-05T07:00:00.000Z']);
    // Under the limit: one file per language.
    expect(Object.keys(renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl)).sort()).toEqual(['sitemap-en-gb.xml', 'sitemap-es-es.xml', 'sitemap.xml']);
  });

  it('gives lastmod from the page\'s modified date, never the build time', () => {
    const files = renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl);
    const doc = parseXml(files['sitemap-es-es.xml']!);
    const lastmod = Object.fromEntries([...doc.getElementsByTagName('url')].map((u) => [u.getElementsByTagName('loc')[0]!.textContent, u.getElementsByTagName('lastmod')[0]!.textContent]));
    expect(lastmod['https://www.example.edu/a/']).toBe('2025-01-01T00:00:00.000Z');
    expect(lastmod['https://www.example.edu/c/']).toBe('2026-10-02T10:30:00.000Z');
    // The same pages give the same bytes at another time.
    expect(renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl)).toEqual(files);
  });

  it('declares exactly alternatesOf() of each page as xhtml:link, in the page\'s language file', () => {
    const files = renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl);
    const en = parseXml(files['sitemap-en-gb.xml']!);
    const url = en.getElementsByTagName('url')[0]!;
    const links = [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => ({ rel: l.getAttribute('rel'), hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') }));
    expect(links).toEqual(alternatesOf({ locale: 'en_GB', path: '/en/', pageLanguages: pages['/en/'].facts.pageLanguages }, site).map((a) => ({ rel: 'alternate', ...a })));
    expect(links.find((l) => l.hreflang === 'x-default')?.href).toBe('https://www.example.edu/');
    // A page with no translation declares none.
    expect(files['sitemap-es-es.xml']).toMatch(/<url><loc>https:\/\/www\.example\.edu\/a\/<\/loc><lastmod>[^<]+<\/lastmod><\/url>/);
  });

  it('escapes URLs and names the page when a modified date is not a date', () => {
    const odd = { '/a&b/': page('/a&b/', 'es_ES') };
    const xml = renderSitemaps(sitemapUrlsOf(odd, site), site.domainUrl)['sitemap-es-es.xml']!;
    expect(texts(parseXml(xml), 'url', 'loc')).toEqual(['https://www.example.edu/a&b/']);
    const bad = () => sitemapUrlsOf({ '/a/': page('/a/', 'es_ES', { modified: 'yesterday' }) }, site);
    expect(bad).toThrow(PageErrors);
    expect(bad).toThrow('page /a/ › modified: "yesterday" is not a date');
  });

  it('renders one language again and keeps the other\'s index entries as published (a one-path rebuild)', () => {
    const published = renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl, 3);
    const changed = { ...pages, '/en/x/': page('/en/x/', 'en_GB', { modified: '2031-01-01T00:00:00.000Z' }) };
    const partial = renderSitemaps(sitemapUrlsOf(changed, site, new Set(['en_GB'])), site.domainUrl, 3, published['sitemap.xml']);
    const full = renderSitemaps(sitemapUrlsOf(changed, site), site.domainUrl, 3);
    // Only the English part and the index, each as a full rendering gives them.
    expect(Object.keys(partial).sort()).toEqual(['sitemap-en-gb.xml', 'sitemap.xml']);
    expect(partial['sitemap-en-gb.xml']).toBe(full['sitemap-en-gb.xml']);
    expect(partial['sitemap.xml']).toBe(full['sitemap.xml']);
    expect(partial['sitemap.xml']).not.toBe(published['sitemap.xml']);
    expect(() => renderSitemaps(sitemapUrlsOf(changed, site, new Set(['en_GB'])), site.domainUrl, 3)).toThrow('no published index');
  });

  it('tells which language a sitemap part belongs to', () => {
    expect(['sitemap-es-es.xml', 'sitemap-es-es-2.xml', 'sitemap-en-gb.xml', 'sitemap.xml', 'sitemap-es-es-x.xml'].filter((f) => isSitemapOf(f, 'es_ES'))).toEqual(['sitemap-es-es.xml', 'sitemap-es-es-2.xml']);
    expect(['sitemap-es-es.xml', 'sitemap-en-gb.xml', 'sitemap-en-gb-12.xml'].filter((f) => isSitemapOf(f, 'en_GB'))).toEqual(['sitemap-en-gb.xml', 'sitemap-en-gb-12.xml']);
  });

  it('recognises its own files and refuses a limit below one', () => {
    expect(['sitemap.xml', 'sitemap-es-es.xml', 'sitemap-en-gb-2.xml', 'rss.xml', 'sitemaps/x.xml'].filter(isSitemapFile)).toEqual(['sitemap.xml', 'sitemap-es-es.xml', 'sitemap-en-gb-2.xml']);
    expect(() => renderSitemaps(new Map(), site.domainUrl, 0)).toThrow(RangeError);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap index by its absolute URL', () => {
    expect(renderRobots('https://www.example.edu')).toBe('User-agent: *\nAllow: /\nSitemap: https://www.example.edu/sitemap.xml\n');
  });
});
