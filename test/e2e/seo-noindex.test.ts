import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localContext, wakeIsland, useDemoSite } from '../helpers/browser.js';

/**
 * A form's thank-you state and the search page's results state are noindex, set in
 * the browser (modules/page-robots.ts), in Chromium against the real embedded API.
 */
const demo = useDemoSite();
const DOMAIN = 'https://www.edte.example';

/** Adds a link into the page and follows it, so the client router makes the route change. */
async function followLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const a = document.createElement('a');
    a.href = target;
    a.id = 'seo-next';
    a.textContent = 'Next';
    document.getElementById('main')!.prepend(a);
  }, href);
  await page.click('#seo-next');
  await page.waitForURL(`**${href}`);
  await page.waitForFunction((target) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(target), href);
}

describe('thank-you state', () => {
  it('an accepted newsletter sign-up turns the page noindex; the next page has its own robots again', async () => {
    const context = await localContext(demo.browser);
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
    const robots = page.locator('meta[name="robots"]');
    expect(await robots.getAttribute('content')).toBe('index,follow');
    const form = page.locator('[data-module="Newsletter"]').first();
    await form.scrollIntoViewIfNeeded();
    await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
    await form.getByLabel('Email').fill(`seo-${Date.now()}@example.org`);
    await form.getByLabel(/basic information on data protection/).check();
    await page.waitForTimeout(2100); // a person takes longer than the form's time trap
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.locator('[data-form-state="success"]').waitFor({ state: 'attached' });
    expect(await robots.count()).toBe(1);
    expect(await robots.getAttribute('content')).toBe('noindex,follow');
    // A route change swaps the managed head: the next page's own robots meta, once.
    await followLink(page, '/en/contact/');
    expect(await robots.count()).toBe(1);
    expect(await robots.getAttribute('content')).toBe('index,follow');
    await context.close();
  });
});

describe('search results state', () => {
  it('the bare search page is index; a query makes it noindex; clearing the query, going back and forth and leaving give each state its value', async () => {
    const context = await localContext(demo.browser);
    const page = await context.newPage();
    const robots = page.locator('meta[name="robots"]');
    const canonical = page.locator('link[rel="canonical"]');
    const status = page.locator('.search__status');
    await page.goto(`${demo.site.url}/en/search/`, { waitUntil: 'load' });
    await wakeIsland(page, 'Search');
    expect(await robots.getAttribute('content')).toBe('index,follow');
    expect(await canonical.getAttribute('href')).toBe(`${DOMAIN}/en/search/`);

    const box = page.getByLabel('What are you looking for?');
    await box.fill('design');
    await box.press('Enter');
    await page.waitForURL(/\/en\/search\/\?q=design$/);
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('results for'));
    await expect.poll(() => robots.getAttribute('content')).toBe('noindex,follow');
    expect(await robots.count()).toBe(1);
    // Every query shows the same static page, so its canonical stays the bare search page.
    expect(await canonical.getAttribute('href')).toBe(`${DOMAIN}/en/search/`);

    // Clearing the query on the same page: the page's own value again.
    await box.fill('');
    await box.press('Enter');
    await page.waitForURL(/\/en\/search\/\?q=$/);
    await expect.poll(() => status.textContent()).toBe('');
    await expect.poll(() => robots.getAttribute('content')).toBe('index,follow');
    expect(await robots.count()).toBe(1);

    // No results is a results state too.
    await box.fill('zzzz qqqq');
    await box.press('Enter');
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.startsWith('Sorry, no results'));
    await expect.poll(() => robots.getAttribute('content')).toBe('noindex,follow');

    // Back and forward: the router swaps in the page's own head, then the island marks its state.
    await page.goBack();
    await page.waitForURL(/\/en\/search\/\?q=$/);
    await expect.poll(() => robots.getAttribute('content')).toBe('index,follow');
    await page.goBack();
    await page.waitForURL(/\/en\/search\/\?q=design$/);
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('results for'));
    await expect.poll(() => robots.getAttribute('content')).toBe('noindex,follow');

    // Leaving for another page: that page's own robots; coming back to the results: noindex again.
    await followLink(page, '/en/contact/');
    expect(await robots.count()).toBe(1);
    expect(await robots.getAttribute('content')).toBe('index,follow');
    await page.goBack();
    await page.waitForURL(/\/en\/search\/\?q=design$/);
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('results for'));
    await expect.poll(() => robots.getAttribute('content')).toBe('noindex,follow');
    expect(await robots.count()).toBe(1);
    await context.close();
  });

  it('a results address loaded directly: the HTML says index with the bare canonical, the browser then says noindex', async () => {
    const html = await (await fetch(`${demo.site.url}/buscar/?q=dise%C3%B1o`)).text();
    expect(/<meta name="robots" content="([^"]*)"/.exec(html)?.[1]).toBe('index,follow');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${DOMAIN}/buscar/`);
    const context = await localContext(demo.browser);
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/buscar/?q=dise%C3%B1o`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('resultados para'));
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${DOMAIN}/buscar/`);
    await context.close();
  });
});
