import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { NOTHING_TO_REVIEW } from '../../src/contract/page-review.js';
import { runCli } from '../helpers/cli.js';
import { signedInAs, type SignedIn } from '../helpers/accounts.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * Review before publishing (spec 6, roles and review), over loopback on a copy of the demo:
 * `sitegen editor review on`; an editor's Publish and Schedule are refused with 403
 * REVIEW_REQUIRED and nothing goes live; they submit the saved page with a note; an
 * administrator finds it waiting, asks for changes with a note, and publishes the resubmitted
 * page, which approves it; a machine's token still publishes; `review off` lets editors publish.
 */
let file: string;
let db: Sql;
let base: string;
let closeApi: () => Promise<void>;

beforeAll(async () => {
  file = await copyDemo('reviews');
  db = await openLocation(file);
  ({ base, close: closeApi } = await startApiOn(db));
});
afterAll(async () => {
  await closeApi();
  await db.close();
});

type Who = SignedIn;
const as = (who: Who) => ({ cookie: who.cookie, 'x-csrf-token': who.csrf });
const json = { 'content-type': 'application/json' };
const signedIn = (email: string, role: 'editor' | 'admin' | 'admissions') => signedInAs(base, file, email, role);

const idAt = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
const liveTitle = async (id: number) => (JSON.parse((await db.get<{ published_json: string }>('SELECT published_json FROM pages WHERE id = ?', [id]))!.published_json) as { title: string }).title;
const draftOf = async (who: Who, id: number) => await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: as(who) })).json() as Record<string, unknown> & { version: string; title: string };
/** Saves the page with a new title; the version to send back. */
async function saveTitle(who: Who, id: number, title: string): Promise<string> {
  const page = await draftOf(who, id);
  const saved = await fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { ...as(who), ...json, 'if-match': page.version }, body: JSON.stringify({ ...page, title }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await saved.json() as { version: string }).version;
}
const errorOf = async (r: Response) => `${r.status} ${(await r.json() as { error: { code: string } }).error.code}`;
type Review = { required: boolean; state: string; mayApprove: boolean; changedSince: boolean; notes: { actor: string; kind: string; note: string }[] };

describe('review before publishing', () => {
  it('an editor submits, an administrator asks for changes, then publishes what was resubmitted; nothing goes live before', async () => {
    const editor = await signedIn('redactora@example.org', 'editor');
    const admin = await signedIn('direccion@example.org', 'admin');
    const id = await idAt('/clubes/');
    const before = await liveTitle(id);

    // Off by default: nothing to say, nothing held.
    expect(await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(editor) })).json()).toMatchObject({ required: false, state: 'none', mayApprove: false, notes: [] });
    const on = await runCli(['editor', 'review', 'on', '--db', file]);
    expect(on.code, on.stderr).toBe(0);
    expect(on.stdout).toContain('Review is on for main');

    let version = await saveTitle(editor, id, 'Clubes y asociaciones de estudiantes');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    const publish = await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...as(editor), 'if-match': version } });
    expect(publish.status).toBe(403);
    const refusal = (await publish.json() as { error: { code: string; message: string } }).error;
    expect(refusal.code).toBe('REVIEW_REQUIRED');
    expect(refusal.message).toContain('/clubes/');
    expect(refusal.message).toContain('submit it for review');
    expect(await errorOf(await fetch(`${base}/site/main/page/${id}/schedule`, { method: 'PUT', headers: { ...as(editor), ...json, 'if-match': version }, body: JSON.stringify({ at: tomorrow }) }))).toBe('403 REVIEW_REQUIRED');
    expect(await liveTitle(id)).toBe(before);

    // Submitted as saved (If-Match), with a note; a stale version is refused like a save.
    expect(await errorOf(await fetch(`${base}/site/main/page/${id}/review`, { method: 'POST', headers: { ...as(editor), ...json, 'if-match': 'f'.repeat(16) }, body: '{}' }))).toBe('409 CONFLICT');
    const submitted = await fetch(`${base}/site/main/page/${id}/review`, { method: 'POST', headers: { ...as(editor), ...json, 'if-match': version }, body: JSON.stringify({ note: 'Nuevo título para la campaña de otoño.' }) });
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({ required: true, state: 'pending', notes: [{ actor: 'redactora@example.org', kind: 'submitted', note: 'Nuevo título para la campaña de otoño.' }] });

    // The administrator's list of pages waiting, and the page's review as they see it.
    const waiting = await (await fetch(`${base}/site/main/reviews`, { headers: as(admin) })).json() as { items: { page: { id: number; path: string; title: string }; actor: string }[] };
    expect(waiting.items).toEqual([expect.objectContaining({ page: expect.objectContaining({ id, path: '/clubes/' }), actor: 'redactora@example.org' })]);
    expect(await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(admin) })).json()).toMatchObject({ state: 'pending', mayApprove: true, changedSince: false });

    // Only an administrator asks for changes, and says what.
    expect(await errorOf(await fetch(`${base}/site/main/page/${id}/review/changes`, { method: 'POST', headers: { ...as(editor), ...json }, body: JSON.stringify({ note: 'yo misma' }) }))).toBe('403 FORBIDDEN');
    const empty = await fetch(`${base}/site/main/page/${id}/review/changes`, { method: 'POST', headers: { ...as(admin), ...json }, body: JSON.stringify({ note: '  ' }) });
    expect(empty.status).toBe(400);
    expect((await empty.json() as { error: { message: string } }).error.message).toContain('say what should change');
    const changes = await fetch(`${base}/site/main/page/${id}/review/changes`, { method: 'POST', headers: { ...as(admin), ...json }, body: JSON.stringify({ note: 'Mejor «Clubes de estudiantes», más corto.' }) });
    expect(changes.status).toBe(200);
    const sentBack = await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(editor) })).json() as Review;
    expect(sentBack.state).toBe('changes');
    expect(sentBack.notes.at(-1)).toMatchObject({ actor: 'direccion@example.org', kind: 'changes', note: 'Mejor «Clubes de estudiantes», más corto.' });
    expect((await (await fetch(`${base}/site/main/reviews`, { headers: as(admin) })).json() as { items: unknown[] }).items).toEqual([]);
    // Nothing waits now: asking again is refused.
    expect(await errorOf(await fetch(`${base}/site/main/page/${id}/review/changes`, { method: 'POST', headers: { ...as(admin), ...json }, body: JSON.stringify({ note: 'otra vez' }) }))).toBe('409 CONFLICT');

    version = await saveTitle(editor, id, 'Clubes de estudiantes');
    expect((await fetch(`${base}/site/main/page/${id}/review`, { method: 'POST', headers: { ...as(editor), ...json, 'if-match': version }, body: '{}' })).status).toBe(200);
    expect(await liveTitle(id)).toBe(before);

    // The administrator publishes it: live, and the review approved by them.
    const approved = await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...as(admin), 'if-match': version } });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await liveTitle(id)).toBe('Clubes de estudiantes');
    const done = await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(editor) })).json() as Review;
    expect(done.state).toBe('approved');
    expect(done.notes.map((n) => `${n.kind} ${n.actor}`)).toEqual(['submitted redactora@example.org', 'changes direccion@example.org', 'submitted redactora@example.org', 'approved direccion@example.org']);
    // Nothing left to review once published: a 409 whose reason the editor says in its words.
    const unchanged = await fetch(`${base}/site/main/page/${id}/review`, { method: 'POST', headers: { ...as(editor), ...json, 'if-match': (await draftOf(editor, id)).version }, body: '{}' });
    expect(unchanged.status).toBe(409);
    expect((await unchanged.json() as { error: { code: string; details: unknown } }).error).toMatchObject({ code: 'CONFLICT', details: { reason: NOTHING_TO_REVIEW } });
  });

  it('a waiting page an administrator scheduled is approved when the schedule goes live; the admissions team reads no review', async () => {
    expect((await runCli(['editor', 'review', 'on', '--db', file])).code).toBe(0);
    const editor = await signedIn('redactora-agenda@example.org', 'editor');
    const admin = await signedIn('direccion-agenda@example.org', 'admin');
    const admissions = await signedIn('admisiones-agenda@example.org', 'admissions');
    const id = await idAt('/en/contact/');
    const version = await saveTitle(editor, id, 'Contact us');
    expect((await fetch(`${base}/site/main/page/${id}/review`, { method: 'POST', headers: { ...as(editor), ...json, 'if-match': version }, body: '{}' })).status).toBe(200);
    expect(await errorOf(await fetch(`${base}/site/main/reviews`, { headers: as(admissions) }))).toBe('403 FORBIDDEN');
    expect(await errorOf(await fetch(`${base}/site/main/page/${id}/review`, { headers: as(admissions) }))).toBe('403 FORBIDDEN');

    // A few seconds ahead (whole seconds: the schedule takes an instant with its offset).
    const due = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
    const scheduled = await fetch(`${base}/site/main/page/${id}/schedule`, { method: 'PUT', headers: { ...as(admin), ...json, 'if-match': version }, body: JSON.stringify({ at: due.toISOString().replace(/\.\d{3}Z$/, '+00:00') }) });
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);
    expect((await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(editor) })).json() as Review).state).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 500));
    // Due schedules are carried out before the API answers any request.
    const done = await (await fetch(`${base}/site/main/page/${id}/review`, { headers: as(editor) })).json() as Review;
    expect(await liveTitle(id)).toBe('Contact us');
    expect(done.state).toBe('approved');
    expect(done.notes.at(-1)).toMatchObject({ kind: 'approved', actor: 'direccion-agenda@example.org' });
    expect((await runCli(['editor', 'review', 'off', '--db', file])).code).toBe(0);
  });

  it('a machine\'s token publishes while review is on, and `review off` lets editors publish again', async () => {
    expect((await runCli(['editor', 'review', 'on', '--db', file])).code).toBe(0);
    const editor = await signedIn('redactor@example.org', 'editor');
    const id = await idAt('/en/clubs/');
    const machine = (await runCli(['token', 'create', '--role', 'editor', '--name', 'importer', '--db', file])).stdout.trim();
    const version = await saveTitle(editor, id, 'Student clubs and societies');
    expect((await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${machine}`, 'if-match': version } })).status).toBe(200);
    expect(await liveTitle(id)).toBe('Student clubs and societies');

    const off = await runCli(['editor', 'review', 'off', '--db', file]);
    expect(off.stdout).toContain('Review is off for main');
    const again = await saveTitle(editor, id, 'Student clubs');
    expect((await fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { ...as(editor), 'if-match': again } })).status).toBe(200);
    expect(await liveTitle(id)).toBe('Student clubs');
  });

  it('an unknown site is named, with what to do', async () => {
    const result = await runCli(['editor', 'review', 'on', '--site', 'otro', '--db', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No site "otro"');
    expect(result.stderr).toMatch(/→ .*--site/);
  });
});
