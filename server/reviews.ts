import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { ApiError, type ContentStore, type PageRow } from './content-store.js';
import type { Route } from './create-api-handler.js';
import { checkVersion, pageRow, requireEditor, requireInScope, versionOf, type Editor } from './editing.js';
import { parseRequest } from './parse-request.js';
import type { Sql } from './sql/sql.js';
import { NOTHING_TO_REVIEW, REVIEW_NOTE_MAX, type PageReview, type ReviewKind, type ReviewState } from '../src/contract/page-review.js';
import { reviewsRepository, type ReviewNoteRow } from './storage/reviews-repository.js';

/**
 * Review before publishing (spec 6, roles and review), for a site that switches it on (`sitegen
 * editor review on`): an editor submits the page as saved, with a note for the approver; an
 * administrator reads it, asks for changes with a note, or publishes it, which approves it. An
 * editor's Publish and Schedule are refused meanwhile (403 REVIEW_REQUIRED); a machine's token
 * publishes as before (an import, CI). Unpublishing is not held: taking a page offline is how
 * an error is stopped at once. A page's notes are its review's history, newest last.
 */

const reviewRequired = (sql: Sql, siteId: number) => reviewsRepository(sql).required(siteId);

/**
 * Switches review on or off for a site named by its slug or id (the CLI's `sitegen editor review
 * on|off`); its slug, or the 404 naming it.
 */
export async function setReviewRequired(store: ContentStore, site: string, required: boolean, at = new Date().toISOString()): Promise<string> {
  const { id, slug } = await store.site(site);
  await store.sql.transaction((tx) => reviewsRepository(tx).setRequired(id, required, at));
  return slug;
}

/** The 403 of an editor who publishes or schedules on a site that asks for review. */
export async function requirePublishAllowed(sql: Sql, editor: Editor, row: PageRow, what: 'publish' | 'schedule'): Promise<void> {
  if (editor.approver || !(await reviewRequired(sql, row.site_id))) return;
  throw new ApiError(403, 'REVIEW_REQUIRED', `This site publishes after review: ${editor.actor} may not ${what} ${row.path} (page ${row.id}) but may submit it for review (POST …/page/${row.id}/review), and an administrator publishes it.`,
    { page: { id: row.id, path: row.path, locale: row.locale } });
}

/** Inside a publish's transaction: a page waiting for review is approved by whoever publishes it. */
export async function approveIfPending(tx: Sql, row: PageRow, actor: string, version: string, at: string): Promise<void> {
  const reviews = reviewsRepository(tx);
  if ((await reviews.last(row.id))?.kind !== 'submitted') return;
  await reviews.add({ site_id: row.site_id, page_id: row.id, at, actor, kind: 'approved', version, note: '' });
}

const STATE_OF: Record<ReviewKind, ReviewState> = { submitted: 'pending', changes: 'changes', approved: 'approved' };

const describeNote = (n: ReviewNoteRow) => ({ at: n.at, actor: n.actor, kind: n.kind, version: n.version, note: n.note });

/** A page's review as the editor shows it: whether the site asks for it, where it stands, what was said. */
export async function pageReview(sql: Sql, row: PageRow, editor: Editor): Promise<PageReview> {
  const notes = await reviewsRepository(sql).notes(row.id);
  const last = notes.at(-1);
  return {
    id: row.id,
    required: await reviewRequired(sql, row.site_id),
    state: last ? STATE_OF[last.kind] : 'none',
    mayApprove: editor.approver,
    // A submission of an earlier version than the draft now: the approver sees what changed since.
    changedSince: last?.kind === 'submitted' && last.version !== versionOf(row),
    notes: notes.map(describeNote),
  };
}

const NoteBody = z.object({ note: z.string().trim().max(REVIEW_NOTE_MAX, `a note of at most ${REVIEW_NOTE_MAX} characters`).default('') }).strict();
const ChangesBody = z.object({ note: z.string().trim().min(1, 'say what should change').max(REVIEW_NOTE_MAX, `a note of at most ${REVIEW_NOTE_MAX} characters`) }).strict();

/**
 * Submits the page for review as the editor saved it (If-Match: the version they see, so the
 * approver reads what was submitted), with an optional note.
 */
async function submit(store: ContentStore, req: IncomingMessage, site: string, id: number, body: unknown) {
  const editor = await requireEditor(store.sql, req);
  const row = await pageRow(store.sql, site, id);
  requireInScope(editor, row, 'submit for review');
  const { note } = parseRequest(NoteBody, body ?? {}, 'review');
  checkVersion(req, row, id);
  if (row.draft_json === null && row.status === 'published') {
    throw new ApiError(409, 'CONFLICT', `Page ${id} (${row.path}) has no changes since it was published: there is nothing to review. Save a change first.`, { reason: NOTHING_TO_REVIEW });
  }
  const at = new Date().toISOString();
  await store.sql.transaction((tx) => reviewsRepository(tx).add({ site_id: row.site_id, page_id: id, at, actor: editor.actor, kind: 'submitted', version: versionOf(row), note }));
  return pageReview(store.sql, row, editor);
}

/** An approver sends a waiting page back to its editor, saying what should change. */
async function requestChanges(store: ContentStore, req: IncomingMessage, site: string, id: number, body: unknown) {
  const editor = await requireEditor(store.sql, req);
  const row = await pageRow(store.sql, site, id);
  if (!editor.approver) {
    throw new ApiError(403, 'FORBIDDEN', `${editor.actor} is an editor: only an administrator approves pages or asks for changes to them.`);
  }
  const { note } = parseRequest(ChangesBody, body ?? {}, 'review');
  const at = new Date().toISOString();
  await store.sql.transaction(async (tx) => {
    const reviews = reviewsRepository(tx);
    if ((await reviews.last(id))?.kind !== 'submitted') throw new ApiError(409, 'CONFLICT', `Page ${id} (${row.path}) is not waiting for review: nothing to ask changes of.`);
    await reviews.add({ site_id: row.site_id, page_id: id, at, actor: editor.actor, kind: 'changes', version: versionOf(row), note });
  });
  return pageReview(store.sql, row, editor);
}

/** The site's pages waiting for review, the longest waiting first: an approver's to-do list. */
async function pending(store: ContentStore, req: IncomingMessage, site: string) {
  await requireEditor(store.sql, req);
  const siteId = (await store.site(site)).id;
  const rows = await reviewsRepository(store.sql).pending(siteId);
  return { items: rows.map((r) => ({ page: { id: r.page_id, locale: r.locale, path: r.path, title: r.title ?? '' }, ...describeNote(r) })) };
}

export function reviewRoutes(store: ContentStore, pageId: (segment: string) => number): Route[] {
  const PAGE = '^\\/site\\/([^/]+)\\/page\\/([^/]+)\\/review';
  return [
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/reviews$/, names: ['site'],
      handler: ({ req, params }) => pending(store, req, params[0]!),
    },
    {
      method: 'GET', pattern: new RegExp(`${PAGE}$`), names: ['site', 'page id'],
      handler: async ({ req, params }) => {
        const editor = await requireEditor(store.sql, req);
        return pageReview(store.sql, await pageRow(store.sql, params[0]!, pageId(params[1]!)), editor);
      },
    },
    {
      method: 'POST', pattern: new RegExp(`${PAGE}$`), names: ['site', 'page id'],
      handler: ({ req, params, body }) => submit(store, req, params[0]!, pageId(params[1]!), body),
    },
    {
      method: 'POST', pattern: new RegExp(`${PAGE}\\/changes$`), names: ['site', 'page id'],
      handler: ({ req, params, body }) => requestChanges(store, req, params[0]!, pageId(params[1]!), body),
    },
  ];
}
