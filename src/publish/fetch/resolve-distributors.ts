import { DistributorResponseSchema, type DistributorResponse } from '../../contract/schemas.js';
import { distributorCalls, queriedItemsOf } from '../../contract/distributor-calls.js';

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

/**
 * Fills `queriedItems` of every module that carries a distributor (`data.mode`) from
 * `POST {api}/site/{site}/distributor`, so that the page renders without another request.
 * Answers when what it got would change with the date (a list of upcoming events), or null.
 */
export async function resolveDistributors(raw: unknown, ctx: { client: Pick<ApiClient, 'post'>; site: string; cache: DistributorCache; today?: string | undefined }): Promise<number | null> {
  const { locale, calls } = distributorCalls(raw);
  let changesAt: number | null = null;
  await Promise.all(
    calls.map(async ({ module, data: asked }) => {
      // A list of upcoming events counts from the build's day (src/contract/upcoming.ts).
      const upcoming = isUpcomingOrder((asked as { order?: unknown }).order) && ctx.today !== undefined;
      const data = upcoming ? { ...(asked as object), from: ctx.today } : asked;
      const key = `${locale} ${JSON.stringify(data)}`;
      let pending = ctx.cache.get(key);
      if (pending) {
        ctx.cache.delete(key);
      } else {
        pending = ctx.client.post(`/site/${encodeURIComponent(ctx.site)}/distributor`, data, DistributorResponseSchema,
          `distributor of module ${String(module.component)}`, { lang: locale });
      }
      ctx.cache.set(key, pending);
      // An evicted call still in flight stays shared by those already awaiting it.
      if (ctx.cache.size > MAX_CACHED_DISTRIBUTORS) ctx.cache.delete(ctx.cache.keys().next().value!);
      const answer = await pending;
      module.queriedItems = queriedItemsOf(answer);
      const turns = upcoming && 'items' in answer ? upcomingChangesAt(answer.items, ctx.today!) : null;
      if (turns !== null && (changesAt === null || turns < changesAt)) changesAt = turns;
    }),
  );
  return changesAt;
}
