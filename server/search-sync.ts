import { createHash } from 'node:crypto';

/**
 * The part of keeping the search index in step with the published pages that does not depend on
 * the engine (SQLite's FTS5 in server/search.ts, PostgreSQL's full-text search in
 * server/search-postgres.ts): walking every site and language, asking each language at most
 * once at a time, skipping one whose signature has not changed, and deciding which pages are
 * indexed again and which leave the index. Each engine reads and writes its own tables.
 */
export type SyncResult = { indexed: number; removed: number };

/** What an engine reads of one language to decide what to index (the same columns on both). */
export interface LanguageState {
  /** Source name → its version (a list's source changes, the pages listing it are indexed again). */
  versions: Map<string, number>;
  navigations: { json: string; hash: string }[];
  /** The published pages' stamps: not their JSON, whose reading costs more than the comparison. */
  pages: { id: number; content_hash: string; modified: string }[];
  /** What the index holds: each page's stamp when indexed and the sources its document lists. */
  docs: Map<number, { stamp: string; sources: string }>;
}

export interface SyncPlan {
  /** Pages whose document is made again: new, changed, or listing a source that changed. */
  changed: LanguageState['pages'];
  /** Page ids the index holds that are no longer published. */
  gone: number[];
  /** A page's stamp, given the sources its document lists. */
  stampOf(page: { content_hash: string; modified: string }, sources: string): string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Which pages are indexed again and which leave the index: incremental, an unchanged page costs
 * one string comparison. `engine` goes into every stamp (an engine's configuration: a page
 * indexed otherwise is indexed again); `version` is the index format's.
 */
export function planSync(state: LanguageState, version: number, engine = ''): SyncPlan {
  const navStamp = sha(state.navigations.map((n) => n.hash).join(','));
  const stampOf = (page: { content_hash: string; modified: string }, sources: string) =>
    `v${version}|${engine ? `${engine}|` : ''}${page.content_hash}|${page.modified}|${sources.split(',').filter(Boolean).map((s) => `${s}:${state.versions.get(s) ?? 0}`).join(',')}|${navStamp}`;
  const changed = state.pages.filter((p) => { const doc = state.docs.get(p.id); return !doc || doc.stamp !== stampOf(p, doc.sources); });
  const live = new Set(state.pages.map((p) => p.id));
  const gone = [...state.docs.keys()].filter((id) => !live.has(id));
  return { changed, gone, stampOf };
}

/** One run per key at a time: a second caller waits for the running one, then runs its own. */
export class OneRunPerKey {
  private readonly running = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    for (let current = this.running.get(key); current; current = this.running.get(key)) await current.catch(() => {});
    const run = task();
    this.running.set(key, run);
    try {
      return await run;
    } finally {
      if (this.running.get(key) === run) this.running.delete(key);
    }
  }
}

/**
 * The sync loop both engines run: every language of every site, each at most once at a time,
 * skipped while its signature (one cheap read) is the one last indexed.
 */
export abstract class SearchSync {
  /** Signature last indexed, per site and language (in memory: a restart re-checks the stamps once). */
  protected readonly signatures = new Map<string, string>();
  private readonly syncing = new OneRunPerKey();

  /** The sites and their languages. */
  protected abstract sites(): Promise<{ id: number; json: string }[]>;
  /** One cheap read that changes whenever what the index mirrors does. */
  protected abstract signature(siteId: number, locale: string): Promise<string>;
  /** Brings one language's index up to date; null when another process is doing it right now. */
  protected abstract indexLanguage(siteId: number, locale: string, key: string): Promise<SyncResult | null>;
  /** Whether this engine may write its index (a read-only database may not). */
  protected canWrite(): boolean { return true; }
  /** After a language is up to date (an engine may read what its searches need). */
  protected afterLanguage(_siteId: number, _locale: string): void {}

  /** Brings every language of every site up to date (an API start calls it: a catch-up, not a rebuild). */
  async syncAll(force = true): Promise<SyncResult> {
    const totals = { indexed: 0, removed: 0 };
    if (!this.canWrite()) return totals;
    for (const site of await this.sites()) {
      for (const language of (JSON.parse(site.json) as { languages: { locale: string }[] }).languages) {
        const result = await this.sync(site.id, language.locale, force);
        this.afterLanguage(site.id, language.locale);
        totals.indexed += result.indexed;
        totals.removed += result.removed;
      }
    }
    return totals;
  }

  /**
   * Re-indexes the pages of a language whose stamp changed and drops those no longer published.
   * `force` skips the signature check. One run per language at a time in this process.
   */
  async sync(siteId: number, locale: string, force = false): Promise<SyncResult> {
    const key = `${siteId}:${locale}`;
    return this.syncing.run(key, async () => {
      const signature = await this.signature(siteId, locale);
      if (!force && this.signatures.get(key) === signature) return { indexed: 0, removed: 0 };
      if (!this.canWrite()) return { indexed: 0, removed: 0 };
      const result = await this.indexLanguage(siteId, locale, key);
      // Another process holds the language: it indexes; this one checks again on its next search.
      if (!result) return { indexed: 0, removed: 0 };
      this.signatures.set(key, signature);
      return result;
    });
  }
}
