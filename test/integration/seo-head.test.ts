// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseImageUrl } from '../../modules/image-url.js';
import { htmlFileFor } from '../../src/contract/paths.js';
import type { PageData } from '../../src/publish/render/render-page.js';
import type { Page } from '../../templates/types.js';
import { pagesAsBuilt } from '../helpers/built-pages.js';

/**
 * The head of every page of the shared demo build, read the way a crawler reads it (
 * hreflang, canonical, robots, Open Graph, feeds, JSON-LD).
 */
const DOMAIN = 'https://www.edte.example';
type Node = Record<string, unknown> & { '@type': string };

interface Built {
  path: string;
  /** The page as rendered (the content API, as the build asked it); for page n of a list, its first page. */
  page: Page;
  paginated: boolean;
  robots: string | null;
  canonical: string | null;
  alternates: [string, string][];
  feed: string | null;
  meta: Map<string, string[]>;
  jsonLd: string[];
  nodes: Node[];
}

let pages: Built[] = [];
const byUrl = new Map<string, Built>();

beforeAll(async () => {
  const out = inject('demoOutput');
  const asBuilt = await pagesAsBuilt();
  const parser = new DOMParser();
  const files = fg.sync('page-data/**/page-data.json', { cwd: out });
  pages = files.map((file) => {
    const data = JSON.parse(readFileSync(join(out, file), 'utf8')) as PageData;
    const html = readFileSync(join(out, htmlFileFor(data.path)), 'utf8');
    // The head alone: what this test reads, and a fraction of the parsing time.
    const doc = parser.parseFromString(html.slice(0, html.indexOf('</head>') + 7), 'text/html');
    const meta = new Map<string, string[]>();
    for (const m of doc.head.querySelectorAll('meta[property], meta[name]')) {
      const key = m.getAttribute('property') ?? m.getAttribute('name')!;
      meta.set(key, [...(meta.get(key) ?? []), m.getAttribute('content') ?? '']);
    }
    const jsonLd = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
    const built: Built = {
      path: data.path,
      page: asBuilt.get(data.result.pageContext.pagination?.basePath ?? data.path)!,
      paginated: (data.result.pageContext.pagination?.current ?? 1) > 1,
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!]),
      feed: doc.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href') ?? null,
      meta,
      jsonLd,
      nodes: jsonLd.flatMap((text) => (JSON.parse(text) as { '@graph': Node[] })['@graph']),
    };
    byUrl.set(DOMAIN + data.path, built);
    return built;
  });
});

const sorted = (list: [string, string][]) => [...list].sort((a, b) => a[0].localeCompare(b[0]));
const isAbsolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${DOMAIN}/`);
const hasFaqModule = (p: Built) => [p.page.template.heroSection, p.page.template.mainSection].some((s) => s?.modules.some((m) => m.component === 'FAQ'));
const ofType = (p: Built, type: string) => p.nodes.filter((n) => n['@type'] === type);

describe('the head of every demo page ', () => {
  it('reads the whole build', () => {
    expect(pages.length).toBeGreaterThanOrEqual(1200);
  });

  it('hreflang: each translated page lists itself and its translation, x-default = the Spanish page, and the translation lists the same set', () => {
    let pairs = 0;
    for (const p of pages) {
      const translated = !p.paginated && p.page.pageLanguages.some((l) => l.locale !== p.page.locale && l.isLive && l.path);
      if (!translated) {
        expect(p.alternates, p.path).toEqual([]);
        continue;
      }
      pairs++;
      const own = p.page.locale === 'es_ES' ? 'es-ES' : 'en-GB';
      expect(p.alternates.find(([h]) => h === own)?.[1], p.path).toBe(DOMAIN + p.path);
      const spanish = p.alternates.find(([h]) => h === 'es-ES')?.[1];
      expect(spanish, p.path).toBeDefined();
      expect(p.alternates.find(([h]) => h === 'x-default')?.[1], p.path).toBe(spanish);
      expect(p.alternates.map(([h]) => h).sort(), p.path).toEqual(['en-GB', 'es-ES', 'x-default']);
      for (const [hreflang, href] of p.alternates) {
        if (hreflang === 'x-default') continue;
        const target = byUrl.get(href);
        expect(target, `${p.path} → ${href}`).toBeDefined();
        expect(sorted(target!.alternates), `${p.path} ↔ ${href}`).toEqual(sorted(p.alternates));
      }
    }
    expect(pairs).toBeGreaterThan(1000);
  });

  it('canonical: every page is its own canonical, an absolute URL', () => {
    for (const p of pages) expect(p.canonical, p.path).toBe(DOMAIN + p.path);
  });

  it('robots: noindex exactly on 404, 500 and the pages the CMS marks not indexed; the search page is indexable', () => {
    const noindex = pages.filter((p) => p.robots?.startsWith('noindex')).map((p) => p.path).sort();
    const expected = pages.filter((p) => !p.page.isIndexed || p.page.template.templateType === 'Error404' || /^(\/en)?\/(404|500)\/$/.test(p.path)).map((p) => p.path).sort();
    expect(noindex).toEqual(expected);
    expect(noindex).toEqual(expect.arrayContaining(['/404/', '/en/404/', '/500/', '/en/500/']));
    // Its results state is noindex in the browser (modules/page-robots.ts), not in the static HTML.
    for (const path of ['/buscar/', '/en/search/']) expect(pages.find((p) => p.path === path)?.robots, path).toBe('index,follow');
    for (const p of pages) expect(p.robots, p.path).toMatch(/^(no)?index,(no)?follow$/);
  });

  it('announces the feed of its language on every page', () => {
    for (const p of pages) expect(p.feed, p.path).toBe(p.page.locale === 'es_ES' ? '/rss.xml' : '/en/rss.xml');
  });

  it('Open Graph and X card: title, type, url = canonical, locales, an absolute 1200-wide image', () => {
    for (const p of pages) {
      const one = (key: string) => p.meta.get(key)?.[0];
      expect(one('og:title'), p.path).toBeTruthy();
      expect(one('og:type'), p.path).toMatch(/^(website|article|profile)$/);
      expect(one('og:url'), p.path).toBe(p.canonical);
      expect(one('og:locale'), p.path).toBe(p.page.locale);
      expect(p.meta.get('og:locale:alternate') ?? [], p.path).toEqual(p.alternates.length > 0 ? [p.page.locale === 'es_ES' ? 'en_GB' : 'es_ES'] : []);
      expect(one('twitter:card'), p.path).toBe('summary_large_image');
      const image = one('og:image');
      expect(isAbsolute(image), `${p.path}: ${image}`).toBe(true);
      const segments = parseImageUrl(new URL(image!).pathname.replace(/^\/_img/, ''));
      expect(segments, `${p.path}: ${image}`).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    }
  });

  it('JSON-LD: one block per page that parses and escapes markup characters', () => {
    for (const p of pages) {
      expect(p.jsonLd.length, p.path).toBeLessThanOrEqual(1);
      for (const text of p.jsonLd) expect(text, p.path).not.toMatch(/[<>\u2028\u2029]/);
    }
  });

  it('JSON-LD: every node has the properties its rich result requires', () => {
    const check: Record<string, (n: Node, p: Built) => void> = {
      CollegeOrUniversity: (n) => {
        expect(n.name).toBeTruthy();
        expect(isAbsolute(n.url) && isAbsolute(n.logo)).toBe(true);
        expect(n.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String), postalCode: expect.any(String), addressLocality: 'Madrid', addressCountry: 'ES' });
        expect(n.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: expect.any(String), telephone: expect.any(String) });
        expect((n.sameAs as string[]).length).toBeGreaterThan(0);
      },
      Course: (n) => {
        expect(n).toMatchObject({ name: expect.any(String), description: expect.any(String), provider: { name: expect.any(String) } });
        expect(n).not.toHaveProperty('inLanguage');
        expect(n.offers).toMatchObject({ '@type': 'Offer', price: expect.any(Number), priceCurrency: 'EUR' });
        expect(n.hasCourseInstance).toMatchObject({ '@type': 'CourseInstance', courseMode: expect.stringMatching(/^(onsite|online)$/), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      },
      EducationalOccupationalProgram: (n) => {
        // schema.org has no inLanguage on a programme (an Intangible).
        expect(n).not.toHaveProperty('inLanguage');
        expect(n).toMatchObject({ name: expect.any(String), description: expect.any(String), provider: { name: expect.any(String) }, educationalCredentialAwarded: expect.any(String) });
        expect(n.timeToComplete).toMatch(/^P\d+Y$/);
        expect(n.numberOfCredits).toMatchObject({ '@type': 'QuantitativeValue', value: expect.any(Number), unitText: 'ECTS' });
        expect(['onsite', 'online']).toContain(n.educationalProgramMode);
        expect(n.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(n.offers).toMatchObject({ '@type': 'Offer', price: expect.any(Number), priceCurrency: 'EUR', priceSpecification: { unitText: expect.stringMatching(/\d{4}-\d{4}$/) } });
      },
      Event: (n) => {
        expect(n.name).toBeTruthy();
        // Date-times with their offset (Europe/Madrid), and an end.
        expect(n.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(n.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(n.eventStatus).toBe('https://schema.org/EventScheduled');
        const location = n.location as Node;
        if (n.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode') expect(location).toMatchObject({ '@type': 'VirtualLocation', url: expect.stringMatching(/^https:/) });
        else expect(location).toMatchObject({ '@type': 'Place', name: expect.any(String), address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } });
        expect(isAbsolute(n.image)).toBe(true);
      },
      NewsArticle: (n) => checkArticle(n),
      BlogPosting: (n) => checkArticle(n),
      ProfilePage: (n) => expect(n.mainEntity).toMatchObject({ '@type': 'Person', name: expect.any(String), jobTitle: expect.any(String) }),
      BreadcrumbList: (n, p) => {
        const items = n.itemListElement as Node[];
        expect(items.length).toBe(p.page.breadcrumb.length);
        items.forEach((item, i) => {
          expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1, name: p.page.breadcrumb[i]!.label });
          expect(item.item).toBe(DOMAIN + p.page.breadcrumb[i]!.path);
        });
      },
      FAQPage: (n) => {
        const questions = n.mainEntity as Node[];
        expect(questions.length).toBeGreaterThan(0);
        for (const q of questions) expect(q).toMatchObject({ '@type': 'Question', name: expect.any(String), acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } });
      },
    };
    function checkArticle(n: Node) {
      expect(typeof n.headline === 'string' && n.headline.length > 0 && n.headline.length <= 110).toBe(true);
      expect((n.image as string[]).every(isAbsolute)).toBe(true);
      expect(Date.parse(n.datePublished as string)).not.toBeNaN();
      expect(Date.parse(n.dateModified as string)).not.toBeNaN();
      expect((n.author as Node).name).toBeTruthy();
    }
    const seen = new Set<string>();
    for (const p of pages) {
      for (const node of p.nodes) {
        seen.add(node['@type']);
        const validate = check[node['@type']];
        expect(validate, `${p.path}: unexpected ${node['@type']}`).toBeDefined();
        try {
          validate!(node, p);
        } catch (error) {
          throw new Error(`${p.path} ${node['@type']}: ${(error as Error).message}`);
        }
      }
    }
    expect([...seen].sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'CollegeOrUniversity', 'Course', 'EducationalOccupationalProgram', 'Event', 'FAQPage', 'NewsArticle', 'ProfilePage']);
  });

  it('each page has the structured data of its kind: home, programmes, events, news, articles, faculty, FAQ, breadcrumb', () => {
    const expectedTypes: Record<string, string> = { ProgramDetail: 'EducationalOccupationalProgram', EventDetail: 'Event', NewsDetail: 'NewsArticle', BlogDetail: 'BlogPosting', ProfessorDetail: 'ProfilePage' };
    for (const p of pages) {
      expect(ofType(p, 'CollegeOrUniversity').length, p.path).toBe(p.page.isHome ? 1 : 0);
      const main = expectedTypes[p.page.template.templateType];
      if (main) expect(ofType(p, main), p.path).toHaveLength(1);
      expect(ofType(p, 'FAQPage').length, p.path).toBe(hasFaqModule(p) ? 1 : 0);
      expect(ofType(p, 'BreadcrumbList').length, p.path).toBe(p.page.breadcrumb.length >= 2 ? 1 : 0);
    }
    for (const path of ['/', '/en/']) expect(ofType(byUrl.get(DOMAIN + path)!, 'CollegeOrUniversity'), path).toHaveLength(1);
    const programme = byUrl.get(`${DOMAIN}/en/higher-degree-in-web-application-development/`)!;
    expect(ofType(programme, 'EducationalOccupationalProgram')[0]).toMatchObject({ timeToComplete: 'P2Y', numberOfCredits: { value: 120 }, startDate: '2027-09-13', offers: { priceSpecification: { unitText: 'academic year 2027-2028' } } });
    expect(ofType(programme, 'FAQPage')).toHaveLength(1);
    const online = byUrl.get(`${DOMAIN}/en/events/online-information-session-for-families/`)!;
    expect(ofType(online, 'Event')[0]).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
    for (const type of ['NewsArticle', 'BlogPosting', 'ProfilePage', 'Event']) expect(pages.some((p) => ofType(p, type).length > 0), type).toBe(true);
  });
});
