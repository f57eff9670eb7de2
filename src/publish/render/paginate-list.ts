import * as z from 'zod';
import { QueriedItemSchema } from '../../../modules/fields.js';
import type { RawModule } from '../../contract/schemas.js';
import { paginatedPath, type Pagination } from '../../../templates/pagination.js';
import type { Page } from '../../../templates/types.js';
import type { ApiClient } from '../fetch/api-client.js';

/** Spec section 9: lists show 50 items per page. */
export const LIST_PAGE_SIZE = 50;

/** Templates whose main distributor is paginated over /2/, /3/… (spec section 2). */
export const LIST_TEMPLATES = new Set([
  'BlogList', 'NewsList', 'EventList', 'ProjectList', 'PressList', 'PressAppearancesList', 'PeopleList', 'ProgramList',
]);

const ListPageSchema = z.object({
  page: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  items: z.array(QueriedItemSchema),
});

interface AutoData { mode: 'auto'; order?: string; sources: { structuredData: string; filters?: { id: number }[] }[] }

/** The module a list template paginates: its first auto distributor in the main section. */
export function listModuleOf(page: Page): RawModule | undefined {
  if (!LIST_TEMPLATES.has(page.template.templateType)) return undefined;
  return page.template.mainSection?.modules.find((m) => (m.data as { mode?: string } | undefined)?.mode === 'auto');
}

export interface ListPageVariant {
  page: Page;
  pagination: Pagination;
}

/**
 * Every page of a list template, in order: page 1 at the page's own path, page n at
 * `{path}{n}/`, each with 50 items from `GET {api}/list/v2/{sources}/` embedded in its list
 * module. Yielded one at a time so the caller renders and writes each before the next arrives:
 * at most `concurrency` list pages are asked ahead (spec 9: a list of 16,000 items is 321 pages,
 * which held whole were tens of MB per list per thread).
 */
export async function* listVariants(page: Page, module: RawModule, client: ApiClient): AsyncGenerator<ListPageVariant> {
  const data = module.data as AutoData;
  const sources = data.sources.map((s) => s.structuredData).join(',');
  const filters = data.sources.flatMap((s) => (s.filters ?? []).map((f) => f.id));
  const query = (n: number) => {
    const params = new URLSearchParams({
      site: String(page.site), lang: page.locale, page: String(n), items: String(LIST_PAGE_SIZE),
      order: data.order ?? 'recent-DESC', relations: 'simple',
      ...(filters.length > 0 ? { get: filters.join(','), operator: 'OR' } : {}),
    });
    return client.get(`/list/v2/${encodeURIComponent(sources)}/?${params}`, ListPageSchema, `list ${sources} page ${n} of ${page.path}`);
  };
  const first = await query(1);
  const total = Math.max(1, first.totalPages);
  // The next pages asked while this one is rendered: never more than the client's concurrency
  // (it queues the rest before their timeout starts), never all at once.
  const ahead = new Map<number, ReturnType<typeof query>>();
  const ask = (n: number) => {
    if (n <= total && !ahead.has(n)) {
      const pending = query(n);
      pending.catch(() => {}); // awaited in turn below; a failure later in the window must not go unhandled
      ahead.set(n, pending);
    }
  };
  const origin = page.fullUrl.slice(0, page.fullUrl.length - page.path.length);
  try {
    for (let n = 1; n <= total; n++) {
      for (let k = n + 1; k <= Math.min(total, n + client.concurrency); k++) ask(k);
      const list = n === 1 ? first : await ahead.get(n)!;
      ahead.delete(n);
      yield variantOf(page, module, list, n, total, origin);
    }
  } finally {
    // Stopped early (the page failed): the pages still in flight settle unobserved.
    ahead.clear();
  }
}

function variantOf(page: Page, module: RawModule, list: z.infer<typeof ListPageSchema>, n: number, total: number, origin: string): ListPageVariant {
  const path = paginatedPath(page.path, n);
  const sections = { ...page.template };
  if (sections.mainSection) {
    sections.mainSection = {
      ...sections.mainSection,
      // `paginated`: this list is split over pages at build; it is not refreshed in the browser.
      modules: sections.mainSection.modules.map((m) => (m === module ? { ...m, queriedItems: list.items, paginated: true } : m)),
    };
  }
  const variant = {
    ...page,
    path,
    fullUrl: origin + path,
    fullPath: { ...page.fullPath, compose: path },
    // Page n of a list is its own canonical page (Google: do not canonicalise to page 1).
    canonicalURL: n === 1 ? page.canonicalURL : '',
    title: n === 1 ? page.title : `${page.title} (${n})`,
    metaTitle: n === 1 || !page.metaTitle ? page.metaTitle : page.metaTitle.replace(/( \|[^|]*)?$/, ` (${n})$1`),
    template: sections,
  } as Page;
  return { page: variant, pagination: { current: n, total, totalItems: list.totalItems, basePath: page.path } };
}

/** Every page of a list template at once (listVariants collected). */
export async function paginateList(page: Page, module: RawModule, client: ApiClient): Promise<ListPageVariant[]> {
  const variants: ListPageVariant[] = [];
  for await (const variant of listVariants(page, module, client)) variants.push(variant);
  return variants;
}
