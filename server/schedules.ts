import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { ApiError, type ContentStore, type PageRow } from './content-store.js';
import { checkForBuild, checkVersion, claimPage, pageRow, refusal, requireEditor, requireInScope, writePublished } from './editing.js';
import { takeOffline } from './pages.js';
import { parseRequest } from './parse-request.js';
import type { Sql } from './sql/sql.js';
import { editingRepository } from './storage/editing-repository.js';
import { pagesRepository } from './storage/pages-repository.js';
import { NO_VERSION, schedulesRepository, type ScheduleAction, type ScheduleRow, type SchedulesRepository } from './storage/schedules-repository.js';
import { getVersion, historyWords, markPublished, versionHolding } from './versions.js';
import { recordAudit } from './audit.js';
import { requirePublishAllowed } from './reviews.js';

/**
 * Scheduled publishing (spec 4, editor mode; DESIGN 9): an editor schedules the page's current
 * draft — fixed as the version it is at that moment, not whatever the draft becomes later — to
 * go live at an instant. The API honours it without a timer: before answering a request it
 * looks for due schedules with one search of a partial index (`page_schedules_due`, only pending
 * ones), which costs the same at any site size (test/query-plans.test.ts), and publishes what is
 * due exactly as Publish does. It remembers the earliest pending time it found and does not look
 * again before then, for up to SCHEDULES_RECHECK_MS; so the published page, the page index, lists, search and the next
 * `sitegen build` (whose embedded API answers its first request after this step) all serve it.
 *
 * A schedule is refused when its time has passed, and when the draft would not build (422 with
 * the build's messages, like publishing). Rules or linked content can still change before it is
 * due: the checks run again then, and a refused publication is kept with its reason (`failure`)
 * for the editor to see, never retried on every request.
 *
 * A schedule can also take the page OFFLINE at an instant (`action: "unpublish"`: an event page
 * after its end, a campaign landing; spec 4 editor mode, DESIGN 10 "a scheduled publish or
 * unpublish"). When due it unpublishes the page exactly as Unpublish does (server/pages.ts
 * `takeOffline`: items unlisted, translation group split, search following). It fixes no
 * version, so it runs no build check; it is refused when its time has passed or the page is not
 * published, and a page unpublished another way before it falls due simply stays offline. A page
 * has at most one pending schedule of each action.
 *
 * Several API instances over one database (DESIGN 9) may find the same due
 * schedule: the publishing (or unpublishing) transaction takes the page's row, then deletes the
 * schedule only if it is still the one found, and only the instance whose DELETE removed it acts
 * (on PostgreSQL the other waits at the page's row for that commit, then its DELETE finds nothing).
 */
/** An instant with its offset, as the editor's form sends it ("2026-12-01T09:00:00+01:00" or "…Z"). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
/**
 * Whether every field of an INSTANT names something that exists: 30 February, 24:00 or an offset
 * of +25:00 do not. Date.parse does not say so; it rolls 2027-02-30 over to 2 March, so an editor's
 * typo would be scheduled for another day without a word.
 */
export function instantExists(value: string): boolean {
  const [, y, mo, d, h, mi, sec, offH, offM] = INSTANT.exec(value) ?? [];
  if (y === undefined) return false;
  const daysInMonth = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate();
  return Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= daysInMonth
    && Number(h) <= 23 && Number(mi) <= 59 && Number(sec ?? 0) <= 59
    && (offH === undefined || (Number(offH) <= 14 && Number(offM) <= 59))
    && !Number.isNaN(Date.parse(value));
}

const ACTIONS = ['publish', 'unpublish'] as const satisfies readonly ScheduleAction[];
const ActionSchema = z.enum(ACTIONS, { error: 'use "publish" (the draft goes live) or "unpublish" (the page goes offline)' });

const ScheduleBodySchema = z.object({
  at: z.string().max(40).regex(INSTANT, 'give the date and time with its offset, e.g. 2026-12-01T09:00:00+01:00 (Madrid in winter) or …+02:00 (summer)')
    .refine(instantExists, 'not a date and time that exists (check the day of the month and the hour)'),
  // Without it, a publication: what every schedule was before unpublishing could be scheduled.
  action: ActionSchema.default('publish'),
}).strict();

/** Which schedule a cancel is about (`DELETE …/schedule?action=unpublish`); a publication by default, as above. */
const CancelQuerySchema = z.object({ action: ActionSchema.default('publish') }).strict();

/** At most this many due schedules are published per request; the rest on the next ones. */
const DUE_PER_STEP = 8;

/**
 * How long an instance trusts what it last saw of the pending schedules. A schedule made through
 * this instance is seen at once; one made through another instance or process over the same
 * database (DESIGN 9) within this time of its moment, so it goes live at most this late when no
 * request reaches the instance that made it. Before, the search ran before every request: on the
 * build's embedded API a sixth of its SQL time, for a table that is nearly always empty.
 */
export const SCHEDULES_RECHECK_MS = 1000;

export class Schedules {
  private running: Promise<number> | null = null;
  private readonly listeners: (() => void)[] = [];
  /** The earliest pending due time (ms) the last step found (Infinity: none; -Infinity: look now), and when that step ran. */
  private nextDue = -Infinity;
  private checkedAt = -Infinity;
  /** Bumped by this instance's own schedules: a step that began before one does not keep what it saw. */
  private generation = 0;

  private readonly schedules: SchedulesRepository;

  /** `now` is the clock: tests pass their own (createApiHandler's option, never reachable over HTTP). */
  constructor(private readonly store: ContentStore, private readonly now: () => Date = () => new Date()) {
    this.schedules = schedulesRepository(store.sql);
  }

  /** Called after due schedules went live or offline (the search index follows them). */
  onPublished(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Carries out the schedules that are due (publications and unpublishings), before a request is
   * answered. Usually one indexed search that finds nothing; concurrent requests share one run.
   */
  applyDue(): Promise<number> {
    const now = this.now().getTime();
    // Nothing can be due before the earliest pending time this instance saw, while what it saw is recent (a clock set back looks again).
    if (now < this.nextDue && now >= this.checkedAt && now - this.checkedAt < SCHEDULES_RECHECK_MS) return Promise.resolve(0);
    this.running ??= this.publishDue().finally(() => { this.running = null; });
    return this.running;
  }

  private async publishDue(): Promise<number> {
    const sql = this.store.sql;
    const generation = this.generation;
    const started = this.now();
    const due = await this.schedules.due(started.toISOString(), DUE_PER_STEP);
    const published = await this.publishEach(sql, due);
    // More may be due than one step publishes: the next request looks again. Otherwise the
    // earliest schedule still to come: until then nothing can be due.
    const next = due.length === DUE_PER_STEP ? undefined : await this.schedules.nextDue(started.toISOString());
    if (generation === this.generation) {
      this.nextDue = due.length === DUE_PER_STEP ? -Infinity : next ? Date.parse(next) : Infinity;
      this.checkedAt = started.getTime();
    }
    return published;
  }

  private async publishEach(sql: Sql, due: ScheduleRow[]): Promise<number> {
    let published = 0;
    for (const schedule of due) {
      if (schedule.action === 'unpublish') {
        if (await this.unpublishDue(sql, schedule)) published++;
        continue;
      }
      const row = await editingRepository(sql).page(schedule.page_id);
      const json = row ? await getVersionJson(sql, schedule) : null;
      if (!row || json === null) {
        await this.schedules.remove(schedule);
        continue;
      }
      const check = await checkForBuild(this.store, String(row.site_id), row, json);
      if (check.errors.length > 0) {
        const message = refusal(row, check, 'published').message;
        // Said once, by the instance that recorded the refusal.
        if (await this.schedules.recordFailure(schedule, message)) console.error(`content API: the scheduled publication of page ${row.id} (${row.path}) was refused: ${message}`);
        continue;
      }
      const now = this.now().toISOString();
      const words = await historyWords();
      // Only Sql calls are awaited inside: on SQLite no other request's code runs in it.
      const done = await sql.transaction(async (tx) => {
        // The page as it is now, its row held until the commit (a concurrent save waits). The page
        // first, then its schedule: the order saves, publishes and schedules take them in, so
        // two of them never wait for each other.
        const locked = await editingRepository(tx).claim(schedule.page_id);
        if (!locked) return false;
        // Taken by this instance alone, if it is still the same schedule (not cancelled, replaced
        // or published by another instance while the checks ran): the DELETE is the claim.
        if (!await schedulesRepository(tx).claim(schedule)) return false;
        await writePublished(tx, locked, json, now, { actor: schedule.actor, words });
        await markPublished(tx, locked.id, schedule.seq, schedule.actor, now);
        return true;
      });
      if (done) published++;
    }
    if (published > 0) for (const listener of this.listeners) listener();
    return published;
  }

  /**
   * A due unpublishing, in the transaction shape of a scheduled publication: the page's row, then
   * the claim, then Unpublish's own writes (`takeOffline`). Whether this instance took the page offline.
   */
  private unpublishDue(sql: Sql, schedule: ScheduleRow): Promise<boolean> {
    const now = this.now().toISOString();
    // Only Sql calls are awaited inside: on SQLite no other request's code runs in it.
    return sql.transaction(async (tx) => {
      const locked = await editingRepository(tx).claim(schedule.page_id);
      const schedules = schedulesRepository(tx);
      if (!locked) {
        // The page is gone: nothing to take offline.
        await schedules.remove(schedule);
        return false;
      }
      if (!await schedules.claim(schedule)) return false;
      // Unpublished another way since it was scheduled: it is offline already, which is what was asked.
      if (locked.status !== 'published') return false;
      await takeOffline(tx, locked, now);
      await recordAudit(tx, locked, schedule.actor, 'unpublish', now, 'scheduled');
      return true;
    });
  }

  /**
   * The page's pending schedules and its translations' (the editor says which go live or offline
   * too): `schedules` lists every one with its action, earliest first; `schedule` is the
   * publication alone, as it was before a page could also be scheduled to go offline.
   */
  async pending(site: string, id: number) {
    const sql = this.store.sql;
    const row = await pageRow(sql, site, id);
    const translations = await pagesRepository(sql).translationsOf(row);
    const mine = await this.listed(id);
    const described = [];
    for (const t of translations) {
      const theirs = await this.listed(t.id);
      described.push({ pageId: t.id, locale: t.locale, path: t.path, isLive: t.status === 'published', schedule: publicationOf(theirs), schedules: theirs });
    }
    return { id, isLive: row.status === 'published', schedule: publicationOf(mine), schedules: mine, translations: described };
  }

  /** The page's schedules as the API shows them. */
  async listed(pageId: number) {
    return (await this.schedules.ofPage(pageId)).map(describe);
  }

  /**
   * Schedules the current draft (If-Match: the version the editor sees) to go live at `at`, or,
   * with `action: "unpublish"`, the page to go offline then (no If-Match: it takes offline
   * whatever is live at that moment, as Unpublish does).
   */
  async schedule(req: IncomingMessage, site: string, id: number, body: unknown) {
    const sql = this.store.sql;
    const editor = await requireEditor(sql, req);
    const { actor } = editor;
    const row = await pageRow(sql, site, id);
    requireInScope(editor, row, 'schedule');
    const { at, action } = parseRequest(ScheduleBodySchema, body, 'schedule');
    if (action === 'unpublish') return this.scheduleUnpublish(actor, row, at);
    await requirePublishAllowed(sql, editor, row, 'schedule');
    checkVersion(req, row, id);
    const due = new Date(at);
    const now = this.now();
    if (due.getTime() <= now.getTime()) {
      throw new ApiError(422, 'IN_THE_PAST', `Page ${id} (${row.path}) cannot be scheduled for ${at}: that time has passed (it is now ${now.toISOString()}). Choose a later date and time, or publish now.`);
    }
    const json = row.draft_json ?? row.published_json;
    if (!json) throw new ApiError(409, 'CONFLICT', `Page ${id} has nothing to schedule.`);
    const check = await checkForBuild(this.store, site, row, json);
    if (check.errors.length > 0) throw refusal(row, check, 'scheduled');
    const words = await historyWords();
    // Only Sql calls are awaited inside: on SQLite no other request's code runs in it.
    const seq = await sql.transaction(async (tx) => {
      // Still at the If-Match version the checks were made against (one statement, see claimPage).
      const current = await claimPage(tx, req, site, row);
      // The version that will go live is fixed now: later saves do not change what is scheduled.
      const fixed = await versionHolding(tx, words, { pageId: id, actor, json, before: current.published_json, kind: 'schedule', now: now.toISOString() });
      // One publication per page: a new one replaces the pending one.
      await schedulesRepository(tx).replace({ page_id: id, action: 'publish', seq: fixed, due_at: due.toISOString(), actor, created_at: now.toISOString() });
      return fixed;
    });
    this.sawOwn(due);
    return { id, action, seq, at: due.toISOString(), scheduledBy: actor, warnings: check.warnings };
  }

  /**
   * The page goes offline at `at`. Refused like Unpublish when the page is not published (409),
   * and like a publication when the time has passed (422); each message names the field.
   */
  private async scheduleUnpublish(actor: string, row: PageRow, at: string) {
    const due = new Date(at);
    const now = this.now();
    const id = row.id;
    if (due.getTime() <= now.getTime()) {
      throw new ApiError(422, 'IN_THE_PAST', `at: page ${id} (${row.path}) cannot be scheduled to go offline at ${at}: that time has passed (it is now ${now.toISOString()}). Choose a later date and time, or unpublish now.`,
        [{ field: 'at', rule: 'past', message: `at: ${at} has passed` }]);
    }
    const notPublished = (path: string) => new ApiError(409, 'CONFLICT', `action: page ${id} (${path}) is not published, so it cannot be scheduled to go offline; publish it first.`,
      [{ field: 'action', rule: 'not-published', message: 'action: the page is not published' }]);
    if (row.status !== 'published') throw notPublished(row.path);
    // Only Sql calls are awaited inside: on SQLite no other request's code runs in it.
    await this.store.sql.transaction(async (tx) => {
      // The page as it is now, held to the commit: an Unpublish at the same moment comes before or after, never between.
      const locked = await editingRepository(tx).claim(id);
      if (!locked) throw new ApiError(404, 'NOT_FOUND', `No page ${id}.`);
      if (locked.status !== 'published') throw notPublished(locked.path);
      // One unpublishing per page: a new one replaces the pending one (a pending publication stays).
      await schedulesRepository(tx).replace({ page_id: id, action: 'unpublish', seq: NO_VERSION, due_at: due.toISOString(), actor, created_at: now.toISOString() });
    });
    this.sawOwn(due);
    return { id, action: 'unpublish' as const, seq: null, at: due.toISOString(), scheduledBy: actor, warnings: [] as string[] };
  }

  /** A schedule made through this instance is seen by its next request (a step already running does not keep its older view). */
  private sawOwn(due: Date): void {
    this.generation++;
    this.nextDue = Math.min(this.nextDue, due.getTime());
  }

  /** Cancels the page's pending schedule of an action (a publication unless `?action=unpublish`); says whether there was one. */
  async cancel(req: IncomingMessage, site: string, id: number, query: Record<string, string> = {}) {
    const editor = await requireEditor(this.store.sql, req);
    requireInScope(editor, await pageRow(this.store.sql, site, id), 'schedule');
    const { action } = parseRequest(CancelQuerySchema, query, 'schedule query');
    return { id, cancelled: await this.schedules.cancel(id, action) };
  }
}

/** A schedule as the API shows it: a publication names its version, an unpublishing none (seq null). */
function describe(row: ScheduleRow) {
  return { action: row.action, seq: row.action === 'publish' ? row.seq : null, at: row.due_at, scheduledBy: row.actor, scheduledAt: row.created_at, failure: row.failure };
}

/** The pending publication among a page's schedules, or null. */
function publicationOf(schedules: ReturnType<typeof describe>[]) {
  return schedules.find((s) => s.action === 'publish') ?? null;
}

async function getVersionJson(sql: Sql, schedule: ScheduleRow): Promise<string | null> {
  try {
    return (await getVersion(sql, schedule.page_id, schedule.seq)).json;
  } catch (error) {
    // Only a version that is gone; a database that is not answering is the request's 503.
    if (error instanceof ApiError) return null;
    throw error;
  }
}
