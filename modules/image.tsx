import type { Image as ImageData } from '../src/contract/schemas.js';
import { fallbackWidth, imageSrcSet, imageUrl } from './image-url.js';

/**
 * An image from the image host with the spec's defaults (section 9: webp, quality 75, crop
 * cover, lazy loading, async decoding, srcset over the spec widths) and its intrinsic size always
 * set (no layout shift). The page's first image (its LCP candidate) loads eagerly with high
 * priority. Alt text comes from the content; empty means decorative.
 */
export function Image({ image, host, eager = false, sizes = '100vw' }: { image: ImageData; host: string; eager?: boolean; sizes?: string }) {
  const ratio = image.width && image.height ? image.height / image.width : 0;
  const width = fallbackWidth(image);
  return (
    <img
      src={imageUrl(host, image.url, { width, height: Math.round(width * ratio) })}
      srcSet={imageSrcSet(host, image)}
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
