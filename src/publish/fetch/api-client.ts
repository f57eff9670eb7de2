import pLimit, { type LimitFunction } from 'p-limit';
import type { Agent } from 'undici';
import type * as z from 'zod';
import { ApiRequestError, SitegenError } from '../../errors.js';
import type { DirectTransport } from '../../contract/direct-transport.js';

export interface ApiClientOptions {
  baseUrl: string;
  concurrency: number;
  timeoutMs: number;
  /** Retries after the first attempt, on network errors, 429 and 5xx (issue: at most 3). */
  retries: number;
  /** Base of the exponential backoff; attempt n waits base * 2^(n-1) ms (plus Retry-After). */
  backoffMs?: number;
  token?: string | undefined;
  /** Called before each retry, for the build log. */
  onRetry?: (info: { method: string; url: string; attempt: number; waitMs: number; reason: string }) => void;
  /**
   * The embedded API's handler without loopback HTTP (src/contract/direct-transport.ts). Its answers
   * go through the same timeout, retries, JSON parsing and contract validation as HTTP ones.
   */
  transport?: DirectTransport | undefined;
}

/** Longest Retry-After we honour; a server asking for more is treated as down. */
const MAX_RETRY_AFTER_MS = 30_000;

function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The direct transport's answer, or the same TimeoutError an HTTP request's AbortSignal.timeout gives. */
function withTimeout<T>(answer: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The builder's only door to the content API: JSON over undici with keep-alive, a timeout per
 * request, and retries with exponential backoff on network errors, 429 and 5xx (honouring
 * Retry-After). Every failure becomes an ApiRequestError naming method, URL and status.
 */
export class ApiClient {
  private undici: Promise<{ agent: Agent; request: typeof import('undici').request }> | undefined;
  private agent: Promise<Agent> | undefined;
  readonly baseUrl: string;
  requests = 0;
  /**
   * At most `concurrency` requests on the wire, one per connection. Callers may ask for many at
   * once (a page's distributors, a list's pages, the build's pages); the rest wait here, before
   * their timeout starts, so a request times out only when the API is slow to answer IT, never
   * because it waited its turn behind others (the configured timeout is per request, docs/commands.md).
   */
  private readonly slots: LimitFunction;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.slots = pLimit(options.concurrency);
  }

  /** The configured number of requests at once (what fan-outs in the build bound themselves to). */
  get concurrency(): number {
    return this.options.concurrency;
  }

  async close(): Promise<void> {
    await (await this.agent)?.close();
  }

  /**
   * undici, loaded on the first request that goes over HTTP (`--api <url>`, or
   * SITEGEN_API_TRANSPORT=http): a build over its embedded API reaches it directly and never
   * pays undici's load (a large share of a one-path rebuild's start, spec 9; docs/benchmarks.md).
   */
  private http(): Promise<{ agent: Agent; request: typeof import('undici').request }> {
    this.undici ??= import('undici').then((loaded) => {
      // Compiled into dist/ (scripts/compile.js), undici is CommonJS behind a default export.
      const { Agent: UndiciAgent, request } = ((loaded as { default?: unknown }).default ?? loaded) as typeof loaded;
      return { agent: new UndiciAgent({ connections: this.options.concurrency, keepAliveTimeout: 10_000, pipelining: 1 }), request };
    });
    this.agent ??= this.undici.then((loaded) => loaded.agent);
    return this.undici;
  }

  get<T>(path: string, schema: z.ZodType<T>, what: string): Promise<T> {
    return this.call('GET', path, undefined, schema, what);
  }

  post<T>(path: string, body: unknown, schema: z.ZodType<T>, what: string, headers: Record<string, string> = {}): Promise<T> {
    return this.call('POST', path, body, schema, what, headers);
  }

  /** Fetches JSON without validating it (the caller validates, naming the page). */
  raw(path: string, what: string): Promise<unknown> {
    return this.call('GET', path, undefined, null, what);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body: unknown, schema: z.ZodType<T> | null, what: string, headers: Record<string, string> = {}): Promise<T> {
    const url = this.baseUrl + path;
    const { retries, timeoutMs, backoffMs = 200 } = this.options;
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      let wait = backoffMs * 2 ** attempt;
      // The status counts only once the whole answer arrived: an answer that stalls or breaks
      // after its headers is a network failure (retried as one, reported with a network hint),
      // not a "200" whose content is at fault.
      let status: number | null = null;
      const seen = { headersStatus: null as number | null };
      let networkHint: string | null = null;
      let cause: unknown;
      try {
        // The slot is held from sending to the last byte of the answer, and the timeout runs
        // only inside it; a retry's backoff below waits outside it.
        const { response, text } = await this.slots(async () => {
          this.requests++;
          // The same request whichever way it goes (direct to the embedded API, or over HTTP).
          const sent = {
            headers: {
              accept: 'application/json',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
              ...headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
          if (this.options.transport) {
            const answer = await withTimeout(this.options.transport({ method, path, ...sent }), timeoutMs);
            seen.headersStatus = answer.status;
            return { response: { statusCode: answer.status, headers: answer.headers as Record<string, string | string[] | undefined> }, text: answer.text };
          }
          const { agent, request } = await this.http();
          const answer = await request(url, { method, dispatcher: agent, ...sent, signal: AbortSignal.timeout(timeoutMs) });
          seen.headersStatus = answer.statusCode;
          return { response: answer, text: await answer.body.text() };
        });
        const headersStatus = response.statusCode;
        status = headersStatus;
        if (status >= 200 && status < 300) {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch (error) {
            throw new ApiRequestError(method, url, status, `the answer for ${what} is not JSON (${text.slice(0, 80)})`,
              'Check that --api points to a sitegen content API (it must answer JSON).', { cause: error });
          }
          if (!schema) return json as T;
          const parsed = schema.safeParse(json);
          if (parsed.success) return parsed.data;
          const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
          throw new ApiRequestError(method, url, status, `the ${what} does not match the contract: ${problems}`,
            'The content API must answer the shapes of CONTRACT.md; fix the server or the content.');
        }
        const message = errorMessage(text);
        if (status !== 429 && status < 500) {
          throw new ApiRequestError(method, url, status, message ?? `request for ${what} refused`, hintFor(status));
        }
        reason = `${status}${message ? ` ${message}` : ''}`;
        const after = retryAfterMs(response.headers['retry-after']);
        if (after !== null) {
          if (after > MAX_RETRY_AFTER_MS) {
            throw new ApiRequestError(method, url, status, `asked to retry after ${Math.round(after / 1000)} s`, 'The content API is overloaded or down for maintenance; build again later.');
          }
          wait = Math.max(wait, after);
        }
      } catch (error) {
        if (error instanceof SitegenError) throw error;
        cause = error;
        ({ reason, hint: networkHint } = networkFailure(error, timeoutMs, seen.headersStatus, this.baseUrl));
      }
      if (attempt >= retries) {
        throw new ApiRequestError(method, url, status, `${reason} (after ${attempt + 1} ${attempt === 0 ? 'attempt' : 'attempts'})`,
          status === null
            ? networkHint ?? `Is the content API running at ${this.baseUrl}? Start it with \`sitegen api\`, or build without --api to use the embedded one.`
            : 'The content API is failing; check its log and build again. output/ was left as it was.',
          { cause });
      }
      this.options.onRetry?.({ method, url, attempt: attempt + 1, waitMs: wait, reason });
      await sleep(wait);
    }
  }
}

function errorMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } };
    return body.error?.message ?? null;
  } catch {
    return text ? text.slice(0, 120) : null;
  }
}

function hintFor(status: number): string {
  if (status === 401 || status === 403) return 'Check the API token (SITEGEN_TOKEN) and its role.';
  if (status === 404) return 'Check the site slug (--site) and that the page is published.';
  return 'The request was refused; check the site settings and the content API version.';
}

/**
 * What went wrong on the wire, and what to try. `headersStatus` is set when the answer had begun
 * (its headers arrived) before it stalled or broke.
 */
function networkFailure(error: unknown, timeoutMs: number, headersStatus: number | null, baseUrl: string): { reason: string; hint: string | null } {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  const timedOut = e?.name === 'TimeoutError' || e?.name === 'AbortError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
  const slow = `check the network and any proxy between here and ${baseUrl}, and that the API is not overloaded; or allow more time with --timeout (now ${timeoutMs} ms).`;
  if (timedOut && headersStatus !== null) {
    return { reason: `the answer stalled after its headers (status ${headersStatus}), incomplete after ${timeoutMs} ms`, hint: `The content API at ${baseUrl} began answering, then sent nothing more: ${slow}` };
  }
  if (timedOut) return { reason: `no answer within ${timeoutMs} ms`, hint: `The content API at ${baseUrl} did not answer in time: ${slow}` };
  const midAnswer = headersStatus === null ? '' : ` mid-answer (status ${headersStatus})`;
  if (code === 'ECONNREFUSED') return { reason: 'connection refused', hint: null };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return { reason: `connection closed by the server${midAnswer}`, hint: null };
  return { reason: `${e?.message ?? String(error)}${midAnswer}`, hint: null };
}
