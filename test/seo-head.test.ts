// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderDocument, renderParts } from '../templates/document.js';
import type { PageProps } from '../templates/types.js';
import { seoPage, seoProps } from './helpers/seo-page.js';

/** The full HTML of a page, parsed as a browser (or a crawler) would. */
function headOf(props: PageProps): Document {
  const html = renderDocument(renderParts(props), props.page.locale, { styles: [], scripts: [] }, 'test');
  return new DOMParser().parseFromString(html, 'text/html');
}
const attr = (doc: Document, selector: string, name = 'content') => doc.head.querySelector(selector)?.getAttribute(name) ?? null;
const all = (doc: Document, selector: string, name: string) => [...doc.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
const english = {
  locale: 'en_GB', path: '/en/web-development/', fullUrl: 'https://www.example.edu/en/web-development/',
  fullPath: { domainUrl: 'https://www.example.edu', language: '/en', page: '/web-development/', compose: '/en/web-development/' },
};

describe('the managed head', () => {
  it('robots, canonical, hreflang, feed, Open Graph, X card and JSON-LD, every element managed (data-sg)', () => {
    const doc = headOf(seoProps(seoPage()));
    expect(attr(doc, 'meta[name="robots"]')).toBe('index,follow');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://www.example.edu/daw/');
    expect([...doc.head.querySelectorAll('link[hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([
      ['es-ES', 'https://www.example.edu/daw/'],
      ['en-GB', 'https://www.example.edu/en/web-development/'],
      ['x-default', 'https://www.example.edu/daw/'],
    ]);
    const feed = doc.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')!;
    expect([feed.getAttribute('href'), feed.getAttribute('title')]).toEqual(['/rss.xml', 'Escuela Universitaria de Diseño, Tecnología y Empresa: Noticias y artículos']);
    expect(attr(doc, 'meta[property="og:title"]')).toBe('DAW | EDTE');
    expect(attr(doc, 'meta[property="og:description"]')).toBe('Aprende a crear aplicaciones web.');
    expect(attr(doc, 'meta[property="og:type"]')).toBe('website');
    expect(attr(doc, 'meta[property="og:url"]')).toBe('https://www.example.edu/daw/');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('es_ES');
    expect(all(doc, 'meta[property="og:locale:alternate"]', 'content')).toEqual(['en_GB']);
    expect(attr(doc, 'meta[property="og:image"]')).toBe('https://www.example.edu/_img/c_cover/q_75/w_1200/h_630/p_center/t_none/f_jpeg/img/demo/programs/daw.jpg');
    expect(attr(doc, 'meta[property="og:image:alt"]')).toBe('Estudiantes en el laboratorio');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]!.textContent!) as { '@graph': { '@type': string }[] })['@graph'];
    expect(graph.map((n) => n['@type'])).toEqual(['EducationalOccupationalProgram', 'Course', 'BreadcrumbList']);
    // The router replaces exactly the data-sg elements: every search/social element must be one.
    const managed = 'meta[name="robots"], link[rel="canonical"], link[rel="alternate"], meta[property], meta[name^="twitter:"], script[type="application/ld+json"]';
    expect([...doc.head.querySelectorAll(managed)].every((e) => e.hasAttribute('data-sg'))).toBe(true);
  });

  it('the English page: its own canonical, the same hreflang set, its own feed and locales', () => {
    const doc = headOf(seoProps(seoPage(english)));
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://www.example.edu/en/web-development/');
    expect(all(doc, 'link[hreflang]', 'href')).toEqual(['https://www.example.edu/en/web-development/', 'https://www.example.edu/daw/', 'https://www.example.edu/daw/']);
    expect(all(doc, 'link[hreflang]', 'hreflang')).toEqual(['en-GB', 'es-ES', 'x-default']);
    expect(attr(doc, 'link[type="application/rss+xml"]', 'href')).toBe('/en/rss.xml');
    expect(attr(doc, 'link[type="application/rss+xml"]', 'title')).toBe('Escuela Universitaria de Diseño, Tecnología y Empresa: News and articles');
    expect([attr(doc, 'meta[property="og:locale"]'), ...all(doc, 'meta[property="og:locale:alternate"]', 'content')]).toEqual(['en_GB', 'es_ES']);
  });

  it('canonical: the CMS canonicalURL when set (a path on the site), never a script URL', () => {
    expect(attr(headOf(seoProps(seoPage({ canonicalURL: '/grado-daw/' }))), 'link[rel="canonical"]', 'href')).toBe('https://www.example.edu/grado-daw/');
    expect(attr(headOf(seoProps(seoPage({ canonicalURL: 'https://www.example.edu/daw-2/' }))), 'meta[property="og:url"]')).toBe('https://www.example.edu/daw-2/');
    expect(attr(headOf(seoProps(seoPage({ canonicalURL: 'javascript:alert(1)' }))), 'link[rel="canonical"]', 'href')).toBe('https://www.example.edu/daw/');
  });

  it('robots: isIndexed/follow from the CMS; 404 and 500 are noindex whatever the CMS says, the search page is an ordinary page', () => {
    const robots = (overrides: Record<string, unknown>) => attr(headOf(seoProps(seoPage(overrides))), 'meta[name="robots"]');
    expect(robots({ isIndexed: false })).toBe('noindex,follow');
    expect(robots({ follow: false })).toBe('index,nofollow');
    const template = (templateType: string) => ({ templateType, editorID: 1 });
    // Its results are a browser state (modules/page-robots.ts); the page itself follows the CMS.
    expect(robots({ path: '/buscar/', template: template('SearchResults') })).toBe('index,follow');
    expect(robots({ path: '/buscar/', template: template('SearchResults'), isIndexed: false })).toBe('noindex,follow');
    expect(robots({ template: template('Error404') })).toBe('noindex,follow');
    expect(robots({ path: '/500/', template: template('BasicTemplate') })).toBe('noindex,follow');
    expect(robots({ path: '/en/500/', locale: 'en_GB', template: template('BasicTemplate') })).toBe('noindex,follow');
    expect(robots({ path: '/en/404/', locale: 'en_GB', template: template('BasicTemplate') })).toBe('noindex,follow');
    expect(robots({ path: '/500-razones/', template: template('BasicTemplate') })).toBe('index,follow');
  });

  it('declares no hreflang for a page without a live translation, nor for page 2 of a list', () => {
    const lonely = seoPage({ pageLanguages: [{ pageId: 1042, languageId: 1, locale: 'es_ES', isLive: true, path: '/daw/' }, { pageId: 1043, languageId: 2, locale: 'en_GB', isLive: false, path: '/en/web-development/' }] });
    const doc = headOf(seoProps(lonely));
    expect(doc.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
    expect(doc.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(0);
    const second = headOf(seoProps(seoPage({ path: '/daw/2/', fullUrl: 'https://www.example.edu/daw/2/' }), { pagination: { current: 2, total: 3, totalItems: 120, basePath: '/daw/' } }));
    expect(second.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
    expect(attr(second, 'link[rel="canonical"]', 'href')).toBe('https://www.example.edu/daw/2/');
  });

  it('social fallbacks: social fields win; else the meta fields and the hero image; no image → summary card', () => {
    const social = headOf(seoProps(seoPage({ socialTitle: 'Estudia DAW', socialDescription: 'Programa oficial.' })));
    expect([attr(social, 'meta[property="og:title"]'), attr(social, 'meta[property="og:description"]')]).toEqual(['Estudia DAW', 'Programa oficial.']);
    const untitled = headOf(seoProps(seoPage({ metaTitle: '' })));
    expect(attr(untitled, 'meta[property="og:title"]')).toBe('Desarrollo de Aplicaciones Web');
    const hero = seoPage({
      socialImage: null,
      template: { templateType: 'BasicTemplate', editorID: 1, heroSection: { component: 'Section', name: 'Hero', editorID: 2, modules: [{ component: 'HeroImage', editorID: 3, title: 'DAW', image: { url: '/img/demo/hero.jpg', alt: 'El campus' } }] } },
    });
    const withHero = headOf(seoProps(hero));
    expect(attr(withHero, 'meta[property="og:image"]')).toBe('https://www.example.edu/_img/c_cover/q_75/w_1200/h_630/p_center/t_none/f_jpeg/img/demo/hero.jpg');
    expect(attr(withHero, 'meta[property="og:image:alt"]')).toBe('El campus');
    const bare = headOf(seoProps(seoPage({ socialImage: null })));
    expect(bare.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(attr(bare, 'meta[name="twitter:card"]')).toBe('summary');
  });

  it('og:type article (with its dates) for news and blog, profile for faculty; an absolute image host is kept', () => {
    const news = headOf(seoProps(seoPage({ structuredData: 'NEWS' })));
    expect(attr(news, 'meta[property="og:type"]')).toBe('article');
    expect(attr(news, 'meta[property="article:published_time"]')).toBe('2026-09-01T08:00:00.000Z');
    expect(attr(headOf(seoProps(seoPage({ structuredData: 'TEACHERS' }))), 'meta[property="og:type"]')).toBe('profile');
    const cdn = headOf(seoProps(seoPage(), { imageHost: 'https://img.example.net' }));
    expect(attr(cdn, 'meta[property="og:image"]')).toMatch(/^https:\/\/img\.example\.net\/c_cover\/.*\/w_1200\/h_630\//);
  });
});
