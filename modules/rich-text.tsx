import * as z from 'zod';
import { RequiredRichTextSchema, type ModuleProps } from './fields.js';

export const RichTextModuleSchema = z.object({ content: RequiredRichTextSchema });

export function RichText({ fields, root }: ModuleProps<z.infer<typeof RichTextModuleSchema>>) {
  return <div {...root} className="rich-text rich-text--article" dangerouslySetInnerHTML={{ __html: fields.content }} />;
}
