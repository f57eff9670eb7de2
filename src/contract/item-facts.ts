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
