import * as z from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { Logo } from './logo.js';
import { SmartLink } from './smart-link.js';

export const LandingHeaderSchema = z.object({
  logo: ImageSchema,
  homeLink: z.string().regex(/^\/[^\s]*$/, 'an internal path starting with /').default('/'),
  phone: z.string().regex(/^[0-9+() .-]{6,20}$/, 'a phone number (digits, spaces and +()-.)').optional(),
  cta: LinkSchema.optional(),
});

/**
 * The slim bar at the top of a landing page: logo home, a phone to call and one call to action.
 * The logo is the school's own SVG (modules/logo.tsx), the same as in the site header, so it is
 * crisp and keeps its contrast on this bar; the logo field's alt text is its accessible name.
 */
export function LandingHeader({ fields, root }: ModuleProps<z.infer<typeof LandingHeaderSchema>>) {
  return (
    <div {...root} className="landing-header">
      <a href={fields.homeLink} className="landing-header__logo"><Logo label={fields.logo.alt || 'EDTE'} /></a>
      <div className="landing-header__actions">
        {fields.phone && <a href={`tel:${fields.phone.replace(/[^0-9+]/g, '')}`} className="landing-header__phone">{fields.phone}</a>}
        {fields.cta?.href && <SmartLink link={fields.cta} className="button button--primary" />}
      </div>
    </div>
  );
}
