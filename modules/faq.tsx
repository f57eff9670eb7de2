import * as z from 'zod';
import { RequiredRichTextSchema, type ModuleProps } from './fields.js';
import { Icon } from './icon.js';

export const FAQSchema = z.object({
  title: z.string().default(''),
  items: z.array(z.object({ question: z.string().min(1), answer: RequiredRichTextSchema })).min(1),
});

export function FAQ({ fields, root }: ModuleProps<z.infer<typeof FAQSchema>>) {
  // Questions are h3 under the module's h2, or h2 without one: headings never skip a level.
  const Question = fields.title ? 'h3' : 'h2';
  return (
    <section {...root} className="faq">
      {fields.title && <h2>{fields.title}</h2>}
      {fields.items.map((item) => (
        <details key={item.question} className="faq__item disclosure">
          <summary><Question>{item.question}</Question><span className="disclosure__icon"><Icon name="chevronDown" /></span></summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </section>
  );
}
