import type { Sql } from '../sql/sql.js';

/**
 * A page's versions as stored (`page_versions`, spec 4 editor mode: the page's history). What a
 * version says and when one is kept is the domain's (server/versions.ts); this is only how the
 * rows are read and written, the same SQL on both databases.
 */
export type VersionKind = 'baseline' | 'save' | 'autosave' | 'restore' | 'publish' | 'schedule';

export interface VersionRow {
  page_id: number; seq: number; actor: string; created_at: string; kind: VersionKind;
  restored_from: number | null; json: string; summary: string; published_at: string | null; published_by: string | null;
}

export interface NewVersionRow {
  pageId: number; seq: number; actor: string; createdAt: string; kind: VersionKind;
  restoredFrom: number | null; json: string; summary: string;
}

export interface VersionsRepository {
  /** The page's latest version, by its unique (page_id, seq) index: one row. */
  latest(pageId: number): Promise<VersionRow | undefined>;
  /** One version, or undefined when the page has no such version. */
  get(pageId: number, seq: number): Promise<VersionRow | undefined>;
  /** Keeps a version under the number given (the unique index refuses a number kept twice). */
  insert(version: NewVersionRow): Promise<void>;
  /**
   * Rewrites a version not yet published nor scheduled (the editor's autosaves, spec 4: one entry
   * per stretch of work, not one per pause); false when it went live or was scheduled meanwhile.
   */
  replaceUnpublished(version: NewVersionRow): Promise<boolean>;
  /** Says which version went live, when and by whom. */
  markPublished(pageId: number, seq: number, actor: string, at: string): Promise<void>;
  /** The number of the version published last, or null when none was. */
  livePublished(pageId: number): Promise<number | null>;
  /** A page of the list, newest first, each row without its JSON (`json` is ''). */
  listNewestFirst(pageId: number, limit: number, offset: number): Promise<VersionRow[]>;
  /** How many versions the page has: versions are numbered 1, 2, … and never removed. */
  count(pageId: number): Promise<number>;
  /** The versions that went live, and the state history started from (its baseline), oldest first. */
  publishedAndBaseline(pageId: number): Promise<Pick<VersionRow, 'seq' | 'kind' | 'json' | 'published_at' | 'published_by'>[]>;
}

/**
 * The versions over `sql`: the database, or a transaction's `tx` (the writes belong inside the
 * save's or publish's transaction, after it took the page's row, so two API instances cannot
 * both number a version N).
 */
export function versionsRepository(sql: Sql): VersionsRepository {
  return {
    latest: (pageId) => sql.get<VersionRow>('SELECT * FROM page_versions WHERE page_id = ? ORDER BY seq DESC LIMIT 1', [pageId]),
    get: (pageId, seq) => sql.get<VersionRow>('SELECT * FROM page_versions WHERE page_id = ? AND seq = ?', [pageId, seq]),
    async insert(v) {
      await sql.run(`INSERT INTO page_versions (page_id, seq, actor, created_at, kind, restored_from, json, summary)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [v.pageId, v.seq, v.actor, v.createdAt, v.kind, v.restoredFrom, v.json, v.summary]);
    },
    async replaceUnpublished(v) {
      const done = await sql.run(`UPDATE page_versions SET actor = ?, created_at = ?, kind = ?, json = ?, summary = ?
      WHERE page_id = ? AND seq = ? AND published_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM page_schedules s WHERE s.page_id = page_versions.page_id AND s.seq = page_versions.seq)`,
      [v.actor, v.createdAt, v.kind, v.json, v.summary, v.pageId, v.seq]);
      return done.changes > 0;
    },
    async markPublished(pageId, seq, actor, at) {
      await sql.run('UPDATE page_versions SET published_at = ?, published_by = ? WHERE page_id = ? AND seq = ?', [at, actor, pageId, seq]);
    },
    async livePublished(pageId) {
      // Its unique index walked newest first.
      const row = await sql.get<{ seq: number }>('SELECT seq FROM page_versions WHERE page_id = ? AND published_at IS NOT NULL ORDER BY seq DESC LIMIT 1', [pageId]);
      return row?.seq ?? null;
    },
    listNewestFirst: (pageId, limit, offset) => sql.all<VersionRow>(`SELECT page_id, seq, actor, created_at, kind, restored_from, '' AS json, summary, published_at, published_by
    FROM page_versions WHERE page_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?`, [pageId, limit, offset]),
    async count(pageId) {
      // The largest number, read from the index, rather than a COUNT of the rows.
      return (await sql.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM page_versions WHERE page_id = ?', [pageId]))?.n ?? 0;
    },
    publishedAndBaseline: (pageId) => sql.all<Pick<VersionRow, 'seq' | 'kind' | 'json' | 'published_at' | 'published_by'>>(
      "SELECT seq, kind, json, published_at, published_by FROM page_versions WHERE page_id = ? AND (published_at IS NOT NULL OR kind = 'baseline') ORDER BY seq", [pageId]),
  };
}
