import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ModuleProps } from './fields.js';
import { Accordion, AccordionSchema } from './accordion.js';
import { BasicContent, BasicContentSchema } from './basic-content.js';
import { CardCollection, CardCollectionSchema, DistributorModuleSchema, Events, Insights, People, Programs } from './distributor-modules.js';
import { FAQ, FAQSchema } from './faq.js';
import { HeroImage, HeroImageSchema } from './hero-image.js';
import { HeroText, HeroTextSchema } from './hero-text.js';
import { HighlightedContent, HighlightedContentSchema } from './highlighted-content.js';
import { IntroForm, IntroFormSchema } from './intro-form.js';
import { BasicForm, BasicFormSchema, DownloadForm, DownloadFormSchema, LandingForm, LandingFormSchema, Newsletter, NewsletterSchema } from './form-modules.js';
import { ModalForm, ModalFormSchema } from './modal-form.js';
import { Quote, QuoteSchema } from './quote.js';
import { RichText, RichTextModuleSchema } from './rich-text.js';
import { SocialShare, SocialShareSchema } from './social-share.js';
import { StudyPlan, StudyPlanSchema } from './study-plan.js';
import { Testimonials, TestimonialsSchema } from './testimonials.js';

export interface ModuleDefinition {
  schema: z.ZodType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<ModuleProps<any> & { pageUrl?: string }>;
}

/** Component name (as the CMS sends it) → schema and component. */
export const moduleRegistry: Readonly<Record<string, ModuleDefinition>> = Object.freeze({
  Accordion: { schema: AccordionSchema, Component: Accordion },
  BasicContent: { schema: BasicContentSchema, Component: BasicContent },
  BasicForm: { schema: BasicFormSchema, Component: BasicForm },
  DownloadForm: { schema: DownloadFormSchema, Component: DownloadForm },
  LandingForm: { schema: LandingFormSchema, Component: LandingForm },
  ModalForm: { schema: ModalFormSchema, Component: ModalForm },
  Newsletter: { schema: NewsletterSchema, Component: Newsletter },
  CardCollection: { schema: CardCollectionSchema, Component: CardCollection },
  Events: { schema: DistributorModuleSchema, Component: Events },
  FAQ: { schema: FAQSchema, Component: FAQ },
  HeroImage: { schema: HeroImageSchema, Component: HeroImage },
  HeroText: { schema: HeroTextSchema, Component: HeroText },
  HighlightedContent: { schema: HighlightedContentSchema, Component: HighlightedContent },
  Insights: { schema: DistributorModuleSchema, Component: Insights },
  IntroForm: { schema: IntroFormSchema, Component: IntroForm },
  People: { schema: DistributorModuleSchema, Component: People },
  Programs: { schema: DistributorModuleSchema, Component: Programs },
  Quote: { schema: QuoteSchema, Component: Quote },
  RichText: { schema: RichTextModuleSchema, Component: RichText },
  SocialShare: { schema: SocialShareSchema, Component: SocialShare },
  StudyPlan: { schema: StudyPlanSchema, Component: StudyPlan },
  Testimonials: { schema: TestimonialsSchema, Component: Testimonials },
});

export function getModule(component: string): ModuleDefinition | undefined {
  return Object.hasOwn(moduleRegistry, component) ? moduleRegistry[component] : undefined;
}
