/**
 * The content API contract (DESIGN.md section 4, CONTRACT.md) as zod schemas: the executable
 * truth shared by the builder (which validates what it fetches) and the embedded server (which
 * validates what it stores). Raw and validated shapes have different type names (`RawPage`,
 * `Page`) so that unvalidated data cannot be passed where validated data is expected.
 */
import * as z from 'zod';
import { IMAGE_POSITION_NAMES } from '../../modules/image-url.js';

export const LocaleSchema = z.enum(['es_ES', 'en_GB']);
export type Locale = z.infer<typeof LocaleSchema>;

/** A site path: starts with "/" and, once normalised, ends with "/". */
export const PathSchema = z.string().regex(/^\/[^\s?#]*$/, 'expected a site path starting with "/"');
/** A page's path, or a list on it ("/futuro-estudiante-fp/#degree": a programme's level on the studies page). */
export const PathWithAnchorSchema = z.string().regex(/^\/[^\s?#]*(#[A-Za-z][\w-]*)?$/, 'expected a site path starting with "/", with at most an #anchor after it');

export const ImageSchema = z.looseObject({
  url: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().default(''),
  title: z.string().optional(),
  /** The focal point a crop keeps (spec 3 "Image"); the image host maps each name onto sharp's. */
  position: z.enum(IMAGE_POSITION_NAMES).optional(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Refuses script URLs anywhere a link is accepted (the standards: no `javascript:` URLs). */
export const SafeHref = z
  .string()
  .refine((href) => !/^\s*(javascript|vbscript|data):/i.test(href.replace(/[\u0000-\u001f]/g, '')), {
    message: 'script URLs (javascript:, vbscript:, data:) are not allowed in links',
  });

export const LinkSchema = z.looseObject({
  text: z.string().optional(),
  href: SafeHref.optional(),
  linkToURL: SafeHref.optional(),
  newTab: z.boolean().optional(),
  noFollow: z.boolean().optional(),
});
export type Link = z.infer<typeof LinkSchema>;

/** An amount of money as data (never "6.900 €" typed in one language): written per locale at render. */
export const MoneySchema = z.object({
  amount: z.number().finite().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR'),
});
export type Money = z.infer<typeof MoneySchema>;

/** A calendar date as data, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD (e.g. 2027-09-13)');

/** An acronym and what it stands for, in the page's language: `{ acronym: "DAM", expansion: "Desarrollo de Aplicaciones Multiplataforma" }`. */
export const AcronymSchema = z.object({ acronym: z.string().min(1).max(16), expansion: z.string().min(1) });
export type Acronym = z.infer<typeof AcronymSchema>;

/**
 * A programme's facts (structured data PROGRAMS, spec 3 `structuredDataContent`): one object,
 * on the programme's page and, the same fields, in its distributor item's `content`, so that
 * comparisons and fee tables are rendered from the programme's own data. Every fact is optional
 * (a CMS may not hold all of them); a fact that is given must have its type.
 */
export const ProgramFactsSchema = z.looseObject({
  duration: z.string().min(1).optional(),
  hours: z.number().int().positive().nullable().optional(),
  ects: z.number().positive().nullable().optional(),
  modality: z.string().min(1).optional(),
  campus: z.string().optional(),
  startDate: IsoDateSchema.optional(),
  /** The price of one academic year. */
  price: MoneySchema.extend({ academicYear: z.string().optional() }).optional(),
  /** Paid to secure a place; counts towards the first year's price. */
  reservationFee: MoneySchema.optional(),
  places: z.number().int().nonnegative().optional(),
  /** ISO 8601 years ("P2Y"): the number of academic years, for totals and JSON-LD. */
  timeToComplete: z.string().regex(/^P\d+Y$/, 'a whole number of years in ISO 8601, e.g. P2Y').optional(),
  acronyms: z.array(AcronymSchema).optional(),
  /** The qualification awarded, in the page's language ("Técnico Superior en …"). */
  credential: z.string().min(1).optional(),
  /** How it is taught, for its JSON-LD (schema.org educationalProgramMode). */
  mode: z.enum(['onsite', 'online', 'blended']).optional(),
  /** Its level (spec 1: higher vocational training, a bachelor's degree, a master's): the finder's filter. */
  programType: z.enum(['FP', 'DEGREE', 'MASTER']).optional(),
  /** The school's field it belongs to, in the page's language ("Diseño"): the finder's filter. */
  area: z.string().min(1).optional(),
  /** The languages it is taught in (BCP 47: "es", "en"): the finder's filter and its comparison. */
  languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'a language code such as "es" or "en"')).min(1).optional(),
});
export type ProgramFacts = z.infer<typeof ProgramFactsSchema>;

/**
 * The facts of a record that are the same in every language (spec 3, one source of truth), by
 * kind of structured data: a programme's figures, dates and places; an event's day, times,
 * address and registration. Publishing one language's page carries them to its translations
 * (server/editing.ts), so no page says 7.250 € or 20 January in Spanish and 6.900 € or 23 January
 * in English. Words (a programme's duration and modality, an event's venue name) are each
 * language's own.
 */
export const SHARED_FACTS: Readonly<Record<string, readonly string[]>> = {
  PROGRAMS: ['hours', 'ects', 'campus', 'startDate', 'price', 'reservationFee', 'places', 'timeToComplete', 'mode', 'programType', 'languages'],
  EVENTS: ['date', 'startDate', 'endDate', 'timeZone', 'attendanceMode', 'registration', 'streetAddress', 'postalCode', 'locality', 'country', 'platform', 'capacity', 'sessions'],
};

export const LanguageSchema = z.object({
  id: z.number().int(),
  locale: LocaleSchema,
  label: z.string(),
  prefix: z.string(),
  isDefault: z.boolean().optional(),
});
export type Language = z.infer<typeof LanguageSchema>;

/**
 * A rule of the redirect table: an old path sent to its new address, or, with status 410, marked
 * gone (an unpublished page with nowhere to send its visitors, DESIGN.md 10), when `to` is empty.
 */
export const RedirectSchema = z.object({
  from: PathSchema,
  to: z.string(),
  caseInsensitive: z.boolean().default(false),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308), z.literal(410)]).default(301),
}).refine((r) => r.status === 410 || r.to.length > 0, { message: 'a redirect needs a target (only a 410 has none)', path: ['to'] });
export type Redirect = z.infer<typeof RedirectSchema>;

export const SiteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  domainUrl: z.string().url(),
  languages: z.array(LanguageSchema).min(1),
  theme: z.string(),
  /** Third-party scripts (analytics, tags): loaded after consent, off the main thread when asked. */
  integrations: z.array(z.looseObject({
    id: z.number(),
    name: z.string(),
    type: z.string(),
    src: SafeHref.refine((href) => href.startsWith('/') || href.startsWith('https://'), { message: 'an https:// URL or a path on the site' }).optional(),
    offMainThread: z.boolean().default(false),
    consent: z.string().optional(),
  })).default([]),
  redirects: z.array(RedirectSchema).default([]),
});
export type Site = z.infer<typeof SiteSchema>;

export const PageIndexItemSchema = z.object({
  id: z.number().int(),
  path: PathSchema,
  locale: LocaleSchema,
  hash: z.string().min(1),
  /**
   * The hash without the versions of the sources the page's lists read (CONTRACT.md): when only
   * `hash` changed, only what its lists may show did. Optional: an API that does not give it
   * makes every changed page be rendered again.
   */
  ownHash: z.string().min(1).optional(),
  modified: z.string(),
});
export type PageIndexItem = z.infer<typeof PageIndexItemSchema>;
export const PageIndexSchema = z.object({ items: z.array(PageIndexItemSchema), totalItems: z.number().int() });

/** Distributor configuration carried by modules that list content (spec section 3). */
export const DistributorSourceSchema = z.looseObject({
  structuredData: z.string().min(1),
  filters: z.array(z.looseObject({ id: z.number().int(), label: z.string().optional() })).default([]),
  filterOperator: z.enum(['AND', 'OR']).default('OR'),
  globalOperator: z.enum(['AND', 'OR']).default('AND'),
});
export const DistributorDataSchema = z.looseObject({
  mode: z.enum(['auto', 'manual', 'navigation']),
  order: z.string().optional(),
  quantity: z.number().int().positive().optional(),
  sources: z.array(DistributorSourceSchema).default([]),
  fixed: z.array(z.number().int()).default([]),
  fullRelations: z.boolean().default(false),
  allLanguages: z.boolean().default(false),
  preferenceLanguage: z.boolean().default(false),
  site: z.number().int().optional(),
  lang: z.string().optional(),
  related: z.number().int().optional(),
  /** The day an `upcoming-ASC` order counts from (YYYY-MM-DD, Madrid): the build sends its own. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type DistributorData = z.infer<typeof DistributorDataSchema>;

export const DistributorItemSchema = z.looseObject({
  id: z.number().int(),
  structuredData: z.string(),
  language: z.number().int(),
  relatedPage: z.object({ pageId: z.number().int(), url: z.string() }).nullable(),
  content: z.looseObject({ title: z.string() }),
  modified: z.string(),
  published: z.string(),
});
export type DistributorItem = z.infer<typeof DistributorItemSchema>;

export const DistributorResponseSchema = z.union([
  z.object({ items: z.array(DistributorItemSchema), totalItems: z.number().int() }),
  z.object({ previous: z.array(DistributorItemSchema), next: z.array(DistributorItemSchema) }),
]);
export type DistributorResponse = z.infer<typeof DistributorResponseSchema>;

export const ListResponseSchema = z.object({
  page: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  items: z.array(DistributorItemSchema),
});
export type ListResponse = z.infer<typeof ListResponseSchema>;

/**
 * Every module is `{component, editorID, ...fields}`. The page schema checks only this envelope;
 * each module's own fields are checked by the module's schema in the registry (modules/).
 */
export const ModuleSchema = z.looseObject({
  component: z.string().min(1),
  editorID: z.number().int(),
});
export type RawModule = z.infer<typeof ModuleSchema>;

export const SectionSchema = z.looseObject({
  component: z.literal('Section'),
  name: z.string(),
  editorID: z.number().int(),
  modules: z.array(ModuleSchema),
});

export const TemplateSchema = z.looseObject({
  templateType: z.string().min(1),
  editorID: z.number().int(),
  heroSection: SectionSchema.optional(),
  mainSection: SectionSchema.optional(),
});

export const PageLanguageSchema = z.object({
  pageId: z.number().int(),
  languageId: z.number().int(),
  locale: LocaleSchema,
  isLive: z.boolean(),
  path: PathSchema.optional(),
});

export const PageSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  site: z.number().int(),
  siteSlug: z.string(),
  locale: LocaleSchema,
  path: PathSchema,
  fullPath: z.looseObject({ domainUrl: z.string(), language: z.string(), page: z.string(), compose: z.string() }),
  fullUrl: z.string().url(),
  canonicalURL: z.string().default(''),
  isHome: z.boolean(),
  isIndexed: z.boolean(),
  follow: z.boolean(),
  metaTitle: z.string().default(''),
  metaDescription: z.string().default(''),
  metaKeywords: z.array(z.string()).default([]),
  metasAdvanced: z.string().default(''),
  socialTitle: z.string().default(''),
  socialDescription: z.string().default(''),
  socialImage: ImageSchema.nullable().default(null),
  header: z.number().int().nullable(),
  footer: z.number().int().nullable(),
  headerTheme: z.string().default('light'),
  footerTheme: z.string().default('dark'),
  theme: z.string().default('default'),
  breadcrumb: z.array(z.object({ label: z.string(), path: PathWithAnchorSchema })).default([]),
  dimensions: z.object({ values: z.record(z.string(), z.string()) }).default({ values: {} }),
  origin: z.string().default('EDITOR'),
  modified: z.string(),
  published: z.string(),
  structuredData: z.string().nullable().default(null),
  // The CMS's own shape; what the templates read from it is checked by validatePage
  // (src/contract/validate-page.ts, STRUCTURED_CONTENT_CHECKS).
  structuredDataContent: z.record(z.string(), z.unknown()).nullable().default(null),
  // A translation not yet published is no part of the public site (spec 4): its path must not
  // reach the page-data JSON or the build manifest, both of which are served with the site.
  pageLanguages: z.array(PageLanguageSchema).default([]).transform((list) => list.filter((l) => l.isLive)),
  hash: z.string().optional(),
  template: TemplateSchema,
});
export type RawPage = z.input<typeof PageSchema>;
export type ValidPage = z.infer<typeof PageSchema>;

export const NavItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    url: LinkSchema,
    children: z.array(NavItemSchema).optional(),
  }),
);
export interface NavItem {
  label: string;
  url: Link;
  children?: NavItem[] | undefined;
}

export const NavigationSchema = z.looseObject({
  id: z.number().int(),
  locale: LocaleSchema,
  component: z.enum(['Header', 'Footer']),
  editorID: z.number().int(),
});
export type Navigation = z.infer<typeof NavigationSchema>;
export const NavigationsSchema = z.object({ items: z.array(NavigationSchema) });

export const ApiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
