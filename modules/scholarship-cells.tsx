import type { ProgramFacts } from '../src/contract/schemas.js';
import { formatList, formatMoney, formatPercent } from './locale-format.js';
import { t, type UiKey, type UiLocale } from './ui-strings.js';

/**
 * One of the school's own scholarships as its item (structured data SCHOLARSHIPS) holds it: how
 * much it is worth (a share of a year's price or a fixed amount off it, "up to"), who can apply,
 * the last day to apply, and which programmes it is for — by level and by area, each left out
 * when it is for all. The fees page, each programme's page and the finder read these items, so
 * what a scholarship brings a price to is worked out from one record (spec 3).
 */
export interface ScholarshipFacts {
  title: string;
  upTo: { percent: number } | { amount: number; currency: string };
  criteria: string;
  deadline: string;
  levels?: NonNullable<ProgramFacts['programType']>[];
  /** Area names as the programmes' records give them in the same language ("Tecnología"). */
  areas?: string[];
}

/** Whether a programme can have it: its level and area among the scholarship's, when it names them. */
export function appliesTo(s: ScholarshipFacts, programme: ProgramFacts): boolean {
  if (s.levels?.length && !(programme.programType && s.levels.includes(programme.programType))) return false;
  if (s.areas?.length && !(programme.area && s.areas.includes(programme.area))) return false;
  return true;
}

/** "Hasta 50 % del precio" / "Up to €1,500". */
export function worthOf(s: ScholarshipFacts, locale: UiLocale): string {
  return 'percent' in s.upTo
    ? `${t(locale, 'upTo', { value: formatPercent(s.upTo.percent, locale) })} ${t(locale, 'ofThePrice')}`
    : t(locale, 'upTo', { value: formatMoney(s.upTo.amount, s.upTo.currency, locale) });
}

/** A year's price with the whole scholarship, or undefined when the programme gives no price (or another currency). */
export function priceWith(s: ScholarshipFacts, programme: ProgramFacts): { amount: number; currency: string } | undefined {
  const price = programme.price;
  if (!price) return undefined;
  if ('percent' in s.upTo) return { amount: Math.round(price.amount * (1 - s.upTo.percent / 100)), currency: price.currency };
  if (s.upTo.currency !== price.currency) return undefined;
  return { amount: Math.max(0, price.amount - s.upTo.amount), currency: price.currency };
}

const LEVEL_WORDS: Record<NonNullable<ProgramFacts['programType']>, UiKey> = { FP: 'whoFP', DEGREE: 'whoDegree', MASTER: 'whoMaster' };

/** "Para la FP de grado superior y los grados universitarios" / "For programmes in Technology" / "For every programme". */
export function forWhom(s: ScholarshipFacts, locale: UiLocale): string {
  const levels = s.levels?.length ? formatList(s.levels.map((l) => t(locale, LEVEL_WORDS[l])), locale) : undefined;
  const areas = s.areas?.length ? formatList(s.areas, locale, 'disjunction') : undefined;
  if (!levels && !areas) return t(locale, 'forEveryProgramme');
  return t(locale, areas ? 'forWhoInArea' : 'forWho', { who: levels ?? t(locale, 'whoProgrammes'), areas: areas ?? '' });
}
