import * as z from 'zod';
import { gridImageSizes } from './card-list.js';
import { ImageSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { t } from './ui-strings.js';

export const ImageGallerySchema = z.object({
  title: z.string().default(''),
  images: z.array(z.object({ image: ImageSchema, caption: z.string().default('') })).min(1),
});

/** A grid of captioned images (campus, projects, events). */
export function ImageGallery({ fields, root, context }: ModuleProps<z.infer<typeof ImageGallerySchema>>) {
  const id = `gallery-${root['data-editor-id']}`;
  return (
    <section {...root} className="image-gallery" aria-labelledby={id}>
      <h2 id={id} className={fields.title ? undefined : 'visually-hidden'}>{fields.title || t(context.locale, 'gallery')}</h2>
      <ul className="image-gallery__grid">
        {fields.images.map((item, i) => (
          <li key={`${item.image.url}-${i}`}>
            <figure>
              {/* A caption that says what the alt text says already describes the image: no repetition. */}
              <Image image={item.caption && item.caption.trim() === item.image.alt.trim() ? { ...item.image, alt: '' } : item.image} host={context.imageHost} sizes={gridImageSizes(fields.images.length)} />
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
