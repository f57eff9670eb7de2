import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FORM_MESSAGES, FORM_SCHEMAS, isFormType, MIN_FILL_MS, normalizeValues, validateForm, type FormValues } from '../modules/form-schema.js';
import { t, type UiLocale } from '../modules/ui-strings.js';
import type { Db } from './open-database.js';
import { ApiError } from './content-store.js';

/** A form post is small: its fields and a few bytes of envelope. */
export const MAX_FORM_BYTES = 16 * 1024;
/**
 * The deepest a form post nests is {values: {programs: [id]}} (3 levels), and it holds a few
 * dozen values; anything beyond is refused before it is parsed.
 */
export const FORM_JSON_SHAPE = { maxDepth: 4, maxValues: 200 };

export interface RateLimit { max: number; windowMs: number }
export const DEFAULT_FORM_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };

/** The envelope the form island posts: its values plus the anti-spam fields. */
interface FormPost { lang?: unknown; site?: unknown; pagePath?: unknown; values?: unknown; website?: unknown; startedAt?: unknown }

/** Fixed-window counter per client: `max` posts per `windowMs`. */
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();
  constructor(private readonly limit: RateLimit) {}

  /** Milliseconds to wait when the client is over its limit, else 0 (and the post counts). */
  check(client: string, now = Date.now()): number {
    const entry = this.hits.get(client);
    if (!entry || now - entry.start >= this.limit.windowMs) {
      this.hits.set(client, { start: now, count: 1 });
      if (this.hits.size > 10_000) for (const [key, e] of this.hits) if (now - e.start >= this.limit.windowMs) this.hits.delete(key);
      return 0;
    }
    if (entry.count >= this.limit.max) return entry.start + this.limit.windowMs - now;
    entry.count++;
    return 0;
  }
}

function clientOf(req: IncomingMessage): string {
  // Stored hashed: enough to spot abuse, not a personal address.
  return createHash('sha256').update(req.socket.remoteAddress ?? 'unknown').digest('hex').slice(0, 16);
}

/**
 * POST {publicApi}/forms/{formType}: validates with the shared schemas (422 with one message
 * per field, in the page's language), refuses the honeypot and too-fast posts, and stores the
 * submission in SQLite before answering 201 (the transaction is committed first: a submission
 * that got its 201 survives the server being killed right after).
 */
export function createFormHandler(db: Db, limit: RateLimit = DEFAULT_FORM_RATE_LIMIT) {
  const limiter = new RateLimiter(limit);
  const eventFormOf = db.prepare('SELECT p.published_json AS json FROM pages p JOIN sites s ON s.id = p.site_id WHERE s.slug = ? AND p.path = ? AND p.status = \'published\'');
  const insert = db.prepare('INSERT INTO form_submissions (site, form_type, locale, page_path, data, created_at, client) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return (req: IncomingMessage, formType: string, body: unknown): { status: number; body: unknown; headers?: Record<string, string> } => {
    if (!isFormType(formType)) throw new ApiError(404, 'NOT_FOUND', `No form type "${formType}"; use basic, landing, download, newsletter or event.`);
    const client = clientOf(req);
    const wait = limiter.check(client);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return { status: 429, headers: { 'retry-after': String(seconds) }, body: { error: { code: 'TOO_MANY_REQUESTS', message: `Too many submissions from this client; try again in ${seconds} s.` } } };
    }
    const post = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as FormPost;
    const locale: UiLocale = post.lang === 'en_GB' ? 'en_GB' : 'es_ES';
    // The honeypot is empty only when absent or "" (what the form island sends); anything else,
    // an object, a number or `true` included, is a bot filling in what it found.
    if (post.website !== undefined && post.website !== '') {
      throw new ApiError(400, 'REJECTED', 'The submission was refused (a field meant to stay empty was filled).');
    }
    const startedAt = Number(post.startedAt);
    const elapsed = Date.now() - startedAt;
    if (!Number.isFinite(startedAt) || elapsed < MIN_FILL_MS || elapsed > 86_400_000) {
      throw new ApiError(400, 'REJECTED', `The submission was refused (sent ${Number.isFinite(elapsed) ? `${elapsed} ms` : 'with no start time'} after the form was shown; at least ${MIN_FILL_MS} ms expected).`);
    }
    if (!post.values || typeof post.values !== 'object' || Array.isArray(post.values)) {
      throw new ApiError(400, 'BAD_REQUEST', 'Send {lang, site, pagePath, values: {…}, website: "", startedAt}.');
    }
    const values = normalizeValues(post.values as FormValues);
    const errors = validateForm(formType, values);
    if (Object.keys(errors).length > 0) {
      const fields = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(locale, FORM_MESSAGES[key])]));
      return { status: 422, body: { error: { code: 'VALIDATION', message: `Some fields are not valid: ${Object.keys(fields).join(', ')}.`, fields } } };
    }
    // What is stored is the schema's output: exactly the form's fields, validated. Keys outside
    // the schema are dropped, not refused: a page cached before a field was removed still posts
    // it, and the visitor who filled in the rest must not lose their submission over a field
    // they cannot see. (Depth and size were bounded before parsing, see FORM_JSON_SHAPE.)
    const parsed = FORM_SCHEMAS[formType].safeParse(values);
    if (!parsed.success) throw new Error(`form ${formType}: the values passed validateForm but not its schema`);
    const stored: FormValues = parsed.data;
    const pagePath = typeof post.pagePath === 'string' && /^\/[^\s]{0,300}$/.test(post.pagePath) ? post.pagePath : '/';
    const site = typeof post.site === 'string' && /^[\w-]{1,40}$/.test(post.site) ? post.site : 'main';
    // A closed registration is closed for everyone, not only for visitors of the rebuilt page: a
    // page cached from before the close, or a hand-made post, gets the closed message (spec 4, 8).
    if (formType === 'event') {
      const row = eventFormOf.get(site, pagePath) as { json: string | null } | undefined;
      if (row?.json && eventRegistrationClosed(JSON.parse(row.json))) {
        return { status: 409, body: { error: { code: 'REGISTRATION_CLOSED', message: t(locale, 'formClosed') } } };
      }
    }
    const result = db.transaction(() => insert.run(site, formType, locale, pagePath, JSON.stringify(stored), new Date().toISOString(), client))();
    return { status: 201, body: { id: Number(result.lastInsertRowid) } };
  };
}

/**
 * Whether the page's event registration form (BasicForm with formType "event") is closed: the
 * organiser closed it, or its `closesAt` has passed — the rule the module renders by.
 */
export function eventRegistrationClosed(page: unknown, now = Date.now()): boolean {
  const stack: unknown[] = [page];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) { stack.push(...node); continue; }
    if (!node || typeof node !== 'object') continue;
    const fields = node as Record<string, unknown>;
    if (fields.component === 'BasicForm' && fields.formType === 'event') {
      return fields.closed === true || (typeof fields.closesAt === 'string' && Date.parse(fields.closesAt) <= now);
    }
    stack.push(...Object.values(fields));
  }
  return false;
}

export interface Submission { id: number; site: string; formType: string; locale: string; pagePath: string; createdAt: string; values: FormValues }

export function listSubmissions(db: Db, since?: string): Submission[] {
  const rows = db.prepare(`SELECT id, site, form_type, locale, page_path, data, created_at FROM form_submissions ${since ? 'WHERE created_at >= ?' : ''} ORDER BY id`)
    .all(...(since ? [since] : [])) as { id: number; site: string; form_type: string; locale: string; page_path: string; data: string; created_at: string }[];
  return rows.map((r) => ({ id: r.id, site: r.site, formType: r.form_type, locale: r.locale, pagePath: r.page_path, createdAt: r.created_at, values: JSON.parse(r.data) as FormValues }));
}

const CSV_FIELDS = ['name', 'surname', 'email', 'phone', 'programType', 'programs', 'preselectedProgram', 'attendees', 'message', 'privacy', 'marketing'];

/** RFC 4180 CSV; cells that a spreadsheet would run as formulas are prefixed with a quote. */
export function submissionsToCsv(submissions: Submission[]): string {
  const cell = (value: unknown) => {
    let text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = ['id', 'createdAt', 'formType', 'locale', 'pagePath', ...CSV_FIELDS];
  const lines = submissions.map((s) => [s.id, s.createdAt, s.formType, s.locale, s.pagePath, ...CSV_FIELDS.map((f) => s.values[f])].map(cell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
