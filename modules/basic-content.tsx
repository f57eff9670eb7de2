import * as z from 'zod';
import { ImageSchema, LinkSchema, RichTextSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { SmartLink } from './smart-link.js';

export const BasicContentSchema = z.object({
  title: z.string().default(''),
  content: RichTextSchema,
  image: ImageSchema.optional(),
  link: LinkSchema.optional(),
});

export function BasicContent({ fields, root, context }: ModuleProps<z.infer<typeof BasicContentSchema>>) {
  return (
    <section {...root} className={`basic-content${fields.image ? ' basic-content--media' : ''}`}>
      <div className="basic-content__text">
        {fields.title && <h2>{fields.title}</h2>}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: fields.content }} />
        {fields.link?.href && <SmartLink link={fields.link} className="button" />}
      </div>
      {fields.image && <Image image={fields.image} host={context.imageHost} eager={context.isFirstImage()} sizes="(max-width: 24rem) 100vw, 22rem" />}
    </section>
  );
}
