import { CONNECTION_CLOSED, PAGE_DATA_RETRIES, REQUEST_TIMEOUT_MS, RETRY_BACKOFF_MS } from './constants.js';
import { normalizePath, pageDataUrl } from './paths.js';

/** The partial-hydration payload of page-data (src/build/render-page.ts, result.render). */
export interface RenderPayload { title: string; lang: string; theme: string; head: string; body: string; islands: string[] }
export interface PageData { path: string; buildHash: string; result: { render: RenderPayload } }

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
  }
}
