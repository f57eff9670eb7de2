import { z } from 'zod';
import type { ModuleProps } from './fields.js';

export const HighlightedContentSchema = z.object({
  title: z.string().default(''),
  facts: z.array(z.object({ label: z.string(), value: z.string().min(1) })).min(1),
});

export function HighlightedContent({ fields, root }: ModuleProps<z.infer<typeof HighlightedContentSchema>>) {
  const labelled = fields.facts.every((f) => f.label);
  return (
    <section {...root} className="highlighted">
      {fields.title && <h2>{fields.title}</h2>}
      {labelled ? (
        <dl className="facts">
          {fields.facts.map((f) => (
            <div key={f.label} className="facts__item"><dt>{f.label}</dt><dd>{f.value}</dd></div>
          ))}
        </dl>
      ) : (
        <ul className="highlights">{fields.facts.map((f) => <li key={f.value}>{f.value}</li>)}</ul>
      )}
    </section>
  );
}
