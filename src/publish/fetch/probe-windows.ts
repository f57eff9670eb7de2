import type { PageIndexItem } from '../../contract/schemas.js';
import { distributorCalls, queriedItemsOf } from '../../contract/distributor-calls.js';
import type { WindowProbe } from '../manifest/affected-pages.js';
import type { ApiClient } from './api-client.js';
import { callWithin, digestOf, itemsWithin, windowCallOf, windowKeyOf } from './embeds.js';
import { askDistributor, callOnDay } from './resolve-distributors.js';

/**
 * The check's questions to the content API (src/publish/manifest/affected-pages.ts): a
 * published page's distributor calls, as the build asks them on `today`, each as its window
 * (src/publish/fetch/embeds.ts), answered with what the window now gives a page: the digest of
 * the items it would show, read from the window as the build reads them (itemsWithin), or null
 * when the window cannot tell (then the page is rendered again).
 */
export function windowProbe(client: ApiClient, site: string, today: string): WindowProbe {
  return {
    async windowsOf(item: PageIndexItem) {
      const raw = await client.raw(`/site/${encodeURIComponent(site)}/page/${item.id}`, `page ${item.path}`);
      const { locale, calls } = distributorCalls(raw);
      const windows = new Map<string, () => Promise<(related: number | undefined) => string | null>>();
      for (const { module, data } of calls) {
        const window = windowCallOf(callOnDay(data, today));
        windows.set(windowKeyOf(locale, window), async () => {
          const answer = await askDistributor(client, site, locale, window, `distributor of module ${String(module.component)} of ${item.path}`);
          // Every page of a source asks its window: most are not in it and would show the same
          // first items, whose digest is made once (items of one answer: the same ids, the same bytes).
          const digests = new Map<string, string>();
          return (related) => {
            if (related === undefined) return digestOf(queriedItemsOf(answer));
            const items = itemsWithin(answer, callWithin(window, related));
            if (!items) return null;
            const ids = items.map((i) => (i as { id?: unknown }).id).join(',');
            let digest = digests.get(ids);
            if (digest === undefined) digests.set(ids, digest = digestOf(items));
            return digest;
          };
        });
      }
      return windows;
    },
  };
}
