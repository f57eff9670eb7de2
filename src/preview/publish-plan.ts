import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../publish/manifest/manifest.js';
import { ManifestText } from '../publish/manifest/manifest-text.js';
import { fetchPageIndex } from '../publish/fetch/fetch-site.js';
import { internalLinksOf } from '../publish/render/internal-links.js';
import { findPageId } from './pages-routes.js';
import type { ApiClient } from '../publish/fetch/api-client.js';

/** A link of the page that leads to no published page: to a page not published (a draft, an unpublished one), or to nothing. */
export interface LinkProblem { href: string; problem: 'unpublished' | 'missing' }

/**
 * What the editor's Publish dialog says before it goes (spec 4, editor mode): the published
 * pages that show this page (their lists, home blocks, related items: the manifest's `embeds`,
 * src/publish/fetch/embeds.ts), which the rebuild after Publish renders again when what they
 * show of it changes; and the links of the page as it will go live (its unsaved edits included)
 * that lead to no published page, so the editor sees them before visitors do.
 */
export async function publishPlan(input: { outDir: string; client: ApiClient; site: string; pageId: number; pagePath: string; bodyHtml: string }): Promise<{ showing: { path: string; title: string }[]; links: LinkProblem[] }> {
  const manifest = await ManifestText.read(join(input.outDir, MANIFEST_FILE));
  // Only the entries that name the page are parsed, found in the file's text (spec 9: asked at
  // every opening of the dialog, on a manifest of any size).
  const showing = (manifest?.showing(input.pageId) ?? []).filter(([path]) => path !== input.pagePath).map(([path, page]) => ({ path, title: page.facts.title }));
  const links = internalLinksOf(input.bodyHtml).filter((href) => href !== input.pagePath);
  const pages = links.filter((href) => href.endsWith('/'));
  const published = new Set((await fetchPageIndex(input.client, input.site, { paths: pages })).map((item) => item.path));
  const problems: LinkProblem[] = [];
  for (const href of links) {
    if (published.has(href)) continue;
    // A file the site publishes (a brochure, a calendar file): on disk in the output.
    if (!href.endsWith('/') && existsSync(join(input.outDir, decodeURIComponent(href)))) continue;
    const page = href.endsWith('/') ? await findPageId(input.client, input.site, href) : undefined;
    problems.push({ href, problem: page === undefined ? 'missing' : 'unpublished' });
  }
  return { showing, links: problems };
}
