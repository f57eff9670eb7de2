import type { ChildProcess } from 'node:child_process';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runAxe, editorTab } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { startPreview } from '../helpers/start-preview.js';
import { copyDemo } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * A page's history and scheduled publishing as the communications officer uses them, in
 * Spanish, by keyboard where it matters (spec 4, editor mode): save twice, open History, compare
 * a version with the draft, restore it after a confirmation, schedule the draft after a
 * confirmation that says what goes live when, see the pending schedule in the bar and cancel it;
 * schedule the page to go offline from the same dialog, see it in the bar and in History, and
 * cancel it there.
 */
let browser: Browser;
let dbFile: string;
let token: string;
/** Every preview the tests started (each test starts its own), all ended after the file. */
const children: ChildProcess[] = [];

beforeAll(async () => {
  dbFile = await copyDemo('editor-history');
  token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía', '--db', dbFile])).stdout.trim();
  browser = await launchChromium();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await browser?.close();
});

function preview(path: string): Promise<string> {
  const started = startPreview([path, '--mode', 'editor', '--port', '0', '--db', dbFile, '--no-open']);
  children.push(started.child);
  return started.url;
}

const editorPage = () => editorTab(browser, token);

const site = (page: Page): Frame => page.frame({ name: 'editor-page' }) ?? page.mainFrame();

describe('history and scheduled publishing in the editor (spec 4)', () => {
  it('save twice, see the versions, compare, restore with a confirmation, schedule with a confirmation, cancel; schedule the page to go offline, cancel it from History', async () => {
    const url = await preview('/contacto/');
    const page = await editorPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    const api = (path: string) => fetch(`${new URL(url).origin}/_api/site/main/page/1034${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<Record<string, any>>);
    expect((await api('?draft=1')).title).toBe('Contacto');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const status = page.locator('.editor-toolbar__status');
    const heading = site(page).locator('#sitegen-page main [data-module="Text"] h2').first();

    // Two saves of the opening-hours block's title.
    await heading.click();
    const title = page.getByRole('complementary', { name: 'Campos del módulo' }).getByLabel('Título', { exact: true }).first();
    for (const text of ['Horario de invierno', 'Horario de verano']) {
      await title.fill(text);
      await expect.poll(() => heading.textContent()).toBe(text);
      await toolbar.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    }

    // History, by keyboard: the versions with who, when and what changed.
    await toolbar.getByRole('button', { name: 'Historial' }).focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: 'Historial de la página' });
    await history.waitFor();
    const versions = history.locator('.editor-version');
    await expect.poll(() => versions.count()).toBe(3);
    expect(await versions.locator('h3').allTextContents()).toEqual(['Versión 3', 'Versión 2', 'Versión 1']);
    const newest = await versions.first().textContent();
    expect(newest).toContain('Lucía');
    // A token's changes are recorded as `token:Lucía`; the editor names the person.
    expect(newest).not.toContain('token:');
    expect(newest).toContain('Editado: Texto «Horario de verano» (Título)');
    expect(await versions.last().textContent()).toContain('antes del historial');
    expect(await runAxe(page, { iframes: false })).toEqual([]);

    // Compare the first version with the draft.
    await history.getByRole('button', { name: 'Comparar con el borrador (versión 1)' }).click();
    const comparison = history.locator('.editor-compare');
    await expect.poll(() => comparison.textContent()).toContain('Cambios de la versión 1 al borrador actual');
    expect(await comparison.locator('li').allTextContents()).toEqual(['Editado: Texto «Horario de verano»Título: «Horario de atención» → «Horario de verano»', 'Título: «Horario de atención» → «Horario de verano»']);
    // What went out struck through, what came in underlined.
    expect(await comparison.locator('del').first().textContent()).toBe('Horario de atención');
    expect(await comparison.locator('ins').first().textContent()).toBe('Horario de verano');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('editor-compare'))).toBe(true);

    // Restore it: a confirmation first; Escape changes nothing.
    await history.getByRole('button', { name: 'Restaurar la versión 1' }).click();
    const confirmRestore = page.getByRole('alertdialog', { name: '¿Restaurar la versión 1?' });
    await confirmRestore.waitFor();
    expect(await confirmRestore.textContent()).toContain('La página publicada no cambia hasta que publiques.');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirmRestore.isVisible()).toBe(false);
    expect((await api('?draft=1')).template.mainSection.modules[2].title).toBe('Horario de verano');
    await history.getByRole('button', { name: 'Restaurar la versión 1' }).click();
    await confirmRestore.getByRole('button', { name: 'Restaurar versión' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Restaurada la versión 1');
    await expect.poll(() => heading.textContent()).toBe('Horario de atención');
    expect((await api('?draft=1')).template.mainSection.modules[2].title).toBe('Horario de atención');
    expect((await api('/versions')).items[0]).toMatchObject({ seq: 4, kind: 'restore', restoredFrom: 1 });

    // Schedule, by keyboard: a time that has passed is refused in place.
    await toolbar.getByRole('button', { name: 'Programar' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Programar', exact: true });
    await form.waitFor();
    const date = form.getByLabel('Fecha');
    const min = await date.getAttribute('min');
    await date.fill(min!);
    await form.getByLabel('Hora (Madrid)').fill('00:00');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Esa fecha y hora ya han pasado: elige una posterior.');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    const [y, m, d] = min!.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
    await date.fill(tomorrow);
    await form.getByLabel('Hora (Madrid)').fill('09:30');
    await page.keyboard.press('Enter');
    const confirmSchedule = page.getByRole('alertdialog', { name: '¿Programar la publicación?' });
    await confirmSchedule.waitFor();
    const said = (await confirmSchedule.textContent())!;
    expect(said).toContain('9:30 (hora de Madrid) se publica /contacto/ (Español)');
    expect(said).toContain('Lo programado no cambia aunque después edites el borrador');
    expect(said).toContain('/en/contact/ (Inglés) — sin programar, no cambia');
    await confirmSchedule.getByRole('button', { name: 'Programar' }).click();
    const pending = page.locator('#editor-schedule-text');
    await expect.poll(() => pending.textContent(), { timeout: slow(20_000) }).toMatch(/^Se publicará el .* 9:30 \(versión 4\)$/);
    const scheduled = await api('/schedule');
    expect(scheduled.schedule).toMatchObject({ seq: 4, scheduledBy: 'token:Lucía' });
    // 09:30 in Madrid, an hour or two ahead of UTC depending on the season.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(scheduled.schedule.at))).toBe('09:30');

    // The pending schedule, cancelled from the bar.
    await toolbar.getByRole('button', { name: 'Cancelar programación' }).click();
    await expect.poll(() => pending.isVisible()).toBe(false);
    expect((await api('/schedule')).schedule).toBeNull();

    // Offline at a time, by keyboard: the same dialog, a choice between its two radios.
    await toolbar.getByRole('button', { name: 'Programar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await form.waitFor();
    const choice = form.getByRole('group', { name: 'Qué se programa' });
    expect(await choice.getByRole('radio', { name: 'Publicar el borrador tal como está ahora' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('publish');
    await page.keyboard.press('ArrowDown');
    expect(await choice.getByRole('radio', { name: 'Despublicar la página (deja de estar en la web)' }).isChecked()).toBe(true);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    await date.fill(tomorrow);
    await form.getByLabel('Hora (Madrid)').fill('21:00');
    await page.keyboard.press('Enter');
    const confirmOffline = page.getByRole('alertdialog', { name: '¿Programar la despublicación?' });
    await confirmOffline.waitFor();
    const told = (await confirmOffline.textContent())!;
    expect(told).toContain('21:00 (hora de Madrid) se despublica /contacto/ (Español): sale del sitio');
    expect(told).toContain('/en/contact/ (Inglés) — sigue publicada');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await confirmOffline.getByRole('button', { name: 'Programar despublicación' }).click();
    const offline = page.locator('#editor-unschedule-text');
    await expect.poll(() => offline.textContent(), { timeout: slow(20_000) }).toMatch(/^Se despublicará el .* 21:00$/);
    const offlineAt = await api('/schedule');
    expect(offlineAt.schedules).toEqual([expect.objectContaining({ action: 'unpublish', seq: null, scheduledBy: 'token:Lucía' })]);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(offlineAt.schedules[0].at))).toBe('21:00');
    // The page is still online until then.
    expect((await api('?draft=1')).title).toBe('Contacto');

    // History lists it with its Cancel.
    await toolbar.getByRole('button', { name: 'Historial' }).click();
    const scheduledChanges = history.getByRole('region', { name: 'Cambios programados' });
    await expect.poll(() => scheduledChanges.textContent()).toMatch(/Se despublicará el .* 21:00/);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await scheduledChanges.getByRole('button', { name: 'Cancelar despublicación' }).click();
    await expect.poll(() => scheduledChanges.isVisible()).toBe(false);
    expect((await api('/schedule')).schedules).toEqual([]);
    await expect.poll(() => offline.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Comparar con el borrador');
    await page.close();
  }, slow(120_000));

  it('a changed image is compared as the images themselves, with their descriptions, never as raw data', async () => {
    const url = await preview('/contacto/');
    const page = await editorPage();
    const origin = new URL(url).origin;
    const auth = { authorization: `Bearer ${token}` };
    // The share image given another crop and description, saved (as the settings dialog saves it).
    const draft = await (await fetch(`${origin}/_api/site/main/page/1034?draft=1`, { headers: auth })).json() as Record<string, any>;
    const before = draft.socialImage as { url: string; alt: string };
    expect(before.url).toMatch(/^\//);
    draft.socialImage = { ...before, alt: 'Fachada del campus de Madrid', position: 'top' };
    const saved = await fetch(`${origin}/_api/site/main/page/1034`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify(draft) });
    expect(saved.status).toBe(200);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: 'Historial de la página' });
    const versions = history.locator('.editor-version');
    await versions.first().waitFor();
    const previous = await versions.nth(1).locator('h3').textContent();
    await history.getByRole('button', { name: `Comparar con el borrador (${previous!.toLowerCase()})` }).click();
    const comparison = history.locator('.editor-compare');
    const line = comparison.locator('li', { hasText: 'Imagen para redes sociales' });
    await line.waitFor();
    expect((await line.locator('del').textContent())!.trim()).toBe(before.alt);
    expect((await line.locator('ins').textContent())!.trim()).toBe('Fachada del campus de Madrid');
    expect(await line.textContent()).not.toMatch(/[{}]|"url"/);
    const pictures = line.locator('img.editor-compare__image');
    expect(await pictures.count()).toBe(2);
    // Both loaded from the image host, the new one at its new crop.
    await expect.poll(() => pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    expect(await pictures.nth(1).getAttribute('src')).toContain('p_top');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await page.close();
  }, slow(120_000));
});

describe('the site\'s activity in the editor (spec 6: who published what and when)', () => {
  it('lists who created, moved, published and unpublished which page, newest first, in the editor\'s words and the school\'s time; by keyboard, axe-clean', async () => {
    const url = await preview('/contacto/');
    const origin = new URL(url).origin;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await (await fetch(`${origin}/_api/site/main/pages`, { method: 'POST', headers, body: JSON.stringify({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Escuela de verano', slug: 'escuela-de-verano' }) })).json() as { id: number };
    expect((await fetch(`${origin}/_api/site/main/page/${created.id}/move`, { method: 'POST', headers, body: JSON.stringify({ slug: 'escuela-de-verano-2027' }) })).status).toBe(200);
    // Its text written (a new page starts empty and would not build), then published.
    const draft = await (await fetch(`${origin}/_api/site/main/page/${created.id}?draft=1`, { headers })).json() as Record<string, any>;
    draft.template.mainSection.modules[0].content = '<p>Cursos de verano para estudiantes de bachillerato.</p>';
    const { version } = await (await fetch(`${origin}/_api/site/main/page/${created.id}`, { method: 'PUT', headers: { ...headers, 'if-match': draft.version }, body: JSON.stringify(draft) })).json() as { version: string };
    const published = await fetch(`${origin}/_api/site/main/page/${created.id}/publish`, { method: 'POST', headers: { ...headers, 'if-match': version } });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await fetch(`${origin}/_api/site/main/page/${created.id}/unpublish`, { method: 'POST', headers, body: JSON.stringify({ gone: true }) })).status).toBe(200);
    const log = await (await fetch(`${origin}/_api/site/main/audit?items=1`, { headers })).json() as { items: { at: string }[] };
    const page = await editorPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    const button = page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Actividad' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Actividad del sitio' });
    const entries = dialog.locator('.editor-activity__entry');
    await entries.nth(3).waitFor();
    // Newest first, each as a sentence with its language and what the change left behind.
    const shown = await entries.evaluateAll((items) => items.slice(0, 4).map((li) => [li.querySelector('.editor-activity__what')!.textContent, li.querySelector('.editor-activity__detail')!.textContent]));
    expect(shown).toEqual([
      ['Lucía retiró /escuela-de-verano-2027/', 'español · ya no existe (410)'],
      ['Lucía publicó /escuela-de-verano-2027/', 'español'],
      ['Lucía cambió la dirección de /escuela-de-verano-2027/', 'español · antes /escuela-de-verano/'],
      ['Lucía creó /escuela-de-verano/', 'español'],
    ]);
    // When, in the school's time and the editor's language, from the entry's own instant.
    const at = log.items[0]!.at;
    expect(await entries.nth(0).locator('time').getAttribute('datetime')).toBe(at);
    expect(await entries.nth(0).locator('time').textContent()).toBe(new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(new Date(at)));
    expect(await dialog.getByRole('status').textContent()).toMatch(/^\d+ de \d+ entradas$/);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  }, slow(120_000));
});
