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

export type Crop = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

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

export function imageUrl(host: string, path: string, options: ImageUrlOptions): string {
  const o = { ...IMAGE_DEFAULTS, transforms: [] as string[], height: 0, ...options };
  const transforms = o.transforms.filter((t) => TOKEN.test(t));
  const position = TOKEN.test(o.position) ? o.position : 'center';
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${host.replace(/\/+$/, '')}/c_${o.crop}/q_${Math.round(o.quality)}/w_${Math.round(o.width)}/h_${Math.round(o.height)}/p_${position}/t_${transforms.join('+') || 'none'}/f_${o.format}${clean}`;
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

/** `srcset` over the spec's widths, up to the image's own width (never upscaled). */
export function imageSrcSet(host: string, image: { url: string; width?: number | undefined; height?: number | undefined }, options: Omit<ImageUrlOptions, 'width'> = {}): string {
  const max = image.width ?? 3840;
  const widths = IMAGE_WIDTHS.filter((w) => w <= max);
  const list = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
  const ratio = image.width && image.height ? image.height / image.width : 0;
  return list.map((w) => `${imageUrl(host, image.url, { ...options, width: w, height: options.height ?? Math.round(w * ratio) })} ${w}w`).join(', ');
}
