import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { panelShown, site, useEditorSession, type EditorOptions } from '../helpers/editor-session.js';
import { slow } from '../helpers/slow.js';

/**
 * The editor as the communications team uses it (spec 4, editor mode): the page under edit is
 * never covered by the editor's own controls, destructive and final actions ask in a dialog,
 * and only what applies to a selection is offered.
 */
const session = useEditorSession('editor-ui');
/** The editor window on a page (`sitegen preview <path> --mode editor`). */
const preview = (path: string, extra: string[] = []) => session.preview(path, 'editor', extra);
/**
 * The editor at a viewport width, in English or Spanish, with the editor's token; the cookie
 * choice is left unanswered unless `consent` is given (then the banner shows, as for a new editor).
 */
const openEditor = (url: string, width: number, options: Omit<EditorOptions, 'width'> = {}) => session.openEditor(url, { ...options, width });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** The part of the page under edit that is on screen, in the editor window's coordinates. */
async function visiblePage(page: Page): Promise<Box> {
  const content = (await site(page).locator('#sitegen-page').boundingBox())!;
  const frame = page.frame({ name: 'editor-page' }) ? (await page.locator('iframe[name="editor-page"]').boundingBox())! : { x: 0, y: 0, ...page.viewportSize()! };
  const x = Math.max(content.x, frame.x);
  const y = Math.max(content.y, frame.y);
  return { x, y, width: Math.min(content.x + content.width, frame.x + frame.width) - x, height: Math.min(content.y + content.height, frame.y + frame.height) - y };
}

/** The element a mouse click at (x, y) of the editor window reaches, through frames. */
function hitAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(({ x, y }) => {
    let doc: Document = document;
    let el = doc.elementFromPoint(x, y);
    while (el instanceof HTMLIFrameElement && el.contentDocument) {
      const r = el.getBoundingClientRect();
      x -= r.left;
      y -= r.top;
      doc = el.contentDocument;
      el = doc.elementFromPoint(x, y);
    }
    return el?.closest('button')?.textContent?.trim() ?? el?.tagName ?? 'nothing';
  }, { x, y });
}

describe('editor layout: nothing of the editor covers the page (spec 4)', () => {
  for (const width of [1440, 390]) {
    it(`at ${width} px a mouse reaches every button of the cookie banner, and clicking one closes it`, async () => {
      const url = await preview('/en/contact/');
      const page = await openEditor(url, width, { consent: undefined });
      const buttons = site(page).locator('[data-consent-banner] button');
      await buttons.first().waitFor({ state: 'visible' });
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(await hitAt(page, box.x + box.width / 2, box.y + box.height / 2)).toBe((await button.textContent())!.trim());
      }
      const reject = site(page).locator('[data-consent-choice="rejected"]');
      const box = (await reject.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => site(page).locator('[data-consent-banner]').isVisible()).toBe(false);
      await page.close();
    });

    it(`at ${width} px the toolbar and the open panel sit beside the page, which reflows to the room left`, async () => {
      const url = await preview('/en/contact/');
      const page = await openEditor(url, width, { consent: 'rejected' });
      await site(page).locator('#sitegen-page [data-module="Text"] h2').first().click();
      const panel = page.getByRole('complementary', { name: 'Module fields' });
      await panel.waitFor();
      const toolbar = (await page.getByRole('toolbar', { name: 'Editor' }).boundingBox())!;
      // A bar across the window, not a narrow column over the content.
      expect(toolbar.width).toBeGreaterThanOrEqual(width * 0.9);
      const shown = await visiblePage(page);
      expect(shown.width).toBeGreaterThan(0);
      expect(shown.height).toBeGreaterThan(200);
      expect(overlaps(shown, toolbar)).toBe(false);
      expect(overlaps(shown, (await panel.boundingBox())!)).toBe(false);
      // Reflowed, not cut: the page fits the width it is given, with no sideways scroll.
      expect(await site(page).evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      if (width >= 1000) expect(await site(page).evaluate(() => innerWidth)).toBeLessThanOrEqual(width - (await panel.boundingBox())!.width);
      await page.close();
    });
  }

  it('on a phone the bar folds to undo, save, publish and "More", which opens the rest; the page keeps most of the screen', async () => {
    const url = await preview('/contacto/');
    const page = await openEditor(url, 390, { lang: null, consent: 'rejected' });
    await site(page).locator('#sitegen-page main [data-module="Text"] h2').first().click();
    await page.getByRole('complementary', { name: 'Campos del módulo' }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const shown = () => toolbar.locator('button:visible').allTextContents();
    expect(await shown()).toEqual(['Deshacer', 'Guardar', 'Publicar', 'Más']);
    const more = toolbar.getByRole('button', { name: 'Más acciones' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const bar = (await page.locator('.editor-bar').boundingBox())!;
    const stage = (await page.locator('#editor-stage').boundingBox())!;
    // The bar a tenth of the screen, the page between it and the panel more than a third.
    expect(bar.height).toBeLessThanOrEqual(844 * 0.12);
    expect(stage.height).toBeGreaterThanOrEqual(844 * 0.35);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await shown()).toEqual(expect.arrayContaining(['Eliminar', 'Rehacer', 'Páginas', 'Programar', 'Historial']));
    await toolbar.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog', { name: /^¿Eliminar/ }).getByRole('button', { name: 'Cancelar' }).click();
    await more.click();
    expect(await shown()).toEqual(['Deshacer', 'Guardar', 'Publicar', 'Más']);
    await page.close();
  });

  it('on a wide screen every control shows, and nothing folds', async () => {
    const url = await preview('/contacto/');
    const page = await openEditor(url, 1440, { lang: null, consent: 'rejected' });
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    expect(await toolbar.getByRole('button', { name: 'Más acciones' }).isVisible()).toBe(false);
    expect(await toolbar.locator('button:visible').allTextContents()).toEqual(expect.arrayContaining(['Duplicar', 'Eliminar', 'Deshacer', 'Guardar', 'Publicar', 'Páginas', 'Historial', 'Móvil']));
    await page.close();
  });

  it('a device switch shows the page at phone, tablet and desktop widths in the same editor', async () => {
    const url = await preview('/en/contact/');
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    const devices = page.getByRole('group', { name: 'Page width' });
    const widthOf = () => site(page).evaluate(() => innerWidth);
    const menuToggleShown = () => site(page).locator('.site-header__toggle').isVisible();
    await devices.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(widthOf).toBe(390);
    expect(await devices.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    // The page's own small-screen layout (its media queries), not a scaled picture of it.
    expect(await menuToggleShown()).toBe(true);
    await devices.getByRole('button', { name: 'Tablet' }).click();
    await expect.poll(widthOf).toBe(768);
    await devices.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(widthOf).toBeGreaterThan(1200);
    expect(await menuToggleShown()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/en/contact/');
    await page.close();
  });
});

describe('destructive and final actions ask in a dialog (spec 4)', () => {
  it('Delete asks in a dialog that stays until answered; Escape keeps the module, confirming deletes it', async () => {
    const url = await preview('/en/contact/');
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    const texts = site(page).locator('#sitegen-page main [data-module="Text"]');
    const count = await texts.count();
    await texts.first().locator('h2').first().click();
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const before = (await toolbar.boundingBox())!;
    const del = toolbar.getByRole('button', { name: 'Delete' });
    await del.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this module?' });
    await dialog.waitFor();
    // It names the module by its kind and its own title: which block goes, not only what kind.
    const title = await texts.first().locator('h2').first().textContent();
    expect(await dialog.textContent()).toContain(`“Text: ${title}” will be removed from the page.`);
    // The toolbar does not change under the pointer; the question is in the dialog.
    expect(await del.textContent()).toBe('Delete');
    expect((await toolbar.boundingBox())!).toEqual(before);
    // Focus moves into the dialog, on the answer that keeps things as they are.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null && document.activeElement?.textContent)).toBe('Cancel');
    // It waits for an answer (no silent disarm after a few seconds).
    await page.waitForTimeout(4_500);
    expect(await dialog.isVisible()).toBe(true);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await texts.count()).toBe(count);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await del.click();
    await dialog.getByRole('button', { name: 'Delete module' }).click();
    await expect.poll(() => texts.count()).toBe(count - 1);
    await page.close();
  });

  it('Publish says what goes live (the page and which translations) and waits for a confirmation', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-editor-publish-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const url = await preview('/en/contact/', ['--out', out]);
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    const status = page.locator('.editor-toolbar__status');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish this page?' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('/en/contact/');
    expect(text).toContain('/contacto/');
    expect(text).toContain('Español');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await status.textContent()).not.toMatch(/Publish/);
    await toolbar.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    // A rebuild of the page and its translation: on a busy machine this takes a while.
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Published/);
    await page.close();
  }, slow(120_000));

  it('with the Header or Footer selected, only what applies is offered: no duplicate, delete or move', async () => {
    const url = await preview('/en/contact/');
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const moduleActions = ['Duplicate', 'Delete', 'Move up', 'Move down'];
    const offered = async () => (await Promise.all(moduleActions.map(async (name) => (await toolbar.getByRole('button', { name, exact: true }).isVisible()) ? name : null))).filter(Boolean);
    await site(page).locator('.site-header__logo').click();
    await expect.poll(() => site(page).locator('[data-module="Header"]').getAttribute('data-selected')).toBe('');
    expect(await offered()).toEqual([]);
    await site(page).locator('.site-footer__copyright').click();
    await expect.poll(() => site(page).locator('[data-module="Footer"]').getAttribute('data-selected')).toBe('');
    expect(await offered()).toEqual([]);
    await site(page).locator('#sitegen-page [data-module="Text"] h2').first().click();
    await expect.poll(offered).toEqual(moduleActions);
    await page.close();
  });
});

describe('the side panel speaks the editor\'s language (spec 4)', () => {
  it('names the module and its fields in Spanish by default, each with help text; English when the editor chooses it', async () => {
    const url = await preview('/proceso-de-admision/');
    const page = await openEditor(url, 1440, { lang: null, consent: 'rejected' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await site(page).locator('#sitegen-page [data-module="HighlightedContent"] h2').first().click();
    const panel = page.getByRole('complementary', { name: 'Campos del módulo' });
    await panel.waitFor();
    expect(await panel.locator('h2').textContent()).toBe('Contenido destacado');
    const legends = await panel.locator('legend').allTextContents();
    expect(legends).toContain('Dato 1');
    expect(legends.some((l) => l.startsWith('Datos destacados ('))).toBe(true);
    expect(await panel.textContent()).not.toMatch(/HighlightedContent|#\d|facts/);
    // Every field: a label that is words, not its schema name, and a help text read with it.
    const fields = await panel.locator('[name]').evaluateAll((controls) => controls.map((c) => {
      const described = (c.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      const label = c.id ? document.querySelector(`label[for="${c.id}"]`)?.textContent ?? document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent : '';
      return { name: c.getAttribute('name')!, label: label ?? '', described };
    }));
    expect(fields.length).toBeGreaterThan(2);
    for (const field of fields) {
      expect(field.label, field.name).not.toBe('');
      expect(field.label, field.name).not.toBe(field.name.split('.').at(-1));
      expect(field.described, field.name).not.toBe('');
    }
    expect(fields.find((f) => f.name === 'facts.0.label')?.label).toBe('Etiqueta');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    expect(await toolbar.getByRole('button', { name: 'Eliminar' }).isVisible()).toBe(true);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // The editor's choice, kept for the next visit.
    await page.getByLabel('Idioma del editor').selectOption('en');
    await page.getByRole('complementary', { name: 'Module fields' }).waitFor();
    expect(await page.locator('.editor-panel h2').textContent()).toBe('Highlighted content');
    expect(await toolbar.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    expect(await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Publish' }).isVisible()).toBe(true);
    await page.close();
  });
});

describe('typed fields (spec 4)', () => {
  it('a programme\'s price is typed in its record\'s form as Spanish writes it; a word in it is said in Spanish and the form waits; the facts block shows it at once and Save keeps it', async () => {
    const url = await preview('/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    const page = await openEditor(url, 1440, { lang: null, consent: 'rejected' });
    const id = await page.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    // The facts block holds no figures of its own: its panel leads to the programme's record.
    await site(page).locator('#sitegen-page [data-module="ProgramFacts"] h2').first().click();
    const panel = page.getByRole('complementary', { name: 'Campos del módulo' });
    await panelShown(panel, 'Programa de un vistazo');
    expect(await panel.locator('input[name*="price"]').count()).toBe(0);
    await panel.getByRole('button', { name: 'Editar los datos del programa' }).click();
    const form = page.getByRole('dialog', { name: 'Datos del programa' });
    await form.waitFor();
    expect(await form.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toContain('son las mismas en inglés');
    // The first field has the focus: the form is used by keyboard from the start.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-field-record-programType');
    const amount = form.locator('#editor-field-record-price-amount');
    // Not the browser's number box, which reads "7.250" as seven and a quarter.
    expect(await amount.getAttribute('type')).toBe('text');
    expect(await amount.getAttribute('inputmode')).toBe('decimal');
    expect(await amount.inputValue()).toMatch(/^\d+$/);
    await amount.fill('siete mil');
    const error = form.locator('#editor-field-record-price-amount-error');
    await expect.poll(() => error.textContent()).toBe('Escribe un número, como 7.250 o 7.250,50.');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    // The start date is a date picker storing the day, never free text.
    expect(await form.locator('#editor-field-record-startDate').getAttribute('type')).toBe('date');
    await form.locator('#editor-field-record-startDate').fill('2027-09-20');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    // Refused: the form stays, says so, and puts the focus on the field to put right.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('editor-field-record-price-amount');
    expect(await form.getByRole('status').textContent()).toBe('Hay un campo por corregir.');
    expect(await form.isVisible()).toBe(true);
    await amount.fill('7.250,50');
    await expect.poll(() => error.count()).toBe(0);
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await form.waitFor({ state: 'detached' });
    const facts = site(page).locator('#sitegen-page [data-module="ProgramFacts"]');
    await expect.poll(() => facts.textContent()).toMatch(/Precio por curso7\.250,50\s€/);
    expect(await facts.textContent()).toContain('20 de septiembre de 2027');
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    const saved = await (await fetch(`${new URL(url).origin}/_api/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${session.token}` } })).json() as { structuredDataContent: { price: { amount: unknown; currency: string }; startDate: string } };
    expect(saved.structuredDataContent.price).toMatchObject({ amount: 7250.5, currency: 'EUR' });
    expect(saved.structuredDataContent.startDate).toBe('2027-09-20');
    await page.close();
  });
});

describe('adding a module from the palette (spec 4)', () => {
  it('"Add module" between modules offers what that area takes, with pictures, and inserts one whose texts start empty with placeholders, refused by Save until they are written', async () => {
    const url = await preview('/en/higher-degree-in-web-application-development/');
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    const id = await page.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    const mainOrder = () => site(page).locator('#sitegen-page main [data-module]').evaluateAll((els) => els.filter((e) => !e.parentElement?.closest('[data-module]')).map((e) => e.getAttribute('data-module')));
    const before = await mainOrder();
    // By keyboard: the control after the main section's first module.
    const add = site(page).getByRole('button', { name: 'Add module to the content, position 2' });
    await add.focus();
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: 'Add a module' });
    await palette.waitFor();
    const offered = await palette.locator('.editor-palette__label').allTextContents();
    expect(offered).toContain('FAQ');
    expect(offered).toContain('Text');
    // The hero's modules belong to the hero, not to the content.
    expect(offered).not.toContain('Text hero');
    // Each choice shows a small rendering of the module itself.
    expect(await palette.locator('.editor-palette__thumb [data-module="FAQ"]').count()).toBe(1);
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await palette.getByRole('button', { name: /^FAQ / }).click();
    await expect.poll(mainOrder).toEqual([...before.slice(0, 2), 'FAQ', ...before.slice(2)]);
    // It is selected, its fields in the panel: its heading a sensible default, its question and
    // answer empty with placeholders (never starter text that could go live), flagged as required.
    const panel = page.getByRole('complementary', { name: 'Module fields' });
    await panel.locator('h2', { hasText: 'FAQ' }).waitFor();
    const question = panel.getByRole('textbox', { name: 'Question (required)' });
    expect(await question.inputValue()).toBe('');
    expect(await question.getAttribute('placeholder')).toBe('What do people ask?');
    expect(await question.getAttribute('aria-required')).toBe('true');
    await expect.poll(() => panel.locator('#editor-field-items-0-question-error').textContent()).toBe('This field is required: fill it in.');
    expect(await panel.locator('[contenteditable][name="items.0.answer"]').getAttribute('aria-placeholder')).toBe('The answer, in a few sentences.');
    // The page shows it where it sits, with its placeholders, marked as to be completed.
    const added = site(page).locator('#sitegen-page [data-module="FAQ"][data-editor-incomplete]');
    await expect.poll(() => added.getAttribute('data-editor-incomplete')).toBe('To be completed');
    expect(await added.textContent()).toContain('What do people ask?');
    // Save is refused before anything is sent, naming the fields; the change stays on the page.
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Some fields need filling in' });
    await refusal.waitFor();
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual([
      'FAQ «Frequently asked questions» › Question 1 › Question: This field is required: fill it in.',
      'FAQ «Frequently asked questions» › Question 1 › Answer: This field is required: fill it in.',
    ]);
    expect(await page.locator('.editor-toolbar__status').textContent()).toBe('Not saved: 2 fields to complete. Your changes are still here.');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await refusal.getByRole('button', { name: 'Go to the first' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('editor-field-items-0-question');
    await page.keyboard.type('When does the course start?');
    await panel.locator('[contenteditable][name="items.0.answer"]').click();
    await page.keyboard.type('In September.');
    await expect.poll(() => added.count()).toBe(0);
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(20_000) }).toBe('All changes saved');
    const saved = await (await fetch(`${new URL(url).origin}/_api/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${session.token}` } })).json() as { template: { mainSection: { modules: { component: string; items?: { question: string; answer: string }[] }[] } } };
    expect(saved.template.mainSection.modules[1]!.component).toBe('FAQ');
    expect(saved.template.mainSection.modules[1]!.items![0]).toEqual({ question: 'When does the course start?', answer: '<p>In September.</p>' });
    await page.close();
  });
});

describe('a text field typed into at once (spec 4: no work lost)', () => {
  it('what the editor types before the text\'s words have arrived is kept, after them', async () => {
    const url = await preview('/en/contact/');
    const page = await openEditor(url, 1440, { consent: 'rejected' });
    // The sanitizer answers late, as on a loaded server: the words are typed before the text shows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/__preview/sanitize', async (route) => { await held; await route.continue(); });
    const block = site(page).locator('#sitegen-page [data-module="Text"]').first();
    // The block's text (its first paragraph; the block's title is a field of its own).
    const before = (await block.locator('p').first().textContent())!.trim();
    expect(before.length).toBeGreaterThan(20);
    await block.locator('p').first().click();
    const box = page.locator('.editor-panel .editor-rich-text__text').first();
    await box.click();
    await page.keyboard.type('Typed early.');
    release();
    // Its words first, then what was typed: nothing lost.
    const shown = async () => (await box.textContent())!.replace(/\s+/g, ' ').trim();
    await expect.poll(async () => { const text = await shown(); return text.startsWith(before.replace(/\s+/g, ' ').slice(0, 20)) && text.endsWith('Typed early.'); }, { timeout: slow(10_000) }).toBe(true);
    // Committed: the page shows both.
    await expect.poll(async () => (await block.textContent())!.includes('Typed early.'), { timeout: slow(10_000) }).toBe(true);
    await page.close();
  });
});
