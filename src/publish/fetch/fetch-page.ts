import type { PageIndexItem } from '../../contract/schemas.js';
import type { ApiClient } from './api-client.js';
import { resolveDistributors, type DistributorCache } from './resolve-distributors.js';
import type { Embed } from './embeds.js';

/**
 * A page as the content API answers it, its distributors' items filled in
 * (`POST {api}/site/{site}/distributor`), so that rendering needs no other request: unvalidated
 * (the validate stage's work, src/contract/validate-page.ts). `today` is the build's day, which a
 * list of upcoming events counts from; `changesAt`, when that list would answer otherwise;
 * `embeds`, what the page shows of other content (src/publish/fetch/embeds.ts).
 */
export async function fetchPageData(item: Pick<PageIndexItem, 'id' | 'path'>, ctx: { client: ApiClient; site: string; cache: DistributorCache; today?: string | undefined }): Promise<{ raw: unknown; changesAt: number | null; embeds: Embed[] }> {
  const raw = await ctx.client.raw(`/site/${encodeURIComponent(ctx.site)}/page/${item.id}`, `page ${item.path}`);
  const { changesAt, embeds } = await resolveDistributors(raw, { ...ctx, record: true });
  return { raw, changesAt, embeds };
}
