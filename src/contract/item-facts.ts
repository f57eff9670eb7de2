import { SHARED_FACTS } from './schemas.js';
/** A page's structured data content, which its content item carries (spec 3). */
export type ItemFacts = Record<string, unknown>;

/** The page's `structuredDataContent` as an object ({} when it has none, or not an object). */
export function itemFactsOf(page: unknown): ItemFacts {
  const data = (page as { structuredDataContent?: unknown } | null)?.structuredDataContent;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as ItemFacts) : {};
}

/**
 * What a publish carries from a page to its content item (spec 3: a page with structured data is
 * the page of that item, so every list, comparison and fee table that shows the item shows the
 * page's figures): the keys of its structured data set or changed, and those removed, since the
 * version that was live. The API carries them (server/editing.ts); the editor's Publish dialog
 * tells from them whether the pages that show the item change with it (src/preview/publish-plan.ts).
 * A key named "__proto__" would set an object's prototype, not a field: never carried.
 */
export function itemFactsChange(before: ItemFacts, after: ItemFacts): { changed: string[]; removed: string[] } {
  return {
    changed: Object.keys(after).filter((k) => k !== '__proto__' && JSON.stringify(after[k]) !== JSON.stringify(before[k])),
    removed: Object.keys(before).filter((k) => k !== '__proto__' && !Object.hasOwn(after, k)),
  };
}

/** The kinds of item whose card is its page's summary (an article, an event, a project): title, description, share image, topic. */
export const CARD_KINDS: ReadonlySet<string> = new Set(['NEWS', 'BLOG', 'EVENTS', 'PROJECTS']);

/**
 * An article's card as lists show it (spec 3: the page of an item is where its card comes from):
 * its title, the description it gives search engines, its share image and its topic.
 */
export function cardOf(page: { title?: unknown; metaDescription?: unknown; socialImage?: unknown; structuredDataContent?: unknown }): Record<string, unknown> & { title: string } {
  const facts = (page.structuredDataContent ?? {}) as { topic?: unknown };
  const image = page.socialImage && typeof page.socialImage === 'object' && typeof (page.socialImage as { url?: unknown }).url === 'string' ? page.socialImage : undefined;
  return {
    title: String(page.title ?? ''),
    abstract: typeof page.metaDescription === 'string' ? page.metaDescription : '',
    ...(typeof facts.topic === 'string' && facts.topic ? { topic: facts.topic } : {}),
    ...(image ? { image } : {}),
  };
}

/** Whether publishing `after` over `before` changes an article's card (CARD_KINDS; server/editing.ts writes it). */
export function cardChanges(before: unknown, after: unknown): boolean {
  const kind = (after as { structuredData?: unknown } | null)?.structuredData;
  if (typeof kind !== 'string' || !CARD_KINDS.has(kind)) return false;
  return JSON.stringify(cardOf((before ?? {}) as object)) !== JSON.stringify(cardOf((after ?? {}) as object));
}

/** The kind of record a page is the page of (its structured data), when its facts are shared by its languages. */
const sharedKind = (page: unknown): string | undefined => {
  const kind = (page as { structuredData?: unknown } | null)?.structuredData;
  return typeof kind === 'string' && Object.hasOwn(SHARED_FACTS, kind) ? kind : undefined;
};

/**
 * The change a publish makes to a record's facts that every language shares (src/contract/
 * schemas.ts SHARED_FACTS): what the API carries to the page's translations and their items
 * (server/editing.ts), and what tells the editor's Publish dialog that the other languages'
 * lists and tables change too. Empty for a page whose kind shares none.
 */
export function sharedFactsChange(before: unknown, after: unknown): { changed: string[]; removed: string[] } {
  const kind = sharedKind(after);
  if (!kind) return { changed: [], removed: [] };
  const shared = new Set<string>(SHARED_FACTS[kind]);
  const { changed, removed } = itemFactsChange(itemFactsOf(before), itemFactsOf(after));
  return { changed: changed.filter((k) => shared.has(k)), removed: removed.filter((k) => shared.has(k)) };
}

/** `page` (a page's JSON) with a shared change of `facts` applied to its record; the same object when its kind shares none. */
export function withSharedFacts<T>(page: T, facts: ItemFacts, change: { changed: string[]; removed: string[] }): T {
  if (!sharedKind(page)) return page;
  const content: ItemFacts = { ...itemFactsOf(page) };
  for (const key of change.removed) delete content[key];
  for (const key of change.changed) content[key] = facts[key];
  return { ...page, structuredDataContent: content };
}
