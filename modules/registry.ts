import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ModuleProps } from './fields.js';
import { Accordion, AccordionSchema } from './accordion.js';
import { BasicContent, BasicContentSchema } from './basic-content.js';
import { CardCollection, CardCollectionSchema, DistributorModuleSchema, Events, Insights, People, Programs, ProjectDistributors } from './distributor-modules.js';
import { Download, DownloadSchema } from './download.js';
import { FeaturedBlock, FeaturedBlockSchema } from './featured-block.js';
import { HeroCarousel, HeroCarouselSchema } from './hero-carousel.js';
import { ImageGallery, ImageGallerySchema } from './image-gallery.js';
import { LandingHeader, LandingHeaderSchema } from './landing-header.js';
import { LogoCollection, LogoCollectionSchema } from './logo-collection.js';
import { MapModule, MapSchema } from './map.js';
import { Spacer, SpacerSchema } from './spacer.js';
import { Tabs, TabsSchema } from './tabs.js';
import { Text, TextSchema } from './text.js';
import { TextCarousel, TextCarouselSchema } from './text-carousel.js';
import { FeaturedAudiovisual, FeaturedAudiovisualSchema, FullVideo, FullVideoSchema, HeroVideo, HeroVideoSchema, Video, VideoSchema } from './video.js';
import { VideoPlaylist, VideoPlaylistSchema } from './video-playlist.js';
import { Widget, WidgetSchema } from './widget.js';
import { FAQ, FAQSchema } from './faq.js';
import { FeesTable, FeesTableSchema } from './fees-table.js';
import { ProgramComparison, ProgramComparisonSchema } from './program-comparison.js';
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
  /** Its `title` is the page's h1 (hero modules): other modules never repeat it as a heading. */
  headsPage?: true;
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
  FeesTable: { schema: FeesTableSchema, Component: FeesTable },
  HeroImage: { schema: HeroImageSchema, Component: HeroImage, headsPage: true },
  HeroText: { schema: HeroTextSchema, Component: HeroText, headsPage: true },
  HighlightedContent: { schema: HighlightedContentSchema, Component: HighlightedContent },
  Insights: { schema: DistributorModuleSchema, Component: Insights },
  IntroForm: { schema: IntroFormSchema, Component: IntroForm },
  People: { schema: DistributorModuleSchema, Component: People },
  ProgramComparison: { schema: ProgramComparisonSchema, Component: ProgramComparison },
  Programs: { schema: DistributorModuleSchema, Component: Programs },
  Quote: { schema: QuoteSchema, Component: Quote },
  RichText: { schema: RichTextModuleSchema, Component: RichText },
  SocialShare: { schema: SocialShareSchema, Component: SocialShare },
  StudyPlan: { schema: StudyPlanSchema, Component: StudyPlan },
  Testimonials: { schema: TestimonialsSchema, Component: Testimonials },
  Download: { schema: DownloadSchema, Component: Download },
  FeaturedAudiovisual: { schema: FeaturedAudiovisualSchema, Component: FeaturedAudiovisual },
  FeaturedBlock: { schema: FeaturedBlockSchema, Component: FeaturedBlock },
  FullVideo: { schema: FullVideoSchema, Component: FullVideo },
  HeroCarousel: { schema: HeroCarouselSchema, Component: HeroCarousel, headsPage: true },
  HeroVideo: { schema: HeroVideoSchema, Component: HeroVideo, headsPage: true },
  ImageGallery: { schema: ImageGallerySchema, Component: ImageGallery },
  LandingHeader: { schema: LandingHeaderSchema, Component: LandingHeader },
  LogoCollection: { schema: LogoCollectionSchema, Component: LogoCollection },
  Map: { schema: MapSchema, Component: MapModule },
  ProjectDistributors: { schema: DistributorModuleSchema, Component: ProjectDistributors },
  Spacer: { schema: SpacerSchema, Component: Spacer },
  Tabs: { schema: TabsSchema, Component: Tabs },
  Text: { schema: TextSchema, Component: Text },
  TextCarousel: { schema: TextCarouselSchema, Component: TextCarousel },
  Video: { schema: VideoSchema, Component: Video },
  VideoPlaylist: { schema: VideoPlaylistSchema, Component: VideoPlaylist },
  Widget: { schema: WidgetSchema, Component: Widget },
});

export function getModule(component: string): ModuleDefinition | undefined {
  return Object.hasOwn(moduleRegistry, component) ? moduleRegistry[component] : undefined;
}
