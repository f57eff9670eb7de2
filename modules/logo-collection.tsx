import { z } from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { t } from './ui-strings.js';

export const LogoCollectionCardSchema = z.object({ name: z.string().min(1), image: ImageSchema, link: LinkSchema.optional() });
export const LogoCollectionSchema = z.object({ title: z.string().default(''), logos: z.array(LogoCollectionCardSchema).min(1) });

/** Partner and accreditation logos; each logo's alt text is the organisation's name. */
export function LogoCollection({ fields, root, context }: ModuleProps<z.infer<typeof LogoCollectionSchema>>) {
  return (
    <section {...root} className="logo-collection">
      <h2>{fields.title || t(context.locale, 'partners')}</h2>
      <ul className="logo-collection__list">
        {fields.logos.map((logo) => {
          const image = <Image image={{ ...logo.image, alt: logo.name }} host={context.imageHost} sizes="12rem" />;
          return (
            <li key={logo.name} className="logo-card" data-part="LogoCollectionCard">
              {logo.link?.href ? <a href={logo.link.href} {...(logo.link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{image}</a> : image}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
