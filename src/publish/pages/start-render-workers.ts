import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SettingsError } from '../../errors.js';
import { packageRoot } from '../manifest/code-hash.js';

// The render threads' start, apart from the pool (src/publish/pages/render-pool.ts) so that bin/sitegen.js
// can start them before it loads the CLI (compiled as dist/start-render-workers.js): this file
// loads nothing of the build pipeline.

/** Below this many pages, starting the workers (each loads React and the templates) costs more than it saves. */
const POOL_MIN_PAGES = 64;

/**
 * How many render threads, this one included: SITEGEN_RENDER_THREADS when set (0 renders in
 * this thread without a pool, as the tests of identical output compare), else one per core. From source (the tests' own imports)
 * there is no compiled worker file, so pages render in this thread.
 */
export function renderThreads(pages: number): number {
  const set = process.env.SITEGEN_RENDER_THREADS;
  if (set !== undefined && set !== '') {
    if (!/^\d+$/.test(set) || Number(set) > 64) throw new SettingsError([{ origin: { kind: 'env', variable: 'SITEGEN_RENDER_THREADS' }, got: set, allows: 'a whole number of threads from 0 (render in the main thread) to 64' }]);
    return Number(set);
  }
  if (process.env.SITEGEN_COMPILED !== '1' || pages < POOL_MIN_PAGES) return 0;
  return availableParallelism();
}

/** A render worker thread, loading its code until it is given the build's setup (render-thread.ts). */
export interface StartedWorker { worker: Worker; exited: Promise<void>; failed: Error | null }

/** `gated`: the thread starts (Node's own start-up in it) but loads the build's code only on a `go` message (EarlyWorkers.go). */
export function spawnRenderWorker(gated = false): StartedWorker {
  const worker = new Worker(join(packageRoot(), 'dist', 'render-worker.js'), gated ? { workerData: { waitForGo: true } } : {});
  // Remembered from the start: a worker that stopped early must not leave close() waiting for an exit already past.
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const started: StartedWorker = { worker, exited, failed: null };
  // Until a pool takes it, an error is kept (an 'error' event with no listener would throw).
  worker.on('error', (error) => { started.failed ??= error; });
  return started;
}

/**
 * Render workers started before the build knows its pages (spec 9 build performance): a worker
 * spends its first couple of hundred milliseconds starting Node in the thread and loading React,
 * zod and the templates, which otherwise begin only when the pages stage does.
 * - bin/sitegen.js starts them with the process for a build of the whole site (none for
 *   `--path`), gated: Node starts in each thread while this one loads the CLI. The build command
 *   says `go` as soon as it knows the build renders every page (no previous output, or one of
 *   other code: src/publish/manifest/previous-build.ts), before it loads the build pipeline, and ends them
 *   otherwise: an up-to-date site pays for the threads' start, not for their loading.
 * - Otherwise the build starts them (ungated) when it knows, and they load while this thread
 *   connects, fetches the site and checks the previous output.
 * Until a pool takes one they do not hold the process (a refused option, `build --help`).
 * `dispose()` ends those no pool took (the output was up to date, a few pages rendered here, the
 * build failed).
 */
export interface EarlyWorkers {
  take(): StartedWorker | undefined;
  /** Lets gated workers load the build's code (once; a worker taken is let go first). */
  go(): void;
  dispose(): void;
}

/** `besides`: render lanes other than this thread's that need no worker (the embedded API's thread renders too, src/publish/pages/render-pool.ts). */
export function startRenderWorkers(options: { gated?: boolean; besides?: number } = {}): EarlyWorkers {
  const count = process.env.SITEGEN_COMPILED === '1' ? renderThreads(Number.MAX_SAFE_INTEGER) - 1 - (options.besides ?? 0) : 0;
  const started = Array.from({ length: Math.max(0, count) }, () => {
    const one = { ...spawnRenderWorker(options.gated), waiting: options.gated === true };
    one.worker.unref();
    return one;
  });
  const go = (one: (typeof started)[number]) => {
    if (!one.waiting) return;
    one.waiting = false;
    one.worker.postMessage({ type: 'go' });
  };
  return {
    take: () => {
      const one = started.shift();
      if (!one) return undefined;
      go(one);
      one.worker.ref();
      return one;
    },
    go: () => { for (const one of started) go(one); },
    // A gated worker still waiting ends by itself (it loaded nothing); any other is stopped.
    dispose: () => {
      for (const one of started.splice(0)) {
        if (one.waiting) one.worker.postMessage({ type: 'end' });
        else void one.worker.terminate();
      }
    },
  };
}
