import type { Sql } from './sql/sql.js';
import { mediaRepository } from './storage/media-repository.js';

/** An image the site's pages show (spec 3 "Image"), as the library keeps it beside the uploads. */
export interface SiteImage { url: string; width: number; height: number; alt: Record<string, string> }

const SITE_IMAGE = /^\/(?!media\/|\/)[^?#]*\.(jpe?g|png|webp|avif)$/i;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/**
 * The images the site's pages already show, for the media library (spec 4, editor mode: the
 * site's existing images are offered beside uploads, not only what was uploaded through it):
 * every image value (an object with the site's own path as `url`, its width and height) in
 * the pages, with the first alt text each language's pages give it. Uploads are in the library
 * already; an image on another host is not the site's to offer.
 */
export function imagesOfPages(pages: Iterable<{ locale: string; json: unknown }>): SiteImage[] {
  const found = new Map<string, SiteImage>();
  const visit = (value: unknown, locale: string) => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, locale);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    if (typeof o.url === 'string' && SITE_IMAGE.test(o.url) && Number.isInteger(o.width) && Number.isInteger(o.height) && (o.width as number) > 0 && (o.height as number) > 0) {
      const image = found.get(o.url) ?? { url: o.url, width: o.width as number, height: o.height as number, alt: {} };
      if (typeof o.alt === 'string' && o.alt.trim() !== '' && !image.alt[locale]) image.alt[locale] = o.alt.trim();
      found.set(o.url, image);
      return;
    }
    for (const v of Object.values(o)) visit(v, locale);
  };
  for (const page of pages) visit(page.json, page.locale);
  return [...found.values()];
}

/**
 * Keeps the site's images in its library (imagesOfPages): one row each, by its path, added once
 * (an editor's later alt text or focal point is never overwritten). Their name is the path's
 * last two parts ("server-rack-10.jpg"), what a search by file name would look for.
 */
export async function registerSiteImages(sql: Sql, siteId: number, images: SiteImage[], at: string): Promise<number> {
  const media = mediaRepository(sql);
  let added = 0;
  for (const image of images) {
    const parts = image.url.split('/').filter(Boolean);
    const ext = /\.(\w+)$/.exec(image.url)![1]!.toLowerCase();
    if (await media.insertIfNew({
      siteId, file: image.url, name: parts.slice(-2).join('-'), type: TYPES[ext]!, bytes: 0, width: image.width, height: image.height,
      uploadedBy: '', uploadedAt: at, alt: JSON.stringify(image.alt),
    })) added++;
  }
  return added;
}
