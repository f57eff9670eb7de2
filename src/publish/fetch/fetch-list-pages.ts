import * as z from 'zod';
import { QueriedItemSchema } from '../../../modules/fields.js';
import { LIST_PAGE_SIZE } from '../../../runtime/constants.js';
import type { RawModule } from '../../contract/schemas.js';
import type { Page } from '../../../templates/types.js';
import type { ApiClient } from './api-client.js';
import { isUpcomingOrder, upcomingChangesAt } from '../../contract/upcoming.js';

const ListPageSchema = z.object({
  page: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  items: z.array(QueriedItemSchema),
});

/** One page of a list as `GET {api}/list/v2/{sources}/` answers it: page n of `total`. */
export interface ListPage {
  n: number; total: number; totalItems: number; items: z.infer<typeof ListPageSchema>['items'];
  /** When the list would answer otherwise (a list of upcoming events, src/contract/upcoming.ts), or null. */
  changesAt: number | null;
}

interface AutoData { mode: 'auto'; order?: string; sources: { structuredData: string; filters?: { id: number }[] }[] }

/**
 * Every page of a list module's items, in order, 50 to a page (spec 9), from
 * `GET {api}/list/v2/{sources}/`. Yielded one at a time so the caller renders and writes each
 * before the next arrives: at most the client's concurrency of list pages are asked ahead
 * (spec 9: a list of 16,000 items is 321 pages, which held whole were tens of MB per list per
 * thread).
 */
export async function* fetchListPages(page: Page, module: RawModule, client: ApiClient, today?: string): AsyncGenerator<ListPage> {
  const data = module.data as AutoData;
  // A list of upcoming events counts from the build's day.
  const from = isUpcomingOrder(data.order) && today !== undefined ? today : undefined;
  const sources = data.sources.map((s) => s.structuredData).join(',');
  const filters = data.sources.flatMap((s) => (s.filters ?? []).map((f) => f.id));
  const query = (n: number) => {
    const params = new URLSearchParams({
      site: String(page.site), lang: page.locale, page: String(n), items: String(LIST_PAGE_SIZE),
      order: data.order ?? 'recent-DESC', relations: 'simple',
      ...(filters.length > 0 ? { get: filters.join(','), operator: 'OR' } : {}),
      ...(from !== undefined ? { from } : {}),
    });
    return client.get(`/list/v2/${encodeURIComponent(sources)}/?${params}`, ListPageSchema, `list ${sources} page ${n} of ${page.path}`);
  };
  const first = await query(1);
  const total = Math.max(1, first.totalPages);
  // Every page of the list moves when its first upcoming item passes.
  const changesAt = from !== undefined ? upcomingChangesAt(first.items, from) : null;
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
  try {
    for (let n = 1; n <= total; n++) {
      for (let k = n + 1; k <= Math.min(total, n + client.concurrency); k++) ask(k);
      const list = n === 1 ? first : await ahead.get(n)!;
      ahead.delete(n);
      yield { n, total, totalItems: list.totalItems, items: list.items, changesAt };
    }
  } finally {
    // Stopped early (the page failed): the pages still in flight settle unobserved.
    ahead.clear();
  }
}
