import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyDecision =
  | { action: 'pass' }
  /** Forward, then rewrite the JSON answer. */
  | { action: 'transform'; transform: (json: any) => unknown }
  | { action: 'respond'; status: number; body?: string; headers?: Record<string, string> }
  /** Drop the connection without an answer. */
  | { action: 'destroy' }
  /** Forward, send the headers and the first half of the body, then drop the connection. */
  | { action: 'truncate' }
  /** Forward, send the headers and the first half of the body, then send nothing more (the connection stays open). */
  | { action: 'stall' }
  /** Forward, and answer only `ms` after the whole answer arrived (a slow but healthy server). */
  | { action: 'delay'; ms: number };

/**
 * A real HTTP server in front of the real content API that misbehaves on demand: the faults
 * (5xx, dropped connections, malformed JSON) a healthy server cannot be made to produce.
 */
export async function startFaultyProxy(target: string, decide: (req: IncomingMessage, count: number) => ProxyDecision) {
  let count = 0;
  const requests: string[] = [];
  const state: { onRequest?: (req: IncomingMessage) => void } = {};
  const server = createServer((req, res: ServerResponse) => {
    count++;
    state.onRequest?.(req);
    requests.push(`${req.method} ${req.url}`);
    const decision = decide(req, count);
    if (decision.action === 'destroy') {
      req.socket.destroy();
      return;
    }
    if (decision.action === 'respond') {
      res.writeHead(decision.status, { 'content-type': 'application/json', ...decision.headers }).end(decision.body ?? '');
      return;
    }
    // The body is read and reshaped here (halved, transformed): asked for as it is, uncompressed.
    const upstream = httpRequest(target + req.url, { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        let body = Buffer.concat(chunks);
        if (decision.action === 'transform' && (up.statusCode ?? 500) < 300) {
          body = Buffer.from(JSON.stringify(decision.transform(JSON.parse(body.toString('utf8')))));
        }
        if (decision.action === 'stall') {
          res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? 'application/json', 'content-length': body.length });
          res.write(body.subarray(0, Math.floor(body.length / 2)));
          return;
        }
        if (decision.action === 'truncate') {
          res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? 'application/json', 'content-length': body.length });
          res.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => res.socket?.destroy(), 50));
          return;
        }
        const answer = () => res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? 'application/json', 'content-length': body.length }).end(body);
        if (decision.action === 'delay') setTimeout(answer, decision.ms);
        else answer();
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get count() { return count; },
    set onRequest(fn: (req: IncomingMessage) => void) { state.onRequest = fn; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
