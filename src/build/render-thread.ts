import { parentPort, type MessagePort } from 'node:worker_threads';
import { portTransport } from '../../server/direct-transport.js';
import { ApiClient } from './api-client.js';
import { pageContext, runPageTask, type PageContext, type PageSetup, type PageTask } from './build-page.js';
import { StagingWriter } from './output-files.js';
import type { WorkerMessage } from './render-pool.js';

/**
 * A render thread of the pool (src/build/render-pool.ts): builds and writes the pages it is
 * given. It may start before the build knows its setup (startRenderWorkers: its code loads
 * meanwhile), so the setup comes as the first message, before any page.
 */
const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);
let apiPort: MessagePort | undefined;
let state: { client: ApiClient; ctx: PageContext; writer: StagingWriter } | null = null;

type Message = { type: 'setup'; setup: PageSetup; concurrency: number; apiPort?: MessagePort | undefined } | { type: 'page'; id: number; task: PageTask } | { type: 'close' };

port.on('message', (message: Message) => {
  if (message.type === 'setup') {
    const { setup, concurrency } = message;
    const client = new ApiClient({
      baseUrl: setup.api.baseUrl, concurrency, timeoutMs: setup.config.timeoutMs, retries: setup.config.retries, token: setup.api.token,
      // The embedded API through this thread's own port, without HTTP (server/direct-transport.ts).
      transport: message.apiPort ? portTransport(message.apiPort) : undefined,
      onRetry: (r) => send({ type: 'info', message: `retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}` }),
    });
    apiPort = message.apiPort;
    state = { client, ctx: pageContext(setup, client, (warning) => send({ type: 'warning', message: warning })), writer: new StagingWriter(setup.staging!.dir, setup.staging!.published) };
    return;
  }
  if (!state) throw new Error(`a render worker got "${message.type}" before the build's setup`);
  const { client, ctx, writer } = state;
  if (message.type === 'close') {
    void client.close().finally(() => {
      apiPort?.close();
      send({ type: 'closed', requests: client.requests, written: writer.written, linked: writer.linked });
      port.close();
    });
    return;
  }
  void runPageTask(message.task, ctx, writer).then((result) => send({ type: 'result', id: message.id, result }));
});
