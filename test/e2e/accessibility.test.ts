import { describe, expect, inject, it } from 'vitest';
import { templateRegistry } from '../../templates/registry.js';
import { localContext, runAxe, sharedTab, useDemoSite } from '../helpers/browser.js';
import { samplePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';

const demo = useDemoSite();

/** The page checks below share one tab (sharedTab); no cookie choice is ever made in it, so every page is checked with the consent banner up, as a first visit shows it. */
const tab = sharedTab(() => demo.browser.newPage());

describe('accessibility (WCAG 2.2 AA, axe-core in Chromium)', () => {
  const samples = samplePages(inject('demoOutput'));

  it('the checker itself catches violations (so a pass means something)', async () => {
    const page = await demo.browser.newPage();
    await page.setContent('<html><body><img src="/x.png"><a href="/x/"></a></body></html>');
    const ids = (await runAxe(page)).map((v) => v.id);
    await page.close();
    expect(ids).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'link-name']));
  });

  it('the demo output uses every template in both languages', () => {
    const missing = Object.keys(templateRegistry).flatMap((type) => ['es_ES', 'en_GB'].filter((l) => !samples.has(`${type} ${l}`)).map((l) => `${type} ${l}`));
    expect(missing).toEqual([]);
  });

  it.each([...samples].map(([key, path]) => [key, path]))('%s (%s) has no axe violations', async (_key, path) => {
    const page = await tab();
    const response = await page.goto(demo.site.url + path, { waitUntil: 'load' });
    expect([200, 404]).toContain(response?.status());
    expect(await runAxe(page)).toEqual([]);
  });

  // States the template samples above do not reach: the error pages as a visitor meets them (a
  // missing URL answered with the language's 404; the 500 page a host shows on a server error)
  // and the search page once its results have arrived.
  const states: [string, string, number, string | null][] = [
    ['404 for a missing URL es_ES', '/no-existe/', 404, null],
    ['404 for a missing URL en_GB', '/en/no-such-page/', 404, null],
    ['500 page es_ES', '/500/', 200, null],
    ['500 page en_GB', '/en/500/', 200, null],
    ['search with results es_ES', `${samples.get('SearchResults es_ES')}?q=dise%C3%B1o`, 200, '.search__result'],
    ['search with results en_GB', `${samples.get('SearchResults en_GB')}?q=design`, 200, '.search__result'],
  ];
  it.each(states)('%s (%s) has no axe violations', async (_name, path, status, ready) => {
    const page = await tab();
    const response = await page.goto(demo.site.url + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(status);
    if (ready) await page.locator(ready).first().waitFor();
    expect(await runAxe(page)).toEqual([]);
  });
});

describe('the page being replaced says so to assistive technology (aria-busy)', () => {
  it('main is aria-busy="true" (not the empty value, which means false) while a navigation waits, and not after', async () => {
    const context = await localContext(demo.browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route('**/page-data/en/contact/page-data.json', async (route) => {
      await held;
      await route.continue();
    });
    try {
      const page = await context.newPage();
      await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
      expect(await page.locator('#main').getAttribute('aria-busy')).toBeNull();
      await page.evaluate(() => {
        const a = Object.assign(document.createElement('a'), { href: '/en/contact/', id: 'test-link', textContent: 'test link' });
        document.getElementById('main')!.prepend(a);
      });
      await page.click('#test-link');
      // The delayed-load signal comes after 1 s of waiting (spec 4); the page-data is held until then.
      await page.locator('#sitegen-loading').waitFor({ state: 'visible', timeout: slow(5000) });
      expect(await page.locator('#main').getAttribute('aria-busy')).toBe('true');
      release();
      await page.waitForFunction(() => document.title.startsWith('Contact'));
      expect(await page.locator('#main').getAttribute('aria-busy')).toBeNull();
      expect(await page.locator('#sitegen-loading').isVisible()).toBe(false);
    } finally {
      release();
      await context.close();
    }
  });
});
