import type { Language, Locale, ValidPage } from '../../src/contract/schemas.js';

/**
 * The language alternates of a page, shared by the head (`<link rel="alternate" hreflang>`) and
 * the sitemap (`xhtml:link`) so both always list the same set (Google's international-SEO
 * conventions): the page itself, each live translation from pageLanguages, and `x-default`
 * pointing to the default (Spanish) language's version when that version exists. Built from the
 * same pageLanguages on both pages of a pair, so the pair is reciprocal by construction.
 */
export interface Alternate {
  /** es-ES, en-GB or x-default. */
  hreflang: string;
  /** Fully qualified URL. */
  href: string;
}

/** hreflang / BCP 47 tag for a CMS locale: es_ES → es-ES, en_GB → en-GB. */
export function hreflangOf(locale: string): string {
  return locale.replace('_', '-');
}

/** Open Graph locale: the CMS locale as it is (es_ES, en_GB). */
export function ogLocaleOf(locale: string): string {
  return locale;
}

/** A site path on the site's domain: https://www.example.edu + /en/x/. */
export function absoluteUrl(domainUrl: string, path: string): string {
  // A plain origin and a plain absolute path join as they are: what WHATWG URL gives for them,
  // without parsing two URLs several times per page (spec 9). Anything else (ports, case, dot
  // segments, escapes, queries, another scheme) is left to URL.
  if (PLAIN_ORIGIN.test(domainUrl) && PLAIN_PATH.test(path)) return (domainUrl.endsWith('/') ? domainUrl.slice(0, -1) : domainUrl) + path;
  return new URL(path, domainUrl.endsWith('/') ? domainUrl : `${domainUrl}/`).href;
}

/** http(s), a lower-case host whose last label has a letter (no IPv4 to normalise) and no punycode, no port. */
const PLAIN_ORIGIN = /^https?:\/\/(?!.*xn--)(?:[a-z0-9-]+\.)*[a-z0-9-]*[a-z][a-z0-9-]*\/?$/;
/** Starts with one slash; no dot segment, empty segment, escape, query or fragment. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9\-_~][A-Za-z0-9\-._~]*(?:\/[A-Za-z0-9\-_~][A-Za-z0-9\-._~]*)*\/?)?$/;

/** pageLanguages entries need only locale, isLive and path (the manifest keeps just these for the sitemap). */
type AlternatePage = Pick<ValidPage, 'locale' | 'path'> & { pageLanguages: Pick<ValidPage['pageLanguages'][number], 'locale' | 'isLive' | 'path'>[] };
type AlternateSite = { domainUrl: string; languages: Pick<Language, 'locale' | 'isDefault'>[] };

/**
 * The page and its live translations in the site's languages, by locale (the page first): the
 * pairs that really exist, from pageLanguages. Open Graph's og:locale:alternate uses it too.
 */
export function translationsOf(page: AlternatePage, site: Pick<AlternateSite, 'languages'>): Map<Locale, string> {
  const byLocale = new Map<Locale, string>([[page.locale, page.path]]);
  for (const l of page.pageLanguages) {
    if (l.isLive && l.path && !byLocale.has(l.locale) && site.languages.some((s) => s.locale === l.locale)) byLocale.set(l.locale, l.path);
  }
  return byLocale;
}

export function alternatesOf(page: AlternatePage, site: AlternateSite): Alternate[] {
  const byLocale = translationsOf(page, site);
  // A page with no live translation has no alternates to declare.
  if (byLocale.size < 2) return [];
  const alternates = [...byLocale].map(([locale, path]) => ({ hreflang: hreflangOf(locale), href: absoluteUrl(site.domainUrl, path) }));
  const defaultLocale = site.languages.find((l) => l.isDefault)?.locale ?? site.languages[0]?.locale;
  const defaultPath = defaultLocale ? byLocale.get(defaultLocale) : undefined;
  if (defaultPath) alternates.push({ hreflang: 'x-default', href: absoluteUrl(site.domainUrl, defaultPath) });
  return alternates;
}

/** The RSS feed of a language's news and articles: /rss.xml, /en/rss.xml. */
export function feedPath(languagePrefix: string): string {
  return `${languagePrefix}/rss.xml`;
}

/** The sitemap index, and the per-language sitemap files it lists (split every 50,000 URLs). */
export const SITEMAP_INDEX = '/sitemap.xml';
export function sitemapPath(locale: string, part: number): string {
  return `/sitemap-${hreflangOf(locale).toLowerCase()}${part > 1 ? `-${part}` : ''}.xml`;
}
