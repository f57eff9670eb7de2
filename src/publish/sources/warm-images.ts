import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { ImageAllow } from '../../../server/image-handler.js';
import { IMAGE_PREFIX, imageFolders } from '../../../server/image-folders.js';
import type { Config } from '../../config/load-config.js';
import type { EmbeddedApi } from './start-embedded-api.js';

/** What warming cost, in the build's summary. */
export interface WarmSummary {
  /** Distinct image variants the rendered pages reference. */
  variants: number;
  /** Made now (cold transforms a visitor would otherwise have paid for). */
  made: number;
  /** Already in the variant cache (skipped without a request). */
  cached: number;
  /** Refused or missing: each one is a warning naming the page. */
  failed: number;
  seconds: number;
  /** Why nothing was warmed, when nothing was. */
  skipped?: string;
}

/** The pattern of one image host's variant URLs, made once per host rather than once per page (spec 9 build speed). */
const patterns = new Map<string, RegExp>();

/**
 * The image variants a page's files reference: every `{imageHost}/c_…` URL in its HTML (src,
 * srcset, background srcset, og:image), as the path after the host. Recorded with the first page
 * that uses each, for warnings.
 */
export function collectImageVariants(files: Record<string, string>, imageHost: string, page: string, into: Map<string, string>) {
  let pattern = patterns.get(imageHost);
  if (!pattern) {
    pattern = new RegExp(`${imageHost.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/c_[^\\s"'<>,)&\\\\]+)`, 'g');
    patterns.set(imageHost, pattern);
  }
  for (const [file, content] of Object.entries(files)) {
    if (!file.endsWith('.html')) continue;
    for (const match of content.matchAll(pattern)) if (!into.has(match[1]!)) into.set(match[1]!, page);
  }
}

/** 503 from the host's pool: wait as told, a bounded number of times. */
const BUSY_RETRIES = 20;

/** What warming says while it runs: how many it will make, then each one made. */
export interface WarmProgress {
  /** Once the cache was checked: the variants to make, and those already there. */
  onStart?: (toMake: number, cached: number) => void;
  /** After each variant made or failed. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Makes every variant the pages use that is not yet on disk, through the embedded API's image
 * host (the same handler, cache keys and folder `sitegen serve` uses), so visitors seldom pay for
 * a cold transform (spec 9 images; DESIGN: the builder warms what it publishes). Already cached
 * variants cost a stat, not a request. Transforms run in the API's thread (a worker when
 * compiled) and in libvips' threads, never on the render thread; as many at once as the host's
 * pool (transformSlots), so warming never meets its 503. A variant the host refuses or cannot
 * find is a warning naming the page, not a failed build.
 */
export async function warmImageVariants(variants: Map<string, string>, options: {
  apiUrl: string; imagePrefix: string; cacheDir: string; allow: ImageAllow; onWarning: (message: string) => void; concurrency?: number;
} & WarmProgress): Promise<WarmSummary> {
  const started = performance.now();
  // Loaded only when there is something to warm: it brings sharp.
  const { canonicalImagePath, parseImageRequest, resolveAllow, transformSlots, variantKey } = await import('../../../server/image-handler.js');
  const allowed = resolveAllow(options.allow);
  const summary: WarmSummary = { variants: variants.size, made: 0, cached: 0, failed: 0, seconds: 0 };
  const toMake: [path: string, page: string][] = [];
  for (const [path, page] of variants) {
    try {
      const canonical = canonicalImagePath(parseImageRequest(path, allowed));
      if (existsSync(join(options.cacheDir, variantKey(canonical).file))) summary.cached++;
      else toMake.push([path, page]);
    } catch (error) {
      summary.failed++;
      options.onWarning(`page ${page}: image ${options.imagePrefix}${path} is not one the image host serves: ${(error as Error).message} Widen the imageAllow setting or fix the template.`);
    }
  }
  options.onStart?.(toMake.length, summary.cached);
  let done = 0;
  const limit = pLimit(options.concurrency ?? transformSlots());
  await Promise.all(toMake.map(([path, page]) => limit(async () => {
    try {
      await makeOne(path, page);
    } finally {
      options.onProgress?.(++done, toMake.length);
    }
  })));
  summary.seconds = Math.round((performance.now() - started) / 10) / 100;
  return summary;

  async function makeOne(path: string, page: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        const answer = await fetch(`${options.apiUrl}${options.imagePrefix}${path}`);
        [status, text, retryAfter] = [answer.status, answer.status === 200 ? '' : await answer.text(), answer.headers.get('retry-after')];
        if (status === 200) await answer.arrayBuffer().catch(() => {});
      } catch (error) {
        [status, text, retryAfter] = [0, String((error as Error).cause ?? error), null];
      }
      if (status === 200) {
        summary.made++;
        return;
      }
      if (status === 503 && attempt < BUSY_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, Number(retryAfter ?? 1) * 1000));
        continue;
      }
      summary.failed++;
      let message = text;
      try {
        message = (JSON.parse(text) as { error: { message: string } }).error.message;
      } catch { /* not the host's JSON: keep the text */ }
      options.onWarning(`page ${page}: image ${options.imagePrefix}${path} could not be made (${status || 'no answer'}): ${message}`);
      return;
    }
  }
}

/**
 * Makes every variant the pages use that the image cache lacks, when the image host is the
 * embedded API's (its cache folder is the one it serves from: server/image-folders.ts).
 */
export async function warmEmbeddedImages(variants: Map<string, string>, options: {
  config: Pick<Config, 'imageHost' | 'db' | 'mediaDir' | 'imageAllow'>; embedded: EmbeddedApi | null | undefined;
  onWarning: (message: string) => void; onInfo: (message: string) => void;
} & WarmProgress): Promise<WarmSummary> {
  const { config, embedded } = options;
  if (!embedded || config.imageHost !== IMAGE_PREFIX) {
    return { variants: variants.size, made: 0, cached: 0, failed: 0, seconds: 0, skipped: `the image host (${config.imageHost}) is not the embedded API's` };
  }
  const images = await warmImageVariants(variants, {
    apiUrl: embedded.url, imagePrefix: IMAGE_PREFIX, cacheDir: imageFolders(config.db, config.mediaDir).cacheDir, allow: config.imageAllow, onWarning: options.onWarning,
    onStart: options.onStart, onProgress: options.onProgress,
  });
  if (images.made > 0) options.onInfo(`Made ${images.made} image variant${images.made === 1 ? '' : 's'} the pages use in ${images.seconds} s (${images.cached} already cached).`);
  return images;
}
