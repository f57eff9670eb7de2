import type { Language } from '../../src/contract/schemas.js';
import type { Page } from '../types.js';

/** Templates that are never indexed whatever the CMS says (issue 7.2: search results, 404). */
const NOINDEX_TEMPLATES = new Set(['SearchResults', 'Error404']);

/**
 * The robots meta of a page (issue 7.2): isIndexed and follow from the CMS, except that search
 * results and the error pages (/404/ and /500/ of every language) are always noindex. Preview
 * renders with isIndexed false; a form's thank-you state is set in the browser (form-view.tsx).
 */
export function robotsOf(page: Pick<Page, 'isIndexed' | 'follow' | 'path' | 'template'>, languages: Pick<Language, 'prefix'>[]): string {
  const isErrorPage = languages.some((l) => page.path === `${l.prefix}/404/` || page.path === `${l.prefix}/500/`);
  const index = page.isIndexed && !NOINDEX_TEMPLATES.has(page.template.templateType) && !isErrorPage;
  return `${index ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`;
}

/** The robots value of a page that must not be indexed, keeping its follow setting. */
export function noindexOf(robots: string): string {
  return robots.replace(/^index\b/, 'noindex');
}
