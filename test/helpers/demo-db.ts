import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler, type ApiHandlerOptions } from '../../server/create-api-handler.js';
import { openDatabase, type Db } from '../../server/open-database.js';

/** A private copy of the seeded demo database, for tests that write (WAL folded in first). */
export function copyDemoDb(prefix: string): string {
  const file = join(mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`)), 'site.db');
  const source = openDatabase(inject('demoDb'));
  source.pragma('wal_checkpoint(TRUNCATE)');
  source.close();
  copyFileSync(inject('demoDb'), file);
  return file;
}

/** The content API over loopback on an open database (a real server; the tests speak HTTP to it). */
export async function startApiOn(db: Db, options?: ApiHandlerOptions): Promise<{ base: string; close: () => Promise<void> }> {
  const handler = createApiHandler(new ContentStore(db), options);
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
