import { FooterSchema, type FooterData } from '../../../modules/footer.js';
import { HeaderSchema, type HeaderData } from '../../../modules/header.js';
import { NavigationsSchema, PageIndexSchema, SiteSchema, type PageIndexItem, type Site } from '../../contract/schemas.js';
import { PageErrors } from '../../errors.js';
import type { ApiClient } from './api-client.js';
import { checkPageOnlyPath } from '../../contract/paths.js';

/** The fetch stage's site-wide reads: the site, its page index, its headers and footers. */
export async function fetchSite(client: ApiClient, site: string): Promise<Site> {
  return client.get(`/site/${encodeURIComponent(site)}`, SiteSchema, `site "${site}"`);
}

/**
 * Every published page's id, path, locale, hash and modification, each path checked and used
 * once; or, given `paths` (a one-path rebuild), only the entries at those paths, asked for one
 * path at a time (`?path=`) so that the answer does not grow with the site (spec 9). An API that
 * ignores the parameter answers its whole index, of which only those entries are kept.
 */
export async function fetchPageIndex(client: ApiClient, site: string, options: { paths?: readonly string[] } = {}): Promise<PageIndexItem[]> {
  const url = `/site/${encodeURIComponent(site)}/pages`;
  const items = options.paths
    ? (await Promise.all([...new Set(options.paths)].map(async (path) => (await client.get(`${url}?path=${encodeURIComponent(path)}`, PageIndexSchema, `page index at ${path}`)).items
      .filter((item) => item.path === path)))).flat()
    : (await client.get(url, PageIndexSchema, 'page index')).items;
  const seen = new Map<string, number>();
  const problems: { path: string; message: string }[] = [];
  for (const item of items) {
    const pathProblem = checkPageOnlyPath(item.path);
    if (pathProblem) problems.push({ path: item.path, message: `path: ${pathProblem} (page ${item.id})` });
    const other = seen.get(item.path);
    if (other !== undefined) problems.push({ path: item.path, message: `path: used by pages ${other} and ${item.id}; give one of them another slug` });
    seen.set(item.path, item.id);
  }
  if (problems.length > 0) throw new PageErrors(problems);
  return items;
}

/** The site's navigations, validated, into `headers` and `footers` by id; every bad one is reported. */
export async function fetchNavigations(ctx: { client: ApiClient; headers: Map<string, HeaderData>; footers: Map<string, FooterData> }, site: string): Promise<void> {
  const navs = await ctx.client.get(`/site/${encodeURIComponent(site)}/navigations`, NavigationsSchema, 'navigations');
  const problems: { path: string; message: string }[] = [];
  for (const nav of navs.items) {
    const schema = nav.component === 'Header' ? HeaderSchema : FooterSchema;
    const parsed = schema.safeParse(nav);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: `(navigation ${nav.id}, ${nav.component} ${nav.locale})`, message: `${issue.path.join('.')}: ${issue.message}` });
      continue;
    }
    if (nav.component === 'Header') ctx.headers.set(String(nav.id), parsed.data as HeaderData);
    else ctx.footers.set(String(nav.id), parsed.data as FooterData);
  }
  if (problems.length > 0) throw new PageErrors(problems);
}
