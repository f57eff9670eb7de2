import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { registrationClosed } from '../modules/event-registration.js';
import { FORM_MESSAGES, FORM_SCHEMAS, isFormType, MIN_FILL_MS, normalizeValues, validateForm, type FormType, type FormValues } from '../modules/form-schema.js';
import { t, type UiLocale } from '../modules/ui-strings.js';
import { noticeVersion } from '../modules/privacy-notice.js';
import { clientAddressOf } from './client-address.js';
import { ApiError } from './content-store.js';
import { unavailableAnswer } from './database-unavailable.js';
import { SqlUnavailableError, type Sql } from './sql/sql.js';
import { sqlOf, type SqlSource } from './sql/sqlite-sql.js';
import { formsRepository, type FormsRepository } from './storage/forms-repository.js';
import { channelsFor, type LeadOutbox } from './lead-outbox.js';
import { chosenSession, publishedEvent, register, type PublishedEvent } from './event-places.js';
import type { EventSession } from '../templates/event-data.js';
import type { RegistrationStatus } from './storage/event-places-repository.js';

/** A form post is small: its fields and a few bytes of envelope. */
export const MAX_FORM_BYTES = 16 * 1024;
/**
 * The deepest a form post nests is {values: {programs: [id]}} (3 levels), and it holds a few
 * dozen values; anything beyond is refused before it is parsed.
 */
export const FORM_JSON_SHAPE = { maxDepth: 4, maxValues: 200 };

export interface RateLimit { max: number; windowMs: number }
export const DEFAULT_FORM_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
const YEAR_MS = 365 * 86_400_000;

/** The envelope the form island posts: its values plus the anti-spam fields. */
interface FormPost { lang?: unknown; site?: unknown; pagePath?: unknown; values?: unknown; website?: unknown; startedAt?: unknown; filledMs?: unknown; notice?: unknown }

/**
 * Fixed-window counter per client: `max` posts per `windowMs`, the window starting at the
 * client's first post. Kept in the database, not in the process: every API instance over it
 * counts the same posts (DESIGN 9, API instances hold no state of their own), and a restart
 * forgets nothing. One statement per post (FormsRepository.countPost): it starts a new window,
 * counts the post, or (over the limit) leaves the count at max + 1, and answers the window's
 * start and the count.
 */
export class RateLimiter {
  private lastPrune = 0;
  private readonly forms: FormsRepository;
  constructor(sql: Sql, private readonly limit: RateLimit) {
    this.forms = formsRepository(sql);
  }

  /**
   * Milliseconds to wait when the client is over its limit, else 0 (and the post counts).
   * `on`: the storage of the transaction the post is handled in, when there is one.
   */
  async check(client: string, now = Date.now(), on: FormsRepository = this.forms): Promise<number> {
    const row = await on.countPost(client, now, this.limit);
    return row.posts > this.limit.max ? row.window_start + this.limit.windowMs - now : 0;
  }

  /**
   * Forgets clients whose window has passed (of no use), at most once a window per instance.
   * Its own statement, never inside a post's transaction: two instances pruning inside their
   * posts' transactions could each wait for a row the other holds.
   */
  async prune(now = Date.now()): Promise<void> {
    if (now - this.lastPrune < this.limit.windowMs) return;
    this.lastPrune = now;
    await this.forms.deleteWindowsUpTo(now - this.limit.windowMs);
  }
}

/** The client a post is counted and stored under: its address (server/client-address.ts), hashed. */
function clientOf(req: IncomingMessage, trustProxy: string | undefined): string {
  // Stored hashed: enough to spot abuse, not a personal address.
  return createHash('sha256').update(clientAddressOf(req, trustProxy)).digest('hex').slice(0, 16);
}

export interface FormAnswer { status: number; body: unknown; headers?: Record<string, string> }

/**
 * POST {publicApi}/forms/{formType}: validates with the shared schemas (422 with one message
 * per field, in the page's language), refuses the honeypot, holds too-fast posts, and stores the
 * submission before answering 201: the INSERT's transaction is committed first (SQLite with
 * synchronous=FULL; PostgreSQL with synchronous_commit on), so a submission that got its 201
 * survives the server, or the database server, being killed right after. While the database is
 * not answering, 503 with Retry-After.
 * `trustProxy` names the header a trusted proxy puts the client's address in (client-address.ts).
 */
export function createFormHandler(db: SqlSource, limit: RateLimit = DEFAULT_FORM_RATE_LIMIT, trustProxy?: string, outbox?: LeadOutbox) {
  const sql = sqlOf(db);
  const forms = formsRepository(sql);
  const limiter = new RateLimiter(sql, limit);
  /** One post, in its transaction (`tx`, the forms' storage over it): counted, checked and (when taken) stored. */
  const handle = async (tx: FormsRepository, req: IncomingMessage, formType: FormType, client: string, body: unknown): Promise<FormAnswer> => {
    const wait = await limiter.check(client, Date.now(), tx);
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
    // The time trap (spec 5 anti-spam, no third party): how long the form took to fill, as the
    // browser measured it (`filledMs`; pages built before it was sent give their start time,
    // compared with this clock). A post without one is not the site's form: refused, saying so.
    // One sent faster than a person fills a form is taken but held for review, never dropped: a
    // browser's autofill can be that fast too.
    const startedAt = Number(post.startedAt);
    const filled = typeof post.filledMs === 'number' && Number.isFinite(post.filledMs) ? post.filledMs : Date.now() - startedAt;
    if (!Number.isFinite(startedAt) || !Number.isFinite(filled) || Math.abs(filled) > YEAR_MS) {
      throw new ApiError(400, 'REJECTED', `The submission was refused (it says nothing readable of when its form was shown: send startedAt and filledMs in milliseconds).`);
    }
    const held = filled < MIN_FILL_MS ? `sent ${Math.round(filled)} ms after the form was shown (a person takes at least ${MIN_FILL_MS} ms)` : null;
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
    const closedAnswer = { status: 409, body: { error: { code: 'REGISTRATION_CLOSED', message: t(locale, 'formClosed') } } };
    let event: { at: PublishedEvent; session: EventSession } | undefined;
    if (formType === 'event') {
      const at = await publishedEvent(tx.sql, site, pagePath);
      if (at && eventRegistrationClosed(at.page)) return closedAnswer;
      // An event with places (server/event-places.ts): the session asked for, one that has not begun.
      if (at?.event && at.event.sessions.length > 0) {
        const session = chosenSession(at.event, stored.session, Date.now());
        if (session === 'started') return closedAnswer;
        if (typeof session === 'string') {
          return { status: 422, body: { error: { code: 'VALIDATION', message: 'Some fields are not valid: session.', fields: { session: t(locale, FORM_MESSAGES[session]) } } } };
        }
        event = { at, session };
      }
    }
    // Durable before the 201: the commit waits until the submission is on disk.
    const id = await tx.insertSubmission({ site, formType, locale, pagePath, data: JSON.stringify(stored), createdAt: new Date().toISOString(), client });
    // Its deliveries in the same commit: a lead acknowledged is a lead that will be sent on;
    // a held one waits for a person (sitegen forms held / release).
    // The consent with the notice it was given under: the version the page showed, or (a page
    // built before the form sent it) the one this server shows in that language.
    const notice = typeof post.notice === 'string' && /^[0-9a-f]{8}$/.test(post.notice) ? post.notice : noticeVersion(locale);
    await tx.recordConsent(id, { noticeVersion: notice, noticeLocale: locale, privacy: stored.privacy === true, marketing: stored.marketing === true });
    // A held registration takes no place until a person releases it (releaseHeld): a bot's would keep visitors out.
    let registration: RegistrationStatus | undefined;
    if (held) await tx.hold(id, held, new Date().toISOString());
    else {
      if (event) registration = await register(tx.sql, outbox?.settings ?? {}, event.at, event.session, id, Number(stored.attendees ?? 1), Date.now());
      await outbox?.queue(tx.sql, id, formType);
    }
    // Whether an e-mail to the visitor is on its way (a confirmation; for a newsletter sign-up,
    // the request to confirm it, server/newsletter.ts): the form says so only when it is. A
    // registration says whether it got its places or a turn on the waiting list.
    return { status: 201, body: { id, emailed: !held && !!outbox && channelsFor(outbox.settings, formType).includes('visitor'), ...(registration ? { registration } : {}) } };
  };
  return async (req: IncomingMessage, formType: string, body: unknown): Promise<FormAnswer> => {
    if (!isFormType(formType)) throw new ApiError(404, 'NOT_FOUND', `No form type "${formType}"; use basic, landing, download, newsletter or event.`);
    const client = clientOf(req, trustProxy);
    try {
      // One transaction per post: it is counted and, when taken, stored, with one commit (one
      // sync to disk), which the 201 waits for. A refusal (400) is committed too: refused posts
      // count against the limit, as they always have. Only database statements are awaited
      // inside (the SQLite handle is shared with modules that write synchronously; pg-common).
      const outcome = await forms.transaction(async (tx) => {
        try {
          return { answer: await handle(tx, req, formType, client, body) };
        } catch (error) {
          if (error instanceof ApiError) return { refused: error };
          throw error;
        }
      });
      // Not awaited: the answer does not wait for housekeeping, nor fails with it.
      limiter.prune().catch(() => {});
      if (outcome.answer?.status === 201) outbox?.wake();
      if (outcome.refused) throw outcome.refused;
      return outcome.answer!;
    } catch (error) {
      // A full disk is one of these too (SqlStorageFullError): the answer says which.
      if (error instanceof SqlUnavailableError) return unavailableAnswer('The form was not sent', error);
      throw error;
    }
  };
}

/**
 * Whether the page's event registration form (BasicForm with formType "event") is closed, by the
 * rule the module renders by (modules/event-registration.ts): the form's own close, else the
 * event's record (its registration, its start).
 */
export function eventRegistrationClosed(page: unknown, now = Date.now()): boolean {
  const data = page as { structuredData?: unknown; structuredDataContent?: unknown } | null;
  const record = data?.structuredData === 'EVENTS' && data.structuredDataContent && typeof data.structuredDataContent === 'object'
    ? data.structuredDataContent as { startDate?: unknown; registration?: unknown; sessions?: unknown } : undefined;
  const stack: unknown[] = [page];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) { stack.push(...node); continue; }
    if (!node || typeof node !== 'object') continue;
    const fields = node as Record<string, unknown>;
    if (fields.component === 'BasicForm' && fields.formType === 'event') {
      return registrationClosed(fields, record, (instant) => instant <= now);
    }
    stack.push(...Object.values(fields));
  }
  return false;
}

export interface Submission { id: number; site: string; formType: string; locale: string; pagePath: string; createdAt: string; values: FormValues; held?: string }

export async function listSubmissions(db: SqlSource, since?: string): Promise<Submission[]> {
  const rows = await formsRepository(sqlOf(db)).submissions(since);
  return rows.map((r) => ({ id: r.id, site: r.site, formType: r.form_type, locale: r.locale, pagePath: r.page_path, createdAt: r.created_at, values: JSON.parse(r.data) as FormValues, ...(r.held ? { held: r.held } : {}) }));
}

const CSV_FIELDS = ['name', 'surname', 'email', 'phone', 'programType', 'programs', 'preselectedProgram', 'attendees', 'message', 'privacy', 'marketing'];

/** RFC 4180 CSV; cells that a spreadsheet would run as formulas are prefixed with a quote. */
export function csvOf(header: string[], rows: unknown[][]): string {
  const cell = (value: unknown) => {
    let text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n')}\r\n`;
}

/** Every submission as CSV (sitegen forms export). */
export function submissionsToCsv(submissions: Submission[]): string {
  // `held`: why the time trap held it for review (empty for the others).
  const header = ['id', 'createdAt', 'formType', 'locale', 'pagePath', ...CSV_FIELDS, 'held'];
  return csvOf(header, submissions.map((s) => [s.id, s.createdAt, s.formType, s.locale, s.pagePath, ...CSV_FIELDS.map((f) => s.values[f]), s.held]));
}
