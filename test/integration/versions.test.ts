import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEDULES_RECHECK_MS } from '../../server/schedules.js';
import type { Sql } from '../../server/sql/sql.js';
import fg from 'fast-glob';
import { existsSync } from 'node:fs';
import { htmlFileFor, pageDataFileFor } from '../../src/contract/paths.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyOutput } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';
import { seedDemo } from '../helpers/seeded.js';

/**
 * A page's history and scheduled publishing over loopback (spec 4, editor mode): every save
 * is a version with who, when and what changed; a version compares with the draft and can be
 * restored; publishing records the version that went live; a schedule publishes its version
 * when due, for the API and for the next build. The API's clock is the test's own (an option of
 * createApiHandler, which no request can reach), so "when due" needs no waiting.
 */
type Json = Record<string, any>;
let file: string;
let db: Sql;
let close: () => Promise<void>;
let base: string;
let token: string;
let clock = Date.now();
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  file = await copyDemo('versions');
  token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía (comunicación)', '--db', file])).stdout.trim();
  db = await openLocation(file);
  ({ base, close } = await startApiOn(db, { now: () => new Date(clock) }));
});
afterAll(async () => {
  await close();
  await db.close();
});

const idAt = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
const api = (path: string, init: RequestInit = {}) => fetch(`${base}/site/main${path}`, { ...init, headers: { ...auth(), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers as Record<string, string> } });
const json = async (response: Response | Promise<Response>) => (await response).json() as Promise<Json>;
const draftOf = (id: number) => json(api(`/page/${id}?draft=1`));
const save = (id: number, page: Json, version: string) => api(`/page/${id}`, { method: 'PUT', headers: { 'if-match': version }, body: JSON.stringify(page) });
const versions = (id: number, query = '') => json(api(`/page/${id}/versions${query}`));
const publicTitle = async (id: number) => (await json(fetch(`${base}/site/main/page/${id}`))).title as string;
const mainModule = (page: Json, component: string) => page.template.mainSection.modules.find((m: Json) => m.component === component) as Json;

describe('versions', () => {
  it('a save keeps a version with its author, its time and what changed, by the editor\'s words', async () => {
    const id = await idAt('/en/contact/');
    const page = await draftOf(id);
    page.title = 'Contact and opening hours';
    mainModule(page, 'Text').title = 'When we are open';
    const before = Date.now();
    const saved = await save(id, page, page.version);
    expect(saved.status).toBe(200);
    expect((await saved.json() as Json).seq).toBe(2);

    const list = await versions(id);
    expect(list.totalItems).toBe(2);
    const [latest, baseline] = list.items;
    expect(latest).toMatchObject({ seq: 2, actor: 'token:Lucía (comunicación)', kind: 'save' });
    expect(Date.parse(latest.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(latest.summary.en).toBe('Changed: Title; edited: Text “When we are open” (Title)');
    expect(latest.summary.es).toBe('Cambiado: Título; editado: Texto «When we are open» (Título)');
    // The state the page had before its first save is kept, so the first change can be undone.
    expect(baseline).toMatchObject({ seq: 1, actor: '', kind: 'baseline' });

    // A second save: a module moved to the top and another removed.
    const next = await draftOf(id);
    const modules = next.template.mainSection.modules as Json[];
    const form = modules.findIndex((m) => m.component === 'BasicForm');
    const [removed] = modules.splice(form, 1);
    const text = modules.findIndex((m) => m.component === 'Text');
    modules.unshift(...modules.splice(text, 1));
    expect((await save(id, next, next.version)).status).toBe(200);
    const second = (await versions(id)).items[0];
    expect(second.summary.en).toBe(`Moved: Text “When we are open”; removed: Contact form “${removed!.title}”`);
    expect(second.summary.es).toContain('quitado: Formulario de contacto «Write to us»');
  });

  it('lists versions newest first, a page at a time, and gives one with its page', async () => {
    const id = await idAt('/en/contact/');
    const first = await versions(id, '?items=2&page=1');
    const second = await versions(id, '?items=2&page=2');
    expect(first.items.map((v: Json) => v.seq)).toEqual([3, 2]);
    expect(second.items.map((v: Json) => v.seq)).toEqual([1]);
    expect(first.totalPages).toBe(2);
    const one = await json(api(`/page/${id}/versions/2`));
    expect(one.page.title).toBe('Contact and opening hours');
    expect((await api(`/page/${id}/versions/99`)).status).toBe(404);
    const bad = await api(`/page/${id}/versions?items=1000`);
    expect(bad.status).toBe(400);
    expect((await bad.json() as Json).error.message).toContain('items');
    // Drafts' history is for editors, like the drafts themselves.
    expect((await fetch(`${base}/site/main/page/${id}/versions`)).status).toBe(401);
  });

  it('compares a version with the current draft, module by module', async () => {
    const id = await idAt('/en/contact/');
    const diff = await json(api(`/page/${id}/versions/1/compare`));
    expect(diff.fields).toEqual([{ field: 'title', label: { es: 'Título', en: 'Title' }, before: 'Contact', after: 'Contact and opening hours' }]);
    const text = diff.modules.find((m: Json) => m.component === 'Text');
    expect(text).toMatchObject({ change: 'changed', moved: true, section: 'mainSection', label: { en: 'Text “When we are open”' } });
    expect(text.fields).toEqual([{ field: 'title', label: { es: 'Título', en: 'Title' }, before: 'Opening hours', after: 'When we are open' }]);
    expect(diff.modules.find((m: Json) => m.component === 'BasicForm')).toMatchObject({ change: 'removed', fields: [] });
    // Unchanged modules are not listed.
    expect(diff.modules.map((m: Json) => m.component).sort()).toEqual(['BasicForm', 'Text']);
  });

  it('restores a version as a new draft version, If-Match checked like a save', async () => {
    const id = await idAt('/en/contact/');
    const draft = await draftOf(id);
    expect((await api(`/page/${id}/versions/1/restore`, { method: 'POST' })).status).toBe(428);
    expect((await api(`/page/${id}/versions/1/restore`, { method: 'POST', headers: { 'if-match': 'stale0000' } })).status).toBe(409);
    const restored = await api(`/page/${id}/versions/1/restore`, { method: 'POST', headers: { 'if-match': draft.version } });
    expect(restored.status).toBe(200);
    expect((await restored.json() as Json).seq).toBe(4);
    const page = await draftOf(id);
    expect(page.title).toBe('Contact');
    expect(page.template.mainSection.modules.map((m: Json) => m.component)).toEqual(['Map', 'BasicContent', 'Text', 'BasicForm']);
    const latest = (await versions(id)).items[0];
    expect(latest).toMatchObject({ seq: 4, kind: 'restore', restoredFrom: 1 });
    expect(latest.summary.en).toMatch(/^Restored version 1: changed: Title; .*added: Contact form/);
    // Nothing went live.
    expect(await publicTitle(id)).toBe('Contact');
  });

  it('publishing records which version went live', async () => {
    const id = await idAt('/en/contact/');
    const page = await draftOf(id);
    page.title = 'Contact us';
    const saved = await json(save(id, page, page.version));
    const published = await api(`/page/${id}/publish`, { method: 'POST', headers: { 'if-match': saved.version } });
    expect(published.status).toBe(200);
    expect((await published.json() as Json).seq).toBe(saved.seq);
    const list = await versions(id);
    expect(list.live).toBe(saved.seq);
    expect(list.items[0]).toMatchObject({ seq: saved.seq, publishedBy: 'token:Lucía (comunicación)' });
    expect(list.items[0].publishedAt).toEqual(expect.any(String));
    expect(list.items[1].publishedAt).toBeNull();
  });

  it('autosaves (?autosave=1) are one version per stretch of one editor\'s work: a save ends it, and another editor, a publish or a schedule starts a new one', async () => {
    const { path } = (await db.get<{ path: string }>("SELECT path FROM pages WHERE path LIKE '/en/%' AND template_type = 'BlogDetail' ORDER BY path LIMIT 1"))!;
    const id = await idAt(path);
    const other = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Pablo (admisiones)', '--db', file])).stdout.trim();
    let page = await draftOf(id);
    const write = async (title: string, how: 'autosave' | 'save', by = auth()) => {
      page.title = title;
      const answer = await api(`/page/${id}${how === 'autosave' ? '?autosave=1' : ''}`, { method: 'PUT', headers: { ...by, 'if-match': page.version }, body: JSON.stringify(page) });
      expect(answer.status).toBe(200);
      const body = await answer.json() as Json;
      page = await draftOf(id);
      return body.seq as number;
    };
    const first = await write('Autosaved once', 'autosave');
    expect(await write('Autosaved twice', 'autosave')).toBe(first);
    let list = await versions(id);
    expect(list.items[0]).toMatchObject({ seq: first, kind: 'autosave', actor: 'token:Lucía (comunicación)' });
    expect(list.items[0].summary.en).toBe('Changed: Title');
    // Another editor's save is theirs, a version of its own; her next pause starts a new one.
    expect(await write('Pablo\'s title', 'save', { authorization: `Bearer ${other}` })).toBe(first + 1);
    const afterOther = await write('Autosaved after Pablo', 'autosave');
    expect(afterOther).toBe(first + 2);
    // Published, it stays as it went live: the next pause is a new version.
    expect((await api(`/page/${id}/publish`, { method: 'POST', headers: { 'if-match': page.version } })).status).toBe(200);
    expect((await versions(id)).live).toBe(afterOther);
    const afterPublish = await write('Autosaved after publishing', 'autosave');
    expect(afterPublish).toBe(afterOther + 1);
    // Scheduled, likewise: the schedule keeps the words it was given.
    const at = new Date(clock + 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    expect((await api(`/page/${id}/schedule`, { method: 'PUT', headers: { 'if-match': page.version }, body: JSON.stringify({ at }) })).status).toBe(200);
    const afterSchedule = await write('Autosaved after scheduling', 'autosave');
    expect(afterSchedule).toBe(afterPublish + 1);
    expect((await json(api(`/page/${id}/versions/${afterPublish}`))).page.title).toBe('Autosaved after publishing');
    // Save ends the stretch in the same version, now a save.
    expect(await write('Saved by hand', 'save')).toBe(afterSchedule);
    list = await versions(id);
    expect(list.items[0]).toMatchObject({ seq: afterSchedule, kind: 'save' });
    expect(list.totalItems).toBe(afterSchedule);
    await api(`/page/${id}/schedule`, { method: 'DELETE' });
  });
});

describe('scheduled publishing', () => {
  const at = (ms: number, offset = '+01:00') => {
    // The instant `ms` written in a fixed offset, as the editor's form sends it.
    const sign = offset.startsWith('-') ? -1 : 1;
    const shift = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4))) * 60_000;
    return new Date(ms + shift).toISOString().replace(/\.\d{3}Z$/, offset);
  };
  const schedule = (id: number, when: string, version: string) => api(`/page/${id}/schedule`, { method: 'PUT', headers: { 'if-match': version }, body: JSON.stringify({ at: when }) });

  it('refuses a time that has passed, or that is not a date with its offset', async () => {
    const id = await idAt('/en/clubs/');
    const page = await draftOf(id);
    const past = await schedule(id, at(clock - 60_000), page.version);
    expect(past.status).toBe(422);
    expect((await past.json() as Json).error.message).toMatch(/^Page \d+ \(\/en\/clubs\/\) cannot be scheduled for .*: that time has passed .* Choose a later date and time, or publish now\.$/);
    const vague = await schedule(id, '2030-01-01 09:00', page.version);
    expect(vague.status).toBe(400);
    expect((await vague.json() as Json).error.message).toContain('give the date and time with its offset');
    expect((await json(api(`/page/${id}/schedule`))).schedule).toBeNull();
  });

  it('refuses a date or time that does not exist (30 February, 24:00, an offset of +25:00) instead of rolling it over to another day', async () => {
    const id = await idAt('/en/clubs/');
    const page = await draftOf(id);
    for (const when of ['2027-02-30T10:00:00+01:00', '2027-04-31T10:00:00+02:00', '2027-02-29T10:00:00+01:00', '2027-03-10T24:00:00+01:00', '2027-03-10T10:60:00+01:00', '2027-03-10T10:00:00+25:00', '2027-13-01T10:00:00+01:00']) {
      const refused = await schedule(id, when, page.version);
      expect(refused.status, when).toBe(400);
      expect((await refused.json() as Json).error.message, when).toContain('not a date and time that exists');
    }
    expect((await json(api(`/page/${id}/schedule`))).schedule).toBeNull();
    // 29 February of a leap year exists.
    const leap = await schedule(id, '2028-02-29T10:00:00+01:00', page.version);
    expect(leap.status).toBe(200);
    expect(await json(api(`/page/${id}/schedule`, { method: 'DELETE' }))).toEqual({ id, cancelled: true });
  });

  it('refuses to schedule a draft the build would refuse (422, like publish)', async () => {
    const id = await idAt('/en/museo/');
    // A draft that reached the database without the API's checks.
    const row = (await db.get<{ published_json: string }>('SELECT published_json FROM pages WHERE id = ?', [id]))!;
    const broken = JSON.parse(row.published_json) as Json;
    broken.breadcrumb = [{ label: 'Home', path: 'home' }];
    await db.run('UPDATE pages SET draft_json = ? WHERE id = ?', [JSON.stringify(broken), id]);
    const page = await draftOf(id);
    const refused = await schedule(id, at(clock + 3_600_000), page.version);
    expect(refused.status).toBe(422);
    const body = await refused.json() as Json;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toContain('breadcrumb[0].path: expected a site path starting with "/"');
    expect(body.error.message).toContain('so it was not scheduled');
    expect((await json(api(`/page/${id}/schedule`))).schedule).toBeNull();
  });

  it('a due schedule makes the API serve the scheduled version: page, index and search; a later draft stays a draft', async () => {
    const id = await idAt('/en/clubs/');
    const hashOf = async () => ((await json(fetch(`${base}/site/main/pages?lang=en_GB`))).items as Json[]).find((i) => i.id === id)!.hash as string;
    const found = async (query: string) => ((await json(fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, lang: 'en_GB', site: 'main' }) }))).items as Json[]).some((i) => i.path === '/en/clubs/');
    const hash = await hashOf();
    const page = await draftOf(id);
    page.title = 'Clubs and societies of the quasarpunk season';
    const saved = await json(save(id, page, page.version));
    const due = clock + 2 * 3_600_000;
    const scheduled = await schedule(id, at(due), saved.version);
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ seq: saved.seq, at: new Date(due).toISOString().replace(/\.\d{3}Z$/, '.000Z'), scheduledBy: 'token:Lucía (comunicación)' });
    // The draft changes after scheduling: the scheduled version is fixed.
    const later = await draftOf(id);
    later.title = 'Clubs (a later draft)';
    expect((await save(id, later, later.version)).status).toBe(200);
    const pending = await json(api(`/page/${id}/schedule`));
    expect(pending.schedule).toMatchObject({ seq: saved.seq, failure: null });
    expect(pending.translations).toEqual([expect.objectContaining({ locale: 'es_ES', isLive: true, schedule: null })]);

    // Not yet due.
    clock = due - 1000;
    expect(await publicTitle(id)).toBe('Student clubs');
    expect(await found('quasarpunk')).toBe(false);
    // Due.
    clock = due + 1000;
    expect(await publicTitle(id)).toBe('Clubs and societies of the quasarpunk season');
    expect(await hashOf()).not.toBe(hash);
    expect(await found('quasarpunk')).toBe(true);
    expect((await draftOf(id)).title).toBe('Clubs (a later draft)');
    const list = await versions(id);
    expect(list.live).toBe(saved.seq);
    expect(list.schedule).toBeNull();
  });

  it('cancels a schedule: nothing goes live', async () => {
    const id = await idAt('/en/museo/');
    await db.run('UPDATE pages SET draft_json = NULL WHERE id = ?', [id]);
    const page = await draftOf(id);
    page.title = 'Museum (never live)';
    const saved = await json(save(id, page, page.version));
    const due = clock + 3_600_000;
    expect((await schedule(id, at(due, '+02:00'), saved.version)).status).toBe(200);
    expect(await json(api(`/page/${id}/schedule`, { method: 'DELETE' }))).toEqual({ id, cancelled: true });
    clock = due + 1000;
    expect(await publicTitle(id)).not.toBe('Museum (never live)');
    expect(await json(api(`/page/${id}/schedule`, { method: 'DELETE' }))).toEqual({ id, cancelled: false });
  });

  it('looks for due schedules at most once a second while none is pending, but sees its own new one at once; a row another process wrote, within a second', async () => {
    // Seconds, not hours: what the API remembers of the pending schedules (server/schedules.ts).
    const id = await idAt('/en/clubs/');
    const page = await draftOf(id);
    page.title = 'Clubs (due in half a second)';
    const saved = await json(save(id, page, page.version));
    await draftOf(id); // a request: the API has just looked, and found nothing pending
    const due = clock + 500;
    expect((await schedule(id, at(due).replace('+01:00', `.${String(due % 1000).padStart(3, '0')}+01:00`), saved.version)).status).toBe(200);
    clock = due + 100;
    expect(await publicTitle(id)).toBe('Clubs (due in half a second)');

    // Another process over the same database (sitegen preview beside sitegen serve) schedules a
    // page: this API has just looked and trusts that for up to a second, then sees it.
    const other = await idAt('/en/museo/');
    const before = await publicTitle(other);
    const draft = await draftOf(other);
    draft.title = 'Museum (scheduled elsewhere)';
    const kept = await json(save(other, draft, draft.version));
    await draftOf(other);
    const soon = clock + 200;
    // The saved version, scheduled by a row written past this API (as the other process's API writes it).
    await db.run('INSERT INTO page_schedules (page_id, seq, due_at, actor, created_at, failure) VALUES (?, ?, ?, ?, ?, NULL)', [other, kept.seq, new Date(soon).toISOString(), 'token:elsewhere', new Date(clock).toISOString()]);
    clock = soon + 100;
    expect(await publicTitle(other)).toBe(before);
    clock += SCHEDULES_RECHECK_MS;
    expect(await publicTitle(other)).toBe('Museum (scheduled elsewhere)');
  });

  it('the next sitegen build carries a schedule that became due while no API ran', async () => {
    const id = await idAt('/en/open-day/');
    const page = await draftOf(id);
    page.metaTitle = 'Open day (scheduled for the build) | EDTE';
    const saved = await json(save(id, page, page.version));
    // The build's own API runs on the real clock: schedule a moment ahead of it (time enough for
    // the request to arrive before it, on a busy machine too), then wait.
    clock = Date.now();
    const due = Date.now() + slow(1500);
    expect((await schedule(id, at(due), saved.version)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 200));
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-versions-out-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const build = await runCli(['build', '--db', file, '--out', out, '--path', '/en/open-day/', '--no-warm-images']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(readFileSync(join(out, 'en', 'open-day', 'index.html'), 'utf8')).toContain('<title>Open day (scheduled for the build)');
  }, slow(120_000));

  it('a re-seed starts every page\'s history again: no old version is listed, no old schedule goes live', async () => {
    const id = await idAt('/en/clubs/');
    const page = await draftOf(id);
    page.title = 'Clubs (before the re-seed)';
    const saved = await json(save(id, page, page.version));
    expect((await schedule(id, at(clock + 3_600_000), saved.version)).status).toBe(200);
    // `sitegen content seed`, as an operator runs it: the API stopped, then started again.
    await close();
    await db.close();
    const seeding = await openLocation(file);
    await seedDemo(seeding);
    await seeding.close();
    db = await openLocation(file);
    ({ base, close } = await startApiOn(db, { now: () => new Date(clock) }));
    clock += 7_200_000;
    expect(await publicTitle(id)).toBe('Student clubs');
    expect(await versions(id)).toMatchObject({ totalItems: 0, items: [], live: null, schedule: null });
  }, slow(120_000));
});

describe('scheduled unpublishing (spec 4 editor mode: a page goes offline at a time)', () => {
  const at = (ms: number) => new Date(ms + 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+01:00');
  const offline = (id: number, when: string) => api(`/page/${id}/schedule`, { method: 'PUT', body: JSON.stringify({ at: when, action: 'unpublish' }) });
  /** Published English news articles, newest first (the news lists show them). */
  const news = async () => db.all<{ id: number; path: string; title: string }>(
    "SELECT p.id, p.path, p.title FROM items i JOIN pages p ON p.id = i.page_id WHERE i.structured_data = 'NEWS' AND i.locale = 'en_GB' AND i.status = 'published' AND p.status = 'published' ORDER BY i.published DESC, i.id DESC LIMIT 8");
  const inIndex = async (id: number) => ((await json(fetch(`${base}/site/main/pages?lang=en_GB`))).items as Json[]).some((i) => i.id === id);
  const searchFinds = async (query: string, path: string) => ((await json(fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, lang: 'en_GB', site: 'main' }) }))).items as Json[]).some((i) => i.path === path);

  it('refuses a time that has passed, an action it does not know and a page that is not published, naming the field; an editor\'s only', async () => {
    const [, , page] = await news();
    const past = await offline(page!.id, at(clock - 60_000));
    expect(past.status).toBe(422);
    const pastBody = await past.json() as Json;
    expect(pastBody.error).toMatchObject({ code: 'IN_THE_PAST', details: [expect.objectContaining({ field: 'at' })] });
    expect(pastBody.error.message).toMatch(/^at: page \d+ \(\/en\/.*\/\) cannot be scheduled to go offline at .*: that time has passed .* Choose a later date and time, or unpublish now\.$/);
    const unknown = await api(`/page/${page!.id}/schedule`, { method: 'PUT', body: JSON.stringify({ at: at(clock + 3_600_000), action: 'archive' }) });
    expect(unknown.status).toBe(400);
    expect((await unknown.json() as Json).error.message).toBe('Invalid schedule: action: use "publish" (the draft goes live) or "unpublish" (the page goes offline)');
    const visitor = await fetch(`${base}/site/main/page/${page!.id}/schedule`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at: at(clock + 3_600_000), action: 'unpublish' }) });
    expect(visitor.status).toBe(401);
    // A page that is not published has nothing to take offline (as Unpublish says, 409).
    const draft = await json(api('/pages', { method: 'POST', body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'en_GB', title: 'Never published', slug: 'never-published-offline' }) }));
    const refused = await offline(draft.id, at(clock + 3_600_000));
    expect(refused.status).toBe(409);
    const body = await refused.json() as Json;
    expect(body.error.message).toBe(`action: page ${draft.id} (/en/never-published-offline/) is not published, so it cannot be scheduled to go offline; publish it first.`);
    expect(body.error.details).toEqual([expect.objectContaining({ field: 'action', rule: 'not-published' })]);
    for (const id of [page!.id, draft.id]) expect((await json(api(`/page/${id}/schedule`))).schedules).toEqual([]);
  });

  it('a due unpublishing takes the page offline as Unpublish does: index, page, its list item, search, its translation\'s language switch; a pending publication stays', async () => {
    const [, page] = await news();
    const { id, path } = page!;
    const translation = (await json(api(`/page/${id}/schedule`))).translations[0] as Json;
    expect(translation).toMatchObject({ isLive: true });
    const words = page!.title;
    expect(await searchFinds(words, path)).toBe(true);
    // Both kinds pending at once: an update at one time, offline at a later one.
    const draft = await draftOf(id);
    draft.title = `${page!.title} (updated)`;
    const saved = await json(save(id, draft, draft.version));
    const update = clock + 3_600_000;
    const ends = clock + 2 * 3_600_000;
    expect((await api(`/page/${id}/schedule`, { method: 'PUT', headers: { 'if-match': saved.version }, body: JSON.stringify({ at: at(update) }) })).status).toBe(200);
    const scheduled = await offline(id, at(ends));
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toEqual({ id, action: 'unpublish', seq: null, at: new Date(ends).toISOString().replace(/\.\d{3}Z$/, '.000Z'), scheduledBy: 'token:Lucía (comunicación)', warnings: [] });
    const pending = await json(api(`/page/${id}/schedule`));
    expect(pending.schedules.map((s: Json) => [s.action, s.seq])).toEqual([['publish', saved.seq], ['unpublish', null]]);
    expect(pending.schedule).toMatchObject({ action: 'publish', seq: saved.seq });
    expect((await versions(id)).schedules.map((s: Json) => s.action)).toEqual(['publish', 'unpublish']);

    clock = update + 1000;
    expect(await publicTitle(id)).toBe(`${page!.title} (updated)`);
    expect((await json(api(`/page/${id}/schedule`))).schedules.map((s: Json) => s.action)).toEqual(['unpublish']);
    clock = ends - 1000;
    expect(await inIndex(id)).toBe(true);
    clock = ends + 1000;
    expect(await inIndex(id)).toBe(false);
    expect((await fetch(`${base}/site/main/page/${id}`)).status).toBe(404);
    const row = (await db.get<{ status: string; draft_json: string | null; translation_group: number }>('SELECT status, draft_json, translation_group FROM pages WHERE id = ?', [id]))!;
    expect(row).toMatchObject({ status: 'unpublished', translation_group: id });
    // Its content is kept, to publish again.
    expect(JSON.parse(row.draft_json!).title).toBe(`${page!.title} (updated)`);
    expect(await db.all("SELECT id FROM items WHERE page_id = ? AND status = 'published'", [id])).toEqual([]);
    const list = await json(fetch(`${base}/list/v2/NEWS/?site=main&lang=en_GB&items=500`));
    expect((list.items as Json[]).some((i) => JSON.stringify(i).includes(path))).toBe(false);
    expect(await searchFinds(words, path)).toBe(false);
    const other = await json(fetch(`${base}/site/main/page/${translation.pageId}`));
    expect((other.pageLanguages as Json[]).map((l) => l.path)).not.toContain(path);
    expect(await json(api(`/page/${id}/schedule`))).toMatchObject({ isLive: false, schedule: null, schedules: [], translations: [] });
  });

  it('cancels the unpublishing alone (?action=unpublish): the page stays online when the time comes', async () => {
    const [, , , page] = await news();
    const id = page!.id;
    const ends = clock + 3_600_000;
    expect((await offline(id, at(ends))).status).toBe(200);
    // Cancelling the publication (the default) leaves the unpublishing.
    expect(await json(api(`/page/${id}/schedule`, { method: 'DELETE' }))).toEqual({ id, cancelled: false });
    expect((await json(api(`/page/${id}/schedule`))).schedules).toMatchObject([{ action: 'unpublish' }]);
    const bad = await api(`/page/${id}/schedule?action=later`, { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect((await bad.json() as Json).error.message).toContain('action: use "publish"');
    expect(await json(api(`/page/${id}/schedule?action=unpublish`, { method: 'DELETE' }))).toEqual({ id, cancelled: true });
    clock = ends + 1000;
    expect(await inIndex(id)).toBe(true);
    expect(await json(api(`/page/${id}/schedule?action=unpublish`, { method: 'DELETE' }))).toEqual({ id, cancelled: false });
  });

  it('a page unpublished by hand before its time stays offline; the schedule is done', async () => {
    const [, , , , page] = await news();
    const id = page!.id;
    const ends = clock + 3_600_000;
    expect((await offline(id, at(ends))).status).toBe(200);
    expect((await api(`/page/${id}/unpublish`, { method: 'POST' })).status).toBe(200);
    const group = (await db.get<{ translation_group: number; modified: string }>('SELECT translation_group, modified FROM pages WHERE id = ?', [id]))!;
    clock = ends + 1000;
    expect(await inIndex(id)).toBe(false);
    expect(await json(api(`/page/${id}/schedule`))).toMatchObject({ isLive: false, schedules: [] });
    // Not unpublished a second time: nothing of it was written again.
    expect(await db.get('SELECT translation_group, modified FROM pages WHERE id = ?', [id])).toEqual(group);
  });
});

describe('a scheduled unpublishing reaches the site with `sitegen build --due` (DESIGN 10)', () => {
  it('the build\'s own API takes the page offline when due; --due removes its files and renders again the lists and pages that showed it', async () => {
    const page = (await db.get<{ id: number; path: string }>(
      "SELECT p.id, p.path FROM items i JOIN pages p ON p.id = i.page_id WHERE i.structured_data = 'NEWS' AND i.locale = 'en_GB' AND i.status = 'published' AND p.status = 'published' ORDER BY i.published DESC, i.id DESC LIMIT 1"))!;
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-versions-due-')), 'output');
    copyOutput(inject('demoOutput'), out);
    const link = `href="${page.path}"`;
    const showing = () => fg.sync('**/index.html', { cwd: out }).filter((file) => file !== htmlFileFor(page.path) && readFileSync(join(out, file), 'utf8').includes(link)).sort();
    const before = showing();
    // The newest article is on the news list and the English home.
    expect(before).toEqual(expect.arrayContaining(['en/index.html', 'en/news/index.html']));
    expect(existsSync(join(out, htmlFileFor(page.path)))).toBe(true);
    expect(existsSync(join(out, pageDataFileFor(page.path)))).toBe(true);

    // The build's own API runs on the real clock: a moment ahead of it (time enough for the
    // request to arrive before it, on a busy machine too), then wait. No API runs in between.
    clock = Date.now();
    const due = Date.now() + slow(1500);
    const when = new Date(due + 3_600_000).toISOString().replace('Z', '+01:00');
    const scheduled = await api(`/page/${page.id}/schedule`, { method: 'PUT', body: JSON.stringify({ at: when, action: 'unpublish' }) });
    expect(scheduled.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 200));
    const build = await runCli(['build', '--due', '--db', file, '--out', out, '--no-warm-images', '--json']);
    expect(build.code, build.stderr).toBe(0);
    const summary = jsonSummary(build);
    expect(summary.mode).toBe('incremental');
    // With the pages this file's earlier tests unpublished through the API.
    expect(summary.removed).toContain(page.path);
    expect(summary.rebuilt).toEqual(expect.arrayContaining(['/en/', '/en/news/']));

    expect(existsSync(join(out, htmlFileFor(page.path)))).toBe(false);
    expect(existsSync(join(out, pageDataFileFor(page.path)))).toBe(false);
    expect(showing()).toEqual([]);
    for (const sitemap of fg.sync('sitemap*.xml', { cwd: out })) expect(readFileSync(join(out, sitemap), 'utf8'), sitemap).not.toContain(page.path);
  }, slow(300_000));
});

describe('the site\'s audit log (who published what and when)', () => {
  it('lists every publish, creation, move and unpublish across the site, newest first, with who and when; since filters; editors only', async () => {
    const started = new Date().toISOString();
    // A page no other test here changes (their schedules, on the API's own clock, write entries too).
    const { path } = (await db.get<{ path: string }>("SELECT path FROM pages WHERE path LIKE '/en/%' AND template_type = 'NewsDetail' ORDER BY path LIMIT 1 OFFSET 3"))!;
    const id = await idAt(path);
    const page = await draftOf(id);
    page.title = 'A news story, revised';
    const saved = await json(save(id, page, page.version));
    expect((await api(`/page/${id}/publish`, { method: 'POST', headers: { 'if-match': saved.version } })).status).toBe(200);
    const created = await json(api('/pages', { method: 'POST', body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'en_GB', title: 'Summer school', slug: 'summer-school-audit' }) }));
    expect((await api(`/page/${created.id}/move`, { method: 'POST', body: JSON.stringify({ slug: 'summer-school-2027' }) })).status).toBe(200);
    expect((await api(`/page/${id}/unpublish`, { method: 'POST', body: JSON.stringify({ gone: true }) })).status).toBe(200);

    const log = await json(api(`/audit?since=${encodeURIComponent(started)}&items=100`));
    const who = 'token:Lucía (comunicación)';
    const ours = log.items.filter((e: Json) => e.page.id === id || e.page.id === created.id);
    expect(ours.map((e: Json) => [e.action, e.page.path, e.actor, e.detail])).toEqual([
      ['unpublish', path, who, '410'],
      ['move', '/en/summer-school-2027/', who, '/en/summer-school-audit/ → /en/summer-school-2027/'],
      ['create', '/en/summer-school-audit/', who, 'BasicTemplate'],
      ['publish', path, who, ''],
    ]);
    expect(log.items.every((e: Json) => e.at >= started)).toBe(true);
    expect(ours[3].page).toEqual({ id, locale: 'en_GB', path });
    // Newest first, a page at a time.
    expect(log.items.map((e: Json) => e.at)).toEqual([...log.items.map((e: Json) => e.at)].sort().reverse());
    const second = await json(api(`/audit?since=${encodeURIComponent(started)}&items=1&page=2`));
    expect(second).toMatchObject({ page: 2, totalItems: log.totalItems, totalPages: log.totalItems, items: [log.items[1]] });
    expect((await api('/audit?since=yesterday')).status).toBe(400);
    expect((await fetch(`${base}/site/main/audit`)).status).toBe(401);
  });
});
