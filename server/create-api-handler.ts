import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { LocaleSchema } from '../src/contract/schemas.js';
import { parseRequest } from './parse-request.js';
import { MAX_DISTRIBUTOR_SOURCES, MAX_IDS, parseDistributorBody } from './distributor-request.js';
import { ApiError, ORDER_NAMES, type ContentStore } from './content-store.js';
import { openSearchEngine, type SearchEngine } from './search-engine.js';
import { bearerChallenge, publishPage, requireEditor, roleOf, saveDraft, versionOf, type Role } from './editing.js';
import { createAccountRoutes, sessionOf } from './accounts.js';
import { pageRoutes } from './pages.js';
import { createFormHandler, DEFAULT_FORM_RATE_LIMIT, FORM_JSON_SHAPE, MAX_FORM_BYTES, type RateLimit } from './forms.js';
import { sqlOf, type SqlSource } from './sql/sqlite-sql.js';
import type { LeadOutbox } from './lead-outbox.js';
import { historyRoutes } from './history-routes.js';
import { reviewRoutes } from './reviews.js';
import { leadRoutes } from './leads.js';
import { createNewsletterHandler } from './newsletter.js';
import { sendLinkPage, type LinkPageAnswer } from './link-pages.js';
import { createEventCancelHandler } from './event-cancel.js';
import { placesOf } from './event-places.js';
/** A signed link's POST: its token, or a mail client's `List-Unsubscribe=One-Click`. */
const MAX_LINK_BODY_BYTES = 1024;
import { Schedules } from './schedules.js';
import { createMediaRoutes } from './media.js';
import { requestUrl as targetUrl } from '../src/serve/safe-location.js';
import { isDiskFull, SqlUnavailableError } from './sql/sql.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableAnswer } from './database-unavailable.js';

/** Largest JSON body the private API accepts (a page with every module is far below this). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** An account request is an email, a password and a token. */
const MAX_ACCOUNT_BYTES = 16 * 1024;

type Handler = (ctx: { req: IncomingMessage; url: URL; params: string[]; body: unknown }) => unknown;
/**
 * A route; `names` name its captured segments in error messages; `rawBody` routes read the body
 * themselves; `body` bounds a JSON body below the API's general limits (a public route that anyone
 * may call with a small body: refused before any work on what is bigger than it can need).
 */
export interface Route { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; pattern: RegExp; names: string[]; rawBody?: boolean; body?: BodyLimit; handler: Handler }

/** A JSON body's size, depth and count of values (checked before it is parsed). */
export interface BodyLimit { maxBytes: number; shape: JsonShape }
/**
 * A search request is a query of at most 200 characters and a few options (spec 7 search): at
 * most 50 templates, 20 fields, and one priority per template. 8 KB and 200 values hold the
 * largest valid one with room; a body of thousands of priority keys is refused unread.
 */
export const SEARCH_BODY_LIMIT: BodyLimit = { maxBytes: 8 * 1024, shape: { maxDepth: 3, maxValues: 200 } };
/** A distributor request: at most 20 sources with their filters and 200 fixed ids. */
export const DISTRIBUTOR_BODY_LIMIT: BodyLimit = { maxBytes: 64 * 1024, shape: { maxDepth: 8, maxValues: 2_000 } };
/** A handler's answer with a status other than 200 (201 for something created). */
export class Answer { constructor(readonly status: number, readonly body: unknown) {} }
/** A file to download (an export): its bytes, type and the name a browser saves it under. Never cached. */
export class FileAnswer { constructor(readonly body: string | Buffer, readonly contentType: string, readonly fileName: string) {} }

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A whole number written as digits only (no "1e3", "0x10", "Infinity" or 20-digit overflow), within [min, max]. */
const wholeNumber = (min: number, max: number) => z.string()
  .regex(/^\d{1,15}$/, `expected a whole number from ${min} to ${max}`)
  .transform(Number)
  .pipe(z.number().min(min, `expected a whole number from ${min} to ${max}`).max(max, `expected a whole number from ${min} to ${max}`));
/** At most this many ids in `get` or `exclude`: a list page never needs more. */
const idList = z.string().transform((v, ctx) => {
  const parts = v.split(',').filter(Boolean);
  if (parts.length > MAX_IDS || parts.some((p) => !/^\d{1,15}$/.test(p))) {
    ctx.addIssue({ code: 'custom', message: `expected up to ${MAX_IDS} comma-separated whole-number ids` });
    return z.NEVER;
  }
  return parts.map(Number);
});
const order = z.enum(ORDER_NAMES, { error: `expected one of ${ORDER_NAMES.join(', ')}` });

/** The spec's list query parameters (section 7); lists default to 50 items per page. */
const ListQuerySchema = z.object({
  site: z.string().min(1, 'site is required').max(100),
  lang: LocaleSchema.optional(),
  get: idList.optional(),
  page: wholeNumber(1, 1_000_000).default(1),
  items: wholeNumber(1, 500).default(50),
  order: order.default('recent-DESC'),
  maxItems: wholeNumber(1, 1_000_000).optional(),
  search: z.string().max(200).optional(),
  operator: z.enum(['AND', 'OR']).default('OR'),
  exclude: idList.default([]),
  relations: z.enum(['off', 'simple', 'full']).default('simple'),
  includePending: bool.default(false),
  allLanguages: bool.default(false),
  preferenceLanguage: bool.default(false),
  cached: z.string().max(100).optional(),
  /** The day an `upcoming-ASC` order counts from (YYYY-MM-DD); today in Madrid when absent. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day written YYYY-MM-DD').optional(),
});

const FiltersQuerySchema = z.object({
  allLanguages: bool.default(false),
  filterOperator: z.enum(['AND', 'OR']).optional(),
  globalOperator: z.enum(['AND', 'OR']).optional(),
  order: order.optional(),
  groupingCategories: z.string().max(200).optional(),
  cached: z.string().max(100).optional(),
});

/** POST {publicApi}/ai/search (spec 7): page 1 and 10 items per page by default. */
const SearchBodySchema = z.object({
  query: z.string().max(200, 'query: at most 200 characters'),
  lang: LocaleSchema,
  site: z.string().min(1).max(100),
  templates: z.array(z.string().max(100)).max(50).optional(),
  priorities: z.record(z.string().max(100), z.number().min(0).max(10)).refine((p) => Object.keys(p).length <= 50, 'priorities: at most 50 templates').optional(),
  minSimilarity: z.number().min(0).max(1).default(0),
  page: z.number().int().min(1).max(1000).default(1),
  itemsPerPage: z.number().int().min(1).max(50).default(10),
  useStructuredData: z.boolean().optional(),
  fields: z.array(z.string().max(100)).max(20).optional(),
});


/**
 * The query string as one value per name. A repeated name (`?order=a&order=b`) is refused rather
 * than silently taking one of them: the client meant something we would not do.
 */
export function queryOf(url: URL, what: string): Record<string, string> {
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of url.searchParams) {
    if (Object.hasOwn(query, name)) throw new ApiError(400, 'BAD_REQUEST', `Invalid ${what}: give ${name.slice(0, 40)} once (it appears more than once).`);
    query[name] = value;
  }
  return query;
}

/**
 * A path segment, percent-decoded exactly once. Malformed encoding (`%`, `%E0%A4`), a NUL or an
 * absurd length is the client's mistake: a 400 naming the segment, never an exception.
 */
export function decodeSegment(segment: string, name: string): string {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid ${name} "${segment.slice(0, 80)}": malformed percent-encoding.`);
  }
  if (value.includes('\0')) throw new ApiError(400, 'BAD_REQUEST', `Invalid ${name}: it contains a NUL character.`);
  if (value.length > 500) throw new ApiError(400, 'BAD_REQUEST', `Invalid ${name}: longer than 500 characters.`);
  return value;
}

export function pageId(segment: string): number {
  if (!/^\d{1,15}$/.test(segment)) throw new ApiError(400, 'BAD_REQUEST', `Invalid page id "${segment.slice(0, 80)}": expected a whole number.`);
  return Number(segment);
}

/** The sources segment (already decoded once): comma-separated names, checked by the store. */
function sourcesOf(segment: string): string[] {
  const sources = segment.split(',').map((s) => s.trim()).filter(Boolean);
  if (sources.length === 0) throw new ApiError(400, 'BAD_REQUEST', 'Name at least one source, e.g. /list/v2/NEWS,EVENTS/.');
  if (sources.length > MAX_DISTRIBUTOR_SOURCES) throw new ApiError(400, 'BAD_REQUEST', `Invalid sources: at most ${MAX_DISTRIBUTOR_SOURCES} per request.`);
  return sources;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Editor-only reads (spec 6: drafts are the editor's): a page's draft and lists with
 * `includePending`. Visitors get 401 with a Bearer challenge (added where errors are answered),
 * a visitor-role token 403. `readerToken` is a credential held only in the memory of the process
 * that started this server (sitegen preview's embedded API): it may read drafts, nothing more.
 */
function editorReads(db: SqlSource, readerToken: string | undefined) {
  const reader = readerToken ? sha256(readerToken) : null;
  return async (req: IncomingMessage, what: string): Promise<void> => {
    const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (reader && sent && timingSafeEqual(sha256(sent), reader)) return;
    // A signed-in editor reads with the session alone (reads need no CSRF header).
    if (!sent && await sessionOf(db, req)) return;
    let role: Role;
    try {
      role = await roleOf(db, req);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw new ApiError(401, 'UNAUTHORIZED', `${what} is for editors: send "Authorization: Bearer <token>" with an editor token (\`sitegen token create --role editor\`)${sent ? '; the one sent is unknown or revoked' : ''}.`);
      }
      throw error;
    }
    if (role !== 'editor') throw new ApiError(403, 'FORBIDDEN', `${what} is for editors; this token has the visitor role.`);
  };
}

export function createRoutes(store: ContentStore, options: { readerToken?: string | undefined; schedules?: Schedules; mediaMaxBytes?: number | undefined; mediaFolder?: string | undefined; sql?: SqlSource | undefined; searchCatchUp?: boolean | undefined; now?: (() => Date) | undefined } = {}): Route[] {
  // The search engine of the database (server/search-engine.ts), loaded on first use: a search,
  // a publish, the catch-up below.
  let search: Promise<SearchEngine> | undefined;
  const searchIndex = () => search ??= openSearchEngine(store);
  const searchFollows = () => {
    void searchIndex().then((index) => index.syncAll(false)).catch((error: unknown) => {
      if (!store.sql.closed) console.error(`content API: the search index could not follow a publication (${(error as Error).message}); searches will retry.`);
    });
  };
  const schedules = options.schedules ?? new Schedules(store);
  // A scheduled page going live updates the search like a publish does.
  schedules.onPublished(searchFollows);
  // Catch up with writes made while no API ran (an older seed, another process): incremental,
  // so the first search after a start never rebuilds the index (spec 7 search). Right after
  // start, not during it: a build's embedded API answers its first request without waiting.
  // An API that serves no searches (a one-path rebuild's, spec 9) skips it: a search brings its
  // language up to date first anyway (SearchEngine.search), so nothing is ever served stale.
  if (options.searchCatchUp !== false) setImmediate(() => {
    if (store.sql.closed) return;
    searchIndex().then((index) => index.syncAll()).catch((error: unknown) => {
      // An API closed while catching up (a short build) has nothing to report.
      if (!store.sql.closed) console.error(`content API: the search index could not catch up (${(error as Error).message}); searches will retry.`);
    });
  });
  const requireEditorRead = editorReads(options.sql ?? store.sql, options.readerToken);
  const draftVersion = (id: number) => store.sql.get<{ draft_json: string | null; published_json: string | null }>('SELECT draft_json, published_json FROM pages WHERE id = ?', [id]);
  const list = async (req: IncomingMessage, url: URL, sources: string[] | null, mode: 'auto' | 'fixed' | 'navigation') => {
    const q = parseRequest(ListQuerySchema, queryOf(url, 'list query'), 'list query');
    // Items not yet published are the editors' (spec 6), like drafts.
    if (q.includePending) await requireEditorRead(req, 'includePending=true (items not yet published)');
    const locale = q.allLanguages ? null : q.lang ?? null;
    if (!q.allLanguages && !locale) throw new ApiError(400, 'BAD_REQUEST', 'Invalid list query: lang is required (es_ES or en_GB) unless allLanguages=true.');
    if (mode === 'navigation') {
      const related = q.get?.[0];
      if (related === undefined) throw new ApiError(400, 'BAD_REQUEST', 'Invalid list query: get=<page id> is required for /list/navigations/.');
      return store.navigationList(q.site, related, locale, q.items, q.relations);
    }
    if (mode === 'fixed' && !q.get) throw new ApiError(400, 'BAD_REQUEST', 'Invalid list query: get=<item ids> is required for /list/fixed/.');
    return store.list(q.site, {
      sources: sources ?? [],
      locale,
      page: q.page,
      items: q.items,
      order: q.order,
      maxItems: q.maxItems,
      search: q.search,
      categories: mode === 'auto' ? q.get ?? [] : [],
      operator: q.operator,
      exclude: q.exclude,
      relations: q.relations,
      includePending: q.includePending,
      fixed: mode === 'fixed' ? q.get : undefined,
      from: q.from,
    });
  };

  return [
    ...historyRoutes(store, { requireEditorRead, schedules, pageId, queryOf }),
    ...reviewRoutes(store, pageId),
    ...createMediaRoutes(store, (status, body) => new Answer(status, body), { maxBytes: options.mediaMaxBytes, folder: options.mediaFolder }),
    { method: 'GET', pattern: /^\/health$/, names: [], handler: () => ({ ok: true }) },
    { method: 'GET', pattern: /^\/site\/([^/]+)$/, names: ['site'], handler: ({ params }) => store.getSite(params[0]!) },
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/pages$/, names: ['site'],
      handler: ({ params, url }) => {
        const query = queryOf(url, 'page index query');
        const lang = query.lang ?? null;
        const since = query.since ?? null;
        if (lang !== null) parseRequest(LocaleSchema, lang, 'lang');
        if (since !== null && (since.length > 40 || Number.isNaN(Date.parse(since)))) throw new ApiError(400, 'BAD_REQUEST', `Invalid since "${since.slice(0, 40)}": expected an ISO date.`);
        // ?path=/x/ (an addition to the contract's index call): that page's entry alone, for a
        // one-path rebuild, whose cost must not grow with the site (spec 9). Exact, as published.
        const path = query.path ?? null;
        if (path !== null && (!path.startsWith('/') || path.length > 2048)) throw new ApiError(400, 'BAD_REQUEST', `Invalid path "${path.slice(0, 60)}": expected a page's path as the index lists it, such as /en/open-day/.`);
        return store.pageIndex(params[0]!, lang, since, path);
      },
    },
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/page\/([^/]+)$/, names: ['site', 'page id'],
      handler: async ({ req, params, url }) => {
        const id = pageId(params[1]!);
        const draftParam = queryOf(url, 'page query').draft;
        if (draftParam !== undefined && !['1', 'true', '0', 'false'].includes(draftParam)) {
          throw new ApiError(400, 'BAD_REQUEST', `Invalid draft "${draftParam.slice(0, 20)}": use draft=1 (or true) for the editor's draft, or leave it out.`);
        }
        const draft = draftParam === '1' || draftParam === 'true';
        if (!draft) return store.getPage(params[0]!, id, false);
        await requireEditorRead(req, 'A page\'s draft (?draft=1)');
        const page = await store.getPage(params[0]!, id, true);
        // The version to send back with If-Match when saving (spec 4, editor mode).
        return { ...page, version: versionOf((await draftVersion(id))!) };
      },
    },
    {
      method: 'PUT', pattern: /^\/site\/([^/]+)\/page\/([^/]+)$/, names: ['site', 'page id'],
      // ?autosave=1: the editor saved on its own after a pause (spec 4, editor mode: never lose work).
      handler: ({ req, params, body, url }) => saveDraft(store, req, params[0]!, pageId(params[1]!), body, { autosave: url.searchParams.get('autosave') === '1' }),
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/page\/([^/]+)\/publish$/, names: ['site', 'page id'],
      handler: async ({ req, params }) => {
        const published = await publishPage(store, req, params[0]!, pageId(params[1]!));
        // The search index follows the publish at once (the page, and the lists that show it).
        await (await searchIndex()).syncAll(false);
        return published;
      },
    },
    ...([
      {
        method: 'GET', pattern: /^\/site\/([^/]+)\/search\/synonyms$/, names: ['site'],
        handler: async ({ params, url }) => {
          const lang = parseRequest(LocaleSchema, queryOf(url, 'synonyms query').lang, 'lang');
          return { lang, ...(await (await searchIndex()).synonyms((await store.site(params[0]!)).id, lang)) };
        },
      },
      {
        // Editors extend the search's synonym list of a language (server/README.md: search synonyms).
        method: 'PUT', pattern: /^\/site\/([^/]+)\/search\/synonyms$/, names: ['site'],
        handler: async ({ req, params, body }) => {
          await requireEditor(store.sql, req);
          return (await searchIndex()).setSynonyms(params[0]!, body);
        },
      },
    ] satisfies Route[]),
    // Pages, not only modules: list, create, translate, unpublish (server/pages.ts).
    ...pageRoutes(store, { requireEditorRead, published: searchFollows }),
    { method: 'GET', pattern: /^\/site\/([^/]+)\/navigations$/, names: ['site'], handler: ({ params }) => store.navigations(params[0]!) },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/distributor$/, names: ['site'], body: DISTRIBUTOR_BODY_LIMIT,
      handler: ({ params, req, body }) => {
        const lang = parseRequest(LocaleSchema, req.headers['lang'] ?? (body && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined), 'lang header');
        const data = parseDistributorBody(body);
        return store.distributor(params[0]!, lang, data);
      },
    },
    { method: 'GET', pattern: /^\/list\/v2\/([^/]+)$/, names: ['sources'], handler: ({ req, params, url }) => list(req, url, sourcesOf(params[0]!), 'auto') },
    { method: 'GET', pattern: /^\/list\/fixed$/, names: [], handler: ({ req, url }) => list(req, url, null, 'fixed') },
    { method: 'GET', pattern: /^\/list\/navigations$/, names: [], handler: ({ req, url }) => list(req, url, null, 'navigation') },
    {
      method: 'POST', pattern: /^\/ai\/search$/, names: [], body: SEARCH_BODY_LIMIT,
      handler: async ({ body }) => {
        const request = parseRequest(SearchBodySchema, body, 'search request');
        // Which events are over is judged now, at the search (spec 7 search), never at a build.
        return (await searchIndex()).search(request, (options.now ?? (() => new Date()))().getTime());
      },
    },
    {
      method: 'GET', pattern: /^\/filters\/([^/]+)\/site\/([^/]+)\/lang\/([^/]+)\/related(?:\/.*)?$/, names: ['sources', 'site', 'lang'],
      handler: ({ params, url }) => {
        const q = parseRequest(FiltersQuerySchema, queryOf(url, 'filters query'), 'filters query');
        const lang = parseRequest(LocaleSchema, params[2], 'lang');
        return store.filters(params[1]!, sourcesOf(params[0]!), lang, q.allLanguages);
      },
    },
  ];
}

/** What a JSON body may be: its size, and how deep and how many values (checked before parsing). */
export interface JsonShape { maxDepth: number; maxValues: number }
/** Pages are the deepest bodies (page → section → module → items → item → link …). */
export const API_JSON_SHAPE: JsonShape = { maxDepth: 64, maxValues: 100_000 };

/**
 * How deep the JSON text nests and how many values it holds, in one pass over the characters
 * (strings skipped). Checked before JSON.parse so that a body of 5,000 nested arrays is refused in
 * microseconds instead of reaching code that recurses over it (JSON.stringify, zod).
 */
export function jsonNesting(text: string): { depth: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) { depth++; values++; if (depth > deepest) deepest = depth; }
    else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c) values++;
  }
  return { depth: deepest, values };
}

/** `application/json`, optionally with `charset=utf-8`: the only body the API parses. */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** A request body of at most `limit` bytes (413 beyond; 400 when it ends early). */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body of ${declared} bytes is over the ${limit}-byte limit.`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body is over the ${limit}-byte limit.`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away or sent a broken chunked body: its mistake, not ours.
    throw new ApiError(400, 'BAD_REQUEST', 'The request body ended before it was complete.');
  }
  return Buffer.concat(chunks);
}

/** A JSON request body: content type checked, size and shape limited, parsed (clear 415/413/400 errors). */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES, shape: JsonShape = API_JSON_SHAPE): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send JSON with "Content-Type: application/json" (optionally "; charset=utf-8"); got "${type.slice(0, 80) || 'none'}".`);
  }
  const text = (await readRawBody(req, limit)).toString('utf8');
  const nesting = jsonNesting(text);
  if (nesting.depth > shape.maxDepth) throw new ApiError(400, 'BAD_REQUEST', `The body nests ${nesting.depth} levels deep; at most ${shape.maxDepth} are accepted.`);
  if (nesting.values > shape.maxValues) throw new ApiError(400, 'BAD_REQUEST', `The body holds more than ${shape.maxValues} values.`);
  try {
    return JSON.parse(text || 'null');
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The body is not valid JSON.');
  }
}

/** A JSON body that must be an object (`{…}`): anything else is a 400 saying so. */
export async function readJsonObject(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, limit);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'BAD_REQUEST', 'Send a JSON object ({…}) as the body.');
  return body as Record<string, unknown>;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The coding to answer with (RFC 9110 12.5.3): brotli, else gzip, when the client lists it
 * without `q=0`; `*` counts for both. null means identity.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') || allows('x-gzip') ? 'gzip' : null;
}

/**
 * A JSON answer, compressed when the client accepts it and the body is worth it (a page of
 * search results: 2.7 KB, under 1 KB compressed). Brotli at quality 4: nearly gzip -9's size in
 * less time than gzip, which matters on every search (spec 9 speed).
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  // Encoded to bytes only to be compressed: uncompressed, the text goes out as it is (the socket
  // encodes it). The embedded build's direct transport passes the text on, and from an encoded
  // copy it had to decode it back: two passes over every answer in the API's thread (spec 9).
  const length = Buffer.byteLength(json);
  const encoding = length >= COMPRESS_FROM_BYTES ? chooseEncoding(res.req?.headers['accept-encoding']) : null;
  const payload = encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length } })
    : encoding === 'gzip' ? gzipSync(json) : json;
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': typeof payload === 'string' ? length : payload.length,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(payload);
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname?: string) => Promise<void>;

/** The request's URL, or a 400 for one Node accepted but WHATWG URL cannot parse (`GET http://[ …`). */
export function requestUrl(req: IncomingMessage): URL {
  try {
    return targetUrl(req);
  } catch (error) {
    throw new ApiError(400, 'BAD_REQUEST', (error as Error).message);
  }
}

export interface ApiHandlerOptions {
  formRateLimit?: RateLimit | undefined;
  /** Where accepted submissions are queued for e-mail and the CRM (server/lead-outbox.ts); none: stored only. */
  leads?: LeadOutbox | undefined;
  /** The header a trusted proxy (the balancer) puts the client's address in, for the per-client limits (server/client-address.ts). */
  trustProxy?: string | undefined;
  /**
   * Where form submissions, tokens, accounts and sessions are kept (SQLite or PostgreSQL):
   * by default the content store's own database.
   */
  sql?: SqlSource | undefined;
  /** A credential that may read drafts, held only in memory by the process that started the API (sitegen preview). */
  readerToken?: string | undefined;
  /** The clock that decides when a scheduled publication is due and which events a search calls past: tests only; never from a request. */
  now?: () => Date;
  /** The media library's upload limit in bytes (the `mediaMaxMb` setting). */
  mediaMaxBytes?: number | undefined;
  /** false: no search index catch-up at start (an API that serves no searches; see createRoutes). */
  searchCatchUp?: boolean | undefined;
  /** Where uploads are written: `images/media/` of the `mediaDir` setting (default: server/media.ts createMediaRoutes, beside the SQLite file or data/ on PostgreSQL). */
  mediaFolder?: string | undefined;
}

/**
 * The content API as a plain Node request handler. `pathname` lets a host mount it under a
 * prefix (sitegen serve mounts it at /_api/). Trailing slashes are accepted on every route.
 * Every client mistake is a 4xx naming what was wrong; a 500 means a bug and is logged.
 */
export function createApiHandler(store: ContentStore, options: ApiHandlerOptions = {}): ApiHandler {
  const schedules = new Schedules(store, options.now);
  const sql = options.sql ?? store.sql;
  const routes = [
    ...createRoutes(store, { readerToken: options.readerToken, schedules, mediaMaxBytes: options.mediaMaxBytes, mediaFolder: options.mediaFolder, sql, searchCatchUp: options.searchCatchUp, now: options.now }),
    // The admissions inbox (server/leads.ts): it wakes the outbox when a lead's delivery is retried or released.
    ...leadRoutes(store, options.leads),
  ];
  const forms = createFormHandler(sql, options.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT, options.trustProxy, options.leads);
  const accounts = createAccountRoutes(sql, { trustProxy: options.trustProxy });
  const newsletter = createNewsletterHandler(sqlOf(sql), options.leads?.settings ?? {}, () => options.leads?.wake());
  const linkPages = new Map<string, (req: IncomingMessage, token: string, body: string) => Promise<LinkPageAnswer>>([
    ['/newsletter/confirm', (req, token, body) => newsletter(req, 'confirm', token, body)],
    ['/newsletter/leave', (req, token, body) => newsletter(req, 'leave', token, body)],
    ['/events/cancel', createEventCancelHandler(sqlOf(sql), options.leads?.settings ?? {}, () => options.leads?.wake())],
  ]);
  return async (req, res, pathname) => {
    try {
      const url = requestUrl(req);
      const path = (pathname ?? url.pathname).replace(/\/+$/, '') || '/';
      const form = /^\/forms\/([^/]+)$/.exec(path);
      if (form) {
        if (req.method !== 'POST') {
          res.setHeader('allow', 'POST');
          throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path.slice(0, 200)}; use POST.`);
        }
        const formType = decodeSegment(form[1]!, 'form type');
        const answer = await forms(req, formType, await readJsonBody(req, MAX_FORM_BYTES, FORM_JSON_SHAPE));
        sendJson(res, answer.status, answer.body, answer.headers);
        return;
      }
      // The signed links of the site's e-mails (server/link-pages.ts): pages, not JSON.
      const linkPage = linkPages.get(path);
      if (linkPage) {
        if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
          res.setHeader('allow', 'GET, POST');
          throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use GET or POST.`);
        }
        const body = req.method === 'POST' ? (await readRawBody(req, MAX_LINK_BODY_BYTES)).toString('utf8') : '';
        sendLinkPage(res, await linkPage(req, url.searchParams.get('t') ?? '', body));
        return;
      }
      // An event page's places left (server/event-places.ts), for the registration form in the browser.
      if (path === '/events/places') {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.setHeader('allow', 'GET');
          throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use GET.`);
        }
        const site = url.searchParams.get('site') ?? 'main';
        const pagePath = url.searchParams.get('path') ?? '';
        if (!/^[\w-]{1,40}$/.test(site) || !/^\/[^\s]{0,300}$/.test(pagePath)) throw new ApiError(400, 'BAD_REQUEST', 'Send ?site=main&path=/the/event/page/ (the event page\'s path).');
        const places = await placesOf(sqlOf(sql), site, pagePath);
        if (!places) throw new ApiError(404, 'NOT_FOUND', `No published event with places at ${pagePath}.`);
        // Fresh enough for a page that asks again every minute; a cache in front may keep it a few seconds.
        sendJson(res, 200, places, { 'cache-control': 'public, max-age=5' });
        return;
      }
      // Editors' accounts and sessions (server/accounts.ts): their answers set cookies.
      const account = /^\/accounts\/([\w-]{1,40})$/.exec(path);
      if (account) {
        // Signing out needs no body, like publishing; the other POSTs are JSON.
        const answer = await accounts(req, account[1]!, req.method === 'POST' && account[1] !== 'sign-out' ? await readJsonBody(req, MAX_ACCOUNT_BYTES) : undefined);
        sendJson(res, answer.status, answer.body, answer.headers);
        return;
      }
      const matching = routes.filter((r) => r.pattern.test(path));
      if (matching.length === 0) throw new ApiError(404, 'NOT_FOUND', `No API route ${path.slice(0, 200)}.`);
      // HEAD is GET without the body (Node drops the body of a HEAD answer).
      const route = matching.find((r) => r.method === req.method || (req.method === 'HEAD' && r.method === 'GET'));
      if (!route) {
        res.setHeader('allow', matching.map((r) => r.method).join(', '));
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path.slice(0, 200)}; use ${matching.map((r) => r.method).join(' or ')}.`);
      }
      // Each segment is decoded once, here; handlers never decode again.
      const params = (route.pattern.exec(path) ?? []).slice(1).map((p, i) => (p === undefined ? '' : decodeSegment(p, route.names[i] ?? 'path segment')));
      // Publishing, restoring and a lead's retry, release or cancelled registration need no body; saves and the other POSTs are JSON. Unpublishing
      // takes one when it is sent: what the page's inbound links meet (server/pages.ts).
      const optional = req.method === 'POST' && /\/unpublish$/.test(path);
      const sent = req.headers['content-type'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
      const body = !route.rawBody && (req.method === 'PUT' || (req.method === 'POST' && !/\/(publish|restore|retry|release|cancel-registration)$/.test(path) && (!optional || sent))) ? await readJsonBody(req, route.body?.maxBytes, route.body?.shape) : undefined;
      // Scheduled publications that are due go live before anything is answered (server/schedules.ts).
      await schedules.applyDue();
      const result = await route.handler({ req, url, params, body });
      if (result instanceof FileAnswer) {
        res.writeHead(200, {
          'content-type': result.contentType, 'content-length': Buffer.byteLength(result.body), 'cache-control': 'no-store',
          'content-disposition': `attachment; filename="${result.fileName.replace(/[^\w.-]/g, '_')}"`, 'x-content-type-options': 'nosniff',
        }).end(req.method === 'HEAD' ? undefined : result.body);
      } else if (result instanceof Answer) sendJson(res, result.status, result.body);
      else sendJson(res, 200, result);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        if (!(error instanceof ApiError)) console.error(`content API: unexpected error on ${req.method} ${req.url?.slice(0, 200)}`, error);
        return;
      }
      if (isDiskFull(error)) {
        // The database's or the uploads' disk is full: nothing was stored (a statement that
        // failed was rolled back, a half-written upload removed); the operator is told which disk.
        const answer = unavailableAnswer(`${req.method} ${req.url?.slice(0, 200)} was not done`, error);
        sendJson(res, answer.status, answer.body, answer.headers);
      } else if (error instanceof SqlUnavailableError) {
        // The database is restarting or out of reach (DESIGN 9): the client is told when to try
        // again (the build's client honours it), and the API keeps running.
        console.error(`content API: ${req.method} ${req.url?.slice(0, 200)}: ${error.message}`);
        sendJson(res, 503, { error: { code: error.code, message: `The content API's PostgreSQL database is not answering (restarting or out of reach); try again in ${UNAVAILABLE_RETRY_AFTER_SECONDS} s.` } }, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      } else if (error instanceof ApiError) {
        // A 401 says how to authenticate (RFC 6750): editors' writes and reads take a bearer token.
        if (error.status === 401) res.setHeader('www-authenticate', bearerChallenge(req));
        const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
        if (error.status === 429 && typeof retryAfter === 'number') res.setHeader('retry-after', String(retryAfter));
        sendJson(res, error.status, { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } });
      } else {
        console.error(`content API: unexpected error on ${req.method} ${req.url?.slice(0, 200)}`, error);
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'The content API failed unexpectedly; see its log.' } });
      }
    }
  };
}
