import type { Page } from '../types.js';
import { absoluteUrl } from './alternates.js';

/**
 * Each language page is its own canonical — the CMS's canonicalURL when set (a path is
 * taken on the site's domain), else the page's full URL. Anything that is not http(s) (a
 * `javascript:` URL typed into the CMS) is ignored rather than published.
 */
export function canonicalUrlOf(page: Pick<Page, 'canonicalURL' | 'fullUrl'>, domainUrl: string): string {
  const set = page.canonicalURL.trim();
  if (set) {
    const url = absoluteUrl(domainUrl, set);
    if (/^https?:\/\//i.test(url)) return url;
  }
  return page.fullUrl;
}
