import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/content-store.js';
import { requireEditor } from '../../server/editing.js';
import { PASSWORD_MIN_LENGTH, SESSION_IDLE_MS, SESSION_MAX_MS, SIGN_IN_LIMIT } from '../../server/accounts.js';
import type { Sql } from '../../server/sql/sql.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * Editors' accounts and sessions over loopback (spec 6): `sitegen editor add` → one-time link →
 * set the password → sign in → a session cookie whose writes need the CSRF header → sign out;
 * expiry, one-time links, one message for every failed sign-in and its rate limit.
 */
let file: string;
let db: Sql;
let base: string;
let closeApi: () => Promise<void>;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  file = await copyDemo('accounts');
  db = await openLocation(file);
  // As behind a balancer (`sitegen api --trust-proxy x-forwarded-for`): each test's requests
  // name their client in X-Forwarded-For, so that each counts its failures apart.
  ({ base, close: closeApi } = await startApiOn(db, { trustProxy: 'x-forwarded-for' }));
});
afterAll(async () => {
  await closeApi();
  await db.close();
});

/** exit 1, "sitegen: <one line>" then "  → <hint>", nothing else, no stack frames. */
function expectOneLineAndHint(result: CliResult) {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(2);
  expect(lines[0]).toMatch(/^sitegen: \S/);
  expect(lines[1]).toMatch(/^ {2}→ \S/);
  return lines[0]!;
}

/** `sitegen editor add` as an administrator runs it; the one-time token from the printed link. */
async function addEditor(email: string, extra: string[] = []): Promise<{ token: string; out: CliResult }> {
  const out = await runCli(['editor', 'add', email, '--db', file, ...extra]);
  expect(out.code, out.stderr).toBe(0);
  const token = /\/__editor\/set-password#([\w-]+)/.exec(out.stdout)?.[1];
  expect(token, out.stdout).toBeTruthy();
  return { token: token!, out };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const errorOf = async (response: Response) => (await response.json() as { error: { code: string; message: string } }).error;
const cookieOf = (response: Response) => /^sitegen_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';

/** A fresh account with its password set, signed in from `address` (each test counts its failures apart). */
async function signedIn(email: string, address = '198.51.100.1', extra: string[] = []) {
  const { token } = await addEditor(email, extra);
  expect((await post('/accounts/set-password', { token, password: PASSWORD })).status).toBe(200);
  const response = await post('/accounts/sign-in', { email, password: PASSWORD }, { 'x-forwarded-for': address });
  expect(response.status).toBe(200);
  const body = await response.json() as { csrfToken: string; email: string };
  return { cookie: `sitegen_session=${cookieOf(response)}`, csrf: body.csrfToken, response, body };
}

let contact: number | undefined;
const contactId = async () => (contact ??= (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/en/contact/'"))!.id);
async function loadDraft(headers: Record<string, string>) {
  const response = await fetch(`${base}/site/main/page/${await contactId()}?draft=1`, { headers });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown> & { version: string; title: string }>;
}
const saveDraft = async (page: Record<string, unknown>, headers: Record<string, string>) => fetch(`${base}/site/main/page/${await contactId()}`, {
  method: 'PUT', headers: { 'content-type': 'application/json', 'if-match': String(page.version), ...headers }, body: JSON.stringify(page),
});

describe('sitegen editor', () => {
  it('add prints a one-time link to the preview server, says which server and when it expires, and stores only a hash', async () => {
    const { token, out } = await addEditor('Ana.Garcia@Example.ORG');
    expect(out.stdout).toContain('Created the editor account ana.garcia@example.org');
    expect(out.stdout).toContain(`http://127.0.0.1:4321/__editor/set-password#${token}`);
    expect(out.stdout).toMatch(/expires in 72 h/);
    expect(out.stdout).toMatch(/port 4321/);
    const stored = JSON.stringify(await db.all('SELECT * FROM account_links'));
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    // --url names another preview server; --role admin.
    const other = await addEditor('boss@example.org', ['--role', 'admin', '--url', 'https://preview.example.org:8443/']);
    expect(other.out.stdout).toContain('Created the admin account boss@example.org');
    expect(other.out.stdout).toContain('https://preview.example.org:8443/__editor/set-password#');
    expect(other.out.stdout).toContain('port 8443, from --url');
    const list = await runCli(['editor', 'list', '--db', file]);
    expect(list.stdout).toMatch(/ana\.garcia@example\.org\teditor\twaiting for the password/);
    expect(list.stdout).toMatch(/boss@example\.org\tadmin/);
  });

  it('refuses mistakes in one line with a hint: taken email (any case), not an email, unknown role, unknown account', async () => {
    await addEditor('dup@example.org');
    expect(expectOneLineAndHint(await runCli(['editor', 'add', 'DUP@example.org', '--db', file]))).toBe('sitegen: dup@example.org already has an account.');
    expect(expectOneLineAndHint(await runCli(['editor', 'add', 'not-an-email', '--db', file]))).toContain('<email> must be an email address');
    expect(expectOneLineAndHint(await runCli(['editor', 'add', 'x@example.org', '--role', 'visitor', '--db', file]))).toContain('--role must be editor, admin or admissions (got "visitor")');
    expect(expectOneLineAndHint(await runCli(['editor', 'add', 'x@example.org', '--url', 'ftp://nope', '--db', file]))).toContain('--url must be');
    expect(expectOneLineAndHint(await runCli(['editor', 'remove', 'nobody@example.org', '--db', file]))).toContain('No account for nobody@example.org');
    expect(expectOneLineAndHint(await runCli(['editor', 'link', 'nobody@example.org', '--db', file]))).toContain('No account for nobody@example.org');
  });

  it('token create says "an editor token"', async () => {
    const out = await runCli(['token', 'create', '--role', 'editor', '--db', file]);
    expect(out.stderr).toContain('Created an editor token');
    expect(out.stderr).not.toContain('a editor');
  });
});

describe('passwords and one-time links', () => {
  it('a short password is refused with the rule; the link works once, then says to ask for a new one', async () => {
    const { token } = await addEditor('once@example.org');
    // The set-password page names the account before the password is chosen.
    const link = await post('/accounts/link', { token });
    expect(await link.json()).toMatchObject({ email: 'once@example.org' });
    const short = await post('/accounts/set-password', { token, password: 'short' });
    expect(short.status).toBe(422);
    expect((await errorOf(short)).message).toBe(`The password needs at least ${PASSWORD_MIN_LENGTH} characters (a few words make a good one).`);
    const set = await post('/accounts/set-password', { token, password: PASSWORD });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ email: 'once@example.org' });
    const stored = (await db.get<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE email = 'once@example.org'"))!.password_hash;
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain(PASSWORD);
    for (const again of [await post('/accounts/set-password', { token, password: 'another long password' }), await post('/accounts/link', { token })]) {
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toMatchObject({ code: 'LINK_INVALID', message: expect.stringContaining('already used, has expired') });
    }
    // The password is still the first one.
    expect((await post('/accounts/sign-in', { email: 'once@example.org', password: PASSWORD }, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  });

  it('an expired link and one replaced by `sitegen editor link` are refused', async () => {
    const { token } = await addEditor('late@example.org');
    const renewed = await runCli(['editor', 'link', 'late@example.org', '--db', file]);
    expect(renewed.code, renewed.stderr).toBe(0);
    const fresh = /set-password#([\w-]+)/.exec(renewed.stdout)![1]!;
    expect((await post('/accounts/set-password', { token, password: PASSWORD })).status).toBe(400);
    await db.run('UPDATE account_links SET expires_at = ? WHERE hash = ?', [Date.now() - 1, createHash('sha256').update(fresh).digest('hex')]);
    const expired = await post('/accounts/set-password', { token: fresh, password: PASSWORD });
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).code).toBe('LINK_INVALID');
  });
});

describe('sessions', () => {
  it('sign-in sets an HttpOnly, SameSite=Strict cookie (Secure over https) and returns the CSRF token; "me" says who', async () => {
    const { response, body, cookie, csrf } = await signedIn('eva@example.org');
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sitegen_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(body).toMatchObject({ email: 'eva@example.org', role: 'editor' });
    expect(csrf).toMatch(/^[\w-]{43}$/);
    // Only the session's hash is stored.
    expect(JSON.stringify(await db.all('SELECT * FROM sessions'))).not.toContain(cookie.split('=')[1]);
    const me = await fetch(`${base}/accounts/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ email: 'eva@example.org', role: 'editor', csrfToken: csrf });
    const viaHttps = await post('/accounts/sign-in', { email: 'eva@example.org', password: PASSWORD }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' });
    expect(viaHttps.headers.get('set-cookie')).toMatch(/; Secure$/);
    expect((await fetch(`${base}/accounts/me`)).status).toBe(401);
  });

  it('saves a draft with cookie + CSRF (200), not without the CSRF header (403) or with another session\'s, and not after sign-out (401)', async () => {
    const { cookie, csrf } = await signedIn('save@example.org');
    // Reading a draft needs the session alone.
    const page = await loadDraft({ cookie });
    const saved = await saveDraft({ ...page, title: 'Contact (session)' }, { cookie, 'x-csrf-token': csrf });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const next = { ...page, version: (await saved.json() as { version: string }).version, title: 'Contact (no CSRF)' };
    const noCsrf = await saveDraft(next, { cookie });
    expect(noCsrf.status).toBe(403);
    expect((await errorOf(noCsrf)).message).toBe('This write was made with a signed-in session but without its "x-csrf-token" header (cross-site request protection); reload the editor and try again.');
    const other = await signedIn('other@example.org');
    const wrongCsrf = await saveDraft(next, { cookie, 'x-csrf-token': other.csrf });
    expect(wrongCsrf.status).toBe(403);
    expect((await errorOf(wrongCsrf)).message).toContain('does not belong to this session');
    // Sign-out is a write too: it needs the CSRF header.
    expect((await fetch(`${base}/accounts/sign-out`, { method: 'POST', headers: { cookie } })).status).toBe(403);
    const out = await fetch(`${base}/accounts/sign-out`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^sitegen_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
    const after = await saveDraft(next, { cookie, 'x-csrf-token': csrf });
    expect(after.status).toBe(401);
    expect((await errorOf(after)).message).toContain('sign in again');
    expect((await fetch(`${base}/site/main/page/${await contactId()}?draft=1`, { headers: { cookie } })).status).toBe(401);
  });

  it('a session idle past its limit, or older than its absolute limit, has ended', async () => {
    const sessionHash = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    const idle = await signedIn('idle@example.org');
    await db.run('UPDATE sessions SET last_seen_at = ? WHERE hash = ?', [Date.now() - SESSION_IDLE_MS - 1000, sessionHash(idle.cookie)]);
    const page = await loadDraft({ authorization: `Bearer ${(await runCli(['token', 'create', '--role', 'editor', '--db', file])).stdout.trim()}` });
    const idleSave = await saveDraft(page, { cookie: idle.cookie, 'x-csrf-token': idle.csrf });
    expect(idleSave.status).toBe(401);
    expect((await errorOf(idleSave)).code).toBe('SESSION_EXPIRED');
    // Ended sessions are forgotten.
    expect(await db.get('SELECT 1 FROM sessions WHERE hash = ?', [sessionHash(idle.cookie)])).toBeUndefined();
    const old = await signedIn('old@example.org');
    // Used a minute ago, but signed in more than the absolute limit ago.
    await db.run('UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE hash = ?', [Date.now() - SESSION_MAX_MS - 1000, Date.now() - 60_000, sessionHash(old.cookie)]);
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie: old.cookie } })).status).toBe(401);
    // A live session moves its idle expiry on with each use.
    const live = await signedIn('live@example.org');
    await db.run('UPDATE sessions SET last_seen_at = ? WHERE hash = ?', [Date.now() - SESSION_IDLE_MS + 60_000, sessionHash(live.cookie)]);
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie: live.cookie } })).status).toBe(200);
    const seen = (await db.get<{ last_seen_at: number }>('SELECT last_seen_at FROM sessions WHERE hash = ?', [sessionHash(live.cookie)]))!.last_seen_at;
    expect(Date.now() - seen).toBeLessThan(60_000);
  });

  it('setting a new password ends the account\'s sessions; removing the account too', async () => {
    const { cookie } = await signedIn('reset@example.org');
    const renewed = await runCli(['editor', 'link', 'reset@example.org', '--db', file]);
    const token = /set-password#([\w-]+)/.exec(renewed.stdout)![1]!;
    expect((await post('/accounts/set-password', { token, password: 'a brand new passphrase' })).status).toBe(200);
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie } })).status).toBe(401);
    const again = await signedIn('gone@example.org');
    const removed = await runCli(['editor', 'remove', 'gone@example.org', '--db', file]);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie: again.cookie } })).status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  it('a wrong password and an unknown email get the same answer, which never says which was wrong', async () => {
    await signedIn('same@example.org', '198.51.100.10');
    const wrong = await post('/accounts/sign-in', { email: 'same@example.org', password: 'not the password' }, { 'x-forwarded-for': '198.51.100.10' });
    const unknown = await post('/accounts/sign-in', { email: 'nobody@example.org', password: 'not the password' }, { 'x-forwarded-for': '198.51.100.10' });
    // An account whose password was never set answers the same too.
    await addEditor('pending@example.org');
    const pending = await post('/accounts/sign-in', { email: 'pending@example.org', password: '' }, { 'x-forwarded-for': '198.51.100.10' });
    const bodies = await Promise.all([wrong, unknown, pending].map((r) => r.text()));
    expect([wrong.status, unknown.status, pending.status]).toEqual([401, 401, 401]);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0]!).error.message).toBe('The email or the password is not right. Check both and try again.');
    expect([wrong, unknown, pending].every((r) => r.headers.get('set-cookie') === null)).toBe(true);
  });

  it(`after ${SIGN_IN_LIMIT.perEmail} failures for an email, sign-in is refused (even with the right password) and says when to retry`, async () => {
    await signedIn('limited@example.org', '198.51.100.20');
    for (let i = 0; i < SIGN_IN_LIMIT.perEmail; i++) {
      // From changing addresses: the count per email holds whatever the address.
      const failed = await post('/accounts/sign-in', { email: 'Limited@example.org', password: `wrong ${i}` }, { 'x-forwarded-for': `198.51.100.${30 + i}` });
      expect(failed.status).toBe(401);
    }
    const limited = await post('/accounts/sign-in', { email: 'limited@example.org', password: PASSWORD }, { 'x-forwarded-for': '198.51.100.40' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(SIGN_IN_LIMIT.windowMs / 1000 - 60);
    expect((await errorOf(limited)).message).toBe(`Too many failed sign-ins; try again in ${SIGN_IN_LIMIT.windowMs / 60_000} minutes.`);
    // Counted in the database: once the failures are older than the window, the editor gets in.
    await db.run('UPDATE sign_in_failures SET at = at - ?', [SIGN_IN_LIMIT.windowMs]);
    expect((await post('/accounts/sign-in', { email: 'limited@example.org', password: PASSWORD }, { 'x-forwarded-for': '198.51.100.40' })).status).toBe(200);
  });

  it(`after ${SIGN_IN_LIMIT.perAddress} failures from one client address, that address is refused for any email`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < SIGN_IN_LIMIT.perAddress; i++) {
      expect((await post('/accounts/sign-in', { email: `guess${i}@example.org`, password: 'guess' }, { 'x-forwarded-for': address })).status).toBe(401);
    }
    const blocked = await post('/accounts/sign-in', { email: 'someone@example.org', password: 'guess' }, { 'x-forwarded-for': address });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await post('/accounts/sign-in', { email: 'someone@example.org', password: 'guess' }, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(401);
  }, slow(60_000));

  it('a burst of concurrent sign-ins is held to the limit exactly: each attempt is counted before the password is checked', async () => {
    await signedIn('burst@example.org', '198.51.100.60');
    // Sent at once, the right password last: only the first attempts within the limit are checked.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post('/accounts/sign-in', { email: 'burst@example.org', password: i === 39 ? PASSWORD : `wrong ${i}` }, { 'x-forwarded-for': `198.51.100.${100 + (i % 50)}` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401 || s === 200), statuses.join(' ')).toHaveLength(SIGN_IN_LIMIT.perEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SIGN_IN_LIMIT.perEmail);
    // Per address too: 60 guesses at once from one address at 60 emails, exactly 20 checked.
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => post('/accounts/sign-in', { email: `burst${i}@example.org`, password: 'guess' }, { 'x-forwarded-for': '203.0.113.60' })));
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(SIGN_IN_LIMIT.perAddress);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(60 - SIGN_IN_LIMIT.perAddress);
  }, slow(120_000));

  it('without --trust-proxy, X-Forwarded-For names no client, even from a loopback peer: forged addresses neither dodge the count nor lock out their owner', async () => {
    const plain = await startApiOn(db);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_LIMIT.perAddress + 5; i++) {
        const answer = await fetch(`${plain.base}/accounts/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` }, body: JSON.stringify({ email: `forged${i}@example.org`, password: 'guess' }) });
        statuses.push(answer.status);
      }
      // Counted as the one peer they came from: the limit holds however the header changes.
      expect(statuses.slice(0, SIGN_IN_LIMIT.perAddress).every((s) => s === 401), statuses.join(' ')).toBe(true);
      expect(statuses.slice(SIGN_IN_LIMIT.perAddress).every((s) => s === 429), statuses.join(' ')).toBe(true);
      // And the addresses they named were never counted: their owner signs in behind the balancer.
      await signedIn('owner@example.org', '192.0.2.1');
    } finally {
      await plain.close();
    }
  }, slow(120_000));
});

describe('the admin role', () => {
  const asUser = (headers: Record<string, string>) => ({
    list: () => fetch(`${base}/accounts/list`, { headers }),
    add: (email: string, role?: string) => post('/accounts/add', { email, ...(role ? { role } : {}) }, headers),
    newLink: (email: string) => post('/accounts/new-link', { email }, headers),
    remove: (email: string) => post('/accounts/remove', { email }, headers),
  });

  it('only a signed-in administrator lists, adds and removes accounts; an editor, a token or no one gets 403/401 and changes nothing', async () => {
    const admin = await signedIn('director@example.org', '198.51.100.7', ['--role', 'admin']);
    const editor = await signedIn('plain-editor@example.org', '198.51.100.8');
    const token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'ci', '--db', file])).stdout.trim();
    const accounts = async () => (await db.all<{ email: string }>('SELECT email FROM accounts ORDER BY email')).map((r) => r.email);
    const before = await accounts();

    for (const [who, headers, status] of [
      ['an editor', { cookie: editor.cookie, 'x-csrf-token': editor.csrf }, 403],
      ['an editor token', { authorization: `Bearer ${token}` }, 403],
      ['no one', {}, 401],
    ] as const) {
      const as = asUser(headers);
      expect((await as.list()).status, who).toBe(status);
      const added = await as.add('intruder@example.org', 'admin');
      expect(added.status, who).toBe(status);
      if (status === 403 && who === 'an editor') expect((await errorOf(added)).message).toContain('only an administrator');
      expect((await as.newLink('director@example.org')).status, who).toBe(status);
      expect((await as.remove('director@example.org')).status, who).toBe(status);
    }
    expect(await accounts()).toEqual(before);
    // Nor can an editor make themselves an administrator by a link of their own.
    expect(await db.get<{ role: string }>('SELECT role FROM accounts WHERE email = ?', ['plain-editor@example.org'])).toEqual({ role: 'editor' });

    const as = asUser({ cookie: admin.cookie, 'x-csrf-token': admin.csrf });
    const list = await as.list();
    expect(list.status).toBe(200);
    const items = (await list.json() as { items: { email: string; role: string }[] }).items;
    expect(items).toContainEqual(expect.objectContaining({ email: 'director@example.org', role: 'admin' }));
    expect(JSON.stringify(items)).not.toMatch(/password_hash|scrypt|\$/);
    const added = await as.add('new-editor@example.org');
    expect(added.status).toBe(201);
    const { link, role } = await added.json() as { link: string; role: string };
    expect(role).toBe('editor');
    // The link works as `sitegen editor add`'s does.
    const oneTime = /^\/__editor\/set-password#([\w-]+)$/.exec(link)![1]!;
    expect((await post('/accounts/set-password', { token: oneTime, password: PASSWORD })).status).toBe(200);
    expect((await as.newLink('new-editor@example.org')).status).toBe(200);
    // A write without the session's CSRF header is refused, even an administrator's.
    expect((await post('/accounts/remove', { email: 'new-editor@example.org' }, { cookie: admin.cookie })).status).toBe(403);
    expect((await as.remove('director@example.org')).status).toBe(409);
    // Removing ends the account's sessions at once.
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie: editor.cookie } })).status).toBe(200);
    expect((await as.remove('plain-editor@example.org')).status).toBe(200);
    expect((await fetch(`${base}/accounts/me`, { headers: { cookie: editor.cookie } })).status).toBe(401);
    expect((await as.remove('nobody@example.org')).status).toBe(404);
  });
});

describe('requireEditor', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A route of our own that answers who requireEditor says wrote (the API's saves use it the same way).
    server = createServer(async (req, res) => {
      try {
        res.end(JSON.stringify(await requireEditor(db, req)));
      } catch (error) {
        res.statusCode = error instanceof ApiError ? error.status : 500;
        res.end(error instanceof Error ? error.message : String(error));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names the actor: the account\'s email for a session, token:<name> for a bearer token', async () => {
    const { cookie, csrf } = await signedIn('actor@example.org');
    expect(await (await fetch(url, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } })).json()).toEqual({ actor: 'actor@example.org', scope: { languages: [], sections: [] }, approver: false });
    const token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'ci', '--db', file])).stdout.trim();
    expect(await (await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()).toEqual({ actor: 'token:ci', scope: null, approver: true });
    const none = await fetch(url, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.text()).toContain('/__editor/sign-in');
  });
});

describe('an account\'s scope: the languages and sections it may change', () => {
  const idAt = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
  const as = (who: { cookie: string; csrf: string }) => ({ cookie: who.cookie, 'x-csrf-token': who.csrf });
  const saveAs = async (who: { cookie: string; csrf: string }, path: string) => {
    const id = await idAt(path);
    const page = await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: as(who) })).json() as Record<string, unknown> & { version: string; title: string };
    page.title = `${page.title} (revisado)`;
    return fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { ...as(who), 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
  };

  it('an English editor saves and publishes English pages, and is refused Spanish ones with a 403 naming the page and what the account may change', async () => {
    const { out } = await addEditor('english@example.org', ['--languages', 'en_GB']);
    expect(out.stdout).toContain('it may change only pages in en_GB');
    const { token } = await addEditor('english-too@example.org', ['--languages', 'en_GB']);
    expect((await post('/accounts/set-password', { token, password: PASSWORD })).status).toBe(200);
    const signIn = await post('/accounts/sign-in', { email: 'english-too@example.org', password: PASSWORD }, { 'x-forwarded-for': '198.51.100.40' });
    const who = { cookie: `sitegen_session=${cookieOf(signIn)}`, csrf: (await signIn.json() as { csrfToken: string }).csrfToken };
    // Who they are, and what they may change, for the editor to say before they try.
    expect(await (await fetch(`${base}/accounts/me`, { headers: { cookie: who.cookie } })).json()).toMatchObject({ email: 'english-too@example.org', scope: { languages: ['en_GB'], sections: [] } });

    expect((await saveAs(who, '/en/clubs/')).status).toBe(200);
    const spanish = await saveAs(who, '/clubes/');
    expect(spanish.status).toBe(403);
    const error = await spanish.json() as { error: { code: string; message: string; details: unknown } };
    expect(error.error.code).toBe('OUT_OF_SCOPE');
    expect(error.error.message).toContain('/clubes/ (es_ES)');
    expect(error.error.details).toEqual({ page: { path: '/clubes/', locale: 'es_ES' }, languages: ['en_GB'], sections: [] });
    // Publish, schedule, unpublish, move and create are refused alike; nothing changed.
    const id = await idAt('/clubes/');
    const before = await db.get<{ published_json: string; draft_json: string | null; path: string }>('SELECT published_json, draft_json, path FROM pages WHERE id = ?', [id]);
    const version = ((await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: as(who) })).json()) as { version: string }).version;
    const refused = [
      await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...as(who), 'if-match': version } }),
      await fetch(`${base}/site/main/page/${id}/schedule`, { method: 'PUT', headers: { ...as(who), 'content-type': 'application/json', 'if-match': version }, body: JSON.stringify({ at: new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+00:00') }) }),
      await fetch(`${base}/site/main/page/${id}/unpublish`, { method: 'POST', headers: as(who) }),
      await fetch(`${base}/site/main/page/${id}/move`, { method: 'POST', headers: { ...as(who), 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'clubes-y-asociaciones' }) }),
      await fetch(`${base}/site/main/pages`, { method: 'POST', headers: { ...as(who), 'content-type': 'application/json' }, body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Horarios', slug: 'horarios-ingles' }) }),
    ];
    expect(await Promise.all(refused.map(async (r) => `${r.status} ${(await r.json() as { error: { code: string } }).error.code}`))).toEqual(Array(5).fill('403 OUT_OF_SCOPE'));
    expect(await db.get('SELECT published_json, draft_json, path FROM pages WHERE id = ?', [id])).toEqual(before);
    // An English page they create is theirs.
    expect((await fetch(`${base}/site/main/pages`, { method: 'POST', headers: { ...as(who), 'content-type': 'application/json' }, body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'en_GB', title: 'Opening hours', slug: 'opening-hours-english' }) })).status).toBe(200);
  });

  it('a section editor changes only pages under its paths, in every language unless told; `editor list` says the scope; a machine\'s token is not limited', async () => {
    const who = await signedIn('claustro@example.org', '198.51.100.41', ['--sections', '/claustro/,/en/claustro/']);
    const profile = (await db.get<{ path: string }>("SELECT path FROM pages WHERE path LIKE '/en/claustro/_%' ORDER BY path LIMIT 1"))!.path;
    expect((await saveAs(who, profile)).status).toBe(200);
    expect((await saveAs(who, '/en/contact/')).status).toBe(403);
    const listed = await runCli(['editor', 'list', '--db', file]);
    expect(listed.stdout).toMatch(/^claustro@example\.org\teditor \(pages under \/claustro\/ or \/en\/claustro\/\)\t/m);
    const bad = await runCli(['editor', 'add', 'x@example.org', '--sections', 'claustro', '--db', file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--sections');
    const machine = (await runCli(['token', 'create', '--role', 'editor', '--name', 'importer', '--db', file])).stdout.trim();
    const id = await idAt('/clubes/');
    const page = await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${machine}` } })).json() as Record<string, unknown> & { version: string };
    expect((await fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${machine}`, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) })).status).toBe(200);
  });

  it('an administrator adds a scoped account through the API, and a scope that is not one is refused naming the field', async () => {
    const admin = await signedIn('admin-scope@example.org', '198.51.100.42', ['--role', 'admin']);
    const add = (body: unknown) => fetch(`${base}/accounts/add`, { method: 'POST', headers: { ...as(admin), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const made = await add({ email: 'blog@example.org', scope: { languages: ['es_ES'], sections: ['/actualidad/'] } });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ email: 'blog@example.org', scope: { languages: ['es_ES'], sections: ['/actualidad/'] } });
    const wrong = await add({ email: 'wrong@example.org', scope: { languages: ['fr_FR'], sections: ['actualidad'] } });
    expect(wrong.status).toBe(400);
    const message = (await errorOf(wrong)).message;
    expect(message).toContain('scope.languages');
    expect(message).toContain('scope.sections');
  });
});
