import type { Sql } from '../sql/sql.js';

/**
 * Scheduled publications and unpublishings as stored (`page_schedules`, spec 4 editor mode): at
 * most one pending schedule per page and action, the instant it falls due and, for a
 * publication, the fixed version that goes live. When one is due, and who acts on it, is the
 * domain's (server/schedules.ts); the conditional DELETE that claims a due schedule is here,
 * because it is what lets only one of several API instances act on it.
 */
export type ScheduleAction = 'publish' | 'unpublish';

/** A publication fixes a version; an unpublishing takes whatever is live offline and fixes none (seq 0, which no version has). */
export const NO_VERSION = 0;

export interface ScheduleRow { page_id: number; action: ScheduleAction; seq: number; due_at: string; actor: string; created_at: string; failure: string | null }

/** The schedule as it was found: a write naming it changes nothing once it was replaced or cancelled. */
export type FoundSchedule = Pick<ScheduleRow, 'page_id' | 'action' | 'seq' | 'due_at'>;

export interface SchedulesRepository {
  /** Pending schedules due at `now` or before, earliest first, at most `limit` (the partial index `page_schedules_due`). */
  due(now: string, limit: number): Promise<ScheduleRow[]>;
  /** The earliest pending due time after `now`, or undefined when none is to come. */
  nextDue(now: string): Promise<string | undefined>;
  /** The page's schedules, pending or refused, earliest first. */
  ofPage(pageId: number): Promise<ScheduleRow[]>;
  /** Removes the schedule found, pending or refused (its page or version is gone). */
  remove(schedule: FoundSchedule): Promise<void>;
  /** Keeps why the schedule found was refused, if it is still pending; whether this call recorded it. */
  recordFailure(schedule: FoundSchedule, failure: string): Promise<boolean>;
  /**
   * Takes the schedule found for acting on it, if it is still pending and the same: the DELETE
   * is the claim, so of several instances exactly one gets it. Call inside the transaction that
   * publishes or unpublishes, after taking the page's row.
   */
  claim(schedule: FoundSchedule): Promise<boolean>;
  /** The page's one schedule of this action, replacing a pending or refused one. */
  replace(schedule: Omit<ScheduleRow, 'failure'>): Promise<void>;
  /** Cancels the page's schedule of this action; whether there was one. */
  cancel(pageId: number, action: ScheduleAction): Promise<boolean>;
  /** A scheduled publication of this very version is done (the version went live another way). */
  removeVersion(pageId: number, seq: number): Promise<void>;
}

/** The schedules over `sql`: the database, or a transaction's `tx`. */
export function schedulesRepository(sql: Sql): SchedulesRepository {
  const same = 'page_id = ? AND action = ? AND seq = ? AND due_at = ?';
  const found = (s: FoundSchedule) => [s.page_id, s.action, s.seq, s.due_at];
  return {
    // These two are one search of the partial index each (test/query-plans.test.ts reads their plans).
    due: (now, limit) => sql.all<ScheduleRow>('SELECT * FROM page_schedules WHERE failure IS NULL AND due_at <= ? ORDER BY due_at LIMIT ?', [now, limit]),
    async nextDue(now) {
      return (await sql.get<{ due_at: string }>('SELECT due_at FROM page_schedules WHERE failure IS NULL AND due_at > ? ORDER BY due_at LIMIT 1', [now]))?.due_at;
    },
    ofPage: (pageId) => sql.all<ScheduleRow>('SELECT * FROM page_schedules WHERE page_id = ? ORDER BY due_at, action', [pageId]),
    async remove(s) {
      await sql.run(`DELETE FROM page_schedules WHERE ${same}`, found(s));
    },
    async recordFailure(s, failure) {
      const { changes } = await sql.run(`UPDATE page_schedules SET failure = ? WHERE ${same} AND failure IS NULL`, [failure, ...found(s)]);
      return changes > 0;
    },
    async claim(s) {
      const { changes } = await sql.run(`DELETE FROM page_schedules WHERE ${same} AND failure IS NULL`, found(s));
      return changes > 0;
    },
    async replace(s) {
      // One schedule per page and action: an upsert both dialects share.
      await sql.run(`INSERT INTO page_schedules (page_id, action, seq, due_at, actor, created_at, failure) VALUES (?, ?, ?, ?, ?, ?, NULL)
        ON CONFLICT (page_id, action) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, actor = excluded.actor, created_at = excluded.created_at, failure = NULL`,
      [s.page_id, s.action, s.seq, s.due_at, s.actor, s.created_at]);
    },
    async cancel(pageId, action) {
      return (await sql.run('DELETE FROM page_schedules WHERE page_id = ? AND action = ?', [pageId, action])).changes > 0;
    },
    async removeVersion(pageId, seq) {
      await sql.run("DELETE FROM page_schedules WHERE page_id = ? AND action = 'publish' AND seq = ?", [pageId, seq]);
    },
  };
}
