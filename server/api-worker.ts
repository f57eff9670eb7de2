// Runs the embedded content API in a worker thread so that `sitegen build` renders on one core
// while SQLite and JSON encoding run on the other.
import { parentPort, workerData } from 'node:worker_threads';
import { startApiServer, type ApiServerOptions } from './start-api-server.js';

try {
  const api = await startApiServer(workerData as ApiServerOptions);
  parentPort?.postMessage({ url: api.url, seeded: api.seeded });
  parentPort?.on('message', (message: { type: string }) => {
    if (message.type === 'close') void api.close().then(() => process.exit(0));
  });
} catch (error) {
  // Its code and message, not the error object: a class (a database that is not answering) does
  // not survive the trip between threads, and the build names the database from the code. The
  // thread then ends by itself (the server closed what it had opened).
  parentPort?.postMessage({ failed: { code: (error as { code?: unknown }).code, message: (error as Error).message ?? String(error) } });
}
