import type { Sql } from './sql/sql.js';
import { auditRepository, type AuditAction, type AuditRow } from './storage/audit-repository.js';

/**
 * The site's audit log (roles and review: who published what and when): every publish (by hand
 * or by a schedule, named by the editor who scheduled it), unpublish, move and creation of a
 * page, written in the change's own transaction so that a change and its entry stand or fall
 * together. A page's own history (server/versions.ts) says what changed in it; this says what
 * happened across the site, newest first (GET …/site/{site}/audit).
 */
export async function recordAudit(tx: Sql, page: { site_id: number; id: number; locale: string; path: string }, actor: string, action: AuditAction, at: string, detail = ''): Promise<void> {
  await auditRepository(tx).add({ site_id: page.site_id, at, actor, action, page_id: page.id, locale: page.locale, path: page.path, detail });
}

/** One entry as the API answers it. */
export function describeAudit(row: AuditRow) {
  return { at: row.at, actor: row.actor, action: row.action, page: { id: row.page_id, locale: row.locale, path: row.path }, detail: row.detail };
}

export async function listAudit(sql: Sql, siteId: number, since: string | null, page: number, items: number) {
  const { total, rows } = await auditRepository(sql).page(siteId, since, items, (page - 1) * items);
  return { page, totalItems: total, totalPages: Math.ceil(total / items), items: rows.map(describeAudit) };
}
