import { describe, expect, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';

/**
 * A live list re-rendered in the browser writes its dates exactly as the build did (spec 3 and
 * 7): both use modules/locale-format.ts, and both keep the ISO value in <time datetime>.
 */
const demo = useDemoSite();

type Dated = Record<string, { datetime: string | null; text: string | null }>;

describe('dates in live lists refreshed in the browser', () => {
  it('read the same as the server render, in Spanish, with the ISO date kept in <time datetime>', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 1280, height: 900 } });
    // The server render, before any script runs.
    const serverPage = await context.newPage();
    await serverPage.route('**/*.js', (route) => route.abort());
    await serverPage.goto(`${demo.site.url}/`, { waitUntil: 'load' });
    const collect = () => serverPage.locator('[data-island="LiveList"]').first().locator('.card').evaluateAll((cards) => Object.fromEntries(cards.map((card) => {
      const time = card.querySelector('.card__meta time');
      return [card.querySelector('a')?.getAttribute('href') ?? '', { datetime: time?.getAttribute('datetime') ?? null, text: time?.textContent ?? null }];
    })));
    const server = await collect() as Dated;
    await serverPage.close();
    expect(Object.values(server).filter((d) => d.datetime).length, 'the build writes its card dates in <time datetime>').toBeGreaterThan(1);

    // The browser render: the list API answers the same items in reverse order, so React renders every card anew.
    const page = await context.newPage();
    await page.route('**/_api/list/v2/**', async (route) => {
      const response = await route.fetch();
      const body = await response.json() as { items: unknown[] };
      await route.fulfill({ response, json: { ...body, items: [...body.items].reverse() } });
    });
    await page.goto(`${demo.site.url}/`, { waitUntil: 'load' });
    const list = page.locator('[data-island="LiveList"]').first();
    await list.scrollIntoViewIfNeeded();
    const firstServerHref = Object.keys(server)[0];
    await page.waitForFunction((href) => document.querySelector('[data-island="LiveList"] .card a')?.getAttribute('href') !== href, firstServerHref);
    const browser = await list.locator('.card').evaluateAll((cards) => Object.fromEntries(cards.map((card) => {
      const time = card.querySelector('.card__meta time');
      return [card.querySelector('a')?.getAttribute('href') ?? '', { datetime: time?.getAttribute('datetime') ?? null, text: time?.textContent ?? null }];
    }))) as Dated;
    expect(Object.keys(browser)).toEqual(Object.keys(server).reverse());
    expect(browser).toEqual(server);
    for (const { datetime, text } of Object.values(browser)) {
      if (datetime) expect(text).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    }
    // A list request still in flight (a prefetch, a second list) must not reject once its page is gone.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
