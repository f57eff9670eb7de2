import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import { clientAddressOf } from './client-address.js';
import { ApiError } from './content-store.js';
import { unavailableAnswer } from './database-unavailable.js';
import { parseRequest } from './parse-request.js';
import { isUniqueViolation, SqlUnavailableError } from './sql/sql.js';
import { sqlOf, type SqlSource } from './sql/sqlite-sql.js';
import { accountsRepository, type AccountsRepository } from './storage/accounts-repository.js';
import type { EditorScope } from '../src/contract/editor-scope.js';
import { ScopeSchema } from '../src/contract/editor-scope-schema.js';

// An account's scope (src/contract/editor-scope.ts), stored comma-separated in account_scopes.
export { inScope, type EditorScope } from '../src/contract/editor-scope.js';

/**
 * Editors' accounts and sessions (spec 6: editors save and publish; bearer tokens stay for
 * machines). An administrator creates an account (`sitegen editor add`), which gives a one-time
 * link to set the password; the editor then signs in on the preview server's page and gets a
 * session cookie. Everything lives in the API's database (SQLite or PostgreSQL, through the
 * accounts' repository, server/storage/accounts-repository.ts), so every API instance over it
 * knows every account and session (DESIGN 9).
 *
 * - Passwords: scrypt (memory-hard, Node's crypto), a per-account salt, compared in constant
 *   time. The parameters are stored with each hash so they can be raised later.
 * - One-time links, sessions: random tokens shown once; only their SHA-256 is stored.
 * - Sessions: an HttpOnly, SameSite=Strict cookie (Secure over https) with an idle and an
 *   absolute expiry. Every write made with a session carries its CSRF token (x-csrf-token),
 *   derived from the session's secret (an HMAC), so the database never holds it.
 * - Failed sign-ins are counted per email and per client address in the database; one message,
 *   the same work (a dummy hash when the email is unknown), whichever of the two was wrong.
 */
/**
 * editor: edits and publishes pages; admin: that and the accounts and the leads; admissions:
 * the leads (the admissions inbox, server/leads.ts) and nothing of the pages. Editors do not see
 * visitors' personal data.
 */
export type AccountRole = 'editor' | 'admin' | 'admissions';
export const ACCOUNT_ROLES = ['editor', 'admin', 'admissions'] as const;

const scopeOf = (row: { languages: string; sections: string }): EditorScope => ({
  languages: row.languages ? row.languages.split(',') : [],
  sections: row.sections ? row.sections.split(',') : [],
});

export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 1024;
export const LINK_LIFETIME_MS = 72 * 3600_000;
export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_MAX_MS = 7 * 24 * 3600_000;
/** Failed sign-ins allowed per email and per client address in the window, before a wait. */
export const SIGN_IN_LIMIT = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 };
export const SESSION_COOKIE = 'sitegen_session';
export const CSRF_HEADER = 'x-csrf-token';

/** N = 2^15, r = 8: 32 MiB and about 0.1 s per hash, what RFC 7914's interactive use suggests. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };
const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: R, p: Number(p), maxmem: 128 * N * R * 2 });
  return timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches, checked when the email is unknown so both cases take as long. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Why a password is refused, in the editor's words, or null. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters (a few words make a good one).`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export interface NewLink { email: string; role: AccountRole; token: string; expiresAt: Date }

async function issueLink(tx: AccountsRepository, accountId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  // A new link replaces any earlier one that was not used.
  await tx.deleteUnusedLinks(accountId);
  await tx.insertLink({ hash: sha(token), accountId, expiresAt: now + LINK_LIFETIME_MS });
  return { token, expiresAt: new Date(now + LINK_LIFETIME_MS) };
}

const accountExists = (email: string) => new ApiError(409, 'ACCOUNT_EXISTS', `${email} already has an account.`);

/** Creates an account and its one-time set-password link. Throws ApiError 400/409 (the CLI words them). */
export async function addAccount(db: SqlSource, email: string, role: AccountRole, now = Date.now(), scope: EditorScope = { languages: [], sections: [] }): Promise<NewLink> {
  const address = EmailSchema.safeParse(email);
  if (!address.success) throw new ApiError(400, 'BAD_EMAIL', `"${email.slice(0, 100)}" is not an email address.`);
  try {
    // Only database statements are awaited inside (pg-common: the SQLite handle is shared).
    return await accountsOf(db).transaction(async (tx) => {
      if (await tx.hasAccount(address.data)) throw accountExists(address.data);
      const id = await tx.insertAccount({ email: address.data, role, createdAt: now, languages: scope.languages.join(','), sections: scope.sections.join(',') });
      return { email: address.data, role, ...await issueLink(tx, id, now) };
    });
  } catch (error) {
    // Another instance added the same email between our check and our insert.
    if (isUniqueViolation(error)) throw accountExists(address.data);
    throw error;
  }
}

/** A new one-time link for an existing account (a forgotten password, an expired link). */
export async function newLink(db: SqlSource, email: string, now = Date.now()): Promise<NewLink> {
  const accounts = accountsOf(db);
  const row = await accountByEmail(accounts, email);
  if (!row) throw new ApiError(404, 'NO_ACCOUNT', `No account for ${email.trim().toLowerCase().slice(0, 100)}.`);
  return { email: row.email, role: row.role, ...await accounts.transaction((tx) => issueLink(tx, row.id, now)) };
}

/** The accounts' storage over a database handle (server/storage/accounts-repository.ts). */
const accountsOf = (db: SqlSource): AccountsRepository => accountsRepository(sqlOf(db));

/** An email is looked up as it was stored: trimmed and in lower case (EmailSchema). */
const accountByEmail = (accounts: AccountsRepository, email: string) => accounts.accountByEmail(email.trim().toLowerCase());

export async function listAccounts(db: SqlSource): Promise<{ email: string; role: AccountRole; scope: EditorScope; passwordSet: boolean; sessions: number; created: string }[]> {
  const rows = await accountsOf(db).accountsWithSessions();
  return rows.map((r) => ({ email: r.email, role: r.role, scope: scopeOf(r), passwordSet: r.password_hash !== null, sessions: r.sessions, created: new Date(r.created_at).toISOString() }));
}

/** Removes an account, its links and its sessions (signed out at once). */
export function removeAccount(db: SqlSource, email: string): Promise<boolean> {
  return accountsOf(db).transaction(async (tx) => {
    const row = await accountByEmail(tx, email);
    if (!row) return false;
    await tx.deleteSessionsOf(row.id);
    await tx.deleteLinksOf(row.id);
    await tx.deleteAccount(row.id);
    return true;
  });
}

const LINK_REFUSED = 'This link to set a password is not valid: it was already used, has expired or was replaced by a newer one. Ask an administrator for a new link (`sitegen editor link <email>`).';

/** The account a one-time link is for (the set-password page names it), without spending the link. */
export async function linkAccount(db: SqlSource, token: string, now = Date.now()): Promise<{ email: string; expiresAt: string }> {
  const row = await accountsOf(db).linkWithEmail(sha(token));
  if (!row || row.used_at !== null || row.expires_at <= now) throw new ApiError(400, 'LINK_INVALID', LINK_REFUSED);
  return { email: row.email, expiresAt: new Date(row.expires_at).toISOString() };
}

/** Sets the password with a one-time link's token; the link is spent and every session ends. */
export async function setPassword(db: SqlSource, token: string, password: string, now = Date.now()): Promise<{ email: string }> {
  const accounts = accountsOf(db);
  const hash = sha(token);
  const link = await accounts.linkByHash(hash);
  const refused = LINK_REFUSED;
  if (!link || link.used_at !== null || link.expires_at <= now) throw new ApiError(400, 'LINK_INVALID', refused);
  const problem = passwordProblem(password);
  if (problem) throw new ApiError(422, 'VALIDATION', problem, [{ path: 'password', message: problem }]);
  // Hashed before the transaction: inside one, only database statements are awaited (the
  // SQLite handle is shared with modules that write synchronously).
  const passwordHash = await hashPassword(password);
  return accounts.transaction(async (tx) => {
    // Spent only once: a second request with the same link, racing this one (on any instance), changes nothing.
    if (!await tx.spendLink(hash, now)) throw new ApiError(400, 'LINK_INVALID', refused);
    await tx.setPasswordHash(link.account_id, passwordHash, now);
    await tx.deleteSessionsOf(link.account_id);
    return { email: (await tx.emailOf(link.account_id))! };
  });
}

const SIGN_IN_REFUSED = 'The email or the password is not right. Check both and try again.';

async function retryAfterSeconds(accounts: AccountsRepository, subjects: { key: string; max: number }[], now: number): Promise<number> {
  let wait = 0;
  const since = now - SIGN_IN_LIMIT.windowMs;
  for (const { key, max } of subjects) {
    const times = await accounts.recentFailures(key, since, max);
    // Over the limit until the oldest of the last `max` failures leaves the window.
    if (times.length >= max) wait = Math.max(wait, times[max - 1]! + SIGN_IN_LIMIT.windowMs - now);
  }
  return Math.ceil(wait / 1000);
}

export interface Session { token: string; csrf: string; email: string; role: AccountRole; scope: EditorScope; expiresAt: Date }

/** The CSRF token of a session: an HMAC of its secret, so it is never stored and cannot be guessed from the database. */
export const csrfOf = (sessionToken: string) => createHmac('sha256', sessionToken).update('sitegen csrf').digest('base64url');

/**
 * Counts the attempt as a failure before the slow password hash, once the subjects are under
 * their limits (reserve), so that a burst of concurrent guesses is held to the limit exactly: each
 * one sees the reservations of those before it. Locked per subject for the check and the insert
 * (PostgreSQL: a transaction-scoped advisory lock, in one order; SQLite: the write transaction
 * itself, BEGIN IMMEDIATE). Answers the seconds to wait (nothing reserved) or the reserved rows.
 */
async function reserveAttempt(accounts: AccountsRepository, subjects: { key: string; max: number }[], now: number): Promise<{ wait: number; reserved: number[] }> {
  return accounts.transaction(async (tx) => {
    for (const key of subjects.map((s) => s.key).sort()) await tx.lockFailures(key);
    const wait = await retryAfterSeconds(tx, subjects, now);
    if (wait > 0) return { wait, reserved: [] };
    const reserved: number[] = [];
    for (const s of subjects) reserved.push(await tx.insertFailure(s.key, now));
    return { wait: 0, reserved };
  });
}

export async function signIn(db: SqlSource, req: IncomingMessage, email: string, password: string, now = Date.now(), trustProxy?: string): Promise<Session> {
  const accounts = accountsOf(db);
  const address = email.trim().toLowerCase();
  const subjects = [{ key: `email:${sha(address)}`, max: SIGN_IN_LIMIT.perEmail }, { key: `address:${sha(clientAddressOf(req, trustProxy))}`, max: SIGN_IN_LIMIT.perAddress }];
  // The address is the one form posts count by (server/client-address.ts): the trusted proxy's
  // header when one is configured (the preview sets it on its own embedded API), else the peer.
  const { wait, reserved } = await reserveAttempt(accounts, subjects, now);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new ApiError(429, 'TOO_MANY_REQUESTS', `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfter: wait });
  }
  const row = await accountByEmail(accounts, address);
  // The same work whether or not the email is known, and whether or not its password is set.
  const ok = await verifyPassword(password.slice(0, PASSWORD_MAX_LENGTH * 4), row?.password_hash ?? await dummy()) && row?.password_hash != null;
  if (!ok || !row) {
    // The reservation stands as the failure. Old failures are of no use: keep the table small.
    await accounts.deleteFailuresUpTo(now - SIGN_IN_LIMIT.windowMs);
    throw new ApiError(401, 'SIGN_IN_FAILED', SIGN_IN_REFUSED);
  }
  // Settled as a success: this attempt's reservations go, and the account's earlier failures.
  // Under the email's lock, as the reservation is: two sign-ins of one account settling at once
  // each deleted its own reservation, then reached the other's, and PostgreSQL found them
  // waiting on each other (a deadlock, the sign-in answered 500).
  await accounts.transaction(async (tx) => {
    await tx.lockFailures(subjects[0]!.key);
    for (const id of reserved) await tx.deleteFailure(id);
    await tx.deleteFailuresOf(subjects[0]!.key);
  });
  const token = newSecret();
  await accounts.insertSession({ hash: sha(token), accountId: row.id, at: now });
  return { token, csrf: csrfOf(token), email: row.email, role: row.role, scope: scopeOf(row), expiresAt: expiryOf(now, now) };
}

const expiryOf = (created: number, lastSeen: number) => new Date(Math.min(lastSeen + SESSION_IDLE_MS, created + SESSION_MAX_MS));

/** The session cookie's value in a request, if any. */
export function sessionCookieOf(req: IncomingMessage): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * The signed-in session of a request, or null when it sends none. A session that is unknown,
 * ended or expired is a 401 saying to sign in again. Each use moves the idle expiry on.
 */
export async function sessionOf(db: SqlSource, req: IncomingMessage, now = Date.now()): Promise<Session | null> {
  const token = sessionCookieOf(req);
  if (!token) return null;
  const accounts = accountsOf(db);
  const row = await accounts.sessionByHash(sha(token));
  if (!row || expiryOf(row.created_at, row.last_seen_at).getTime() <= now) {
    if (row) await accounts.deleteSession(sha(token));
    throw new ApiError(401, 'SESSION_EXPIRED', 'Your session has ended (signed out or expired); sign in again on the editor\'s sign-in page (/__editor/sign-in).');
  }
  await accounts.touchSession(sha(token), now);
  return { token, csrf: csrfOf(token), email: row.email, role: row.role, scope: scopeOf(row), expiresAt: expiryOf(row.created_at, now) };
}

/** A write made with a session must carry its CSRF token (a page on another site cannot read it). */
export function checkCsrf(req: IncomingMessage, session: Session): void {
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sent.length === 0) {
    throw new ApiError(403, 'CSRF', `This write was made with a signed-in session but without its "${CSRF_HEADER}" header (cross-site request protection); reload the editor and try again.`);
  }
  const a = Buffer.from(sha(sent));
  const b = Buffer.from(sha(session.csrf));
  if (!timingSafeEqual(a, b)) throw new ApiError(403, 'CSRF', `The "${CSRF_HEADER}" header does not belong to this session; reload the editor and try again.`);
}

/**
 * Set-Cookie for a new session (kept by the browser up to the absolute expiry; the idle expiry
 * is the server's), or to clear it (maxAge 0). Secure when the request came over https.
 */
export function sessionCookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const https = (req.socket as { encrypted?: boolean }).encrypted === true || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${https ? '; Secure' : ''}`;
}

/** An account's role as a sentence says it ("an editor", "on the admissions team"). */
const roleWords = (role: AccountRole) => (role === 'admin' ? 'an administrator' : role === 'admissions' ? 'on the admissions team' : 'an editor');

/**
 * A signed-in session whose role is one of `roles` (a write also carries its CSRF header); a
 * bearer token never qualifies. `says`: what each refusal tells the person.
 */
async function requireSessionRole(db: SqlSource, req: IncomingMessage, roles: readonly AccountRole[], says: { token: string; signIn: string; refused: (who: string) => string }): Promise<Session> {
  if (/^Bearer\s/i.test(req.headers.authorization ?? '')) throw new ApiError(403, 'FORBIDDEN', says.token);
  const session = await sessionOf(db, req);
  if (!session) throw new ApiError(401, 'UNAUTHORIZED', `Not signed in; sign in on the editor's sign-in page (/__editor/sign-in) with ${says.signIn}.`);
  if (req.method !== 'GET' && req.method !== 'HEAD') checkCsrf(req, session);
  if (!roles.includes(session.role)) throw new ApiError(403, 'FORBIDDEN', says.refused(`${session.email} is ${roleWords(session.role)}`));
  return session;
}

/**
 * Who may manage accounts: a signed-in account with the admin role. An editor can edit and
 * publish pages but not give anyone access, or take it away; a bearer token (a machine's) never
 * can. Returns the admin's session.
 */
export function requireAdmin(db: SqlSource, req: IncomingMessage): Promise<Session> {
  return requireSessionRole(db, req, ['admin'], {
    token: 'Accounts are managed by a signed-in administrator, not with a token: sign in on the editor\'s sign-in page with an admin account, or run `sitegen editor …` on the server.',
    signIn: 'an admin account',
    refused: (who) => `${who}: only an administrator can add, list or remove accounts. Ask one, or run \`sitegen editor …\` on the server.`,
  });
}

/**
 * Who may read and answer leads (the admissions inbox): a signed-in account with the admissions
 * or admin role. Personal data is never for a bearer token nor for an editor's account.
 */
export function requireAdmissions(db: SqlSource, req: IncomingMessage): Promise<Session> {
  return requireSessionRole(db, req, ['admissions', 'admin'], {
    token: 'Leads are read by a signed-in admissions or admin account, not with a token: sign in on the editor\'s sign-in page, or run `sitegen forms export` on the server.',
    signIn: 'an admissions or admin account',
    refused: (who) => `${who}: leads hold visitors' personal data, for the admissions team and administrators only. Ask an administrator for the admissions role.`,
  });
}

/** The path of a one-time link on the preview server (`sitegen editor add` prints it with its origin). */
const linkPath = (token: string) => `/__editor/set-password#${token}`;

const SetPasswordBody = z.object({ token: z.string().min(1).max(200), password: z.string().max(PASSWORD_MAX_LENGTH * 4) });
const LinkBody = z.object({ token: z.string().min(1).max(200) });
const SignInBody = z.object({ email: z.string().max(320), password: z.string().max(PASSWORD_MAX_LENGTH * 4) });
const AddAccountBody = z.object({ email: z.string().max(320), role: z.enum(ACCOUNT_ROLES).default('editor'), scope: ScopeSchema.optional() });
const EmailBody = z.object({ email: z.string().max(320) });

export interface AccountAnswer { status: number; body: unknown; headers?: Record<string, string> }

/**
 * The account routes of the API, under /accounts/: link (whose a one-time link is), set-password,
 * sign-in, sign-out, me; and an administrator's list, add, new-link and remove.
 * `name` is the segment after /accounts/; `body` the parsed JSON body of a POST.
 */
export function createAccountRoutes(db: SqlSource, options: { trustProxy?: string | undefined } = {}) {
  const sql = sqlOf(db);
  const accounts = accountsRepository(sql);
  // The dummy hash is made now, so that even the first unknown email takes no longer than a known one.
  void dummy();
  const route = async (req: IncomingMessage, name: string, body: unknown): Promise<AccountAnswer> => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const allow = (m: 'GET' | 'POST') => {
      if (method !== m) throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on /accounts/${name}; use ${m}.`);
    };
    switch (name) {
      case 'set-password': {
        allow('POST');
        const { token, password } = parseRequest(SetPasswordBody, body, 'set-password request');
        return { status: 200, body: await setPassword(sql, token, password) };
      }
      case 'link': {
        allow('POST');
        return { status: 200, body: await linkAccount(sql, parseRequest(LinkBody, body, 'link request').token) };
      }
      case 'sign-in': {
        allow('POST');
        const { email, password } = parseRequest(SignInBody, body, 'sign-in request');
        const session = await signIn(sql, req, email, password, Date.now(), options.trustProxy);
        return {
          status: 200,
          body: { email: session.email, role: session.role, csrfToken: session.csrf, expiresAt: session.expiresAt.toISOString() },
          headers: { 'set-cookie': sessionCookie(req, session.token, SESSION_MAX_MS / 1000) },
        };
      }
      case 'sign-out': {
        allow('POST');
        const session = await sessionOf(sql, req);
        if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'Not signed in: there is no session to end.');
        checkCsrf(req, session);
        await accounts.deleteSession(sha(session.token));
        return { status: 200, body: { signedOut: true }, headers: { 'set-cookie': sessionCookie(req, '', 0) } };
      }
      case 'me': {
        allow('GET');
        const session = await sessionOf(sql, req);
        if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'Not signed in; sign in on the editor\'s sign-in page (/__editor/sign-in).');
        return { status: 200, body: { email: session.email, role: session.role, scope: session.scope, csrfToken: session.csrf, expiresAt: session.expiresAt.toISOString() } };
      }
      // An administrator's: the accounts (never their password hashes), a new account or a new
      // one-time link (its path on the preview, for the admin to pass on), a removal, which
      // ends the account's sessions at once. The same as `sitegen editor add|link|list|remove`.
      case 'list': {
        allow('GET');
        await requireAdmin(sql, req);
        return { status: 200, body: { items: await listAccounts(sql) } };
      }
      case 'add': {
        allow('POST');
        await requireAdmin(sql, req);
        const { email, role, scope } = parseRequest(AddAccountBody, body, 'new account');
        const link = await addAccount(sql, email, role, Date.now(), scope);
        return { status: 201, body: { email: link.email, role: link.role, scope: scope ?? { languages: [], sections: [] }, link: linkPath(link.token), expiresAt: link.expiresAt.toISOString() } };
      }
      case 'new-link': {
        allow('POST');
        await requireAdmin(sql, req);
        const link = await newLink(sql, parseRequest(EmailBody, body, 'new link request').email);
        return { status: 200, body: { email: link.email, role: link.role, link: linkPath(link.token), expiresAt: link.expiresAt.toISOString() } };
      }
      case 'remove': {
        allow('POST');
        const admin = await requireAdmin(sql, req);
        const { email } = parseRequest(EmailBody, body, 'account removal');
        // An administrator cannot lock themselves out from the editor (another one, or
        // `sitegen editor remove` on the server, can).
        if (email.trim().toLowerCase() === admin.email) throw new ApiError(409, 'OWN_ACCOUNT', 'You cannot remove your own account while signed in with it; ask another administrator, or run `sitegen editor remove` on the server.');
        if (!await removeAccount(sql, email)) throw new ApiError(404, 'NO_ACCOUNT', `No account for ${email.trim().toLowerCase().slice(0, 100)}.`);
        return { status: 200, body: { removed: email.trim().toLowerCase() } };
      }
      default:
        throw new ApiError(404, 'NOT_FOUND', `No API route /accounts/${name.slice(0, 100)}.`);
    }
  };
  return async (req: IncomingMessage, name: string, body: unknown): Promise<AccountAnswer> => {
    try {
      return await route(req, name, body);
    } catch (error) {
      // PostgreSQL restarting: 503 with Retry-After, the editor's page says to try again.
      // A full disk is one of these too (SqlStorageFullError): the answer says which.
      if (error instanceof SqlUnavailableError) return unavailableAnswer('The account request was not answered', error);
      throw error;
    }
  };
}
