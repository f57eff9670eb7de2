import { canonicalUrlOf } from '../../../templates/seo/canonical-url.js';
import { absoluteUrl } from '../../../templates/seo/alternates.js';
import { isIndexable } from '../../../templates/seo/robots.js';
import type { Language } from '../../contract/schemas.js';
import type { PageFacts } from '../manifest/manifest.js';

/**
 * Whether a page belongs in the sitemap and the feeds (only indexable pages): its head
 * says `index` (robots.ts: isIndexed, and never an error page) and it is its own canonical (a
 * page whose canonical points elsewhere is a duplicate of that page). Both come from the head's
 * own functions, so sitemap and head cannot disagree.
 */
export function isListed(path: string, facts: Pick<PageFacts, 'isIndexed' | 'template' | 'canonicalURL'>, site: { domainUrl: string; languages: Pick<Language, 'prefix'>[] }): boolean {
  if (!isIndexable({ isIndexed: facts.isIndexed, path, templateType: facts.template }, site.languages)) return false;
  const url = absoluteUrl(site.domainUrl, path);
  return canonicalUrlOf({ canonicalURL: facts.canonicalURL, fullUrl: url }, site.domainUrl) === url;
}
