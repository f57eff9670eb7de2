import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { startPreview } from '../../src/preview/preview-server.js';
import type { Sql } from '../../server/sql/sql.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * In editor mode the preview answers drafts only to a request that brings its own credential the
 * API accepts (spec 6: drafts are the editors'): the session cookie or an editor's bearer token.
 * Without one, a page load goes to the sign-in page and anything else is a 401 — and no answer
 * holds the draft's text. The API, the preview and the accounts are the real ones, over loopback.
 */
const MARK = 'Borrador-secreto-guard-5d1e';
const PASSWORD = 'correct horse battery staple';
let preview: Awaited<ReturnType<typeof startPreview>>;
let base: string;
let editorToken = '';
let visitorToken = '';
let cookie = '';
let file = '';
let db: Sql;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-preview-guard-'));
  file = await copyDemo('preview-guard');
  db = await openLocation(file);
  editorToken = (await runCli(['token', 'create', '--role', 'editor', '--db', file])).stdout.trim();
  visitorToken = (await runCli(['token', 'create', '--role', 'visitor', '--db', file])).stdout.trim();
  const added = await runCli(['editor', 'add', 'guard@example.org', '--db', file]);
  const oneTime = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)?.[1];
  expect(oneTime, added.stdout + added.stderr).toBeTruthy();
  const config = await loadConfig({ db: file, outDir: join(dir, 'output') }, {}, dir);
  preview = await startPreview(config, { path: '/en/contact/', mode: 'editor', port: 0 });
  base = new URL(preview.url).origin;

  // A draft that is not published: its title (the page's <title>) must reach no one without a credential.
  const auth = { authorization: `Bearer ${editorToken}` };
  const draft = await (await fetch(`${base}/_api/site/main/page/${await contactId()}?draft=1`, { headers: auth })).json() as Record<string, unknown> & { version: string; title: string };
  const saved = await fetch(`${base}/_api/site/main/page/${await contactId()}`, {
    method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify({ ...draft, metaTitle: `Contact ${MARK}` }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);

  // An editor signs in as the sign-in page does, through the preview's /_api/ proxy.
  const post = (path: string, body: unknown) => fetch(`${base}/_api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/accounts/set-password', { token: oneTime, password: PASSWORD })).status).toBe(200);
  const signIn = await post('/accounts/sign-in', { email: 'guard@example.org', password: PASSWORD });
  expect(signIn.status).toBe(200);
  cookie = /^(sitegen_session=[^;]*)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(cookie).not.toBe('sitegen_session=');
}, slow(60_000));
afterAll(async () => {
  await preview?.close();
  await db?.close();
});

let contact: number | undefined;
async function contactId(): Promise<number> {
  contact ??= (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/en/contact/'"))!.id;
  return contact;
}

const HTML = { accept: 'text/html,application/xhtml+xml' };
/** Every route that reads a draft, as the editor's window asks it. */
const DATA_ROUTES: [string, string, unknown?][] = [
  ['GET', '/__preview/draft?path=/en/contact/'],
  ['GET', '/__preview/render?path=/en/contact/'],
  ['POST', '/__preview/render?path=/en/contact/', { sections: {} }],
  ['GET', '/__preview/palette?path=/en/contact/&section=mainSection'],
  ['GET', '/__preview/events?path=/en/contact/'],
  ['GET', '/__preview/schema/FAQ'],
  ['POST', '/__preview/sanitize', { html: '<p>x</p>' }],
  ['POST', '/__preview/validate', { component: 'FAQ', fields: {} }],
  ['POST', '/__preview/validate-modules', { modules: [{ component: 'FAQ', editorID: 1 }] }],
  ['POST', '/__preview/check-link', { href: '/en/' }],
  ['POST', '/__preview/publish?path=/en/contact/', {}],
  ['POST', '/__preview/unpublish?path=/en/contact/', {}],
  ['POST', '/__preview/link?path=/en/contact/', { pageId: 1 }],
];

async function ask(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(base + path, {
    method, redirect: 'manual', signal: controller.signal,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // An event stream never ends: its first bytes are enough.
  const text = path.startsWith('/__preview/events') && response.ok
    ? new TextDecoder().decode((await response.body!.getReader().read()).value)
    : await response.text();
  controller.abort();
  return { status: response.status, location: response.headers.get('location'), type: response.headers.get('content-type'), text };
}

describe('without a credential', () => {
  it('a page load (the editor window and the framed page) goes to the sign-in page, which brings the editor back', async () => {
    for (const path of ['/en/contact/', '/en/contact/?frame=1', '/es/contacto/']) {
      const answer = await ask('GET', path, undefined, HTML);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(`/__editor/sign-in?next=${encodeURIComponent(new URL(path, base).pathname)}`);
      expect(answer.text).not.toContain(MARK);
    }
  });

  it.each(DATA_ROUTES)('%s %s is a 401 saying to sign in, without the draft', async (method, path, body) => {
    const answer = await ask(method, path, body, {});
    expect(answer.status).toBe(401);
    expect(answer.type).toMatch(/^application\/json/);
    const error = (JSON.parse(answer.text) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toMatch(/sign in on \/__editor\/sign-in/);
    expect(answer.text).not.toContain(MARK);
  });

  it('a page asked for as anything but HTML is a 401 too, not a redirect', async () => {
    const answer = await ask('GET', '/en/contact/?frame=1', undefined, { accept: '*/*' });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(MARK);
  });

  it('a cookie or token the API does not know is refused like none', async () => {
    const unknown: Record<string, string>[] = [{ cookie: 'sitegen_session=not-a-session' }, { authorization: 'Bearer not-a-token' }, { cookie: 'sitegen_session=a;b' }];
    for (const headers of unknown) {
      expect((await ask('GET', '/__preview/draft?path=/en/contact/', undefined, headers)).status, JSON.stringify(headers)).toBe(401);
      expect((await ask('GET', '/en/contact/?frame=1', undefined, { ...HTML, ...headers })).status).toBe(302);
    }
  });

  it('a visitor token is refused: it may not read drafts', async () => {
    const answer = await ask('GET', '/__preview/draft?path=/en/contact/', undefined, { authorization: `Bearer ${visitorToken}` });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(MARK);
    expect((await ask('GET', '/en/contact/?frame=1', undefined, { ...HTML, authorization: `Bearer ${visitorToken}` })).status).toBe(302);
  });

  it('the assets, the sign-in pages and the API proxy answer (the API checks for itself)', async () => {
    const signIn = await ask('GET', '/__editor/sign-in?next=/en/contact/', undefined, HTML);
    expect(signIn.status).toBe(200);
    expect(signIn.text).toContain('data-account-page="sign-in"');
    // The site's stylesheet, then the editor's (templates/editor.css), both served.
    const styles = [...signIn.text.matchAll(/<link rel="stylesheet" href="(\/_sitegen\/[^"]+\.css)"/g)].map((m) => m[1]!);
    expect(styles).toEqual([expect.stringMatching(/^\/_sitegen\/styles\.[0-9a-f]{10}\.css$/), expect.stringMatching(/^\/_sitegen\/editor\.[0-9a-f]{10}\.css$/)]);
    for (const href of styles) expect((await ask('GET', href, undefined, {})).status, href).toBe(200);
    expect((await ask('GET', styles[1]!, undefined, {})).text).toContain('.editor-account');
    expect((await ask('GET', '/_api/accounts/me', undefined, {})).status).toBe(401);
    const draftThroughProxy = await ask('GET', `/_api/site/main/page/${await contactId()}?draft=1`, undefined, {});
    expect(draftThroughProxy.status).toBe(401);
    expect(draftThroughProxy.text).not.toContain(MARK);
  });
});

describe('with a credential the API accepts', () => {
  const credentials = (): [string, Record<string, string>][] => [['session cookie', { cookie }], ['editor token', { authorization: `Bearer ${editorToken}` }]];

  it('the editor window and the framed page show the draft', async () => {
    for (const [what, headers] of credentials()) {
      const window = await ask('GET', '/en/contact/', undefined, { ...HTML, ...headers });
      expect(window.status, what).toBe(200);
      expect(window.text, what).toContain('id="editor-frame"');
      const framed = await ask('GET', '/en/contact/?frame=1', undefined, { ...HTML, ...headers });
      expect(framed.status, what).toBe(200);
      expect(framed.text, what).toContain(MARK);
    }
  });

  it('the data routes answer with the draft', async () => {
    for (const [what, headers] of credentials()) {
      const draft = await ask('GET', '/__preview/draft?path=/en/contact/', undefined, headers);
      expect(draft.status, what).toBe(200);
      expect(draft.text, what).toContain(MARK);
      const render = await ask('GET', '/__preview/render?path=/en/contact/', undefined, headers);
      expect(render.status, what).toBe(200);
      expect(render.text, what).toContain(MARK);
      const events = await ask('GET', '/__preview/events?path=/en/contact/', undefined, headers);
      expect(events.status, what).toBe(200);
      expect(events.text, what).toContain(': connected');
      expect((await ask('GET', '/__preview/palette?path=/en/contact/&section=mainSection', undefined, headers)).status, what).toBe(200);
      expect((await ask('POST', '/__preview/sanitize', { html: '<p>x</p>' }, headers)).status, what).toBe(200);
    }
  });

  const signIn = async () => {
    const answer = await fetch(`${base}/_api/accounts/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'guard@example.org', password: PASSWORD }) });
    expect(answer.status).toBe(200);
    const { csrfToken } = await answer.json() as { csrfToken: string };
    return { cookie: /^(sitegen_session=[^;]*)/.exec(answer.headers.get('set-cookie') ?? '')![1]!, csrfToken };
  };

  it('a session that signed out is refused on its very next request, however recently it was let in', async () => {
    const second = await signIn();
    // A page load's worth of requests, all let in: nothing about them may outlive the sign-out.
    for (let i = 0; i < 5; i++) expect((await ask('GET', '/__preview/draft?path=/en/contact/', undefined, { cookie: second.cookie })).status).toBe(200);
    const out = await fetch(`${base}/_api/accounts/sign-out`, { method: 'POST', headers: { cookie: second.cookie, 'x-csrf-token': second.csrfToken } });
    expect(out.status).toBe(200);
    const after = await ask('GET', '/__preview/draft?path=/en/contact/', undefined, { cookie: second.cookie });
    expect(after.status).toBe(401);
    expect(after.text).not.toContain(MARK);
  });

  it('an account removed with `sitegen editor remove` is refused on its very next request', async () => {
    const added = await runCli(['editor', 'add', 'leaving@example.org', '--db', file]);
    const oneTime = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)![1]!;
    const post = (path: string, body: unknown) => fetch(`${base}/_api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/accounts/set-password', { token: oneTime, password: PASSWORD })).status).toBe(200);
    const answer = await post('/accounts/sign-in', { email: 'leaving@example.org', password: PASSWORD });
    const leaving = /^(sitegen_session=[^;]*)/.exec(answer.headers.get('set-cookie') ?? '')![1]!;
    expect((await ask('GET', '/__preview/render?path=/en/contact/', undefined, { cookie: leaving })).status).toBe(200);
    const removed = await runCli(['editor', 'remove', 'leaving@example.org', '--db', file]);
    expect(removed.code, removed.stderr).toBe(0);
    const after = await ask('GET', '/__preview/render?path=/en/contact/', undefined, { cookie: leaving });
    expect(after.status).toBe(401);
    expect(after.text).not.toContain(MARK);
  });
});
