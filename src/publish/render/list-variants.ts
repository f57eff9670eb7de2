import type { RawModule } from '../../contract/schemas.js';
import { paginatedPath, type Pagination } from '../../../templates/pagination.js';
import type { Page } from '../../../templates/types.js';

/** Templates whose main distributor is paginated over /2/, /3/… (spec section 2). */
export const LIST_TEMPLATES = new Set([
  'BlogList', 'NewsList', 'EventList', 'ProjectList', 'PressList', 'PressAppearancesList', 'PeopleList', 'ProgramList',
]);

/** The module a list template paginates: its first auto distributor in the main section. */
export function listModuleOf(page: Page): RawModule | undefined {
  if (!LIST_TEMPLATES.has(page.template.templateType)) return undefined;
  return page.template.mainSection?.modules.find((m) => (m.data as { mode?: string } | undefined)?.mode === 'auto');
}

/** One page of a list's items, as the fetch stage got it (src/publish/fetch/fetch-list-pages.ts). */
export interface ListItemsPage { n: number; total: number; totalItems: number; items: unknown[] }

export interface ListPageVariant {
  page: Page;
  pagination: Pagination | undefined;
}

/**
 * Page n of a list template, from the list's items on that page: page 1 at the page's own path,
 * page n at `{path}{n}/`, the items embedded in its list module (spec 2, 9).
 */
export function listVariantOf(page: Page, module: RawModule, list: ListItemsPage): ListPageVariant {
  const { n, total } = list;
  const path = paginatedPath(page.path, n);
  const origin = page.fullUrl.slice(0, page.fullUrl.length - page.path.length);
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

/** The pages a page renders as: itself, or every page of its list, from the list's items as they arrive. */
export async function* pageVariants(page: Page, list?: { module: RawModule; pages: AsyncIterable<ListItemsPage> }): AsyncGenerator<ListPageVariant> {
  if (!list) {
    yield { page, pagination: undefined };
    return;
  }
  for await (const items of list.pages) yield listVariantOf(page, list.module, items);
}
