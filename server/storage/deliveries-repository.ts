import { randomUUID } from 'node:crypto';
import type { Sql } from '../sql/sql.js';

/** A delivery's idempotency key (the CRM's `Idempotency-Key`, the e-mail's Message-ID): a random UUID. */
export const deliveryKey = (): string => randomUUID();

/**
 * The lead outbox as stored (table lead_deliveries): one row per submission and channel. When a
 * row is due, who may try it and what happens after a try are server/lead-outbox.ts's rules.
 * Channels: the team, the visitor's confirmation, the CRM; the reminder the day before an event's
 * session, and the e-mail that a place freed up for someone on its waiting list
 * (server/event-places.ts).
 */
export type DeliveryChannel = 'admissions' | 'visitor' | 'crm' | 'reminder' | 'place';
export type DeliveryState = 'pending' | 'sent' | 'dead';

export interface DeliveryRow {
  id: number; submission_id: number; channel: DeliveryChannel; idempotency_key: string; state: DeliveryState;
  attempts: number; next_at: string; lease_until: string; last_error: string | null; sent_at: string | null; created_at: string;
}

/** A claimed row with its submission, as the worker delivers it. */
export interface ClaimedDelivery extends DeliveryRow {
  site: string; form_type: string; locale: string; page_path: string; data: string; submitted_at: string;
  /** The consent's notice (null for a submission stored before consents were recorded). */
  notice_version: string | null; notice_locale: string | null;
}

export interface DeliveriesRepository {
  /** Queues a submission's channels (in the submission's transaction). */
  queue(submissionId: number, channels: { channel: DeliveryChannel; key: string }[], now: string): Promise<void>;
  /** Queues channels due later (`dueAt`): an event's reminder the day before its session. */
  queueAt(submissionId: number, channels: { channel: DeliveryChannel; key: string }[], dueAt: string, now: string): Promise<void>;
  /**
   * Leases up to `limit` pending rows that are due and not leased (their lease ended) until
   * `leaseUntil`, counting the attempt, and answers them with their submissions. One UPDATE with
   * the conditions checked again on each row, so of two instances claiming at once each row goes
   * to one (PostgreSQL re-reads a row another transaction changed; SQLite has one writer).
   */
  claim(now: string, leaseUntil: string, limit: number): Promise<ClaimedDelivery[]>;
  /**
   * Tries' outcomes, in one transaction (one commit, one sync to disk): sent, or (with `error`)
   * pending again at `nextAt`, or dead when `nextAt` is null. Each only while its lease is still
   * that try's (`leaseUntil`), so a try whose lease ran out and was taken over writes nothing.
   */
  record(outcomes: { id: number; leaseUntil: string; error?: string | undefined; nextAt?: string | null | undefined }[], now: string): Promise<void>;
  /** Dead rows (or those of `ids`) are pending again, due now, their attempts counted afresh. Answers how many. */
  retry(now: string, ids?: number[]): Promise<number>;
  /** Rows by state, newest first, with the submission's form and page. */
  list(state?: DeliveryState, limit?: number): Promise<(DeliveryRow & { form_type: string; page_path: string })[]>;
  counts(): Promise<Record<DeliveryState, number>>;
  /** When the next pending row is due (its lease included), or null. */
  nextDue(): Promise<string | null>;
}

export function deliveriesRepository(sql: Sql): DeliveriesRepository {
  // One statement for a submission's channels: they are written in the post's own transaction.
  const queueAt: DeliveriesRepository['queueAt'] = async (submissionId, channels, dueAt, now) => {
    if (channels.length === 0) return;
    // A channel already queued for the submission stays as it is (a release racing its queue row).
    await sql.run(`INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, next_at, created_at) VALUES ${channels.map(() => '(?, ?, ?, ?, ?)').join(', ')} ON CONFLICT DO NOTHING`,
      channels.flatMap(({ channel, key }) => [submissionId, channel, key, dueAt, now]));
  };
  return {
    queue: (submissionId, channels, now) => queueAt(submissionId, channels, now, now),
    queueAt,
    async claim(now, leaseUntil, limit) {
      const claimed = await sql.all<{ id: number }>(
        `UPDATE lead_deliveries SET lease_until = @lease, attempts = attempts + 1
          WHERE id IN (SELECT id FROM lead_deliveries WHERE state = 'pending' AND next_at <= @now AND lease_until <= @now ORDER BY next_at, id LIMIT @limit)
            AND state = 'pending' AND next_at <= @now AND lease_until <= @now
          RETURNING id`, { now, lease: leaseUntil, limit });
      if (claimed.length === 0) return [];
      const ids = claimed.map((r) => Number(r.id));
      return sql.all<ClaimedDelivery>(
        `SELECT d.*, s.site, s.form_type, s.locale, s.page_path, s.data, s.created_at AS submitted_at, c.notice_version, c.notice_locale
           FROM lead_deliveries d JOIN form_submissions s ON s.id = d.submission_id LEFT JOIN submission_consents c ON c.submission_id = s.id
          WHERE d.id IN (${ids.map(() => '?').join(', ')}) ORDER BY d.id`, ids);
    },
    async record(outcomes, now) {
      if (outcomes.length === 0) return;
      await sql.transaction(async (tx) => {
        for (const { id, leaseUntil, error, nextAt } of outcomes) {
          if (error === undefined) {
            await tx.run("UPDATE lead_deliveries SET state = 'sent', sent_at = ?, lease_until = '', last_error = NULL WHERE id = ? AND lease_until = ?", [now, id, leaseUntil]);
          } else {
            await tx.run('UPDATE lead_deliveries SET state = ?, next_at = COALESCE(?, next_at), lease_until = \'\', last_error = ? WHERE id = ? AND lease_until = ?',
              [nextAt === null ? 'dead' : 'pending', nextAt ?? null, error.slice(0, 1000), id, leaseUntil]);
          }
        }
      });
    },
    async retry(now, ids) {
      const which = ids ? `id IN (${ids.map(() => '?').join(', ')})` : "state = 'dead'";
      const rows = await sql.all<{ id: number }>(
        `UPDATE lead_deliveries SET state = 'pending', next_at = ?, lease_until = '', attempts = 0 WHERE ${which} AND state <> 'sent' RETURNING id`, [now, ...(ids ?? [])]);
      return rows.length;
    },
    list: (state, limit = 200) => sql.all(
      `SELECT d.*, s.form_type, s.page_path FROM lead_deliveries d JOIN form_submissions s ON s.id = d.submission_id
        ${state ? 'WHERE d.state = ?' : ''} ORDER BY d.id DESC LIMIT ${Math.max(1, Math.floor(limit))}`, state ? [state] : []),
    async counts() {
      const rows = await sql.all<{ state: DeliveryState; n: number }>('SELECT state, COUNT(*) AS n FROM lead_deliveries GROUP BY state');
      const out: Record<DeliveryState, number> = { pending: 0, sent: 0, dead: 0 };
      for (const r of rows) out[r.state] = Number(r.n);
      return out;
    },
    async nextDue() {
      const row = await sql.get<{ at: string | null }>("SELECT MIN(CASE WHEN lease_until > next_at THEN lease_until ELSE next_at END) AS at FROM lead_deliveries WHERE state = 'pending'");
      return row?.at ?? null;
    },
  };
}
