import { cpSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { openDatabase, type Db } from '../../server/open-database.js';
import { copyDemoDb } from '../helpers/demo-db.js';
import { jsonSummary, runCli } from '../helpers/cli.js';

/** Editors' writes over loopback: tokens, drafts, conflicts, publishing (issue 6, spec 6). */
let file: string;
let db: Db;
let server: Server;
let base: string;
let editor: string;
let visitor: string;
beforeAll(async () => {
  file = copyDemoDb('edit');
  const made = await Promise.all([runCli(['token', 'create', '--role', 'editor', '--name', 'Ana', '--db', file]), runCli(['token', 'create', '--role', 'visitor', '--db', file])]);
  [editor, visitor] = made.map((r) => r.stdout.trim()) as [string, string];
  db = openDatabase(file);
  const handler = createApiHandler(new ContentStore(db));
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

const contactId = () => (db.prepare("SELECT id FROM pages WHERE path = '/en/contact/'").get() as { id: number }).id;
// Drafts are editor-only (spec 6): the editor's token goes with every read of one.
const load = async (id: number) => (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${editor}` } })).json() as Promise<Record<string, unknown> & { version: string; title: string }>;
const save = (id: number, page: unknown, headers: Record<string, string>) => fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(page) });

describe('tokens', () => {
  it('sitegen token create prints a token once and stores only its hash', async () => {
    expect(editor).toMatch(/^sg_[\w-]{40,}$/);
    const stored = db.prepare('SELECT hash FROM tokens').all() as { hash: string }[];
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.some((r) => r.hash.includes(editor.slice(3, 20)))).toBe(false);
    const bad = await runCli(['token', 'create', '--role', 'admin', '--db', file]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--role must be editor or visitor');
  });
});

describe('saving drafts and publishing', () => {
  it('refuses writes without a valid token (401) and with a visitor token (403)', async () => {
    const id = contactId();
    const page = await load(id);
    const anonymous = await save(id, page, { 'if-match': page.version });
    expect(anonymous.status).toBe(401);
    // RFC 6750 section 3: a 401 names the scheme; with a token sent, it says the token is invalid.
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
    const unknown = await save(id, page, { authorization: 'Bearer sg_not-a-real-token', 'if-match': page.version });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toMatch(/^Bearer realm="sitegen", error="invalid_token"/);
    const publish = await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { 'if-match': page.version } });
    expect(publish.status).toBe(401);
    expect(publish.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
    const forbidden = await save(id, page, { authorization: `Bearer ${visitor}`, 'if-match': page.version });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json() as { error: { message: string } }).error.message).toContain('visitor role');
  });

  it('saves a draft with the loaded version, refuses a stale one with 409, and publishes', async () => {
    const id = contactId();
    const page = await load(id);
    const auth = { authorization: `Bearer ${editor}` };
    expect((await save(id, { ...page, title: 'Contact us' }, auth)).status).toBe(428);
    const saved = await save(id, { ...page, title: 'Contact us' }, { ...auth, 'if-match': page.version });
    expect(saved.status).toBe(200);
    const draft = await load(id);
    expect(draft.title).toBe('Contact us');
    expect((await (await fetch(`${base}/site/main/page/${id}`)).json() as { title: string }).title).toBe('Contact');
    // Someone who loaded the page before that save cannot overwrite it.
    const stale = await save(id, { ...page, title: 'Contact (old tab)' }, { ...auth, 'if-match': page.version });
    expect(stale.status).toBe(409);
    expect((await stale.json() as { error: { message: string } }).error.message).toMatch(/changed since you loaded it/);
    const hashBefore = (await (await fetch(`${base}/site/main/pages?lang=en_GB`)).json() as { items: { id: number; hash: string }[] }).items.find((i) => i.id === id)!.hash;
    const published = await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...auth, 'if-match': draft.version } });
    expect(published.status).toBe(200);
    expect((await (await fetch(`${base}/site/main/page/${id}`)).json() as { title: string }).title).toBe('Contact us');
    const hashAfter = (await (await fetch(`${base}/site/main/pages?lang=en_GB`)).json() as { items: { id: number; hash: string }[] }).items.find((i) => i.id === id)!.hash;
    expect(hashAfter).not.toBe(hashBefore);
  });

  it('keeps the template type and needs a title', async () => {
    const id = contactId();
    const page = await load(id);
    const auth = { authorization: `Bearer ${editor}`, 'if-match': page.version };
    const retyped = await save(id, { ...page, template: { ...(page.template as object), templateType: 'BlogDetail' } }, auth);
    expect(retyped.status).toBe(422);
    expect((await save(id, { ...page, title: '' }, auth)).status).toBe(422);
  });
});

type Json = Record<string, any>;
type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string; module?: { section: string; index: number; editorID: number; component: string }; field?: string }[] } };
const pageIdAt = (path: string) => (db.prepare('SELECT id FROM pages WHERE path = ?').get(path) as { id: number }).id;
const publishedRow = (id: number) => db.prepare('SELECT published_json, draft_json, content_hash, status, modified FROM pages WHERE id = ?').get(id) as Record<string, string | null>;
const publish = (id: number, version: string) => fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${editor}`, 'if-match': version } });
const saveAsEditor = (id: number, page: unknown, version: string) => save(id, page, { authorization: `Bearer ${editor}`, 'if-match': version });
/** A full build over the test's database, into a copy of the demo output (unchanged pages are carried over). */
async function fullBuild(dbFile: string) {
  const out = join(mkdtempSync(join(tmpdir(), 'sitegen-edit-out-')), 'output');
  cpSync(inject('demoOutput'), out, { recursive: true });
  return runCli(['build', '--db', dbFile, '--out', out, '--json']);
}

describe('a draft the build would refuse', () => {
  it('save and publish of a javascript: link are refused (422), the published page is unchanged and the full build still succeeds', async () => {
    const id = pageIdAt('/en/contact/');
    const before = publishedRow(id);
    const page = await load(id) as Json;
    const index = page.template.mainSection.modules.findIndex((m: Json) => m.component === 'BasicContent');
    const module = page.template.mainSection.modules[index];
    module.link = { text: 'Click', href: 'javascript:alert(1)' };
    const saved = await saveAsEditor(id, page, page.version);
    expect(saved.status).toBe(422);
    const body = await saved.json() as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    // The build's own message, naming the module (index, component) and the field.
    expect(body.error.message).toContain(`template.mainSection.modules[${index}] (BasicContent).link.href: script URLs (javascript:, vbscript:, data:) are not allowed in links`);
    expect(body.error.details).toContainEqual({
      path: `template.mainSection.modules[${index}].link.href`, field: 'link.href',
      module: { section: 'mainSection', index, editorID: module.editorID, component: 'BasicContent' },
      message: 'script URLs (javascript:, vbscript:, data:) are not allowed in links',
    });
    expect(publishedRow(id)).toEqual(before);
    // Nothing was saved, so publishing the loaded version publishes what was live.
    const published = await publish(id, page.version);
    expect(published.status).toBe(200);
    expect(publishedRow(id).published_json).toBe(before.published_json);
    const build = await fullBuild(file);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(jsonSummary(build).pages).toBeGreaterThan(1000);
  });
});
