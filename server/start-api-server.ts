import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ContentStore } from './content-store.js';
import { createApiHandler, sendJson } from './create-api-handler.js';
import { directTransport, type DirectTransport } from '../src/contract/direct-transport.js';
import { createImageHandler, type ImageAllow } from './image-handler.js';
import { openSql } from './sql/open-sql.js';
import type { LeadSettings } from './lead-outbox.js';
import type { RetentionMonths } from './retention.js';
import { formsBackground } from './forms-background.js';
import { IMAGE_PREFIX, imageFolders } from './image-folders.js';
import { isEmpty, prepareSchema } from './sql/prepare-schema.js';
import type { PostgresOptions } from './sql/postgres-sql.js';
import { API_CONTENT_SECURITY_POLICY, securityHeaders, setSecurityHeaders } from '../src/security-headers.js';

/** Every answer (JSON, images, errors): nothing in it may run, be framed or be sniffed (DESIGN.md 9). */
const API_HEADERS = securityHeaders(API_CONTENT_SECURITY_POLICY);

// Where the image host is mounted and where originals and variants live (the `mediaDir` setting),
// here for the modules that know them from here; a build that only checks its image cache
// imports server/image-folders.ts alone, not this server (which takes far longer to load).
export { IMAGE_PREFIX, imageFolders };

export interface ApiServerOptions {
  /** The database: a SQLite file, or a `postgres://` URL. */
  dbFile: string;
  /** PostgreSQL's connection pool (ignored for SQLite). */
  pool?: PostgresOptions | undefined;
  host?: string;
  port?: number;
  /** Seed the demo content when the database has no site yet. */
  seedIfEmpty?: boolean;
  /** The day an empty database's demo is placed around (content/calendar.ts; default: today). */
  seedDay?: string | undefined;
  school?: string;
  /** Form posts allowed per client per minute (default 20). */
  formRateLimit?: number;
  /** The header a trusted proxy puts the client's address in (the `trustProxy` setting). */
  trustProxy?: string | undefined;
  /**
   * The image host's extra allowed values and cache limit, the media library's upload limit and
   * the folder of originals and variants (the `imageAllow`, `imageCacheMb`, `mediaMaxMb` and
   * `mediaDir` settings).
   */
  images?: { allow?: ImageAllow | undefined; cacheMaxBytes?: number | undefined; uploadMaxBytes?: number | undefined; mediaDir?: string | undefined } | undefined;
  /** A credential that may read drafts, known only to the process that starts the server (sitegen preview). */
  readerToken?: string;
  /** false: the search index is not caught up at start (a one-path rebuild's API serves no searches). */
  searchCatchUp?: boolean;
  /**
   * Where new submissions are delivered (the SMTP relay, admissions addresses, CRM webhook:
   * server/lead-outbox.ts). With a relay or a webhook, this server queues and sends them;
   * otherwise it stores them only (a build's embedded API, which takes no forms).
   */
  leads?: LeadSettings | undefined;
  /**
   * How long form submissions are kept (server/retention.ts): given, this server deletes older
   * ones at its start and hourly; absent (a build's embedded API), it deletes nothing.
   */
  retentionMonths?: RetentionMonths | undefined;
  /** Only for `npm run bench` (durable form writes, before and after): see openDatabase. */
  synchronous?: 'FULL' | 'NORMAL';
}

export interface RunningApi {
  url: string;
  server: Server;
  store: ContentStore;
  seeded: boolean;
  /** The same handler without the socket, for the embedded build in this thread (src/contract/direct-transport.ts). */
  direct: DirectTransport;
  close(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions): Promise<RunningApi> {
  const sql = await openSql(options.dbFile, { ...options.pool, ...(options.synchronous ? { synchronous: options.synchronous } : {}) });
  let seeded = false;
  try {
    await prepareSchema(sql, options.dbFile, 'check');
    if (options.seedIfEmpty && await isEmpty(sql)) {
      // Loaded only when needed: the demo texts are most of the server's code.
      const { seedContent } = await import('../content/seed-content.js');
      await seedContent(sql, { school: options.school, day: options.seedDay });
      seeded = true;
    }
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
  const store = new ContentStore(sql);
  const background = formsBackground(sql, store, options, 'sitegen api');
  const folders = imageFolders(options.dbFile, options.images?.mediaDir);
  const handler = createApiHandler(store, {
    mediaFolder: join(folders.originalsDir, 'media'),
    readerToken: options.readerToken,
    mediaMaxBytes: options.images?.uploadMaxBytes,
    trustProxy: options.trustProxy,
    searchCatchUp: options.searchCatchUp,
    leads: background.outbox,
    ...(options.formRateLimit ? { formRateLimit: { max: options.formRateLimit, windowMs: 60_000 } } : {}),
  });
  const images = createImageHandler({ ...folders, allow: options.images?.allow, cacheMaxBytes: options.images?.cacheMaxBytes });
  const server = createServer((req, res) => {
    setSecurityHeaders(res, API_HEADERS);
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      // Node's parser accepts request targets WHATWG URL refuses (`GET http://[ HTTP/1.1`).
      sendJson(res, 400, { error: { code: 'BAD_REQUEST', message: 'The request target is not a valid URL.' } });
      return;
    }
    if (pathname.startsWith(`${IMAGE_PREFIX}/`)) void images(req, res, pathname.slice(IMAGE_PREFIX.length)).catch(() => res.destroy());
    else void handler(req, res);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  background.start();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    server,
    store,
    seeded,
    direct: directTransport(handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          // The tries under way finish (or their leases run out elsewhere) before the database goes.
          void background.stop().then(() => sql.close()).then(resolve, resolve);
        });
      }),
  };
}
