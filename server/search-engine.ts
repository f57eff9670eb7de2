import type { ContentStore } from './content-store.js';
import type { SearchRequest, SearchResponse } from './search.js';
import type { Dialect } from './sql/sql.js';
import type { SyncResult } from './search-sync.js';

/**
 * The site search (spec 7) as the API's routes use it, whichever engine answers: SQLite's FTS5
 * tables (server/search.ts) or PostgreSQL's full-text search (server/search-postgres.ts), with
 * the same documents, ranking and answers. Both keep their index in step with the published
 * pages through one sync driver (server/search-sync.ts).
 */
export interface SearchEngine {
  /** Brings every language of every site up to date (`force`: even a language whose signature has not changed). */
  syncAll(force?: boolean): Promise<SyncResult>;
  /** Makes every page's document again. */
  reindex(): Promise<SyncResult>;
  synonyms(siteId: number, locale: string): Promise<{ defaults: string[][]; custom: string[][] }>;
  setSynonyms(siteSlug: string, body: unknown): Promise<{ lang: string; groups: number }>;
  /**
   * Answers a search, its language brought up to date first. `now` (ms) decides which events are
   * over: the moment of the search, so results stay true as days pass (tests give their own).
   */
  search(request: SearchRequest, now?: number): Promise<SearchResponse>;
}

/**
 * Each database's engine, loaded on first use: with its stemmers, stop words and typo distance
 * it is a good part of the API's code, which a build's API starts with and never asks for
 * (spec 9: a one-path rebuild's start-up).
 */
const ENGINES: Record<Dialect, (store: ContentStore) => Promise<SearchEngine>> = {
  sqlite: (store) => import('./search.js').then(({ SearchIndex }) => new SearchIndex(store)),
  postgres: (store) => import('./search-postgres.js').then(({ PostgresSearchIndex }) => new PostgresSearchIndex(store)),
};

/** The search engine of the store's database. */
export function openSearchEngine(store: ContentStore): Promise<SearchEngine> {
  return ENGINES[store.dialect](store);
}
