import type { Sql } from '../sql/sql.js';
import { eventPlacesRepository } from './event-places-repository.js';

/**
 * Form submissions and the per-client post counters as stored (tables form_submissions,
 * form_rate_limits), and the one page fact a post needs. What is taken, refused or counted is
 * server/forms.ts's (spec 5: validation rules; spec 9: limits).
 */
export interface SubmissionRow { id: number; site: string; form_type: string; locale: string; page_path: string; data: string; created_at: string; held: string | null }

export interface FormsRepository {
  /** The storage it writes to (a transaction's, inside one): for what else a post writes with it (the lead outbox). */
  readonly sql: Sql;
  /**
   * Counts a post of `client` in its fixed window, in one statement (an upsert, so every
   * instance over the database counts the same posts): a new window starting at `now` when the
   * last one is `windowMs` old, else one more post, but never past `max + 1` (over the limit
   * stays over it without growing). Answers the window's start and its count.
   */
  countPost(client: string, now: number, limit: { max: number; windowMs: number }): Promise<{ window_start: number; posts: number }>;
  /** Forgets the clients whose window started at or before `before`. */
  deleteWindowsUpTo(before: number): Promise<void>;
  /**
   * Stores a submission; its transaction's commit waits until it is on disk, whatever the
   * database server's default (a submission answered 201 must survive a crash right after).
   */
  insertSubmission(submission: { site: string; formType: string; locale: string; pagePath: string; data: string; createdAt: string; client: string }): Promise<number>;
  /** What a submission's sender consented to, and under which notice (its version and language). */
  recordConsent(submissionId: number, consent: { noticeVersion: string; noticeLocale: string; privacy: boolean; marketing: boolean }): Promise<void>;
  consentsOf(ids: number[]): Promise<{ submission_id: number; notice_version: string; notice_locale: string; privacy: number; marketing: number }[]>;
  /** Holds a stored submission for review, with why (the time trap). */
  hold(submissionId: number, reason: string, at: string): Promise<void>;
  /** Lets a held submission go (answers its form type, or null when it was not held). */
  release(submissionId: number): Promise<string | null>;
  /** The ids of `formType`'s submissions created before `before` (an ISO date). */
  idsBefore(formType: string, before: string): Promise<number[]>;
  /** Submissions whose stored values mention `email` (any case; the caller checks the field itself). */
  mentioning(email: string): Promise<SubmissionRow[]>;
  /** The deliveries of these submissions, their state and when sent. */
  deliveriesOf(ids: number[]): Promise<{ submission_id: number; channel: string; state: string; sent_at: string | null }[]>;
  /** Deletes these submissions and everything kept about them (deliveries, holds, consents, the inbox's state, notes and history). */
  erase(ids: number[]): Promise<void>;
  /** Every submission by id, or those created at or after `since` (an ISO date), with why it is held when it is. */
  submissions(since?: string): Promise<SubmissionRow[]>;
  /** `fn` in one transaction, with a repository over it (Sql.transaction). Only its statements may be awaited inside. */
  transaction<T>(fn: (repo: FormsRepository) => Promise<T>): Promise<T>;
}

/** The forms' storage over `sql`, either database (the same SQL; the durable commit is the dialect adapter's). */
export function formsRepository(sql: Sql): FormsRepository {
  return {
    sql,
    async countPost(client, now, { max, windowMs }) {
      return (await sql.get<{ window_start: number; posts: number }>(
        `INSERT INTO form_rate_limits (client, window_start, posts) VALUES (@client, @now, 1)
         ON CONFLICT (client) DO UPDATE SET
           window_start = CASE WHEN @now - form_rate_limits.window_start >= @window THEN @now ELSE form_rate_limits.window_start END,
           posts = CASE WHEN @now - form_rate_limits.window_start >= @window THEN 1
                        WHEN form_rate_limits.posts > @max THEN form_rate_limits.posts
                        ELSE form_rate_limits.posts + 1 END
         RETURNING window_start, posts`,
        { client, now, window: windowMs, max },
      ))!;
    },
    async deleteWindowsUpTo(before) {
      await sql.run('DELETE FROM form_rate_limits WHERE window_start <= ?', [before]);
    },
    async insertSubmission({ site, formType, locale, pagePath, data, createdAt, client }) {
      // A server whose default is synchronous_commit=off would answer before the commit is on
      // disk; this transaction's commit waits for it whatever the server's setting.
      await sql.adapter.durableCommit(sql);
      return (await sql.get<{ id: number }>('INSERT INTO form_submissions (site, form_type, locale, page_path, data, created_at, client) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
        [site, formType, locale, pagePath, data, createdAt, client]))!.id;
    },
    async recordConsent(submissionId, { noticeVersion, noticeLocale, privacy, marketing }) {
      await sql.run('INSERT INTO submission_consents (submission_id, notice_version, notice_locale, privacy, marketing) VALUES (?, ?, ?, ?, ?)',
        [submissionId, noticeVersion, noticeLocale, privacy ? 1 : 0, marketing ? 1 : 0]);
    },
    async consentsOf(ids) {
      if (ids.length === 0) return [];
      return sql.all(`SELECT submission_id, notice_version, notice_locale, privacy, marketing FROM submission_consents WHERE submission_id IN (${ids.map(() => '?').join(', ')})`, ids);
    },
    async hold(submissionId, reason, at) {
      await sql.run('INSERT INTO submission_holds (submission_id, reason, held_at) VALUES (?, ?, ?)', [submissionId, reason, at]);
    },
    async release(submissionId) {
      const row = await sql.get<{ form_type: string }>(
        'SELECT s.form_type FROM submission_holds h JOIN form_submissions s ON s.id = h.submission_id WHERE h.submission_id = ?', [submissionId]);
      if (!row) return null;
      await sql.run('DELETE FROM submission_holds WHERE submission_id = ?', [submissionId]);
      return row.form_type;
    },
    async idsBefore(formType, before) {
      return (await sql.all<{ id: number }>('SELECT id FROM form_submissions WHERE form_type = ? AND created_at < ? ORDER BY id', [formType, before])).map((r) => Number(r.id));
    },
    mentioning: (email) => sql.all<SubmissionRow>(
      `SELECT s.id, s.site, s.form_type, s.locale, s.page_path, s.data, s.created_at, h.reason AS held
         FROM form_submissions s LEFT JOIN submission_holds h ON h.submission_id = s.id WHERE LOWER(s.data) LIKE ? ESCAPE '\\' ORDER BY s.id`,
      [`%${email.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`]),
    async deliveriesOf(ids) {
      if (ids.length === 0) return [];
      return sql.all(`SELECT submission_id, channel, state, sent_at FROM lead_deliveries WHERE submission_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`, ids);
    },
    async erase(ids) {
      // In chunks: a database takes only so many parameters in one statement.
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const list = chunk.map(() => '?').join(', ');
        await sql.run(`DELETE FROM lead_deliveries WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM lead_queue WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM submission_holds WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM submission_consents WHERE submission_id IN (${list})`, chunk);
        // The inbox's state and history of the lead (its notes may name the person too).
        await sql.run(`DELETE FROM lead_events WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM lead_states WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM newsletter_states WHERE submission_id IN (${list})`, chunk);
        // An erased registration's places go back to its session (a person who asked to be
        // forgotten is not coming); its waiting list is served at the next registration.
        for (const held of await sql.all<{ site: string; event_group: number; session: string; attendees: number }>(
          `SELECT site, event_group, session, attendees FROM event_registrations WHERE status = 'confirmed' AND submission_id IN (${list})`, chunk)) {
          await eventPlacesRepository(sql).free(held.site, Number(held.event_group), held.session, Number(held.attendees));
        }
        await sql.run(`DELETE FROM event_registrations WHERE submission_id IN (${list})`, chunk);
        await sql.run(`DELETE FROM form_submissions WHERE id IN (${list})`, chunk);
      }
    },
    submissions: (since) => sql.all<SubmissionRow>(
      `SELECT s.id, s.site, s.form_type, s.locale, s.page_path, s.data, s.created_at, h.reason AS held
         FROM form_submissions s LEFT JOIN submission_holds h ON h.submission_id = s.id ${since ? 'WHERE s.created_at >= ?' : ''} ORDER BY s.id`, since ? [since] : []),
    transaction: (fn) => sql.transaction((tx) => fn(formsRepository(tx))),
  };
}
