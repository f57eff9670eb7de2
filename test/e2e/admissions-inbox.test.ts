import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runAxe } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { startPreview } from '../helpers/start-preview.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { demoForms, envelope, postForm, withoutLeads, type DemoForms } from '../helpers/demo-forms.js';
import { slow } from '../helpers/slow.js';
import { requireJava, runVnu } from '../helpers/vnu.js';

/**
 * The admissions inbox as an admissions officer works in it, in Chromium (server/leads.ts,
 * runtime/editor/leads.tsx): she signs in by keyboard and lands in the inbox, filters by
 * programme, opens a lead, marks it contacted with a note, sees the change kept with her name,
 * and exports what she filtered. In Spanish, then in English at 390 px; axe-clean throughout.
 */
let browser: Browser;
let dbFile: string;
let child: ChildProcess;
let origin: string;
let forms: DemoForms;
const PASSWORD = 'admisiones dos mil veintiséis';
const ids: Record<string, number> = {};

beforeAll(async () => {
  requireJava();
  dbFile = await copyDemo('admissions-inbox');
  const sql = await openLocation(dbFile);
  forms = await demoForms(sql);
  await withoutLeads(sql);
  await sql.close();
  const preview = startPreview(['/contacto/', '--mode', 'editor', '--port', '0', '--db', dbFile, '--no-open']);
  child = preview.child;
  origin = new URL(await preview.url).origin;
  browser = await launchChromium();
  // Leads sent as visitors send them, through the preview's API.
  const api = `${origin}/_api`;
  const { landing, event } = forms;
  ids.lucia = await postForm(api, 'landing', envelope('es_ES', landing.path, {
    name: 'Lucía', surname: 'Núñez Gil', email: 'lucia@example.org', phone: '600123456', programType: landing.programme.type, programs: [landing.programme.id], privacy: true, marketing: true,
  }));
  ids.oliver = await postForm(api, 'event', envelope('en_GB', event.path, { name: 'Oliver', email: 'oliver@example.org', attendees: 2, privacy: true }));
  ids.pablo = await postForm(api, 'basic', envelope('es_ES', '/contacto/', { name: 'Pablo', surname: 'Ferrer', email: 'pablo@example.org', phone: '600000001', privacy: true, message: '¿Hay plazas para febrero?' }));
  const added = await runCli(['editor', 'add', 'admisiones@edte.example', '--role', 'admissions', '--url', origin, '--db', dbFile]);
  expect(added.code, added.stderr).toBe(0);
  const token = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)![1]!;
  const set = await fetch(`${api}/accounts/set-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password: PASSWORD }) });
  expect(set.status).toBe(200);
}, slow(120_000));
afterAll(async () => {
  child?.kill('SIGTERM');
  await browser?.close();
});

describe('the admissions inbox', () => {
  it('signs in by keyboard into the inbox, filters by programme, marks a lead contacted with a note, and exports the view', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    const page = await context.newPage();
    await page.goto(`${origin}/__editor/sign-in`);
    await page.waitForSelector('html[data-editor-ready]');
    await page.getByLabel('Correo electrónico').focus();
    await page.keyboard.type('admisiones@edte.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    // An admissions account's place is the inbox.
    await page.waitForURL(/\/__editor\/leads$/);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.locator('h1').textContent()).toBe('Solicitudes');
    expect(await page.getByRole('status').first().textContent()).toBe('3 solicitudes');
    const list = page.getByRole('list', { name: 'Solicitudes encontradas' });
    expect(await list.getByRole('button').allTextContents()).toEqual(['Pablo Ferrer', 'Oliver', 'Lucía Núñez Gil']);
    expect(await runAxe(page)).toEqual([]);

    // Filtered by the programme Lucía asked about: hers alone.
    await page.getByLabel('Programa').selectOption({ label: forms.landing.programme.label });
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('1 solicitud');
    expect(await list.getByRole('button').allTextContents()).toEqual(['Lucía Núñez Gil']);

    // Opened: what she sent and consented to; then marked contacted, assigned and noted, by keyboard.
    await list.getByRole('button', { name: 'Abrir la solicitud de Lucía Núñez Gil' }).press('Enter');
    const detail = page.getByRole('region', { name: 'Lucía Núñez Gil' });
    await detail.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lucía Núñez Gil');
    const text = await detail.textContent();
    expect(text).toContain('lucia@example.org');
    expect(text).toContain(forms.landing.programme.label);
    expect(text).toContain('Aceptó la política de privacidad. Acepta recibir comunicaciones.');
    expect(text).toContain('Nadie ha cambiado nada todavía.');
    await detail.getByLabel('Estado').selectOption({ label: 'Contactada' });
    await detail.getByLabel('Asignada a').selectOption('admisiones@edte.example');
    await detail.getByLabel('Nota').fill('Llamada: prefiere el turno de tarde.');
    await detail.getByRole('button', { name: 'Guardar' }).click();
    await detail.getByText('Guardado.').waitFor();
    const history = detail.getByRole('list').last();
    expect(await history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/admisiones@edte\.example cambió el estado a «Contactada»$/),
      expect.stringMatching(/admisiones@edte\.example la asignó a admisiones@edte\.example$/),
      expect.stringMatching(/admisiones@edte\.example anotó: Llamada: prefiere el turno de tarde\.$/),
    ].reverse());
    // The list says it too, and the database keeps it.
    // The list is read again after the save: its answer may come a moment after "Guardado.".
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Contactada');
    const sql = await openLocation(dbFile);
    expect(await sql.get('SELECT status, assignee FROM lead_states WHERE submission_id = ?', [ids.lucia])).toEqual({ status: 'contacted', assignee: 'admisiones@edte.example' });
    await sql.close();
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'inbox-es-1440.png'), fullPage: true });
    // The markup React drew, a lead open, is valid HTML (W3C Nu checker).
    const drawn = join(mkdtempSync(join(tmpdir(), 'sitegen-inbox-')), 'inbox.html');
    writeFileSync(drawn, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
    expect((await runVnu([drawn])).filter((m) => m.type === 'error').map((m) => `${m.message} [${m.extract ?? ''}]`)).toEqual([]);

    // The export is the filtered view.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('Lucía Núñez Gil,lucia@example.org');
    expect(csv[1]).toContain(',contacted,admisiones@edte.example,');
    await context.close();
  }, slow(120_000));

  it('reads in English at 390 px, the lead opened below the list, and refuses an editor\'s account', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => { localStorage.setItem('sitegen-consent', 'rejected'); localStorage.setItem('sitegen-editor-lang', 'en'); });
    const page = await context.newPage();
    const signIn = await page.request.post(`${origin}/_api/accounts/sign-in`, { data: { email: 'admisiones@edte.example', password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    await page.goto(`${origin}/__editor/leads`);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.locator('h1').textContent()).toBe('Leads');
    await page.getByLabel('Form').selectOption({ label: 'Event registration' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('1 lead');
    await page.getByRole('button', { name: 'Open the lead from Oliver' }).click();
    const detail = page.getByRole('region', { name: 'Oliver' });
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Attendees2');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await runAxe(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'inbox-en-390.png'), fullPage: true });
    await context.close();

    // An editor signs in and is told the leads are not for her account.
    const added = await runCli(['editor', 'add', 'redaccion@edte.example', '--url', origin, '--db', dbFile]);
    const token = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)![1]!;
    const editor = await browser.newContext();
    const tab = await editor.newPage();
    expect((await tab.request.post(`${origin}/_api/accounts/set-password`, { data: { token, password: PASSWORD } })).status()).toBe(200);
    expect((await tab.request.post(`${origin}/_api/accounts/sign-in`, { data: { email: 'redaccion@edte.example', password: PASSWORD } })).status()).toBe(200);
    await tab.goto(`${origin}/__editor/leads`);
    await tab.getByRole('alert').waitFor();
    expect(await tab.getByRole('alert').textContent()).toBe('Tu cuenta no puede ver solicitudes: contienen datos personales y son solo para el equipo de admisiones y la administración.');
    expect(await tab.getByText('lucia@example.org').count()).toBe(0);
    // The editor's bar offers no inbox to an editor…
    await tab.goto(`${origin}/contacto/`);
    await tab.waitForSelector('html[data-editor-ready]');
    expect(await tab.getByRole('link', { name: 'Solicitudes' }).count()).toBe(0);
    await editor.close();

    // …and does to an administrator, who answers leads too.
    const admin = await runCli(['editor', 'add', 'direccion@edte.example', '--role', 'admin', '--url', origin, '--db', dbFile]);
    const adminToken = /\/__editor\/set-password#([\w-]+)/.exec(admin.stdout)![1]!;
    const director = await browser.newContext();
    const bar = await director.newPage();
    expect((await bar.request.post(`${origin}/_api/accounts/set-password`, { data: { token: adminToken, password: PASSWORD } })).status()).toBe(200);
    expect((await bar.request.post(`${origin}/_api/accounts/sign-in`, { data: { email: 'direccion@edte.example', password: PASSWORD } })).status()).toBe(200);
    await bar.goto(`${origin}/contacto/`);
    await bar.waitForSelector('html[data-editor-ready]');
    await bar.getByRole('link', { name: 'Solicitudes' }).click();
    await bar.waitForURL(/\/__editor\/leads$/);
    await bar.getByRole('list', { name: 'Solicitudes encontradas' }).waitFor();
    expect(await bar.getByRole('list', { name: 'Solicitudes encontradas' }).getByRole('button').count()).toBe(3);
    await director.close();
  }, slow(120_000));

  it('shows an open-day registration\'s session and place, and cancels it in two steps for a person who phoned', async () => {
    const api = `${origin}/_api`;
    const places = await (await fetch(`${api}/events/places?site=main&path=${encodeURIComponent(forms.openDay.paths.es)}`)).json() as { sessions: { id: string; left: number }[] };
    const [first] = places.sessions;
    ids.ana = await postForm(api, 'event', envelope('es_ES', forms.openDay.paths.es, { name: 'Ana', email: 'ana@example.org', attendees: 3, session: first!.id, privacy: true }));
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    const page = await context.newPage();
    expect((await page.request.post(`${api}/accounts/sign-in`, { data: { email: 'admisiones@edte.example', password: PASSWORD } })).status()).toBe(200);
    await page.goto(`${origin}/__editor/leads`);
    await page.waitForSelector('html[data-editor-ready]');
    await page.getByRole('button', { name: 'Abrir la solicitud de Ana' }).click();
    const detail = page.getByRole('region', { name: 'Ana' });
    await detail.getByText(/Sesión del .* · plaza confirmada/).waitFor();
    await detail.getByRole('button', { name: 'Cancelar la inscripción y liberar sus plazas' }).click();
    // The first press only asks: nothing is cancelled until it is confirmed.
    expect(await detail.getByText(/plaza confirmada/).count()).toBe(1);
    expect(await runAxe(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Sí, cancelarla' }).click();
    await detail.getByText(/Sesión del .* · cancelada/).waitFor();
    expect(await detail.getByRole('button', { name: 'Cancelar la inscripción y liberar sus plazas' }).count()).toBe(0);
    await detail.getByText('admisiones@edte.example canceló la inscripción').waitFor();
    const after = await (await fetch(`${api}/events/places?site=main&path=${encodeURIComponent(forms.openDay.paths.es)}`)).json() as { sessions: { id: string; left: number }[] };
    expect(after.sessions[0]!.left, 'its three places are free again').toBe(first!.left);
    await page.screenshot({ path: join(tmpdir(), 'inbox-registration-es-1440.png'), fullPage: true });
    await context.close();
  }, slow(120_000));
});
