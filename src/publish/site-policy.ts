import { embedUrl } from '../../modules/video-part.js';
import type { Config } from '../config/load-config.js';
import type { Site } from '../contract/schemas.js';
import { mergeInlineSources, originOf, siteContentSecurityPolicy, type InlineSources } from '../security-headers.js';
import { HEADERS_FILE, headerRules, renderHeadersFile } from './discovery/headers-file.js';

/**
 * Players an island can switch to after the first paint (a playlist's other videos), whose
 * frames are not in the static HTML: the origins of the video module's own embed URLs.
 */
export const ISLAND_EMBED_ORIGINS: readonly string[] = [...new Set(
  (['youtube', 'vimeo'] as const).map((provider) => originOf(embedUrl({ provider, videoId: 'x' }))!),
)];

/** The policy of the built site: the inline sources of every page it publishes, its API, image host and integrations. */
export function sitePolicy(pages: Iterable<InlineSources>, config: Pick<Config, 'publicApi' | 'imageHost'>, site: Pick<Site, 'integrations'>): string {
  return siteContentSecurityPolicy({
    inline: mergeInlineSources(pages),
    publicApi: config.publicApi,
    imageHost: config.imageHost,
    scripts: site.integrations.flatMap((i) => (i.src ? [i.src] : [])),
    frames: ISLAND_EMBED_ORIGINS,
  });
}

/** `output/_headers` for the pages in the manifest (carried over or just rendered). */
export function renderSiteHeaders(pages: Iterable<InlineSources>, config: Pick<Config, 'publicApi' | 'imageHost'>, site: Pick<Site, 'integrations'>): Record<string, string> {
  return { [HEADERS_FILE]: renderHeadersFile(headerRules(sitePolicy(pages, config, site))) };
}
