import * as z from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { Abbreviated, AcronymExpansions } from './abbreviations.js';
import { Image } from './image.js';
import { SmartLink } from './smart-link.js';

export const HeroImageSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  image: ImageSchema,
  /** Veil over the image for text contrast (spec section 9: default 0.5). */
  veil: z.number().min(0).max(1).default(0.5),
  link: LinkSchema.optional(),
});

export function HeroImage({ fields, root, context }: ModuleProps<z.infer<typeof HeroImageSchema>>) {
  return (
    <section {...root} className="hero hero--image" aria-labelledby={`hero-${root['data-editor-id']}`}>
      <div className="hero__media">
        <Image image={fields.image} host={context.imageHost} eager={context.isFirstImage()} sizes="100vw" />
        <div className="hero__veil" style={{ opacity: fields.veil }} />
      </div>
      <div className="hero__text">
        {/* A programme's acronyms, written out before the title first uses them (WCAG 3.1.4). */}
        <AcronymExpansions acronyms={context.acronyms} className="hero__acronyms" />
        <h1 id={`hero-${root['data-editor-id']}`}><Abbreviated text={fields.title} acronyms={context.acronyms} /></h1>
        {fields.subtitle && <p className="hero__subtitle">{fields.subtitle}</p>}
        {fields.link?.href && <SmartLink link={fields.link} className="button button--primary" />}
      </div>
    </section>
  );
}
