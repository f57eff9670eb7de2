import type { Sql } from '../sql/sql.js';

/**
 * An event's places as stored (server/event-places.ts has the rules): event_places counts the
 * places taken in each session of an event (its translation group: the Spanish and English pages
 * share their places), event_registrations says what each registration holds.
 */
export type RegistrationStatus = 'confirmed' | 'waiting' | 'cancelled';

export interface RegistrationRow {
  submission_id: number; site: string; event_group: number; session: string; attendees: number; status: RegistrationStatus; updated_at: string;
}

export interface EventPlacesRepository {
  /**
   * Takes `n` places of a session if they fit under `capacity`: one UPDATE whose condition is
   * checked on the row as it is when the UPDATE gets it (PostgreSQL waits for a concurrent
   * taker's commit and checks again; SQLite has one writer), so the last place goes to one.
   */
  take(site: string, group: number, session: string, n: number, capacity: number): Promise<boolean>;
  /** Gives back `n` places. */
  free(site: string, group: number, session: string, n: number): Promise<void>;
  /** Places taken in each session of an event. */
  taken(site: string, group: number): Promise<Map<string, number>>;
  record(row: Omit<RegistrationRow, 'updated_at'>, now: string): Promise<void>;
  /** Moves a registration from `from` to `to`; false when it was not in `from` (changed meanwhile). */
  move(submissionId: number, from: RegistrationStatus, to: RegistrationStatus, now: string): Promise<boolean>;
  get(submissionId: number): Promise<RegistrationRow | undefined>;
  /** A session's waiting list, first come first. */
  waiting(site: string, group: number, session: string): Promise<RegistrationRow[]>;
  /** How many registrations (and people) wait in each session. */
  waitingCounts(site: string, group: number): Promise<Map<string, number>>;
}

export function eventPlacesRepository(sql: Sql): EventPlacesRepository {
  return {
    async take(site, group, session, n, capacity) {
      await sql.run('INSERT INTO event_places (site, event_group, session, taken) VALUES (?, ?, ?, 0) ON CONFLICT (site, event_group, session) DO NOTHING', [site, group, session]);
      const { changes } = await sql.run('UPDATE event_places SET taken = taken + @n WHERE site = @site AND event_group = @group AND session = @session AND taken + @n <= @capacity',
        { site, group, session, n, capacity });
      return changes === 1;
    },
    async free(site, group, session, n) {
      await sql.run('UPDATE event_places SET taken = CASE WHEN taken >= @n THEN taken - @n ELSE 0 END WHERE site = @site AND event_group = @group AND session = @session', { site, group, session, n });
    },
    async taken(site, group) {
      const rows = await sql.all<{ session: string; taken: number }>('SELECT session, taken FROM event_places WHERE site = ? AND event_group = ?', [site, group]);
      return new Map(rows.map((r) => [r.session, Number(r.taken)]));
    },
    async record(row, now) {
      await sql.run('INSERT INTO event_registrations (submission_id, site, event_group, session, attendees, status, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [row.submission_id, row.site, row.event_group, row.session, row.attendees, row.status, now]);
    },
    async move(submissionId, from, to, now) {
      const { changes } = await sql.run('UPDATE event_registrations SET status = ?, updated_at = ? WHERE submission_id = ? AND status = ?', [to, now, submissionId, from]);
      return changes === 1;
    },
    async get(submissionId) {
      const row = await sql.get<RegistrationRow>('SELECT * FROM event_registrations WHERE submission_id = ?', [submissionId]);
      return row ? { ...row, submission_id: Number(row.submission_id), event_group: Number(row.event_group), attendees: Number(row.attendees) } : undefined;
    },
    async waiting(site, group, session) {
      const rows = await sql.all<RegistrationRow>("SELECT * FROM event_registrations WHERE site = ? AND event_group = ? AND session = ? AND status = 'waiting' ORDER BY submission_id", [site, group, session]);
      return rows.map((row) => ({ ...row, submission_id: Number(row.submission_id), event_group: Number(row.event_group), attendees: Number(row.attendees) }));
    },
    async waitingCounts(site, group) {
      const rows = await sql.all<{ session: string; n: number }>("SELECT session, COUNT(*) AS n FROM event_registrations WHERE site = ? AND event_group = ? AND status = 'waiting' GROUP BY session", [site, group]);
      return new Map(rows.map((r) => [r.session, Number(r.n)]));
    },
  };
}
