import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ApiError, type ContentStore, type PageRow } from './content-store.js';
import { checkForBuild, checkVersion, pageRow, refusal, requireEditor, writePublished } from './editing.js';
import { parseRequest } from './parse-request.js';
import { getVersion, historyWords, markPublished, versionHolding } from './versions.js';

/**
 * Scheduled publishing (spec 4, editor mode; DESIGN 9): an editor schedules the page's current
 * draft — fixed as the version it is at that moment, not whatever the draft becomes later — to
 * go live at an instant. The API honours it without a timer: before answering each request it
 * looks for due schedules with one search of a partial index (`page_schedules_due`, only pending
 * ones), which costs the same at any site size (test/query-plans.test.ts), and publishes what is
 * due exactly as Publish does; so the published page, the page index, lists, search and the next
 * `sitegen build` (whose embedded API answers its first request after this step) all serve it.
 *
 * A schedule is refused when its time has passed, and when the draft would not build (422 with
 * the build's messages, like publishing). Rules or linked content can still change before it is
 * due: the checks run again then, and a refused publication is kept with its reason (`failure`)
 * for the editor to see, never retried on every request.
 */
interface ScheduleRow { page_id: number; seq: number; due_at: string; actor: string; created_at: string; failure: string | null }

/** An instant with its offset, as the editor's form sends it ("2026-12-01T09:00:00+01:00" or "…Z"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const ScheduleBodySchema = z.object({
  at: z.string().max(40).regex(INSTANT, 'give the date and time with its offset, e.g. 2026-12-01T09:00:00+01:00 (Madrid in winter) or …+02:00 (summer)')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date that exists'),
}).strict();

/** At most this many due schedules are published per request; the rest on the next ones. */
const DUE_PER_STEP = 8;

export class Schedules {
  private readonly due;
  private readonly byPage;
  private running: Promise<number> | null = null;
  private readonly listeners: (() => void)[] = [];

  /** `now` is the clock: tests pass their own (createApiHandler's option, never reachable over HTTP). */
  constructor(private readonly store: ContentStore, private readonly now: () => Date = () => new Date()) {
    this.due = store.db.prepare<[string, number], ScheduleRow>('SELECT * FROM page_schedules WHERE failure IS NULL AND due_at <= ? ORDER BY due_at LIMIT ?');
    this.byPage = store.db.prepare<[number], ScheduleRow>('SELECT * FROM page_schedules WHERE page_id = ?');
  }

  /** Called after a due schedule went live (the search index follows it). */
  onPublished(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Publishes the schedules that are due, before a request is answered. Usually one indexed
   * search that finds nothing; concurrent requests share one run.
   */
  applyDue(): Promise<number> {
    if (this.running) return this.running;
    if (this.due.all(this.now().toISOString(), 1).length === 0) return Promise.resolve(0);
    this.running = this.publishDue().finally(() => { this.running = null; });
    return this.running;
  }

  private async publishDue(): Promise<number> {
    const db = this.store.db;
    let published = 0;
    for (const schedule of this.due.all(this.now().toISOString(), DUE_PER_STEP)) {
      const row = db.prepare('SELECT * FROM pages WHERE id = ?').get(schedule.page_id) as PageRow | undefined;
      const json = row ? getVersionJson(this.store, schedule) : null;
      if (!row || json === null) {
        db.prepare('DELETE FROM page_schedules WHERE page_id = ?').run(schedule.page_id);
        continue;
      }
      const check = await checkForBuild(db, String(row.site_id), row, json);
      if (check.errors.length > 0) {
        const message = refusal(row, check, 'published').message;
        db.prepare('UPDATE page_schedules SET failure = ? WHERE page_id = ? AND seq = ? AND due_at = ?').run(message, schedule.page_id, schedule.seq, schedule.due_at);
        console.error(`content API: the scheduled publication of page ${row.id} (${row.path}) was refused: ${message}`);
        continue;
      }
      const now = this.now().toISOString();
      const done = db.transaction(() => {
        // Still the same schedule (not cancelled or replaced while the checks ran).
        const still = this.byPage.get(schedule.page_id);
        if (!still || still.seq !== schedule.seq || still.due_at !== schedule.due_at || still.failure !== null) return false;
        const current = db.prepare('SELECT * FROM pages WHERE id = ?').get(schedule.page_id) as PageRow;
        writePublished(db, current, json, now);
        markPublished(db, current.id, schedule.seq, schedule.actor, now);
        db.prepare('DELETE FROM page_schedules WHERE page_id = ?').run(current.id);
        return true;
      })();
      if (done) published++;
    }
    if (published > 0) for (const listener of this.listeners) listener();
    return published;
  }

  /** The page's pending schedule and its translations' (the editor says which go live too). */
  pending(site: string, id: number) {
    const row = pageRow(this.store.db, site, id);
    const translations = this.store.db.prepare('SELECT id, locale, path, status FROM pages WHERE translation_group = ? AND id != ? ORDER BY id')
      .all(row.translation_group, row.id) as { id: number; locale: string; path: string; status: string }[];
    return {
      id, schedule: this.describe(this.byPage.get(id)),
      translations: translations.map((t) => ({ pageId: t.id, locale: t.locale, path: t.path, isLive: t.status === 'published', schedule: this.describe(this.byPage.get(t.id)) })),
    };
  }

  private describe(row: ScheduleRow | undefined) {
    return row ? { seq: row.seq, at: row.due_at, scheduledBy: row.actor, scheduledAt: row.created_at, failure: row.failure } : null;
  }

  /** Schedules the current draft (If-Match: the version the editor sees) to go live at `at`. */
  async schedule(req: IncomingMessage, site: string, id: number, body: unknown) {
    const db = this.store.db;
    const { actor } = await requireEditor(db, req);
    const row = pageRow(db, site, id);
    checkVersion(req, row, id);
    const { at } = parseRequest(ScheduleBodySchema, body, 'schedule');
    const due = new Date(at);
    const now = this.now();
    if (due.getTime() <= now.getTime()) {
      throw new ApiError(422, 'IN_THE_PAST', `Page ${id} (${row.path}) cannot be scheduled for ${at}: that time has passed (it is now ${now.toISOString()}). Choose a later date and time, or publish now.`);
    }
    const json = row.draft_json ?? row.published_json;
    if (!json) throw new ApiError(409, 'CONFLICT', `Page ${id} has nothing to schedule.`);
    const check = await checkForBuild(db, site, row, json);
    if (check.errors.length > 0) throw refusal(row, check, 'scheduled');
    const words = await historyWords();
    const seq = db.transaction(() => {
      const current = pageRow(db, site, id);
      checkVersion(req, current, id);
      // The version that will go live is fixed now: later saves do not change what is scheduled.
      const fixed = versionHolding(db, words, { pageId: id, actor, json, before: current.published_json, kind: 'schedule', now: now.toISOString() });
      db.prepare('INSERT OR REPLACE INTO page_schedules (page_id, seq, due_at, actor, created_at, failure) VALUES (?, ?, ?, ?, ?, NULL)')
        .run(id, fixed, due.toISOString(), actor, now.toISOString());
      return fixed;
    })();
    return { id, seq, at: due.toISOString(), scheduledBy: actor, warnings: check.warnings };
  }

  /** Cancels the page's pending schedule (nothing goes live); says whether there was one. */
  async cancel(req: IncomingMessage, site: string, id: number) {
    await requireEditor(this.store.db, req);
    pageRow(this.store.db, site, id);
    const { changes } = this.store.db.prepare('DELETE FROM page_schedules WHERE page_id = ?').run(id);
    return { id, cancelled: changes > 0 };
  }
}

function getVersionJson(store: ContentStore, schedule: ScheduleRow): string | null {
  try {
    return getVersion(store.db, schedule.page_id, schedule.seq).json;
  } catch {
    return null;
  }
}
