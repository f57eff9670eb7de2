import * as z from 'zod';
import type { ModuleProps } from './fields.js';

export const TestimonialsSchema = z.object({
  title: z.string().default(''),
  items: z.array(z.object({ name: z.string().min(1), role: z.string().default(''), quote: z.string().min(1) })).min(1),
});

export function Testimonials({ fields, root }: ModuleProps<z.infer<typeof TestimonialsSchema>>) {
  return (
    <section {...root} className="testimonials">
      {fields.title && <h2>{fields.title}</h2>}
      <ul className="testimonials__list">
        {fields.items.map((t) => (
          <li key={t.name}>
            <figure>
              <blockquote><p>{t.quote}</p></blockquote>
              <figcaption><strong>{t.name}</strong>{t.role && <>, {t.role}</>}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
