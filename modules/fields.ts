import * as z from 'zod';
import { ImageSchema, LinkSchema, SafeHref, type Acronym, type ProgramFacts } from '../src/contract/schemas.js';
import { sanitizeRichText } from './sanitize-rich-text.js';

export { ImageSchema, LinkSchema, SafeHref as SafeHrefSchema };

/** Rich text from the CMS, sanitised as it is validated (one definition for build and editor). */
export const RichTextSchema = z.string().transform(sanitizeRichText);

/**
 * Rich text that is the point of its module (a rich-text block's text, an answer, a section's
 * text): refused when nothing is left to read once sanitised, as a required text field is.
 */
export const RequiredRichTextSchema = RichTextSchema.refine((html) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<(img|iframe|video)\b/.test(html), {
  message: 'text to show (it is empty)',
});

/** Items filled by the builder from the module's distributor (`queriedItems`). */
export const QueriedItemSchema = z.looseObject({
  id: z.number(),
  relatedPage: z.object({ pageId: z.number(), url: z.string() }).nullable(),
  content: z.looseObject({
    title: z.string(),
    abstract: z.string().optional(),
    image: ImageSchema.optional(),
    role: z.string().optional(),
    topic: z.string().optional(),
    date: z.string().optional(),
    location: z.string().optional(),
  }),
  published: z.string().optional(),
});
export type QueriedItem = z.infer<typeof QueriedItemSchema>;

/** An id a link can point at ("#info", "#area-ai"): a letter, then letters, digits, _ or -. */
export const AnchorIdSchema = z.string().regex(/^[A-Za-z][\w-]*$/);

export const DistributedSchema = {
  title: z.string().default(''),
  /** The list's id on its page, so that a link or a list page's filter can point at it. */
  anchorID: AnchorIdSchema.optional(),
  data: z.looseObject({ mode: z.enum(['auto', 'manual', 'navigation']) }).optional(),
  queriedItems: z.array(QueriedItemSchema).default([]),
};

/** Props every module component receives: its validated fields plus the root attributes. */
export interface ModuleProps<T> {
  fields: T;
  root: { 'data-module': string; 'data-editor-id': number };
  context: RenderContext;
}

export interface RenderContext {
  locale: 'es_ES' | 'en_GB';
  /** Base URL of the image host (modules/image-url.ts). */
  imageHost: string;
  /** The page's first image is its LCP candidate and loads eagerly. */
  isFirstImage: () => boolean;
  /** The page being rendered (forms send it with each submission). */
  pagePath?: string;
  /** Its id: a list refreshed in the browser leaves the page's own item out (spec 7, `related`). */
  pageId?: number;
  /** The source of the page's own item (its `structuredData`), null when it has none. */
  pageSource?: string | null;
  /** Base URL of the public API the browser calls (forms, search); default /_api. */
  publicApi?: string;
  /** The site's slug. */
  site?: string;
  /** A landing page (it has its own bar): no site header, no breadcrumb. */
  landing?: boolean;
  /** The page's section (its breadcrumb's last parent: an event's list of events). */
  sectionPath?: string;
  /** The site's request-information link (the header's primary link). */
  requestInfo?: { text: string; href: string };
  /**
   * The acronyms the page's subject is known by (a programme's structuredDataContent.acronyms):
   * its hero shows each with what it stands for (WCAG 3.1.4).
   */
  acronyms?: readonly Acronym[];
  /**
   * The programme's record, on its own page (structured data PROGRAMS, its structuredDataContent):
   * what its facts block writes (modules/program-facts.tsx).
   */
  program?: ProgramFacts;
  /**
   * An event's record, on its own page (structured data EVENTS): its registration form closes at
   * its start, or when the record says it is closed (modules/form-modules.ts BasicForm).
   */
  event?: { startDate?: string; registration?: string };
}
