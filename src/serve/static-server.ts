import { createReadStream, promises as fs } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { chooseEncoding, COMPRESS_FROM_BYTES, type ApiHandler } from '../../server/create-api-handler.js';
import { isBuildFile } from '../publish/build-files.js';
import { cacheControlFor, headerRules, headersFor, HEADERS_FILE, parseHeadersFile, type HeaderRule } from '../publish/discovery/headers-file.js';
import { GONE, matchRedirect, REDIRECTS_JSON, type RedirectRule } from '../publish/discovery/redirects.js';
import { API_CONTENT_SECURITY_POLICY, securityHeaders, setSecurityHeaders, siteContentSecurityPolicy } from '../security-headers.js';
import { canonicalPath, requestUrl, sameOriginLocation } from './safe-location.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8',
  // An event's "Add to calendar" file (RFC 5545 section 8.1: text/calendar).
  '.ics': 'text/calendar; charset=utf-8',
  // The downloads (brochures, catalogue): a browser opens them in its PDF viewer, not as bytes to save.
  '.pdf': 'application/pdf',
};

/**
 * What is sent compressed when the browser accepts it, as every production host does (nginx's
 * `gzip_types` in docs/operators.md): text. Images, fonts and PDFs are compressed already.
 */
const COMPRESSIBLE = new Set(['.html', '.json', '.js', '.css', '.xml', '.txt', '.svg', '.map', '.ics']);
/** The compressed copies kept in memory, at most this many bytes (the oldest go first). */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A file's compressed copy, made once per version of the file (its ETag) and kept: an output's
 * files change only with a build. Brotli at quality 9: close to its best size, made in
 * milliseconds even for the largest chunk.
 */
function compressedFiles() {
  const cache = new Map<string, Buffer>();
  let bytes = 0;
  return async (path: string, etag: string, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    const key = `${encoding} ${etag} ${path}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const raw = await fs.readFile(path);
    const body = encoding === 'br'
      ? await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzipAsync(raw, { level: 9 });
    cache.set(key, body);
    bytes += body.length;
    for (const [old, value] of cache) {
      if (bytes <= COMPRESSED_CACHE_BYTES) break;
      cache.delete(old);
      bytes -= value.length;
    }
    return body;
  };
}

// Defined with the `_headers` file it also writes (one cache policy for serve and static hosts).
export { cacheControlFor } from '../publish/discovery/headers-file.js';

export interface StaticServerOptions {
  root: string;
  host?: string;
  port?: number;
  /** Mounted at `apiPrefix` (the embedded API's routes for local use). */
  api?: { prefix: string; handler: ApiHandler } | undefined;
  /** The image host, mounted for local browsing. */
  images?: { prefix: string; handler: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> } | undefined;
}

async function statFile(file: string) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * The build's redirect rules (output/redirects.json), read again whenever a build replaced the
 * file, so a running server follows the latest table without a restart.
 */
function redirectRules(root: string) {
  let cached: { mtimeMs: number; rules: RedirectRule[] } | null = null;
  return async (): Promise<RedirectRule[]> => {
    const stat = await statFile(join(root, REDIRECTS_JSON));
    if (!stat) return [];
    if (cached?.mtimeMs !== stat.mtimeMs) {
      try {
        cached = { mtimeMs: stat.mtimeMs, rules: (JSON.parse(await fs.readFile(join(root, REDIRECTS_JSON), 'utf8')) as { rules: RedirectRule[] }).rules };
      } catch {
        return [];
      }
    }
    return cached.rules;
  };
}

/**
 * The build's `_headers` (the policy static hosts send), read again whenever a build replaced it.
 * An output without one (built before it existed) gets the site policy with no inline script
 * allowed at all: stricter, never looser.
 */
function headerFileRules(root: string) {
  const fallback = headerRules(siteContentSecurityPolicy({ inline: { scripts: [], styles: [], frames: [] }, publicApi: '/_api', imageHost: '/_img' }));
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;
  return async (): Promise<HeaderRule[]> => {
    const stat = await statFile(join(root, HEADERS_FILE));
    if (!stat) return fallback;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      try {
        cached = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(await fs.readFile(join(root, HEADERS_FILE), 'utf8')) };
      } catch {
        return fallback;
      }
    }
    return cached.rules;
  };
}

/** The content API and the image host answer data, never a page: nothing in them may run. */
const API_HEADERS = securityHeaders(API_CONTENT_SECURITY_POLICY);

/**
 * A rule's target as a Location: a site path is canonicalised (never `//host` or `/\host`); an
 * absolute http(s) URL is the editor's explicit choice of another site and goes as is; anything
 * else (a hand-edited redirects.json) is no rule at all.
 */
function ruleLocation(to: string): string | null {
  if (to.startsWith('/')) {
    try {
      const url = new URL(to, 'http://localhost');
      return url.origin === 'http://localhost' ? sameOriginLocation(decodeURIComponent(url.pathname), url.search) + url.hash : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Serves the output folder the way a static host does: "/x" → 301 "/x/", "/x/" → x/index.html,
 * missing paths → the language's 404 page with status 404, ETag revalidation, cache headers;
 * old paths of the redirect table → their new address (exact, or case-insensitive per rule).
 */
export function createStaticHandler(options: StaticServerOptions) {
  const root = normalize(options.root);
  const rules = redirectRules(root);
  const headerFile = headerFileRules(root);
  const compressed = compressedFiles();
  return async (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      setSecurityHeaders(res, API_HEADERS);
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    const isData = (options.api && (url.pathname === options.api.prefix || url.pathname.startsWith(`${options.api.prefix}/`)))
      || (options.images && url.pathname.startsWith(`${options.images.prefix}/`));
    // Before anything is written: errors, redirects and 404s carry them too.
    const fileHeaders = isData ? API_HEADERS : headersFor(await headerFile(), url.pathname);
    setSecurityHeaders(res, Object.fromEntries(Object.entries(fileHeaders).filter(([name]) => name.toLowerCase() !== 'cache-control')));
    if (options.api && (url.pathname === options.api.prefix || url.pathname.startsWith(`${options.api.prefix}/`))) {
      await options.api.handler(req, res, url.pathname.slice(options.api.prefix.length) || '/');
      return;
    }
    if (options.images && url.pathname.startsWith(`${options.images.prefix}/`)) {
      await options.images.handler(req, res, url.pathname.slice(options.images.prefix.length));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    const canonical = canonicalPath(pathname);
    const redirect = matchRedirect(await rules(), canonical);
    // A path marked gone (410): the language's 404 page with that status, as `_redirects` has it.
    const gone = redirect?.status === GONE;
    const to = redirect && !gone && ruleLocation(redirect.to);
    if (redirect && to) {
      // The visitor's query string goes along unless the rule sets its own (as static hosts do).
      const [target, hash] = to.split(/(?=#)/, 2) as [string, string | undefined];
      const location = target.includes('?') || !url.search ? to : `${target}${url.search}${hash ?? ''}`;
      res.writeHead(redirect.status, { location, 'cache-control': 'public, max-age=3600' }).end();
      return;
    }
    if (canonical !== pathname) {
      // "/.//clubes", "/a//b", "/x/../y": one redirect to the canonical path (with its trailing
      // slash when it is a page), never to "//clubes/", which a browser reads as another host.
      const page = !canonical.endsWith('/') && !extname(canonical) && (await statFile(join(root, canonical, 'index.html')));
      res.writeHead(301, { location: sameOriginLocation(page ? `${canonical}/` : canonical, url.search), 'cache-control': 'public, max-age=3600' }).end();
      return;
    }
    const relative = normalize(pathname).replace(/^[/\\]+/, '');
    if (relative.split(sep).includes('..') || pathname.includes('\0')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    let file = pathname.endsWith('/') ? join(relative, 'index.html') : relative;
    // The build's own files are there for the next build and the host, not for visitors.
    const hidden = isBuildFile(relative);
    let stat = gone || hidden ? null : await statFile(join(root, file));
    if (!stat && !gone && !pathname.endsWith('/') && !extname(pathname) && (await statFile(join(root, relative, 'index.html')))) {
      // Spec section 2: the trailing slash is always added.
      res.writeHead(301, { location: sameOriginLocation(`${pathname}/`, url.search), 'cache-control': 'public, max-age=3600' }).end();
      return;
    }
    let status = 200;
    if (!stat) {
      status = gone ? GONE : 404;
      file = pathname.startsWith('/en/') && (await statFile(join(root, 'en/404/index.html'))) ? 'en/404/index.html' : '404.html';
      stat = await statFile(join(root, file));
      if (!stat) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(gone ? 'Gone\n' : 'Not found\n');
        return;
      }
    }
    const compressible = COMPRESSIBLE.has(extname(file));
    const encoding = compressible && stat.size >= COMPRESS_FROM_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
    // A compressed copy is another representation, with a validator of its own (RFC 9110 8.8.3).
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string | number> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': status !== 200 ? 'no-cache' : cacheControlFor(file.split(sep).join('/')),
      ...(compressible ? { vary: 'accept-encoding' } : {}),
    };
    if (status === 200) {
      headers.etag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    if (encoding) {
      const body = await compressed(join(root, file), etag, encoding);
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    headers['content-length'] = stat.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(join(root, file)).on('error', () => res.destroy()).pipe(res);
  };
}

/**
 * The last resort for one request whose handler threw: log it with the request, answer 500 (or
 * cut the connection when the answer had started) and keep serving everyone else. A bug stays
 * visible (logged, a 500 the malformed-request test fails on); it just cannot end the process.
 * Deliberately per request, not a process-wide unhandledRejection handler: that would also
 * swallow failures outside any request and keep a broken process running.
 */
export function answerUnexpected(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`unexpected error on ${req.method} ${(req.url ?? '').slice(0, 200)}:`, error);
  if (res.headersSent) res.destroy();
  else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
}

export async function startStaticServer(options: StaticServerOptions): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const handler = createStaticHandler(options);
  const server = createServer((req, res) => void handler(req, res).catch((error: unknown) => answerUnexpected(req, res, error)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    server,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
