import type { FooterData } from '../../modules/footer.js';
import { numberField, textField, type JsonLdNode } from './json-ld.js';
import { describedPageOf, type SeoContext } from './seo-context.js';

const PER_YEAR = { es_ES: 'curso académico', en_GB: 'academic year' } as const;

/**
 * A programme page (structuredData PROGRAMS) as EducationalOccupationalProgram (spec 3),
 * from its structuredDataContent: duration (`timeToComplete`, ISO 8601), credits (ECTS),
 * delivery mode, credential, places, start date and the yearly fee as an Offer naming the
 * academic year it applies to. A field the CMS leaves out is left out, never invented.
 */
export function educationalOccupationalProgramOf(ctx: SeoContext): JsonLdNode {
  const data = ctx.page.structuredDataContent;
  const ects = numberField(data, 'ects');
  // schema.org allows `inLanguage` on creative works and events, not on a programme (an Intangible).
  const { inLanguage: _notAllowed, ...described } = describedPageOf(ctx);
  return {
    '@type': 'EducationalOccupationalProgram',
    '@id': `${ctx.canonical}#program`,
    ...described,
    provider: ctx.organization,
    timeToComplete: textField(data, 'timeToComplete'),
    // A QuantitativeValue (a StructuredValue, numberOfCredits' range) can name its unit.
    numberOfCredits: ects !== undefined ? { '@type': 'QuantitativeValue', value: ects, unitText: 'ECTS' } : undefined,
    educationalProgramMode: textField(data, 'mode'),
    educationalCredentialAwarded: textField(data, 'credential'),
    maximumEnrollment: numberField(data, 'places'),
    startDate: textField(data, 'startDate'),
    offers: offerOf(ctx),
    hasCourse: { '@id': courseIdOf(ctx) },
  };
}

/** The yearly fee as an Offer naming the academic year it applies to, when the CMS gives one. */
function offerOf(ctx: SeoContext): JsonLdNode | undefined {
  const price = ctx.page.structuredDataContent?.price as { amount?: unknown; currency?: unknown; academicYear?: unknown } | undefined;
  if (typeof price?.amount !== 'number' || typeof price.currency !== 'string') return undefined;
  const academicYear = typeof price.academicYear === 'string' ? price.academicYear : undefined;
  const perYear = PER_YEAR[ctx.page.locale];
  return {
    '@type': 'Offer',
    category: 'Paid',
    price: price.amount,
    priceCurrency: price.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.amount,
      priceCurrency: price.currency,
      unitText: academicYear ? `${perYear} ${academicYear}` : perYear,
    },
  };
}

const courseIdOf = (ctx: SeoContext) => `${ctx.canonical}#course`;

/**
 * The programme as the Course a student takes (Google's course info: name, description,
 * provider, offers, hasCourseInstance): its code (the acronym), credential and credits, and one
 * CourseInstance with the delivery mode, where it is taught (the school's address, from the
 * footer, for a campus programme) and the start date, each only when the CMS gives it.
 */
export function courseOf(ctx: SeoContext, footer: FooterData | null): JsonLdNode {
  const data = ctx.page.structuredDataContent;
  const ects = numberField(data, 'ects');
  const mode = textField(data, 'mode');
  const startDate = textField(data, 'startDate');
  const acronyms = Array.isArray(data?.acronyms) ? data.acronyms as { acronym?: unknown }[] : [];
  const code = typeof acronyms[0]?.acronym === 'string' ? acronyms[0].acronym : undefined;
  const contact = footer?.contact;
  const onCampus = mode !== undefined && mode !== 'online';
  const location = onCampus && contact ? {
    '@type': 'Place',
    name: textField(data, 'campus') ?? ctx.site.name,
    address: {
      '@type': 'PostalAddress', streetAddress: contact.streetAddress, postalCode: contact.postalCode,
      addressLocality: contact.locality, addressRegion: contact.region, addressCountry: contact.country,
    },
  } : undefined;
  const { inLanguage: _pageLanguage, ...described } = describedPageOf(ctx);
  return {
    '@type': 'Course',
    '@id': courseIdOf(ctx),
    // A course's inLanguage is the language it is taught in, which the page's language is not.
    ...described,
    provider: ctx.organization,
    courseCode: code,
    educationalCredentialAwarded: textField(data, 'credential'),
    numberOfCredits: ects !== undefined ? { '@type': 'QuantitativeValue', value: ects, unitText: 'ECTS' } : undefined,
    offers: offerOf(ctx),
    hasCourseInstance: mode || startDate ? {
      '@type': 'CourseInstance',
      courseMode: mode,
      location,
      startDate,
    } : undefined,
  };
}
