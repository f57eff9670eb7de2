import { absoluteUrl, alternatesOf, SITEMAP_INDEX, sitemapPath, type Alternate } from '../../../templates/seo/alternates.js';
import { paginatedPath } from '../../../templates/pagination.js';
import type { Language } from '../../contract/schemas.js';
import { escapeXml } from './escape-xml.js';
import { isListed } from '../render/is-listed.js';
import { sortedPages, type Manifest, type StreamedManifest } from '../manifest/manifest.js';
import { parsePageDate } from '../render/parse-page-date.js';

/** sitemaps.org: a sitemap file holds at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  /** W3C datetime of the page's own `modified` (never the build time). */
  lastmod: string;
  alternates: Alternate[];
}

type SitemapSite = { domainUrl: string; languages: Pick<Language, 'locale' | 'prefix' | 'isDefault'>[] };

/** An ISO 8601 date as a W3C datetime in UTC (one fixed format); a value that is not a date is a page error. */
export function w3cDatetime(value: string, path: string, field: string): string {
  return new Date(parsePageDate(value, path, field)).toISOString();
}

/**
 * The indexable URLs of each site language, sorted by path (stable bytes between builds): every
 * indexable page and the pages 2… of a paginated list (each its own canonical page, so listed
 * too), with exactly the alternates the page's head declares (alternatesOf, none past page 1).
 */
export function sitemapUrlsOf(pages: Manifest['pages'] | StreamedManifest['pages'], site: SitemapSite, only?: ReadonlySet<string>): Map<string, SitemapUrl[] | null> {
  // A language left out (`only`, a one-path rebuild of other languages' pages) maps to null:
  // its files stay as published (renderSitemaps keeps its index entries).
  const byLocale = new Map<string, SitemapUrl[] | null>(site.languages.map((l) => [l.locale, !only || only.has(l.locale) ? [] : null]));
  for (const [path, { locale, facts }] of sortedPages(pages)) {
    const urls = byLocale.get(locale);
    if (!urls || !isListed(path, facts, site)) continue;
    const lastmod = w3cDatetime(facts.modified, path, 'modified');
    for (let n = 1; n <= facts.listPages; n++) {
      const variant = paginatedPath(path, n);
      // As in the head (templates/seo/seo-head.tsx), page n > 1 of a list declares no hreflang:
      // its translation's page n need not exist.
      const alternates = n === 1 ? alternatesOf({ locale, path, pageLanguages: facts.pageLanguages }, site) : [];
      urls.push({ loc: absoluteUrl(site.domainUrl, variant), lastmod, alternates });
    }
  }
  return byLocale;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One URL's line of a sitemap part. */
export function urlLine(u: SitemapUrl): string {
  const links = u.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('');
  return `<url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod>${links}</url>\n`;
}

function urlset(urls: SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map(urlLine).join('')}</urlset>\n`;
}

/** A sitemap part's line in the index, with the newest lastmod of its URLs. */
export function indexLine(domainUrl: string, file: string, newest: string): string {
  return `<sitemap><loc>${escapeXml(absoluteUrl(domainUrl, file))}</loc><lastmod>${newest}</lastmod></sitemap>\n`;
}

/**
 * The sitemap files (output-relative name → XML): one or more per language, a new file every
 * `maxUrls` URLs (sitemaps.org limit), and the index at /sitemap.xml listing each with the
 * newest lastmod of its URLs. A language without indexable pages gets no file.
 */
export function renderSitemaps(urlsByLocale: Map<string, SitemapUrl[] | null>, domainUrl: string, maxUrls = SITEMAP_MAX_URLS, publishedIndex?: string): Record<string, string> {
  if (!Number.isInteger(maxUrls) || maxUrls < 1) throw new RangeError(`maxUrls must be a positive integer, not ${maxUrls}`);
  const files: Record<string, string> = {};
  const index: string[] = [];
  const kept = publishedIndex === undefined ? null : indexEntriesByLocale(publishedIndex, domainUrl, [...urlsByLocale.keys()]);
  for (const [locale, urls] of urlsByLocale) {
    if (urls === null) {
      if (!kept) throw new Error(`renderSitemaps: no published index to keep the ${locale} entries from`);
      index.push(...(kept.get(locale) ?? []));
      continue;
    }
    for (let part = 1; (part - 1) * maxUrls < urls.length; part++) {
      const chunk = urls.slice((part - 1) * maxUrls, part * maxUrls);
      const file = sitemapPath(locale, part);
      files[file.slice(1)] = urlset(chunk);
      // ISO 8601 UTC strings of one format compare correctly as text.
      const newest = chunk.reduce((max, u) => (u.lastmod > max ? u.lastmod : max), chunk[0]!.lastmod);
      index.push(indexLine(domainUrl, file, newest));
    }
  }
  files[SITEMAP_INDEX.slice(1)] = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('')}</sitemapindex>\n`;
  return files;
}

/** Whether `file` (output-relative) is one of the sitemap parts of `locale`. */
export function isSitemapOf(file: string, locale: string): boolean {
  const first = sitemapPath(locale, 1).slice(1, -'.xml'.length);
  return file === `${first}.xml` || (file.startsWith(`${first}-`) && /^\d+\.xml$/.test(file.slice(first.length + 1)));
}

/** The lines of a published sitemap index, per language (the entries of its parts), as renderSitemaps wrote them. */
function indexEntriesByLocale(xml: string, domainUrl: string, locales: string[]): Map<string, string[]> {
  const entries = new Map<string, string[]>(locales.map((l) => [l, []]));
  const base = escapeXml(absoluteUrl(domainUrl, '/'));
  for (const line of xml.split('\n')) {
    const match = /^<sitemap><loc>([^<]*)<\/loc><lastmod>[^<]*<\/lastmod><\/sitemap>$/.exec(line);
    if (!match || !match[1]!.startsWith(base)) continue;
    const file = match[1]!.slice(base.length);
    const locale = locales.find((l) => isSitemapOf(file, l));
    if (locale) entries.get(locale)!.push(`${line}\n`);
  }
  return entries;
}

/** Whether an output-relative file is one of the sitemap files (index or part). */
export function isSitemapFile(file: string): boolean {
  return /^sitemap(-[a-z0-9-]+)?\.xml$/.test(file);
}
