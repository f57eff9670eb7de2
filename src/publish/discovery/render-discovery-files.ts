import type { Site } from '../../contract/schemas.js';
import type { Manifest, StreamedManifest } from '../manifest/manifest.js';
import { renderFeeds } from './render-feeds.js';
import { renderRobots } from './render-robots.js';
import { renderSitemaps, SITEMAP_MAX_URLS, sitemapUrlsOf } from './render-sitemaps.js';

/**
 * The files that tell crawlers and readers what the site has: the sitemap index and
 * per-language sitemaps, the RSS feed of each language and robots.txt, all computed from the
 * manifest's page facts, so a build that rendered only some pages still lists every page.
 */
export function renderDiscoveryFiles(pages: Manifest['pages'] | StreamedManifest['pages'], site: Pick<Site, 'name' | 'domainUrl' | 'languages'>,
  /** A one-path rebuild: only these languages' sitemap parts and feeds, the others' index entries kept from the published index. */
  only?: { locales: ReadonlySet<string>; publishedIndex: string }): Record<string, string> {
  return {
    ...renderSitemaps(sitemapUrlsOf(pages, site, only?.locales), site.domainUrl, SITEMAP_MAX_URLS, only?.publishedIndex),
    ...renderFeeds(pages, site, only?.locales),
    'robots.txt': renderRobots(site.domainUrl),
  };
}
