/**
 * The image host's URL scheme (spec section 7: segments for crop, quality, width, height,
 * position, transforms and format) and the spec's defaults (section 9).
 *
 *   {host}/c_{crop}/q_{quality}/w_{width}/h_{height}/p_{position}/t_{transforms}/f_{format}{path}
 *
 * `path` is the image's `url` from the CMS (a path on the image host). A height of 0 keeps the
 * aspect ratio; transforms are comma-free tokens joined by "+" ("none" when there are none).
 */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_DEFAULTS = { quality: 75, crop: 'cover', format: 'webp', position: 'center' } as const;

export const CROPS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const TRANSFORMS = ['grayscale', 'blur'] as const;
export type Crop = (typeof CROPS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type Transform = (typeof TRANSFORMS)[number];

/**
 * The contract's names for an image's focal point (the CMS's `image.position`, spec 3 "Image")
 * and sharp's gravity for each: sharp spells corners "left top", not "top-left", and refuses
 * anything else. Only these names reach an image URL.
 */
export const IMAGE_POSITIONS = {
  center: 'centre', top: 'top', bottom: 'bottom', left: 'left', right: 'right',
  'top-left': 'left top', 'top-right': 'right top', 'bottom-left': 'left bottom', 'bottom-right': 'right bottom',
} as const;
export type ImagePosition = keyof typeof IMAGE_POSITIONS;
export const IMAGE_POSITION_NAMES = Object.keys(IMAGE_POSITIONS) as [ImagePosition, ...ImagePosition[]];

export function isImagePosition(value: string): value is ImagePosition {
  return Object.hasOwn(IMAGE_POSITIONS, value);
}

/**
 * The position nearest a focal point (x and y as fractions of width and height, from the top
 * left): thirds of each axis. The media library keeps the point; the image field keeps this name.
 */
export function positionOfFocalPoint(x: number, y: number): ImagePosition {
  const col = x < 1 / 3 ? 'left' : x > 2 / 3 ? 'right' : '';
  const row = y < 1 / 3 ? 'top' : y > 2 / 3 ? 'bottom' : '';
  return ((row && col ? `${row}-${col}` : row || col) || 'center') as ImagePosition;
}

/**
 * What the image host serves by default: exactly what the site's own templates ask for (spec 9:
 * the spec's widths, quality 75, crop cover, webp; JPEG for og:image at 1200 × 630; no
 * transforms), any contract position. A site that needs more widens these lists with the
 * `imageAllow` setting; anything else is refused, so a visitor cannot make the host encode (and
 * store) variants no page uses.
 */
export const IMAGE_HOST_DEFAULTS = {
  widths: [...IMAGE_WIDTHS] as number[],
  qualities: [IMAGE_DEFAULTS.quality] as number[],
  formats: ['webp', 'jpeg'] as ImageFormat[],
  crops: ['cover'] as Crop[],
  transforms: [] as Transform[],
};
/** A crop's height is free (it follows the CMS's aspect ratio) but at most this many widths. */
export const MAX_HEIGHT_PER_WIDTH = 3;

export interface ImageUrlOptions {
  width: number;
  height?: number;
  quality?: number;
  crop?: Crop;
  position?: string;
  transforms?: string[];
  format?: ImageFormat;
}

export interface ImageSegments extends Required<Omit<ImageUrlOptions, 'height'>> {
  height: number;
  path: string;
}

const TOKEN = /^[a-z0-9-]+$/;

/** The host without its trailing slashes: one per build, asked for on every image of every page. */
let lastHost = '';
let lastBase = '';
function hostBase(host: string): string {
  if (host !== lastHost) {
    lastHost = host;
    lastBase = host.replace(/\/+$/, '');
  }
  return lastBase;
}

// Called for every srcset candidate of every image of every page (spec 9 build speed): options
// read field by field, not spread into a fresh object each time.
export function imageUrl(host: string, path: string, options: ImageUrlOptions): string {
  const transforms = options.transforms && options.transforms.length > 0 ? options.transforms.filter((t) => TOKEN.test(t)).join('+') : '';
  // The schema admits only contract positions; anything else would be refused by the host.
  const position = options.position !== undefined && isImagePosition(options.position) ? options.position : IMAGE_DEFAULTS.position;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${hostBase(host)}/c_${options.crop ?? IMAGE_DEFAULTS.crop}/q_${Math.round(options.quality ?? IMAGE_DEFAULTS.quality)}/w_${Math.round(options.width)}/h_${Math.round(options.height ?? 0)}/p_${position}/t_${transforms || 'none'}/f_${options.format ?? IMAGE_DEFAULTS.format}${clean}`;
}

/** Parses what imageUrl builds (the server side of the scheme); null when it is not one. */
export function parseImageUrl(pathname: string): ImageSegments | null {
  const match = /^\/c_(cover|contain|fill|inside|outside)\/q_(\d{1,3})\/w_(\d{1,4})\/h_(\d{1,4})\/p_([a-z0-9-]+)\/t_([a-z0-9+-]+)\/f_(webp|avif|jpeg|png)(\/[^?#]+)$/.exec(pathname);
  if (!match) return null;
  const [, crop, quality, width, height, position, transforms, format, path] = match;
  return {
    crop: crop as Crop,
    quality: Number(quality),
    width: Number(width),
    height: Number(height),
    position: position!,
    transforms: transforms === 'none' ? [] : transforms!.split('+'),
    format: format as ImageFormat,
    path: path!,
  };
}

/**
 * The plain `src` of an image: the widest srcset candidate up to 1080 px, so the fallback is a
 * variant the srcset already uses (and the build already warmed), never a width of its own.
 */
export function fallbackWidth(image: { width?: number | undefined }): number {
  const max = Math.min(image.width ?? 1080, 1080);
  return IMAGE_WIDTHS.filter((w) => w <= max).pop() ?? IMAGE_WIDTHS[0];
}

/** `srcset` over the spec's widths, up to the image's own width (never upscaled). */
export function imageSrcSet(host: string, image: { url: string; width?: number | undefined; height?: number | undefined }, options: Omit<ImageUrlOptions, 'width'> = {}): string {
  const max = image.width ?? 3840;
  const widths = IMAGE_WIDTHS.filter((w) => w <= max);
  const list = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
  const ratio = image.width && image.height ? image.height / image.width : 0;
  return list.map((w) => `${imageUrl(host, image.url, { ...options, width: w, height: options.height ?? Math.round(w * ratio) })} ${w}w`).join(', ');
}
