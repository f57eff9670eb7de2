import * as z from 'zod';
import type { ModuleProps } from './fields.js';

export const SpacerSchema = z.object({ size: z.enum(['small', 'medium', 'large']).default('medium') });

/** Vertical space between modules; hidden from assistive technology. */
export function Spacer({ fields, root }: ModuleProps<z.infer<typeof SpacerSchema>>) {
  return <div {...root} className={`spacer spacer--${fields.size}`} aria-hidden="true" />;
}
