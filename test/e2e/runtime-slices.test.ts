import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';

/**
 * Page-data without a second copy (spec 7): the router shows a page from its body plus the
 * footer slice, fetched once per language and kept across navigations, and finds the error
 * page of a missing path's language in the static query data.
 */
const demo = useDemoSite();

async function open() {
  const context = await localContext(demo.browser);
  const page = await context.newPage();
  const requests: string[] = [];
  const documents: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(url.pathname);
    else if (/^\/(page-data|slice-data)\//.test(url.pathname)) requests.push(url.pathname);
  });
  return { context, page, requests, documents };
}

/** Clicks a link to `href` placed in the page (as content links are). */
async function follow(page: import('playwright-core').Page, href: string) {
  await page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    a.id = 'test-link';
    a.textContent = 'test link';
    document.getElementById('test-link')?.remove();
    document.getElementById('main')!.prepend(a);
  }, href);
  await page.click('#test-link');
  await page.waitForURL(`**${href}`);
}

const footerHtml = (page: import('playwright-core').Page) => page.evaluate(() => document.querySelector('#sitegen-page > footer')?.outerHTML ?? null);

describe('routing with slices and static query data', () => {
  it('shows each page with the footer of its language from the slice, fetched once per language across navigations', async () => {
    const { context, page, requests, documents } = await open();
    await page.goto(`${demo.site.url}/contacto/`, { waitUntil: 'load' });
    const spanishFooter = await footerHtml(page);
    expect(spanishFooter).toMatch(/^<footer /);
    for (const path of ['/tarifas-y-becas/', '/claustro/', '/contacto/', '/en/contact/', '/en/fees-and-scholarships/', '/tarifas-y-becas/']) {
      await follow(page, path);
      await page.waitForFunction((p) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(p), path);
      // Exactly one footer, last in the page, in the page's language.
      expect(await page.locator('#sitegen-page > footer').count(), path).toBe(1);
      expect(await page.evaluate(() => document.querySelector('#sitegen-page')!.lastElementChild?.tagName), path).toBe('FOOTER');
      const footer = await footerHtml(page);
      if (path.startsWith('/en/')) expect(footer, path).not.toBe(spanishFooter);
      else expect(footer, path).toBe(spanishFooter);
    }
    expect(documents).toEqual(['/contacto/']);
    expect(requests.filter((r) => r === '/slice-data/footer-es_ES.json')).toHaveLength(1);
    expect(requests.filter((r) => r === '/slice-data/footer-en_GB.json')).toHaveLength(1);
    await context.close();
  });

  it('a missing English path shows the English 404 page named by the static query data, at the asked URL', async () => {
    const { context, page, requests } = await open();
    await page.goto(`${demo.site.url}/contacto/`, { waitUntil: 'load' });
    await follow(page, '/en/no-such-page/');
    await page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    expect(new URL(page.url()).pathname).toBe('/en/no-such-page/');
    expect(requests.some((r) => /^\/page-data\/sq\/d\/[0-9a-f]{10}\.json$/.test(r))).toBe(true);
    expect(requests).toContain('/page-data/en/404/page-data.json');
    expect(await page.locator('#sitegen-page > footer').count()).toBe(1);
    await context.close();
  });

  it('a slice that cannot be had makes the navigation a full load, never a page without its footer', async () => {
    const { context, page, documents } = await open();
    await page.route('**/slice-data/footer-en_GB.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${demo.site.url}/contacto/`, { waitUntil: 'load' });
    await follow(page, '/en/contact/');
    await page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    expect(documents).toEqual(['/contacto/', '/en/contact/']);
    expect(await page.locator('#sitegen-page > footer').count()).toBe(1);
    await context.close();
  });
});
