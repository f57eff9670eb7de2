import { CONNECTION_CLOSED, PAGE_DATA_RETRIES, REQUEST_TIMEOUT_MS, RETRY_BACKOFF_MS } from './constants.js';
import { normalizePath, pageDataUrl } from './paths.js';

/** The partial-hydration payload of page-data (src/publish/render/render-page.ts, result.render). */
export interface RenderPayload { title: string; lang: string; theme: string; head: string; body: string; islands: string[] }
/**
 * Page-data as the runtime reads it: the body leaves out the slices named in `slicesMap` (the
 * footer, slice-data/{name}.json), and `staticQueryHashes` names the site data
 * (page-data/sq/d/{hash}.json) — spec 7.
 */
export interface PageData { path: string; buildHash: string; slicesMap?: Record<string, string>; staticQueryHashes?: string[]; result: { render: RenderPayload } }
/** A slice: shared markup of many pages (src/publish/write/shared-page-data.ts). */
export interface SliceData { html: string }
/** The static query data (src/publish/write/shared-page-data.ts). */
export interface StaticQueryData { languages: { locale: string; prefix: string; notFound: string; serverError: string }[] }

export type LoadResult<T> =
  | { status: 'success'; data: T }
  /** 404, or an answer that is not page-data (`unparsable`). */
  | { status: 'not-found'; unparsable?: boolean }
  | { status: 'server-error' }
  | { status: 'error'; message: string };

/** Outcome of one request: final (no retry) or retryable. */
type Attempt<T> = { final: LoadResult<T> } | { retry: string };

export interface FetchLike { (url: string, init?: RequestInit): Promise<Response> }

async function attempt<T>(url: string, fetcher: FetchLike, parse: (text: string) => T | null): Promise<Attempt<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { signal: controller.signal, cache: 'no-cache', headers: { accept: 'application/json' } });
    if (response.status === 404) return { final: { status: 'not-found' } };
    if (response.status === 500) return { final: { status: 'server-error' } };
    if (!response.ok) return { retry: `HTTP ${response.status}` };
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The headers arrived but the stream broke (spec 8): not a page we can show.
      return { final: { status: 'error', message: CONNECTION_CLOSED } };
    }
    const data = parse(text);
    // An unparsable answer shows the 404 page (spec 4 "Page data loading").
    return { final: data === null ? { status: 'not-found', unparsable: true } : { status: 'success', data } };
  } catch (error) {
    return { retry: controller.signal.aborted ? 'timeout' : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One JSON resource with the spec's retry rule: 404 and unparsable → not-found, 500 →
 * server-error, anything else (network, 503, timeouts) retried PAGE_DATA_RETRIES times (four
 * requests in all) and then an error. Never throws.
 */
export async function fetchWithRetry<T>(url: string, parse: (text: string) => T | null, fetcher: FetchLike = fetch, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<LoadResult<T>> {
  let last = '';
  for (let n = 0; n <= PAGE_DATA_RETRIES; n++) {
    if (n > 0) await wait(RETRY_BACKOFF_MS * n);
    const result = await attempt(url, fetcher, parse);
    if ('final' in result) return result.final;
    last = result.retry;
  }
  return { status: 'error', message: last };
}

function parsePageData(text: string): PageData | null {
  try {
    const data = JSON.parse(text) as PageData;
    return typeof data?.path === 'string' && typeof data.result?.render?.body === 'string' ? data : null;
  } catch {
    return null;
  }
}

function parseSlice(text: string): SliceData | null {
  try {
    const data = JSON.parse(text) as { html?: unknown };
    return typeof data?.html === 'string' ? { html: data.html } : null;
  } catch {
    return null;
  }
}

function parseStaticQuery(text: string): StaticQueryData | null {
  try {
    const data = JSON.parse(text) as StaticQueryData;
    return Array.isArray(data?.languages) && data.languages.every((l) => typeof l?.prefix === 'string' && typeof l.notFound === 'string' && typeof l.serverError === 'string') ? data : null;
  } catch {
    return null;
  }
}

function parseAppData(text: string): { buildHash: string } | null {
  try {
    const data = JSON.parse(text) as { buildHash?: unknown };
    return typeof data?.buildHash === 'string' ? { buildHash: data.buildHash } : null;
  } catch {
    return null;
  }
}

/** Page-data by path: in-flight requests shared, successes cached (spec 4). */
export class PageLoader {
  private readonly pages = new Map<string, Promise<LoadResult<PageData>>>();
  private appData: Promise<LoadResult<{ buildHash: string }>> | null = null;
  /** Slices and static query data by URL: the same for many pages, fetched once and kept across navigations. */
  private readonly shared = new Map<string, Promise<LoadResult<SliceData | StaticQueryData>>>();

  constructor(private readonly fetcher: FetchLike = (url, init) => fetch(url, init)) {}

  load(path: string): Promise<LoadResult<PageData>> {
    const key = normalizePath(path);
    let pending = this.pages.get(key);
    if (!pending) {
      pending = fetchWithRetry(pageDataUrl(key), parsePageData, this.fetcher);
      this.pages.set(key, pending);
      // Only successes stay cached: a failure is asked again next time.
      void pending.then((r) => { if (r.status !== 'success' && this.pages.get(key) === pending) this.pages.delete(key); });
    }
    return pending;
  }

  has(path: string): boolean {
    return this.pages.has(normalizePath(path));
  }

  /** A slice (slice-data/{name}.json), same retry rule; kept once loaded. */
  loadSlice(name: string): Promise<LoadResult<SliceData>> {
    return this.loadShared(`/slice-data/${encodeURIComponent(name)}.json`, parseSlice) as Promise<LoadResult<SliceData>>;
  }

  /** Static query data (page-data/sq/d/{hash}.json), same retry rule; kept once loaded. */
  loadStaticQuery(hash: string): Promise<LoadResult<StaticQueryData>> {
    return this.loadShared(`/page-data/sq/d/${encodeURIComponent(hash)}.json`, parseStaticQuery) as Promise<LoadResult<StaticQueryData>>;
  }

  private loadShared(url: string, parse: (text: string) => SliceData | StaticQueryData | null) {
    let pending = this.shared.get(url);
    if (!pending) {
      pending = fetchWithRetry(url, parse, this.fetcher);
      this.shared.set(url, pending);
      void pending.then((r) => { if (r.status !== 'success' && this.shared.get(url) === pending) this.shared.delete(url); });
    }
    return pending;
  }

  /**
   * A page ready to show: its page-data with the slices it names appended to its body. A slice
   * that cannot be had makes the page unshowable (the router then loads it in full).
   */
  async loadPage(path: string): Promise<LoadResult<PageData>> {
    const result = await this.load(path);
    if (result.status !== 'success') return result;
    const names = Object.values(result.data.slicesMap ?? {});
    if (names.length === 0) return result;
    const slices = await Promise.all(names.map((name) => this.loadSlice(name)));
    const failed = slices.find((s) => s.status !== 'success');
    if (failed) return failed.status === 'error' ? failed : { status: 'error', message: `slice of ${normalizePath(path)} missing` };
    const render = result.data.result.render;
    const body = render.body + slices.map((s) => (s as { data: SliceData }).data.html).join('');
    return { status: 'success', data: { ...result.data, result: { ...result.data.result, render: { ...render, body } } } };
  }

  /** app-data.json, same retry rule; concurrent callers share one request. */
  loadAppData(): Promise<LoadResult<{ buildHash: string }>> {
    if (!this.appData) {
      this.appData = fetchWithRetry('/page-data/app-data.json', parseAppData, this.fetcher);
      void this.appData.finally(() => { this.appData = null; });
    }
    return this.appData;
  }

  /** Version mismatch (spec 4): cached page resources are dropped. */
  clear(): void {
    this.pages.clear();
    this.shared.clear();
  }
}
