/** Path rules shared by the router, the loader and prefetch (pure; unit-tested). */

/** "/en/contact" → "/en/contact/"; query and hash dropped; "" → "/". */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  return path.endsWith('/') ? path : `${path}/`;
}

/** page-data URL of a path: the home page uses "index" (spec 7). */
export function pageDataUrl(path: string): string {
  const normalized = normalizePath(path);
  return normalized === '/' ? '/page-data/index/page-data.json' : `/page-data${normalized.slice(0, -1)}/page-data.json`;
}

/** The language prefix of a path ("/en/…" → "/en"; Spanish, the default, has none). */
export function languagePrefix(path: string): string {
  return /^\/en(\/|$)/.test(path) ? '/en' : '';
}

/** Paths the router never handles: assets, the API, the image host, files with extensions. */
export function isPagePath(pathname: string): boolean {
  if (/^\/(_|page-data\/|slice-data\/|~partytown\/)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,5}$/i.test(last);
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on this link is a client-side navigation (spec 4, rule 2): same origin, not a
 * new tab or window, not a download, no modifier keys, a page path, and not a jump within the
 * current page.
 */
export function routableLink(anchor: HTMLAnchorElement, event: ClickLike | null, current: URL): URL | null {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !isPagePath(url.pathname)) return null;
  if (normalizePath(url.pathname) === normalizePath(current.pathname) && url.search === current.search && url.hash) return null;
  return url;
}
