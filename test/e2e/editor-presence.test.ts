import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorTab, launchChromium, runAxe } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';
import { startPreview } from '../helpers/start-preview.js';
import { slow } from '../helpers/slow.js';

/**
 * Two editors on one page know it (spec 4, editor mode: who else is editing, a soft lock):
 * Marta opens the contact page, then Luis, each in a browser of their own with their own
 * credential. Luis is told as he opens it, and the bar says so to each while both have it
 * open; when Luis closes his tab, Marta's bar stops saying so.
 */
let browser: Browser;
let child: ChildProcess;
let url: string;
let marta: string;
let luis: string;

beforeAll(async () => {
  const db = await copyDemo('editor-presence');
  [marta, luis] = (await Promise.all(['Marta', 'Luis'].map((name) => runCli(['token', 'create', '--role', 'editor', '--name', name, '--db', db])))).map((r) => r.stdout.trim()) as [string, string];
  const preview = startPreview(['/contacto/', '--mode', 'editor', '--port', '0', '--db', db, '--no-open']);
  child = preview.child;
  url = await preview.url;
  browser = await launchChromium();
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await browser?.close();
});

async function open(token: string): Promise<Page> {
  const page = await editorTab(browser, token);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-editor-ready]');
  return page;
}

describe('who else is editing (spec 4)', () => {
  it('the second editor on a page is told who has it open, without a dialog in the way; each bar names the other while both do; closing a tab ends it', async () => {
    const first = await open(marta);
    const presenceOf = (page: Page) => page.locator('.editor-toolbar__presence');
    // Alone on the page: nothing said.
    await first.waitForTimeout(500);
    expect(await presenceOf(first).isVisible()).toBe(false);
    expect(await first.getByRole('alertdialog').count()).toBe(0);

    const second = await open(luis);
    // Told on opening, on the status line, what it means; nothing stands in the way.
    await expect.poll(() => second.locator('.editor-toolbar__status').textContent()).toBe('Marta tiene esta página abierta ahora mismo. Podéis editarla a la vez: si los dos guardáis, el segundo en guardar elige qué versión queda. Conviene avisarse antes.');
    expect(await second.getByRole('alertdialog').count()).toBe(0);
    expect(await presenceOf(second).textContent()).toBe('También está editando esta página: Marta');
    expect(await runAxe(second, { iframes: false })).toEqual([]);
    // Marta learns it at her tab's next beat.
    await expect.poll(() => presenceOf(first).textContent(), { timeout: slow(40_000) }).toBe('También está editando esta página: Luis');
    expect(await runAxe(first, { iframes: false })).toEqual([]);

    await second.close({ runBeforeUnload: true });
    await expect.poll(() => presenceOf(first).isVisible(), { timeout: slow(40_000) }).toBe(false);
    await first.close();
  }, slow(150_000));
});
