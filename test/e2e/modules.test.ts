import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { moduleRegistry } from '../../modules/registry.js';
import { hydrateIslands, localContext, runAxe, sharedTab, useDemoSite, wakeIsland } from '../helpers/browser.js';

/** The named parts of spec section 2 that live inside modules (data-part). */
const PARTS = ['BackgroundImage', 'BoxedCard', 'CypherCard', 'LinkModal', 'MainHeroSlide', 'Map', 'ProgramTab', 'Video', 'VideoPlaylistCard', 'LogoCollectionCard'];

const out = inject('demoOutput');
/** path → HTML of every published page. */
const pages = new Map<string, string>();
// Read at collection time: the page list decides which tests exist (one per module host page).
for (const file of fg.sync('**/index.html', { cwd: out })) {
  pages.set(`/${file.slice(0, -'index.html'.length)}`, readFileSync(join(out, file), 'utf8'));
}
const demo = useDemoSite();

/** No cookie choice made yet (the consent tests need the banner); nothing leaves the machine. */
const freshContext = (options: Parameters<Browser['newContext']>[0] = {}) => localContext(demo.browser, options, null);

function firstPageWith(marker: string, english: boolean): string | undefined {
  for (const [path, html] of pages) if (path.startsWith('/en/') === english && html.includes(marker)) return path;
  return undefined;
}

/** A new tab of the context whose console errors and page errors are collected. */
async function listenedTab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && !/ERR_FAILED|net::/.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** Opens a page and waits until its islands (if any) have hydrated; collects console errors. */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const tab = await listenedTab(context);
  await tab.page.goto(demo.site.url + path, { waitUntil: 'load' });
  await hydrateIslands(tab.page);
  return tab;
}

describe('every module in the demo output, in Chromium', () => {
  it('uses every registered module and every named part in both languages', () => {
    const missing: string[] = [];
    for (const name of Object.keys(moduleRegistry)) {
      for (const english of [false, true]) if (!firstPageWith(`data-module="${name}"`, english)) missing.push(`${name} ${english ? 'en' : 'es'}`);
    }
    for (const name of ['Header', 'Footer']) if (!firstPageWith(`data-module="${name}"`, true) || !firstPageWith(`data-module="${name}"`, false)) missing.push(name);
    for (const part of PARTS) {
      for (const english of [false, true]) if (!firstPageWith(`data-part="${part}"`, english)) missing.push(`part ${part} ${english ? 'en' : 'es'}`);
    }
    expect(missing).toEqual([]);
  });

  const hosts = new Set<string>();
  for (const name of Object.keys(moduleRegistry)) for (const english of [false, true]) { const host = firstPageWith(`data-module="${name}"`, english); if (host) hosts.add(host); }
  // One tab for the host pages (sharedTab); its errors are cleared before each page.
  const hostTab = sharedTab(() => freshContext().then(listenedTab), (tab) => tab.page);
  it.each([...hosts])('%s (hosting modules) has no axe violations and hydrates without errors', async (path) => {
    const { page, errors } = await hostTab();
    errors.length = 0;
    await page.goto(demo.site.url + path, { waitUntil: 'load' });
    await hydrateIslands(page);
    expect({ violations: await runAxe(page), errors }).toEqual({ violations: [], errors: [] });
  });
});

describe('interactive modules after hydration', () => {
  it('Tabs follow the WAI-ARIA keyboard pattern', async () => {
    const context = await freshContext();
    const { page } = await open(context, firstPageWith('data-module="Tabs"', true)!);
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    const selected = async () => page.evaluate(() => [...document.querySelectorAll('[role="tab"]')].findIndex((t) => t.getAttribute('aria-selected') === 'true'));
    expect(await selected()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('End');
    const count = await tabs.count();
    expect(await selected()).toBe(count - 1);
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(0);
    // Tab leaves the tab list for the visible panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    expect(await page.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
    await context.close();
  });

  it('Tabs load their code only when reached for, and a tab chosen before it arrived is selected once it has', async () => {
    const context = await freshContext();
    // The code answers slowly, as on a phone network: the keys and the click come before it.
    await context.route('**/_sitegen/*.js', async (route) => { await new Promise((r) => setTimeout(r, 400)); await route.continue(); });
    const page = await context.newPage();
    await page.goto(demo.site.url + firstPageWith('data-module="Tabs"', false)!, { waitUntil: 'load' });
    const island = page.locator('[data-island="Tabs"]').first();
    const selected = async () => island.evaluate((el) => [...el.querySelectorAll('[role="tab"]')].findIndex((t) => t.getAttribute('aria-selected') === 'true'));
    // In the first screen, yet nothing loads for it while the page settles.
    expect(await island.evaluate((el) => el.firstElementChild!.getBoundingClientRect().top < innerHeight)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /tabs-view/.test(r.name)))).toBe(false);
    await island.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await page.waitForSelector('[data-island="Tabs"][data-hydrated]');
    await page.waitForFunction(() => document.querySelector('[data-island="Tabs"] [role="tab"][aria-selected="true"]')?.id.endsWith('-tab-2'));
    expect(await selected()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/-tab-2$/);
    await page.reload({ waitUntil: 'load' });
    await island.getByRole('tab').nth(1).click();
    await page.waitForSelector('[data-island="Tabs"][data-hydrated]');
    await page.waitForFunction(() => document.querySelector('[data-island="Tabs"] [role="tab"][aria-selected="true"]')?.id.endsWith('-tab-1'));
    expect(await island.locator('[role="tabpanel"]:not([hidden])').getAttribute('id')).toMatch(/-panel-1$/);
    await context.close();
  });

  it('a form just under a phone\'s first screen loads no code until the visitor scrolls, then hydrates before it comes into view', async () => {
    const context = await freshContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const path = firstPageWith('data-template="LandingMultiProduct"', true)!;
    await page.goto(demo.site.url + path, { waitUntil: 'load' });
    const form = page.locator('[data-island="Form"]').first();
    const top = await form.evaluate((el) => el.firstElementChild!.getBoundingClientRect().top);
    // Below the screen, but within the 200 px a scrolling visitor's islands are readied in.
    expect(top).toBeGreaterThan(823);
    expect(top).toBeLessThan(823 + 200);
    await page.waitForLoadState('networkidle');
    expect(await form.getAttribute('data-hydrated')).toBeNull();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /form-view/.test(r.name)))).toBe(false);
    await page.mouse.wheel(0, 60);
    await page.waitForSelector('[data-island="Form"][data-hydrated]');
    expect(await form.evaluate((el) => el.firstElementChild!.getBoundingClientRect().top)).toBeGreaterThan(823);
    await context.close();
  });

  it('the hero carousel rotates, its code arriving only when its first change is due, and its visible pause control stops it', async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(demo.site.url + '/en/', { waitUntil: 'load' });
    const hero = page.locator('[data-island="HeroCarousel"]');
    // The first slide needs no code (spec 9 speed): nothing hydrates until the rotation is due.
    await page.clock.runFor(5000);
    expect(await hero.getAttribute('data-hydrated')).toBeNull();
    await page.clock.runFor(1500);
    await page.waitForSelector('[data-island="HeroCarousel"][data-hydrated]');
    const position = page.locator('.hero--carousel .carousel__position');
    expect(await position.textContent()).toBe('1 of 3');
    await page.clock.runFor(6500);
    // The next slide shows once its image is decoded (real network time, not the fake clock).
    await page.waitForFunction(() => document.querySelector('.hero--carousel .carousel__position')?.textContent === '2 of 3');
    const pause = page.getByRole('button', { name: /^Pause/ });
    expect(await pause.isVisible()).toBe(true);
    await pause.click();
    await page.mouse.move(0, 0); // away from the carousel, which also stops it while hovered
    await page.locator('body').focus();
    await page.clock.runFor(20_000);
    expect(await position.textContent()).toBe('2 of 3');
    expect(await page.getByRole('button', { name: /^Play/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('a control of the carousel pressed before its code arrived does what it says once it has', async () => {
    const context = await freshContext();
    // The code answers slowly, as on a phone network: the press comes before it.
    await context.route('**/_sitegen/*.js', async (route) => { await new Promise((r) => setTimeout(r, 400)); await route.continue(); });
    const page = await context.newPage();
    await page.goto(demo.site.url + '/en/', { waitUntil: 'load' });
    const hero = page.locator('.hero--carousel');
    expect(await page.locator('[data-island="HeroCarousel"]').getAttribute('data-hydrated')).toBeNull();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await page.waitForFunction(() => document.querySelector('.hero--carousel .carousel__position')?.textContent === '2 of 3');
    expect(await page.locator('[data-island="HeroCarousel"]').getAttribute('data-hydrated')).toBe('');
    await context.close();
  });

  it('the carousel never starts for visitors who prefer reduced motion', async () => {
    const context = await freshContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(demo.site.url + '/', { waitUntil: 'load' });
    // No timed wake for them: it hydrates when pointed at, and then stays still.
    await page.clock.runFor(8000);
    expect(await page.locator('[data-island="HeroCarousel"]').getAttribute('data-hydrated')).toBeNull();
    await wakeIsland(page, 'HeroCarousel');
    await page.clock.runFor(20_000);
    expect(await page.locator('.hero--carousel .carousel__position').textContent()).toBe('1 de 3');
    expect(await page.getByRole('button', { name: /^Reproducir/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('the video playlist plays the chosen card', async () => {
    const context = await freshContext();
    const { page } = await open(context, '/en/');
    const cards = page.locator('[data-part="VideoPlaylistCard"] button');
    await cards.nth(1).click();
    expect(await cards.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await page.locator('.video-playlist__now').textContent()).toContain('Inside the virtual reality lab');
    await context.close();
  });
});

describe('cookie consent and third-party embeds', () => {
  it('asks once with equally prominent choices, remembers a rejection, and reopens from the footer', async () => {
    const context = await freshContext();
    const { page } = await open(context, firstPageWith('data-module="Video"', false)!);
    const banner = page.locator('[data-consent-banner]');
    expect(await banner.isVisible()).toBe(true);
    const [reject, accept] = [page.getByRole('button', { name: 'Rechazar todas' }), page.getByRole('button', { name: 'Aceptar todas' })];
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(r!.height)).toBe(Math.round(a!.height));
    expect(Math.abs(r!.width - a!.width)).toBeLessThan(2);
    expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await accept.evaluate((el) => getComputedStyle(el).backgroundColor));
    await reject.click();
    expect(await banner.isVisible()).toBe(false);
    await page.reload({ waitUntil: 'load' });
    expect(await banner.isVisible()).toBe(false);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByText('Para ver este contenido debes aceptar las cookies de terceros.').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    expect(await banner.isVisible()).toBe(true);
    await context.close();
  });

  it('shows the banner from the first paint, before the runtime arrives, only while no choice is stored', async () => {
    const visible: Record<string, boolean> = {};
    for (const consent of [null, 'rejected', 'accepted'] as const) {
      const context = await localContext(demo.browser, {}, consent);
      // Without the deferred runtime only the page's own markup can show it.
      await context.route(/\/_sitegen\/main-[^/]*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
      visible[String(consent)] = await page.locator('[data-consent-banner]').isVisible();
      await context.close();
    }
    expect(visible).toEqual({ null: true, rejected: false, accepted: false });
  });

  it('"Accept and reload" reloads the page with the player mounted in place of the poster', async () => {
    const context = await freshContext();
    const { page } = await open(context, firstPageWith('data-module="Video"', true)!);
    expect(await page.locator('[data-module="Video"] iframe').count()).toBe(0);
    await Promise.all([page.waitForEvent('load'), page.locator('[data-module="Video"]').getByRole('button', { name: 'Accept and reload' }).click()]);
    const iframe = page.locator('[data-module="Video"] iframe');
    await iframe.waitFor({ state: 'attached' });
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await iframe.getAttribute('title')).toBeTruthy();
    expect(await page.locator('[data-consent-banner]').isVisible()).toBe(false);
    await context.close();
  });
});

describe('lazy backgrounds (spec 4 and 9)', () => {
  it('load only when within 200 px of the viewport, at a srcset width', async () => {
    const context = await freshContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(demo.site.url + '/en/', { waitUntil: 'load' });
    const bg = page.locator('[data-part="BackgroundImage"]');
    const state = () => bg.evaluate((el) => ({ loaded: el.hasAttribute('data-bg-loaded'), image: (el as HTMLElement).style.backgroundImage }));
    expect((await state()).loaded).toBe(false);
    const scrollTo = (gap: number) => bg.evaluate((el, g) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - g);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, gap);
    await scrollTo(400);
    await page.waitForTimeout(100);
    expect((await state()).loaded).toBe(false);
    await scrollTo(150);
    await page.waitForFunction(() => document.querySelector('[data-part="BackgroundImage"]')!.hasAttribute('data-bg-loaded'));
    expect((await state()).image).toMatch(/url\(".*\/w_(640|750|828|1080|1200|1920|2048|3840)\//);
    expect(await page.locator('[data-part="BackgroundImage"] .bg-image__veil').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.6');
    await context.close();
  });
});

describe('header navigation', () => {
  it('desktop: submenus open by keyboard, one at a time, and Escape closes back to the summary', async () => {
    const context = await freshContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await open(context, '/en/');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const summaries = page.locator('.main-menu__group > summary');
    await summaries.nth(0).focus();
    await page.keyboard.press('Enter');
    const firstLink = page.locator('.main-menu__group').nth(0).locator('a').first();
    expect(await firstLink.isVisible()).toBe(true);
    await summaries.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.main-menu__group[open]').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await page.locator('.main-menu__group[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await context.close();
  });

  it('phone: the Menu button opens a panel with the menus, search and languages; Escape closes it', async () => {
    const context = await freshContext({ viewport: { width: 375, height: 800 } });
    const { page } = await open(context, '/en/');
    const search = page.getByRole('searchbox');
    expect(await search.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await search.isVisible()).toBe(true);
    expect(await page.locator('.site-header__languages a[hreflang="es-ES"]').isVisible()).toBe(true);
    await page.locator('.main-menu__group > summary').first().click();
    expect(await page.locator('.main-menu__group').first().locator('a').first().isVisible()).toBe(true);
    const violations = await runAxe(page);
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await search.isVisible()).toBe(false);
    await context.close();
  });
});
