import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedContent, type SeedOptions } from '../../content/seed-content.js';
import { openSql } from '../../server/sql/open-sql.js';
import { prepareSchema } from '../../server/sql/prepare-schema.js';
import type { Sql } from '../../server/sql/sql.js';
import { emptyDatabase, openLocation } from './demo-db.js';

/**
 * A new database on this run's backend with its schema in place and nothing in it, open: what
 * `sitegen content seed` and `sitegen db migrate` start from (a SQLite file is migrated as it
 * opens; a new PostgreSQL database needs the migrations run).
 */
export async function migratedDatabase(prefix: string): Promise<{ location: string; sql: Sql }> {
  const location = await emptyDatabase(prefix);
  const sql = await openLocation(location);
  await prepareSchema(sql, location, 'create');
  return { location, sql };
}

/** The demo seeded into `target` on the day the tests seed on (SITEGEN_SEED_DAY, vitest.config.ts), unless `options` name another. */
export function seedDemo(target: Parameters<typeof seedContent>[0], options?: SeedOptions): ReturnType<typeof seedContent> {
  return seedContent(target, { day: process.env.SITEGEN_SEED_DAY, ...options });
}

/** A new database on this run's backend holding a fresh seed of the demo (tests of the seed itself), open. */
export async function freshSeed(prefix: string, options?: SeedOptions): Promise<{ location: string; sql: Sql }> {
  const made = await migratedDatabase(prefix);
  await seedDemo(made.sql, options);
  return made;
}

let seededFile: Promise<string> | undefined;

/**
 * A private SQLite FILE of the seeded demo, on either run: for tests that are about SQLite files
 * (WAL, copies between backends) or that hold a SQLite side beside a PostgreSQL one. The demo is
 * seeded once per test file (about 2 s) and each call answers its own copy of it.
 */
export async function seededSqliteFile(prefix: string): Promise<string> {
  seededFile ??= (async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sitegen-seeded-')), 'site.db');
    const sql = await openSql(file);
    try { await seedDemo(sql); } finally { await sql.close(); }
    return file;
  })();
  const source = await seededFile;
  const copy = join(mkdtempSync(join(tmpdir(), `sitegen-${prefix}-`)), 'site.db');
  copyFileSync(source, copy);
  return copy;
}
