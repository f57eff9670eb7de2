// Runs the embedded content API in a worker thread so that `sitegen build` renders on one core
// while SQLite and JSON encoding run on the other.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { startApiServer, type ApiServerOptions, type RunningApi } from './start-api-server.js';
import { SitegenError } from '../src/errors.js';
import { servePort } from './direct-transport.js';

/**
 * Started early (src/build/start-embedded-api.ts, prestartApiThread), the thread loads this code
 * first and gets its options in its first message; otherwise they are its workerData.
 */
const options = (workerData as { waitForOptions?: boolean } | null)?.waitForOptions
  ? await new Promise<ApiServerOptions>((resolve) => parentPort!.once('message', (message: { type: 'start'; options: ApiServerOptions }) => resolve(message.options)))
  : workerData as ApiServerOptions;

let api: RunningApi | undefined;
try {
  api = await startApiServer(options);
} catch (error) {
  // A refusal people can act on (an outdated schema: server/migrations.ts) keeps its code,
  // message and hint across the thread boundary. Any other failure goes as its code and message,
  // not the error object: a class (a database that is not answering) does not survive the trip
  // between threads, and the build names the database from the code. The thread then ends by
  // itself (nothing is open), after the message has gone.
  if (error instanceof SitegenError) parentPort?.postMessage({ refused: { code: error.code, message: error.message, hint: error.hint, details: error.details } });
  else parentPort?.postMessage({ failed: { code: (error as { code?: unknown }).code, message: (error as Error).message ?? String(error) } });
}
if (api) {
  const running = api;
  parentPort?.postMessage({ url: running.url, seeded: running.seeded });
  parentPort?.on('message', (message: { type: 'close' } | { type: 'port'; port: MessagePort }) => {
    if (message.type === 'close') void running.close().then(() => process.exit(0));
    // A port the build reaches the API through without HTTP (server/direct-transport.ts).
    else if (message.type === 'port') servePort(message.port, running.direct);
  });
}
