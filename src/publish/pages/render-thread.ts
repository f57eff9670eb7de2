import { parentPort } from 'node:worker_threads';
import { serveRenderTasks } from './render-tasks.js';

/** A render worker of the pool (src/publish/pages/render-pool.ts): one render lane on its parent port (src/publish/pages/render-tasks.ts). */
serveRenderTasks(parentPort!);
