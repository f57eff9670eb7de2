import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../helpers/accounts.js';
import { launchChromium, runAxe } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { startPreview } from '../helpers/start-preview.js';
import { slow } from '../helpers/slow.js';

/**
 * Review before publishing, as the school's people act (spec 6, roles and review): the site
 * switches review on; Lucía, an editor, changes the contact page's heading and submits it for
 * review with a note (she has no Publish); Marta, an administrator, finds it waiting in her bar
 * on another page, opens it, reads the note, asks for a change with a note of her own; Lucía
 * reads it in her bar, changes the heading again and resubmits; Marta publishes it, which
 * approves it. Each in a browser context of her own, signed in with her account.
 */
let browser: Browser;
let child: ChildProcess;
let dbFile: string;
let origin: string;
let lucia: SignedIn;
let marta: SignedIn;

beforeAll(async () => {
  dbFile = await copyDemo('editor-review');
  expect((await runCli(['editor', 'review', 'on', '--db', dbFile])).code).toBe(0);
  const preview = startPreview(['/contacto/', '--mode', 'editor', '--port', '0', '--db', dbFile, '--no-open']);
  child = preview.child;
  origin = new URL(await preview.url).origin;
  [lucia, marta] = [await signedInAs(`${origin}/_api`, dbFile, 'lucia@edte.example', 'editor'), await signedInAs(`${origin}/_api`, dbFile, 'marta@edte.example', 'admin')];
  browser = await launchChromium();
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await browser?.close();
});

async function contextOf(who: SignedIn, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
  await context.addCookies([{ name: 'sitegen_session', value: who.cookie.replace(/^sitegen_session=/, ''), url: origin, httpOnly: true, sameSite: 'Strict' }]);
  return context;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-editor-ready]');
}

/** Changes the first text block's heading and waits for the page to show it. */
async function setHeading(page: Page, text: string): Promise<void> {
  const frame = page.frame({ name: 'editor-page' })!;
  await frame.locator('#sitegen-page [data-module="Text"] h2').first().click();
  await page.locator('.editor-panel [name="title"]').fill(text);
  await frame.waitForFunction((t) => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === t, text);
}

const published = async () => {
  const db = await openLocation(dbFile);
  try {
    return (await db.get<{ published_json: string }>("SELECT published_json FROM pages WHERE path = '/contacto/'"))!.published_json;
  } finally {
    await db.close();
  }
};

describe('review before publishing, in the editor (spec 6)', () => {
  it('an editor submits with a note, an administrator asks for changes, the editor resubmits, the administrator publishes', async () => {
    const editorContext = await contextOf(lucia, 1440);
    const adminContext = await contextOf(marta, 390);
    try {
      const editor = await editorContext.newPage();
      await open(editor, '/contacto/');
      const toolbar = editor.getByRole('toolbar', { name: 'Editor' });
      const review = editor.locator('.editor-review');
      // Review is on: no Publish, no Schedule; the bar says how the page goes live.
      await expect.poll(() => review.textContent()).toContain('Este sitio publica tras revisión');
      expect(await toolbar.getByRole('button', { name: 'Publicar' }).count()).toBe(0);
      expect(await toolbar.getByRole('button', { name: 'Programar' }).count()).toBe(0);

      // She changes the heading and submits it unsaved: it is saved first, then submitted with her note.
      await setHeading(editor, 'Horario de invierno y teléfono');
      await review.getByRole('button', { name: 'Enviar a revisión' }).click();
      const submit = editor.getByRole('dialog', { name: '¿Enviar esta página a revisión?' });
      await submit.waitFor();
      expect(await runAxe(editor, { iframes: false })).toEqual([]);
      await submit.getByLabel('Nota para quien la revise (opcional)').fill('Cambia el horario desde el 1 de diciembre.');
      await submit.getByRole('button', { name: 'Enviar a revisión' }).click();
      await expect.poll(() => review.textContent(), { timeout: slow(20_000) }).toContain('Enviada a revisión el');
      expect(await editor.locator('.editor-toolbar__status').textContent()).toBe('Enviada a revisión.');
      expect(await published()).not.toContain('Horario de invierno');
      expect(await runAxe(editor, { iframes: false })).toEqual([]);

      // Marta, on her phone, on another page: one page waits, with a link to it.
      const admin = await adminContext.newPage();
      await open(admin, '/clubes/');
      const waiting = admin.locator('.editor-review__waiting');
      await expect.poll(() => waiting.locator('summary').textContent()).toBe('Una página espera revisión');
      await waiting.locator('summary').click();
      expect(await waiting.locator('li').textContent()).toContain('(/contacto/) — enviada por lucia@edte.example el');
      expect(await runAxe(admin, { iframes: false })).toEqual([]);
      await waiting.getByRole('link').click();
      await admin.waitForURL(`${origin}/contacto/`);
      await admin.waitForSelector('html[data-editor-ready]');
      const adminReview = admin.locator('.editor-review');
      await expect.poll(() => adminReview.textContent()).toContain('lucia@edte.example la envió a revisión el');
      expect(await adminReview.locator('q').textContent()).toBe('Cambia el horario desde el 1 de diciembre.');

      // She asks for a change; an empty note is refused at the field, in her words.
      await adminReview.getByRole('button', { name: 'Pedir cambios' }).click();
      const changes = admin.getByRole('dialog', { name: 'Pedir cambios' });
      await changes.getByRole('button', { name: 'Enviar la petición' }).click();
      expect(await changes.getByRole('alert').textContent()).toBe('Escribe qué hay que cambiar: es lo que leerá quien la envió.');
      expect(await changes.getByLabel('Qué hay que cambiar').getAttribute('aria-invalid')).toBe('true');
      expect(await runAxe(admin, { iframes: false })).toEqual([]);
      await changes.getByLabel('Qué hay que cambiar').fill('Mejor «Horario y teléfono en invierno».');
      await changes.getByRole('button', { name: 'Enviar la petición' }).click();
      await expect.poll(() => admin.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('Petición de cambios enviada.');
      await expect.poll(() => adminReview.count()).toBe(0);

      // Lucía reads it in her bar, changes the heading and submits again (no note this time).
      await open(editor, '/contacto/');
      await expect.poll(() => review.textContent()).toContain('marta@edte.example pidió cambios el');
      expect(await review.locator('q').textContent()).toBe('Mejor «Horario y teléfono en invierno».');
      await setHeading(editor, 'Horario y teléfono en invierno');
      await review.getByRole('button', { name: 'Enviar a revisión' }).click();
      await submit.getByRole('button', { name: 'Enviar a revisión' }).click();
      await expect.poll(() => review.textContent(), { timeout: slow(20_000) }).toContain('Enviada a revisión el');

      // Marta publishes it: it goes live, and her bar says she approved it.
      await open(admin, '/contacto/');
      await expect.poll(() => adminReview.textContent()).toContain('lucia@edte.example la envió a revisión el');
      await admin.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Publicar', exact: true }).click();
      const confirm = admin.getByRole('alertdialog', { name: '¿Publicar esta página?' });
      await confirm.getByRole('button', { name: 'Publicar ahora' }).click();
      await expect.poll(() => adminReview.textContent(), { timeout: slow(60_000) }).toContain('Aprobada y publicada por marta@edte.example el');
      expect(await published()).toContain('Horario y teléfono en invierno');
      await open(editor, '/contacto/');
      await expect.poll(() => review.textContent()).toContain('Aprobada y publicada por marta@edte.example el');

      // Review switched on while an editor has the page open with Publish: the refusal is said in
      // her words, and Submit for review takes Publish's place.
      expect((await runCli(['editor', 'review', 'off', '--db', dbFile])).code).toBe(0);
      await open(editor, '/contacto/');
      const publishButton = toolbar.getByRole('button', { name: 'Publicar', exact: true });
      await publishButton.waitFor();
      expect(await review.count()).toBe(0);
      expect((await runCli(['editor', 'review', 'on', '--db', dbFile])).code).toBe(0);
      await setHeading(editor, 'Horario y teléfono');
      await publishButton.click();
      await editor.getByRole('alertdialog', { name: '¿Publicar esta página?' }).getByRole('button', { name: 'Publicar ahora' }).click();
      await expect.poll(() => editor.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) })
        .toBe('No se ha publicado: este sitio publica tras revisión. Envía la página a revisión y un administrador la publicará.');
      await expect.poll(() => publishButton.count()).toBe(0);
      await review.getByRole('button', { name: 'Enviar a revisión' }).waitFor();
      expect(await published()).toContain('Horario y teléfono en invierno');
    } finally {
      await editorContext.close();
      await adminContext.close();
    }
  }, slow(240_000));
});
