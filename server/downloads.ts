import Database from 'better-sqlite3';
import { dialectOf, type Sql } from './sql/sql.js';
import { SqliteSql } from './sql/sqlite-sql.js';
import { downloadsRepository } from './storage/downloads-repository.js';

/**
 * The downloads the seed stored (content/brochures.ts: brochures, catalogue, scholarship rules),
 * keyed by their output path without the leading slash. The database is the embedded API's, so
 * reading it belongs here, beside the rest of its storage; a database seeded before the table
 * existed has none. On PostgreSQL the same rows (BYTEA) in the same order.
 */
export async function readSeededDownloads(location: string): Promise<Record<string, Buffer>> {
  const sql = await openForReading(location);
  try {
    const rows = await downloadsRepository(sql).downloads();
    return Object.fromEntries(rows.map((r) => [r.path.replace(/^\//, ''), r.content]));
  } finally {
    await sql.close();
  }
}

/**
 * A build only reads: one connection to PostgreSQL, or the SQLite file opened read-only as it
 * is (never created, migrated or switched to WAL, as the API's own opening would).
 */
async function openForReading(location: string): Promise<Sql> {
  if (dialectOf(location) === 'postgres') {
    const { PostgresSql } = await import('./sql/postgres-sql.js');
    return new PostgresSql(location, { poolSize: 1 });
  }
  return new SqliteSql(new Database(location, { readonly: true, fileMustExist: true }));
}
