import type { Sql } from '../sql/sql.js';

/**
 * The media library as stored (table media): one row per uploaded file of a site, its
 * dimensions, alt text by language (JSON), whether it is decorative, and its focal point
 * (spec 3 "Image"). The files themselves are on disk, content-addressed; what may be uploaded
 * and changed is server/media.ts's.
 */
export interface MediaRow {
  id: number; site_id: number; file: string; name: string; type: string; bytes: number; width: number; height: number;
  alt: string; decorative: number; focal_x: number; focal_y: number; uploaded_by: string; uploaded_at: string;
}

export interface MediaRepository {
  byId(siteId: number, id: number): Promise<MediaRow | undefined>;
  byFile(siteId: number, file: string): Promise<MediaRow | undefined>;
  /**
   * Adds the row of a file, unless the site already has one for it (UNIQUE (site_id, file)):
   * true only for the call whose insert made the row, so of two uploads of the same file racing
   * each other only one says it created it.
   */
  insertIfNew(row: { siteId: number; file: string; name: string; type: string; bytes: number; width: number; height: number; uploadedBy: string; uploadedAt: string; alt?: string }): Promise<boolean>;
  /**
   * One page of the site's library, newest first, and how many items match in all. Each of
   * `words` (lower case) must be in the name or in the alt text of some language, ASCII letters
   * folded alike on both databases (DialectAdapter.lowerAscii), so a search finds the same images
   * on either.
   */
  page(siteId: number, words: string[], limit: number, offset: number): Promise<{ total: number; rows: MediaRow[] }>;
  updateDescription(id: number, description: { alt: string; decorative: boolean; focalX: number; focalY: number }): Promise<void>;
}

/** `%word%` for LIKE … ESCAPE '\', the word's own %, _ and \ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The library's storage over `sql`, either database (the folding and the JSON are the dialect adapter's). */
export function mediaRepository(sql: Sql): MediaRepository {
  const { adapter } = sql;
  const holds = `(${adapter.lowerAscii('name')} LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM ${adapter.jsonObjectValues('media.alt', 'a')} WHERE ${adapter.lowerAscii('a.value')} LIKE ? ESCAPE '\\'))`;
  return {
    byId: (siteId, id) => sql.get<MediaRow>('SELECT * FROM media WHERE site_id = ? AND id = ?', [siteId, id]),
    byFile: (siteId, file) => sql.get<MediaRow>('SELECT * FROM media WHERE site_id = ? AND file = ?', [siteId, file]),
    async insertIfNew(row) {
      const inserted = await sql.get<{ id: number }>(`INSERT INTO media (site_id, file, name, type, bytes, width, height, uploaded_by, uploaded_at, alt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (site_id, file) DO NOTHING RETURNING id`,
      [row.siteId, row.file, row.name, row.type, row.bytes, row.width, row.height, row.uploadedBy, row.uploadedAt, row.alt ?? '{}']);
      return inserted !== undefined;
    },
    async page(siteId, words, limit, offset) {
      const where = ['site_id = ?', ...words.map(() => holds)].join(' AND ');
      const args = [siteId, ...words.flatMap((w) => [containing(w), containing(w)])];
      const { n } = (await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM media WHERE ${where}`, args))!;
      const rows = await sql.all<MediaRow>(`SELECT * FROM media WHERE ${where} ORDER BY uploaded_at DESC, id DESC LIMIT ? OFFSET ?`, [...args, limit, offset]);
      return { total: n, rows };
    },
    async updateDescription(id, { alt, decorative, focalX, focalY }) {
      await sql.run('UPDATE media SET alt = ?, decorative = ?, focal_x = ?, focal_y = ? WHERE id = ?', [alt, decorative ? 1 : 0, focalX, focalY, id]);
    },
  };
}
