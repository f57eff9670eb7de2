import { DistributorResponseSchema, type DistributorResponse } from '../../contract/schemas.js';
import { distributorCalls, queriedItemsOf, type ModuleLike } from '../../contract/distributor-calls.js';
import { digestOf, itemsWithin, windowCallOf, windowKeyOf, type Embed } from './embeds.js';

export { distributorCalls, queriedItemsOf, type DistributorCall } from '../../contract/distributor-calls.js';
import type { ApiClient } from './api-client.js';
import { isUpcomingOrder, upcomingChangesAt } from '../../contract/upcoming.js';

/**
 * Shares identical distributor calls within one build (many pages list the same items), in
 * flight and answered. A Map in insertion order used as least-recently-used: a hit moves to the
 * end, and past MAX_CACHED_DISTRIBUTORS the oldest goes, so memory stays bounded at any site size
 * (most calls name their own page in `related` and are asked once; the shared ones stay warm).
 */
export type DistributorCache = Map<string, Promise<DistributorResponse>>;

/** Answers kept per build (a few kilobytes each). */
export const MAX_CACHED_DISTRIBUTORS = 1000;

/** The pages of a distributor's items (`relatedPage`), in order; an item without a page is left out. */
const pagesOf = (items: unknown[]): number[] => items.flatMap((i) => {
  const page = (i as { relatedPage?: { pageId?: unknown } | null }).relatedPage?.pageId;
  return typeof page === 'number' ? [page] : [];
});

/** A window's key, made once per answer: the pages of a source share their window's answer (the cache above). */
const keys = new WeakMap<DistributorResponse, string>();
function keyOfWindow(answer: DistributorResponse, locale: string, window: unknown): string {
  let key = keys.get(answer);
  if (key === undefined) {
    key = windowKeyOf(locale, window);
    keys.set(answer, key);
  }
  return key;
}

/** One distributor call, `POST {api}/site/{site}/distributor` in the page's language: the build's and the dependency check's (probe-windows.ts). */
export function askDistributor(client: Pick<ApiClient, 'post'>, site: string, locale: string, data: unknown, what: string): Promise<DistributorResponse> {
  return client.post(`/site/${encodeURIComponent(site)}/distributor`, data, DistributorResponseSchema, what, { lang: locale });
}

/** A distributor's call as the build asks it on `today`: a list of upcoming events counts from that day (src/contract/upcoming.ts). */
export function callOnDay(asked: unknown, today: string | undefined): unknown {
  return isUpcomingOrder((asked as { order?: unknown }).order) && today !== undefined ? { ...(asked as object), from: today } : asked;
}

/**
 * Fills `queriedItems` of every module that carries a distributor (`data.mode`) from
 * `POST {api}/site/{site}/distributor`, so that the page renders without another request.
 * Answers when what it got would change with the date (a list of upcoming events), or null, and
 * with `record`, what the page embedded (src/publish/fetch/embeds.ts: each call's window asked
 * too, once per build for all the pages that share it).
 */
export async function resolveDistributors(raw: unknown, ctx: { client: Pick<ApiClient, 'post'>; site: string; cache: DistributorCache; today?: string | undefined; record?: boolean }): Promise<{ changesAt: number | null; embeds: Embed[] }> {
  const { locale, calls } = distributorCalls(raw);
  let changesAt: number | null = null;
  const ask = (data: unknown, module: ModuleLike): Promise<DistributorResponse> => {
    const key = `${locale} ${JSON.stringify(data)}`;
    let pending = ctx.cache.get(key);
    if (pending) {
      ctx.cache.delete(key);
    } else {
      pending = askDistributor(ctx.client, ctx.site, locale, data, `distributor of module ${String(module.component)}`);
    }
    ctx.cache.set(key, pending);
    // An evicted call still in flight stays shared by those already awaiting it.
    if (ctx.cache.size > MAX_CACHED_DISTRIBUTORS) ctx.cache.delete(ctx.cache.keys().next().value!);
    return pending;
  };
  const embeds = await Promise.all(
    calls.map(async ({ module, data: asked }): Promise<Embed | null> => {
      const upcoming = isUpcomingOrder((asked as { order?: unknown }).order) && ctx.today !== undefined;
      const data = callOnDay(asked, ctx.today);
      const window = ctx.record ? windowCallOf(data) : data;
      // The window is asked once for every page of its source; each page's own items are read
      // from it (itemsWithin) rather than asked again, one request per page fewer.
      const seen = window === data ? null : await ask(window, module);
      const within = seen ? itemsWithin(seen, data) : null;
      const answer = within ? null : await ask(data, module);
      const items = within ?? queriedItemsOf(answer!);
      // A list's items (a navigation answers previous and next instead).
      const listed = within ?? (answer && 'items' in answer ? answer.items : null);
      module.queriedItems = items;
      const turns = upcoming && listed ? upcomingChangesAt(listed, ctx.today!) : null;
      if (turns !== null && (changesAt === null || turns < changesAt)) changesAt = turns;
      if (!ctx.record) return null;
      const related = (data as { related?: unknown }).related;
      return {
        call: keyOfWindow((seen ?? answer)!, locale, window), seen: digestOf(items), pages: pagesOf(items),
        ...(seen && typeof related === 'number' ? { related } : {}),
      };
    }),
  );
  return { changesAt, embeds: embeds.filter((e): e is Embed => e !== null) };
}
