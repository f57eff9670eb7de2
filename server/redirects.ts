import * as z from 'zod';
import { normalizePath } from '../src/contract/paths.js';
import { ApiError, type PageRow } from './content-store.js';
import type { PagesRepository, RedirectChanges, RedirectRow } from './storage/pages-repository.js';

/**
 * The redirect table's rules, for links that survive change (DESIGN.md 10: "old paths of moved or
 * removed pages become 301s (or 410s) in the redirects table, published with the output"). A page
 * moved (server/pages.ts `movePage`) leaves a 301 from each published old path; a page unpublished
 * leaves what the editor chose for its inbound links: a 301 to another published page, a 410
 * (gone), or nothing. The table stays one hop deep: a redirect that led to the old path now leads
 * where the page went, a redirect from a path a page now lives at goes, and a change that would
 * make visitors go round in circles is refused, naming both paths.
 */

/** The status of a path whose page went with nowhere to send its visitors. */
export const GONE = 410;

/** Where a published path goes now: to another path (301), or nowhere (410, `to` empty). */
export interface Hop { from: string; to: string; status: 301 | 410 }

const UnpublishBodySchema = z.object({
  redirectTo: z.string().max(1000).optional(),
  gone: z.literal(true).optional(),
}, { error: 'expected nothing, {redirectTo: "/path/"} or {gone: true}' }).nullish();

/** A site path target as the build compares it (the trailing slash added), or null for an absolute URL or a gone rule. */
function targetPath(to: string): string | null {
  if (!to.startsWith('/') || /[?#]/.test(to)) return null;
  return normalizePath(to);
}

const samePath = (a: string, b: string, caseInsensitive: boolean) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b);

/**
 * What the hops do to the table: for each, a rule from the path its page now lives at goes (the
 * page moved back: a published page wins over a rule anyway), a rule from its old path is replaced
 * by the hop's own, and every rule that led to the old path leads where the hop does (one hop,
 * not a chain; a rule to a gone path is gone too). Refused with a 409 when a rule would then lead
 * back to where it starts, directly or through others: browsers would loop.
 */
export function planRedirectChanges(existing: readonly RedirectRow[], hops: readonly Hop[]): RedirectChanges {
  const rows = existing.map((r) => ({ ...r, from_path: normalizePath(r.from_path) }));
  const removed = new Set<number>();
  const retargeted = new Map<number, { to: string; status: number }>();
  for (const hop of hops) {
    for (const row of rows) {
      if (removed.has(row.id)) continue;
      if ((hop.to !== '' && row.from_path === hop.to) || row.from_path === hop.from) {
        removed.add(row.id);
        retargeted.delete(row.id);
        continue;
      }
      if (row.status !== GONE && targetPath(row.to_path) === hop.from) {
        row.to_path = hop.to;
        if (hop.status === GONE) row.status = GONE;
        retargeted.set(row.id, { to: row.to_path, status: row.status });
      }
    }
  }
  const table = [
    ...rows.filter((r) => !removed.has(r.id)).map((r) => ({ from: r.from_path, to: r.to_path, status: r.status, caseInsensitive: r.case_insensitive === 1 })),
    ...hops.map((h) => ({ from: h.from, to: h.to, status: h.status as number, caseInsensitive: false })),
  ];
  for (const start of table) {
    // Follow the rules from this one's target, as a browser would, until one leads off the table.
    let at = start.status === GONE ? null : targetPath(start.to);
    for (let step = 0; at !== null && step <= table.length; step++) {
      if (samePath(start.from, at, start.caseInsensitive)) {
        throw new ApiError(409, 'CONFLICT', `The redirect from ${start.from} would lead back to ${start.from} through ${start.to}: visitors would go round in circles. Remove or change the redirect from ${start.from} first.`,
          [{ field: 'redirects', message: `redirect ${start.from} → ${start.to} would loop`, vars: { from: start.from, to: start.to } }]);
      }
      const here = at;
      const next = table.find((r) => r.status !== GONE && samePath(r.from, here, r.caseInsensitive));
      at = next ? targetPath(next.to) : null;
    }
  }
  return {
    removed: [...removed],
    retargeted: [...retargeted].map(([id, r]) => ({ id, ...r })),
    added: hops.map((h) => ({ from: h.from, to: h.to, status: h.status })),
  };
}

/** The stored JSON with its breadcrumb's paths under `from` moved under `to` (the page's own crumb and its parents'); unchanged otherwise. */
export function movedJson(json: string | null, from: string, to: string): string | null {
  if (json === null) return null;
  let page: { breadcrumb?: unknown };
  try {
    page = JSON.parse(json) as { breadcrumb?: unknown };
  } catch {
    return json;
  }
  if (!Array.isArray(page.breadcrumb)) return json;
  let changed = false;
  const breadcrumb = page.breadcrumb.map((crumb: unknown) => {
    const path = (crumb as { path?: unknown } | null)?.path;
    if (typeof path !== 'string' || !path.startsWith(from)) return crumb;
    changed = true;
    return { ...(crumb as object), path: to + path.slice(from.length) };
  });
  return changed ? JSON.stringify({ ...page, breadcrumb }) : json;
}

interface Problem { field: string; message: string; rule?: string; vars?: Record<string, string | number> }

function refused(problems: Problem[], what: string): ApiError {
  return new ApiError(422, 'VALIDATION', `${what}: ${problems.map((p) => p.message).join('; ')}.`, problems);
}

function bodyOf<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw refused(parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: `${i.path.join('.') || 'body'}: ${i.message}` })), what);
}

/**
 * What an unpublish leaves at the page's path, from the editor's choice (the body): a 301 to a
 * published page of the site (not the page itself), a 410, or, with no body, nothing (its links
 * then meet the 404 page). Checked before anything is written.
 */
export async function unpublishHop(pages: PagesRepository, siteId: number, page: PageRow, body: unknown): Promise<Hop | null> {
  const what = 'The page was not unpublished';
  const choice = bodyOf(UnpublishBodySchema, body, what);
  if (!choice || (choice.redirectTo === undefined && !choice.gone)) return null;
  if (choice.redirectTo !== undefined && choice.gone) {
    throw refused([{ field: 'redirectTo', rule: 'both', message: 'redirectTo: choose a page to send visitors to, or gone, not both' }], what);
  }
  if (choice.gone) return { from: page.path, to: '', status: GONE };
  const typed = choice.redirectTo!.trim();
  const to = normalizePath(typed);
  if (!typed.startsWith('/')) {
    throw refused([{ field: 'redirectTo', rule: 'path', message: `redirectTo: a path of this site, e.g. "/contacto/" (got "${typed.slice(0, 80)}")`, vars: { got: typed.slice(0, 80) } }], what);
  }
  if (to === page.path) throw refused([{ field: 'redirectTo', rule: 'self', message: `redirectTo: ${to} is the page being unpublished; choose another page`, vars: { path: to } }], what);
  const target = await pages.atPath(siteId, to);
  const row = target ? await pages.ofSite(siteId, target.id) : undefined;
  if (!row || row.status !== 'published') {
    throw refused([{ field: 'redirectTo', rule: 'unpublished', message: `redirectTo: ${to} is not a published page of this site; choose one of its published pages`, vars: { path: to } }], what);
  }
  return { from: page.path, to, status: 301 };
}
