import { absoluteUrl, SITEMAP_INDEX } from '../../../templates/seo/alternates.js';

/** robots.txt: everything may be crawled, and the sitemap index is named in full. */
export function renderRobots(domainUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${absoluteUrl(domainUrl, SITEMAP_INDEX)}\n`;
}
