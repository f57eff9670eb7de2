import type { Sql } from '../sql/sql.js';

/**
 * The admissions inbox's storage (tables lead_states, lead_events, with form_submissions and
 * what the outbox and the time trap keep about each): what a lead is, where it stands, who has
 * it and what was done to it. What may be read or changed, and by whom, is server/leads.ts's.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'discarded'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What the inbox records of a lead; `cancel`: the team cancelled its event registration (server/event-places.ts). */
export type LeadEventKind = 'status' | 'assignee' | 'note' | 'retry' | 'release' | 'cancel';

export interface LeadRow {
  id: number; form_type: string; locale: string; page_path: string; data: string; created_at: string;
  held: string | null; status: LeadStatus; assignee: string; dead: number;
}
export interface LeadEventRow { id: number; submission_id: number; at: string; actor: string; kind: LeadEventKind; value: string }
export interface LeadDeliveryRow { id: number; channel: string; state: string; attempts: number; last_error: string | null; sent_at: string | null; next_at: string }

export interface LeadFilter { formType?: string | undefined; locale?: string | undefined; from?: string | undefined; before?: string | undefined; status?: LeadStatus | undefined }

export interface LeadsRepository {
  /** The site's leads matching `filter`, newest first. */
  list(site: string, filter: LeadFilter): Promise<LeadRow[]>;
  one(site: string, id: number): Promise<LeadRow | null>;
  events(id: number): Promise<LeadEventRow[]>;
  deliveries(id: number): Promise<LeadDeliveryRow[]>;
  consent(id: number): Promise<{ notice_version: string; notice_locale: string; privacy: number; marketing: number } | null>;
  /** Sets the lead's status and assignee (a row made on the first change). */
  setState(id: number, status: LeadStatus, assignee: string, at: string): Promise<void>;
  addEvent(event: Omit<LeadEventRow, 'id'>): Promise<void>;
  /** Pages by id: their translation group, language and title (to name the programmes a lead chose). */
  pagesByIds(ids: number[]): Promise<{ id: number; translation_group: number; locale: string; title: string }[]>;
  pagesInGroups(groups: number[]): Promise<{ translation_group: number; locale: string; title: string }[]>;
  /** The title of the page at `path` of the site (the form's page), or null when it is gone. */
  pageTitle(site: string, path: string): Promise<string | null>;
  /** The accounts a lead can be given to: admissions and admins. */
  assignees(): Promise<string[]>;
  transaction<T>(fn: (repo: LeadsRepository) => Promise<T>): Promise<T>;
}

const LEAD_COLUMNS = `s.id, s.form_type, s.locale, s.page_path, s.data, s.created_at, h.reason AS held,
  COALESCE(ls.status, 'new') AS status, COALESCE(ls.assignee, '') AS assignee,
  (SELECT COUNT(*) FROM lead_deliveries d WHERE d.submission_id = s.id AND d.state = 'dead') AS dead
  FROM form_submissions s LEFT JOIN submission_holds h ON h.submission_id = s.id LEFT JOIN lead_states ls ON ls.submission_id = s.id`;

const inList = (ids: unknown[]) => ids.map(() => '?').join(', ');

export function leadsRepository(sql: Sql): LeadsRepository {
  const numbered = (row: LeadRow): LeadRow => ({ ...row, id: Number(row.id), dead: Number(row.dead) });
  return {
    async list(site, filter) {
      const where = ['s.site = ?'];
      const args: unknown[] = [site];
      if (filter.formType) { where.push('s.form_type = ?'); args.push(filter.formType); }
      if (filter.locale) { where.push('s.locale = ?'); args.push(filter.locale); }
      if (filter.from) { where.push('s.created_at >= ?'); args.push(filter.from); }
      if (filter.before) { where.push('s.created_at < ?'); args.push(filter.before); }
      if (filter.status) { where.push("COALESCE(ls.status, 'new') = ?"); args.push(filter.status); }
      return (await sql.all<LeadRow>(`SELECT ${LEAD_COLUMNS} WHERE ${where.join(' AND ')} ORDER BY s.created_at DESC, s.id DESC`, args)).map(numbered);
    },
    async one(site, id) {
      const row = await sql.get<LeadRow>(`SELECT ${LEAD_COLUMNS} WHERE s.site = ? AND s.id = ?`, [site, id]);
      return row ? numbered(row) : null;
    },
    events: (id) => sql.all<LeadEventRow>('SELECT * FROM lead_events WHERE submission_id = ? ORDER BY id', [id]),
    deliveries: (id) => sql.all<LeadDeliveryRow>('SELECT id, channel, state, attempts, last_error, sent_at, next_at FROM lead_deliveries WHERE submission_id = ? ORDER BY id', [id]),
    async consent(id) {
      return (await sql.get<{ notice_version: string; notice_locale: string; privacy: number; marketing: number }>(
        'SELECT notice_version, notice_locale, privacy, marketing FROM submission_consents WHERE submission_id = ?', [id])) ?? null;
    },
    async setState(id, status, assignee, at) {
      await sql.run(`INSERT INTO lead_states (submission_id, status, assignee, updated_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (submission_id) DO UPDATE SET status = excluded.status, assignee = excluded.assignee, updated_at = excluded.updated_at`, [id, status, assignee, at]);
    },
    async addEvent(e) {
      await sql.run('INSERT INTO lead_events (submission_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?)', [e.submission_id, e.at, e.actor, e.kind, e.value]);
    },
    async pagesByIds(ids) {
      if (ids.length === 0) return [];
      return sql.all(`SELECT id, translation_group, locale, title FROM pages WHERE id IN (${inList(ids)})`, ids);
    },
    async pagesInGroups(groups) {
      if (groups.length === 0) return [];
      return sql.all(`SELECT translation_group, locale, title FROM pages WHERE translation_group IN (${inList(groups)})`, groups);
    },
    async pageTitle(site, path) {
      return (await sql.get<{ title: string }>('SELECT p.title FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.slug = ? AND p.path = ?', [site, path]))?.title ?? null;
    },
    async assignees() {
      return (await sql.all<{ email: string }>("SELECT email FROM accounts WHERE role IN ('admissions', 'admin') ORDER BY email")).map((r) => r.email);
    },
    transaction: (fn) => sql.transaction((tx) => fn(leadsRepository(tx))),
  };
}
