import * as z from 'zod';
import { LinkSchema, SafeHrefSchema } from './fields.js';
import { SmartLink } from './smart-link.js';

/** A module's closing call to action: a line and a button, normally to the request-information form (`…/#info`). */
export const CallToActionFields = {
  cta: LinkSchema.extend({ text: z.string().min(1), href: SafeHrefSchema.pipe(z.string().min(1)) }).optional(),
  ctaText: z.string().default(''),
};

export function CallToAction({ cta, ctaText }: { cta?: z.infer<typeof CallToActionFields.cta>; ctaText: string }) {
  if (!cta) return null;
  return (
    <div className="fees__cta">
      {ctaText && <p>{ctaText}</p>}
      <SmartLink link={cta} className="button button--primary" />
    </div>
  );
}
