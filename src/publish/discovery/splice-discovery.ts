import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { absoluteUrl, SITEMAP_INDEX, sitemapPath } from '../../../templates/seo/alternates.js';
import { feedLinkOf } from '../../../templates/seo/feed-link.js';
import type { Site } from '../../contract/schemas.js';
import { escapeXml } from './escape-xml.js';
import { isListed } from '../render/is-listed.js';
import type { ManifestPage } from '../manifest/manifest.js';
import { sha256 } from '../write/output-files.js';
import { parsePageDate } from '../render/parse-page-date.js';
import { FEED_ITEMS, FEED_TEMPLATES, feedItemLine } from './render-feeds.js';
import { renderRobots } from './render-robots.js';
import { indexLine, sitemapUrlsOf, urlLine } from './render-sitemaps.js';

/** A page a one-path rebuild rendered again or removed: its published entry and its new one. */
export interface PageChange { path: string; before: ManifestPage | undefined; after: ManifestPage | undefined }

type DiscoverySite = Pick<Site, 'name' | 'domainUrl' | 'languages'>;

/**
 * The sitemap part, sitemap index and feed of a one-path rebuild, made from the published files
 * rather than from every page's manifest entry (spec 9: a one-path rebuild's cost does not grow
 * with the site): each changed page's lines replaced in place, which is what a full rendering
 * from the manifest gives when the page keeps its place. Null when that cannot be known from the
 * files alone, and the caller renders the languages from the manifest instead: a page that joins
 * or leaves the sitemap or the feed's window, or changes its number of list pages or its
 * publication date within the feed, or a published file that is not the one the manifest
 * recorded. Only the files that change are returned (and robots.txt).
 */
export async function spliceDiscoveryFiles(outDir: string, shared: Readonly<Record<string, string>>, site: DiscoverySite, changes: PageChange[],
  publishedIndex: string): Promise<Record<string, string> | null> {
  const texts = new Map<string, string>();
  /** A published discovery file as the manifest recorded it, or null. */
  const published = async (file: string): Promise<string | null> => {
    const known = texts.get(file);
    if (known !== undefined) return known;
    if (shared[file] === undefined) return null;
    // Hashed as read, before decoding (a sitemap part is up to ~28 MB: encoding it again to hash it cost as much as the hash).
    const bytes = await fs.readFile(join(outDir, file)).catch(() => null);
    if (bytes === null || sha256(bytes) !== shared[file]) return null;
    const text = bytes.toString('utf8');
    texts.set(file, text);
    return text;
  };
  // Each part's lines found by their text in one pass over the part, and every change's lines
  // replaced in one pass at the end: a change that shows on thousands of pages (an article in
  // every "you may also like") must not copy a part of tens of megabytes once per page.
  const lineStarts = new Map<string, Map<string, number>>();
  const startsOf = (file: string, text: string) => {
    let starts = lineStarts.get(file);
    if (!starts) {
      starts = new Map();
      for (let at = text.indexOf('\n') + 1; at > 0 && at < text.length; at = text.indexOf('\n', at) + 1) {
        const end = text.indexOf('\n', at);
        const line = text.slice(at, end < 0 ? text.length : end + 1);
        if (!starts.has(line)) starts.set(line, at);
      }
      lineStarts.set(file, starts);
    }
    return starts;
  };
  const edits = new Map<string, { at: number; length: number; lines: string }[]>();
  for (const { path, before, after } of changes) {
    if (before && after && before.locale !== after.locale) return null;
    const locale = (after ?? before)!.locale;
    const old = linesOf(path, before, site);
    const now = linesOf(path, after, site);
    if (old.length === 0 && now.length === 0) continue;
    if (old.length !== now.length) return null;
    const block = old.join('');
    // Its lines as published (a page whose list changed keeps its date and alternates): the part,
    // checked against its hash when read, already has them; it is not read for them.
    let found = block === now.join('');
    for (let part = 1; !found; part++) {
      const file = sitemapPath(locale, part).slice(1);
      const text = await published(file);
      if (text === null) break;
      const at = startsOf(file, text).get(old[0]!);
      if (at === undefined || !text.startsWith(block, at)) continue;
      const inPart = edits.get(file) ?? [];
      inPart.push({ at, length: block.length, lines: now.join('') });
      edits.set(file, inPart);
      found = true;
      break;
    }
    if (!found) return null;
    if (!(await spliceFeed(path, before, after, site, published, texts))) return null;
  }
  const changedParts = new Set<string>();
  for (const [file, inPart] of edits) {
    const text = texts.get(file)!;
    inPart.sort((a, b) => a.at - b.at);
    const pieces: string[] = [];
    let from = 0;
    for (const edit of inPart) {
      // Two changes naming the same lines (one path changed twice) cannot both be spliced.
      if (edit.at < from) return null;
      pieces.push(text.slice(from, edit.at), edit.lines);
      from = edit.at + edit.length;
    }
    pieces.push(text.slice(from));
    texts.set(file, pieces.join(''));
    changedParts.add(file);
  }
  const files: Record<string, string> = {};
  let index = publishedIndex;
  for (const file of changedParts) {
    const text = texts.get(file)!;
    files[file] = text;
    let newest = '';
    for (const match of text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) if (match[1]! > newest) newest = match[1]!;
    const line = new RegExp(`^<sitemap><loc>${escapeRegExp(escapeXml(absoluteUrl(site.domainUrl, `/${file}`)))}</loc><lastmod>[^<]*</lastmod></sitemap>\\n`, 'm');
    if (!line.test(index)) return null;
    index = index.replace(line, indexLine(site.domainUrl, `/${file}`, newest));
  }
  if (changedParts.size > 0) files[SITEMAP_INDEX.slice(1)] = index;
  for (const language of site.languages) {
    const file = feedLinkOf(language.locale, site.name, site.languages).href.slice(1);
    const text = texts.get(file);
    if (text !== undefined && shared[file] !== sha256(text)) files[file] = text;
  }
  files['robots.txt'] = renderRobots(site.domainUrl);
  return files;
}

/** A page's sitemap lines (none when it is not listed). */
function linesOf(path: string, entry: ManifestPage | undefined, site: DiscoverySite): string[] {
  if (!entry) return [];
  return (sitemapUrlsOf(() => [[path, entry]], site).get(entry.locale) ?? []).map(urlLine);
}

/**
 * The feed of the page's language with its item replaced in place, in `texts`; false when the
 * feed's items could change otherwise than in place (then it is rendered from the manifest).
 */
async function spliceFeed(path: string, before: ManifestPage | undefined, after: ManifestPage | undefined, site: DiscoverySite,
  published: (file: string) => Promise<string | null>, texts: Map<string, string>): Promise<boolean> {
  const inFeed = (entry: ManifestPage | undefined): entry is ManifestPage => !!entry && FEED_TEMPLATES.has(entry.facts.template) && isListed(path, entry.facts, site);
  if (!inFeed(before) && !inFeed(after)) return true;
  const locale = (after ?? before)!.locale;
  const file = feedLinkOf(locale, site.name, site.languages).href.slice(1);
  const text = await published(file);
  if (text === null) return false;
  const itemOf = (entry: ManifestPage) => ({ path, facts: entry.facts, time: parsePageDate(entry.facts.published, path, 'published') });
  const oldLine = inFeed(before) ? feedItemLine(itemOf(before), site.domainUrl) : null;
  const at = oldLine === null ? -1 : text.indexOf(`\n${oldLine}`);
  if (at >= 0 && inFeed(after) && itemOf(after).time === itemOf(before!).time) {
    // Same date, same path: the item keeps its place among the others.
    texts.set(file, text.slice(0, at + 1) + feedItemLine(itemOf(after), site.domainUrl) + text.slice(at + 1 + oldLine!.length));
    return true;
  }
  if (at >= 0) return false;
  // Not in the feed before: a full feed whose oldest item is newer than the page stays as it is.
  const dates = [...text.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)];
  if (dates.length < FEED_ITEMS) return false;
  // RFC 822 dates are whole seconds: the oldest item is at least this new.
  const oldest = Date.parse(dates.at(-1)![1]!);
  return !inFeed(after) || itemOf(after).time < oldest;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
