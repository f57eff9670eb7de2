// Runs the embedded content API in a worker thread: `sitegen build` renders in its own thread
// while SQLite and JSON encoding run here, and a build that renders every page renders here too,
// between the API's answers (src/publish/pages/render-pool.ts).
// First, before any schema is made: zod's generic parser, as in the build's other threads
// (src/publish/pages/zod-jitless.ts), since this thread may render pages too.
import '../pages/zod-jitless.js';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { startApiServer, type ApiServerOptions, type RunningApi } from '../../../server/start-api-server.js';
import { SitegenError } from '../../errors.js';
import { servePort, type DirectTransport } from '../../contract/direct-transport.js';

/**
 * Started early (src/publish/sources/start-embedded-api.ts, prestartApiThread), the thread loads this code
 * first and gets its options in its first message; otherwise they are its workerData.
 */
const options = (workerData as { waitForOptions?: boolean } | null)?.waitForOptions
  ? await new Promise<ApiServerOptions>((resolve) => parentPort!.once('message', (message: { type: 'start'; options: ApiServerOptions }) => resolve(message.options)))
  : workerData as ApiServerOptions;

// The build's render code, loaded when asked (`load-render`, even while the API starts): this
// thread is also a render lane of a build that renders every page (src/publish/pages/render-pool.ts), so
// that a 2-core machine runs two threads, not three.
let renderCode: Promise<typeof import('../pages/render-tasks.js')> | undefined;
const loadRenderCode = () => (renderCode ??= import('../pages/render-tasks.js'));
const onLoadRender = (message: { type: string }) => { if (message.type === 'load-render') void loadRenderCode(); };
parentPort?.on('message', onLoadRender);

let api: RunningApi | undefined;
try {
  api = await startApiServer(options);
} catch (error) {
  // A refusal people can act on (an outdated schema: server/migrations.ts) keeps its code,
  // message and hint across the thread boundary. Any other failure goes as its code and message,
  // not the error object: a class (a database that is not answering) does not survive the trip
  // between threads, and the build names the database from the code. The thread then ends by
  // itself (nothing is open), after the message has gone.
  parentPort?.off('message', onLoadRender);
  if (error instanceof SitegenError) parentPort?.postMessage({ refused: { code: error.code, message: error.message, hint: error.hint, details: error.details } });
  else parentPort?.postMessage({ failed: { code: (error as { code?: unknown }).code, message: (error as Error).message ?? String(error) } });
}
if (api) {
  const running = api;
  parentPort?.postMessage({ url: running.url, seeded: running.seeded });
  parentPort?.on('message', (message: { type: 'close' } | { type: 'port' | 'render'; port: MessagePort } | { type: 'load-render' }) => {
    if (message.type === 'close') void running.close().then(() => process.exit(0));
    // A port the build reaches the API through without HTTP (src/contract/direct-transport.ts).
    else if (message.type === 'port') servePort(message.port, running.direct);
    // A render lane on its own port, reaching this API by calling its handler in this thread.
    // Each of its calls waits a turn of the event loop first: answered in this thread, a page's
    // work would otherwise run to its end without one (a list of 321 pages fetches and renders
    // each in turn, and the pages sent together run one after another), while the other render
    // threads' requests wait on their ports (on 600 plain pages the main thread then built 8).
    else if (message.type === 'render') {
      const { direct } = running;
      const local: DirectTransport = (request) => new Promise((resolve) => setImmediate(resolve)).then(() => direct(request));
      void loadRenderCode().then(({ serveRenderTasks }) => serveRenderTasks(message.port, local));
    }
  });
}
