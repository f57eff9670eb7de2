import type { ReactNode } from 'react';
import * as z from 'zod';
import { ProgramFactsSchema, type Acronym, type ProgramFacts } from '../src/contract/schemas.js';
import { DistributedSchema } from './fields.js';
import { formatDate, formatMoney, formatNumber } from './locale-format.js';
import { t, type UiKey, type UiLocale } from './ui-strings.js';

/**
 * A programme as a distributor delivers it (structured data PROGRAMS): its card fields and its
 * facts (src/contract/schemas.ts ProgramFactsSchema), the same object as its page's
 * structuredDataContent. Comparison and fee tables read these, never figures typed into the page
 * they sit on, so a programme's price is written in one place (its page) and shown everywhere.
 */
export const ProgramItemSchema = z.looseObject({
  id: z.number(),
  relatedPage: z.object({ pageId: z.number(), url: z.string() }).nullable(),
  content: ProgramFactsSchema.extend({ title: z.string().min(1), shortName: z.string().optional() }),
});
export type ProgramItem = z.infer<typeof ProgramItemSchema>;

/** A module listing programmes from a distributor (title, data, queriedItems as programmes). */
export const ProgramDistributedSchema = {
  ...DistributedSchema,
  queriedItems: z.array(ProgramItemSchema).default([]),
};

/** The number of academic years ("P2Y" → 2), or undefined when the programme does not say. */
export function yearsOf(item: ProgramItem): number | undefined {
  const match = /^P(\d+)Y$/.exec(item.content.timeToComplete ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The academic year every price is for, when they share one ("2027-2028"). */
export function sharedAcademicYear(items: ProgramItem[]): string | undefined {
  const years = new Set(items.map((i) => i.content.price?.academicYear));
  const [only] = years;
  return years.size === 1 && only ? only : undefined;
}

/** An amount in the page's language, its plain number kept machine-readable in `<data value>`. */
export function Money({ value, locale }: { value: { amount: number; currency: string }; locale: UiLocale }) {
  return <data value={String(value.amount)}>{formatMoney(value.amount, value.currency, locale)}</data>;
}

/** A fact the programme does not give: a dash to the eye, words to a screen reader. */
export function NotGiven({ locale }: { locale: UiLocale }) {
  return <><span aria-hidden="true">—</span><span className="visually-hidden">{t(locale, 'notGiven')}</span></>;
}

/** The programme's name, linked to its page when it has one. */
export function ProgramName({ item }: { item: ProgramItem }) {
  const url = item.relatedPage?.url;
  return url ? <a href={url}>{item.content.title}</a> : <>{item.content.title}</>;
}

/** "DAM · DAW", each with what it stands for (WCAG 3.1.4 Abbreviations). */
export function AcronymList({ acronyms, className }: { acronyms: readonly Acronym[] | undefined; className: string }) {
  if (!acronyms?.length) return null;
  return (
    <span className={className}>
      {acronyms.map((a, i) => <span key={a.acronym}>{i > 0 && ' · '}<abbr title={a.expansion}>{a.acronym}</abbr></span>)}
    </span>
  );
}

/**
 * A programme's facts as every page writes them (spec 3, one source of truth): its own page's
 * "at a glance" block (modules/program-facts.tsx) and the comparison tables read these cells,
 * so a start date or a price is written the same way wherever it is shown. Undefined when the
 * programme does not give the fact.
 */
export interface FactCell { key: UiKey; cell: (facts: ProgramFacts, locale: UiLocale) => ReactNode }

const number = (value: number | null | undefined, locale: UiLocale) => (value != null ? formatNumber(value, locale) : undefined);

export const FACT_CELLS = {
  duration: { key: 'duration', cell: (f) => f.duration },
  hours: { key: 'hours', cell: (f, locale) => number(f.hours, locale) },
  ects: { key: 'ects', cell: (f, locale) => number(f.ects, locale) },
  modeOfStudy: { key: 'modeOfStudy', cell: (f) => f.modality },
  campus: { key: 'campus', cell: (f) => f.campus || undefined },
  startDate: { key: 'startDate', cell: (f, locale) => (f.startDate ? <time dateTime={f.startDate}>{formatDate(f.startDate, locale)}</time> : undefined) },
  pricePerYear: { key: 'pricePerYear', cell: (f, locale) => (f.price ? <Money value={f.price} locale={locale} /> : undefined) },
  reservationFee: { key: 'reservationFee', cell: (f, locale) => (f.reservationFee ? <Money value={f.reservationFee} locale={locale} /> : undefined) },
  places: { key: 'places', cell: (f, locale) => number(f.places, locale) },
  credential: { key: 'credential', cell: (f) => f.credential },
} satisfies Record<string, FactCell>;
