import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageAsBuilt } from '../helpers/built-pages.js';
import { localContext, useDemoSite } from '../helpers/browser.js';

/**
 * A page is never its own related item, also after the list refreshes in the browser (spec 7).
 * Each page is the one its own list's query ranks first, so a list that does not leave the page
 * out shows it.
 */
const demo = useDemoSite();

interface Data { mode: string; order?: string; quantity?: number; sources: { structuredData: string; filters?: { id: number }[] }[] }

interface Module { component: string; data?: Data }

/** The first page of `template` in the build (as rendered: the content API, as the build asks it), and the data of its `component` module. */
async function firstOf(template: string, component: string): Promise<{ locale: string; data: Data }> {
  const entries = JSON.parse(readFileSync(join(inject('demoOutput'), 'build-manifest.json'), 'utf8')).pages as Record<string, { facts: { template: string } }>;
  for (const [path, entry] of Object.entries(entries)) {
    if (path === '/' || entry.facts.template !== template) continue;
    const page = await pageAsBuilt(path) as unknown as { locale: string; template: { templateType: string } & Record<string, unknown> };
    const modules = Object.values(page.template).flatMap((s) => ((s as { modules?: Module[] } | null)?.modules ?? []));
    const data = modules.find((m) => m.component === component)?.data;
    if (data) return { locale: page.locale, data };
  }
  throw new Error(`no ${template} page with a ${component} module in the demo build`);
}

/** The page the list's own query (without `related`) ranks first, and how many items it holds in all. */
async function topRanked(template: string, component: string) {
  const { locale, data } = await firstOf(template, component);
  const sources = data.sources.map((s) => s.structuredData).join(',');
  const get = data.sources.flatMap((s) => (s.filters ?? []).map((f) => f.id)).join(',');
  const url = `${demo.site.url}/_api/list/v2/${sources}/?site=main&lang=${locale}&items=${data.quantity}&order=${data.order ?? 'recent-DESC'}${get ? `&get=${get}` : ''}`;
  const body = await (await fetch(url)).json() as { totalItems: number; items: { relatedPage: { url: string } }[] };
  return { path: body.items[0]!.relatedPage.url, total: body.totalItems, quantity: data.quantity! };
}

const hrefs = (page: Page, component: string) =>
  page.locator(`[data-module="${component}"] .card a`).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

describe('related lists leave out the page they sit on (spec 7)', () => {
  it('an article\'s "You may also like" still leaves the article out after its refresh from /list/v2', async () => {
    const { path, total, quantity } = await topRanked('BlogDetail', 'Insights');
    const context = await localContext(demo.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/_api/list/v2/'));
    await page.goto(demo.site.url + path, { waitUntil: 'load' });
    await page.locator('[data-module="Insights"]').scrollIntoViewIfNeeded();
    expect((await refreshed).status()).toBe(200);
    await page.locator('[data-island="LiveList"][data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => !document.querySelector('[data-module="Insights"][aria-busy]'));
    const links = await hrefs(page, 'Insights');
    expect(links, path).not.toContain(path);
    expect(links).toHaveLength(Math.min(quantity, total - 1));
    await context.close();
  });

  it('a faculty profile\'s "More faculty in this area" leaves the person out once the page has loaded', async () => {
    const { path, total, quantity } = await topRanked('ProfessorDetail', 'People');
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(demo.site.url + path, { waitUntil: 'networkidle' });
    const links = await hrefs(page, 'People');
    expect(links, path).not.toContain(path);
    expect(links).toHaveLength(Math.min(quantity, total - 1));
    await context.close();
  });
});
