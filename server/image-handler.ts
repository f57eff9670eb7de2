import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  CROPS, IMAGE_FORMATS, IMAGE_HOST_DEFAULTS, IMAGE_POSITION_NAMES, IMAGE_POSITIONS, isImagePosition, MAX_HEIGHT_PER_WIDTH, TRANSFORMS,
  type Crop, type ImageFormat, type ImageSegments, type Transform,
} from '../modules/image-url.js';
import { demoIllustration, parseIllustrationPath } from '../content/artwork/demo-illustrations.js';
import { demoPortrait, loadDemoPortraits, parsePortraitPath } from '../content/artwork/demo-portrait.js';
import { demoLogo } from '../content/artwork/demo-logo.js';
import { VariantCache } from './variant-cache.js';

const TYPES = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' } as const;

/** A street plan with a marker in the middle for /img/demo/maps/… (the self-hosted static map). */
export function demoMap(width = 1200, height = 800): string {
  const streets = Array.from({ length: 9 }, (_, i) => {
    const x = ((i + 1) * width) / 10;
    const y = ((i + 1) * height) / 10;
    return `<path d="M${x} 0 L${x + 60} ${height}" stroke="#fff" stroke-width="${i % 3 === 0 ? 22 : 10}"/><path d="M0 ${y} L${width} ${y - 40}" stroke="#fff" stroke-width="${i % 4 === 0 ? 22 : 10}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8e4da"/><rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.25}" height="${height * 0.3}" fill="#c8dfc0"/>${streets}
<circle cx="${width / 2}" cy="${height / 2 - 30}" r="34" fill="#b3261e"/><circle cx="${width / 2}" cy="${height / 2 - 30}" r="12" fill="#fff"/><path d="M${width / 2 - 26} ${height / 2 - 8} L${width / 2} ${height / 2 + 40} L${width / 2 + 26} ${height / 2 - 8} Z" fill="#b3261e"/></svg>`;
}

/**
 * A demo original, drawn from its path alone (nothing is downloaded, the same path is always the
 * same bytes): an illustration of its subject, a person's DiceBear portrait, a partner's wordmark
 * or the campus map. Any other /img/demo/ path is not an image (404), so content cannot point at
 * a picture nobody drew. A portrait needs loadDemoPortraits() first (content/artwork/demo-portrait.ts).
 */
export function demoOriginal(path: string, fit?: { width: number; height: number }): string | null {
  // Drawn just large enough to cover the variant asked for (never above the original's size): the
  // same picture as drawing it large and shrinking it, without rasterising 2400 px for a card.
  const illustration = parseIllustrationPath(path);
  if (illustration) {
    const w = Math.min(2400, Math.ceil(fit ? Math.max(fit.width, (fit.height * 2400) / 1350) : 2400));
    return demoIllustration(illustration.kind, illustration.variant, illustration.frame, w, Math.round((w * 1350) / 2400));
  }
  const portrait = parsePortraitPath(path);
  if (portrait) return demoPortrait(portrait.gender, portrait.seed, Math.min(800, fit ? Math.max(fit.width, fit.height) : 800));
  if (/^\/img\/demo\/logos\/[a-z0-9-]+\.jpg$/.test(path)) return demoLogo(path);
  if (/^\/img\/demo\/maps\/[a-z0-9-]+\.jpg$/.test(path)) return demoMap();
  return null;
}

/** What a site adds to what the image host serves (the `imageAllow` setting). */
export interface ImageAllow {
  widths?: number[] | undefined;
  qualities?: number[] | undefined;
  formats?: ImageFormat[] | undefined;
  crops?: Crop[] | undefined;
  transforms?: Transform[] | undefined;
}

export interface ImageHostOptions {
  originalsDir: string;
  cacheDir: string;
  /** Added to IMAGE_HOST_DEFAULTS (modules/image-url.ts). */
  allow?: ImageAllow | undefined;
  /** Size limit of the variant cache on disk (default 1 GiB); least recently used out first. */
  cacheMaxBytes?: number | undefined;
  /** Transforms running at once (default: transformSlots()). */
  maxConcurrent?: number | undefined;
  /** Cold requests waiting for the pool before the host answers 503 (default 16). */
  maxQueue?: number | undefined;
}

/**
 * How many transforms run at once by default: one more than the cores, at most 4. A transform's
 * rasterising and encoding each hold one libvips thread, and between them it waits on the event
 * loop and the disk, so with one per core a core idles in those gaps; the build's warming asks
 * for as many at once (src/publish/sources/warm-images.ts), never more than the pool takes.
 */
export function transformSlots(): number {
  return Math.min(4, availableParallelism() + 1);
}

export const DEFAULT_IMAGE_CACHE_BYTES = 1024 * 1024 * 1024;
/** The longest original path the host accepts (a CMS's upload paths are far shorter). */
const MAX_PATH = 512;
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'];
const SEGMENTS = [
  ['c', 'crop'], ['q', 'quality'], ['w', 'width'], ['h', 'height'], ['p', 'position'], ['t', 'transforms'], ['f', 'format'],
] as const;
const SCHEME = '/c_{crop}/q_{quality}/w_{width}/h_{height}/p_{position}/t_{transforms}/f_{format}/{path}';

class BadRequest extends Error {
  constructor(readonly parameter: string, message: string) {
    super(message);
  }
}

function sortedUnique<T extends string | number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => (typeof a === 'number' ? (a as number) - (b as number) : 0));
}

/** What this host serves: the defaults widened by the site's `imageAllow`, each list checked. */
export function resolveAllow(extra: ImageAllow = {}) {
  const numbers = (name: string, list: number[] | undefined, max: number) => {
    for (const n of list ?? []) {
      if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`imageAllow.${name}: ${n} is not a whole number from 1 to ${max}`);
    }
    return list ?? [];
  };
  const names = <T extends string>(name: string, list: T[] | undefined, known: readonly T[]) => {
    for (const v of list ?? []) if (!known.includes(v)) throw new Error(`imageAllow.${name}: "${v}" is not one of ${known.join(', ')}`);
    return list ?? [];
  };
  return {
    widths: sortedUnique([...IMAGE_HOST_DEFAULTS.widths, ...numbers('widths', extra.widths, 8192)]),
    qualities: sortedUnique([...IMAGE_HOST_DEFAULTS.qualities, ...numbers('qualities', extra.qualities, 100)]),
    formats: sortedUnique([...IMAGE_HOST_DEFAULTS.formats, ...names('formats', extra.formats, IMAGE_FORMATS)]),
    crops: sortedUnique([...IMAGE_HOST_DEFAULTS.crops, ...names('crops', extra.crops, CROPS)]),
    transforms: sortedUnique([...IMAGE_HOST_DEFAULTS.transforms, ...names('transforms', extra.transforms, TRANSFORMS)]),
  };
}
type Allowed = ReturnType<typeof resolveAllow>;

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * Reads an image URL the way the host serves it: every segment present and in order, every
 * value one the host serves (spec 7's segments, spec 9's widths). Throws BadRequest naming the
 * parameter and what is allowed.
 */
export function parseImageRequest(pathname: string, allowed: Allowed): ImageSegments {
  const parts = pathname.split('/');
  const values: Record<string, string> = {};
  SEGMENTS.forEach(([prefix, name], i) => {
    const part = parts[i + 1];
    if (part === undefined || !part.startsWith(`${prefix}_`)) {
      throw new BadRequest(name, `The image URL's segment ${i + 1} must be the ${name} (${prefix}_…), found ${quote(part ?? '')}. Image URLs are ${SCHEME}.`);
    }
    values[name] = part.slice(2);
  });
  const oneOf = <T extends string | number>(name: string, value: string, list: readonly T[]): T => {
    const found = list.find((v) => String(v) === value);
    if (found === undefined) throw new BadRequest(name, `The image host does not serve ${name} ${quote(value)}; allowed: ${list.join(', ')}.`);
    return found;
  };
  const crop = oneOf('crop', values.crop!, allowed.crops);
  const quality = oneOf('quality', values.quality!, allowed.qualities);
  const width = oneOf('width', values.width!, allowed.widths);
  const maxHeight = width * MAX_HEIGHT_PER_WIDTH;
  if (!/^(0|[1-9]\d{0,4})$/.test(values.height!) || Number(values.height) > maxHeight) {
    throw new BadRequest('height', `The image host does not serve height ${quote(values.height!)} at width ${width}; allowed: 0 (keep the aspect ratio) or 1 to ${maxHeight}.`);
  }
  const position = values.position!;
  if (!isImagePosition(position)) {
    throw new BadRequest('position', `The image host does not serve position ${quote(position)}; allowed: ${IMAGE_POSITION_NAMES.join(', ')}.`);
  }
  const transforms = values.transforms === 'none' ? [] : values.transforms!.split('+');
  const allowedTransforms = ['none', ...allowed.transforms].join(', ');
  for (const t of transforms) {
    if (!(allowed.transforms as string[]).includes(t)) throw new BadRequest('transforms', `The image host does not serve transforms ${quote(t)}; allowed: ${allowedTransforms}.`);
  }
  if (new Set(transforms).size !== transforms.length) throw new BadRequest('transforms', `Each transform may appear once, found ${quote(values.transforms!)}; allowed: ${allowedTransforms}.`);
  const format = oneOf('format', values.format!, allowed.formats);
  return { crop, quality, width, height: Number(values.height), position, transforms, format, path: originalPath(parts.slice(SEGMENTS.length + 1)) };
}

/** The original's path, decoded once; refused unless it names an image file under the originals. */
function originalPath(segments: string[]): string {
  const raw = `/${segments.join('/')}`;
  const refuse = (why: string) => new BadRequest('path', `The image path ${quote(raw)} ${why}.`);
  if (segments.length === 0 || raw.length > MAX_PATH) throw refuse(`must name an original, at most ${MAX_PATH} characters`);
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    throw refuse('is not valid percent-encoding');
  }
  const path = `/${decoded.join('/')}`;
  if (!IMAGE_EXTENSIONS.some((ext) => path.toLowerCase().endsWith(ext))) throw refuse(`must name an image file (${IMAGE_EXTENSIONS.join(', ')})`);
  if (decoded.some((s) => s === '' || s === '.' || s === '..' || /[\u0000-\u001f\u007f\\/]/.test(s))) {
    throw refuse('may not contain empty, "." or ".." segments, backslashes, encoded slashes or control characters');
  }
  return path;
}

/** The cache file of a variant: one per canonical URL (crop, quality, size, position, transforms, format, path). */
export function variantKey(pathname: string): { key: string; file: string } {
  const key = createHash('sha256').update(pathname).digest('hex');
  const format = /\/f_([a-z]+)\//.exec(pathname)?.[1] ?? 'bin';
  return { key, file: join(key.slice(0, 2), `${key}.${format}`) };
}

export function canonicalImagePath(s: ImageSegments): string {
  const path = s.path.split('/').map(encodeURIComponent).join('/');
  return `/c_${s.crop}/q_${s.quality}/w_${s.width}/h_${s.height}/p_${s.position}/t_${s.transforms.join('+') || 'none'}/f_${s.format}${path}`;
}

class NotFound extends Error {}

/** The original's bytes: a file under originalsDir, else a drawn demo original, else NotFound. */
async function loadOriginal(path: string, originalsDir: string, fit: { width: number; height: number }): Promise<Buffer> {
  // parseImageRequest refused "..", so the join stays under originalsDir.
  const file = join(originalsDir, path);
  const stat = await fs.stat(file).catch(() => null);
  if (stat?.isFile()) return fs.readFile(file);
  if (stat) throw new NotFound(`The image ${path} is not an image (it is a folder).`);
  if (parsePortraitPath(path)) await loadDemoPortraits();
  const demo = demoOriginal(path, fit);
  if (demo !== null) return Buffer.from(demo);
  throw new NotFound(`No image ${path} on the image host.`);
}

async function transform(original: Buffer, s: ImageSegments, path: string): Promise<Buffer> {
  // Loaded on the first transform: every build and `sitegen api` starts this server, and most
  // never transform an image (libvips' start-up was on the one-path rebuild's path, spec 9).
  const { default: sharp } = await import('sharp');
  try {
    // rotate() with no angle turns the picture as its EXIF orientation says (a phone's portrait
    // photo is stored landscape with orientation 6) and drops the tag, so every variant is
    // upright whatever the browser does with metadata (spec 9: the host serves what was uploaded).
    let pipeline = sharp(original, { limitInputPixels: 50_000_000 }).rotate().resize({
      width: s.width,
      height: s.height || undefined,
      fit: s.crop,
      position: IMAGE_POSITIONS[s.position as keyof typeof IMAGE_POSITIONS],
      withoutEnlargement: true,
    });
    if (s.transforms.includes('grayscale')) pipeline = pipeline.grayscale();
    if (s.transforms.includes('blur')) pipeline = pipeline.blur(8);
    return await pipeline.toFormat(s.format, { quality: s.quality }).toBuffer();
  } catch (error) {
    // Every parameter was checked: what sharp refuses now is the original itself.
    throw new NotFound(`The image ${path} is not an image the host can decode (${(error as Error).message.split('\n')[0]}).`);
  }
}

/** A fixed number of transforms at once and a bounded queue; beyond it, `null` (the caller answers 503). */
class Pool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number, private readonly queue: number) {}

  run<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.running >= this.size && this.waiting.length >= this.queue) return null;
    const start = this.running < this.size ? Promise.resolve() : new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.running < this.size) this.running++;
    return start.then(task).finally(() => {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes to the next waiting task
      else this.running--;
    });
  }
}

function answerJson(res: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra }).end(JSON.stringify({ error: { code, message } }));
}

/**
 * The image host: `/c_…/q_…/w_…/h_…/p_…/t_…/f_…/{path}` resized, cropped and encoded with sharp,
 * each variant cached on disk after its first request. Originals come from `originalsDir`;
 * demo paths (/img/demo/…) are drawn from their path (demoOriginal).
 *
 * It serves only what the site's pages ask for (IMAGE_HOST_DEFAULTS plus the site's `imageAllow`):
 * anything else is a 400 naming the parameter and the allowed values, a missing original (or one
 * that is a folder or not a decodable image) a 404. Cold transforms run in a small pool with a
 * bounded queue (excess answered 503 with Retry-After); the cache on disk is bounded, least
 * recently used out. Never throws: any failure is an answer.
 */
export function createImageHandler(options: ImageHostOptions) {
  const allowed = resolveAllow(options.allow);
  const cache = new VariantCache(options.cacheDir, options.cacheMaxBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  const pool = new Pool(options.maxConcurrent ?? transformSlots(), options.maxQueue ?? 16);
  /** Variants being made: a second request for one waits for the same transform. */
  const making = new Map<string, Promise<Buffer>>();

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        answerJson(res, 405, 'METHOD_NOT_ALLOWED', `The image host answers GET and HEAD, not ${req.method}.`, { allow: 'GET, HEAD' });
        return;
      }
      let segments: ImageSegments;
      try {
        segments = parseImageRequest(pathname, allowed);
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        answerJson(res, 400, 'BAD_REQUEST', error.message);
        return;
      }
      const { file } = variantKey(canonicalImagePath(segments));
      let body = await cache.get(file);
      const hit = body !== null;
      if (!body) {
        let pending = making.get(file);
        if (!pending) {
          const started = pool.run(async () => cache.put(file, await transform(await loadOriginal(segments.path, options.originalsDir, segments), segments, segments.path)));
          if (!started) {
            answerJson(res, 503, 'BUSY', 'The image host is busy making other images; try again in a few seconds.', { 'retry-after': '2' });
            return;
          }
          pending = started.finally(() => making.delete(file));
          making.set(file, pending);
        }
        body = await pending;
      }
      res.writeHead(200, {
        'content-type': TYPES[segments.format],
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'x-image-cache': hit ? 'hit' : 'miss',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (error instanceof NotFound) answerJson(res, 404, 'NOT_FOUND', error.message);
      else {
        process.stderr.write(`image host: ${pathname}: ${(error as Error).stack ?? String(error)}\n`);
        answerJson(res, 500, 'INTERNAL', 'The image host failed to make this image; the error is in the server\'s log.');
      }
    }
  };
}
