import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { Island } from './island.js';
import { TextCarouselView, type TextCarouselViewProps } from './text-carousel-view.js';

export const TextCarouselSchema = z.object({
  title: z.string().min(1),
  items: z.array(z.object({ text: z.string().min(1), author: z.string().default(''), role: z.string().default('') })).min(1),
});

export function TextCarousel({ fields, root, context }: ModuleProps<z.infer<typeof TextCarouselSchema>>) {
  const props: TextCarouselViewProps = { fields, root, locale: context.locale };
  return <Island name="TextCarousel" props={props}><TextCarouselView {...props} /></Island>;
}
