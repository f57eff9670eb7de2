import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { formatDate } from './locale-format.js';

export const HeroTextSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  kicker: z.string().optional(),
  date: z.string().optional(),
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
