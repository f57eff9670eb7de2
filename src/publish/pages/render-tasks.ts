import type { MessagePort } from 'node:worker_threads';
import { portTransport, type DirectTransport } from '../../contract/direct-transport.js';
import { ApiClient } from '../fetch/api-client.js';
import { pageContext, runPageTask, type PageContext, type PageSetup, type PageTask } from './build-page.js';
import { StagingWriter } from '../write/output-files.js';
import type { WorkerMessage } from './render-pool.js';

/** What a render lane is sent (src/publish/pages/render-pool.ts): the build's setup once, then pages, then close. */
export type RenderTaskMessage = { type: 'setup'; setup: PageSetup; concurrency: number; apiPort?: MessagePort | undefined } | { type: 'page'; id: number; task: PageTask } | { type: 'close' };

/** A worker's parentPort or a MessagePort: what a render lane is reached through. */
interface Lane {
  on(event: 'message', listener: (message: RenderTaskMessage) => void): unknown;
  postMessage(message: WorkerMessage): void;
  close(): void;
}

/**
 * A render lane of the pool (src/publish/pages/render-pool.ts): builds and writes the pages it is given
 * on `port`. It may start before the build knows its setup (its code loads meanwhile), so the
 * setup comes as the first message, before any page. It reaches the embedded API through the
 * setup's port, or, in the API's own thread, through `local`, which calls its handler there
 * (src/publish/sources/api-worker.ts: each call first lets the thread answer the other lanes' requests). `close`
 * answers `closed` and closes the port: a render worker then ends, the API's thread goes on.
 */
export function serveRenderTasks(port: Lane, local?: DirectTransport): void {
  const send = (message: WorkerMessage) => port.postMessage(message);
  let apiPort: MessagePort | undefined;
  let state: { client: ApiClient; ctx: PageContext; writer: StagingWriter } | null = null;
  port.on('message', (message: RenderTaskMessage) => {
    if (message.type === 'setup') {
      const { setup, concurrency } = message;
      const client = new ApiClient({
        baseUrl: setup.api.baseUrl, concurrency, timeoutMs: setup.config.timeoutMs, retries: setup.config.retries, token: setup.api.token,
        // The embedded API without HTTP (src/contract/direct-transport.ts): in this thread, or through this lane's own port.
        transport: local ?? (message.apiPort ? portTransport(message.apiPort) : undefined),
        onRetry: (r) => send({ type: 'info', message: `retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}` }),
      });
      apiPort = message.apiPort;
      state = { client, ctx: pageContext(setup, client, (warning) => send({ type: 'warning', message: warning })), writer: new StagingWriter(setup.staging!.dir, setup.staging!.published) };
      return;
    }
    if (!state) throw new Error(`a render thread got "${message.type}" before the build's setup`);
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
}
