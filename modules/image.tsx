import type { Image as ImageData } from '../src/contract/schemas.js';

/**
 * An image with its intrinsic size always set (no layout shift) and the spec's defaults: lazy
 * loading and async decoding, except the page's first image (its LCP candidate), which loads
 * eagerly with high priority. Sized URLs for the image host come with the templates issue.
 */
export function Image({ image, eager = false, sizes }: { image: ImageData; eager?: boolean; sizes?: string }) {
  return (
    <img
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      {...(sizes ? { sizes } : {})}
    />
  );
}
