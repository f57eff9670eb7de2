// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONNECTION_CLOSED, PAGE_DATA_RETRIES, PREFETCH_BATCH_SIZE, RETRY_BACKOFF_MS } from '../runtime/constants.js';
import { fetchWithRetry, PageLoader, type FetchLike } from '../runtime/loader.js';
import { isPagePath, languagePrefix, normalizePath, pageDataUrl, routableLink, type ClickLike } from '../runtime/paths.js';
import { prefetchAllowed, PrefetchQueue } from '../runtime/prefetch.js';

// ---------------------------------------------------------------------------------------------
// paths.ts
// ---------------------------------------------------------------------------------------------

describe('normalizePath', () => {
  it.each([
    ['/en/contact', '/en/contact/'],
    ['/en/contact/', '/en/contact/'],
    ['en/contact', '/en/contact/'],
    ['', '/'],
    ['/', '/'],
    ['/en/contact?utm=1', '/en/contact/'],
    ['/en/contact/?utm=1#x', '/en/contact/'],
    ['/museo/#visita', '/museo/'],
    ['/museo#visita', '/museo/'],
    ['?a=1', '/'],
    ['#top', '/'],
    ['//a//b', '/a/b/'],
    ['/a///b//', '/a/b/'],
    ['//', '/'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const p of ['/en/contact', '', '//a//b?x#y', '/blog/']) {
      expect(normalizePath(normalizePath(p))).toBe(normalizePath(p));
    }
  });
});

describe('pageDataUrl', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['', '/page-data/index/page-data.json'],
    ['/?x=1', '/page-data/index/page-data.json'],
    ['/en/', '/page-data/en/page-data.json'],
    ['/en', '/page-data/en/page-data.json'],
    ['/en/contact', '/page-data/en/contact/page-data.json'],
    ['/en/contact/', '/page-data/en/contact/page-data.json'],
    ['/en/contact/#form', '/page-data/en/contact/page-data.json'],
    ['//en//contact', '/page-data/en/contact/page-data.json'],
  ])('maps %j to %j', (input, expected) => {
    expect(pageDataUrl(input)).toBe(expected);
  });
});

describe('languagePrefix', () => {
  it.each([
    ['/en', '/en'],
    ['/en/', '/en'],
    ['/en/contact/', '/en'],
    ['/', ''],
    ['/contacto/', ''],
    ['/english/', ''],
    ['/enlace/', ''],
    ['/blog/en/', ''],
  ])('%j → %j', (input, expected) => {
    expect(languagePrefix(input)).toBe(expected);
  });
});

describe('isPagePath', () => {
  it.each([
    '/_sitegen/app.js',
    '/_sitegen/',
    '/_img/photo.jpg',
    '/_img/abc',
    '/_api/forms',
    '/_api/',
    '/page-data/en/page-data.json',
    '/page-data/index/',
    '/~partytown/partytown.js',
    '/~partytown/',
    '/descargas/x.pdf',
    '/sitemap.xml',
    '/favicon.ico',
    '/Brochure.PDF',
  ])('%j is not a page', (path) => {
    expect(isPagePath(path)).toBe(false);
  });

  it.each(['/', '/en/', '/en/contact/', '/en/contact', '/blog', '/blog/', '/museo/visita-2024/'])('%j is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });
});

describe('routableLink', () => {
  const current = new URL('http://localhost:8000/en/contact/');

  const anchor = (href: string | null, attrs: Record<string, string> = {}): HTMLAnchorElement => {
    const a = document.createElement('a');
    if (href !== null) a.setAttribute('href', href);
    for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
    return a;
  };

  const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...overrides,
  });

  it('returns the URL of a same-origin page link', () => {
    const url = routableLink(anchor('/en/about/'), click(), current);
    expect(url).toBeInstanceOf(URL);
    expect(url!.href).toBe('http://localhost:8000/en/about/');
  });

  it('resolves relative and absolute same-origin hrefs', () => {
    expect(routableLink(anchor('about/'), click(), current)!.pathname).toBe('/en/contact/about/');
    expect(routableLink(anchor('http://localhost:8000/blog'), click(), current)!.pathname).toBe('/blog');
  });

  it('keeps the query of a same-origin page link', () => {
    expect(routableLink(anchor('/en/search/?q=art'), click(), current)!.search).toBe('?q=art');
  });

  it('accepts a null event (prefetch use)', () => {
    expect(routableLink(anchor('/en/about/'), null, current)!.pathname).toBe('/en/about/');
  });

  it('accepts target="_self"', () => {
    expect(routableLink(anchor('/en/about/', { target: '_self' }), click(), current)).not.toBeNull();
  });

  it('rejects target="_blank" (also with a null event)', () => {
    expect(routableLink(anchor('/en/about/', { target: '_blank' }), click(), current)).toBeNull();
    expect(routableLink(anchor('/en/about/', { target: '_blank' }), null, current)).toBeNull();
  });

  it('rejects a link with a download attribute (even an empty one)', () => {
    expect(routableLink(anchor('/en/about/', { download: '' }), click(), current)).toBeNull();
    expect(routableLink(anchor('/en/about/', { download: 'about.html' }), null, current)).toBeNull();
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('rejects a click with %s', (key) => {
    expect(routableLink(anchor('/en/about/'), click({ [key]: true }), current)).toBeNull();
  });

  it.each([1, 2])('rejects a click with button %i', (button) => {
    expect(routableLink(anchor('/en/about/'), click({ button }), current)).toBeNull();
  });

  it('rejects a click whose default was prevented', () => {
    expect(routableLink(anchor('/en/about/'), click({ defaultPrevented: true }), current)).toBeNull();
  });

  it('rejects another origin (host, port or scheme)', () => {
    expect(routableLink(anchor('https://example.com/en/about/'), click(), current)).toBeNull();
    expect(routableLink(anchor('http://localhost:9000/en/about/'), click(), current)).toBeNull();
    expect(routableLink(anchor('https://localhost:8000/en/about/'), click(), current)).toBeNull();
    expect(routableLink(anchor('//example.com/en/'), click(), current)).toBeNull();
  });

  it('rejects non-http links', () => {
    expect(routableLink(anchor('mailto:info@example.com'), click(), current)).toBeNull();
    expect(routableLink(anchor('tel:+34123456789'), click(), current)).toBeNull();
  });

  it('rejects a file link and asset paths', () => {
    expect(routableLink(anchor('/descargas/x.pdf'), click(), current)).toBeNull();
    expect(routableLink(anchor('/sitemap.xml'), click(), current)).toBeNull();
    expect(routableLink(anchor('/_api/forms'), click(), current)).toBeNull();
    expect(routableLink(anchor('/page-data/en/page-data.json'), click(), current)).toBeNull();
  });

  it('rejects an href starting with "#" and a missing or empty href', () => {
    expect(routableLink(anchor('#form'), click(), current)).toBeNull();
    expect(routableLink(anchor('#'), click(), current)).toBeNull();
    expect(routableLink(anchor(null), click(), current)).toBeNull();
    expect(routableLink(anchor(''), click(), current)).toBeNull();
  });

  it('rejects a same-page link with a hash (with or without the trailing slash)', () => {
    expect(routableLink(anchor('/en/contact/#form'), click(), current)).toBeNull();
    expect(routableLink(anchor('/en/contact#form'), click(), current)).toBeNull();
    expect(routableLink(anchor('/en/contact/#form'), null, current)).toBeNull();
  });

  it('routes a link to a different page with a hash', () => {
    const url = routableLink(anchor('/en/about/#team'), click(), current);
    expect(url).not.toBeNull();
    expect(url!.pathname).toBe('/en/about/');
    expect(url!.hash).toBe('#team');
  });

  it('routes a link to the current page without a hash (only a hash makes it an in-page jump)', () => {
    expect(routableLink(anchor('/en/contact/'), click(), current)!.pathname).toBe('/en/contact/');
    expect(routableLink(anchor('/en/contact'), null, current)).not.toBeNull();
  });

  it('routes a same-path link with a hash but a different query', () => {
    expect(routableLink(anchor('/en/contact/?topic=x#form'), click(), current)).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// loader.ts — fetchWithRetry
// ---------------------------------------------------------------------------------------------

type Step = { status: number; body?: BodyInit | null } | 'network-reject' | 'network-throw' | (() => Response);

/** A fetcher that plays the given steps in order (the last one repeats), recording each call. */
function scripted(steps: Step[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetcher: FetchLike = (url, init) => {
    const step = steps[Math.min(calls.length, steps.length - 1)];
    calls.push({ url, init });
    if (step === 'network-throw') throw new TypeError('Failed to fetch (sync)');
    if (step === 'network-reject') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof step === 'function') return Promise.resolve(step());
    return Promise.resolve(new Response(step!.body ?? null, { status: step!.status }));
  };
  return { fetcher, calls };
}

function recordingWait() {
  const waits: number[] = [];
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { wait, waits };
}

const parseJson = (text: string): { ok: unknown } | null => {
  try {
    const data = JSON.parse(text) as { ok?: unknown };
    return data && typeof data === 'object' && 'ok' in data ? { ok: data.ok } : null;
  } catch {
    return null;
  }
};

describe('fetchWithRetry', () => {
  it('returns success with the parsed data for a 200 with a parseable body', async () => {
    const { fetcher, calls } = scripted([{ status: 200, body: '{"ok":42}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/page-data/x/page-data.json', parseJson, fetcher, wait);
    expect(result).toEqual({ status: 'success', data: { ok: 42 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/page-data/x/page-data.json');
    expect(waits).toEqual([]);
  });

  it('passes the body text to parse unchanged', async () => {
    const seen: string[] = [];
    const { fetcher } = scripted([{ status: 200, body: 'raw text' }]);
    const result = await fetchWithRetry('/u', (t) => { seen.push(t); return t; }, fetcher, recordingWait().wait);
    expect(seen).toEqual(['raw text']);
    expect(result).toEqual({ status: 'success', data: 'raw text' });
  });

  it('returns not-found after exactly one request for a 404', async () => {
    const { fetcher, calls } = scripted([{ status: 404, body: 'nope' }, { status: 200, body: '{"ok":1}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result.status).toBe('not-found');
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('returns not-found (unparsable) after one request when a 200 body cannot be parsed', async () => {
    const { fetcher, calls } = scripted([{ status: 200, body: '<html>oops</html>' }, { status: 200, body: '{"ok":1}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result).toEqual({ status: 'not-found', unparsable: true });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('returns server-error after exactly one request for a 500', async () => {
    const { fetcher, calls } = scripted([{ status: 500 }, { status: 200, body: '{"ok":1}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result).toEqual({ status: 'server-error' });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries a 503 PAGE_DATA_RETRIES times (4 requests) then errors mentioning 503', async () => {
    expect(PAGE_DATA_RETRIES).toBe(3);
    const { fetcher, calls } = scripted([{ status: 503 }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(calls).toHaveLength(PAGE_DATA_RETRIES + 1);
    expect(calls).toHaveLength(4);
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.message).toMatch(/503/);
    expect(waits).toEqual([RETRY_BACKOFF_MS * 1, RETRY_BACKOFF_MS * 2, RETRY_BACKOFF_MS * 3]);
  });

  it('recovers after two network errors: success after 3 requests with waits 1×, 2× backoff', async () => {
    const { fetcher, calls } = scripted(['network-reject', 'network-throw', { status: 200, body: '{"ok":"yes"}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result).toEqual({ status: 'success', data: { ok: 'yes' } });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([RETRY_BACKOFF_MS, RETRY_BACKOFF_MS * 2]);
  });

  it('waits RETRY_BACKOFF_MS × 1, × 2, × 3 before the retries, each before its request', async () => {
    const order: string[] = [];
    let n = 0;
    const fetcher: FetchLike = () => { order.push(`fetch${++n}`); return Promise.reject(new TypeError('down')); };
    const wait = (ms: number) => { order.push(`wait${ms}`); return Promise.resolve(); };
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result.status).toBe('error');
    expect(order).toEqual([
      'fetch1',
      `wait${RETRY_BACKOFF_MS}`, 'fetch2',
      `wait${RETRY_BACKOFF_MS * 2}`, 'fetch3',
      `wait${RETRY_BACKOFF_MS * 3}`, 'fetch4',
    ]);
  });

  it('gives up with an error after four network errors', async () => {
    const { fetcher, calls } = scripted(['network-reject']);
    const result = await fetchWithRetry('/u', parseJson, fetcher, recordingWait().wait);
    expect(calls).toHaveLength(4);
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.message).toMatch(/Failed to fetch/);
  });

  it('retries a mix of failures and stops at the first final answer (503 → network → 404)', async () => {
    const { fetcher, calls } = scripted([{ status: 503 }, 'network-reject', { status: 404 }, { status: 200, body: '{"ok":1}' }]);
    const result = await fetchWithRetry('/u', parseJson, fetcher, recordingWait().wait);
    expect(result.status).toBe('not-found');
    expect(calls).toHaveLength(3);
  });

  it('returns Connection closed without retry when the body stream breaks', async () => {
    const broken = () => new Response(new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"pa'));
        c.error(new Error('reset'));
      },
    }), { status: 200 });
    const { fetcher, calls } = scripted([broken, { status: 200, body: '{"ok":1}' }]);
    const { wait, waits } = recordingWait();
    const result = await fetchWithRetry('/u', parseJson, fetcher, wait);
    expect(result).toEqual({ status: 'error', message: CONNECTION_CLOSED });
    expect(CONNECTION_CLOSED).toBe('Connection closed.');
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('asks for JSON with an abort signal', async () => {
    const { fetcher, calls } = scripted([{ status: 200, body: '{"ok":1}' }]);
    await fetchWithRetry('/u', parseJson, fetcher, recordingWait().wait);
    const init = calls[0]!.init!;
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect((init.headers as Record<string, string>).accept).toBe('application/json');
  });
});

// ---------------------------------------------------------------------------------------------
// loader.ts — PageLoader
// ---------------------------------------------------------------------------------------------

const pageData = (path: string, body = '<main>hi</main>') => JSON.stringify({
  path,
  buildHash: 'abc',
  result: { render: { title: 't', lang: 'en', theme: 'light', head: '', body, islands: [] } },
});

/**
 * A fetcher counting calls per URL. By default it answers at once from `responses`; with
 * `hold = true` each request waits until `release()` is called.
 */
function countingFetcher(responses: Record<string, () => Response>) {
  const counts = new Map<string, number>();
  const held: (() => void)[] = [];
  const state = { hold: false };
  const fetcher: FetchLike = (url) => {
    counts.set(url, (counts.get(url) ?? 0) + 1);
    const make = responses[url] ?? (() => new Response('not here', { status: 404 }));
    if (!state.hold) return Promise.resolve(make());
    return new Promise<Response>((resolve) => held.push(() => resolve(make())));
  };
  const release = () => { for (const r of held.splice(0)) r(); };
  return { fetcher, counts, state, release, count: (url: string) => counts.get(url) ?? 0 };
}

const X_URL = '/page-data/en/x/page-data.json';

describe('PageLoader', () => {
  it('loads page-data from the path\'s URL and returns it', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response(pageData('/en/x/'), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    const result = await loader.load('/en/x/');
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.data.path).toBe('/en/x/');
    expect(result.status === 'success' && result.data.result.render.body).toBe('<main>hi</main>');
    expect(f.count(X_URL)).toBe(1);
  });

  it('shares one request between two concurrent loads of the same path', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response(pageData('/en/x/'), { status: 200 }) });
    f.state.hold = true;
    const loader = new PageLoader(f.fetcher);
    const a = loader.load('/en/x/');
    const b = loader.load('/en/x');
    expect(f.count(X_URL)).toBe(1);
    f.release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.status).toBe('success');
    expect(rb).toBe(ra);
    expect(f.count(X_URL)).toBe(1);
  });

  it('caches a success: a later load of the same path makes no new request', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response(pageData('/en/x/'), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    expect((await loader.load('/en/x/')).status).toBe('success');
    expect((await loader.load('/en/x/')).status).toBe('success');
    expect((await loader.load('/en/x?ref=1#top')).status).toBe('success');
    expect(f.count(X_URL)).toBe(1);
    expect(loader.has('/en/x')).toBe(true);
  });

  it('has() is true as soon as a load started, with the path normalised', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response(pageData('/en/x/'), { status: 200 }) });
    f.state.hold = true;
    const loader = new PageLoader(f.fetcher);
    expect(loader.has('/en/x')).toBe(false);
    const pending = loader.load('/en/x/');
    expect(loader.has('/en/x')).toBe(true);
    expect(loader.has('/en/x/')).toBe(true);
    expect(loader.has('/en/y/')).toBe(false);
    f.release();
    await pending;
    expect(loader.has('/en/x')).toBe(true);
  });

  it('does not cache a failure (404): the next load requests again', async () => {
    let status = 404;
    const f = countingFetcher({ [X_URL]: () => status === 404 ? new Response('nope', { status: 404 }) : new Response(pageData('/en/x/'), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    expect((await loader.load('/en/x/')).status).toBe('not-found');
    expect(loader.has('/en/x/')).toBe(false);
    expect(loader.has('/en/x/')).toBe(false);
    status = 200;
    expect((await loader.load('/en/x/')).status).toBe('success');
    expect(f.count(X_URL)).toBe(2);
  });

  it('does not cache a server error (500) either', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response('boom', { status: 500 }) });
    const loader = new PageLoader(f.fetcher);
    expect((await loader.load('/en/x/')).status).toBe('server-error');
    expect((await loader.load('/en/x/')).status).toBe('server-error');
    expect(f.count(X_URL)).toBe(2);
  });

  it('clear() drops the cache so the next load requests again', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response(pageData('/en/x/'), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    await loader.load('/en/x/');
    expect(loader.has('/en/x/')).toBe(true);
    loader.clear();
    expect(loader.has('/en/x/')).toBe(false);
    expect((await loader.load('/en/x/')).status).toBe('success');
    expect(f.count(X_URL)).toBe(2);
  });

  it('requests the home page under "index"', async () => {
    const url = '/page-data/index/page-data.json';
    const f = countingFetcher({ [url]: () => new Response(pageData('/'), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    expect((await loader.load('/')).status).toBe('success');
    expect(f.count(url)).toBe(1);
  });

  it('loadAppData requests /page-data/app-data.json and parses {buildHash}', async () => {
    const url = '/page-data/app-data.json';
    const f = countingFetcher({ [url]: () => new Response(JSON.stringify({ buildHash: 'h123', other: 1 }), { status: 200 }) });
    const loader = new PageLoader(f.fetcher);
    const result = await loader.loadAppData();
    expect(result).toEqual({ status: 'success', data: { buildHash: 'h123' } });
    expect(f.count(url)).toBe(1);
    expect([...f.counts.keys()]).toEqual([url]);
  });

  it('loadAppData shares one request between concurrent callers', async () => {
    const url = '/page-data/app-data.json';
    const f = countingFetcher({ [url]: () => new Response(JSON.stringify({ buildHash: 'h' }), { status: 200 }) });
    f.state.hold = true;
    const loader = new PageLoader(f.fetcher);
    const a = loader.loadAppData();
    const b = loader.loadAppData();
    f.release();
    await Promise.all([a, b]);
    expect(f.count(url)).toBe(1);
  });

  it('loadAppData without a string buildHash is not-found', async () => {
    const url = '/page-data/app-data.json';
    const f = countingFetcher({ [url]: () => new Response(JSON.stringify({ buildHash: 7 }), { status: 200 }) });
    const result = await new PageLoader(f.fetcher).loadAppData();
    expect(result.status).toBe('not-found');
  });

  it.each([
    ['no result', { path: '/en/x/', buildHash: 'a' }],
    ['no render', { path: '/en/x/', buildHash: 'a', result: {} }],
    ['no body', { path: '/en/x/', buildHash: 'a', result: { render: { title: 't' } } }],
    ['a non-string body', { path: '/en/x/', buildHash: 'a', result: { render: { body: 1 } } }],
    ['no path', { buildHash: 'a', result: { render: { body: '<p></p>' } } }],
  ])('page-data with %s counts as not-found', async (_name, json) => {
    const f = countingFetcher({ [X_URL]: () => new Response(JSON.stringify(json), { status: 200 }) });
    const result = await new PageLoader(f.fetcher).load('/en/x/');
    expect(result.status).toBe('not-found');
    expect(f.count(X_URL)).toBe(1);
  });

  it('page-data that is not JSON counts as not-found', async () => {
    const f = countingFetcher({ [X_URL]: () => new Response('<!doctype html><title>x</title>', { status: 200 }) });
    const result = await new PageLoader(f.fetcher).load('/en/x/');
    expect(result.status).toBe('not-found');
  });
});

// ---------------------------------------------------------------------------------------------
// prefetch.ts
// ---------------------------------------------------------------------------------------------

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const HEADLESS_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36';

describe('prefetchAllowed', () => {
  it.each(['2g', 'slow-2g'])('is false on effectiveType %j', (effectiveType) => {
    expect(prefetchAllowed({ userAgent: CHROME_UA, connection: { effectiveType } })).toBe(false);
  });

  it('is false with saveData on (whatever the connection)', () => {
    expect(prefetchAllowed({ userAgent: CHROME_UA, connection: { saveData: true } })).toBe(false);
    expect(prefetchAllowed({ userAgent: CHROME_UA, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  ])('is false for the bot %j', (userAgent) => {
    expect(prefetchAllowed({ userAgent })).toBe(false);
    expect(prefetchAllowed({ userAgent, connection: { effectiveType: '4g', saveData: false } })).toBe(false);
  });

  it('is true for a normal Chrome user agent without connection info', () => {
    expect(prefetchAllowed({ userAgent: CHROME_UA })).toBe(true);
  });

  it('is true for HeadlessChrome (our own test browser)', () => {
    expect(prefetchAllowed({ userAgent: HEADLESS_UA })).toBe(true);
  });

  it.each(['3g', '4g'])('is true on effectiveType %j', (effectiveType) => {
    expect(prefetchAllowed({ userAgent: CHROME_UA, connection: { effectiveType, saveData: false } })).toBe(true);
  });
});

describe('PrefetchQueue', () => {
  it('take() returns at most PREFETCH_BATCH_SIZE (4) paths in FIFO order', () => {
    expect(PREFETCH_BATCH_SIZE).toBe(4);
    const q = new PrefetchQueue();
    for (const p of ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/']) q.add(p);
    expect(q.size).toBe(6);
    expect(q.take()).toEqual(['/a/', '/b/', '/c/', '/d/']);
    expect(q.size).toBe(2);
    expect(q.take()).toEqual(['/e/', '/f/']);
    expect(q.size).toBe(0);
    expect(q.take()).toEqual([]);
  });

  it('stores paths normalised', () => {
    const q = new PrefetchQueue();
    q.add('/en/x');
    q.add('/en/y?q=1#h');
    expect(q.take()).toEqual(['/en/x/', '/en/y/']);
  });

  it('queues a path added twice only once (also as "/a" and "/a/")', () => {
    const q = new PrefetchQueue();
    q.add('/a');
    q.add('/b/');
    q.add('/a/');
    q.add('/a');
    expect(q.size).toBe(2);
    expect(q.take()).toEqual(['/a/', '/b/']);
  });

  it('puts an urgent path at the front', () => {
    const q = new PrefetchQueue();
    q.add('/a/');
    q.add('/b/');
    q.add('/c/', true);
    expect(q.size).toBe(3);
    expect(q.take()).toEqual(['/c/', '/a/', '/b/']);
  });

  it('moves an already-queued path to the front on an urgent add, without duplicating it', () => {
    const q = new PrefetchQueue();
    for (const p of ['/a/', '/b/', '/c/', '/d/', '/e/']) q.add(p);
    q.add('/e', true);
    expect(q.size).toBe(5);
    expect(q.take()).toEqual(['/e/', '/a/', '/b/', '/c/']);
    expect(q.take()).toEqual(['/d/']);
  });

  it('leaves an already-queued path where it is on a non-urgent re-add', () => {
    const q = new PrefetchQueue();
    for (const p of ['/a/', '/b/', '/c/']) q.add(p);
    q.add('/c/');
    expect(q.take()).toEqual(['/a/', '/b/', '/c/']);
  });

  it('an urgent add of the path already at the front changes nothing', () => {
    const q = new PrefetchQueue();
    q.add('/a/');
    q.add('/b/');
    q.add('/a/', true);
    expect(q.take()).toEqual(['/a/', '/b/']);
  });

  it('never queues a path again once it was taken (urgent or not)', () => {
    const q = new PrefetchQueue();
    q.add('/a/');
    q.add('/b/');
    expect(q.take()).toEqual(['/a/', '/b/']);
    q.add('/a/');
    q.add('/a', true);
    q.add('/b/', true);
    expect(q.size).toBe(0);
    expect(q.take()).toEqual([]);
    q.add('/c/');
    expect(q.take()).toEqual(['/c/']);
  });

  it('size reflects the queue after adds and takes', () => {
    const q = new PrefetchQueue();
    expect(q.size).toBe(0);
    q.add('/a/');
    expect(q.size).toBe(1);
    q.add('/a');
    expect(q.size).toBe(1);
    q.add('/b/', true);
    expect(q.size).toBe(2);
    q.take();
    expect(q.size).toBe(0);
  });
});
