import type { FooterData } from '../../modules/footer.js';
import type { HeaderData } from '../../modules/header.js';
import type { Config } from '../config/load-config.js';
import type { Site } from '../contract/schemas.js';
import type { ApiClient } from './fetch/api-client.js';
import type { PageSetup } from './pages/build-page.js';
import type { Manifest, StreamedManifest } from './manifest/manifest.js';
import { renderDiscoveryFiles } from './discovery/render-discovery-files.js';
import { brokenLinkMessage, type BrokenLink } from './discovery/check-links.js';
import type { RedirectRule } from './discovery/redirects.js';
import { SitegenError } from '../errors.js';
import { localDayOf } from '../../modules/locale-format.js';
import { sharedFiles, siteHeaders, type SiteAssets } from './write/shared-files.js';
import { sharedPageData } from './write/shared-page-data.js';
import type { PageTimings, StageTimer } from './stage-timer.js';
import type { EmbeddedApi } from './sources/start-embedded-api.js';
import type { WarmSummary } from './sources/warm-images.js';

/** What the stages after the fetch share, whichever plan runs them: the configuration, the client and the site's data as fetched. */
export interface BuildContext {
  config: Config;
  client: ApiClient;
  site: Site;
  codeHash: string;
  assets: SiteAssets & { headers: Map<string, HeaderData>; footers: Map<string, FooterData> };
  /** The site's third-party scripts in every head (src/publish/render/integrations.ts). */
  integrationsHead: string;
  /**
   * The redirect table's rules as the output publishes them (planRedirects: checked against every
   * published path): the link check follows a link to an old path through them.
   */
  redirects: readonly RedirectRule[];
  /** The API the pages are fetched from, for the render threads' own clients. */
  api: PageSetup['api'];
  embedded: EmbeddedApi | null;
  timer: StageTimer;
  onWarning: (message: string) => void;
  onInfo: (message: string) => void;
  onProgress: ((done: number, total: number, stage?: 'pages' | 'images') => void) | undefined;
  /** The build's clock (ms): the pages are rendered at it, and a page whose `validUntil` it has passed is rendered again. */
  now: number;
}

/** What a plan reports of the pages it built and the files it wrote (the build's summary adds the rest). */
export interface PlanResult {
  pages: number;
  rendered: number;
  reused: number;
  filesWritten: number;
  filesLinked: number;
  requests: number;
  threads: number;
  pagesByThread: number[];
  images: WarmSummary | undefined;
  pageStages: PageTimings;
  /** A `--path` build's pages rendered again and removed (full builds: absent). */
  rebuilt?: string[];
  removed?: string[];
  /** A `--path` build's pages stitched from another's rendering instead of rendered (src/publish/pages/stitch-pages.ts). */
  stitched?: number;
  /** A `--path` build's list pages whose files it kept, their items unchanged (src/publish/pages/build-page.ts). */
  listPagesKept?: number;
  /**
   * What its dependency check found beyond them (src/publish/manifest/affected-pages.ts): pages
   * whose lists' sources changed but not what they show, and the windows and pages it asked.
   */
  affected?: { refreshed: number; windowsAsked: number; pagesAsked: number };
}

/**
 * The plain data every page of this build shares (sent once to each render thread). A one-path
 * rebuild renders the footer slices of its pages' languages only (`locales`): it writes no
 * slice, and a page is compared with its own language's.
 */
export function pageSetup(ctx: BuildContext, staging: PageSetup['staging'], locales?: ReadonlySet<string>): PageSetup {
  const { assets } = ctx;
  const footers = [...assets.footers.values()].filter((f) => !locales || locales.has(f.locale as string));
  return {
    config: ctx.config, site: ctx.site, headers: [...assets.headers], footers: [...assets.footers], buildHash: assets.buildHash, api: ctx.api, staging,
    shared: (({ files: _files, ...shared }) => shared)(sharedPageData(ctx.site, assets.headers.values(), footers)),
    assets: { styles: [assets.styles.href], fonts: assets.styles.preloads, scripts: [assets.runtime.entryHref], head: ctx.integrationsHead },
    now: ctx.now,
    today: localDayOf(new Date(ctx.now)),
  };
}

/** Every file besides the pages' own, for the pages whose facts are given. */
export function siteWideFiles(ctx: BuildContext, pages: Manifest['pages'] | StreamedManifest['pages']): Record<string, string | Buffer> {
  return { ...sharedFiles(ctx.assets, ctx.site), ...renderDiscoveryFiles(pages, ctx.site), ...siteHeaders(ctx.assets.publicFiles, pages, ctx.config, ctx.site) };
}

/**
 * Links that lead nowhere: a warning each, naming page and link; with `strict` one error naming
 * them all, before anything is published (the output stays as it was).
 */
export function reportBrokenLinks(ctx: BuildContext, broken: BrokenLink[]): void {
  if (broken.length === 0) return;
  if (ctx.config.strict) {
    const shown = broken.slice(0, 20).map(brokenLinkMessage).join('\n');
    throw new SitegenError('LINKS_BROKEN', `${broken.length} link${broken.length === 1 ? '' : 's'} lead${broken.length === 1 ? 's' : ''} to pages that are not published:\n${shown}${broken.length > 20 ? `\n… and ${broken.length - 20} more` : ''}`,
      'Correct each link, publish the page it leads to, or add a redirect from its path to a published page; without --strict these are warnings.');
  }
  for (const b of broken) ctx.onWarning(brokenLinkMessage(b));
}

/**
 * The images stage: makes every variant the published pages use that the image cache lacks,
 * when the image host is the embedded API's. It runs after publishing and never fails the build:
 * what it could not make, the host makes on a visitor's request.
 */
export async function warmImages(ctx: BuildContext, variants: Map<string, string>): Promise<WarmSummary | undefined> {
  const { config, embedded } = ctx;
  if (!config.warmImages || variants.size === 0) return undefined;
  try {
    const { warmEmbeddedImages } = await import('./sources/warm-images.js');
    return await warmEmbeddedImages(variants, {
      config, embedded, onWarning: ctx.onWarning, onInfo: ctx.onInfo,
      // Said before the wait, so whoever runs the build knows what it is waiting for: on a first
      // build (an empty cache) this is most of its time.
      onStart: (toMake, cached) => {
        if (toMake > 0) ctx.onInfo(`The pages are published. Making the ${toMake} image variant${toMake === 1 ? '' : 's'} they use that are not cached yet (${cached} cached); until then the image host makes each on its first request.`);
      },
      onProgress: ctx.onProgress && ((done, total) => ctx.onProgress!(done, total, 'images')),
    });
  } catch (error) {
    ctx.onWarning(`the pages are published, but their image variants were not made (${(error as Error).message}); the image host makes each on its first request.`);
    return undefined;
  }
}
