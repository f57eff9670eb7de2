import type { IncomingMessage } from 'node:http';

/**
 * Where a request asks to go, and where a redirect may send it (spec 2: every answer of the
 * site's servers stays on the site). Browsers read `//host/…` — and `/\host/…`, since they treat
 * a backslash as a slash — as another host, and drop tabs and newlines from a URL before reading
 * it, so a Location built from a request path must never start with either.
 */

/**
 * The request's URL. `req.url` is a path ("origin-form"); parsed against a base it would turn
 * `//evil.com/x` into the host evil.com, so it is appended to a fixed origin instead.
 */
export function requestUrl(req: Pick<IncomingMessage, 'url'>): URL {
  const raw = req.url ?? '/';
  try {
    if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
    // absolute-form (`GET http://host/path`): only its path and query count.
    const absolute = new URL(raw);
    return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
  } catch {
    // Node's parser accepts targets the URL standard refuses (`GET http://[ HTTP/1.1`).
    throw new BadRequestTarget(raw);
  }
}

/** A request target that is not a URL: a 400 for whichever server got it. */
export class BadRequestTarget extends Error {
  constructor(target: string) {
    super(`The request target "${target.slice(0, 80)}" is not a valid URL.`);
    this.name = 'BadRequestTarget';
  }
}

/**
 * A decoded path with repeated slashes (and backslashes) collapsed and `.`/`..` segments
 * resolved, never above the root: "/.//clubes" → "/clubes", "/x/..//evil.com" → "/evil.com".
 * A trailing slash is kept.
 */
export function canonicalPath(decoded: string): string {
  const segments: string[] = [];
  const parts = decoded.split(/[/\\]+/);
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts[parts.length - 1];
  const trailing = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailing ? '/' : ''}`;
}

/** Percent-encodes one path segment, keeping what RFC 3986 allows unencoded in a segment. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi, (m) => decodeURIComponent(m));
}

/** True when a Location value stays on the site: one slash, then anything but a slash or backslash. */
export function isSameOriginLocation(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/[\t\n\r\0]/.test(location);
}

/**
 * The Location for a decoded site path (and an optional query string as WHATWG URL gives it,
 * already encoded): canonicalised, each segment encoded (a backslash becomes %5C, a tab %09),
 * so it always starts with exactly one "/". Falls back to "/" rather than ever leaving the site.
 */
export function sameOriginLocation(decodedPath: string, search = ''): string {
  const path = canonicalPath(decodedPath).split('/').map(encodeSegment).join('/');
  const query = search.replace(/[\t\n\r\0]/g, '');
  const location = `${path}${query.startsWith('?') || query === '' ? query : `?${query}`}`;
  return isSameOriginLocation(location) ? location : '/';
}
