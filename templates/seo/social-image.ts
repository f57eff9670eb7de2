import type { Image } from '../../src/contract/schemas.js';
import { imageUrl } from '../../modules/image-url.js';
import type { Page } from '../types.js';
import { absoluteUrl } from './alternates.js';

/** Open Graph's recommended card size (1.91:1), cropped around the image's focal point. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The image that represents a page on social cards and in JSON-LD: the CMS's socialImage, else
 * the first image of the hero (what a visitor sees first), else the first of the main section.
 */
export function socialImageOf(page: Pick<Page, 'socialImage' | 'template'>): Image | null {
  if (page.socialImage?.url) return page.socialImage;
  for (const section of [page.template.heroSection, page.template.mainSection]) {
    for (const module of section?.modules ?? []) {
      const image = (module as { image?: unknown }).image as Image | undefined;
      if (image && typeof image.url === 'string' && image.url) return image;
    }
  }
  return null;
}

/**
 * An absolute URL of the image at 1200 × 630 on the site's domain (crawlers need absolute URLs;
 * the image host is a path on the site by default). JPEG, not WebP: every social network's
 * crawler reads it.
 */
export function absoluteImageUrl(image: Pick<Image, 'url' | 'position'>, imageHost: string, domainUrl: string): string {
  const path = imageUrl(imageHost, image.url, { ...SOCIAL_IMAGE, format: 'jpeg', ...(image.position ? { position: image.position } : {}) });
  return absoluteUrl(domainUrl, path);
}
