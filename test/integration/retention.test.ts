import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteExpired, monthsBefore } from '../../server/retention.js';
import { openSql } from '../../server/sql/open-sql.js';
import { prepareSchema } from '../../server/sql/prepare-schema.js';
import type { Sql } from '../../server/sql/sql.js';
import { startApiServer } from '../../server/start-api-server.js';
import { runCli } from '../helpers/cli.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { demoWorkspace, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * Personal data from the forms is kept no longer than its retention period and is deleted on a
 * person's request, everywhere it is stored (the submission, its deliveries, its hold), on both
 * databases (spec 5; the privacy policy states both). Checked in the database itself.
 */
const pg = usePrivatePostgres();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => { while (cleanups.length) await cleanups.pop()!(); });

const backends: [string, () => Promise<string>][] = [
  ['sqlite', async () => join(mkdtempSync(join(tmpdir(), 'sitegen-retention-')), 'site.db')],
  ['postgres', () => pg.fresh('retention')],
];

async function open(location: string): Promise<Sql> {
  const sql = await openSql(location);
  await prepareSchema(sql, location, 'create');
  cleanups.push(() => sql.close());
  return sql;
}

const DAY = 86_400_000;
/** A stored submission as the form handler leaves it, `ageDays` old, with a delivery and (when `held`) a hold. */
async function stored(sql: Sql, formType: string, email: string, ageDays: number, options: { held?: boolean; message?: string } = {}): Promise<number> {
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  const { id } = (await sql.get<{ id: number }>('INSERT INTO form_submissions (site, form_type, locale, page_path, data, created_at, client) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    ['main', formType, 'es_ES', '/contacto/', JSON.stringify({ name: 'Ana', email, privacy: true, ...(options.message ? { message: options.message } : {}) }), at, 'c']))!;
  await sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, state, next_at, created_at) VALUES (?, 'crm', ?, 'sent', ?, ?)", [id, `key-${id}`, at, at]);
  await sql.run("INSERT INTO submission_consents (submission_id, notice_version, notice_locale, privacy, marketing) VALUES (?, '0a1b2c3d', 'es_ES', 1, 0)", [id]);
  if (options.held) await sql.run('INSERT INTO submission_holds (submission_id, reason, held_at) VALUES (?, ?, ?)', [id, 'fast', at]);
  return Number(id);
}

async function remaining(sql: Sql) {
  const ids = async (query: string) => (await sql.all<{ id: number }>(query)).map((r) => Number(r.id)).sort((a, b) => a - b);
  return {
    submissions: await ids('SELECT id FROM form_submissions'),
    deliveries: await ids('SELECT submission_id AS id FROM lead_deliveries'),
    holds: await ids('SELECT submission_id AS id FROM submission_holds'),
    consents: await ids('SELECT submission_id AS id FROM submission_consents'),
  };
}

describe.each(backends)('form data on %s', (_name, make) => {
  it('is deleted once past its form type\'s retention period, with its deliveries and hold', async () => {
    const location = await make();
    const sql = await open(location);
    const oldLead = await stored(sql, 'landing', 'old@example.org', 800, { held: true });
    const recentLead = await stored(sql, 'landing', 'recent@example.org', 600);
    const oldNewsletter = await stored(sql, 'newsletter', 'n-old@example.org', 200);
    const recentNewsletter = await stored(sql, 'newsletter', 'n-new@example.org', 150);
    // 24 months by default (about 730 days); newsletters here 6 (about 182 days).
    expect(await deleteExpired(sql, { default: 24, newsletter: 6 })).toEqual({ landing: 1, newsletter: 1 });
    expect(await remaining(sql)).toEqual({ submissions: [recentLead, recentNewsletter], deliveries: [recentLead, recentNewsletter], holds: [], consents: [recentLead, recentNewsletter] });
    expect([oldLead, oldNewsletter].every((id) => id < recentNewsletter)).toBe(true);
    expect(await deleteExpired(sql, 24)).toEqual({});
  });

  it('a running API deletes what has expired when it starts', async () => {
    const location = await make();
    const sql = await open(location);
    const expired = await stored(sql, 'basic', 'gone@example.org', 31);
    const kept = await stored(sql, 'basic', 'kept@example.org', 29);
    const api = await startApiServer({ dbFile: location, retentionMonths: 1 });
    cleanups.push(() => api.close());
    await expect.poll(async () => (await remaining(sql)).submissions).toEqual([kept]);
    expect(expired).toBeLessThan(kept);
  });

  it('sitegen forms access gives a person their data; erase deletes it everywhere, and nobody else\'s', async () => {
    const location = await make();
    const sql = await open(location);
    const first = await stored(sql, 'landing', 'ana@example.org', 3);
    const held = await stored(sql, 'basic', 'ANA@Example.org', 2, { held: true });
    // Another person who writes Ana's address in a message is not Ana.
    const other = await stored(sql, 'basic', 'luis@example.org', 1, { message: 'Escribid también a ana@example.org' });
    // What the admissions team noted about her is hers to see too.
    await sql.run("INSERT INTO lead_states (submission_id, status, assignee, updated_at) VALUES (?, 'contacted', 'admisiones@edte.example', '2026-11-30T10:00:00.000Z')", [first]);
    await sql.run("INSERT INTO lead_events (submission_id, at, actor, kind, value) VALUES (?, '2026-11-30T10:00:00.000Z', 'admisiones@edte.example', 'note', 'Prefiere turno de tarde')", [first]);
    const access = await runCli(['forms', 'access', 'Ana@example.org', '--db', location]);
    expect(access.code, access.stderr).toBe(0);
    const data = JSON.parse(access.stdout) as { email: string; submissions: { id: number; values: { email: string }; held?: string; deliveries: { channel: string; state: string }[] }[] };
    expect(data.email).toBe('ana@example.org');
    expect(data.submissions.map((s) => s.id)).toEqual([first, held]);
    expect(data.submissions[0]).toMatchObject({ status: 'contacted', assignee: 'admisiones@edte.example', history: [{ at: '2026-11-30T10:00:00.000Z', by: 'admisiones@edte.example', kind: 'note', value: 'Prefiere turno de tarde' }] });
    expect(data.submissions[1]).toMatchObject({ status: 'new', assignee: '', history: [], held: 'fast', values: { email: 'ANA@Example.org' }, consent: { notice: '0a1b2c3d', noticeLanguage: 'es_ES', privacy: true, marketing: false }, deliveries: [{ channel: 'crm', state: 'sent' }] });

    const erase = await runCli(['forms', 'erase', 'ana@example.org', '--db', location]);
    expect(erase.stdout).toBe('2 submissions of ana@example.org deleted (what was already e-mailed or sent to the CRM must be deleted there too)\n');
    expect(await remaining(sql)).toEqual({ submissions: [other], deliveries: [other], holds: [], consents: [other] });
    expect(JSON.parse((await runCli(['forms', 'access', 'ana@example.org', '--db', location])).stdout)).toEqual({ email: 'ana@example.org', submissions: [] });
    expect((await runCli(['forms', 'erase', 'ana@example.org', '--db', location])).stdout).toBe('0 submissions of ana@example.org deleted\n');
  });
});

it('a timer\'s `sitegen build --due` deletes what is past its retention period too, and says so', async () => {
  const { db, out, dir } = await demoWorkspace('retention-due');
  const sql = await openLocation(db);
  cleanups.push(() => sql.close());
  const old = await stored(sql, 'landing', 'vieja@example.org', 800);
  const recent = await stored(sql, 'landing', 'reciente@example.org', 10);
  const run = await runCli(['build', '--due', '--db', db, '--out', out, '--no-warm-images'], { cwd: dir, env: { ...process.env, SITEGEN_FORM_RETENTION_MONTHS: '24' } });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain('deleted 1 form submission past their retention period (landing 1)');
  const left = (await sql.all<{ id: number }>('SELECT id FROM form_submissions WHERE id IN (?, ?)', [old, recent])).map((r) => Number(r.id));
  expect(left).toEqual([recent]);
}, slow(120_000));

it('counts retention in calendar months', () => {
  expect(monthsBefore(Date.parse('2026-11-30T10:00:00.000Z'), 24)).toBe('2024-11-30T10:00:00.000Z');
  expect(monthsBefore(Date.parse('2026-03-31T00:00:00.000Z'), 1)).toBe('2026-02-28T00:00:00.000Z');
  expect(monthsBefore(Date.parse('2026-01-15T08:30:00.000Z'), 13)).toBe('2024-12-15T08:30:00.000Z');
});
