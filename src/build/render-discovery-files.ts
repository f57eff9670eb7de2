import type { Site } from '../contract/schemas.js';
import type { ManifestPage } from './manifest.js';
import { renderFeeds } from './render-feeds.js';
import { renderRobots } from './render-robots.js';
import { renderSitemaps, sitemapUrlsOf } from './render-sitemaps.js';

/**
 * The files that tell crawlers and readers what the site has (issue 7): the sitemap index and
 * per-language sitemaps, the RSS feed of each language and robots.txt, all computed from the
 * manifest's page facts, so a build that rendered only some pages still lists every page.
 */
export function renderDiscoveryFiles(pages: Record<string, ManifestPage>, site: Pick<Site, 'name' | 'domainUrl' | 'languages'>): Record<string, string> {
  return {
    ...renderSitemaps(sitemapUrlsOf(pages, site), site.domainUrl),
    ...renderFeeds(pages, site),
    'robots.txt': renderRobots(site.domainUrl),
  };
}
