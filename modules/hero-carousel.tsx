import * as z from 'zod';
import { ImageSchema, LinkSchema, type ModuleProps } from './fields.js';
import { CAROUSEL_INTERVAL_MS } from './carousel.js';
import { HeroCarouselView, type HeroCarouselViewProps } from './hero-carousel-view.js';
import { Island } from './island.js';

export const MainHeroSlideSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().default(''),
  image: ImageSchema,
  link: LinkSchema.optional(),
  veil: z.number().min(0).max(1).default(0.5),
});

export const HeroCarouselSchema = z.object({
  /** The page's h1 (read by screen readers; the slides carry the visible titles). */
  title: z.string().min(1),
  autoplay: z.boolean().default(true),
  slides: z.array(MainHeroSlideSchema).min(1),
});

export function HeroCarousel({ fields, root, context }: ModuleProps<z.infer<typeof HeroCarouselSchema>>) {
  const props: HeroCarouselViewProps = { fields, root, locale: context.locale, imageHost: context.imageHost, eager: context.isFirstImage() };
  // Its first slide needs no code: the carousel wakes when touched, or when its first change is due.
  const after = fields.autoplay && fields.slides.length > 1 ? CAROUSEL_INTERVAL_MS : undefined;
  return <Island name="HeroCarousel" props={props} hydrate="interaction" after={after}><HeroCarouselView {...props} /></Island>;
}
