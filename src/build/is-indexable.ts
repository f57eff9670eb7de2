import { absoluteUrl } from '../../templates/seo/alternates.js';
import type { Language } from '../contract/schemas.js';
import type { PageFacts } from './manifest.js';

/** Templates that are never listed for search engines (issue 7: search results, error pages). */
const UNLISTED_TEMPLATES = new Set(['SearchResults', 'Error404']);

/**
 * Whether a page belongs in the sitemap and the feeds (issue 7): marked indexable, not the
 * search results or an error page (/404/, /500/ in any language), and its own canonical (a page
 * whose canonicalURL points elsewhere is a duplicate of that page).
 */
export function isIndexable(path: string, facts: Pick<PageFacts, 'isIndexed' | 'template' | 'canonicalURL'>, site: { domainUrl: string; languages: Pick<Language, 'prefix'>[] }): boolean {
  if (!facts.isIndexed || UNLISTED_TEMPLATES.has(facts.template)) return false;
  const prefix = site.languages.map((l) => l.prefix).filter((p) => p && path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0] ?? '';
  if (/^\/(404|500)\/$/.test(path.slice(prefix.length))) return false;
  if (facts.canonicalURL === '') return true;
  try {
    return absoluteUrl(site.domainUrl, facts.canonicalURL) === absoluteUrl(site.domainUrl, path);
  } catch {
    return false; // not a URL: it cannot name this page
  }
}
