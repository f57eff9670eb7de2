import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server standing in for a CRM: it records every request (headers and the body's
 * exact text) and answers what `answer` says for the n-th request (default 200), after `delayMs`.
 */
export interface WebhookCall { headers: IncomingMessage['headers']; body: string; at: number }

export async function startWebhookReceiver(options: { answer?: (call: WebhookCall, n: number) => number; delayMs?: number } = {}) {
  const calls: WebhookCall[] = [];
  let answered = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      calls.push(call);
      const status = options.answer?.(call, calls.length) ?? 200;
      setTimeout(() => { answered++; res.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"ok":true}' : '{"error":"refused"}'); }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    calls,
    /** How many calls have had their answer. */
    answered: () => answered,
    async waitFor(predicate: (calls: WebhookCall[]) => boolean, timeoutMs = 20_000, what = 'the webhook calls expected'): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(calls)) {
        if (Date.now() > deadline) throw new Error(`${what} did not arrive within ${timeoutMs} ms (${calls.length} calls)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
