import * as z from 'zod';
import type { ModuleProps } from './fields.js';

export const QuoteSchema = z.object({ text: z.string().min(1), author: z.string().default('') });

export function Quote({ fields, root }: ModuleProps<z.infer<typeof QuoteSchema>>) {
  return (
    <figure {...root} className="quote">
      <blockquote><p>{fields.text}</p></blockquote>
      {fields.author && <figcaption>{fields.author}</figcaption>}
    </figure>
  );
}
