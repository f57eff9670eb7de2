import { DistributorDataSchema, type DistributorResponse } from './schemas.js';

/**
 * Which modules of a page ask the API's distributor, and with what (spec 7, the distributor
 * config): the build asks them (src/publish/fetch/resolve-distributors.ts) and the content API
 * answers them in its own check of a draft (server/editing.ts), so both read a page the same way.
 */
export interface ModuleLike { component?: unknown; data?: unknown; queriedItems?: unknown; [key: string]: unknown }

/**
 * A module whose distributor the build asks the API for: where it sits and the `data` it posts
 * (the module's own, with `related` set to the page it sits on when the module names none).
 */
export interface DistributorCall { module: ModuleLike; section: string; index: number; where: string; data: unknown }

/**
 * The modules of a page that carry a well-formed distributor (`data.mode`), in page order, and
 * the language they are asked in. Each is asked with `related` = the page's id (spec 7, the
 * distributor config's `related`), so a page is never its own related item: an article is not
 * in its own "You may also like", a teacher not in "More faculty in this area". A malformed `data` is left for validation to report with its
 * field path. Shared by the build and by the content API's check of a draft (server/editing.ts).
 */
export function distributorCalls(raw: unknown): { locale: string; calls: DistributorCall[] } {
  const page = raw as { id?: unknown; locale?: string; structuredData?: unknown; template?: Record<string, { modules?: ModuleLike[] } | unknown> } | null;
  const locale = page?.locale ?? 'es_ES';
  const calls: DistributorCall[] = [];
  for (const [name, section] of Object.entries(page?.template ?? {})) {
    const list = (section as { modules?: unknown } | null)?.modules;
    if (!Array.isArray(list)) continue;
    (list as ModuleLike[]).forEach((module, index) => {
      if (!module || typeof module !== 'object' || !module.data || typeof module.data !== 'object') return;
      if (!DistributorDataSchema.safeParse(module.data).success) return;
      const data = module.data as { related?: unknown; mode?: unknown; sources?: { structuredData?: unknown }[] };
      // Only a list that could hold the page's own item is asked without it (the same rule as the
      // browser's refresh, modules/distributor-modules.tsx): the others keep one body for every
      // page, so the build asks the API once for them all.
      const canMeetItself = page?.structuredData != null && (data.mode === 'manual' || (data.sources ?? []).some((s) => s.structuredData === page.structuredData));
      const withPage = data.related === undefined && canMeetItself && typeof page?.id === 'number' ? { ...data, related: page.id } : data;
      calls.push({ module, section: name, index, where: `template.${name}.modules[${index}]`, data: withPage });
    });
  }
  return { locale, calls };
}

/**
 * The sources a page's lists and distributors read (each module source with its `filters`), sorted:
 * part of the page's hash, so a page changes with the content it lists (CONTRACT.md, page index).
 * The seed and every publish record it (server/editing.ts).
 */
export function sourcesRead(page: unknown): string[] {
  const deps = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      if (typeof v.structuredData === 'string' && 'filters' in v) deps.add(v.structuredData);
      Object.values(v).forEach(visit);
    }
  };
  visit((page as { template?: unknown } | null)?.template);
  return [...deps].sort();
}

/** How many items an auto distributor gives when its `quantity` is not set (spec 7). */
export const DEFAULT_DISTRIBUTOR_QUANTITY = 10;

/** What a distributor answered, as the module's `queriedItems`. */
export function queriedItemsOf(response: DistributorResponse): unknown[] {
  return 'items' in response ? response.items : [...response.previous, ...response.next];
}
