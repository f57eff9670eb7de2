import { inject } from 'vitest';
import { openSql } from '../../server/sql/open-sql.js';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { listModuleOf } from '../../src/publish/render/list-variants.js';
import { paginateList } from '../../src/publish/pages/build-page.js';
import { resolveDistributors } from '../../src/publish/fetch/resolve-distributors.js';
import { validatePage } from '../../src/contract/validate-page.js';
import type { Page } from '../../templates/types.js';
import { startApiOn } from './demo-db.js';
import { slow } from './slow.js';

/**
 * The demo build's pages as the builder rendered them (validated, distributors resolved, list
 * pages 2… with their own items), fetched from the content API over loopback with the build's
 * own code: page-data carries no copy of the page any more (spec 7), so tests that check what a
 * page was rendered from ask the API, as the build did. Keyed by path; `paths` limits the
 * fetch (a list page n is asked by its own path, e.g. /blog/2/).
 */
export async function pagesAsBuilt(paths?: readonly string[]): Promise<Map<string, Page>> {
  const db = await openSql(inject('demoDb'));
  const api = await startApiOn(db);
  const client = new ApiClient({ baseUrl: api.base, concurrency: 8, timeoutMs: slow(30_000), retries: 0 });
  try {
    const index = (await client.raw('/site/main/pages', 'page index')) as { items: { id: number; path: string }[] };
    const wanted = paths ? new Set(paths) : null;
    const byPath = new Map(index.items.map((i) => [i.path, i]));
    // A list's page n lives at {path}{n}/: fetched with its list.
    const base = (path: string) => byPath.has(path) ? path : path.replace(/\d+\/$/, '');
    const bases = wanted ? [...new Set([...wanted].map(base))] : [...byPath.keys()];
    const pages = new Map<string, Page>();
    const cache = new Map();
    await Promise.all(bases.map(async (path) => {
      const item = byPath.get(path);
      if (!item) throw new Error(`no published page at ${path}`);
      const raw = await client.raw(`/site/main/page/${item.id}`, `page ${path}`);
      await resolveDistributors(raw, { client, site: 'main', cache });
      const { page, errors } = validatePage(raw);
      if (!page) throw new Error(`page ${path}: ${errors.join('; ')}`);
      const module = listModuleOf(page);
      const variants = module && (!wanted || [...wanted].some((p) => p !== path && base(p) === path)) ? await paginateList(page, module, client) : [{ page }];
      for (const variant of variants) if (!wanted || wanted.has(variant.page.path)) pages.set(variant.page.path, variant.page);
    }));
    return pages;
  } finally {
    await client.close();
    await api.close();
    await db.close();
  }
}

/** One page of the demo build as rendered (pagesAsBuilt). */
export async function pageAsBuilt(path: string): Promise<Page> {
  return (await pagesAsBuilt([path])).get(path)!;
}
