import type { Image as ImageData } from '../src/contract/schemas.js';
import { fallbackWidth, imageSrcSet, imageUrl } from './image-url.js';

/**
 * An image from the image host with the spec's defaults (section 9: webp, quality 75, crop
 * cover, lazy loading, async decoding, srcset over the spec widths) and its intrinsic size always
 * set (no layout shift). The page's first image (its LCP candidate) loads eagerly with high
 * priority. Alt text comes from the content; empty means decorative. Its `position` (spec 3,
 * the focal point an editor sets in the media library) is what a crop keeps: the image host's
 * crop, and the CSS crop of the layouts that fill a box (`object-fit: cover`), by a class (the
 * site's CSP allows no inline styles). Centre is the default and needs none.
 */
export function Image({ image, host, eager = false, sizes = '100vw' }: { image: ImageData; host: string; eager?: boolean; sizes?: string }) {
  const ratio = image.width && image.height ? image.height / image.width : 0;
  const width = fallbackWidth(image);
  const position = image.position && image.position !== 'center' ? image.position : undefined;
  return (
    <img
      src={imageUrl(host, image.url, { width, height: Math.round(width * ratio), position })}
      srcSet={imageSrcSet(host, image, position ? { position } : {})}
      {...(position ? { className: `img-pos--${position}` } : {})}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      sizes={sizes}
    />
  );
}
