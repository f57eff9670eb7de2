import type { Sql } from '../sql/sql.js';

/**
 * The files the demo seed stored for the content to link to (table downloads: brochures,
 * catalogue, scholarship rules), which a build publishes at their paths. The seed writes them
 * with the rest of its content (content/seed-content.ts).
 */
export interface DownloadsRepository {
  /**
   * Every download by path (the paths sort as bytes on both databases:
   * server/sql/postgres-schema.ts), or none when the database was made before the table existed.
   */
  downloads(): Promise<{ path: string; content: Buffer }[]>;
}

/** The downloads' storage over `sql`, either database (the catalogue read is the dialect adapter's). */
export function downloadsRepository(sql: Sql): DownloadsRepository {
  return {
    async downloads() {
      if (!(await sql.adapter.userTables(sql)).includes('downloads')) return [];
      return sql.all<{ path: string; content: Buffer }>('SELECT path, content FROM downloads ORDER BY path');
    },
  };
}
