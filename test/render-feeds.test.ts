// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ManifestPage, PageFacts } from '../src/publish/manifest/manifest.js';
import { FEED_ITEMS, renderFeeds } from '../src/publish/discovery/render-feeds.js';
import { feedDescriptionOf } from '../src/contract/event-calendar.js';
import { PageErrors } from '../src/errors.js';
import { parseXml, texts } from './helpers/parse-xml.js';

const site = {
  name: 'Escuela & <Co>', domainUrl: 'https://www.example.edu',
  languages: [{ locale: 'es_ES' as const, prefix: '', isDefault: true }, { locale: 'en_GB' as const, prefix: '/en' }],
};
const day = 86_400_000;

function page(locale: 'es_ES' | 'en_GB', facts: Partial<PageFacts>): ManifestPage {
  return {
    id: 1, locale, hash: 'h', files: {},
    facts: {
      template: 'NewsDetail', title: 'T', description: 'D', isIndexed: true, canonicalURL: '',
      modified: '2026-10-02T10:30:00.000Z', published: '2026-10-01T09:00:00.000Z', listPages: 1, pageLanguages: [], inline: { scripts: [], styles: [], frames: [] }, ...facts,
    },
  };
}

describe('RSS feeds of news and articles', () => {
  it('writes one RSS 2.0 feed per language at feedPath, with its channel, language and atom:link self', () => {
    const files = renderFeeds({ '/n/': page('es_ES', {}), '/en/n/': page('en_GB', {}) }, site);
    expect(Object.keys(files).sort()).toEqual(['en/rss.xml', 'rss.xml']);
    const en = parseXml(files['en/rss.xml']!);
    expect(en.documentElement.getAttribute('version')).toBe('2.0');
    const channel = en.getElementsByTagName('channel')[0]!;
    const child = (name: string) => [...channel.children].find((c) => c.localName === name)!;
    expect(child('title').textContent).toBe('Escuela & <Co>: News and articles');
    expect(child('link').textContent).toBe('https://www.example.edu/en/');
    expect(child('description').textContent).toContain('News and articles');
    expect(child('language').textContent).toBe('en-GB');
    const self = en.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect([self.getAttribute('href'), self.getAttribute('rel'), self.getAttribute('type')]).toEqual(['https://www.example.edu/en/rss.xml', 'self', 'application/rss+xml']);
    expect(parseXml(files['rss.xml']!).getElementsByTagName('language')[0]!.textContent).toBe('es-ES');
  });

  it('lists the latest 50 indexable news and articles of the language, newest first, as absolute permalinks with RFC 822 dates', () => {
    const pages: Record<string, ManifestPage> = {
      '/otra/': page('es_ES', { template: 'EventDetail', published: '2030-01-01T00:00:00.000Z' }),
      '/oculta/': page('es_ES', { isIndexed: false, published: '2030-01-01T00:00:00.000Z' }),
      '/en/new/': page('en_GB', { published: '2030-01-01T00:00:00.000Z' }),
    };
    for (let n = 0; n < 60; n++) {
      pages[`/item-${n}/`] = page('es_ES', { template: n % 2 ? 'BlogDetail' : 'NewsDetail', title: `Item ${n}`, published: new Date(Date.UTC(2026, 0, 1) + n * day).toISOString() });
    }
    const doc = parseXml(renderFeeds(pages, site)['rss.xml']!);
    const links = texts(doc, 'item', 'link');
    expect(links).toHaveLength(FEED_ITEMS);
    expect(links[0]).toBe('https://www.example.edu/item-59/');
    expect(links.at(-1)).toBe('https://www.example.edu/item-10/');
    expect(texts(doc, 'item', 'guid')).toEqual(links);
    expect([...doc.getElementsByTagName('guid')].every((g) => g.getAttribute('isPermaLink') === 'true')).toBe(true);
    expect(texts(doc, 'item', 'pubDate')[0]).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
    expect(doc.getElementsByTagName('lastBuildDate')[0]!.textContent).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
  });

  it('escapes hostile titles and descriptions so the feed stays well-formed and says exactly what the page says', () => {
    const title = '<b>&"\'</b> ]]> \u0001';
    const description = '<script>alert("x")</script> & more';
    const xml = renderFeeds({ '/n/': page('es_ES', { title, description }) }, site)['rss.xml']!;
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain('<script>');
    const doc = parseXml(xml);
    expect(texts(doc, 'item', 'title')).toEqual(['<b>&"\'</b> ]]> ']);
    expect(texts(doc, 'item', 'description')).toEqual([description]);
  });

  it('names the page when its published date is not a date', () => {
    const bad = () => renderFeeds({ '/n/': page('es_ES', { published: 'soon' }) }, site);
    expect(bad).toThrow(PageErrors);
    expect(bad).toThrow('page /n/ › published: "soon" is not a date');
  });

  it('still writes an empty feed for a language without news (every head announces it)', () => {
    const doc = parseXml(renderFeeds({}, site)['en/rss.xml']!);
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
  });

  it('describes an item by its meta description, else its social description, else the content\'s abstract', () => {
    const page = { metaDescription: 'meta', socialDescription: 'social', structuredDataContent: { abstract: 'abstract' } };
    expect(feedDescriptionOf(page)).toBe('meta');
    expect(feedDescriptionOf({ ...page, metaDescription: '' })).toBe('social');
    expect(feedDescriptionOf({ ...page, metaDescription: '', socialDescription: '' })).toBe('abstract');
    expect(feedDescriptionOf({ metaDescription: '', socialDescription: '', structuredDataContent: null })).toBe('');
  });
});
