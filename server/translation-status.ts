import { SHARED_FACTS } from '../src/contract/schemas.js';
import type { PageRow } from './content-store.js';
import type { Sql } from './sql/sql.js';
import { pagesRepository } from './storage/pages-repository.js';
import { versionsRepository } from './storage/versions-repository.js';
import { actorName } from '../modules/actor-name.js';

/** A translation whose words changed after the page was last published. */
export interface NewerTranslation { id: number; locale: string; path: string; changedAt: string; changedBy: string }

/**
 * A page's words as a translator reads them: all of it but the facts its record shares with its
 * translations (src/contract/schemas.ts SHARED_FACTS), which go live in every language at once
 * and so never leave a translation behind.
 */
function wordsOf(json: string): string {
  const page = JSON.parse(json) as { structuredData?: unknown; structuredDataContent?: Record<string, unknown> | null };
  const shared = typeof page.structuredData === 'string' ? SHARED_FACTS[page.structuredData] : undefined;
  if (shared && page.structuredDataContent && typeof page.structuredDataContent === 'object') {
    page.structuredDataContent = Object.fromEntries(Object.entries(page.structuredDataContent).filter(([k]) => !shared.includes(k)));
  }
  return JSON.stringify(page);
}

/**
 * The translations of `page` whose words changed after it was last published (spec 4 editor
 * mode; a bilingual site's "translation out of date"): what they said just before that publish
 * (the version live then, or the state their history started from) differs from what they say
 * now. A publish that only carried shared facts to `page` (at the very instant the other language
 * published) counts as theirs, not as a review of them, so a word change made with a price change
 * still flags it. Read from the history, nothing stored: publishing `page` clears it.
 */
export async function newerTranslations(sql: Sql, page: Pick<PageRow, 'id' | 'translation_group'>): Promise<NewerTranslation[]> {
  const versions = versionsRepository(sql);
  const mine = (await versions.publishedAndBaseline(page.id)).filter((v) => v.published_at !== null);
  const since = mine.reduce<string | null>((latest, v) => (latest === null || v.published_at! > latest ? v.published_at : latest), null);
  const newer: NewerTranslation[] = [];
  for (const other of await pagesRepository(sql).translationsOf(page)) {
    if (other.status !== 'published') continue;
    const history = await versions.publishedAndBaseline(other.id);
    const live = history.filter((v) => v.published_at !== null).sort((a, b) => (a.published_at! < b.published_at! ? -1 : 1));
    const after = live.filter((v) => since === null || v.published_at! >= since);
    if (after.length === 0) continue;
    // What they said when this page was last published: the version live just before, else the
    // state their history began from. Nothing to compare with (a translation made after it): not flagged.
    const before = live.filter((v) => since !== null && v.published_at! < since).at(-1) ?? history.find((v) => v.kind === 'baseline');
    const now = after.at(-1)!;
    if (!before || wordsOf(before.json) === wordsOf(now.json)) continue;
    // Who, as a person reads it: an account's email, a token's name (not its `token:` prefix).
    newer.push({ id: other.id, locale: other.locale, path: other.path, changedAt: now.published_at!, changedBy: actorName(now.published_by ?? '') });
  }
  return newer;
}
