import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type * as z from 'zod';
import { DistributorResponseSchema, SiteSchema } from '../src/contract/schemas.js';
import { sourcesRead } from '../src/contract/distributor-calls.js';
import { CARD_KINDS, cardOf, itemFactsChange, itemFactsOf, sharedFactsChange, withSharedFacts, type ItemFacts } from '../src/contract/item-facts.js';
import { parseDistributorBody } from './distributor-request.js';
import { checkPageOnlyPath } from '../src/contract/paths.js';
import { distributorCalls, queriedItemsOf } from '../src/contract/distributor-calls.js';
import type { PageIssue } from '../src/contract/validate-page.js';
import type { Page } from '../templates/types.js';
import { checkCsrf, inScope, sessionOf, type EditorScope } from './accounts.js';
import { ApiError, type ContentStore, type PageRow } from './content-store.js';
import { imagesOfPages, registerSiteImages } from './site-images.js';
import { describeScope } from '../src/contract/editor-scope.js';
import { recordAudit } from './audit.js';
import { approveIfPending, requirePublishAllowed } from './reviews.js';
import { historyWords, markPublished, recordVersion, versionHolding, type HistoryWords } from './versions.js';
import type { Sql } from './sql/sql.js';
import type { SqlSource } from './sql/sqlite-sql.js';
import { editingRepository, versionText } from './storage/editing-repository.js';
import { pagesRepository } from './storage/pages-repository.js';
import { tokenOf } from './tokens.js';

/**
 * Editors' writes (spec 6): bearer tokens, draft saves with conflict detection and
 * publishing. Tokens are random, shown once by `sitegen token create`, and stored only as a
 * SHA-256 hash. A write without a valid token gets 401, with a visitor token 403; a save or
 * publish whose If-Match version is not the page's current one gets 409 instead of silently
 * overwriting someone else's change. A save or publish the build would refuse gets 422 with the
 * build's own messages, and nothing changes: a published page always builds.
 */
// The tokens themselves live in server/tokens.ts (SQLite or PostgreSQL); re-exported for the
// modules and tests that know them from here.
export { createToken, roleOf, tokenOf, type Role } from './tokens.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The challenge of a 401 (RFC 6750 section 3): `Bearer` alone when no token was sent, with
 * `error="invalid_token"` when one was sent but is unknown, revoked or malformed.
 */
export function bearerChallenge(req: IncomingMessage): string {
  const sent = /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
  return sent ? 'Bearer realm="sitegen", error="invalid_token", error_description="The bearer token is not valid"' : 'Bearer realm="sitegen"';
}

/**
 * Who may write (spec 6): a signed-in editor (session cookie; a write also carries the
 * session's CSRF header, else 403), or a machine with an editor bearer token. A bearer token,
 * when sent, is what counts. Returns who did it: the account's email, or `token:<name>`.
 */
export async function requireEditor(db: SqlSource, req: IncomingMessage): Promise<Editor> {
  if (!/^Bearer\s/i.test(req.headers.authorization ?? '')) {
    const session = await sessionOf(db, req);
    if (session) {
      if (session.role === 'admissions') {
        throw new ApiError(403, 'FORBIDDEN', `${session.email} is on the admissions team: their account answers leads (/__editor/leads) and does not edit pages. Ask an administrator for the editor role.`);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') checkCsrf(req, session);
      return { actor: session.email, scope: session.scope, approver: session.role === 'admin' };
    }
  }
  const token = await tokenOf(db, req);
  if (token.role !== 'editor') throw new ApiError(403, 'FORBIDDEN', 'This token has the visitor role: only editors can save or publish pages.');
  // A machine's token (an import, CI) is not limited to a language or section.
  // A machine's token publishes as the site's owner set it up to (server/reviews.ts).
  return { actor: `token:${token.name}`, scope: null, approver: true };
}

/**
 * Who makes a change, what their account may change (null: everything), and whether they may
 * publish on a site that asks for review (server/reviews.ts): an administrator, or a machine.
 */
export interface Editor { actor: string; scope: EditorScope | null; approver: boolean }

/**
 * The page must be within the editor's scope (server/accounts.ts EditorScope): a 403 naming the
 * page and what the account may change, with both in `details` for the editor to say in its
 * own words.
 */
export function requireInScope(editor: Editor, page: { locale: string; path: string }, what: string): void {
  if (!editor.scope || inScope(editor.scope, page)) return;
  const { languages, sections } = editor.scope;
  throw new ApiError(403, 'OUT_OF_SCOPE', `${editor.actor} may ${what} only ${describeScope(editor.scope)}; ${page.path} (${page.locale}) is not one of them. Ask an administrator to change it, or to widen the account (sitegen editor add … --languages / --sections).`,
    { page: { path: page.path, locale: page.locale }, languages, sections });
}

/**
 * The version a client must send back (If-Match) to save over what it loaded: a hash of the text
 * the storage's conditional UPDATEs compare (`versionText`).
 */
export function versionOf(row: { draft_json: string | null; published_json: string | null }): string {
  return sha(versionText(row)).slice(0, 16);
}

/** Fields the API computes on read; never stored from a client. */
const COMPUTED = ['id', 'site', 'siteSlug', 'locale', 'path', 'fullPath', 'fullUrl', 'modified', 'published', 'pageLanguages', 'hash', 'version'];

/** The page of a site (named by its slug or id) an editor's request is about, or the 404. */
export async function pageRow(sql: Sql, site: string, id: number): Promise<PageRow> {
  const row = await editingRepository(sql).pageOfSite(site, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No page ${id} in site ${site}.`);
  return row;
}

/**
 * Takes the page for a write inside the caller's transaction, only if it is still at the version
 * checked before (`loaded`), in one statement (DESIGN 9: optimistic concurrency inside the
 * UPDATE; EditingRepository.claimUnchanged). Answers the page as it is now, or throws the 409
 * (404 when it is gone).
 */
export async function claimPage(tx: Sql, req: IncomingMessage, site: string, loaded: PageRow): Promise<PageRow> {
  const row = await editingRepository(tx).claimUnchanged(loaded);
  if (row) return row;
  throw await lostRace(tx, req, site, loaded.id);
}

/** The error of a conditional write that matched no row: the page changed (409) or is gone (404). */
async function lostRace(tx: Sql, req: IncomingMessage, site: string, id: number): Promise<ApiError> {
  const now = await pageRow(tx, site, id);
  try {
    checkVersion(req, now, id);
  } catch (error) {
    return error as ApiError;
  }
  // Only when two texts share a version (a hash collision): still not the text that was checked.
  return new ApiError(409, 'CONFLICT', `Page ${id} changed while it was being written. Reload the page, reapply your change and save again.`);
}

export function checkVersion(req: IncomingMessage, row: PageRow, id: number): void {
  const expected = (req.headers['if-match'] ?? '').replace(/^W\//, '').replace(/"/g, '').trim();
  if (!expected) throw new ApiError(428, 'PRECONDITION_REQUIRED', `Send "If-Match: <version>" with the version you loaded (GET …/page/${id}?draft=1 returns it), so that nobody's change is overwritten.`);
  const current = versionOf(row);
  if (expected !== current) {
    throw new ApiError(409, 'CONFLICT', `Page ${id} changed since you loaded it (your version ${expected}, now ${current}). Reload the page, reapply your change and save again.`);
  }
}

export interface BuildCheck { issues: PageIssue[]; errors: string[]; warnings: string[] }

/**
 * Everything the build checks of one page, so that what is published always builds, run on the
 * page exactly as the API will serve it to the build once published: the stored JSON with the
 * fields the API computes. The checks are the build's own, not copies:
 * - `validatePage` (src/contract/validate-page.ts): the contract's page schema and every module's
 *   schema, which hold the script-URL refusal (SafeHref), rich text (sanitised, never refused)
 *   and unknown templates; unknown modules are warnings, as the build skips them;
 * - the distributors, found by the build's `distributorCalls` and answered by this API's own
 *   distributor, whose refusals the build reports as the page's problem;
 * - the page index's path rule (`checkPageOnlyPath`). Paths are unique per site in the database and
 *   a save cannot change them; a redirect at a published page's path is only a build warning.
 */
export async function checkForBuild(store: ContentStore, site: string, row: PageRow, json: string): Promise<BuildCheck> {
  // Loaded on first use: the module and template registries bring React, which the API does
  // not otherwise need (the embedded API starts with every build).
  const { validatePage, formatIssue } = await import('../src/contract/validate-page.js');
  const siteRow = await store.site(site);
  let raw: unknown;
  try {
    raw = await store.composePage(siteRow, row, json);
  } catch {
    const issue = { path: '(page)', message: 'the stored page is not JSON; save the page again from the editor' };
    return { issues: [issue], errors: [formatIssue(issue)], warnings: [] };
  }
  const refused: PageIssue[] = [];
  const { locale, calls } = distributorCalls(raw);
  for (const call of calls) {
    const module = { section: call.section as 'heroSection' | 'mainSection', index: call.index, editorID: call.module.editorID, component: String(call.module.component) };
    const problem = (message: string) => refused.push({ path: `${call.where}.data`, message, module, field: 'data' });
    try {
      // The distributor route's own steps: the body parsed by the contract, answered by the store.
      const answer = DistributorResponseSchema.safeParse(await store.distributor(siteRow.slug, locale, parseDistributorBody(call.data)));
      if (answer.success) call.module.queriedItems = queriedItemsOf(answer.data);
      else problem(`the items this distributor lists do not match the contract (${answer.error.issues[0]?.message ?? 'invalid'}); fix those items`);
    } catch (error) {
      // A refusal (400) fails the page in the build; anything else fails the whole build.
      problem(error instanceof ApiError ? error.message : `the content API cannot answer this distributor (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const result = validatePage(raw);
  const pathProblem = checkPageOnlyPath(row.path);
  const issues = [...result.issues, ...refused, ...(pathProblem ? [{ path: 'path', message: `${pathProblem} (page ${row.id})` }] : [])];
  if (result.page && issues.length === 0) {
    const problem = await renderProblem(store, siteRow.slug, result.page);
    if (problem) issues.push({ path: '(page)', message: problem });
  }
  return { issues, errors: issues.map(formatIssue), warnings: result.warnings };
}

/**
 * Renders a page that passed every check, as the build will (its header and footer, language
 * links, the default image host): a value the schemas allow but the templates cannot use (a
 * canonical URL or breadcrumb path that `new URL` rejects) would otherwise stop every build.
 */
async function renderProblem(store: ContentStore, slug: string, page: Page): Promise<string | null> {
  const [{ renderParts }, { languagesOf }, { HeaderSchema }, { FooterSchema }, { CONFIG_SETTINGS }] = await Promise.all([
    import('../templates/document.js'), import('../src/contract/languages.js'), import('../modules/header.js'), import('../modules/footer.js'), import('../src/config/load-config.js'),
  ]);
  const site = SiteSchema.safeParse(await store.getSite(slug));
  // A site the build refuses as a whole is no page's problem.
  if (!site.success) return null;
  const navigations = (await store.navigations(slug)).items as { id: number; component: string }[];
  const navigation = <T>(id: number | null, component: string, schema: z.ZodType<T>): T | null => {
    const found = navigations.find((n) => n.id === id && n.component === component);
    const parsed = found ? schema.safeParse(found) : null;
    return parsed?.success ? parsed.data : null;
  };
  try {
    renderParts({
      page, site: site.data, languages: languagesOf(page, site.data), imageHost: CONFIG_SETTINGS.imageHost.default,
      header: navigation(page.header, 'Header', HeaderSchema), footer: navigation(page.footer, 'Footer', FooterSchema),
    });
    return null;
  } catch (error) {
    return `the templates cannot render this page (${error instanceof Error ? error.message : String(error)}), which would stop every build; look for a URL or path in it that is not one`;
  }
}

/** The 422 for a page the build would refuse: the build's messages, and each problem structured. */
export function refusal(row: PageRow, check: BuildCheck, what: 'saved' | 'published' | 'scheduled'): ApiError {
  const shown = check.errors.slice(0, 20);
  const more = check.errors.length > shown.length ? `; and ${check.errors.length - shown.length} more` : '';
  const count = `${check.errors.length} problem${check.errors.length === 1 ? '' : 's'}`;
  return new ApiError(422, 'VALIDATION',
    `Page ${row.id} (${row.path}) would not build, so it was not ${what} (${count}): ${shown.join('; ')}${more}. Fix the fields named and ${({ saved: 'save', published: 'publish', scheduled: 'schedule' } as const)[what]} again.`,
    check.issues);
}

/**
 * Saves a draft and keeps it as a version of the page's history (server/versions.ts);
 * `restoredFrom` when the body is an earlier version's JSON brought back; `autosave` when the
 * editor saved on its own after a pause (one history entry per stretch of work: server/versions.ts).
 */
export async function saveDraft(store: ContentStore, req: IncomingMessage, site: string, id: number, body: unknown, options: { restoredFrom?: number; autosave?: boolean } = {}) {
  const editor = await requireEditor(store.sql, req);
  const { actor } = editor;
  const row = await pageRow(store.sql, site, id);
  requireInScope(editor, row, 'save');
  checkVersion(req, row, id);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(422, 'VALIDATION', `Invalid page ${id}: send the page as a JSON object (GET …/page/${id}?draft=1 gives it).`);
  }
  const templateType = (body as { template?: { templateType?: unknown } }).template?.templateType;
  if (templateType !== row.template_type) {
    throw new ApiError(422, 'VALIDATION', `Invalid page ${id}: template.templateType is "${row.template_type}" and cannot be changed by a save.`);
  }
  const draft = Object.fromEntries(Object.entries(body).filter(([key]) => !COMPUTED.includes(key)));
  const json = JSON.stringify(draft);
  const check = await checkForBuild(store, site, row, json);
  if (check.errors.length > 0) throw refusal(row, check, 'saved');
  const words = await historyWords();
  // The transaction awaits only Sql calls (no file or network I/O), so on SQLite, whose
  // connection the not-yet-ported modules share, no other request's code runs inside it.
  const seq = await store.sql.transaction(async (tx) => {
    // The check is asynchronous: write only over the version it was made against, and say so in
    // the UPDATE itself, so that concurrent saves on several API instances cannot both win.
    if (!await editingRepository(tx).saveDraftUnchanged(row, json)) throw await lostRace(tx, req, site, id);
    // What the UPDATE replaced: the text it matched is the one read before.
    return recordVersion(tx, words, { pageId: id, actor, json, before: row.draft_json ?? row.published_json, kind: options.restoredFrom !== undefined ? 'restore' : options.autosave ? 'autosave' : 'save', restoredFrom: options.restoredFrom, now: new Date().toISOString() });
  });
  // An image of the site's own that a page now shows (a page brought over by a script, say) is
  // offered in the media library from then on (server/site-images.ts). Only those the page did
  // not show before: a save, and every autosave, writes nothing for images already there.
  const before = row.draft_json ?? row.published_json;
  const had = new Set(before ? imagesOfPages([{ locale: row.locale, json: JSON.parse(before) }]).map((i) => i.url) : []);
  const added = imagesOfPages([{ locale: row.locale, json: draft }]).filter((i) => !had.has(i.url));
  if (added.length > 0) await registerSiteImages(store.sql, row.site_id, added, new Date().toISOString());
  return { id, version: versionOf({ draft_json: json, published_json: row.published_json }), seq, warnings: check.warnings };
}

/**
 * Publishes the draft (or republishes the live page) only when the build accepts it: rules can
 * change after a draft was saved, and a draft may have reached the database another way.
 * A refused page changes nothing.
 */
export async function publishPage(store: ContentStore, req: IncomingMessage, site: string, id: number) {
  const editor = await requireEditor(store.sql, req);
  const { actor } = editor;
  const row = await pageRow(store.sql, site, id);
  requireInScope(editor, row, 'publish');
  await requirePublishAllowed(store.sql, editor, row, 'publish');
  checkVersion(req, row, id);
  const json = row.draft_json ?? row.published_json;
  if (!json) throw new ApiError(409, 'CONFLICT', `Page ${id} has nothing to publish.`);
  const check = await checkForBuild(store, site, row, json);
  if (check.errors.length > 0) throw refusal(row, check, 'published');
  const words = await historyWords();
  const now = new Date().toISOString();
  // Only Sql calls are awaited inside (see saveDraft).
  const seq = await store.sql.transaction(async (tx) => {
    // Still the version checked (If-Match) and the build's checks were made against, in one statement.
    const current = await claimPage(tx, req, site, row);
    // The version that goes live: the saved one, or a new one when the draft came another way.
    const live = await versionHolding(tx, words, { pageId: id, actor, json, before: current.published_json, kind: 'publish', now });
    await writePublished(tx, current, json, now, { actor, words });
    await markPublished(tx, id, live, actor, now);
    return live;
  });
  return { id, published: now, version: versionOf({ draft_json: null, published_json: json }), seq, warnings: check.warnings };
}

/** Who a publish is by, for the versions it records (server/versions.ts). */
export interface PublishedBy { actor: string; words: HistoryWords }

/**
 * Makes `json` the live page (inside the caller's transaction). The draft is cleared when it is
 * what went live; a scheduled version going live keeps a draft edited since (server/schedules.ts).
 */
export async function writePublished(tx: Sql, row: PageRow, json: string, now: string, by: PublishedBy): Promise<void> {
  await goLive(tx, row, json, row.draft_json === null || row.draft_json === json ? null : row.draft_json, now);
  await recordAudit(tx, row, by.actor, 'publish', now);
  await approveIfPending(tx, row, by.actor, versionOf({ draft_json: null, published_json: json }), now);
  await shareProgramFacts(tx, row, json, now, by);
}

/** The live page and what follows it: its content item's facts and card, its item listed. */
async function goLive(tx: Sql, row: PageRow, json: string, draft: string | null, now: string): Promise<void> {
  const pages = editingRepository(tx);
  const title = (JSON.parse(json) as { title: string }).title;
  // The sources its lists read, as the page now has them: a list added by the editor makes the
  // page change with its source from now on (its hash, CONTRACT.md page index).
  const deps = sourcesRead(JSON.parse(json)).join(',');
  await pages.writePublished(row.id, { json, draft, title, contentHash: sha(json).slice(0, 16), deps, at: now });
  await syncItemFacts(tx, row.id, row.published_json, json, now);
  await syncCard(tx, row.id, JSON.parse(json), now);
  // An unpublished page's content item is listed again with it (server/pages.ts); a new
  // article's item is listed for the first time, dated now (its lists put it first).
  await pages.relistItems(row.id, now);
  await pages.listDraftItems(row.id, now);
}

/**
 * A programme or an event is one record in every language (spec 3, one source of truth): its
 * figures, dates and places (SHARED_FACTS) published in one language go live in its translations too,
 * recorded in their history as published by the same editor, and carried into a draft they
 * hold, so that a later publish of that draft does not bring the old price back. Their items
 * follow, so the fee and comparison tables of every language change with them. Words (the
 * duration, the modality) stay each language's own.
 */
async function shareProgramFacts(tx: Sql, row: PageRow, json: string, now: string, by: PublishedBy): Promise<void> {
  const after = JSON.parse(json) as unknown;
  const change = sharedFactsChange(row.published_json === null ? null : JSON.parse(row.published_json), after);
  if (change.changed.length === 0 && change.removed.length === 0) return;
  const facts = itemFactsOf(after);
  const carried = (text: string | null) => (text === null ? null : JSON.stringify(withSharedFacts(JSON.parse(text) as unknown, facts, change)));
  for (const translation of await pagesRepository(tx).translationsOf(row)) {
    const other = await editingRepository(tx).claim(translation.id);
    if (!other) continue;
    const published = carried(other.published_json);
    const draft = carried(other.draft_json);
    if (other.status === 'published' && published !== null && published !== other.published_json) {
      const live = await versionHolding(tx, by.words, { pageId: other.id, actor: by.actor, json: published, before: other.published_json, kind: 'publish', now });
      await goLive(tx, other, published, draft === published ? null : draft, now);
      await markPublished(tx, other.id, live, by.actor, now);
    } else if (draft !== other.draft_json || published !== other.published_json) {
      // Not live: the record it will go live with is the shared one.
      await editingRepository(tx).rewrite(other.id, published, draft);
    }
  }
}

/**
 * An article's card follows its page (spec 3, one source of truth): the title, description and
 * share image the editor sets in the page's settings are what its lists, the home page's block
 * and the feed show. Written only when it differs, so republishing an unchanged article leaves
 * its lists alone (the items triggers bump their source's version on a write).
 */
async function syncCard(tx: Sql, pageId: number, page: { title?: unknown; metaDescription?: unknown; socialImage?: unknown; structuredDataContent?: unknown }, now: string): Promise<void> {
  const pages = editingRepository(tx);
  const card = cardOf(page);
  for (const item of await pages.itemsOfPage(pageId)) {
    if (!CARD_KINDS.has(item.structured_data)) continue;
    const content = JSON.parse(item.content) as Record<string, unknown>;
    const next: Record<string, unknown> = { ...content, ...card };
    if (!card.image) delete next.image;
    if (JSON.stringify(next) !== JSON.stringify(content)) await pages.updateItemCard(item.id, card.title, JSON.stringify(next), now);
  }
}

const factsOf = (json: string | null): ItemFacts => (json ? itemFactsOf(JSON.parse(json)) : {});

/**
 * A page's structuredDataContent is its content item's data (spec 3: a page with structured
 * data is the page of that item): what the page publishes, its item carries, so every list,
 * comparison and fee table that shows the item shows the page's figures (one source of truth).
 * Only a change is carried (a key set, changed or removed since the last publish), so the item's
 * own card fields stay, and republishing an unchanged page leaves the item and the hashes of the
 * pages listing it alone; a carried change bumps its source's version (the items triggers), so
 * those pages are rebuilt.
 */
async function syncItemFacts(tx: Sql, pageId: number, before: string | null, after: string, now: string): Promise<void> {
  const next = factsOf(after);
  const { changed, removed } = itemFactsChange(factsOf(before), next);
  if (changed.length === 0 && removed.length === 0) return;
  const pages = editingRepository(tx);
  for (const item of await pages.itemsOfPage(pageId)) {
    const content = JSON.parse(item.content) as ItemFacts;
    for (const key of removed) delete content[key];
    for (const key of changed) content[key] = next[key];
    await pages.updateItemContent(item.id, JSON.stringify(content), now);
  }
}
