import { describe, expect, inject, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';
import { tabThrough } from '../helpers/focus.js';
import { samplePages } from '../helpers/sample-pages.js';

/**
 * The cookie banner is up on every first visit (no choice stored), so a keyboard user must meet
 * it first, and Escape must put it away without counting as a choice (spec 4 "Video": nothing
 * third-party loads without acceptance). That it never hides the keyboard focus (WCAG 2.2 SC
 * 2.4.11 Focus Not Obscured) is checked in test/e2e/focus-ring.test.ts, on the same Tab walk
 * through every template at both widths as the focus ring's contrast.
 */
const demo = useDemoSite();
const samples = [...samplePages(inject('demoOutput'))];

describe('keyboard use of the cookie banner', () => {
  const home = samples.find(([key]) => key === 'BasicTemplate es_ES')![1];

  it('comes first in the tab order, before the skip link and the header', async () => {
    for (const width of [375, 1280]) {
      const context = await localContext(demo.browser, { viewport: { width, height: 800 } }, null);
      const page = await context.newPage();
      await page.goto(demo.site.url + home, { waitUntil: 'load' });
      const stops = await tabThrough(page, (el) => !!el.closest('[data-consent-banner]'), 6);
      await context.close();
      expect(stops.slice(0, 3).map((s) => s.result), `${home} at ${width}px, first stops: ${stops.map((s) => s.element).join(', ')}`).toEqual([true, true, true]);
      expect(stops[3]!.result).toBe(false);
    }
  });

  it('Escape inside the banner closes it for this page view without storing a choice; focus goes on to the page', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 375, height: 812 } }, null);
    const page = await context.newPage();
    await page.goto(demo.site.url + home, { waitUntil: 'load' });
    const banner = page.locator('[data-consent-banner]');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-consent-banner]'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('sitegen-consent'))).toBeNull();
    // Focus is not lost on <body>: it is at the start of the page, visible.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    // Not a choice: the next page view asks again.
    await page.reload({ waitUntil: 'load' });
    expect(await banner.isVisible()).toBe(true);
    await context.close();
  });

  it('Escape from anywhere in the page closes it too, but first closes an open menu', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 375, height: 812 } }, null);
    const page = await context.newPage();
    await page.goto(demo.site.url + home, { waitUntil: 'load' });
    const banner = page.locator('[data-consent-banner]');
    await page.locator('.site-header__toggle').click();
    expect(await page.locator('#site-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    expect(await banner.isVisible(), 'the first Escape closes only the menu').toBe(true);
    await page.locator('main a').first().focus();
    await page.keyboard.press('Escape');
    expect(await banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('sitegen-consent'))).toBeNull();
    await context.close();
  });

  it('choosing from "Cookie settings" in the footer returns the focus to that button', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 1280, height: 800 } }, 'rejected');
    const page = await context.newPage();
    await page.goto(demo.site.url + home, { waitUntil: 'load' });
    const settings = page.locator('[data-consent-open]');
    await settings.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-consent-banner]').isVisible()).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-consent-banner]'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-consent-open'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('sitegen-consent'))).toBe('rejected');
    await context.close();
  });
});
