import { describe, expect, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';

/** Issue 7.2: a form's thank-you state is noindex, in Chromium against the real embedded API. */
const demo = useDemoSite();

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
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/contact/';
      a.id = 'seo-next';
      a.textContent = 'Contact';
      document.getElementById('main')!.prepend(a);
    });
    await page.click('#seo-next');
    await page.waitForURL('**/en/contact/');
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/en/contact/'));
    expect(await robots.count()).toBe(1);
    expect(await robots.getAttribute('content')).toBe('index,follow');
    await context.close();
  });
});
