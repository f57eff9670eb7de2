import { parentPort, workerData } from 'node:worker_threads';

/**
 * The render worker's entry (src/publish/pages/render-pool.ts). Started early and gated
 * (src/publish/pages/start-render-workers.ts), it waits for `go` before loading anything of the build,
 * or ends on `end`.
 * Then zod is told to check with its generic parser before the build's schemas are made, and
 * the thread's code loads (src/publish/pages/render-thread.ts): a schema decides at its creation whether
 * it compiles a parser of its own, and the static imports of a module run before its body, hence
 * this entry of its own. Why generic: see src/cli/build-command.ts, which sets the same in the
 * main thread.
 */
const gated = (workerData as { waitForGo?: boolean } | null)?.waitForGo === true;
const go = !gated || (await new Promise<{ type: string }>((resolve) => parentPort!.once('message', resolve))).type === 'go';
if (go) {
  await import('./zod-jitless.js');
  await import('./render-thread.js');
} else {
  // `end`: the build did not need this thread; it ends having loaded nothing of the build.
  parentPort!.close();
}
