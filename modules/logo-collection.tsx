import * as z from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { t } from './ui-strings.js';

export const LogoCollectionCardSchema = z.object({ name: z.string().min(1), image: ImageSchema, link: LinkSchema.optional() });
export const LogoCollectionSchema = z.object({ title: z.string().default(''), showNames: z.boolean().default(true), logos: z.array(LogoCollectionCardSchema).min(1) });

/**
 * Partner and accreditation logos as even tiles: the logo above the organisation's name in text at
 * a legible size (the name is the tile's text, so the image itself is decorative). Logos that are
 * wordmarks already spell the name: `showNames: false` keeps it for screen readers only, rather
 * than print it twice.
 */
export function LogoCollection({ fields, root, context }: ModuleProps<z.infer<typeof LogoCollectionSchema>>) {
  return (
    <section {...root} className="logo-collection">
      <h2>{fields.title || t(context.locale, 'partners')}</h2>
      <ul className="logo-collection__list">
        {fields.logos.map((logo) => {
          // A tile is about 9rem inside on a phone's two columns and a laptop's six (styles.css .logo-card).
          const image = (
            <>
              <span className="logo-card__image"><Image image={{ ...logo.image, alt: '' }} host={context.imageHost} sizes="9rem" /></span>
              <span className={fields.showNames ? 'logo-card__name' : 'logo-card__name visually-hidden'}>{logo.name}</span>
            </>
          );
          return (
            <li key={logo.name} className="logo-card" data-part="LogoCollectionCard">
              {logo.link?.href ? <a className="logo-card__link" href={logo.link.href} {...(logo.link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{image}</a> : <div className="logo-card__link">{image}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
