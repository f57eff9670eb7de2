import type { Sql } from '../sql/sql.js';

/**
 * The site's audit log as stored (`audit_log`): who made a page go live, go offline, move or
 * appear, and when. One row per change, written in the change's own transaction, never updated.
 */
export type AuditAction = 'publish' | 'unpublish' | 'move' | 'create';

export interface AuditRow { id: number; site_id: number; at: string; actor: string; action: AuditAction; page_id: number; locale: string; path: string; detail: string }

export interface AuditRepository {
  add(entry: Omit<AuditRow, 'id'>): Promise<void>;
  /** A page of the log, newest first, and how many rows it has in all (since `since`, when given). */
  page(siteId: number, since: string | null, limit: number, offset: number): Promise<{ total: number; rows: AuditRow[] }>;
}

export function auditRepository(sql: Sql): AuditRepository {
  return {
    async add(e) {
      await sql.run('INSERT INTO audit_log (site_id, at, actor, action, page_id, locale, path, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [e.site_id, e.at, e.actor, e.action, e.page_id, e.locale, e.path, e.detail]);
    },
    async page(siteId, since, limit, offset) {
      const where = since === null ? 'site_id = ?' : 'site_id = ? AND at >= ?';
      const args = since === null ? [siteId] : [siteId, since];
      const { n } = (await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`, args))!;
      const rows = await sql.all<AuditRow>(`SELECT * FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`, [...args, limit, offset]);
      return { total: n, rows };
    },
  };
}
