import type { ReviewKind } from '../../src/contract/page-review.js';
import type { Sql } from '../sql/sql.js';

/**
 * Review before publishing as stored: whether a site asks for it (`site_reviews`, no row: not
 * asked) and each page's notes (`page_reviews`): a submission, a request for changes or an
 * approval, by whom, when, of which version of the page, with what the person wrote. Notes are
 * added, never updated; a page's newest note is where its review stands.
 */
export interface ReviewNoteRow { id: number; site_id: number; page_id: number; at: string; actor: string; kind: ReviewKind; version: string; note: string }

/** A page waiting for an approver: its newest note is a submission. */
export interface PendingReviewRow extends ReviewNoteRow { locale: string; path: string; title: string | null }

export interface ReviewsRepository {
  required(siteId: number): Promise<boolean>;
  setRequired(siteId: number, required: boolean, at: string): Promise<void>;
  add(note: Omit<ReviewNoteRow, 'id'>): Promise<void>;
  /** A page's notes, oldest first (the newest last). */
  notes(pageId: number): Promise<ReviewNoteRow[]>;
  /** A page's newest note: where its review stands. */
  last(pageId: number): Promise<ReviewNoteRow | undefined>;
  /** The site's pages whose newest note is a submission, the longest waiting first. */
  pending(siteId: number): Promise<PendingReviewRow[]>;
}

export function reviewsRepository(sql: Sql): ReviewsRepository {
  return {
    async required(siteId) {
      const row = await sql.get<{ required: number }>('SELECT required FROM site_reviews WHERE site_id = ?', [siteId]);
      return Number(row?.required ?? 0) === 1;
    },
    async setRequired(siteId, required, at) {
      await sql.run('DELETE FROM site_reviews WHERE site_id = ?', [siteId]);
      await sql.run('INSERT INTO site_reviews (site_id, required, changed_at) VALUES (?, ?, ?)', [siteId, required ? 1 : 0, at]);
    },
    async add(n) {
      await sql.run('INSERT INTO page_reviews (site_id, page_id, at, actor, kind, version, note) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [n.site_id, n.page_id, n.at, n.actor, n.kind, n.version, n.note]);
    },
    notes: (pageId) => sql.all<ReviewNoteRow>('SELECT * FROM page_reviews WHERE page_id = ? ORDER BY id', [pageId]),
    last: (pageId) => sql.get<ReviewNoteRow>('SELECT * FROM page_reviews WHERE page_id = ? ORDER BY id DESC LIMIT 1', [pageId]),
    pending: (siteId) => sql.all<PendingReviewRow>(
      `SELECT r.*, p.locale, p.path, p.title FROM page_reviews r JOIN pages p ON p.id = r.page_id
       WHERE r.site_id = ? AND r.kind = 'submitted' AND r.id = (SELECT MAX(id) FROM page_reviews n WHERE n.page_id = r.page_id)
       ORDER BY r.id`, [siteId]),
  };
}
