import { DistributorDataSchema, DistributorResponseSchema, type DistributorResponse } from '../contract/schemas.js';
import type { ApiClient } from './api-client.js';

/** Shares identical distributor calls within one build (many pages list the same items). */
export type DistributorCache = Map<string, Promise<DistributorResponse>>;

interface ModuleLike { component?: unknown; data?: unknown; queriedItems?: unknown; [key: string]: unknown }

/**
 * Fills `queriedItems` of every module that carries a distributor (`data.mode`) from
 * `POST {api}/site/{site}/distributor`, so that the page renders without another request.
 * A malformed `data` is left for validation to report with its field path.
 */
export async function resolveDistributors(raw: unknown, ctx: { client: ApiClient; site: string; cache: DistributorCache }): Promise<void> {
  const page = raw as { locale?: string; template?: Record<string, { modules?: ModuleLike[] } | unknown> };
  const locale = page.locale ?? 'es_ES';
  const modules: ModuleLike[] = [];
  for (const section of Object.values(page.template ?? {})) {
    const list = (section as { modules?: unknown })?.modules;
    if (Array.isArray(list)) modules.push(...(list as ModuleLike[]));
  }
  await Promise.all(
    modules.map(async (module) => {
      if (!module || typeof module !== 'object' || !module.data || typeof module.data !== 'object') return;
      const data = DistributorDataSchema.safeParse(module.data);
      if (!data.success) return;
      const key = `${locale} ${JSON.stringify(module.data)}`;
      let pending = ctx.cache.get(key);
      if (!pending) {
        pending = ctx.client.post(`/site/${encodeURIComponent(ctx.site)}/distributor`, module.data, DistributorResponseSchema,
          `distributor of module ${String(module.component)}`, { lang: locale });
        ctx.cache.set(key, pending);
      }
      const response = await pending;
      module.queriedItems = 'items' in response ? response.items : [...response.previous, ...response.next];
    }),
  );
}
