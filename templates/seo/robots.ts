import type { Language } from '../../src/contract/schemas.js';
import type { Page } from '../types.js';

/** Templates that are never indexed whatever the CMS says (the 404 page). */
const NOINDEX_TEMPLATES = new Set(['Error404']);

/**
 * The robots meta of a page: isIndexed and follow from the CMS, except that the
 * error pages (/404/ and /500/ of every language) are always noindex. The search page is an
 * ordinary page: its results, like a form's thank-you state, are a state set noindex in the
 * browser (modules/page-robots.ts), its canonical the bare page. Preview renders with isIndexed
 * false.
 */
export function robotsOf(page: Pick<Page, 'isIndexed' | 'follow' | 'path' | 'template'>, languages: Pick<Language, 'prefix'>[]): string {
  const index = isIndexable({ isIndexed: page.isIndexed, path: page.path, templateType: page.template.templateType }, languages);
  return `${index ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`;
}

/** The index half of robotsOf, also the sitemap's rule (src/publish/render/is-listed.ts: isListed), so the two agree. */
export function isIndexable(page: { isIndexed: boolean; path: string; templateType: string }, languages: Pick<Language, 'prefix'>[]): boolean {
  const isErrorPage = languages.some((l) => page.path === `${l.prefix}/404/` || page.path === `${l.prefix}/500/`);
  return page.isIndexed && !NOINDEX_TEMPLATES.has(page.templateType) && !isErrorPage;
}
