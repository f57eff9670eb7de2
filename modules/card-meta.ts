import type { QueriedItem } from './fields.js';
import { formatDate } from './locale-format.js';

/**
 * The meta line of each kind of distributed card (no zod: live lists use these in the browser
 * too, so a card refreshed from the list API reads exactly like the one rendered at build).
 */
export type CardKind = 'programs' | 'insights' | 'events' | 'people' | 'projects';

export const cardMeta: Record<CardKind, (item: QueriedItem, locale: string) => string | undefined> = {
  programs: (item) => [item.content.duration as string | undefined, item.content.modality as string | undefined].filter(Boolean).join(' · ') || undefined,
  insights: (item, locale) => [item.content.topic, formatDate(item.published, locale)].filter(Boolean).join(' · '),
  events: (item, locale) => [formatDate(item.content.date, locale), item.content.location].filter(Boolean).join(' · '),
  people: (item) => item.content.area as string | undefined,
  projects: (item) => [item.content.discipline as string | undefined, item.content.year as string | undefined].filter(Boolean).join(' · ') || undefined,
};
