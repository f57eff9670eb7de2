import Database from 'better-sqlite3';
import { dialectOf } from './sql/sql.js';

/**
 * The downloads the seed stored (content/brochures.ts: brochures, catalogue, scholarship rules),
 * keyed by their output path without the leading slash. The database is the embedded API's, so
 * reading it belongs here, beside the rest of its storage; a database seeded before the table
 * existed has none. On PostgreSQL the same rows (BYTEA) in the same order (the paths sort as
 * bytes there too: server/sql/postgres-schema.ts).
 */
export async function readSeededDownloads(location: string): Promise<Record<string, Buffer>> {
  if (dialectOf(location) === 'postgres') {
    const { PostgresSql } = await import('./sql/postgres-sql.js');
    const sql = new PostgresSql(location, { poolSize: 1 });
    try {
      const table = await sql.get("SELECT 1 AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'downloads'");
      if (!table) return {};
      return toFiles(await sql.all<{ path: string; content: Buffer }>('SELECT path, content FROM downloads ORDER BY path'));
    } finally {
      await sql.close();
    }
  }
  const db = new Database(location, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'downloads'").get();
    if (!table) return {};
    return toFiles(db.prepare('SELECT path, content FROM downloads ORDER BY path').all() as { path: string; content: Buffer }[]);
  } finally {
    db.close();
  }
}

const toFiles = (rows: { path: string; content: Buffer }[]) => Object.fromEntries(rows.map((r) => [r.path.replace(/^\//, ''), r.content]));
