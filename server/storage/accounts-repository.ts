import type { AccountRole } from '../accounts.js';
import type { Sql } from '../sql/sql.js';

/**
 * Editors' accounts and sessions as stored (tables accounts, account_links, sessions,
 * sign_in_failures): the statements only. The rules (who may sign in, when a link or session has
 * expired, how many failures are allowed) are server/accounts.ts's (spec 6: roles and
 * permissions). Tokens and links are stored as their SHA-256 only; a method is given the hash.
 */
export interface AccountRow { id: number; email: string; role: AccountRole; password_hash: string | null; created_at: number; password_set_at: number | null; languages: string; sections: string }

/** A one-time link as its set-password request checks it. */
export interface LinkRow { account_id: number; expires_at: number; used_at: number | null }

/** A session with its account, as a request signed in with it needs them. */
export interface SessionRow { created_at: number; last_seen_at: number; email: string; role: AccountRole; languages: string; sections: string }

export interface AccountsRepository {
  /** Whether an account has this email (already normalised). */
  hasAccount(email: string): Promise<boolean>;
  accountByEmail(email: string): Promise<AccountRow | undefined>;
  emailOf(accountId: number): Promise<string | undefined>;
  /** The new account's id. */
  insertAccount(account: { email: string; role: AccountRole; createdAt: number; languages?: string; sections?: string }): Promise<number>;
  /** Every account with its number of sessions, by email. */
  accountsWithSessions(): Promise<(AccountRow & { sessions: number })[]>;
  setPasswordHash(accountId: number, passwordHash: string, at: number): Promise<void>;
  deleteAccount(accountId: number): Promise<void>;

  insertLink(link: { hash: string; accountId: number; expiresAt: number }): Promise<void>;
  /** The links of an account that were not used (an earlier link a new one replaces). */
  deleteUnusedLinks(accountId: number): Promise<void>;
  deleteLinksOf(accountId: number): Promise<void>;
  linkByHash(hash: string): Promise<LinkRow | undefined>;
  /** The link and the email of its account. */
  linkWithEmail(hash: string): Promise<{ email: string; expires_at: number; used_at: number | null } | undefined>;
  /**
   * Marks the link used, unless it already was: true only for the one call that spent it, so of
   * two requests racing with the same link (on any instance) only one goes on.
   */
  spendLink(hash: string, at: number): Promise<boolean>;

  insertSession(session: { hash: string; accountId: number; at: number }): Promise<void>;
  sessionByHash(hash: string): Promise<SessionRow | undefined>;
  /** Moves the session's last use (its idle expiry) on. */
  touchSession(hash: string, at: number): Promise<void>;
  deleteSession(hash: string): Promise<void>;
  deleteSessionsOf(accountId: number): Promise<void>;

  /**
   * Holds the sign-in failures of `subject` until the transaction ends, so that the count and the
   * insert of concurrent attempts on it, on any instance, happen one after the other (the
   * dialect's lock: an advisory lock on PostgreSQL, SQLite's write transaction itself).
   */
  lockFailures(subject: string): Promise<void>;
  /** The times of the subject's latest failures after `since`, newest first, at most `limit`. */
  recentFailures(subject: string, since: number, limit: number): Promise<number[]>;
  /** The new failure's id. */
  insertFailure(subject: string, at: number): Promise<number>;
  deleteFailure(id: number): Promise<void>;
  deleteFailuresOf(subject: string): Promise<void>;
  /** Failures at or before `at` (out of every window: of no use). */
  deleteFailuresUpTo(at: number): Promise<void>;

  /**
   * `fn` in one transaction, with a repository over it (Sql.transaction: committed when it
   * resolves, rolled back when it throws). Only its statements may be awaited inside.
   */
  transaction<T>(fn: (repo: AccountsRepository) => Promise<T>): Promise<T>;
}

/** The accounts' storage over `sql`, either database (the same SQL; the lock is the dialect adapter's). */
/** An account's scope (account_scopes), '' for all when it has none. */
const SCOPE = "COALESCE(sc.languages, '') AS languages, COALESCE(sc.sections, '') AS sections";
const SCOPED = 'LEFT JOIN account_scopes sc ON sc.account_id = a.id';

export function accountsRepository(sql: Sql): AccountsRepository {
  return {
    async hasAccount(email) {
      return (await sql.get('SELECT 1 FROM accounts WHERE email = ?', [email])) !== undefined;
    },
    accountByEmail: (email) => sql.get<AccountRow>(`SELECT a.*, ${SCOPE} FROM accounts a ${SCOPED} WHERE a.email = ?`, [email]),
    async emailOf(accountId) {
      return (await sql.get<{ email: string }>('SELECT email FROM accounts WHERE id = ?', [accountId]))?.email;
    },
    async insertAccount({ email, role, createdAt, languages = '', sections = '' }) {
      const id = (await sql.get<{ id: number }>('INSERT INTO accounts (email, role, created_at) VALUES (?, ?, ?) RETURNING id', [email, role, createdAt]))!.id;
      if (languages || sections) await sql.run('INSERT INTO account_scopes (account_id, languages, sections) VALUES (?, ?, ?)', [id, languages, sections]);
      return id;
    },
    accountsWithSessions: () => sql.all<AccountRow & { sessions: number }>(
      `SELECT a.*, ${SCOPE}, (SELECT COUNT(*) FROM sessions s WHERE s.account_id = a.id) AS sessions FROM accounts a ${SCOPED} ORDER BY a.email`),
    async setPasswordHash(accountId, passwordHash, at) {
      await sql.run('UPDATE accounts SET password_hash = ?, password_set_at = ? WHERE id = ?', [passwordHash, at, accountId]);
    },
    async deleteAccount(accountId) {
      await sql.run('DELETE FROM account_scopes WHERE account_id = ?', [accountId]);
      await sql.run('DELETE FROM accounts WHERE id = ?', [accountId]);
    },

    async insertLink({ hash, accountId, expiresAt }) {
      await sql.run('INSERT INTO account_links (hash, account_id, expires_at) VALUES (?, ?, ?)', [hash, accountId, expiresAt]);
    },
    async deleteUnusedLinks(accountId) {
      await sql.run('DELETE FROM account_links WHERE account_id = ? AND used_at IS NULL', [accountId]);
    },
    async deleteLinksOf(accountId) {
      await sql.run('DELETE FROM account_links WHERE account_id = ?', [accountId]);
    },
    linkByHash: (hash) => sql.get<LinkRow>('SELECT account_id, expires_at, used_at FROM account_links WHERE hash = ?', [hash]),
    linkWithEmail: (hash) => sql.get<{ email: string; expires_at: number; used_at: number | null }>(
      'SELECT a.email, l.expires_at, l.used_at FROM account_links l JOIN accounts a ON a.id = l.account_id WHERE l.hash = ?', [hash]),
    async spendLink(hash, at) {
      return (await sql.run('UPDATE account_links SET used_at = ? WHERE hash = ? AND used_at IS NULL', [at, hash])).changes === 1;
    },

    async insertSession({ hash, accountId, at }) {
      await sql.run('INSERT INTO sessions (hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', [hash, accountId, at, at]);
    },
    sessionByHash: (hash) => sql.get<SessionRow>(
      `SELECT s.created_at, s.last_seen_at, a.email, a.role, ${SCOPE} FROM sessions s JOIN accounts a ON a.id = s.account_id ${SCOPED} WHERE s.hash = ?`, [hash]),
    async touchSession(hash, at) {
      await sql.run('UPDATE sessions SET last_seen_at = ? WHERE hash = ?', [at, hash]);
    },
    async deleteSession(hash) {
      await sql.run('DELETE FROM sessions WHERE hash = ?', [hash]);
    },
    async deleteSessionsOf(accountId) {
      await sql.run('DELETE FROM sessions WHERE account_id = ?', [accountId]);
    },

    lockFailures: (subject) => sql.adapter.lock(sql, `sitegen sign-in ${subject}`),
    async recentFailures(subject, since, limit) {
      return (await sql.all<{ at: number }>('SELECT at FROM sign_in_failures WHERE subject = ? AND at > ? ORDER BY at DESC LIMIT ?', [subject, since, limit])).map((r) => r.at);
    },
    async insertFailure(subject, at) {
      return (await sql.get<{ id: number }>('INSERT INTO sign_in_failures (subject, at) VALUES (?, ?) RETURNING id', [subject, at]))!.id;
    },
    async deleteFailure(id) {
      await sql.run('DELETE FROM sign_in_failures WHERE id = ?', [id]);
    },
    async deleteFailuresOf(subject) {
      await sql.run('DELETE FROM sign_in_failures WHERE subject = ?', [subject]);
    },
    async deleteFailuresUpTo(at) {
      await sql.run('DELETE FROM sign_in_failures WHERE at <= ?', [at]);
    },

    transaction: (fn) => sql.transaction((tx) => fn(accountsRepository(tx))),
  };
}
