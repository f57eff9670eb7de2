import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { DistributorDataSchema, LocaleSchema } from '../src/contract/schemas.js';
import { ApiError, type ContentStore } from './content-store.js';
import { SearchIndex } from './search.js';
import { bearerChallenge, publishPage, saveDraft, versionOf } from './editing.js';
import { createFormHandler, DEFAULT_FORM_RATE_LIMIT, MAX_FORM_BYTES, type RateLimit } from './forms.js';

/** Largest JSON body the private API accepts (a page with every module is far below this). */
export const MAX_BODY_BYTES = 1024 * 1024;

type Handler = (ctx: { req: IncomingMessage; url: URL; params: string[]; body: unknown }) => unknown;
interface Route { method: 'GET' | 'POST' | 'PUT'; pattern: RegExp; handler: Handler }

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const idList = z.string().transform((v, ctx) => {
  const ids = v.split(',').filter(Boolean).map(Number);
  if (ids.some((n) => !Number.isInteger(n))) {
    ctx.addIssue({ code: 'custom', message: 'expected comma-separated integer ids' });
    return z.NEVER;
  }
  return ids;
});

/** The spec's list query parameters (section 7); lists default to 50 items per page. */
const ListQuerySchema = z.object({
  site: z.string().min(1, 'site is required'),
  lang: LocaleSchema.optional(),
  get: idList.optional(),
  page: z.coerce.number().int().min(1).default(1),
  items: z.coerce.number().int().min(1).max(500).default(50),
  order: z.string().default('recent-DESC'),
  maxItems: z.coerce.number().int().min(1).optional(),
  search: z.string().max(200).optional(),
  operator: z.enum(['AND', 'OR']).default('OR'),
  exclude: idList.default([]),
  relations: z.enum(['off', 'simple', 'full']).default('simple'),
  includePending: bool.default(false),
  allLanguages: bool.default(false),
  preferenceLanguage: bool.default(false),
  cached: z.string().optional(),
});

const FiltersQuerySchema = z.object({
  allLanguages: bool.default(false),
  filterOperator: z.enum(['AND', 'OR']).optional(),
  globalOperator: z.enum(['AND', 'OR']).optional(),
  order: z.string().optional(),
  groupingCategories: z.string().optional(),
  cached: z.string().optional(),
});

/** POST {publicApi}/ai/search (spec 7): page 1 and 10 items per page by default. */
const SearchBodySchema = z.object({
  query: z.string().max(200, 'query: at most 200 characters'),
  lang: LocaleSchema,
  site: z.string().min(1),
  templates: z.array(z.string()).max(50).optional(),
  priorities: z.record(z.string(), z.number().min(0).max(10)).optional(),
  minSimilarity: z.number().min(0).max(1).default(0),
  page: z.number().int().min(1).max(1000).default(1),
  itemsPerPage: z.number().int().min(1).max(50).default(10),
  useStructuredData: z.boolean().optional(),
  fields: z.array(z.string()).max(20).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ');
  throw new ApiError(400, 'BAD_REQUEST', `Invalid ${what}: ${problems}`, result.error.issues);
}

function pageId(segment: string): number {
  const id = Number(segment);
  if (!Number.isInteger(id)) throw new ApiError(400, 'BAD_REQUEST', `Invalid page id "${segment}": expected an integer.`);
  return id;
}

function sourcesOf(segment: string): string[] {
  const sources = decodeURIComponent(segment).split(',').map((s) => s.trim()).filter(Boolean);
  if (sources.length === 0) throw new ApiError(400, 'BAD_REQUEST', 'Name at least one source, e.g. /list/v2/NEWS,EVENTS/.');
  return sources;
}

export function createRoutes(store: ContentStore): Route[] {
  const search = new SearchIndex(store);
  const draftVersion = store.db.prepare<[number], { draft_json: string | null; published_json: string | null }>('SELECT draft_json, published_json FROM pages WHERE id = ?');
  const list = (url: URL, sources: string[] | null, mode: 'auto' | 'fixed' | 'navigation') => {
    const q = parse(ListQuerySchema, Object.fromEntries(url.searchParams), 'list query');
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
    });
  };

  return [
    { method: 'GET', pattern: /^\/health$/, handler: () => ({ ok: true }) },
    { method: 'GET', pattern: /^\/site\/([^/]+)$/, handler: ({ params }) => store.getSite(params[0]!) },
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/pages$/,
      handler: ({ params, url }) => {
        const lang = url.searchParams.get('lang');
        const since = url.searchParams.get('since');
        if (lang !== null) parse(LocaleSchema, lang, 'lang');
        if (since !== null && Number.isNaN(Date.parse(since))) throw new ApiError(400, 'BAD_REQUEST', `Invalid since "${since}": expected an ISO date.`);
        return store.pageIndex(params[0]!, lang, since);
      },
    },
    {
      method: 'GET', pattern: /^\/site\/([^/]+)\/page\/([^/]+)$/,
      handler: ({ params, url }) => {
        const id = Number(params[1]);
        if (!Number.isInteger(id)) throw new ApiError(400, 'BAD_REQUEST', `Invalid page id "${params[1]}": expected an integer.`);
        const draft = ['1', 'true'].includes(url.searchParams.get('draft') ?? '');
        const page = store.getPage(params[0]!, id, draft);
        if (!draft) return page;
        // The version to send back with If-Match when saving (editor, issue 6).
        return { ...page, version: versionOf(draftVersion.get(id)!) };
      },
    },
    {
      method: 'PUT', pattern: /^\/site\/([^/]+)\/page\/([^/]+)$/,
      handler: ({ req, params, body }) => saveDraft(store.db, req, params[0]!, pageId(params[1]!), body),
    },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/page\/([^/]+)\/publish$/,
      handler: ({ req, params }) => publishPage(store.db, req, params[0]!, pageId(params[1]!)),
    },
    { method: 'GET', pattern: /^\/site\/([^/]+)\/navigations$/, handler: ({ params }) => store.navigations(params[0]!) },
    {
      method: 'POST', pattern: /^\/site\/([^/]+)\/distributor$/,
      handler: ({ params, req, body }) => {
        const lang = parse(LocaleSchema, req.headers['lang'] ?? (body as { lang?: string } | null)?.lang, 'lang header');
        const data = parse(DistributorDataSchema, body, 'distributor body');
        return store.distributor(params[0]!, lang, data);
      },
    },
    { method: 'GET', pattern: /^\/list\/v2\/([^/]+)$/, handler: ({ params, url }) => list(url, sourcesOf(params[0]!), 'auto') },
    { method: 'GET', pattern: /^\/list\/fixed$/, handler: ({ url }) => list(url, null, 'fixed') },
    { method: 'GET', pattern: /^\/list\/navigations$/, handler: ({ url }) => list(url, null, 'navigation') },
    {
      method: 'POST', pattern: /^\/ai\/search$/,
      handler: ({ body }) => search.search(parse(SearchBodySchema, body, 'search request')),
    },
    {
      method: 'GET', pattern: /^\/filters\/([^/]+)\/site\/([^/]+)\/lang\/([^/]+)\/related(?:\/.*)?$/,
      handler: ({ params, url }) => {
        const q = parse(FiltersQuerySchema, Object.fromEntries(url.searchParams), 'filters query');
        const lang = parse(LocaleSchema, params[2], 'lang');
        return store.filters(params[1]!, sourcesOf(params[0]!), lang, q.allLanguages);
      },
    },
  ];
}

/** A JSON request body: content type checked, size limited, parsed (clear 415/413/400 errors). */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send JSON with "Content-Type: application/json" (got "${type || 'none'}").`);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body of ${declared} bytes is over the ${limit}-byte limit.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body is over the ${limit}-byte limit.`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The body is not valid JSON.');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname?: string) => Promise<void>;

/**
 * The content API as a plain Node request handler. `pathname` lets a host mount it under a
 * prefix (sitegen serve mounts it at /_api/). Trailing slashes are accepted on every route.
 */
export function createApiHandler(store: ContentStore, options: { formRateLimit?: RateLimit } = {}): ApiHandler {
  const routes = createRoutes(store);
  const forms = createFormHandler(store.db, options.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT);
  return async (req, res, pathname) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = (pathname ?? url.pathname).replace(/\/+$/, '') || '/';
      const form = /^\/forms\/([^/]+)$/.exec(path);
      if (form) {
        if (req.method !== 'POST') {
          res.setHeader('allow', 'POST');
          throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use POST.`);
        }
        const answer = forms(req, decodeURIComponent(form[1]!), await readJsonBody(req, MAX_FORM_BYTES));
        sendJson(res, answer.status, answer.body, answer.headers);
        return;
      }
      const matching = routes.filter((r) => r.pattern.test(path));
      if (matching.length === 0) throw new ApiError(404, 'NOT_FOUND', `No API route ${path}.`);
      const route = matching.find((r) => r.method === req.method);
      if (!route) {
        res.setHeader('allow', matching.map((r) => r.method).join(', '));
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use ${matching.map((r) => r.method).join(' or ')}.`);
      }
      const params = (route.pattern.exec(path) ?? []).slice(1).map((p) => (p === undefined ? '' : decodeURIComponent(p)));
      // Publishing needs no body; saves and the other POSTs are JSON.
      const body = req.method === 'PUT' || (req.method === 'POST' && !path.endsWith('/publish')) ? await readJsonBody(req) : undefined;
      sendJson(res, 200, await route.handler({ req, url, params, body }));
    } catch (error) {
      if (error instanceof ApiError) {
        // A 401 says how to authenticate (RFC 6750): editors' writes take a bearer token.
        if (error.status === 401) res.setHeader('www-authenticate', bearerChallenge(req));
        sendJson(res, error.status, { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } });
      } else {
        console.error('content API: unexpected error', error);
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'The content API failed unexpectedly; see its log.' } });
      }
    }
  };
}
