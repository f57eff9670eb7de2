import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.js';
import { runCli } from './cli.js';
import { startPreview } from './start-preview.js';
import { copyDemo } from './demo-db.js';
import { slow } from './slow.js';

export interface EditorOptions {
  /** Viewport width (height 844 below 600 px, else 900); Chromium's default viewport when unset. */
  width?: number;
  /** The editor's interface language kept in the browser; null leaves it unset (Spanish, the default). */
  lang?: 'en' | 'es' | null;
  /** The stored cookie choice; unset, the banner shows as for a new editor. */
  consent?: string | undefined;
  /** Runs on the new tab before it opens the editor (routes that hold an answer back). */
  before?: (page: Page) => Promise<unknown>;
}

/**
 * One test file's editor setup, as the editor's browser meets it: a private copy of the demo
 * database, an editor token (signed in the way editors are today, spec 6), Chromium, and
 * `sitegen preview` processes started as a person would, all ended after the file.
 */
export function useEditorSession(name: string) {
  let browser: Browser;
  let dbFile = '';
  let token = '';
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dbFile = await copyDemo(name);
    token = (await runCli(['token', 'create', '--role', 'editor', '--db', dbFile])).stdout.trim();
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await browser?.close();
  });

  const newPage = (options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> =>
    browser.newPage({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, authorization: `Bearer ${token}` } });

  return {
    get browser() { return browser; },
    get dbFile() { return dbFile; },
    get token() { return token; },
    /** A process the test started itself, ended with the others after the file. */
    track(child: ChildProcess) { children.push(child); },
    /** Drafts are editor-only reads (spec 6): read them with the editor's token, as the editor's browser does. */
    editorRead: () => ({ headers: { authorization: `Bearer ${token}` } }),
    /** `sitegen preview <path> --mode <mode>` on an ephemeral port; resolves with the URL it prints. */
    preview(path: string, mode = 'preview', extra: string[] = []): Promise<string> {
      // Publish and the editor's catch-up rebuild write to --out: beside the test's own
      // database, never the default output/ of the folder the tests run in (a developer's demo).
      const out = extra.includes('--out') ? [] : ['--out', join(dirname(dbFile), 'preview-output')];
      const started = startPreview([path, '--mode', mode, '--port', '0', '--db', dbFile, ...out, ...extra]);
      children.push(started.child);
      return started.url;
    },
    /**
     * A browser page whose every request carries the editor's token (page loads too: in editor
     * mode the preview serves drafts only to a credential the API accepts, spec 6).
     */
    newPage,
    /** The editor (or preview) page with the editor's token, waited for until the editor has started. */
    async openEditor(url: string, options: EditorOptions = {}): Promise<Page> {
      // The token on every request, and in localStorage for apiFetch.
      const page = await newPage(options.width ? { viewport: { width: options.width, height: options.width < 600 ? 844 : 900 } } : {});
      await page.addInitScript(({ t, lang, consent }) => {
        localStorage.setItem('sitegen-token', t);
        if (lang) localStorage.setItem('sitegen-editor-lang', lang);
        if (consent) localStorage.setItem('sitegen-consent', consent);
      }, { t: token, lang: options.lang === undefined ? 'en' : options.lang, consent: options.consent });
      await options.before?.(page);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('html[data-editor-ready]');
      return page;
    },
  };
}

/** The page under edit: framed by the editor's window in editor mode, the document itself otherwise. */
export function site(page: Page): Frame {
  return page.frame({ name: 'editor-page' }) ?? page.mainFrame();
}

/**
 * Waits until the side panel shows the selected module whole: its heading, its fields, and the
 * text of its rich-text fields, which comes after the sanitizer has read it (aria-busy until
 * then) and pushes the fields below it down. A click aimed before that lands where a button was,
 * not where it is.
 */
export async function panelShown(panel: Locator, heading: string): Promise<void> {
  await panel.getByRole('heading', { name: heading }).waitFor();
  await expect.poll(() => panel.locator('[aria-busy="true"]').count(), { timeout: slow(15_000) }).toBe(0);
}
