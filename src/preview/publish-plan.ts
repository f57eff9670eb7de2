import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../publish/manifest/manifest.js';
import { ManifestText } from '../publish/manifest/manifest-text.js';
import { fetchPageIndex } from '../publish/fetch/fetch-site.js';
import { internalLinksOf } from '../publish/render/internal-links.js';
import { cardChanges, itemFactsChange, itemFactsOf, sharedFactsChange } from '../contract/item-facts.js';
import { normalizePath } from '../contract/paths.js';
import { brokenLinks } from '../publish/discovery/check-links.js';
import { GONE, redirectLookup, REDIRECTS_JSON, type RedirectRule } from '../publish/discovery/redirects.js';
import { findPageId } from './pages-routes.js';
import type { ApiClient } from '../publish/fetch/api-client.js';

/** A link of the page that leads to no published page: to a page not published (a draft, an unpublished one), or to nothing. */
export interface LinkProblem { href: string; problem: 'unpublished' | 'missing' }

/** What the editor's dialog says a change will do to the published site. */
export interface PublishPlan {
  /** The published pages that show the page (their lists, home blocks, related items), in path order. */
  showing: { path: string; title: string }[];
  /**
   * Every path the rebuild after the change renders again (or removes), in path order: the
   * page, its live translations (their language switch), and, when the change reaches what
   * other pages show of it, the pages whose lists it is in (below).
   */
  rebuilt: string[];
  /** The links of the page as it will go live that lead to no published page, followed through the redirect table (none for an unpublish). */
  links: LinkProblem[];
}

/**
 * What the editor's Publish dialog says before it goes (spec 4, editor mode), for a publish of
 * the draft or, with `change: 'unpublish'`, for taking the page offline: the published pages
 * that show it (the manifest's `embeds`, src/publish/fetch/embeds.ts); the pages the rebuild
 * after it renders again, as the one-path build's dependency check will find them
 * (src/publish/manifest/affected-pages.ts); and the links of the page as it will go live (its
 * unsaved edits included) that lead to no published page, so the editor sees them before
 * visitors do.
 *
 * Other pages change with the page only when its content item does (src/contract/item-facts.ts):
 * an unpublish, a page going live, a change to its structured data (a fee, a date, a topic), or
 * for an article a change to what its card shows (title, description, share image); a change to
 * its text alone leaves its cards as they are. Then every page that shows
 * it is rendered again (a page whose list has it only next in line shows the same items: the
 * check reads what each page would show, src/publish/fetch/embeds.ts) and every paginated list
 * of its kind in its language (it reads the item's source whole). A page going
 * live for the first time joins lists that no published page shows yet: those are not foreseen.
 * Only the manifest entries that name the page, one of its windows, or a list are parsed,
 * found in the file's text (spec 9: asked at every opening of the dialog).
 */
export async function publishPlan(input: {
  outDir: string; client: ApiClient; site: string; pageId: number; pagePath: string;
  /** The page's draft as the API gives it (its locale, structured data and translations). */
  draft: unknown;
  bodyHtml: string;
  change: 'publish' | 'unpublish';
}): Promise<PublishPlan> {
  const { pageId, pagePath } = input;
  const draft = input.draft as { locale?: unknown; structuredData?: unknown; pageLanguages?: unknown } | null;
  const manifest = await ManifestText.read(join(input.outDir, MANIFEST_FILE));
  const shownOn = (manifest?.showing(pageId) ?? []).filter(([path]) => path !== pagePath);
  const showing = shownOn.map(([path, page]) => ({ path, title: page.facts.title }));
  const live = (Array.isArray(draft?.pageLanguages) ? draft.pageLanguages as { pageId?: unknown; path?: unknown; isLive?: unknown; locale?: unknown }[] : [])
    .filter((l) => l.isLive === true && typeof l.path === 'string' && l.path !== pagePath);
  const translations = live.map((l) => l.path as string);
  const rebuilt = new Set([pagePath, ...translations]);
  const changes = input.change === 'unpublish' ? { item: true, shared: false } : await itemChanges(input);
  if (manifest && changes.item) {
    for (const [path] of shownOn) rebuilt.add(path);
    // A programme's shared facts go live in its translations too (server/editing.ts): the
    // pages that show those, and the lists of their languages, change with them.
    const locales = new Set([draft?.locale, ...(changes.shared ? live.map((l) => l.locale) : [])]);
    if (changes.shared) for (const l of live) if (typeof l.pageId === 'number') for (const [path] of manifest.showing(l.pageId)) rebuilt.add(path);
    if (typeof draft?.structuredData === 'string') {
      for (const [path, page] of manifest.listing(draft.structuredData)) if (locales.has(page.locale)) rebuilt.add(path);
    }
  }
  return {
    showing,
    rebuilt: [...rebuilt].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    links: input.change === 'publish' ? await linkProblems(input) : [],
  };
}

/**
 * Whether publishing the draft changes the page's content item: it is not live (it goes live,
 * and its item with it), its structured data differs from the live version's, or it is an
 * article whose card (its title, description, share image) changes with it; and whether the
 * change reaches its translations (a programme's shared facts).
 */
async function itemChanges(input: { client: ApiClient; site: string; pageId: number; draft: unknown }): Promise<{ item: boolean; shared: boolean }> {
  const live = await input.client.raw(`/site/${encodeURIComponent(input.site)}/page/${input.pageId}`, `page ${input.pageId}`).catch(() => null);
  if (live === null) return { item: true, shared: false };
  const { changed, removed } = itemFactsChange(itemFactsOf(live), itemFactsOf(input.draft));
  const shared = sharedFactsChange(live, input.draft);
  return { item: changed.length > 0 || removed.length > 0 || cardChanges(live, input.draft), shared: shared.changed.length > 0 || shared.removed.length > 0 };
}

/**
 * The page's links that lead to no published page, as the build's link check finds them
 * (src/publish/discovery/check-links.ts): a link to an old path of the redirect table the output
 * publishes is followed, and leads somewhere when it ends at a published page (a page moved).
 */
async function linkProblems(input: { outDir: string; client: ApiClient; site: string; pagePath: string; bodyHtml: string }): Promise<LinkProblem[]> {
  const links = internalLinksOf(input.bodyHtml).filter((href) => href !== input.pagePath);
  const rules = publishedRedirects(input.outDir);
  const redirectOf = redirectLookup(rules);
  // The paths the table sends the links to, asked with the links themselves.
  const targets = new Set<string>();
  for (const href of links) {
    let rule = redirectOf(href);
    while (rule && rule.status !== GONE && rule.to.startsWith('/') && !targets.has(normalizePath(rule.to))) {
      targets.add(normalizePath(rule.to));
      rule = redirectOf(rule.to);
    }
  }
  const pages = [...links.filter((href) => href.endsWith('/')), ...targets];
  const published = new Set((await fetchPageIndex(input.client, input.site, { paths: pages })).map((item) => item.path));
  // A file the site publishes (a brochure, a calendar file): on disk in the output.
  const broken = new Set(brokenLinks([[input.pagePath, { links }]], (path) => (published.has(path) ? { listPages: 1 } : undefined),
    (file) => !file.endsWith('/') && existsSync(join(input.outDir, file)), rules).map((b) => b.link));
  const problems: LinkProblem[] = [];
  for (const href of links) {
    if (!broken.has(href)) continue;
    const page = href.endsWith('/') ? await findPageId(input.client, input.site, href) : undefined;
    problems.push({ href, problem: page === undefined ? 'missing' : 'unpublished' });
  }
  return problems;
}

/** The redirect table the output publishes (redirects.json), or none when it has no readable one. */
function publishedRedirects(outDir: string): RedirectRule[] {
  try {
    const { rules } = JSON.parse(readFileSync(join(outDir, REDIRECTS_JSON), 'utf8')) as { rules?: unknown };
    return Array.isArray(rules) ? rules.filter((r): r is RedirectRule => typeof r?.from === 'string' && typeof r.to === 'string' && typeof r.status === 'number') : [];
  } catch {
    return [];
  }
}
