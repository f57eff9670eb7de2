import { describe, expect, inject, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';
import { tabThrough } from '../helpers/focus.js';
import { samplePages, templateRunsAtWidths } from '../helpers/sample-pages.js';

/**
 * The cookie banner is up on every first visit (no choice stored), so it must never hide the
 * keyboard focus (WCAG 2.2 SC 2.4.11 Focus Not Obscured), a keyboard user must meet it first,
 * and Escape must put it away without counting as a choice (spec 4 "Video": nothing third-party
 * loads without acceptance).
 */
const demo = useDemoSite();
const samples = [...samplePages(inject('demoOutput'))];

/**
 * One page of every template at each width; the language alternates between templates so that
 * both languages (and both banner texts) are tabbed through at both widths.
 */
const tabRuns = templateRunsAtWidths(inject('demoOutput'), [375, 1280]);

/**
 * For one focused element: is any part of it under the visible banner (viewport rectangles)? And
 * is its middle painted by something else laid over it (anything at all, the banner included)?
 */
function coveredByBanner(el: Element) {
  const banner = document.querySelector('[data-consent-banner]') as HTMLElement | null;
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const coveredBy = top && !el.contains(top) && !top.contains(el) ? `${top.tagName.toLowerCase()}.${top.classList[0] ?? ''}` : null;
  if (!banner || banner.hidden) return { bannerUp: false, overlap: 0, coveredBy };
  if (banner.contains(el)) return { bannerUp: true, overlap: 0, coveredBy };
  const b = banner.getBoundingClientRect();
  const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
  const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
  return { bannerUp: true, overlap: w > 0 && h > 0 ? Math.round(w * h) : 0, coveredBy };
}

describe('the cookie banner never hides the keyboard focus (SC 2.4.11)', () => {
  it.each(tabRuns)(
    'at %i px, tabbing through %s (%s) never focuses an element under the banner',
    async (width, _key, path) => {
      const context = await localContext(demo.browser, { viewport: { width, height: width < 800 ? 812 : 800 } }, null);
      try {
        const page = await context.newPage();
        await page.goto(demo.site.url + path, { waitUntil: 'load' });
        expect(await page.locator('[data-consent-banner]').isVisible(), 'the banner is up on a first visit').toBe(true);
        const stops = await tabThrough(page, coveredByBanner);
        expect(stops.length).toBeGreaterThan(3);
        expect(stops.every((s) => s.result.bannerUp), 'the banner stays up while tabbing').toBe(true);
        const hidden = stops.filter((s) => s.result.overlap > 0 || s.result.coveredBy)
          .map((s) => `${path} at ${width}px: ${s.element} (${s.result.overlap ? `${s.result.overlap} px² under the banner` : `covered by ${s.result.coveredBy}`})`);
        expect(hidden).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

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
