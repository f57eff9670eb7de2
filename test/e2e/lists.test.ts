import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';

/** Lists refreshed in the browser and the bearer token (spec 4 and 6). */
const demo = useDemoSite();

async function open(path: string, setup?: (context: BrowserContext) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page; api: Request[] }> {
  const context = await localContext(demo.browser, { viewport: { width: 1280, height: 900 } });
  await setup?.(context);
  const page = await context.newPage();
  const api: Request[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/_api/')) api.push(r); });
  await page.goto(demo.site.url + path, { waitUntil: 'load' });
  return { context, page, api };
}

const news = (page: Page) => page.locator('[data-island="LiveList"]').first();
const hrefs = (page: Page) => news(page).locator('.card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('live lists (spec 7)', () => {
  it('show the build\'s items first, then refresh from /list/v2 when in view without moving anything', async () => {
    const { context, page, api } = await open('/en/');
    const before = await hrefs(page);
    expect(before.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.url().includes('/list/v2/'))).toHaveLength(0);
    await news(page).scrollIntoViewIfNeeded();
    await page.locator('[data-island="LiveList"][data-hydrated]').first().waitFor({ state: 'attached' });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_api/list/v2/NEWS')));
    const call = new URL(api.find((r) => r.url().includes('/list/v2/NEWS'))!.url());
    expect(call.pathname).toBe('/_api/list/v2/NEWS%2CBLOG/');
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ site: 'main', lang: 'en_GB', page: '1', items: '6', order: 'recent-DESC' });
    await page.waitForTimeout(300);
    expect(await hrefs(page)).toEqual(before);
    await context.close();
  });

  it('filter chips come from /filters and narrow the list', async () => {
    const { context, page, api } = await open('/en/');
    await news(page).scrollIntoViewIfNeeded();
    const chip = news(page).locator('.chip').first();
    await chip.waitFor();
    const filtersCall = api.find((r) => r.url().includes('/_api/filters/'))!;
    expect(new URL(filtersCall.url()).pathname).toBe('/_api/filters/NEWS%2CBLOG/site/main/lang/en_GB/related/');
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_api/list/v2/') && e.name.includes('get=')));
    await context.close();
  });

  it('a non-200 answer shows the status code and text, and the build\'s items stay', async () => {
    const { context, page } = await open('/en/', (c) => c.route('**/_api/list/v2/**', (route) => route.fulfill({ status: 503, body: '' })));
    const before = await hrefs(page);
    await news(page).scrollIntoViewIfNeeded();
    const status = news(page).locator('.live-list__status');
    await page.waitForFunction(() => document.querySelector('[data-island="LiveList"] .live-list__status')?.getAttribute('data-status-code') === '503');
    expect(await status.textContent()).toBe('The list could not be updated (503 Service Unavailable).');
    expect(await hrefs(page)).toEqual(before);
    await context.close();
  });
});

describe('bearer token (spec 6)', () => {
  it('every call carries the stored token; visitors send none', async () => {
    const token = 'editor-token-1234567890';
    const signedIn = await open('/en/search/?q=design', (c) => c.addInitScript((t) => localStorage.setItem('sitegen-token', t), token));
    await signedIn.page.waitForFunction(() => document.querySelector('.search__status')?.textContent !== '');
    await signedIn.page.locator('[data-island="LiveList"]').count();
    const search = signedIn.api.find((r) => r.url().endsWith('/_api/ai/search'))!;
    expect(await search.headerValue('authorization')).toBe(`Bearer ${token}`);
    await signedIn.context.close();
    const visitor = await open('/en/search/?q=design');
    await visitor.page.waitForFunction(() => document.querySelector('.search__status')?.textContent !== '');
    expect(await visitor.api.find((r) => r.url().endsWith('/_api/ai/search'))!.headerValue('authorization')).toBeNull();
    await visitor.context.close();
  });

  it('no token or Authorization header is ever written into the static output', () => {
    const out = inject('demoOutput');
    const offenders = fg.sync(['**/*.{html,json,js}'], { cwd: out }).filter((file) => /Bearer [\w.~+/-]{8,}|sitegen-token"\s*:/.test(readFileSync(join(out, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the faculty by area and who teaches a programme (spec 2, as a parent looks for teachers)', () => {
  const visible = (page: Page) => page.locator('.distributor.people:visible h2').allTextContents();
  const phone = { viewport: { width: 390, height: 844 } };

  it('on a phone, a visitor chooses an area, sees only its people with how many, shares the address, and goes back to all', async () => {
    const context = await localContext(demo.browser, phone);
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/claustro/`, { waitUntil: 'load' });
    const areas = await visible(page);
    expect(areas.length).toBeGreaterThan(5);
    expect(areas).toContain('Animación 3D');
    const filter = page.getByRole('navigation', { name: 'Filtrar por área' });
    // One row that scrolls sideways on a phone, not a screen of names before the first person.
    expect((await filter.locator('.chips').boundingBox())!.height).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await filter.getByText('Animación 3D').click();
    const chosen = filter.getByRole('button', { name: 'Animación 3D' });
    await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await visible(page)).toEqual(['Animación 3D']);
    const people = await page.locator('#area-animation .card').count();
    expect(people).toBeGreaterThan(1);
    expect(await filter.getByRole('status').textContent()).toBe(`${people} personas en Animación 3D`);
    expect(new URL(page.url()).hash).toBe('#area-animation');
    // The shared address opens filtered, in the other language too.
    const shared = await context.newPage();
    await shared.goto(`${demo.site.url}/en/claustro/#area-animation`, { waitUntil: 'load' });
    await expect.poll(() => visible(shared)).toEqual(['3D animation']);
    expect(await shared.getByRole('navigation', { name: 'Filter by area' }).getByRole('status').textContent()).toMatch(/^\d+ people in 3D animation$/);
    // Every person of the area, and only them, is in the list (their profile names the area).
    const profile = await page.locator('#area-animation .card a').first().getAttribute('href');
    await filter.getByRole('button', { name: 'Todas las áreas' }).click();
    await expect.poll(() => visible(page)).toEqual(areas);
    expect(new URL(page.url()).hash).toBe('');
    expect(await filter.getByRole('status').textContent()).toBe('');
    await page.goto(demo.site.url + profile!, { waitUntil: 'load' });
    expect(await page.locator('.hero__subtitle, main p').first().textContent()).toContain('Animación 3D');
    await context.close();
  });

  it('without JavaScript the areas are links to their lists on the page', async () => {
    const context = await localContext(demo.browser, { ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/en/claustro/`, { waitUntil: 'load' });
    const link = page.getByRole('navigation', { name: 'Filter by area' }).getByRole('link', { name: 'Databases' });
    expect(await link.getAttribute('href')).toBe('#area-data');
    await link.click();
    await expect.poll(() => page.locator('#area-data').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(5);
    await context.close();
  });

  it('a programme page names who will teach it, each linked to a profile that lists the programme, and its next open day', async () => {
    const context = await localContext(demo.browser, phone);
    const page = await context.newPage();
    const programme = '/en/higher-degree-in-3d-animation-games-and-interactive-environments/';
    await page.goto(demo.site.url + programme, { waitUntil: 'load' });
    const teachers = page.locator('section.people', { has: page.getByRole('heading', { name: 'Who will teach you' }) });
    const links = await teachers.locator('.card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(2);
    // The next open day, the same one the open-day page names first.
    const openDay = page.locator('section.events', { has: page.getByRole('heading', { name: 'Come and see us' }) }).locator('.card a');
    expect(await openDay.count()).toBe(1);
    const next = await openDay.getAttribute('href');
    for (const href of links.slice(0, 3)) {
      await page.goto(demo.site.url + href, { waitUntil: 'load' });
      expect(await page.locator(`main a[href="${programme}"]`).count(), href).toBeGreaterThan(0);
    }
    await page.goto(`${demo.site.url}/en/open-day/`, { waitUntil: 'load' });
    const coming = page.locator('section.events', { has: page.getByRole('heading', { name: 'Coming open days' }) }).locator('.card a');
    expect(await coming.first().getAttribute('href')).toBe(next);
    await context.close();
  });
});
