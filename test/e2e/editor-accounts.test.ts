import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runAxe } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { startPreview } from '../helpers/start-preview.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';

/**
 * An editor given access by an administrator, as she would act (spec 6): she opens the one-time
 * link, sets her password, signs in with the keyboard, edits a text in Spanish, saves, sees it
 * saved and signs out. One browser, one context.
 */
let browser: Browser;
let dbFile: string;
let child: ChildProcess;
let origin: string;
const PASSWORD = 'nuestra web en dos idiomas';

beforeAll(async () => {
  dbFile = await copyDemo('editor-accounts');
  const preview = startPreview(['/contacto/', '--mode', 'editor', '--port', '0', '--db', dbFile, '--no-open']);
  child = preview.child;
  const url = await preview.url;
  origin = new URL(url).origin;
  browser = await launchChromium();
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await browser?.close();
});

describe('an editor\'s account, from the administrator\'s link to signing out', () => {
  it('sets the password from the one-time link, signs in by keyboard, edits, saves and signs out', async () => {
    const added = await runCli(['editor', 'add', 'Ana@Example.org', '--url', origin, '--db', dbFile]);
    expect(added.code, added.stderr).toBe(0);
    const link = /(http:\S+\/__editor\/set-password#\S+)/.exec(added.stdout)![1]!;
    expect(added.stdout).toContain(`port ${new URL(origin).port}, from --url`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    const page = await context.newPage();

    // The link: the page names the account, in Spanish; the token leaves the address bar.
    await page.goto(link);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.locator('h1').textContent()).toBe('Crear la contraseña');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('ana@example.org');
    expect(new URL(page.url()).hash).toBe('');
    expect(await runAxe(page)).toEqual([]);
    // Keyboard only: the focus starts on the new password. A short one is refused at the field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('account-password');
    await page.keyboard.type('corta');
    await page.keyboard.press('Tab');
    await page.keyboard.type('corta');
    await page.keyboard.press('Enter');
    const newPassword = page.getByLabel('Contraseña nueva');
    await expect.poll(() => newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#account-password-error').textContent()).toBe('La contraseña necesita al menos 12 caracteres.');
    expect(await newPassword.getAttribute('aria-describedby')).toContain('account-password-error');
    expect(await runAxe(page)).toEqual([]);
    await newPassword.press('Control+A');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    // Then the sign-in page says so, with her email filled in.
    await page.waitForURL(/\/__editor\/sign-in$/);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.getByRole('alert').textContent()).toBe('Contraseña guardada. Ya puedes entrar.');
    // She opens the page she edits: without a session, the preview itself sends her to sign in
    // (a 302: no draft reaches a browser that is not signed in), and back afterwards.
    const refused = await page.goto(`${origin}/contacto/`);
    await page.waitForURL(/\/__editor\/sign-in\?next=%2Fcontacto%2F$/);
    expect(refused!.request().redirectedFrom()?.url()).toBe(`${origin}/contacto/`);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.locator('h1').textContent()).toBe('Entrar al editor');
    expect(await page.getByLabel('Correo electrónico').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Contraseña').getAttribute('autocomplete')).toBe('current-password');
    expect(await runAxe(page)).toEqual([]);
    // The English switch, and back.
    await page.getByLabel('Idioma del editor').selectOption('en');
    expect(await page.locator('h1').textContent()).toBe('Sign in to the editor');
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel('Editor language').selectOption('es');
    // A wrong password: one message that does not say which was wrong; focus back on the password.
    await page.getByLabel('Correo electrónico').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ana@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('no es la contraseña');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: slow(20_000) }).toBe('El correo o la contraseña no son correctos. Revisa los dos y vuelve a intentarlo.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('account-password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    // Back on the page, signed in: the toolbar says who, in Spanish.
    await page.waitForURL(`${origin}/contacto/`);
    await page.waitForSelector('html[data-editor-ready]');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    expect(await toolbar.locator('.editor-account-status__who').textContent()).toBe('Sesión de ana@example.org');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // The session cookie is invisible to scripts and strict about sites.
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'sitegen_session', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sitegen_session');

    // Edit a text and save: the save carries the session's CSRF token (no bearer token here).
    const frame = page.frame({ name: 'editor-page' })!;
    await frame.locator('#sitegen-page [data-module="Text"] h2').first().click();
    const title = page.locator('.editor-panel [name="title"]');
    await title.fill('Horario y teléfono');
    await frame.waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === 'Horario y teléfono');
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    const db = await openLocation(dbFile);
    const draft = (await db.get<{ draft_json: string }>("SELECT draft_json FROM pages WHERE path = '/contacto/'"))!.draft_json;
    await db.close();
    expect(draft).toContain('Horario y teléfono');

    // Sign out with a change not saved: the editor is asked first. "Seguir editando" keeps the
    // session and the change; "Guardar y cerrar sesión" saves it, then signs out.
    await title.fill('Horario, teléfono y correo');
    await frame.waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === 'Horario, teléfono y correo');
    await toolbar.getByRole('button', { name: 'Cerrar sesión' }).click();
    const leave = page.getByRole('alertdialog', { name: '¿Cerrar sesión con cambios sin guardar?' });
    await leave.waitFor();
    expect(await leave.getByRole('button').allTextContents()).toEqual(['Seguir editando', 'Cerrar sesión sin guardar', 'Guardar y cerrar sesión']);
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(page.url()).toBe(`${origin}/contacto/`);
    expect((await context.cookies()).map((c) => c.name)).toEqual(['sitegen_session']);
    expect(await title.inputValue()).toBe('Horario, teléfono y correo');
    expect(await page.locator('.editor-toolbar__status').textContent()).toBe('Cambios sin guardar');
    await toolbar.getByRole('button', { name: 'Cerrar sesión' }).click();
    await leave.getByRole('button', { name: 'Guardar y cerrar sesión' }).click();
    // Back to the sign-in page, the change saved, and the page leads there again.
    await page.waitForURL(/\/__editor\/sign-in\?signed-out=1/);
    const kept = await openLocation(dbFile);
    expect((await kept.get<{ draft_json: string }>("SELECT draft_json FROM pages WHERE path = '/contacto/'"))!.draft_json).toContain('Horario, teléfono y correo');
    await kept.close();
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.getByRole('alert').textContent()).toBe('Has cerrado la sesión.');
    expect(await context.cookies()).toEqual([]);
    const again = await page.goto(`${origin}/contacto/`);
    await page.waitForURL(/\/__editor\/sign-in\?next=/);
    expect(again!.request().redirectedFrom()?.url()).toBe(`${origin}/contacto/`);
    // The one-time link does not work a second time.
    await page.goto(link);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.getByRole('alert').textContent()).toBe('Este enlace ya se ha usado, ha caducado o se ha sustituido por otro. Pide un enlace nuevo a un administrador.');
    await context.close();
  }, slow(180_000));
});

describe('a session that ends mid-edit loses nothing (spec 4, editor mode)', () => {
  /** A second editor, signed in on the sign-in page, on the page she edits. */
  async function signedIn(email: string, extra: string[] = []) {
    const added = await runCli(['editor', 'add', email, '--url', origin, '--db', dbFile, ...extra]);
    expect(added.code, added.stderr).toBe(0);
    const token = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)![1]!;
    const set = await fetch(`${origin}/_api/accounts/set-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password: PASSWORD }) });
    expect(set.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    const page = await context.newPage();
    await page.goto(`${origin}/__editor/sign-in?next=%2Fcontacto%2F`);
    await page.waitForSelector('html[data-editor-ready]');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${origin}/contacto/`);
    await page.waitForSelector('html[data-editor-ready]');
    return { context, page };
  }
  const draftOfContact = async () => {
    const db = await openLocation(dbFile);
    try {
      return (await db.get<{ draft_json: string }>("SELECT draft_json FROM pages WHERE path = '/contacto/'"))!.draft_json;
    } finally {
      await db.close();
    }
  };

  /**
   * An editor signed in as `email` types `text` into the first Text module's title; then her
   * session ends (it expired, or an administrator ended it) and she presses Save.
   */
  async function savedAfterSessionEnded(email: string, text: string) {
    const { context, page } = await signedIn(email);
    const frame = page.frame({ name: 'editor-page' })!;
    await frame.locator('#sitegen-page [data-module="Text"] h2').first().click();
    const title = page.locator('.editor-panel [name="title"]');
    const before = await title.inputValue();
    await title.fill(text);
    // The page drawn with it (its check and render asked while the session still held): the
    // session ends after the typing, not during it.
    await expect.poll(() => frame.locator('#sitegen-page [data-module="Text"] h2').first().textContent(), { timeout: slow(20_000) }).toBe(text);
    const db = await openLocation(dbFile);
    await db.run('DELETE FROM sessions');
    await db.close();
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    return { context, page, title, before, toolbar, again: page.getByRole('alertdialog', { name: 'Vuelve a entrar para guardar' }) };
  }

  it('"Cerrar sesión sin guardar" discards the change: not saved, and nothing of it left in the browser for the next person', async () => {
    const { context, page } = await signedIn('ines@example.org');
    await page.frame({ name: 'editor-page' })!.locator('#sitegen-page [data-module="Text"] h2').first().click();
    await page.locator('.editor-panel [name="title"]').fill('Horario (borrador de Inés)');
    const copies = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sitegen-unsaved:')));
    // Kept in the browser as it is typed, as this editor's.
    await expect.poll(copies).toEqual([expect.stringMatching(/:ines@example\.org$/)]);
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog', { name: '¿Cerrar sesión con cambios sin guardar?' }).getByRole('button', { name: 'Cerrar sesión sin guardar' }).click();
    await page.waitForURL(/\/__editor\/sign-in\?signed-out=1/);
    await page.waitForSelector('html[data-editor-ready]');
    expect(await copies()).toEqual([]);
    expect(await draftOfContact()).not.toContain('borrador de Inés');
    expect(await context.cookies()).toEqual([]);
    await context.close();
  }, slow(120_000));

  it('Save after the session expired asks for the password in the page, then saves what was typed; undo still works', async () => {
    const { context, page, title, before, toolbar, again } = await savedAfterSessionEnded('luis@example.org', 'Horario de secretaría');
    await again.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-session-password');
    expect(await again.getByLabel('Correo electrónico').inputValue()).toBe('luis@example.org');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // SESSION_SCREENSHOTS=<folder> keeps pictures of the dialog at 1440 and 390 px.
    const shots = process.env.SESSION_SCREENSHOTS;
    if (shots) {
      await page.screenshot({ path: `${shots}/session-again-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/session-again-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // A wrong password: said in the dialog, which stays.
    await page.keyboard.type('no es la contraseña');
    await page.keyboard.press('Enter');
    await expect.poll(() => again.getByRole('alert').textContent(), { timeout: slow(20_000) }).toBe('El correo o la contraseña no son correctos. Revisa los dos y vuelve a intentarlo.');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    expect(await again.count()).toBe(0);
    expect(await draftOfContact()).toContain('Horario de secretaría');
    // The page and its history are the ones typed in: undo goes back to the title before.
    await toolbar.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => title.inputValue()).toBe(before);
    await context.close();
  }, slow(120_000));

  it('an account for English pages only opens a Spanish page read-only: the bar says why, nothing on it takes a change (fields, module actions, insert, settings), and the API refuses a save; its English page saves', async () => {
    // Someone else has the Spanish page open: the bar still says why this one is read-only
    // (the other's name shows beside it), not the advice for two editors saving.
    const db = await openLocation(dbFile);
    const contactoId = (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/contacto/'"))!.id;
    await db.close();
    const other = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Secretaría', '--db', dbFile])).stdout.trim();
    expect((await fetch(`${origin}/_api/site/main/page/${contactoId}/presence`, { method: 'PUT', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    const { context, page } = await signedIn('english-only@example.org', ['--languages', 'en_GB']);
    await expect.poll(() => page.locator('.editor-toolbar__presence').textContent()).toContain('Secretaría');
    const status = page.locator('.editor-toolbar__status');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await expect.poll(() => status.textContent()).toBe('Solo lectura: tu cuenta cambia solo páginas en inglés. Puedes ver esta página, pero no guardarla ni publicarla.');
    const before = await draftOfContact();
    const frame = page.frame({ name: 'editor-page' })!;
    await frame.locator('#sitegen-page [data-module="Text"] h2').first().click();
    // The module's fields show what it says and take nothing: no work is typed that could never be saved.
    const title = page.locator('.editor-panel [name="title"]');
    await title.waitFor();
    expect(await title.inputValue()).not.toBe('');
    expect(await title.isDisabled()).toBe(true);
    expect(await page.locator('.editor-panel [role="textbox"][contenteditable="true"]').count()).toBe(0);
    for (const name of ['Guardar', 'Publicar', 'Duplicar', 'Eliminar', 'Ajustes']) {
      expect(await toolbar.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    }
    expect(await frame.locator('.editor-insert').count()).toBe(0);
    expect(await status.textContent()).toContain('Solo lectura');
    // Ctrl+S asks the API, which refuses: said in the editor's words, nothing saved.
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('No se ha guardado: tu cuenta cambia solo páginas en inglés.');
    expect(await draftOfContact()).toBe(before);
    // Its English page is the account's.
    await page.goto(`${origin}/en/contact/`);
    await page.waitForSelector('html[data-editor-ready]');
    await expect.poll(() => status.textContent()).toBe('Todo guardado');
    await page.frame({ name: 'editor-page' })!.locator('#sitegen-page [data-module="Text"] h2').first().click();
    await page.locator('.editor-panel [name="title"]').fill('Opening hours for English speakers');
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await context.close();
  }, slow(120_000));

  it('"Not now" keeps the change on the page and says why it is not saved; signed in again in another tab, Save just works', async () => {
    const { context, page, title, toolbar, again } = await savedAfterSessionEnded('marta@example.org', 'Horario de admisiones');
    await again.getByRole('button', { name: 'Ahora no' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent()).toBe('Sin guardar: tu sesión ha caducado. Tus cambios siguen aquí; pulsa «Guardar» para volver a entrar.');
    expect(await title.inputValue()).toBe('Horario de admisiones');
    // Typing on does not ask again: only the editor's next Save does.
    await title.fill('Horario de admisiones y becas');
    await page.waitForTimeout(1000);
    expect(await again.count()).toBe(0);
    // She signs in again in another tab: a new session, whose CSRF token this tab never saw.
    const other = await context.newPage();
    await other.goto(`${origin}/__editor/sign-in`);
    await other.waitForSelector('html[data-editor-ready]');
    await other.getByLabel('Correo electrónico').fill('marta@example.org');
    await other.getByLabel('Contraseña').fill(PASSWORD);
    await other.getByRole('button', { name: 'Entrar' }).click();
    await other.waitForURL((url) => !url.pathname.startsWith('/__editor/sign-in'));
    await other.close();
    // Back in the first tab, Save takes the new session without asking.
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    expect(await again.count()).toBe(0);
    expect(await draftOfContact()).toContain('Horario de admisiones y becas');
    await context.close();
  }, slow(120_000));
});

describe('after signing in, the sign-in page leads only to a page of the preview', () => {
  it('a `next` that a browser would read as another host (tab, newline, carriage return, backslash, encoded and mixed) lands on the preview, never off the site', async () => {
    const added = await runCli(['editor', 'add', 'redirect@example.org', '--url', origin, '--db', dbFile]);
    expect(added.code, added.stderr).toBe(0);
    const token = /\/__editor\/set-password#([\w-]+)/.exec(added.stdout)![1]!;
    const set = await fetch(`${origin}/_api/accounts/set-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password: PASSWORD }) });
    expect(set.status).toBe(200);
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    // Any request to another host is answered here, so a redirect off the site shows as one.
    const offSite: string[] = [];
    await context.route((url) => url.hostname !== new URL(origin).hostname, (route) => { offSite.push(route.request().url()); return route.fulfill({ status: 200, body: 'off the site' }); });
    const page = await context.newPage();
    for (const next of ['%2F%09%2Fevil.example%2F', '%2F%0A%2Fevil.example%2F', '%2F%0D%2Fevil.example%2F', '%2F%5Cevil.example%2F', '%2F%09%5C%09evil.example%2F', '%2F%0D%0A%09%2Fevil.example%2F', '/%2F%2Fevil.example%2F']) {
      await context.clearCookies();
      await page.goto(`${origin}/__editor/sign-in?next=${next}`);
      await page.waitForSelector('html[data-editor-ready]');
      await page.getByLabel('Correo electrónico').fill('redirect@example.org');
      await page.getByLabel('Contraseña').fill(PASSWORD);
      await page.getByLabel('Contraseña').press('Enter');
      // Signed in, the editor opens the preview's own page.
      await page.waitForURL((url) => !url.pathname.startsWith('/__editor/sign-in'));
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin, `next=${next}`).toBe(origin);
    }
    expect(offSite).toEqual([]);
    await context.close();
  }, slow(120_000));
});
