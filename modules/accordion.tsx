import * as z from 'zod';
import { RequiredRichTextSchema, type ModuleProps } from './fields.js';
import { Icon } from './icon.js';

export const AccordionSchema = z.object({
  title: z.string().default(''),
  items: z.array(z.object({ title: z.string().min(1), content: RequiredRichTextSchema })).min(1),
});

/** Native disclosure widgets: keyboard and screen-reader support with no JavaScript. */
export function Accordion({ fields, root }: ModuleProps<z.infer<typeof AccordionSchema>>) {
  return (
    <section {...root} className="accordion">
      {fields.title && <h2>{fields.title}</h2>}
      {fields.items.map((item) => (
        <details key={item.title} className="accordion__item disclosure">
          <summary><span className="disclosure__label">{item.title}</span><span className="disclosure__icon"><Icon name="chevronDown" /></span></summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
        </details>
      ))}
    </section>
  );
}
