import type { ReactNode } from 'react';
import type { Image as ImageData } from '../src/contract/schemas.js';
import { imageSrcSet } from './image-url.js';

/**
 * BackgroundImage (part): a decorative background that loads only when within 200 px of the
 * viewport (spec sections 4 and 9; runtime/lazy-backgrounds.ts picks the srcset candidate for
 * the element's width and device pixel ratio) under a veil, 0.5 opaque unless the content says
 * otherwise, that keeps the text on it readable.
 */
export function BackgroundImage({ image, host, veil = 0.5, className = '', children }: { image: ImageData; host: string; veil?: number; className?: string; children: ReactNode }) {
  return (
    <div className={`bg-image ${className}`.trim()} data-part="BackgroundImage" data-bg-srcset={imageSrcSet(host, image)}>
      <div className="bg-image__veil" style={{ opacity: veil }} />
      <div className="bg-image__content">{children}</div>
    </div>
  );
}
