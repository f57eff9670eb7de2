import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import type { Sql } from '../../server/sql/sql.js';
import { demoOnBothDatabases, openLocation } from '../helpers/demo-db.js';
import { demoForms, envelope, withoutLeads, type DemoForms } from '../helpers/demo-forms.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { runCli } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';
import { as, signedInAs } from '../helpers/accounts.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { parseIcs } from '../helpers/parse-ics.js';

/**
 * Open days with real places (server/event-places.ts, spec 4) on both databases, through two API
 * instances over one database (as production runs them): places left per session, shared by the
 * Spanish and English pages; the last place taken by exactly one of many visitors posting at
 * once, the others on the waiting list; the e-mails (confirmation with the session's calendar
 * file and a signed cancel link, the waiting list's, the place that freed up, the reminder the
 * day before) read from a real SMTP server; cancelling frees the place for the first in line.
 */
const pg = usePrivatePostgres();

const backends = demoOnBothDatabases(pg, 'places');

type Places = { sessions: { id: string; start: string; end: string | null; capacity: number; left: number; waiting: number }[] };

describe.each(backends)('an open day\'s places on %s', (_name, make) => {
  let location: string;
  let sql: Sql;
  let forms: DemoForms;
  let apis: RunningApi[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const ids: Record<string, number> = {};
  let starts: { morning: string; midday: string };

  const places = async (path: string): Promise<Places> => {
    const response = await fetch(`${apis[0]!.url}/events/places?site=main&path=${encodeURIComponent(path)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return await response.json() as Places;
  };
  // Each visitor from an address of their own (through the trusted proxy's header), as in life:
  // the posts of one address queue behind its rate-limit row, and would never race.
  const register = async (n: number, lang: 'es' | 'en', values: Record<string, unknown>) => {
    const response = await fetch(`${apis[n % apis.length]!.url}/forms/event`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n + 1}` },
      body: JSON.stringify(envelope(lang === 'es' ? 'es_ES' : 'en_GB', forms.openDay.paths[lang], { attendees: 1, privacy: true, ...values })),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return await response.json() as { id: number; emailed: boolean; registration?: string };
  };
  const statusOf = async (id: number) => (await sql.get<{ status: string }>('SELECT status FROM event_registrations WHERE submission_id = ?', [id]))?.status;

  beforeAll(async () => {
    location = await make();
    sql = await openLocation(location);
    await withoutLeads(sql);
    forms = await demoForms(sql);
    // The open day's two sessions, given ids of their own and small capacities (3 and 2), in both
    // languages as publishing does (a shared fact): what the API counts is the published record.
    const rows = await sql.all<{ id: number; json: string }>("SELECT id, published_json AS json FROM pages WHERE translation_group = ? AND status = 'published'", [forms.openDay.group]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const page = JSON.parse(row.json) as { structuredDataContent: { sessions: { id?: string; startDate: string; capacity: number }[] } };
      const [morning, midday] = page.structuredDataContent.sessions;
      Object.assign(morning!, { id: 'morning', capacity: 3 });
      Object.assign(midday!, { id: 'midday', capacity: 2 });
      starts = { morning: morning!.startDate, midday: midday!.startDate };
      await sql.run('UPDATE pages SET published_json = ? WHERE id = ?', [JSON.stringify(page), row.id]);
    }
    smtp = await startSmtpServer();
    const leads = { smtpUrl: smtp.url, publicApi: '/_api', leadEmails: { to: ['admisiones@edte.example'] }, timeoutMs: 2_000, retryMs: 200 };
    const options = { dbFile: location, leads, formRateLimit: 1000, trustProxy: 'x-forwarded-for' };
    apis = [await startApiServer(options), await startApiServer(options)];
  }, slow(180_000));
  afterAll(async () => {
    for (const api of apis) await api.close();
    await smtp?.close();
    await sql?.close();
  });

  it('answers each session\'s places left, and refuses a registration without a session or with one it does not have', async () => {
    const before = await places(forms.openDay.paths.es);
    expect(before.sessions.map((s) => [s.id, s.capacity, s.left, s.waiting])).toEqual([['morning', 3, 3, 0], ['midday', 2, 2, 0]]);
    const missing = await fetch(`${apis[0]!.url}/forms/event`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelope('es_ES', forms.openDay.paths.es, { name: 'Ana', email: 'ana@example.org', attendees: 1, privacy: true })) });
    expect(missing.status).toBe(422);
    expect((await missing.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({ session: 'El campo es obligatorio' });
    const unknown = await fetch(`${apis[0]!.url}/forms/event`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelope('en_GB', forms.openDay.paths.en, { name: 'Ana', email: 'ana@example.org', attendees: 1, privacy: true, session: 'evening' })) });
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json() as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['session']);
    const other = await fetch(`${apis[0]!.url}/events/places?site=main&path=${encodeURIComponent(forms.event.path)}`);
    expect(other.status, 'an event that counts no places has none to tell').toBe(404);
  });

  it('gives the last place to exactly one of many visitors posting at once, in either language, and puts the others on the waiting list', async () => {
    const first = await register(0, 'es', { name: 'Lucía', email: 'lucia@example.org', session: 'midday' });
    expect(first.registration).toBe('confirmed');
    ids.lucia = first.id;
    expect((await places(forms.openDay.paths.en)).sessions.find((s) => s.id === 'midday')!.left, 'the English page counts the Spanish registration').toBe(1);
    // Eight visitors for the last place, through both instances, Spanish and English pages alike.
    const racers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      register(i + 10, i % 2 === 0 ? 'es' : 'en', { name: `Persona ${'ABCDEFGH'[i]}`, email: `racer${i}@example.org`, session: 'midday' })));
    const won = racers.filter((r) => r.registration === 'confirmed');
    expect(won, JSON.stringify(racers)).toHaveLength(1);
    expect(racers.filter((r) => r.registration === 'waiting')).toHaveLength(7);
    ids.winner = won[0]!.id;
    ids.firstWaiting = Math.min(...racers.filter((r) => r.registration === 'waiting').map((r) => r.id));
    const after = (await places(forms.openDay.paths.es)).sessions.find((s) => s.id === 'midday')!;
    expect([after.left, after.waiting]).toEqual([0, 7]);
    expect(Number((await sql.get<{ taken: number }>("SELECT taken FROM event_places WHERE session = 'midday'"))!.taken)).toBe(2);
    // A group that does not fit waits even where places are left: two places cannot take three people.
    const group = await register(0, 'es', { name: 'Familia', email: 'familia@example.org', session: 'morning', attendees: 4 });
    expect(group.registration).toBe('waiting');
    ids.group = group.id;
    const morning = await register(1, 'en', { name: 'Oliver', email: 'oliver@example.org', session: 'morning', attendees: 2 });
    expect(morning.registration).toBe('confirmed');
    expect((await places(forms.openDay.paths.en)).sessions.find((s) => s.id === 'morning')!.left).toBe(1);
  }, slow(60_000));

  it('e-mails the place confirmed with the session\'s calendar file and a cancel link, the waiting list its turn, the team the session', async () => {
    const [confirmed] = await smtp.waitFor(1, (m) => m.envelope.to.includes('lucia@example.org'));
    expect(confirmed!.mail.subject).toMatch(/^Plaza confirmada: /);
    const text = confirmed!.mail.text ?? '';
    expect(text).toContain('Tu plaza en «');
    expect(text).toMatch(/Sesión: .*12:00.*14:00/);
    const ics = confirmed!.mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics, 'the session\'s calendar file').toBeDefined();
    const vevent = parseIcs(ics!.content.toString('utf8'));
    expect(vevent.props['VCALENDAR/VEVENT/DTSTART']?.value).toBe(new Date(starts.midday).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    const cancel = /https?:\/\/\S+\/_api\/events\/cancel\?t=[\w.-]+/.exec(text)?.[0];
    expect(cancel, text).toBeDefined();
    const [waiting] = await smtp.waitFor(1, (m) => /^(Lista de espera|Waiting list): /.test(m.mail.subject ?? ''));
    expect(waiting!.mail.text).toMatch(/lista de espera|waiting list/);
    expect(waiting!.mail.attachments.filter((a) => a.contentType.startsWith('text/calendar')), 'no calendar file for a place not held').toHaveLength(0);
    const [team] = await smtp.waitFor(1, (m) => m.envelope.to.includes('admisiones@edte.example') && (m.mail.text ?? '').includes('Lucía'));
    expect(team!.mail.text).toMatch(/Sesión: .*12:00.*\(plaza confirmada\)/);
    // Kept for the next test: the link as Lucía got it.
    (globalThis as { cancelLink?: string }).cancelLink = cancel!.replace(/^https?:\/\/[^/]+\/_api/, apis[1]!.url);
  }, slow(60_000));

  it('cancels by the signed link (a page with a button, then its POST), freeing the place for the first in line, who is e-mailed', async () => {
    const link = (globalThis as { cancelLink?: string }).cancelLink!;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Cancelar la inscripción');
    expect(await statusOf(ids.lucia!), 'a GET (a mail scanner) cancels nothing').toBe('confirmed');
    const forged = await fetch(link.replace(/t=(\d+)\./, (_, id: string) => `t=${Number(id) + 1}.`));
    expect(forged.status, 'a token made for another registration').toBe(400);
    const token = new URL(link).searchParams.get('t')!;
    const done = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${encodeURIComponent(token)}` });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Inscripción cancelada');
    expect(await statusOf(ids.lucia!)).toBe('cancelled');
    expect(await statusOf(ids.firstWaiting!), 'the first on the waiting list got the place').toBe('confirmed');
    const midday = (await places(forms.openDay.paths.es)).sessions.find((s) => s.id === 'midday')!;
    expect([midday.left, midday.waiting]).toEqual([0, 6]);
    const email = (await sql.get<{ data: string }>('SELECT data FROM form_submissions WHERE id = ?', [ids.firstWaiting!]))!.data;
    const address = (JSON.parse(email) as { email: string }).email;
    const [promoted] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address) && /(Se ha liberado una plaza para ti|A place has come free for you): /.test(m.mail.subject ?? ''));
    expect(promoted!.mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    // Twice is once: the second POST changes nothing and frees nothing.
    const again = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${encodeURIComponent(token)}` });
    expect(await again.text()).toContain('ya estaba cancelada');
    expect((await places(forms.openDay.paths.es)).sessions.find((s) => s.id === 'midday')!.waiting).toBe(6);
  }, slow(60_000));

  it('shows the admissions team each registration\'s session and place, and lets it cancel one for a person who phoned (its places to the next in line)', async () => {
    const officer = await signedInAs(apis[0]!.url, location, 'admisiones@edte.example', 'admissions');
    type Detail = { registration: { status: string; session: string; start: string | null } | null; history: { kind: string; actor: string }[] };
    const detail = async (id: number) => await (await fetch(`${apis[0]!.url}/site/main/leads/${id}`, as(officer))).json() as Detail;
    expect((await detail(ids.winner!)).registration).toEqual({ status: 'confirmed', session: 'midday', start: starts.midday, end: expect.any(String) });
    const waitingIds = (await sql.all<{ submission_id: number }>("SELECT submission_id FROM event_registrations WHERE session = 'midday' AND status = 'waiting' ORDER BY submission_id")).map((r) => Number(r.submission_id));
    expect((await detail(waitingIds[0]!)).registration?.status).toBe('waiting');
    const cancelled = await fetch(`${apis[0]!.url}/site/main/leads/${ids.firstWaiting!}/cancel-registration`, as(officer, { method: 'POST' }));
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const after = await cancelled.json() as Detail;
    expect(after.registration?.status).toBe('cancelled');
    expect(after.history.at(-1)).toMatchObject({ kind: 'cancel', actor: 'admisiones@edte.example' });
    expect(await statusOf(waitingIds[0]!), 'the next in line got the place the team freed').toBe('confirmed');
    const again = await fetch(`${apis[0]!.url}/site/main/leads/${ids.firstWaiting!}/cancel-registration`, as(officer, { method: 'POST' }));
    expect(again.status).toBe(409);
  }, slow(60_000));

  it('queues the reminder for the day before the session, and sends it then with the cancel link', async () => {
    const row = await sql.get<{ next_at: string; state: string }>("SELECT next_at, state FROM lead_deliveries WHERE submission_id = ? AND channel = 'reminder'", [ids.winner!]);
    expect(row, 'a confirmed place has its reminder queued').toBeDefined();
    expect(row!.state).toBe('pending');
    expect(Date.parse(row!.next_at)).toBe(Date.parse(starts.midday) - 86_400_000);
    expect(await sql.get("SELECT id FROM lead_deliveries WHERE submission_id = ? AND channel = 'reminder'", [ids.group!]), 'nobody waiting is reminded').toBeUndefined();
    // A cancelled place's reminder goes with it (not left to show as sent, or as failed, in the inbox).
    expect(await sql.get("SELECT id FROM lead_deliveries WHERE submission_id = ? AND channel = 'reminder'", [ids.lucia!]), 'a cancelled place\'s reminder is not sent').toBeUndefined();
    // The day before comes: the session moved to tomorrow (its id kept) and the reminder due now.
    const tomorrow = new Date(Date.now() + 20 * 3_600_000);
    tomorrow.setUTCSeconds(0, 0);
    for (const page of await sql.all<{ id: number; json: string }>("SELECT id, published_json AS json FROM pages WHERE translation_group = ? AND status = 'published'", [forms.openDay.group])) {
      const json = JSON.parse(page.json) as { structuredDataContent: { sessions: { id: string; startDate: string; endDate?: string }[] } };
      const midday = json.structuredDataContent.sessions.find((s) => s.id === 'midday')!;
      Object.assign(midday, { startDate: tomorrow.toISOString().replace('.000Z', 'Z').replace('Z', '+00:00'), endDate: new Date(tomorrow.getTime() + 7_200_000).toISOString().replace('.000Z', '+00:00') });
      await sql.run('UPDATE pages SET published_json = ? WHERE id = ?', [JSON.stringify(json), page.id]);
    }
    // The outbox keeps a page it read for a few seconds (PAGE_TTL_MS): the reminder comes due after.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await sql.run("UPDATE lead_deliveries SET next_at = ? WHERE submission_id = ? AND channel = 'reminder'", [new Date().toISOString(), ids.winner!]);
    const address = (JSON.parse((await sql.get<{ data: string }>('SELECT data FROM form_submissions WHERE id = ?', [ids.winner!]))!.data) as { email: string }).email;
    const [reminder] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address) && /^(Mañana|Tomorrow): /.test(m.mail.subject ?? ''));
    expect(reminder!.mail.text).toMatch(/events\/cancel\?t=/);
    expect(smtp.received.filter((m) => m.envelope.to.includes('lucia@example.org') && /^Mañana: /.test(m.mail.subject ?? '')), 'none for the place Lucía cancelled').toEqual([]);
  }, slow(60_000));

  it('gives a person their registration on request, and erasing it gives its places back', async () => {
    const access = await runCli(['forms', 'access', 'oliver@example.org', '--db', location]);
    expect(access.code, access.stderr).toBe(0);
    const data = JSON.parse(access.stdout) as { submissions: { registration?: { session: string; status: string } }[] };
    expect(data.submissions.map((s) => s.registration)).toEqual([expect.objectContaining({ session: 'morning', status: 'confirmed' })]);
    const before = (await places(forms.openDay.paths.es)).sessions.find((s) => s.id === 'morning')!.left;
    const erase = await runCli(['forms', 'erase', 'oliver@example.org', '--db', location]);
    expect(erase.code, erase.stderr).toBe(0);
    expect((await places(forms.openDay.paths.es)).sessions.find((s) => s.id === 'morning')!.left, 'his two places are free again').toBe(before + 2);
    expect(await sql.get("SELECT * FROM event_registrations r JOIN form_submissions s ON s.id = r.submission_id WHERE s.data LIKE '%oliver@example.org%'")).toBeUndefined();
  }, slow(60_000));
});
