import * as z from 'zod';
import { BackgroundImage } from './background-image.js';
import { ImageSchema, LinkSchema, RichTextSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { SmartLink } from './smart-link.js';

export const FeaturedBlockSchema = z.object({
  title: z.string().min(1),
  text: RichTextSchema.default(''),
  image: ImageSchema,
  link: LinkSchema.optional(),
  /** `background`: the image behind the text (lazy, with a veil); `left`/`right`: beside it. */
  layout: z.enum(['background', 'left', 'right']).default('right'),
  veil: z.number().min(0).max(1).default(0.5),
});

export function FeaturedBlock({ fields, root, context }: ModuleProps<z.infer<typeof FeaturedBlockSchema>>) {
  const body = (
    <div className="split__text">
      <h2>{fields.title}</h2>
      {fields.text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: fields.text }} />}
      {fields.link?.href && <SmartLink link={fields.link} className="button button--primary" />}
    </div>
  );
  if (fields.layout === 'background') {
    return (
      <section {...root} className="featured-block featured-block--background">
        <BackgroundImage image={fields.image} host={context.imageHost} veil={fields.veil}>{body}</BackgroundImage>
      </section>
    );
  }
  return (
    <section {...root} className={`featured-block split split--media-${fields.layout}`}>
      {body}
      <div className="split__media"><Image image={fields.image} host={context.imageHost} eager={context.isFirstImage()} sizes="(min-width: 960px) 50vw, 100vw" /></div>
    </section>
  );
}
