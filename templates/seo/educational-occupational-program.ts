import { numberField, textField, type JsonLdNode } from './json-ld.js';
import { describedPageOf, type SeoContext } from './seo-context.js';

const PER_YEAR = { es_ES: 'curso académico', en_GB: 'academic year' } as const;

/**
 * A programme page (structuredData PROGRAMS) as EducationalOccupationalProgram (issue 7.5),
 * from its structuredDataContent: duration (`timeToComplete`, ISO 8601), credits (ECTS),
 * delivery mode, credential, places, start date and the yearly fee as an Offer naming the
 * academic year it applies to. A field the CMS leaves out is left out, never invented.
 */
export function educationalOccupationalProgramOf(ctx: SeoContext): JsonLdNode {
  const { page } = ctx;
  const data = page.structuredDataContent;
  const price = data?.price as { amount?: unknown; currency?: unknown; academicYear?: unknown } | undefined;
  const ects = numberField(data, 'ects');
  const hasPrice = typeof price?.amount === 'number' && typeof price.currency === 'string';
  const academicYear = typeof price?.academicYear === 'string' ? price.academicYear : undefined;
  return {
    '@type': 'EducationalOccupationalProgram',
    ...describedPageOf(ctx),
    provider: ctx.organization,
    timeToComplete: textField(data, 'timeToComplete'),
    // A QuantitativeValue (a StructuredValue, numberOfCredits' range) can name its unit.
    numberOfCredits: ects !== undefined ? { '@type': 'QuantitativeValue', value: ects, unitText: 'ECTS' } : undefined,
    educationalProgramMode: textField(data, 'mode'),
    educationalCredentialAwarded: textField(data, 'credential'),
    maximumEnrollment: numberField(data, 'places'),
    startDate: textField(data, 'startDate'),
    offers: hasPrice ? {
      '@type': 'Offer',
      category: 'Paid',
      price: price!.amount,
      priceCurrency: price!.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price!.amount,
        priceCurrency: price!.currency,
        unitText: academicYear ? `${PER_YEAR[page.locale]} ${academicYear}` : PER_YEAR[page.locale],
      },
    } : undefined,
  };
}
