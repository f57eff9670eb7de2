import { z } from 'zod';
import type { ModuleProps } from './fields.js';

export const HeroTextSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  kicker: z.string().optional(),
  date: z.string().optional(),
});

export function HeroText({ fields, root, context }: ModuleProps<z.infer<typeof HeroTextSchema>>) {
  const date = fields.date ? new Date(fields.date) : null;
  return (
    <section {...root} className="hero hero--text">
      {fields.kicker && <p className="hero__kicker">{fields.kicker}</p>}
      <h1>{fields.title}</h1>
      {fields.subtitle && <p className="hero__subtitle">{fields.subtitle}</p>}
      {date && !Number.isNaN(date.getTime()) && (
        <p className="hero__date">
          <time dateTime={fields.date}>
            {date.toLocaleDateString(context.locale.replace('_', '-'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
          </time>
        </p>
      )}
    </section>
  );
}
