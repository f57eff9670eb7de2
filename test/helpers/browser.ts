import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../../src/serve/static-server.js';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { createImageHandler } from '../../server/image-handler.js';
import { openSql } from '../../server/sql/open-sql.js';
import { IMAGE_PREFIX, imageFolders } from '../../server/start-api-server.js';
import { slow } from './slow.js';

/** Debian's Chromium, driven by playwright-core (nothing downloads a browser). */
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * Requests never leave the machine: every host but 127.0.0.1 and localhost fails to resolve (third-party
 * embeds, fonts or analytics a page asks for fail as offline), in Chromium's own resolver. A
 * catch-all `context.route` did the same at the cost of a round trip to the test's process for
 * every request of every page (≈7 % of a page load here); tests still route what they fake.
 */
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * Playwright's own waits (an action's actionability checks, a navigation, a waitForFunction
 * without a timeout): its defaults of 30 s, scaled like every limit of the suite
 * (test/helpers/slow.ts). Set on each new context, which every page of the browser lives in
 * (browser.newPage makes one through newContext too).
 */
const PLAYWRIGHT_DEFAULT_MS = 30_000;

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, LOCAL_ONLY], timeout: slow(PLAYWRIGHT_DEFAULT_MS) });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(slow(PLAYWRIGHT_DEFAULT_MS));
    context.setDefaultNavigationTimeout(slow(PLAYWRIGHT_DEFAULT_MS));
    return context;
  };
  return browser;
}

/** The built demo site as `sitegen serve` serves it: static output, the API and the image host. */
export async function serveSite(outDir: string, dbFile: string) {
  // Either backend (test/global-setup.ts): a SQLite file or a PostgreSQL URL.
  const db = await openSql(dbFile);
  const server = await startStaticServer({
    root: outDir,
    api: { prefix: '/_api', handler: createApiHandler(new ContentStore(db)) },
    images: { prefix: IMAGE_PREFIX, handler: createImageHandler(imageFolders(dbFile, process.env.SITEGEN_MEDIA_DIR)) },
  });
  return { url: server.url, close: async () => { await server.close(); await db.close(); } };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) in the page; returns the violations. */
export async function runAxe(page: Page | Frame, options: { iframes?: boolean } = {}) {
  // Evaluated through the DevTools protocol: an injected <script> would be refused by the site's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // `iframes: false` checks one document alone (the editor's window; its framed page is checked on its own).
  return page.evaluate(async (iframes) => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(document, { iframes, runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, options.iframes ?? true);
}

/**
 * Chromium and the shared demo site for one test file (started in beforeAll, closed in
 * afterAll). Read `demo.browser` and `demo.site` inside tests.
 */
export function useDemoSite() {
  const demo = {} as { browser: Browser; site: Awaited<ReturnType<typeof serveSite>> };
  beforeAll(async () => {
    [demo.browser, demo.site] = await Promise.all([launchChromium(), serveSite(inject('demoOutput'), inject('demoDb'))]);
  });
  afterAll(async () => {
    await demo.browser?.close();
    await demo.site?.close();
  });
  return demo;
}

/**
 * A browser context (of a browser from launchChromium, whose requests never leave the machine)
 * with the cookie choice already made unless `consent` is null (then the banner shows).
 */
export async function localContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}, consent: 'accepted' | 'rejected' | null = 'rejected'): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (consent) await context.addInitScript((c) => { try { localStorage.setItem('sitegen-consent', c); } catch { /* private mode */ } }, consent);
  return context;
}

/**
 * One tab for a file's page-by-page checks, opened on first use and navigated from page to page,
 * closed with its context after the file (or the describe block that calls this). A new tab per
 * page costs a renderer process (100–230 ms here), about as much as the load itself: the Chromium
 * files spent most of their time opening tabs. What the tab records (violations, console errors)
 * is the caller's to clear before each page. `pageOf` finds the page in what `open` made.
 */
export function sharedTab<T>(open: () => Promise<T>, pageOf: (tab: T) => Page = (tab) => tab as unknown as Page): () => Promise<T> {
  let tab: Promise<T> | undefined;
  afterAll(async () => { if (tab) await pageOf(await tab).context().close(); });
  return () => (tab ??= open());
}

/**
 * Brings every visible island near the viewport (and points at those that wait for a visitor's
 * intent), one at a time, and waits until it has hydrated,
 * then scrolls back to the top (islands hydrate when they come within 200 px of the viewport,
 * spec 4; those inside closed popovers, such as ModalForm's, hydrate when opened and are left
 * alone). Done in one evaluation in the page: a loop of locator calls cost three round trips per
 * island, half of the wait on a page with six. An island that does not hydrate within
 * `timeoutMs` fails the call with its name.
 */
export async function hydrateIslands(page: Page | Frame, timeoutMs = slow(15_000)): Promise<void> {
  await page.evaluate(async (timeoutMs) => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
      // The island wrapper is display: contents (no box): its first child is what shows.
      const shown = island.firstElementChild as HTMLElement | null;
      if (!shown?.checkVisibility()) continue;
      shown.scrollIntoView({ block: 'center' });
      // One that waits for the visitor to use it (data-island-hydrate="interaction") is pointed at.
      if (island.dataset.islandHydrate === 'interaction') shown.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      await new Promise<void>((resolve, reject) => {
        if (island.hasAttribute('data-hydrated')) { resolve(); return; }
        const watcher = new MutationObserver(() => {
          if (!island.hasAttribute('data-hydrated')) return;
          watcher.disconnect();
          clearTimeout(timer);
          resolve();
        });
        const timer = setTimeout(() => {
          watcher.disconnect();
          // What the page had loaded and whether it was shown: enough to tell a chunk that never
          // came from a view that failed or a tab the browser had stopped rendering.
          const code = performance.getEntriesByType('resource').filter((r) => r.name.includes('/_sitegen/') && r.name.endsWith('.js')).map((r) => r.name.split('/').pop()).join(', ');
          reject(new Error(`the island ${island.dataset.island} did not hydrate within ${timeoutMs} ms of being scrolled into view (page ${document.visibilityState}; code loaded: ${code})`));
        }, timeoutMs);
        watcher.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
      });
    }
    window.scrollTo(0, 0);
  }, timeoutMs);
}

/**
 * Wakes the page's island `name` the way a visitor does, by pointing at it, and waits until it
 * has hydrated (islands that wait for intent, data-island-hydrate="interaction").
 */
export async function wakeIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator(':scope > *').first().hover();
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached', timeout: slow(15_000) });
  // Away again: a carousel pauses while the pointer is over it.
  await page.mouse.move(0, 0);
}

/**
 * A tab of the editor with an editor's token on every request (the preview serves drafts only
 * to a credential, spec 6) and in localStorage for apiFetch, the cookie choice made.
 */
export async function editorTab(browser: Browser, token: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  await page.addInitScript((t) => {
    localStorage.setItem('sitegen-token', t);
    localStorage.setItem('sitegen-consent', 'rejected');
  }, token);
  return page;
}
