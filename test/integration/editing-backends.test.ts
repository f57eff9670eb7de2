import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { openDatabase } from '../../server/open-database.js';
import { PostgresSql } from '../../server/sql/postgres-sql.js';
import type { Sql } from '../../server/sql/sql.js';
import { sqlOf } from '../../server/sql/sqlite-sql.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { slow } from '../helpers/slow.js';

/**
 * Editing, the page history and scheduled publishing (spec 4 editor mode, spec 6) behave the same
 * on SQLite and PostgreSQL, over real API handlers on loopback; and several API instances over
 * one database (DESIGN 9) cannot both win: two saves with the same If-Match
 * give one 200 and one 409, and a due schedule is published (or a page taken offline) once,
 * whichever instances find it.
 * The demo is seeded into PostgreSQL by the CLI, as an operator would, and the editor's token
 * made by `sitegen token create --db <url>`.
 */
const pg = usePrivatePostgres();
const work = mkdtempSync(join(tmpdir(), 'sitegen-edit-backends-'));

type Json = Record<string, any>;

interface Backend {
  name: 'sqlite' | 'postgres';
  /** Two API instances over the same database, each with its own connection(s). */
  bases: [string, string];
  /** For the assertions and for writes made behind the API's back. */
  sql: Sql;
  token: string;
  close(): Promise<void>;
}

/** The API's clock, shared by both instances (createApiHandler's option, never reachable over HTTP). */
let clock = Date.now();

async function startInstance(sql: Sql): Promise<{ base: string; close: () => Promise<void> }> {
  const handler = createApiHandler(new ContentStore(sql), { now: () => new Date(clock) });
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function editorToken(location: string): Promise<string> {
  const made = await runCli(['token', 'create', '--role', 'editor', '--name', 'Ana', '--db', location], { cwd: work });
  expect(made.code, made.stderr).toBe(0);
  return made.stdout.trim();
}

/** Every publication of a page (its published JSON written), counted by a trigger the test adds. */
const PUBLICATION_LOG = {
  sqlite: `CREATE TABLE test_publications (page_id INTEGER NOT NULL);
    CREATE TRIGGER test_publications AFTER UPDATE OF published_json ON pages BEGIN INSERT INTO test_publications VALUES (NEW.id); END;`,
  postgres: `CREATE TABLE test_publications (page_id INTEGER NOT NULL);
    CREATE FUNCTION test_log_publication() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_publications VALUES (NEW.id); RETURN NEW; END $$;
    CREATE TRIGGER test_publications AFTER UPDATE OF published_json ON pages FOR EACH ROW EXECUTE FUNCTION test_log_publication();`,
};

/** Every unpublishing of a page (its status set to unpublished), counted by a trigger the test adds. */
const UNPUBLISHING_LOG = {
  sqlite: `CREATE TABLE test_unpublishings (page_id INTEGER NOT NULL);
    CREATE TRIGGER test_unpublishings AFTER UPDATE OF status ON pages WHEN NEW.status = 'unpublished' BEGIN INSERT INTO test_unpublishings VALUES (NEW.id); END;`,
  postgres: `CREATE TABLE test_unpublishings (page_id INTEGER NOT NULL);
    CREATE FUNCTION test_log_unpublishing() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_unpublishings VALUES (NEW.id); RETURN NEW; END $$;
    CREATE TRIGGER test_unpublishings AFTER UPDATE OF status ON pages FOR EACH ROW WHEN (NEW.status = 'unpublished') EXECUTE FUNCTION test_log_unpublishing();`,
};

const openers: Record<Backend['name'], () => Promise<Backend>> = {
  sqlite: async () => {
    // This leg is about SQLite whatever the run's backend: a file of its own, seeded as an operator would.
    const file = join(work, 'site.db');
    const seeded = await runCli(['content', 'seed', '--db', file, '--json'], { cwd: work });
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(jsonSummary(seeded)).toMatchObject({ ok: true, pages: 1246 });
    const token = await editorToken(file);
    // Two instances as two processes would be: each its own connection to the file.
    const handles = [openDatabase(file), openDatabase(file), openDatabase(file)];
    const instances = await Promise.all([startInstance(sqlOf(handles[0]!)), startInstance(sqlOf(handles[1]!))]);
    return {
      name: 'sqlite', bases: [instances[0].base, instances[1].base], sql: sqlOf(handles[2]!), token,
      close: async () => { for (const i of instances) await i.close(); for (const h of handles) h.close(); },
    };
  },
  postgres: async () => {
    const url = await pg.fresh('edit');
    const seeded = await runCli(['content', 'seed', '--json'], { cwd: work, env: { SITEGEN_DB: url } });
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(jsonSummary(seeded)).toMatchObject({ ok: true, pages: 1246 });
    const token = await editorToken(url);
    const pools = [new PostgresSql(url, { poolSize: 4 }), new PostgresSql(url, { poolSize: 4 }), new PostgresSql(url, { poolSize: 4 })];
    const instances = await Promise.all([startInstance(pools[0]!), startInstance(pools[1]!)]);
    return {
      name: 'postgres', bases: [instances[0].base, instances[1].base], sql: pools[2]!, token,
      close: async () => { for (const i of instances) await i.close(); for (const p of pools) await p.close(); },
    };
  },
};

afterAll(() => {
  if (!process.env.SITEGEN_KEEP_TEST_FILES) rmSync(work, { recursive: true, force: true });
});

/** Waits until `count` statements of the database wait for a row lock (PostgreSQL only). */
async function lockWaiters(sql: Sql, count: number): Promise<void> {
  const deadline = Date.now() + slow(60_000);
  for (;;) {
    const row = await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    if (row!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`${row!.n} of ${count} statements waited for the row lock within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The instant `ms` with an offset, as the editor's form sends it. */
const at = (ms: number) => new Date(ms + 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+01:00');

describe.each(['sqlite', 'postgres'] as const)('editing on %s', (name) => {
  let backend: Backend;
  beforeAll(async () => { backend = await openers[name](); }, 300_000);
  afterAll(async () => { await backend?.close(); });

  const api = (path: string, init: RequestInit = {}, instance = 0) => fetch(`${backend.bases[instance]}/site/main${path}`, {
    ...init, headers: { authorization: `Bearer ${backend.token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers as Record<string, string> },
  });
  const json = async (response: Response | Promise<Response>) => (await response).json() as Promise<Json>;
  const draftOf = (id: number, instance = 0) => json(api(`/page/${id}?draft=1`, {}, instance));
  const save = (id: number, page: Json, version: string, instance = 0) => api(`/page/${id}`, { method: 'PUT', headers: { 'if-match': version }, body: JSON.stringify(page) }, instance);
  const publish = (id: number, version: string, instance = 0) => api(`/page/${id}/publish`, { method: 'POST', headers: { 'if-match': version } }, instance);
  const schedule = (id: number, when: number, version: string) => api(`/page/${id}/schedule`, { method: 'PUT', headers: { 'if-match': version }, body: JSON.stringify({ at: at(when) }) });
  const publicPage = async (id: number, instance = 0) => json(fetch(`${backend.bases[instance]}/site/main/page/${id}`));
  const idAt = async (path: string) => (await backend.sql.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
  const publications = async (id: number) => (await backend.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM test_publications WHERE page_id = ?', [id]))!.n;
  const offline = (id: number, when: number, instance = 0) => api(`/page/${id}/schedule`, { method: 'PUT', body: JSON.stringify({ at: at(when), action: 'unpublish' }) }, instance);
  const unpublishings = async (id: number) => Number((await backend.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM test_unpublishings WHERE page_id = ?', [id]))!.n);
  const inIndex = async (id: number, instance: number) => ((await json(fetch(`${backend.bases[instance]}/site/main/pages`))).items as Json[]).some((i) => i.id === id);

  it('saves with If-Match (428 without, 409 stale), publishes, and the published page carries its facts to its item', async () => {
    const id = 1001;
    const page = await draftOf(id);
    page.title = 'Network administration (two years)';
    expect((await api(`/page/${id}`, { method: 'PUT', body: JSON.stringify(page) })).status).toBe(428);
    const saved = await save(id, page, page.version);
    expect(saved.status).toBe(200);
    const savedBody = await saved.json() as Json;
    expect(savedBody).toMatchObject({ id, seq: 2, warnings: [] });
    const stale = await save(id, { ...page, title: 'From an old tab' }, page.version);
    expect(stale.status).toBe(409);
    expect((await stale.json() as Json).error.message).toMatch(new RegExp(`^Page ${id} changed since you loaded it \\(your version ${page.version}, now ${savedBody.version}\\)`));
    expect((await publicPage(id)).title).not.toBe(page.title);

    // The structured data a page publishes is its item's (spec 3): places 40 → 41.
    const draft = await draftOf(id);
    expect(draft.structuredDataContent.places).toBe(40);
    draft.structuredDataContent.places = 41;
    const second = await json(save(id, draft, draft.version));
    const published = await publish(id, second.version);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ id, seq: second.seq, version: second.version });
    // Both instances serve it at once.
    for (const instance of [0, 1]) expect((await publicPage(id, instance)).title).toBe(page.title);
    const item = await backend.sql.get<{ content: string }>('SELECT content FROM items WHERE page_id = ? ORDER BY id LIMIT 1', [id]);
    expect(JSON.parse(item!.content).places).toBe(41);
    const history = await json(api(`/page/${id}/versions`));
    expect(history).toMatchObject({ id, live: second.seq, schedule: null, totalItems: 3 });
    expect(history.items[0]).toMatchObject({ seq: second.seq, kind: 'save', actor: 'token:Ana', publishedBy: 'token:Ana' });
  });

  it('lists, shows, compares and restores versions', async () => {
    const id = await idAt('/en/contact/');
    const page = await draftOf(id);
    page.title = 'Contact and opening hours';
    expect((await save(id, page, page.version)).status).toBe(200);
    const list = await json(api(`/page/${id}/versions?items=1`));
    expect(list).toMatchObject({ id, live: null, totalItems: 2, totalPages: 2 });
    expect(list.items).toEqual([expect.objectContaining({ seq: 2, kind: 'save', summary: { es: 'Cambiado: Título', en: 'Changed: Title' } })]);
    expect((await json(api(`/page/${id}/versions?items=1&page=2`))).items).toEqual([expect.objectContaining({ seq: 1, kind: 'baseline', actor: '' })]);
    expect((await json(api(`/page/${id}/versions/1`))).page.title).toBe('Contact');
    expect((await api(`/page/${id}/versions/99`)).status).toBe(404);
    const diff = await json(api(`/page/${id}/versions/1/compare`));
    expect(diff.fields).toEqual([{ field: 'title', label: { es: 'Título', en: 'Title' }, before: 'Contact', after: 'Contact and opening hours' }]);
    expect((await api(`/page/${id}/versions/1/restore`, { method: 'POST', headers: { 'if-match': page.version } })).status).toBe(409);
    const current = await draftOf(id);
    const restored = await api(`/page/${id}/versions/1/restore`, { method: 'POST', headers: { 'if-match': current.version } });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id, seq: 3 });
    expect((await draftOf(id)).title).toBe('Contact');
    expect((await json(api(`/page/${id}/versions`))).items[0]).toMatchObject({ seq: 3, kind: 'restore', restoredFrom: 1 });
  });

  it('schedules a version, serves it when due on every instance, and cancels', async () => {
    const id = await idAt('/en/clubs/');
    const page = await draftOf(id);
    page.title = 'Clubs (scheduled)';
    const saved = await json(save(id, page, page.version));
    expect((await schedule(id, clock - 60_000, saved.version)).status).toBe(422);
    const due = clock + 3_600_000;
    const scheduled = await schedule(id, due, saved.version);
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ id, seq: saved.seq, scheduledBy: 'token:Ana' });
    const pending = await json(api(`/page/${id}/schedule`));
    expect(pending.schedule).toMatchObject({ seq: saved.seq, failure: null });
    expect(pending.translations).toEqual([expect.objectContaining({ locale: 'es_ES', isLive: true, schedule: null })]);
    // A later draft does not change what is scheduled.
    const later = await draftOf(id);
    expect((await save(id, { ...later, title: 'Clubs (later draft)' }, later.version)).status).toBe(200);
    expect((await publicPage(id)).title).toBe('Student clubs');
    clock = due + 1000;
    for (const instance of [0, 1]) expect((await publicPage(id, instance)).title).toBe('Clubs (scheduled)');
    expect((await draftOf(id)).title).toBe('Clubs (later draft)');
    expect(await json(api(`/page/${id}/versions`))).toMatchObject({ live: saved.seq, schedule: null });

    const other = await idAt('/en/museo/');
    const draft = await draftOf(other);
    const kept = await json(save(other, { ...draft, title: 'Museum (never live)' }, draft.version));
    expect((await schedule(other, clock + 3_600_000, kept.version)).status).toBe(200);
    expect(await json(api(`/page/${other}/schedule`, { method: 'DELETE' }))).toEqual({ id: other, cancelled: true });
    clock += 7_200_000;
    expect((await publicPage(other)).title).not.toBe('Museum (never live)');
    expect(await json(api(`/page/${other}/schedule`, { method: 'DELETE' }))).toEqual({ id: other, cancelled: false });
  });

  it('two saves with the same If-Match on two instances: exactly one 200 and one 409, every time', async () => {
    const id = 1003;
    for (let round = 0; round < 4; round++) {
      const page = await draftOf(id);
      const answers = await Promise.all([0, 1].map((instance) => save(id, { ...page, title: `Round ${round} from instance ${instance}` }, page.version, instance)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      expect((await draftOf(id, 1 - winner)).title).toBe(`Round ${round} from instance ${winner}`);
    }
    // One version per successful save, numbered without a gap or a repeat.
    const seqs = (await json(api(`/page/${id}/versions?items=100`))).items.map((v: Json) => v.seq as number);
    expect(seqs).toEqual([5, 4, 3, 2, 1]);
  });

  it('two publishes with the same If-Match on two instances publish one version (no 500)', async () => {
    const id = 1005;
    const page = await draftOf(id);
    const saved = await json(save(id, { ...page, title: 'Multi-platform development (published twice)' }, page.version));
    const answers = await Promise.all([0, 1].map((instance) => publish(id, saved.version, instance)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<Json>));
    expect(bodies.map((b) => b.seq)).toEqual([saved.seq, saved.seq]);
    expect(await json(api(`/page/${id}/versions`))).toMatchObject({ live: saved.seq, totalItems: 2 });
  });

  it('a due schedule found by two instances at once is published once', async () => {
    await backend.sql.exec(PUBLICATION_LOG[name]);
    const id = await idAt('/en/open-day/');
    const page = await draftOf(id);
    const saved = await json(save(id, { ...page, title: 'Open day (scheduled once)' }, page.version));
    const due = clock + 3_600_000;
    expect((await schedule(id, due, saved.version)).status).toBe(200);
    clock = due + 1000;
    const answers = await Promise.all([0, 1].map((instance) => fetch(`${backend.bases[instance]}/health`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await publications(id)).toBe(1);
    for (const instance of [0, 1]) expect((await publicPage(id, instance)).title).toBe('Open day (scheduled once)');
    expect(await json(api(`/page/${id}/versions`))).toMatchObject({ live: saved.seq, schedule: null });
  });

  it('schedules a page to go offline (refused in the past or for a page not published), lists and cancels it; when due every instance serves it offline, unpublished once', async () => {
    await backend.sql.exec(UNPUBLISHING_LOG[name]);
    const id = await idAt('/en/fees-and-scholarships/');
    const past = await offline(id, clock - 60_000);
    expect(past.status).toBe(422);
    expect((await past.json() as Json).error).toMatchObject({ code: 'IN_THE_PAST', details: [expect.objectContaining({ field: 'at' })] });
    const draft = await json(api('/pages', { method: 'POST', body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'en_GB', title: 'Not yet published', slug: `not-yet-published-${name}` }) }));
    const unpublished = await offline(draft.id, clock + 3_600_000);
    expect(unpublished.status).toBe(409);
    expect((await unpublished.json() as Json).error.details).toEqual([expect.objectContaining({ field: 'action' })]);

    // Scheduled through one instance, cancelled through the other, scheduled again.
    expect((await offline(id, clock + 3_600_000)).status).toBe(200);
    expect(await json(api(`/page/${id}/schedule?action=unpublish`, { method: 'DELETE' }, 1))).toEqual({ id, cancelled: true });
    const due = clock + 3_600_000;
    const scheduled = await offline(id, due, 1);
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ id, action: 'unpublish', seq: null, scheduledBy: 'token:Ana' });
    const pending = await json(api(`/page/${id}/schedule`));
    expect(pending).toMatchObject({ isLive: true, schedule: null, schedules: [{ action: 'unpublish', seq: null, failure: null }] });
    const translation = pending.translations[0] as Json;
    clock = due + 1000;
    const answers = await Promise.all([0, 1].map((instance) => fetch(`${backend.bases[instance]}/health`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await unpublishings(id)).toBe(1);
    for (const instance of [0, 1]) {
      expect(await inIndex(id, instance)).toBe(false);
      expect((await fetch(`${backend.bases[instance]}/site/main/page/${id}`)).status).toBe(404);
    }
    // As Unpublish leaves it: its item unlisted, its translation's language switch without it.
    expect(await backend.sql.all("SELECT id FROM items WHERE page_id = ? AND status = 'published'", [id])).toEqual([]);
    expect(((await publicPage(translation.pageId, 1)).pageLanguages as Json[]).map((l) => l.path)).not.toContain('/en/fees-and-scholarships/');
    expect(await json(api(`/page/${id}/schedule`))).toMatchObject({ isLive: false, schedules: [], translations: [] });
  });

  if (name === 'postgres') {
    /**
     * Both instances asked for something while this test holds the page's row: each finds the
     * schedule due and waits for the row; the answers once it is released.
     */
    const bothWaitingOnThePage = async (id: number) => {
      let answers!: Promise<Response[]>;
      await backend.sql.transaction(async (tx) => {
        await tx.get('SELECT id FROM pages WHERE id = ? FOR UPDATE', [id]);
        answers = Promise.all([0, 1].map((instance) => fetch(`${backend.bases[instance]}/health`)));
        await lockWaiters(backend.sql, 2);
      });
      return (await answers).map((a) => a.status);
    };

    it('claims a due unpublishing: two instances waiting on the page\'s row take it offline once', async () => {
      const id = await idAt('/en/admission-process/');
      const due = clock + 3_600_000;
      expect((await offline(id, due)).status).toBe(200);
      clock = due + 1000;
      expect(await bothWaitingOnThePage(id)).toEqual([200, 200]);
      expect(await unpublishings(id)).toBe(1);
      expect(await inIndex(id, 1)).toBe(false);
    }, slow(120_000));

    it('checks If-Match inside the UPDATE: a save that waited for another writer\'s lock finds the page changed (409)', async () => {
      const id = 1007;
      const page = await draftOf(id);
      const row = await backend.sql.get<{ published_json: string }>('SELECT published_json FROM pages WHERE id = ?', [id]);
      const elsewhere = JSON.stringify({ ...JSON.parse(row!.published_json), title: 'Changed by another instance' });
      let answer!: Promise<Response>;
      await backend.sql.transaction(async (tx) => {
        // Another writer holds the row: the API's save has read the page (its If-Match matches
        // what is committed) and its build checks pass, then its UPDATE waits for this commit.
        await tx.run('UPDATE pages SET draft_json = ? WHERE id = ?', [elsewhere, id]);
        answer = save(id, { ...page, title: 'The waiting save' }, page.version);
        await lockWaiters(backend.sql, 1);
      });
      const response = await answer;
      expect(response.status).toBe(409);
      expect((await response.json() as Json).error.message).toMatch(/changed since you loaded it/);
      expect((await draftOf(id)).title).toBe('Changed by another instance');
      expect((await json(api(`/page/${id}/versions`))).totalItems).toBe(0);
    }, slow(120_000));

    it('claims a due schedule: two instances waiting on the page\'s row publish it once', async () => {
      const id = await idAt('/en/news/');
      const page = await draftOf(id);
      const saved = await json(save(id, { ...page, title: 'News (claimed once)' }, page.version));
      const due = clock + 3_600_000;
      expect((await schedule(id, due, saved.version)).status).toBe(200);
      clock = due + 1000;
      expect(await bothWaitingOnThePage(id)).toEqual([200, 200]);
      expect(await publications(id)).toBe(1);
      expect((await publicPage(id, 1)).title).toBe('News (claimed once)');
    }, slow(120_000));
  }
});
