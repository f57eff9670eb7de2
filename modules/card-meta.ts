import type { QueriedItem } from './fields.js';
import { formatDate } from './locale-format.js';

/**
 * One piece of a card's meta line: text, or a date written in the page's language that keeps its
 * machine-readable value (CardList renders it as `<time datetime>`).
 */
export type MetaPart = string | { datetime: string; text: string };

/** A date part, or nothing for a missing or unreadable date (never "Invalid Date"). */
export function datePart(value: unknown, locale: string): MetaPart | undefined {
  if (typeof value !== 'string') return undefined;
  const text = formatDate(value, locale);
  return text ? { datetime: value, text } : undefined;
}

const parts = (...values: unknown[]): MetaPart[] =>
  values.filter((v): v is MetaPart => (typeof v === 'string' && v !== '') || (typeof v === 'object' && v !== null && 'datetime' in v));

/**
 * The meta line of each kind of distributed card (no zod: live lists use these in the browser
 * too, so a card refreshed from the list API reads exactly like the one rendered at build).
 */
export type CardKind = 'programs' | 'insights' | 'events' | 'people' | 'projects';

export const cardMeta: Record<CardKind, (item: QueriedItem, locale: string) => MetaPart[]> = {
  programs: (item) => parts(item.content.duration, item.content.modality),
  insights: (item, locale) => parts(item.content.topic, datePart(item.published, locale)),
  events: (item, locale) => parts(datePart(item.content.date, locale), item.content.location),
  people: (item) => parts(item.content.area),
  projects: (item) => parts(item.content.discipline, item.content.year),
};
