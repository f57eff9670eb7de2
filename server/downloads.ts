import Database from 'better-sqlite3';

/**
 * The downloads the seed stored (content/brochures.ts: brochures, catalogue, scholarship rules),
 * keyed by their output path without the leading slash. The database is the embedded API's, so
 * reading it belongs here, beside the rest of its storage; a database seeded before the table
 * existed has none.
 */
export function readSeededDownloads(dbFile: string): Record<string, Buffer> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'downloads'").get();
    if (!table) return {};
    const rows = db.prepare('SELECT path, content FROM downloads ORDER BY path').all() as { path: string; content: Buffer }[];
    return Object.fromEntries(rows.map((r) => [r.path.replace(/^\//, ''), r.content]));
  } finally {
    db.close();
  }
}
