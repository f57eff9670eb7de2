import { z } from 'zod';
import { RichTextSchema, type ModuleProps } from './fields.js';

export const FAQSchema = z.object({
  title: z.string().default(''),
  items: z.array(z.object({ question: z.string().min(1), answer: RichTextSchema })).min(1),
});

export function FAQ({ fields, root }: ModuleProps<z.infer<typeof FAQSchema>>) {
  return (
    <section {...root} className="faq">
      {fields.title && <h2>{fields.title}</h2>}
      {fields.items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary><h3>{item.question}</h3></summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </section>
  );
}
