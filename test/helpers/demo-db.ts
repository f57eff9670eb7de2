import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../server/open-database.js';

/** A private copy of the seeded demo database, for tests that write (WAL folded in first). */
export function copyDemoDb(prefix: string): string {
  const file = join(mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`)), 'site.db');
  const source = openDatabase(inject('demoDb'));
  source.pragma('wal_checkpoint(TRUNCATE)');
  source.close();
  copyFileSync(inject('demoDb'), file);
  return file;
}
