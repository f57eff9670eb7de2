import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MessagePort } from 'node:worker_threads';

/** One API request as the build's client sends it: what travels without a socket. */
export interface DirectRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/site/demo/page/12?lang=en`. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The JSON text of a POST. */
  body?: string | undefined;
}

/** The answer the handler wrote: status, headers and the body's text, byte for byte. */
export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Sends one request and resolves with its answer; rejects only when the handler broke off mid-answer. */
export type DirectTransport = (request: DirectRequest) => Promise<DirectAnswer>;

/**
 * Calls the content API's own request handler (the one the HTTP server runs) with a minimal
 * request and response: the same routes, validation, JSON and errors as over loopback HTTP, without
 * the sockets, HTTP parsing and client machinery that cost the embedded build more than the store
 * reads themselves (spec 9 speed). No `accept-encoding` is sent, so answers are never compressed,
 * as the build's HTTP client asks for none either.
 */
/** What the content API serves a request with (server/create-api-handler.ts's ApiHandler). */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, pathname?: string) => Promise<void>;

export function directTransport(handler: RequestHandler): DirectTransport {
  return (request) => new Promise<DirectAnswer>((resolve, reject) => {
    const chunks = request.body === undefined ? [] : [Buffer.from(request.body)];
    const headers: Record<string, string> = { host: '127.0.0.1', ...request.headers };
    if (request.body !== undefined) headers['content-length'] = String(chunks[0]!.length);
    const req = {
      method: request.method,
      url: request.path,
      headers,
      // The per-client limits (forms, sign-in) see the build as a loopback client, as over HTTP.
      socket: { remoteAddress: '127.0.0.1' },
      async *[Symbol.asyncIterator]() { yield* chunks; },
    } as unknown as IncomingMessage;
    let status = 200;
    let sent = false;
    let done = false;
    const answerHeaders: Record<string, string> = {};
    const res = {
      req,
      get headersSent() { return sent; },
      setHeader(name: string, value: string | number) { answerHeaders[name.toLowerCase()] = String(value); },
      writeHead(code: number, more: Record<string, string | number> = {}) {
        status = code;
        for (const [name, value] of Object.entries(more)) answerHeaders[name.toLowerCase()] = String(value);
        sent = true;
      },
      end(payload?: Buffer | string) {
        done = true;
        resolve({ status, headers: answerHeaders, text: payload === undefined ? '' : payload.toString() });
      },
      destroy() {
        done = true;
        reject(Object.assign(new Error('the content API broke off its answer'), { code: 'ECONNRESET' }));
      },
    } as unknown as ServerResponse;
    handler(req, res).then(() => {
      if (!done) reject(Object.assign(new Error('the content API ended without an answer'), { code: 'ECONNRESET' }));
    }, reject);
  });
}

/** What travels on a port between a client and the API (src/publish/sources/api-worker.ts, src/publish/pages/render-worker.ts). */
type PortMessage =
  | { type: 'request'; id: number; request: DirectRequest }
  | { type: 'answer'; id: number; answer?: DirectAnswer; failed?: { code?: unknown; message: string } };

/**
 * Answers the direct requests that arrive on `port` with `direct`: how a render thread, or the
 * build's own thread when the API runs in a worker, reaches the API without HTTP. The port does
 * not keep the process alive: the API's owner decides when it ends.
 */
export function servePort(port: MessagePort, direct: DirectTransport): void {
  port.on('message', (message: PortMessage) => {
    if (message.type !== 'request') return;
    const { id } = message;
    direct(message.request).then(
      (answer) => port.postMessage({ type: 'answer', id, answer }),
      (error: unknown) => port.postMessage({ type: 'answer', id, failed: { code: (error as { code?: unknown }).code, message: (error as Error).message ?? String(error) } }),
    );
  });
  port.unref();
}

/** A transport over a port that servePort answers; it holds the process only while requests are out. */
export function portTransport(port: MessagePort): DirectTransport {
  const pending = new Map<number, { resolve: (answer: DirectAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  port.on('message', (message: PortMessage) => {
    if (message.type !== 'answer') return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) port.unref();
    // Resolved on the next turn of the event loop, not inside this callback: the caller goes on
    // to render its page, and while a port's callbacks run Node keeps draining that port (up to
    // 1,000 messages per wake-up). The build's thread then stayed on its API answers and the
    // render workers' results waited on theirs, so the workers idled (spec 9: every core used).
    if (message.answer) setImmediate(waiting.resolve, message.answer);
    else waiting.reject(Object.assign(new Error(message.failed?.message ?? 'the content API failed'), { code: message.failed?.code }));
  });
  port.once('close', () => {
    for (const waiting of pending.values()) waiting.reject(Object.assign(new Error('the content API stopped'), { code: 'ECONNRESET' }));
    pending.clear();
  });
  port.unref();
  return (request) => new Promise<DirectAnswer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    port.ref();
    port.postMessage({ type: 'request', id, request });
  });
}
