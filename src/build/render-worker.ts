import { parentPort, workerData } from 'node:worker_threads';
import { ApiClient } from './api-client.js';
import { pageContext, runPageTask, type PageSetup, type PageTask } from './build-page.js';
import { StagingWriter } from './output-files.js';
import type { WorkerMessage } from './render-pool.js';

/** A render thread of the pool (src/build/render-pool.ts): builds and writes the pages it is given. */
const { setup, concurrency } = workerData as { setup: PageSetup; concurrency: number };
const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);
const client = new ApiClient({
  baseUrl: setup.api.baseUrl, concurrency, timeoutMs: setup.config.timeoutMs, retries: setup.config.retries, token: setup.api.token,
  onRetry: (r) => send({ type: 'info', message: `retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}` }),
});
const ctx = pageContext(setup, client, (message) => send({ type: 'warning', message }));
const writer = new StagingWriter(setup.staging!.dir, setup.staging!.published);

port.on('message', (message: { type: 'page'; id: number; task: PageTask } | { type: 'close' }) => {
  if (message.type === 'close') {
    void client.close().finally(() => {
      send({ type: 'closed', requests: client.requests, written: writer.written, linked: writer.linked });
      port.close();
    });
    return;
  }
  void runPageTask(message.task, ctx, writer).then((result) => send({ type: 'result', id: message.id, result }));
});
