import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { linkKey, linkToken } from '../../server/newsletter-links.js';
import type { Sql } from '../../server/sql/sql.js';
import { demoOnBothDatabases, openLocation } from '../helpers/demo-db.js';
import { demoForms, envelope, postForm, withoutLeads, type DemoForms } from '../helpers/demo-forms.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { runCli } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';
import { as, signedInAs, type SignedIn } from '../helpers/accounts.js';

/**
 * The admissions inbox's API (server/leads.ts) on both databases: only admissions and admin
 * accounts read leads (an editor, a token, nobody signed in: refused); filters by programme,
 * form, language, date, status and a search by name or e-mail; status, assignee and notes, each
 * recorded with who and when; failed deliveries tried again; the filtered view exported as CSV
 * (formula cells defused) and XLSX; erasure takes the inbox's records with the lead.
 */
const pg = usePrivatePostgres();
const PASSWORD = 'correct horse battery staple';

const backends = demoOnBothDatabases(pg, 'inbox');

describe.each(backends)('the admissions inbox on %s', (_name, make) => {
  let location: string;
  let api: RunningApi;
  let sql: Sql;
  let forms: DemoForms;
  const ids: Record<string, number> = {};
  let officer: SignedIn;
  let editor: SignedIn;

  const signedIn = (email: string, role: string) => signedInAs(api.url, location, email, role, PASSWORD);
  const list = async (query = '') => {
    const response = await fetch(`${api.url}/site/main/leads${query}`, as(officer));
    expect(response.status, await response.clone().text()).toBe(200);
    return await response.json() as { totalItems: number; items: { id: number; name: string; email: string; status: string; assignee: string; programmes: number[]; form: string; lang: string }[]; programmes: { key: number; names: Record<string, string> }[]; assignees: string[] };
  };

  beforeAll(async () => {
    location = await make();
    sql = await openLocation(location);
    await withoutLeads(sql);
    forms = await demoForms(sql);
    api = await startApiServer({ dbFile: location, formRateLimit: 1000 });
    officer = await signedIn('admisiones@edte.example', 'admissions');
    editor = await signedIn('redaccion@edte.example', 'editor');
    const { landing, event } = forms;
    ids.lucia = await postForm(api.url, 'landing', envelope('es_ES', landing.path, {
      name: 'Lucía', surname: 'Núñez Gil', email: 'lucia@example.org', phone: '+34 600 12 34 56', programType: landing.programme.type, programs: [landing.programme.id], privacy: true, marketing: false,
    }));
    ids.oliver = await postForm(api.url, 'event', envelope('en_GB', event.path, { name: 'Oliver', email: 'oliver@example.org', attendees: 2, privacy: true }));
    // A message a spreadsheet would run as a formula, were it not defused.
    ids.formula = await postForm(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Pablo', surname: 'Prueba', email: 'formula@example.org', phone: '600000001', privacy: true, message: '=HYPERLINK("http://evil.example")' }));
  }, slow(180_000));
  afterAll(async () => {
    await api?.close();
    await sql?.close();
  });

  it('is for admissions and admin accounts: an editor, a token and nobody signed in are refused', async () => {
    expect((await fetch(`${api.url}/site/main/leads`)).status).toBe(401);
    const byEditor = await fetch(`${api.url}/site/main/leads`, as(editor));
    expect(byEditor.status).toBe(403);
    expect((await byEditor.json() as { error: { message: string } }).error.message).toContain('redaccion@edte.example is an editor');
    const token = (await runCli(['token', 'create', '--role', 'editor', '--db', location])).stdout.trim();
    expect((await fetch(`${api.url}/site/main/leads`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    expect((await fetch(`${api.url}/site/main/leads/${ids.lucia}`, as(editor))).status).toBe(403);
    // And the admissions account edits no page.
    const page = (await sql.get<{ id: number }>("SELECT id FROM pages WHERE path = '/contacto/'"))!.id;
    const save = await fetch(`${api.url}/site/main/page/${page}/publish`, as(officer, { method: 'POST' }));
    expect(save.status).toBe(403);
    expect((await save.json() as { error: { message: string } }).error.message).toContain('admisiones@edte.example is on the admissions team');
  });

  it('lists every lead newest first, filtered by programme, form, language, date and searched by name without accents', async () => {
    const all = await list();
    expect(all.items.map((l) => l.id)).toEqual([ids.formula, ids.oliver, ids.lucia]);
    // Those who may be given a lead: admissions and admin accounts, never an editor.
    expect(all.assignees).toContain('admisiones@edte.example');
    expect(all.assignees).not.toContain('redaccion@edte.example');
    const programme = all.programmes.find((p) => p.names.es_ES === forms.landing.programme.label || Object.values(p.names).length > 0)!;
    expect(Object.values(programme.names).length).toBe(2);
    expect((await list(`?programme=${programme.key}`)).items.map((l) => l.id)).toEqual([ids.lucia]);
    expect((await list('?form=event')).items.map((l) => [l.id, l.lang])).toEqual([[ids.oliver, 'en_GB']]);
    expect((await list('?lang=en_GB')).items.map((l) => l.id)).toEqual([ids.oliver]);
    expect((await list('?q=nunez')).items.map((l) => l.name)).toEqual(['Lucía Núñez Gil']);
    expect((await list('?q=OLIVER@example')).items.map((l) => l.id)).toEqual([ids.oliver]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).totalItems).toBe(3);
    expect((await list('?to=2020-01-01')).totalItems).toBe(0);
    const bad = await fetch(`${api.url}/site/main/leads?status=won`, as(officer));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('status');
  });

  it('changes a lead\'s status and assignee and keeps notes, each with who and when', async () => {
    const before = Date.now();
    const answer = await fetch(`${api.url}/site/main/leads/${ids.lucia}`, as(officer, { method: 'POST', body: JSON.stringify({ status: 'contacted', assignee: 'admisiones@edte.example', note: 'Llamada: prefiere turno de tarde.' }) }));
    expect(answer.status, await answer.clone().text()).toBe(200);
    const lead = await answer.json() as { status: string; assignee: string; history: { at: string; actor: string; kind: string; value: string }[]; consent: { privacy: boolean; marketing: boolean } };
    expect(lead.status).toBe('contacted');
    expect(lead.consent).toMatchObject({ privacy: true, marketing: false });
    expect(lead.history.map((h) => [h.actor, h.kind, h.value])).toEqual([
      ['admisiones@edte.example', 'status', 'contacted'],
      ['admisiones@edte.example', 'assignee', 'admisiones@edte.example'],
      ['admisiones@edte.example', 'note', 'Llamada: prefiere turno de tarde.'],
    ]);
    expect(Date.parse(lead.history[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list('?status=contacted')).items.map((l) => [l.id, l.assignee])).toEqual([[ids.lucia, 'admisiones@edte.example']]);
    expect((await list('?status=new')).items.map((l) => l.id)).toEqual([ids.formula, ids.oliver]);
    // A write needs the session's CSRF header; an assignee must be someone who may read leads.
    expect((await fetch(`${api.url}/site/main/leads/${ids.lucia}`, { method: 'POST', headers: { cookie: officer.cookie, 'content-type': 'application/json' }, body: '{"status":"new"}' })).status).toBe(403);
    const stranger = await fetch(`${api.url}/site/main/leads/${ids.lucia}`, as(officer, { method: 'POST', body: JSON.stringify({ assignee: 'redaccion@edte.example' }) }));
    expect(stranger.status).toBe(422);
    expect(await stranger.text()).toContain('not an admissions or admin account');
  });

  it('tries a failed delivery again from the inbox', async () => {
    const now = new Date().toISOString();
    await sql.run("INSERT INTO lead_deliveries (submission_id, channel, idempotency_key, state, attempts, next_at, last_error, created_at) VALUES (?, 'crm', ?, 'dead', 10, ?, '503 Service Unavailable', ?)", [ids.oliver, `inbox-${ids.oliver}`, now, now]);
    const listed = (await list('?form=event')).items[0] as unknown as { deadDeliveries: number };
    expect(listed.deadDeliveries).toBe(1);
    const retried = await fetch(`${api.url}/site/main/leads/${ids.oliver}/retry`, as(officer, { method: 'POST' }));
    expect(retried.status, await retried.clone().text()).toBe(200);
    const lead = await retried.json() as { deliveries: { channel: string; state: string; attempts: number }[]; history: { kind: string }[] };
    expect(lead.deliveries).toEqual([expect.objectContaining({ channel: 'crm', state: 'pending', attempts: 0 })]);
    expect(lead.history.map((h) => h.kind)).toEqual(['retry']);
    expect((await fetch(`${api.url}/site/main/leads/${ids.oliver}/retry`, as(officer, { method: 'POST' }))).status).toBe(409);
  });

  it('exports the filtered view as CSV with formulas defused, and as XLSX', async () => {
    const csv = await fetch(`${api.url}/site/main/leads/export?format=csv&form=basic`, as(officer));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="solicitudes-main-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('id,fecha,formulario,idioma,página,nombre,email,teléfono,programas,mensaje,estado,asignada a,retenida');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    // A phone number's "+" is a formula's start to a spreadsheet too.
    expect((await (await fetch(`${api.url}/site/main/leads/export?format=csv&q=lucia`, as(officer))).text())).toMatch(/,'\+34[\d ]+,/);
    const xlsx = await fetch(`${api.url}/site/main/leads/export?format=xlsx`, as(officer));
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(rows[0]).toEqual(['id', 'fecha', 'formulario', 'idioma', 'página', 'nombre', 'email', 'teléfono', 'programas', 'mensaje', 'estado', 'asignada a', 'retenida']);
    const lucia = rows.find((r) => r[0] === ids.lucia)!;
    expect(lucia.slice(5, 11)).toEqual(['Lucía Núñez Gil', 'lucia@example.org', expect.stringMatching(/^\+34[\d ]+$/), forms.landing.programme.label, null, 'contacted']);
    // Text in the sheet, never a formula.
    expect(rows.find((r) => r[0] === ids.formula)![9]).toBe('=HYPERLINK("http://evil.example")');
    expect((await fetch(`${api.url}/site/main/leads/export?format=xlsx`, as(editor))).status).toBe(403);
  });

  it('shows whether a newsletter sign-up was confirmed by its address', async () => {
    const id = await postForm(api.url, 'newsletter', envelope('es_ES', '/', { email: 'boletin@example.org', privacy: true, marketing: true }));
    const detail = async () => (await (await fetch(`${api.url}/site/main/leads/${id}`, as(officer))).json() as { newsletter: { confirmedAt: string | null; leftAt: string | null } }).newsletter;
    expect(await detail()).toEqual({ confirmedAt: null, leftAt: null });
    const token = linkToken(await linkKey(sql), id, 'confirm');
    expect((await fetch(`${api.url}/newsletter/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${token}` })).status).toBe(200);
    expect(await detail()).toEqual({ confirmedAt: expect.stringMatching(/^\d{4}-/), leftAt: null });
    // Erased with the person.
    expect((await runCli(['forms', 'erase', 'boletin@example.org', '--db', location])).code).toBe(0);
    expect(await sql.all('SELECT * FROM newsletter_states WHERE submission_id = ?', [id])).toEqual([]);
  });

  it('forgets a lead\'s status, assignee and notes with the lead when the person asks to be erased', async () => {
    const erased = await runCli(['forms', 'erase', 'lucia@example.org', '--db', location]);
    expect(erased.code, erased.stderr).toBe(0);
    expect(await sql.all('SELECT * FROM lead_events WHERE submission_id = ?', [ids.lucia])).toEqual([]);
    expect(await sql.all('SELECT * FROM lead_states WHERE submission_id = ?', [ids.lucia])).toEqual([]);
    expect((await fetch(`${api.url}/site/main/leads/${ids.lucia}`, as(officer))).status).toBe(404);
  });
}, slow(300_000));
