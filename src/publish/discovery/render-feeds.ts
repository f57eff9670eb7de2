import { absoluteUrl, hreflangOf } from '../../../templates/seo/alternates.js';
import { feedLinkOf } from '../../../templates/seo/feed-link.js';
import type { Language } from '../../contract/schemas.js';
import { escapeXml } from './escape-xml.js';
import { isListed } from '../render/is-listed.js';
import { sortedPages, type Manifest, type PageFacts, type StreamedManifest } from '../manifest/manifest.js';
import { parsePageDate } from '../render/parse-page-date.js';

/** One RSS feed per language for news and articles. */
export const FEED_TEMPLATES = new Set(['NewsDetail', 'BlogDetail']);
/** Items per feed: the latest ones. */
export const FEED_ITEMS = 50;

type FeedSite = { name: string; domainUrl: string; languages: Pick<Language, 'locale' | 'prefix' | 'isDefault'>[] };


export interface FeedItem { path: string; facts: PageFacts; time: number }

/** The newest FEED_ITEMS, newest first (ties by path). */
function newestFirst(items: FeedItem[]): FeedItem[] {
  return items.sort((a, b) => (b.time - a.time) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, FEED_ITEMS);
}

/** RFC 822 date (RSS 2.0 pubDate), in GMT. */
const rfc822 = (time: number) => new Date(time).toUTCString();

/** A feed item's line. */
export function feedItemLine({ path, facts, time }: FeedItem, domainUrl: string): string {
  const link = escapeXml(absoluteUrl(domainUrl, path));
  return `<item><title>${escapeXml(facts.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>`
    + `<pubDate>${rfc822(time)}</pubDate><description>${escapeXml(facts.description)}</description></item>\n`;
}

/**
 * The RSS 2.0 feed of each site language (output-relative name → XML, at feedPath(prefix)):
 * its latest FEED_ITEMS indexable news and articles, newest first, each linking to the page's
 * absolute URL. Every language gets its feed, even an empty one, since every head announces it.
 */
export function renderFeeds(pages: Manifest['pages'] | StreamedManifest['pages'], site: FeedSite, only?: ReadonlySet<string>): Record<string, string> {
  const files: Record<string, string> = {};
  // One pass over the pages for every language, keeping only each feed's latest FEED_ITEMS
  // (a streamed manifest is never one object in memory, spec 9).
  const latest = new Map<string, FeedItem[]>(site.languages.filter((l) => !only || only.has(l.locale)).map((l) => [l.locale, []]));
  for (const [path, p] of sortedPages(pages)) {
    const kept = latest.get(p.locale);
    if (!kept || !FEED_TEMPLATES.has(p.facts.template) || !isListed(path, p.facts, site)) continue;
    kept.push({ path, facts: p.facts, time: parsePageDate(p.facts.published, path, 'published') });
    if (kept.length >= 4 * FEED_ITEMS) latest.set(p.locale, newestFirst(kept));
  }
  for (const language of site.languages) {
    // A one-path rebuild renders only the feeds of the languages of the pages it rebuilt.
    if (only && !only.has(language.locale)) continue;
    const items = newestFirst(latest.get(language.locale)!);
    // The path and title every head of the language announces (templates/seo/feed-link.ts).
    const feed = feedLinkOf(language.locale, site.name, site.languages);
    const xml = items.map((item) => feedItemLine(item, site.domainUrl));
    files[feed.href.slice(1)] = '<?xml version="1.0" encoding="UTF-8"?>\n'
      + '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n'
      + `<title>${escapeXml(feed.title)}</title>\n`
      + `<link>${escapeXml(absoluteUrl(site.domainUrl, `${language.prefix}/`))}</link>\n`
      + `<description>${escapeXml(feed.title)}</description>\n`
      + `<language>${hreflangOf(language.locale)}</language>\n`
      + `<atom:link href="${escapeXml(absoluteUrl(site.domainUrl, feed.href))}" rel="self" type="application/rss+xml"/>\n`
      // The newest item's date, not the build time: an unchanged site keeps the same bytes.
      + (items[0] ? `<lastBuildDate>${rfc822(items[0].time)}</lastBuildDate>\n` : '')
      + `${xml.join('')}</channel>\n</rss>\n`;
  }
  return files;
}
