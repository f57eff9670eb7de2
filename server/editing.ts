import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ApiError } from './content-store.js';
import type { Db } from './open-database.js';

/**
 * Editors' writes (issue 6, spec 6): bearer tokens, draft saves with conflict detection and
 * publishing. Tokens are random, shown once by `sitegen token create`, and stored only as a
 * SHA-256 hash. A write without a valid token gets 401, with a visitor token 403; a save or
 * publish whose If-Match version is not the page's current one gets 409 instead of silently
 * overwriting someone else's change.
 */
export type Role = 'editor' | 'visitor';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export function createToken(db: Db, role: Role, name: string): string {
  const token = `sg_${randomBytes(32).toString('base64url')}`;
  db.prepare('INSERT INTO tokens (name, role, hash, created_at) VALUES (?, ?, ?, ?)').run(name, role, sha(token), new Date().toISOString());
  return token;
}

export function roleOf(db: Db, req: IncomingMessage): Role {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Writes need "Authorization: Bearer <token>"; create one with `sitegen token create --role editor`.');
  const row = db.prepare('SELECT role FROM tokens WHERE hash = ?').get(sha(match[1]!)) as { role: Role } | undefined;
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'The bearer token is not valid (unknown or revoked); create one with `sitegen token create --role editor`.');
  return row.role;
}

/**
 * The challenge of a 401 (RFC 6750 section 3): `Bearer` alone when no token was sent, with
 * `error="invalid_token"` when one was sent but is unknown, revoked or malformed.
 */
export function bearerChallenge(req: IncomingMessage): string {
  const sent = /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
  return sent ? 'Bearer realm="sitegen", error="invalid_token", error_description="The bearer token is not valid"' : 'Bearer realm="sitegen"';
}

export function requireEditor(db: Db, req: IncomingMessage): void {
  if (roleOf(db, req) !== 'editor') throw new ApiError(403, 'FORBIDDEN', 'This token has the visitor role: only editors can save or publish pages.');
}

/** The version a client must send back (If-Match) to save over what it loaded. */
export function versionOf(row: { draft_json: string | null; published_json: string | null }): string {
  return sha(row.draft_json ?? row.published_json ?? '').slice(0, 16);
}

/** What a draft must at least be: a titled page keeping its template type. */
const DraftSchema = z.looseObject({
  title: z.string().min(1, 'title: a page needs a title'),
  template: z.looseObject({ templateType: z.string().min(1) }),
});
/** Fields the API computes on read; never stored from a client. */
const COMPUTED = ['id', 'site', 'siteSlug', 'locale', 'path', 'fullPath', 'fullUrl', 'modified', 'published', 'pageLanguages', 'hash', 'version'];

interface PageRow { id: number; template_type: string; draft_json: string | null; published_json: string | null; status: string }

function pageRow(db: Db, site: string, id: number): PageRow {
  const row = db.prepare('SELECT p.id, p.template_type, p.draft_json, p.published_json, p.status FROM pages p JOIN sites s ON s.id = p.site_id WHERE (s.slug = ? OR CAST(s.id AS TEXT) = ?) AND p.id = ?')
    .get(site, site, id) as PageRow | undefined;
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No page ${id} in site ${site}.`);
  return row;
}

function checkVersion(req: IncomingMessage, row: PageRow, id: number): void {
  const expected = (req.headers['if-match'] ?? '').replace(/^W\//, '').replace(/"/g, '').trim();
  if (!expected) throw new ApiError(428, 'PRECONDITION_REQUIRED', `Send "If-Match: <version>" with the version you loaded (GET …/page/${id}?draft=1 returns it), so that nobody's change is overwritten.`);
  const current = versionOf(row);
  if (expected !== current) {
    throw new ApiError(409, 'CONFLICT', `Page ${id} changed since you loaded it (your version ${expected}, now ${current}). Reload the page, reapply your change and save again.`);
  }
}

export function saveDraft(db: Db, req: IncomingMessage, site: string, id: number, body: unknown) {
  requireEditor(db, req);
  const row = pageRow(db, site, id);
  checkVersion(req, row, id);
  const parsed = DraftSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(422, 'VALIDATION', `Invalid page ${id}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'page'}: ${i.message}`).join('; ')}`);
  if (parsed.data.template.templateType !== row.template_type) {
    throw new ApiError(422, 'VALIDATION', `Invalid page ${id}: template.templateType is "${row.template_type}" and cannot be changed by a save.`);
  }
  const draft = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => !COMPUTED.includes(key)));
  const json = JSON.stringify(draft);
  db.prepare('UPDATE pages SET draft_json = ? WHERE id = ?').run(json, id);
  return { id, version: versionOf({ draft_json: json, published_json: row.published_json }) };
}

export function publishPage(db: Db, req: IncomingMessage, site: string, id: number) {
  requireEditor(db, req);
  const row = pageRow(db, site, id);
  checkVersion(req, row, id);
  const json = row.draft_json ?? row.published_json;
  if (!json) throw new ApiError(409, 'CONFLICT', `Page ${id} has nothing to publish.`);
  const title = (JSON.parse(json) as { title: string }).title;
  const now = new Date().toISOString();
  db.prepare("UPDATE pages SET published_json = ?, draft_json = NULL, title = ?, content_hash = ?, status = 'published', modified = ? WHERE id = ?")
    .run(json, title, sha(json).slice(0, 16), now, id);
  return { id, published: now, version: versionOf({ draft_json: null, published_json: json }) };
}
