import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { ApiError, type ContentStore } from './content-store.js';
import type { Route } from './create-api-handler.js';
import { pageRow, requireEditor, saveDraft, versionOf } from './editing.js';
import { parseRequest } from './parse-request.js';
import { listAudit } from './audit.js';
import { beat, leave } from './presence.js';
import type { Schedules } from './schedules.js';
import { newerTranslations } from './translation-status.js';
import { describeVersion, diffPages, getVersion, historyWords, listVersions, liveVersion, parsePageJson, summarize } from './versions.js';

/**
 * The page history's routes (server/README.md "History"): versions listed newest first, one
 * version, a version compared with the current draft, restore; a page's schedules (to go live,
 * to go offline). Reads are editors' (like drafts), writes check the editor and If-Match like saves.
 */
const VersionsQuerySchema = z.object({
  page: z.string().regex(/^\d{1,6}$/, 'expected a whole number from 1').transform(Number).pipe(z.number().min(1, 'expected a whole number from 1')).default(1),
  items: z.string().regex(/^\d{1,3}$/, 'expected a whole number from 1 to 100').transform(Number).pipe(z.number().min(1).max(100, 'expected a whole number from 1 to 100')).default(20),
}).strict();

const AuditQuerySchema = VersionsQuerySchema.extend({
  since: z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), 'since: expected an ISO date such as 2026-11-01 or 2026-11-01T09:00:00Z').transform((s) => new Date(s).toISOString()).optional(),
}).strict();

export interface HistoryRouteDeps {
  requireEditorRead: (req: IncomingMessage, what: string) => Promise<void>;
  schedules: Schedules;
  pageId: (segment: string) => number;
  queryOf: (url: URL, what: string) => Record<string, string>;
}

function seqOf(segment: string): number {
  if (!/^\d{1,9}$/.test(segment) || Number(segment) < 1) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid version "${segment.slice(0, 20)}": expected a version number (1, 2, …) as GET …/versions lists them.`);
  }
  return Number(segment);
}

export function historyRoutes(store: ContentStore, deps: HistoryRouteDeps): Route[] {
  const { requireEditorRead, schedules, pageId, queryOf } = deps;
  const sql = store.sql;
  const PAGE = '^\\/site\\/([^/]+)\\/page\\/([^/]+)';
  return [
    {
      // The site's audit log (server/audit.ts): editors read who published, unpublished, moved
      // or created what and when, newest first, a page at a time, `since` an instant.
      method: 'GET', pattern: /^\/site\/([^/]+)\/audit$/, names: ['site'],
      handler: async ({ req, params, url }) => {
        await requireEditorRead(req, 'The site\'s audit log');
        const query = parseRequest(AuditQuerySchema, queryOf(url, 'audit query'), 'audit query');
        return listAudit(sql, (await store.site(params[0]!)).id, query.since ?? null, query.page, query.items);
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${PAGE}\\/versions$`), names: ['site', 'page id'],
      handler: async ({ req, params, url }) => {
        const id = pageId(params[1]!);
        await requireEditorRead(req, 'A page\'s history');
        const query = parseRequest(VersionsQuerySchema, queryOf(url, 'versions query'), 'versions query');
        await pageRow(sql, params[0]!, id);
        const { schedule, schedules: pending } = await schedules.pending(params[0]!, id);
        return { id, live: await liveVersion(sql, id), schedule, schedules: pending, ...await listVersions(sql, id, query.page, query.items) };
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${PAGE}\\/versions\\/([^/]+)$`), names: ['site', 'page id', 'version'],
      handler: async ({ req, params }) => {
        const id = pageId(params[1]!);
        await requireEditorRead(req, 'A page\'s version');
        await pageRow(sql, params[0]!, id);
        const row = await getVersion(sql, id, seqOf(params[2]!));
        return { id, ...describeVersion(row), page: parsePageJson(row.json) };
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${PAGE}\\/versions\\/([^/]+)\\/compare$`), names: ['site', 'page id', 'version'],
      handler: async ({ req, params }) => {
        const id = pageId(params[1]!);
        await requireEditorRead(req, 'Comparing a page\'s versions');
        const page = await pageRow(sql, params[0]!, id);
        const row = await getVersion(sql, id, seqOf(params[2]!));
        const diff = diffPages(parsePageJson(row.json), parsePageJson(page.draft_json ?? page.published_json), await historyWords());
        return { id, seq: row.seq, draftVersion: versionOf(page), summary: summarize(diff), ...diff };
      },
    },
    {
      // A restore is a save of the old version's JSON: checked like a save (If-Match, the build's checks).
      method: 'POST', pattern: new RegExp(`${PAGE}\\/versions\\/([^/]+)\\/restore$`), names: ['site', 'page id', 'version'],
      handler: async ({ req, params }) => {
        const id = pageId(params[1]!);
        const seq = seqOf(params[2]!);
        // Who asks first: nobody learns which versions exist without an editor's token.
        await requireEditor(sql, req);
        await pageRow(sql, params[0]!, id);
        const row = await getVersion(sql, id, seq);
        return saveDraft(store, req, params[0]!, id, parsePageJson(row.json), { restoredFrom: seq });
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${PAGE}\\/schedule$`), names: ['site', 'page id'],
      handler: async ({ req, params }) => {
        const id = pageId(params[1]!);
        await requireEditorRead(req, 'A page\'s schedule');
        return schedules.pending(params[0]!, id);
      },
    },
    {
      // Its translations whose words changed after it was last published (server/translation-status.ts).
      method: 'GET', pattern: new RegExp(`${PAGE}\\/translations$`), names: ['site', 'page id'],
      handler: async ({ req, params }) => {
        const id = pageId(params[1]!);
        await requireEditorRead(req, 'A page\'s translations');
        return { id, newer: await newerTranslations(sql, await pageRow(sql, params[0]!, id)) };
      },
    },
    {
      // Who else has the page open in the editor (server/presence.ts).
      method: 'PUT', pattern: new RegExp(`${PAGE}\\/presence$`), names: ['site', 'page id'],
      handler: ({ req, params }) => beat(store, req, params[0]!, pageId(params[1]!)),
    },
    {
      method: 'DELETE', pattern: new RegExp(`${PAGE}\\/presence$`), names: ['site', 'page id'],
      handler: ({ req, params }) => leave(store, req, params[0]!, pageId(params[1]!)),
    },
    {
      method: 'PUT', pattern: new RegExp(`${PAGE}\\/schedule$`), names: ['site', 'page id'],
      handler: ({ req, params, body }) => schedules.schedule(req, params[0]!, pageId(params[1]!), body),
    },
    {
      method: 'DELETE', pattern: new RegExp(`${PAGE}\\/schedule$`), names: ['site', 'page id'],
      // `?action=unpublish` cancels the page's scheduled unpublishing; without it, its publication.
      handler: ({ req, params, url }) => schedules.cancel(req, params[0]!, pageId(params[1]!), queryOf(url, 'schedule query')),
    },
  ];
}
