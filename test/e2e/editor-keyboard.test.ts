import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { site, useEditorSession } from '../helpers/editor-session.js';
import { slow } from '../helpers/slow.js';

/**
 * The editor by keyboard alone (spec 4, editor mode; WCAG 2.1.1, 2.4.7): from the editor's
 * window, Tab reaches the bar, the page in its frame and the side panel; a module is selected
 * with Enter, a field edited and the draft saved, with no mouse and no scripted focus. Every
 * focus ring and the selection are drawn in the site's focus colour, never the error colour.
 */
const session = useEditorSession('editor-keyboard');

interface Stop {
  area: 'bar' | 'frame' | 'panel' | 'other';
  tag: string;
  text: string;
  name: string | null;
  module: string | null;
  isModule: boolean;
  outline: string;
  outlineStyle: string;
  /** The site's focus colour where the element is (--focus: violet, white on dark surfaces). */
  focus: string;
  /** The error colour (--accent). */
  error: string;
}

/** Where the keyboard focus is, through the frame, with the ring drawn around it. */
function focusOf(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const asRgb = (doc: Document, colour: string) => {
      const probe = doc.createElement('span');
      probe.style.color = colour;
      doc.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    };
    let el = document.activeElement as HTMLElement;
    let area: Stop['area'] = el.closest('.editor-bar') ? 'bar' : el.closest('.editor-panel') ? 'panel' : 'other';
    if (el instanceof HTMLIFrameElement && el.contentDocument) {
      el = el.contentDocument.activeElement as HTMLElement;
      area = 'frame';
    }
    const doc = el.ownerDocument;
    const style = doc.defaultView!.getComputedStyle(el);
    return {
      area,
      tag: el.tagName,
      text: (el.textContent ?? '').trim().slice(0, 40),
      name: el.getAttribute('name'),
      module: el.closest('[data-module]')?.getAttribute('data-module') ?? null,
      isModule: el.matches('#sitegen-page [data-module]'),
      outline: style.outlineColor,
      outlineStyle: style.outlineStyle,
      focus: asRgb(doc, style.getPropertyValue('--focus').trim()),
      error: asRgb(doc, doc.defaultView!.getComputedStyle(doc.documentElement).getPropertyValue('--accent').trim()),
    };
  });
}

describe('the editor by keyboard alone (spec 4)', () => {
  it('tabs through bar, frame and panel, selects a module with Enter, edits its title and saves; every ring is the focus colour; axe finds nothing', async () => {
    const url = await session.preview('/en/contact/', 'editor');
    const page = await session.openEditor(url, { width: 1440, lang: null, consent: 'rejected' });
    const stops: Stop[] = [];
    const press = async (key: string) => {
      await page.keyboard.press(key);
      const stop = await focusOf(page);
      stops.push(stop);
      return stop;
    };
    /** Presses `key` until the focus is where `wanted` says, at most `limit` times. */
    const until = async (key: string, wanted: (stop: Stop) => boolean, what: string, limit = 300) => {
      for (let i = 0; i < limit; i++) {
        const stop = await press(key);
        if (wanted(stop)) return stop;
      }
      throw new Error(`${what} not reached with ${key} in ${limit} presses; last stops: ${JSON.stringify(stops.slice(-5))}`);
    };

    // The bar first: the editor's controls, in Spanish.
    const first = await until('Tab', (s) => s.area === 'bar', 'the editor bar', 5);
    expect(first.tag).toMatch(/^(BUTTON|SELECT)$/);
    // Into the framed page, on to the main section's first Text module.
    await until('Tab', (s) => s.area === 'frame' && s.isModule && s.module === 'Text', 'a Text module in the page');
    await page.keyboard.press('Enter');
    const module = site(page).locator('#sitegen-page main [data-module="Text"][data-selected]');
    await module.waitFor();
    const selected = await focusOf(page);
    expect(selected.isModule).toBe(true);
    // Selected and focused: drawn in the site's focus colour, never the error colour.
    expect(selected.outlineStyle).toBe('solid');
    expect(selected.outline).toBe(selected.focus);
    expect(selected.outline).not.toBe(selected.error);
    const panel = page.getByRole('complementary', { name: 'Campos del módulo' });
    await panel.waitFor();
    // The panel draws the selected module's fields once its check of the module has answered: a
    // keyboard user tabs once they are there (on a loaded machine the landmark comes first).
    await panel.locator('[name="title"]').waitFor();

    // One Tab from the selected module reaches its first field, the title (at most three presses: issue of reach, spec 4).
    await until('Tab', (s) => s.area === 'panel' && s.name === 'title', 'the panel\'s title field', 3);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Horario de atención');
    await expect.poll(() => site(page).locator('#sitegen-page main [data-module="Text"] h2').first().textContent(), { timeout: slow(20_000) }).toBe('Horario de atención');
    const status = page.locator('.editor-toolbar__status');
    await expect.poll(() => status.textContent()).toBe('Cambios sin guardar');

    // Back to the bar's Save, and save.
    await until('Shift+Tab', (s) => s.area === 'bar' && s.text === 'Guardar', 'the Save button', 400);
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    const id = await page.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    const saved = await (await fetch(`${new URL(url).origin}/_api/site/main/page/${id}?draft=1`, session.editorRead())).json() as { template: { mainSection: { modules: { component: string; title?: string }[] } } };
    expect(saved.template.mainSection.modules.find((m) => m.component === 'Text')?.title).toBe('Horario de atención');

    // Every stop had a visible ring in the focus colour of where it was, none in the error colour.
    const areas = new Set(stops.map((s) => s.area));
    expect([...areas].sort()).toEqual(['bar', 'frame', 'panel']);
    const wrong = stops.filter((s) => s.outlineStyle === 'none' || s.outline !== s.focus || s.outline === s.error);
    expect(wrong.map((s) => `${s.area} ${s.tag} "${s.text}" ${s.outlineStyle} ${s.outline} (focus ${s.focus})`)).toEqual([]);

    // Axe on the editor's window and on the page it frames, as the editor left them.
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    expect(await runAxe(site(page), { iframes: false })).toEqual([]);
    await page.close();
  }, slow(240_000));

  it('shortcuts: Alt+arrows move between modules, Escape goes back from the fields to the module, Ctrl+Z and Ctrl+S undo and save, "?" lists them; a new module\'s first field takes the focus', async () => {
    const url = await session.preview('/en/contact/', 'editor');
    const page = await session.openEditor(url, { width: 1440, lang: null, consent: 'rejected' });
    const status = page.locator('.editor-toolbar__status');
    const selectedModule = () => site(page).locator('#sitegen-page [data-selected]').getAttribute('data-module');
    // Select the main section's first Text module by keyboard, then walk with Alt+arrows.
    await site(page).locator('#sitegen-page main [data-module="Text"]').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(selectedModule).toBe('Text');
    await page.keyboard.press('Alt+ArrowDown');
    const next = await selectedModule();
    expect(next).not.toBe('Text');
    expect((await focusOf(page)).isModule).toBe(true);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(selectedModule).toBe('Text');
    // Tab to the title, type, Escape back to the module (still selected), Ctrl+Z undoes, Ctrl+S saves.
    // Its fields may still be on their way on a loaded machine (asked for when the editor opened):
    // the focus then stays on the module and moves to the title when they arrive (the last test).
    await page.keyboard.press('Tab');
    await expect.poll(async () => {
      const at = await focusOf(page);
      return `${at.area} ${at.tag} ${at.name}`;
    }, { timeout: slow(10_000) }).toBe('panel INPUT title');
    const title = page.locator('.editor-panel [name="title"]');
    const before = await title.inputValue();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Office hours');
    await expect.poll(() => status.textContent()).toBe('Cambios sin guardar');
    await page.keyboard.press('Escape');
    const back = await focusOf(page);
    expect(back.isModule && back.module === 'Text').toBe(true);
    expect(await selectedModule()).toBe('Text');
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => title.inputValue()).toBe(before);
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(() => title.inputValue()).toBe('Office hours');
    await page.keyboard.press('ControlOrMeta+S');
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    // "?" lists the shortcuts; the dialog closes with its one button.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('alertdialog', { name: 'Atajos de teclado' });
    await help.waitFor();
    expect(await help.locator('li').allTextContents()).toContain('Ctrl + S: guardar.');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => help.count()).toBe(0);
    // A module added from the palette: its first field has the focus, ready to type.
    await site(page).locator('#sitegen-page [data-editor-insert="mainSection"]').first().click();
    const palette = page.getByRole('dialog').filter({ hasText: 'Añadir' });
    await palette.first().waitFor();
    await palette.getByRole('button').filter({ hasText: /^Texto/ }).first().click();
    await expect.poll(async () => (await focusOf(page)).area, { timeout: slow(10_000) }).toBe('panel');
    // Its text to type in (a rich text's own region, not its formatting buttons or hidden link form).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
    await page.close();
  }, slow(120_000));

  it('Tab on a module whose fields are still on their way waits for them: the focus stays on the module, then moves to its first field', async () => {
    const url = await session.preview('/en/contact/', 'editor');
    // The text module's fields are held back until the test lets them go: a slow answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const page = await session.openEditor(url, {
      width: 1440, lang: null, consent: 'rejected',
      before: (tab) => tab.route('**/__preview/schema/Text', async (route) => { await held; await route.continue(); }),
    });
    await site(page).locator('#sitegen-page main [data-module="Text"]').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => site(page).locator('#sitegen-page [data-selected]').getAttribute('data-module')).toBe('Text');
    await page.keyboard.press('Tab');
    const waiting = await focusOf(page);
    expect(waiting.isModule && waiting.module === 'Text').toBe(true);
    release();
    await expect.poll(async () => (await focusOf(page)).name, { timeout: slow(10_000) }).toBe('title');
    expect((await focusOf(page)).area).toBe('panel');
    await page.close();
  }, slow(120_000));
});
