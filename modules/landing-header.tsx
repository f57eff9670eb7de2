import { z } from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { Image } from './image.js';
import { SmartLink } from './smart-link.js';

export const LandingHeaderSchema = z.object({
  logo: ImageSchema,
  homeLink: z.string().regex(/^\/[^\s]*$/, 'an internal path starting with /').default('/'),
  phone: z.string().regex(/^[0-9+() .-]{6,20}$/, 'a phone number (digits, spaces and +()-.)').optional(),
  cta: LinkSchema.optional(),
});

/** The slim bar at the top of a landing page: logo home, a phone to call and one call to action. */
export function LandingHeader({ fields, root, context }: ModuleProps<z.infer<typeof LandingHeaderSchema>>) {
  return (
    <div {...root} className="landing-header">
      <a href={fields.homeLink} className="landing-header__logo"><Image image={fields.logo} host={context.imageHost} sizes="10rem" /></a>
      <div className="landing-header__actions">
        {fields.phone && <a href={`tel:${fields.phone.replace(/[^0-9+]/g, '')}`} className="landing-header__phone">{fields.phone}</a>}
        {fields.cta?.href && <SmartLink link={fields.cta} className="button button--primary" />}
      </div>
    </div>
  );
}
