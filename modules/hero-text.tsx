import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { formatDate } from './locale-format.js';

export const HeroTextSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  kicker: z.string().optional(),
  // A day (2027-09-14) or an instant (an article's publication, 2026-11-02T09:30:00.000Z): never
  // free text, which reads "1/12/2026" as the 12th of January (spec 3). The editor offers a date
  // picker for it (runtime/editor/side-panel.tsx).
  date: z.union([z.iso.date({ error: 'a date written YYYY-MM-DD (e.g. 2027-09-14)' }), z.iso.datetime({ error: 'a date written YYYY-MM-DD (e.g. 2027-09-14)' })]).optional(),
});

export function HeroText({ fields, root, context }: ModuleProps<z.infer<typeof HeroTextSchema>>) {
  const date = formatDate(fields.date, context.locale);
  return (
    <section {...root} className="hero hero--text">
      {fields.kicker && <p className="hero__kicker">{fields.kicker}</p>}
      <h1>{fields.title}</h1>
      {fields.subtitle && <p className="hero__subtitle">{fields.subtitle}</p>}
      {date && <p className="hero__date"><time dateTime={fields.date}>{date}</time></p>}
    </section>
  );
}
