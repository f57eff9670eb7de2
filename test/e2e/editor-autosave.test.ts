import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { site, useEditorSession } from '../helpers/editor-session.js';
import { slow } from '../helpers/slow.js';

/**
 * The editor saves on its own a pause after the last change (spec 4, editor mode: never lose
 * work): the draft is on the server, the bar says so with the time, the history keeps one entry
 * for a stretch of work (the autosaves and the Save that ends them), and an autosave never saves
 * over another editor's version: it says so and leaves the choice to Save.
 */
const session = useEditorSession('editor-autosave');

interface Versions { items: { seq: number; kind: string; actor: string }[]; totalItems: number }

describe('autosave (spec 4)', () => {
  it('a pause saves the draft and says when; the autosaves and the Save after them are one version; a new stretch of work is a new one; never over another editor\'s save', async () => {
    const url = await session.preview('/en/contact/', 'editor', ['--autosave', '2']);
    const origin = new URL(url).origin;
    const page = await session.openEditor(url, { width: 1440, lang: null, consent: 'rejected' });
    const status = page.locator('.editor-toolbar__status');
    const id = await page.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    const api = `${origin}/_api/site/main/page/${id}`;
    const draftTitle = async () => ((await (await fetch(`${api}?draft=1`, session.editorRead())).json()) as { template: { mainSection: { modules: { component: string; title?: string }[] } } })
      .template.mainSection.modules.find((m) => m.component === 'Text')?.title;
    const versions = async () => (await (await fetch(`${api}/versions`, session.editorRead())).json()) as Versions;
    // The demo's page has no history yet: its first save also keeps the state it started from.
    expect((await versions()).totalItems).toBe(0);

    // Type a title and wait: saved on its own, with the time in the bar.
    await site(page).locator('#sitegen-page main [data-module="Text"] h2').first().click();
    const title = page.locator('.editor-panel [name="title"]');
    await title.fill('Office hours');
    await expect.poll(() => status.textContent()).toBe('Cambios sin guardar');
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toMatch(/^Guardado automáticamente a las \d\d:\d\d$/);
    // At the school's time, as the history says it (the browser here is on UTC).
    const madrid = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });
    const said = /(\d\d:\d\d)$/.exec((await status.textContent())!)![1]!;
    expect([madrid.format(new Date()), madrid.format(new Date(Date.now() - 60_000))]).toContain(said);
    expect(await draftTitle()).toBe('Office hours');
    const first = await versions();
    expect(first.items.map((v) => v.kind)).toEqual(['autosave', 'baseline']);
    const before = first.totalItems - 1;
    const seq = first.items[0]!.seq;

    // More typing, another pause: the same version holds the new words.
    await title.fill('Office hours and phone');
    await expect.poll(draftTitle, { timeout: slow(20_000) }).toBe('Office hours and phone');
    expect((await versions()).totalItems).toBe(before + 1);

    // Save by hand ends the stretch: still that version, now a save.
    await title.fill('Office hours, phone and e-mail');
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    const saved = await versions();
    expect(saved.totalItems).toBe(before + 1);
    expect(saved.items[0]).toMatchObject({ seq, kind: 'save' });
    expect(await draftTitle()).toBe('Office hours, phone and e-mail');

    // After it, the next pause is a new version.
    await title.fill('Opening hours');
    await expect.poll(draftTitle, { timeout: slow(20_000) }).toBe('Opening hours');
    expect((await versions()).items[0]).toMatchObject({ seq: seq + 1, kind: 'autosave' });

    // Not while a dialog asks something: the change waits, and is saved once the dialog closes.
    await title.fill('Opening hours, by appointment');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('alertdialog', { name: 'Atajos de teclado' });
    await help.waitFor();
    await page.waitForTimeout(5_000);
    expect(await draftTitle()).toBe('Opening hours');
    await page.keyboard.press('Enter');
    await expect.poll(() => help.count()).toBe(0);
    await expect.poll(draftTitle, { timeout: slow(20_000) }).toBe('Opening hours, by appointment');

    // While this editor types, someone else saves the page: the pause that follows does not save
    // over it; the bar says why, and the other's words stay until the editor chooses with Save.
    // (Had this editor nothing unsaved, their page would simply follow the other's save.)
    const theirs = await (await fetch(`${api}?draft=1`, session.editorRead())).json() as { version: string; template: { mainSection: { modules: { component: string; title?: string }[] } } };
    theirs.template.mainSection.modules.find((m) => m.component === 'Text')!.title = 'Secretary\'s hours';
    const other = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Secretaría', '--db', session.dbFile])).stdout.trim();
    await title.fill('Hours of the front desk');
    const put = await fetch(api, { method: 'PUT', headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json', 'if-match': theirs.version }, body: JSON.stringify(theirs) });
    expect(put.status).toBe(200);
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Sin guardar: otra persona ha guardado esta página. Pulsa «Guardar» para elegir qué versión se queda.');
    expect(await draftTitle()).toBe('Secretary\'s hours');
    expect(await title.inputValue()).toBe('Hours of the front desk');
    // Save asks which version stays, showing both; the editor keeps their own.
    await page.keyboard.press('ControlOrMeta+S');
    const dialog = page.getByRole('alertdialog', { name: 'Otra persona ha guardado esta página' });
    await dialog.waitFor({ timeout: slow(10_000) });
    expect(await dialog.textContent()).toContain('Secretary\'s hours');
    expect(await dialog.textContent()).toContain('Hours of the front desk');
    await dialog.getByRole('button', { name: 'Guardar con esta elección' }).click();
    await expect.poll(draftTitle, { timeout: slow(20_000) }).toBe('Hours of the front desk');

    // The history says which versions were saved on their own.
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: 'Historial de la página' });
    await history.waitFor();
    const metas = history.locator('.editor-version .editor-version__meta');
    await expect.poll(() => metas.count()).toBeGreaterThan(3);
    const autosaved = (await metas.allTextContents()).filter((m) => m.endsWith(', guardado automático'));
    expect(autosaved).toHaveLength(1);
    await page.close();
  }, slow(180_000));
});
