import type { MessagePort } from 'node:worker_threads';
import type { DirectTransport } from '../../contract/direct-transport.js';
import { ApiClient } from '../fetch/api-client.js';
import { pageContext, runPageTask, type PageSetup, type PageTask, type PageTaskResult } from './build-page.js';
import { StagingWriter } from '../write/output-files.js';
import type { RenderTaskMessage } from './render-tasks.js';
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

/**
 * The embedded API's direct transport, a way to give another thread a port to it, and, when it
 * runs in a worker thread, a port to a render lane in that thread (start-embedded-api.ts).
 */
export interface DirectApi { direct: DirectTransport; openPort(): MessagePort; openRenderPort?: (() => MessagePort) | undefined }

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

/** Messages a render worker sends (src/publish/pages/render-thread.ts). */
export type WorkerMessage =
  | { type: 'result'; id: number; result: PageTaskResult }
  | { type: 'warning' | 'info'; message: string }
  | { type: 'closed'; requests: number; written: number; linked: number };

type Totals = { requests: number; written: number; linked: number };

/**
 * A render lane other than this thread's: a render worker, or a render lane in the embedded
 * API's own thread (src/publish/pages/render-tasks.ts), reached on a port of its own.
 */
interface Lane {
  post(message: RenderTaskMessage): void;
  pending: Map<number, (result: PageTaskResult) => void>;
  /** Asks the lane to close; resolves with what it did when it has (or after 2 s, when it has not). */
  close(): Promise<Totals>;
}

/**
 * The render pool (spec 9 build performance): one render thread per core, each with the
 * build's setup, its own API client and distributor cache, fetching, validating, rendering,
 * hashing and writing whole pages, so rendering, JSON parsing, hashing and writing use every
 * core instead of one. This thread is one of them: it has loaded React, the templates and zod
 * already (the footer slices, the navigations), and handing out pages and storing manifest
 * entries leaves it mostly idle; a worker of its own in its place loaded all of that a second
 * time (about half a second of CPU per worker, a third of a 1,000-page build's fixed cost).
 * So is the embedded API's thread, when the API runs in one: it serves the pages' requests
 * between its own pages, reaching its handler without a port, and a 2-core machine runs two
 * threads where it ran three (a render worker's start, its second copy of zod and the schemas,
 * and the three threads' contention for two cores: ~10 % of the plain pages' CPU).
 * So `threads` render threads are this one, the API's when there is one, and workers for the rest.
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
  const onMessage = (lane: Lane, done: Totals) => (message: WorkerMessage) => {
    if (message.type === 'result') {
      lane.pending.get(message.id)?.(message.result);
      lane.pending.delete(message.id);
    } else if (message.type === 'closed') Object.assign(done, { requests: message.requests, written: message.written, linked: message.linked });
    else if (message.type === 'warning') options.onWarning(message.message);
    else options.onInfo(message.message);
  };
  const failer = (lane: Lane) => (error: Error) => {
    crashed ??= error;
    for (const resolve of lane.pending.values()) resolve({ kind: 'failed', error: { code: null, message: `a render thread stopped: ${error.message}`, hint: undefined, stack: error.stack } });
    lane.pending.clear();
  };
  // Each lane is sent the build's setup, once, before any page (messages arrive in order).
  const apiLane = (openRenderPort: () => MessagePort): Lane => {
    const port = openRenderPort();
    const done: Totals = { requests: 0, written: 0, linked: 0 };
    // The lane closes its end after `closed` (src/publish/pages/render-tasks.ts); so does the API's thread ending.
    const ended = new Promise<void>((resolve) => port.once('close', resolve));
    const lane: Lane = {
      post: (message) => port.postMessage(message),
      pending: new Map(),
      close: async () => {
        port.postMessage({ type: 'close' });
        // The timer must not hold the process.
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
        port.close();
        return done;
      },
    };
    port.on('message', onMessage(lane, done));
    void ended.then(() => { if (!closing) failer(lane)(new Error('the content API\'s thread stopped before the build ended')); });
    // It calls the API's handler in that thread: no port to the API.
    lane.post({ type: 'setup', setup, concurrency: perWorker });
    return lane;
  };
  const workerLane = (): Lane => {
    const started = options.early?.take() ?? spawnRenderWorker();
    const { worker, exited } = started;
    const done: Totals = { requests: 0, written: 0, linked: 0 };
    const lane: Lane = {
      post: (message) => worker.postMessage(message),
      pending: new Map(),
      close: async () => {
        worker.postMessage({ type: 'close' });
        // A worker that does not stop within 2 s is terminated; the timer must not hold the process.
        setTimeout(() => void worker.terminate(), 2000).unref();
        await exited;
        return done;
      },
    };
    worker.on('message', onMessage(lane, done));
    const fail = failer(lane);
    worker.on('error', fail);
    if (started.failed) fail(started.failed);
    // A worker stopping before close() is a failure, pages in flight or not (a page given to it later would never finish).
    worker.on('exit', (code) => { if (!closing) fail(new Error(`exit code ${code}`)); });
    void exited.then(() => { if (!closing) fail(new Error('it stopped before the build ended')); });
    // With its own port to the embedded API when it is reached without HTTP.
    const apiPort = options.api?.openPort();
    worker.postMessage({ type: 'setup', setup, concurrency: perWorker, apiPort } satisfies RenderTaskMessage, apiPort ? [apiPort] : []);
    return lane;
  };
  const openRenderPort = options.api?.openRenderPort;
  const lanes: Lane[] = Array.from({ length: threads - 1 }, (_, i) => (i === 0 && openRenderPort ? apiLane(openRenderPort) : workerLane()));
  options.early?.dispose(); // started for a lane the API's thread took
  const pagesByThread = Array.from({ length: threads }, () => 0);
  return {
    threads,
    pagesByThread,
    run(task) {
      if (crashed) return Promise.resolve({ kind: 'failed', error: { code: null, message: `a render thread stopped: ${crashed.message}`, hint: undefined, stack: crashed.stack } });
      // The least busy thread (this one first on a tie: its results need no message); the
      // caller keeps the total in flight within the concurrency.
      const lane = lanes.reduce<Lane | null>((a, b) => (b.pending.size < (a ? a.pending.size : ownPending) ? b : a), null);
      if (!lane) {
        pagesByThread[0]!++;
        ownPending++;
        return own.run(task).finally(() => { ownPending--; });
      }
      const id = nextId++;
      pagesByThread[lanes.indexOf(lane) + 1]!++;
      return new Promise((resolve) => {
        lane.pending.set(id, resolve);
        lane.post({ type: 'page', id, task });
      });
    },
    async close() {
      closing = true;
      const totals = await Promise.all(lanes.map((lane) => lane.close()));
      return [...totals, await own.close()].reduce((a, b) => ({ requests: a.requests + b.requests, written: a.written + b.written, linked: a.linked + b.linked }), { requests: 0, written: 0, linked: 0 });
    },
  };
}

export function createPageRunner(setup: PageSetup, options: RunnerOptions): PageRunner {
  const threads = renderThreads(options.pages);
  return threads === 0 ? inThreadRunner(setup, options) : workerPool(setup, threads, options);
}
