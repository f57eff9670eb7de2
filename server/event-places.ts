import { eventDataOf, type EventData, type EventSession } from '../templates/event-data.js';
import type { LeadSettings } from './lead-outbox.js';
import type { Sql } from './sql/sql.js';
import { deliveryKey, deliveriesRepository } from './storage/deliveries-repository.js';
import { eventPlacesRepository, type RegistrationStatus } from './storage/event-places-repository.js';

/**
 * Open days with real places (spec 4, 8). An event's record may give sessions, each with a
 * capacity (templates/event-data.ts). A registration takes its attendees' places in the session
 * it chose, in the transaction that stores it, or, when they do not fit, joins that session's
 * waiting list: registration closes itself when full and nobody is turned away without a turn.
 * A cancellation (the signed link in every e-mail, server/event-cancel.ts) frees its places, and
 * the waiting list is served first come first, skipping a group too big for what is free; each
 * promoted person is e-mailed (channel `place`). A confirmed place gets a reminder the day before
 * its session (channel `reminder`, a delivery due then: the outbox sends it when it comes due).
 *
 * Places are counted per translation group: the Spanish and English pages of one event share
 * them, whichever language a visitor registers in.
 */

const DAY_MS = 86_400_000;
/** A place taken less than this before the reminder would be due gets none: its confirmation has just arrived. */
const REMINDER_MIN_LEAD_MS = 3_600_000;

export interface PublishedEvent {
  site: string;
  /** The event's translation group: where its places are counted. */
  group: number;
  page: Record<string, unknown>;
  event: EventData | null;
}

/** The published page at `path` when it is an event, with its translation group. */
export async function publishedEvent(sql: Sql, site: string, path: string): Promise<PublishedEvent | null> {
  const row = await sql.get<{ json: string | null; grp: number }>(
    "SELECT p.published_json AS json, p.translation_group AS grp FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.slug = ? AND p.path = ? AND p.status = 'published'", [site, path]);
  if (!row?.json) return null;
  const page = JSON.parse(row.json) as Record<string, unknown>;
  return { site, group: Number(row.grp), page, event: eventDataOf(page as Parameters<typeof eventDataOf>[0]) };
}

/** The session a registration asked for: the one named, or the only one; an error word otherwise. */
export function chosenSession(event: EventData, asked: unknown, now: number): EventSession | 'required' | 'invalid' | 'started' {
  const { sessions } = event;
  const session = typeof asked === 'string' && asked !== '' ? sessions.find((s) => s.id === asked) : sessions.length === 1 ? sessions[0] : undefined;
  if (!session) return typeof asked === 'string' && asked !== '' ? 'invalid' : 'required';
  return Date.parse(session.start) <= now ? 'started' : session;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues the e-mails a place brings: the reminder the day before (when there is time for one), and `extra` now. */
async function queuePlaceMail(tx: Sql, settings: LeadSettings, id: number, session: EventSession, now: number, extra?: 'place'): Promise<void> {
  if (!settings.smtpUrl) return;
  const deliveries = deliveriesRepository(tx);
  if (extra) await deliveries.queue(id, [{ channel: extra, key: deliveryKey() }], iso(now));
  const remindAt = Date.parse(session.start) - DAY_MS;
  if (remindAt > now + REMINDER_MIN_LEAD_MS) await deliveries.queueAt(id, [{ channel: 'reminder', key: deliveryKey() }], iso(remindAt), iso(now));
}

/**
 * Places a new registration (`id`, stored in `tx`'s transaction) in its session: confirmed when
 * its attendees fit, else waiting. Those already waiting are served first (the capacity may have
 * grown since they joined).
 */
export async function register(tx: Sql, settings: LeadSettings, at: PublishedEvent, session: EventSession, id: number, attendees: number, now: number): Promise<RegistrationStatus> {
  const repo = eventPlacesRepository(tx);
  await promote(tx, settings, at, session, now);
  const confirmed = await repo.take(at.site, at.group, session.id, attendees, session.capacity);
  const status: RegistrationStatus = confirmed ? 'confirmed' : 'waiting';
  await repo.record({ submission_id: id, site: at.site, event_group: at.group, session: session.id, attendees, status }, iso(now));
  if (confirmed) await queuePlaceMail(tx, settings, id, session, now);
  return status;
}

/** Gives the session's free places to its waiting list, first come first; answers who got one. */
export async function promote(tx: Sql, settings: LeadSettings, at: PublishedEvent, session: EventSession, now: number): Promise<number[]> {
  if (Date.parse(session.start) <= now) return [];
  const repo = eventPlacesRepository(tx);
  const promoted: number[] = [];
  for (const row of await repo.waiting(at.site, at.group, session.id)) {
    if (!await repo.take(at.site, at.group, session.id, row.attendees, session.capacity)) continue;
    await repo.move(row.submission_id, 'waiting', 'confirmed', iso(now));
    await queuePlaceMail(tx, settings, row.submission_id, session, now, 'place');
    promoted.push(row.submission_id);
  }
  return promoted;
}

export type CancelOutcome = { outcome: 'cancelled'; was: RegistrationStatus; promoted: number[] } | { outcome: 'already' | 'none' };

/**
 * A registration's place: the registration, its event as published now (null when the page is
 * gone) and its session there (undefined when the session was removed since).
 */
export async function placeOf(sql: Sql, id: number) {
  const registration = await eventPlacesRepository(sql).get(id);
  if (!registration) return null;
  const submission = await sql.get<{ page_path: string }>('SELECT page_path FROM form_submissions WHERE id = ?', [id]);
  const at = submission ? await publishedEvent(sql, registration.site, submission.page_path) : null;
  const event = at?.group === registration.event_group ? at : null;
  return { registration, at: event, session: event?.event?.sessions.find((s) => s.id === registration.session) };
}

/**
 * Cancels registration `id` in the caller's transaction `tx` (with whatever else records the
 * cancelling): its places, if it held any, go back to the session and on to its waiting list,
 * so nobody else takes them between the two. Its reminder still to come goes with it.
 */
export async function cancel(tx: Sql, settings: LeadSettings, id: number, now: number): Promise<CancelOutcome> {
  const repo = eventPlacesRepository(tx);
  const place = await placeOf(tx, id);
  if (!place) return { outcome: 'none' };
  const { registration: row, at, session } = place;
  if (row.status === 'cancelled' || !await repo.move(id, row.status, 'cancelled', iso(now))) return { outcome: 'already' };
  await tx.run("DELETE FROM lead_deliveries WHERE submission_id = ? AND channel = 'reminder' AND state = 'pending'", [id]);
  if (row.status !== 'confirmed') return { outcome: 'cancelled', was: row.status, promoted: [] };
  await repo.free(row.site, row.event_group, row.session, row.attendees);
  return { outcome: 'cancelled', was: row.status, promoted: at && session ? await promote(tx, settings, at, session, now) : [] };
}

export interface SessionPlaces { id: string; start: string; end: string | null; capacity: number; left: number; waiting: number }

/** What GET {publicApi}/events/places answers for an event page: each session's places left, and how many wait. */
export async function placesOf(sql: Sql, site: string, path: string): Promise<{ sessions: SessionPlaces[] } | null> {
  const at = await publishedEvent(sql, site, path);
  if (!at?.event || at.event.sessions.length === 0) return null;
  const repo = eventPlacesRepository(sql);
  const [taken, waiting] = await Promise.all([repo.taken(site, at.group), repo.waitingCounts(site, at.group)]);
  return {
    sessions: at.event.sessions.map((s) => ({
      id: s.id, start: s.start, end: s.end ?? null, capacity: s.capacity,
      left: Math.max(0, s.capacity - (taken.get(s.id) ?? 0)), waiting: waiting.get(s.id) ?? 0,
    })),
  };
}

/**
 * A held registration let go (releaseHeld): placed as a new one would be now, when its event
 * still has its session open; answers its status, or null when it takes no place.
 */
export async function placeReleased(tx: Sql, settings: LeadSettings, id: number, now: number): Promise<RegistrationStatus | null> {
  const row = await tx.get<{ site: string; page_path: string; data: string }>('SELECT site, page_path, data FROM form_submissions WHERE id = ?', [id]);
  const at = row ? await publishedEvent(tx, row.site, row.page_path) : null;
  if (!row || !at?.event || at.event.sessions.length === 0) return null;
  const values = JSON.parse(row.data) as { session?: unknown; attendees?: unknown };
  const session = chosenSession(at.event, values.session, now);
  return typeof session === 'string' ? null : register(tx, settings, at, session, id, Number(values.attendees ?? 1), now);
}
