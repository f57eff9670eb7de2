import type { ReactNode } from 'react';
import type { Acronym, ProgramFacts } from '../src/contract/schemas.js';
import { formatDate, formatLanguage, formatList, formatMoney, formatNumber } from './locale-format.js';
import { t, type UiKey, type UiLocale } from './ui-strings.js';

/**
 * How a programme's facts are written, wherever they are shown: its page, the comparison and
 * fee tables, the studies page's finder. No schema library here: the finder's island loads it.
 */
export type Programme = { content: ProgramFacts & { title: string }; relatedPage: { url: string } | null };

/** The number of academic years ("P2Y" → 2), or undefined when the programme does not say. */
export function yearsOf(item: { content: ProgramFacts }): number | undefined {
  return yearsIn(item.content);
}

function yearsIn(facts: ProgramFacts): number | undefined {
  const match = /^P(\d+)Y$/.exec(facts.timeToComplete ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The whole programme: the annual price times its years (the reservation is part of year one). */
export function totalPriceOf(facts: ProgramFacts): { amount: number; currency: string } | undefined {
  const years = yearsIn(facts);
  const price = facts.price;
  return price && years ? { amount: price.amount * years, currency: price.currency } : undefined;
}

/** The academic year every price is for, when they share one ("2027-2028"). */
export function sharedAcademicYear(items: { content: ProgramFacts }[]): string | undefined {
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
export function ProgramName({ item }: { item: Programme }) {
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

/** The name of each level (spec 1's kinds of programme). */
export const LEVEL_KEYS = { FP: 'levelFP', DEGREE: 'levelDegree', MASTER: 'levelMaster' } as const satisfies Record<NonNullable<ProgramFacts['programType']>, UiKey>;

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
  totalPrice: { key: 'totalPrice', cell: (f, locale) => { const total = totalPriceOf(f); return total ? <Money value={total} locale={locale} /> : undefined; } },
  programType: { key: 'level', cell: (f, locale) => (f.programType ? t(locale, LEVEL_KEYS[f.programType]) : undefined) },
  area: { key: 'area', cell: (f) => f.area },
  languages: { key: 'languages', cell: (f, locale) => (f.languages?.length ? formatList(f.languages.map((code) => formatLanguage(code, locale)), locale) : undefined) },
  credential: { key: 'credential', cell: (f) => f.credential },
} satisfies Record<string, FactCell>;
