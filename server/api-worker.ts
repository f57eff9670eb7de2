// Runs the embedded content API in a worker thread so that `sitegen build` renders on one core
// while SQLite and JSON encoding run on the other.
import { parentPort, workerData } from 'node:worker_threads';
import { startApiServer, type ApiServerOptions } from './start-api-server.js';

const api = await startApiServer(workerData as ApiServerOptions);
parentPort?.postMessage({ url: api.url, seeded: api.seeded });
parentPort?.on('message', (message: { type: string }) => {
  if (message.type === 'close') void api.close().then(() => process.exit(0));
});
