import type { MessagePort, Worker } from 'node:worker_threads';
import type { DirectTransport } from '../../server/direct-transport.js';
import { ApiClient } from './api-client.js';
import { pageContext, runPageTask, type PageSetup, type PageTask, type PageTaskResult } from './build-page.js';
import { StagingWriter } from './output-files.js';
import { renderThreads, spawnRenderWorker, type EarlyWorkers } from './start-render-workers.js';

export { renderThreads, startRenderWorkers, type EarlyWorkers } from './start-render-workers.js';

/** Runs page tasks (fetch, validate, render, hash, write) and says how many API requests that took. */
export interface PageRunner {
  readonly threads: number;
  /** Pages each render thread was given so far, this one first (one entry without a pool). */
  readonly pagesByThread: number[];
  run(task: PageTask): Promise<PageTaskResult>;
  close(): Promise<{ requests: number; written: number; linked: number }>;
}

export interface RunnerOptions {
  onWarning: (message: string) => void;
  onInfo: (message: string) => void;
  /** How many pages there are to render: a handful is not worth starting threads for. */
  pages: number;
  /** Render workers started early (startRenderWorkers), taken before any new one is started. */
  early?: EarlyWorkers | undefined;
  /** The embedded API without HTTP: called directly in this thread, through a port of their own in workers. */
  api?: DirectApi | undefined;
}

/** The embedded API's direct transport and a way to give another thread a port to it (start-embedded-api.ts). */
export interface DirectApi { direct: DirectTransport; openPort(): MessagePort }

function clientOf(setup: PageSetup, concurrency: number, onInfo: (message: string) => void, transport?: DirectTransport): ApiClient {
  const { config, api } = setup;
  return new ApiClient({
    baseUrl: api.baseUrl, concurrency, timeoutMs: config.timeoutMs, retries: config.retries, token: api.token, transport,
    onRetry: (r) => onInfo(`retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}`),
  });
}

/** Pages built in this thread: the same code the workers run, used from source, for a few pages, or with SITEGEN_RENDER_THREADS=0. */
function inThreadRunner(setup: PageSetup, options: RunnerOptions, concurrency = setup.config.concurrency): PageRunner {
  const client = clientOf(setup, concurrency, options.onInfo, options.api?.direct);
  const ctx = pageContext(setup, client, options.onWarning);
  const writer = new StagingWriter(setup.staging!.dir, setup.staging!.published);
  const pagesByThread = [0];
  return {
    threads: 0,
    pagesByThread,
    run: (task) => { pagesByThread[0]!++; return runPageTask(task, ctx, writer); },
    close: async () => {
      await client.close();
      return { requests: client.requests, written: writer.written, linked: writer.linked };
    },
  };
}

/** Messages a render worker sends (src/build/render-thread.ts). */
export type WorkerMessage =
  | { type: 'result'; id: number; result: PageTaskResult }
  | { type: 'warning' | 'info'; message: string }
  | { type: 'closed'; requests: number; written: number; linked: number };

interface PoolWorker { worker: Worker; pending: Map<number, (result: PageTaskResult) => void>; exited: Promise<void> }

/**
 * The render pool (spec 9 build performance): one render thread per core, each with the
 * build's setup, its own API client and distributor cache, fetching, validating, rendering,
 * hashing and writing whole pages, so rendering, JSON parsing, hashing and writing use every
 * core instead of one. This thread is one of them: it has loaded React, the templates and zod
 * already (the footer slices, the navigations), and handing out pages and storing manifest
 * entries leaves it mostly idle; a worker of its own in its place loaded all of that a second
 * time (about half a second of CPU per worker, a third of a 1,000-page build's fixed cost).
 * So `threads` render threads are `threads - 1` workers and this one.
 * Each takes at most its share of the build's request concurrency at once, so the work in
 * flight, and the bytes waiting to be written, stay bounded.
 *
 * Plain node:worker_threads rather than a pool library: tasks are many small async jobs per
 * worker over a per-build context sent once, which is the few lines below.
 */
function workerPool(setup: PageSetup, threads: number, options: RunnerOptions): PageRunner {
  const perWorker = Math.max(1, Math.ceil(setup.config.concurrency / threads));
  let nextId = 0;
  let crashed: Error | null = null;
  let closing = false;
  // This thread's lane: the same runner a build without workers uses, with its share of the concurrency.
  const own = inThreadRunner(setup, options, perWorker);
  let ownPending = 0;
  const workers: PoolWorker[] = Array.from({ length: threads - 1 }, () => {
    const started = options.early?.take() ?? spawnRenderWorker();
    const { worker, exited } = started;
    // The build's setup, once, before any page (messages arrive in order), with the worker's own
    // port to the embedded API when it is reached without HTTP.
    const apiPort = options.api?.openPort();
    worker.postMessage({ type: 'setup', setup, concurrency: perWorker, apiPort }, apiPort ? [apiPort] : []);
    const pool: PoolWorker = { worker, pending: new Map(), exited };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'result') {
        pool.pending.get(message.id)?.(message.result);
        pool.pending.delete(message.id);
      } else if (message.type === 'warning') options.onWarning(message.message);
      else if (message.type === 'info') options.onInfo(message.message);
    });
    const fail = (error: Error) => {
      crashed ??= error;
      for (const resolve of pool.pending.values()) resolve({ kind: 'failed', error: { code: null, message: `a render thread stopped: ${error.message}`, hint: undefined, stack: error.stack } });
      pool.pending.clear();
    };
    worker.on('error', fail);
    if (started.failed) fail(started.failed);
    // A worker stopping before close() is a failure, pages in flight or not (a page given to it later would never finish).
    worker.on('exit', (code) => { if (!closing) fail(new Error(`exit code ${code}`)); });
    void exited.then(() => { if (!closing) fail(new Error('it stopped before the build ended')); });
    return pool;
  });
  const pagesByThread = Array.from({ length: threads }, () => 0);
  return {
    threads,
    pagesByThread,
    run(task) {
      if (crashed) return Promise.resolve({ kind: 'failed', error: { code: null, message: `a render thread stopped: ${crashed.message}`, hint: undefined, stack: crashed.stack } });
      // The least busy thread (this one first on a tie: its results need no message); the
      // caller keeps the total in flight within the concurrency.
      const pool = workers.reduce<PoolWorker | null>((a, b) => (b.pending.size < (a ? a.pending.size : ownPending) ? b : a), null);
      if (!pool) {
        pagesByThread[0]!++;
        ownPending++;
        return own.run(task).finally(() => { ownPending--; });
      }
      const id = nextId++;
      pagesByThread[workers.indexOf(pool) + 1]!++;
      return new Promise((resolve) => {
        pool.pending.set(id, resolve);
        pool.worker.postMessage({ type: 'page', id, task });
      });
    },
    async close() {
      closing = true;
      const totals = await Promise.all(workers.map(({ worker, exited }) => new Promise<{ requests: number; written: number; linked: number }>((resolve) => {
        const done = { requests: 0, written: 0, linked: 0 };
        worker.on('message', (message: WorkerMessage) => { if (message.type === 'closed') Object.assign(done, { requests: message.requests, written: message.written, linked: message.linked }); });
        void exited.then(() => resolve(done));
        worker.postMessage({ type: 'close' });
        // A worker that does not stop within 2 s is terminated; the timer must not hold the process.
        setTimeout(() => void worker.terminate(), 2000).unref();
      })));
      return [...totals, await own.close()].reduce((a, b) => ({ requests: a.requests + b.requests, written: a.written + b.written, linked: a.linked + b.linked }), { requests: 0, written: 0, linked: 0 });
    },
  };
}

export function createPageRunner(setup: PageSetup, options: RunnerOptions): PageRunner {
  const threads = renderThreads(options.pages);
  return threads === 0 ? inThreadRunner(setup, options) : workerPool(setup, threads, options);
}
