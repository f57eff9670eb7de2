import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localContext, runAxe, useDemoSite } from '../helpers/browser.js';

/** The search page in Chromium against the real search API (issue 5, spec 5, 7, 8). */
const demo = useDemoSite();

async function open(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await localContext(demo.browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(demo.site.url + path, { waitUntil: 'load' });
  return { context, page };
}

const status = (page: Page) => page.locator('.search__status');

describe('search page', () => {
  it('the header search puts the query in the URL with plus signs and lists ranked results; the results state is noindex', async () => {
    const { context, page } = await open('/en/');
    await page.getByRole('searchbox').first().fill('web  development');
    await page.getByRole('searchbox').first().press('Enter');
    await page.waitForURL(/\/en\/search\/\?q=web\+\+?development$/);
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('results for'));
    expect(await page.locator('.search__result a').first().textContent()).toBe('Higher Technician in Web Application Development');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('a new query from the page itself: no results message, URL updated', async () => {
    const { context, page } = await open('/en/search/');
    const box = page.getByLabel('What are you looking for?');
    await page.locator('[data-island="Search"][data-hydrated]').waitFor({ state: 'attached' });
    await box.fill('zzzz qqqq');
    await box.press('Enter');
    await page.waitForURL(/\?q=zzzz\+qqqq$/);
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent === 'Sorry, no results were found. Please try a different search.');
    expect(await page.locator('.search__result').count()).toBe(0);
    await context.close();
  });

  it('ten results per page, and the pages are links in the URL', async () => {
    const { context, page } = await open('/en/search/?q=data+science');
    await page.waitForFunction(() => document.querySelectorAll('.search__result').length > 0);
    expect(await page.locator('.search__result').count()).toBe(10);
    const first = await page.locator('.search__result a').first().textContent();
    await page.locator('.search .pagination a', { hasText: '2' }).first().click();
    await page.waitForURL(/\?q=data\+science&page=2$/);
    await page.waitForFunction((f) => document.querySelector('.search__result a')?.textContent !== f, first);
    expect(await page.locator('.search .pagination a[aria-current="page"]').textContent()).toContain('2');
    await context.close();
  });

  it('Spanish: accents do not matter', async () => {
    const { context, page } = await open('/buscar/?q=diseno+grafico');
    await page.waitForFunction(() => document.querySelector('.search__status')?.textContent?.includes('resultados para'));
    expect(await page.locator('.search__result').count()).toBeGreaterThan(0);
    expect(await page.locator('.search__result a').first().getAttribute('href')).not.toMatch(/^\/en\//);
    await context.close();
  });

  it('a non-200 answer shows an error state holding the status code and text', async () => {
    const context = await demo.browser.newContext();
    await context.route('**/_api/ai/search', (route) => route.fulfill({ status: 500, body: '{"error":{"code":"INTERNAL","message":"down"}}' }));
    const page = await context.newPage();
    await page.goto(demo.site.url + '/en/search/?q=design', { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('.search__status')?.getAttribute('data-status-code') === '500');
    expect(await status(page).textContent()).toBe('The search failed (500 Internal Server Error). Please try again.');
    await context.close();
  });
});
