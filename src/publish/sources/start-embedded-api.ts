import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '../../contract/error-catalogue.js';
import { SitegenError } from '../../errors.js';
import { packageRoot } from '../manifest/code-hash.js';
import type { ApiServerOptions } from '../../../server/start-api-server.js';
import { portTransport, servePort, type DirectTransport } from '../../contract/direct-transport.js';
import { describeLocation, unavailableReason } from '../../../server/sql/describe-location.js';

/**
 * A database that does not answer (PostgreSQL down or out of reach) is named, password hidden;
 * the build stops before writing anything, so output/ stays as it was (DESIGN 3: a failed build
 * leaves the previous site intact).
 */
function databaseDown(dbFile: string, message: string, cause?: unknown): SitegenError {
  return new SitegenError('DATABASE_UNAVAILABLE', `The embedded content API could not start: its database ${describeLocation(dbFile)} is not answering (${unavailableReason(message)}).`,
    'Check that PostgreSQL is running and reachable at that address (host, port, database, credentials), then build again; output/ was left as it was.', { cause });
}

export interface EmbeddedApi {
  url: string;
  seeded: boolean;
  /**
   * May read drafts (an editor-only read, spec 6) on this API, for this process only: made at
   * start, never stored or printed. `sitegen preview` reads the drafts it shows with it.
   */
  readerToken: string;
  /**
   * The API's request handler without loopback HTTP: called in this thread, or over the worker's
   * message port (src/contract/direct-transport.ts). Same answers, byte for byte.
   */
  direct: DirectTransport;
  /** A port to the API for another thread (a render worker): portTransport(port) there. */
  openPort(): MessagePort;
  /**
   * When the API runs in a worker thread: a port to a render lane in that same thread
   * (src/publish/pages/render-tasks.ts), which reaches the API by calling its handler directly.
   */
  openRenderPort?: () => MessagePort;
  close(): Promise<void>;
}

/**
 * The embedded API's worker thread, started before the CLI knows its settings: it loads its code
 * (the server, SQLite's driver, zod) while the main thread loads the CLI and the build pipeline,
 * and waits for its options (startEmbeddedApi). A one-path rebuild's start-up is most of its time
 * (spec 9: a one-path rebuild in 0.35 s); bin/sitegen.js starts this first for a build over the
 * embedded API.
 */
export interface ApiThread {
  worker: Worker;
  /** Settles when the thread fails or ends before it was taken (an error, or its exit code). */
  ended: Promise<Error | number>;
  /** Starts loading the build's render code in the thread (a build that renders every page renders there too), even while the API starts. */
  loadRender(): void;
}

/** Starts the API's thread without its options; unreferenced until taken, so an unused one never holds the process. */
export function prestartApiThread(): ApiThread {
  const worker = new Worker(join(packageRoot(), 'dist', 'api-worker.js'), { workerData: { waitForOptions: true } });
  worker.unref();
  return { worker, ended: endOf(worker), loadRender: () => worker.postMessage({ type: 'load-render' }) };
}

/** The thread's error or exit, listened to from its start (an event before anyone waits for it is not lost). */
function endOf(worker: Worker): Promise<Error | number> {
  return new Promise((resolve) => {
    worker.once('error', resolve);
    worker.once('exit', resolve);
  });
}

/**
 * Starts the embedded content API on an ephemeral 127.0.0.1 port. From the compiled CLI it runs
 * in a worker thread (SQLite and JSON on the second core while this one renders): `thread` when
 * one was started early (prestartApiThread), else a new one. From source (tests) it runs in this
 * thread.
 */
export async function startEmbeddedApi(options: { dbFile: string; school: string; seedDay?: string | undefined; images?: ApiServerOptions['images']; searchCatchUp?: boolean; trustProxy?: string }, thread?: ApiThread): Promise<EmbeddedApi> {
  const readerToken = `sg_reader_${randomBytes(32).toString('base64url')}`;
  const workerData: ApiServerOptions = {
    dbFile: options.dbFile, host: '127.0.0.1', port: 0, seedIfEmpty: true, school: options.school, images: options.images, readerToken,
    ...(options.seedDay ? { seedDay: options.seedDay } : {}),
    ...(options.searchCatchUp === false ? { searchCatchUp: false } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  };
  if (!thread && (process.env.SITEGEN_COMPILED !== '1' || process.env.SITEGEN_API_IN_PROCESS === '1')) {
    const { startApiServer } = await import('../../../server/start-api-server.js');
    const api = await startApiServer(workerData).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === 'DATABASE_UNAVAILABLE' ? databaseDown(options.dbFile, (error as Error).message, error) : error;
    });
    const openPort = () => {
      const { port1, port2 } = new MessageChannel();
      servePort(port1, api.direct);
      return port2;
    };
    return { url: api.url, seeded: api.seeded, readerToken, direct: api.direct, openPort, close: () => api.close() };
  }
  let worker: Worker;
  let ended: Promise<Error | number>;
  if (thread) {
    ({ worker, ended } = thread);
    worker.ref();
    worker.postMessage({ type: 'start', options: workerData });
  } else {
    worker = new Worker(join(packageRoot(), 'dist', 'api-worker.js'), { workerData });
    ended = endOf(worker);
  }
  type Refused = { code: ErrorCode; message: string; hint?: string; details?: Record<string, unknown> };
  const started = await new Promise<{ url: string; seeded: boolean }>((resolve, reject) => {
    const failed = (error: Error) => new SitegenError('API_START_FAILED', `The embedded content API could not start over ${describeLocation(options.dbFile)}: ${error.message}`,
      'Check that the folder is writable and the file is a sitegen database (or delete it to re-seed).', { cause: error });
    void ended.then((end) => reject(typeof end === 'number'
      ? new SitegenError('API_START_FAILED', `The embedded content API stopped during start-up (exit ${end}).`, 'Run with --verbose for details.')
      : failed(end)));
    worker.once('message', (message: { url: string; seeded: boolean } | { refused: Refused } | { failed: { code?: unknown; message: string } }) => {
      if ('refused' in message) {
        const { code, message: text, hint, details } = message.refused;
        if (code === 'DATABASE_UNAVAILABLE') return reject(databaseDown(options.dbFile, text));
        const error = new SitegenError(code, text, hint);
        if (details) error.details = details;
        return reject(error);
      }
      if (!('failed' in message)) return resolve(message);
      reject(message.failed.code === 'DATABASE_UNAVAILABLE'
        ? databaseDown(options.dbFile, message.failed.message)
        : new SitegenError('API_START_FAILED', `The embedded content API could not start over ${describeLocation(options.dbFile)}: ${message.failed.message}`,
          'Check that the folder is writable and the file is a sitegen database (or delete it to re-seed).'));
    });
  });
  // A channel whose one end goes to the API's thread, as a port to the API or to a render lane there.
  const channel = (type: 'port' | 'render') => () => {
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ type, port: port1 }, [port1]);
    return port2;
  };
  const openPort = channel('port');
  return {
    ...started,
    readerToken,
    direct: portTransport(openPort()),
    openPort,
    openRenderPort: channel('render'),
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' });
      // A worker that does not stop within 2 s is terminated; the timer must not hold the process.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await worker.terminate();
    },
  };
}
