import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { ConsentGate } from './video-part.js';

export const WidgetSchema = z.object({
  /** Names the embedded frame for screen readers. */
  title: z.string().min(1),
  src: z.url({ protocol: /^https$/, error: 'an https:// address of the embedded widget' }),
  height: z.number().int().min(120).max(2000).default(480),
});

/**
 * An embedded third-party widget (a calendar, a virtual tour). Like every third-party embed it
 * is mounted only after consent; until then the consent message and button.
 */
export function Widget({ fields, root, context }: ModuleProps<z.infer<typeof WidgetSchema>>) {
  return (
    <section {...root} className="widget" aria-label={fields.title}>
      <div className="widget__frame" style={{ minHeight: fields.height }} data-consent-src={fields.src} data-consent-title={fields.title}>
        <ConsentGate locale={context.locale} />
      </div>
    </section>
  );
}
