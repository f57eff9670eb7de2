import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { htmlFileFor } from '../../src/contract/paths.js';
import { distributorCalls } from '../../src/publish/fetch/resolve-distributors.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { copyDemo } from '../helpers/demo-db.js';

/** A page is never its own related item (spec 7, distributor `related`): in the build and in the API. */

const out = () => inject('demoOutput');

/** The hrefs of the cards of every distributor module (`<section class="distributor …">`) in a page's HTML. */
function distributorLinks(html: string): string[][] {
  const sections = html.match(/<section\b[^>]*\bclass="distributor\b[^"]*"[^>]*>[\s\S]*?<\/section>/g) ?? [];
  return sections.map((section) => [...section.matchAll(/\bhref="([^"]*)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), 'http://site.invalid').pathname));
}

describe('related lists in the built demo site', () => {
  it('no page lists itself in any of its distributor modules (all pages)', () => {
    const pages = Object.keys(JSON.parse(readFileSync(join(out(), 'build-manifest.json'), 'utf8')).pages as Record<string, unknown>);
    let lists = 0;
    let links = 0;
    const selfListed: string[] = [];
    for (const path of pages) {
      const found = distributorLinks(readFileSync(join(out(), htmlFileFor(path)), 'utf8'));
      lists += found.length;
      links += found.flat().length;
      if (found.some((hrefs) => hrefs.includes(path))) selfListed.push(path);
    }
    // The check must have something to check: every detail page carries a related list.
    expect(pages.length).toBeGreaterThanOrEqual(1200);
    expect(lists).toBeGreaterThan(1000);
    expect(links).toBeGreaterThan(3000);
    expect(selfListed, `${selfListed.length} of ${pages.length} pages (${lists} lists, ${links} links) list themselves, e.g. ${selfListed.slice(0, 5).join(', ')}`).toEqual([]);
  });

  it('the build asks a distributor that could list the page without it (related = the page id), unless the module names one; other lists keep one body for every page', () => {
    const module = (data: Record<string, unknown>) => ({ component: 'People', data });
    const auto = { mode: 'auto', quantity: 4, sources: [{ structuredData: 'TEACHERS' }] };
    const news = { mode: 'auto', quantity: 3, sources: [{ structuredData: 'NEWS' }] };
    const page = { id: 1234, locale: 'en_GB', structuredData: 'TEACHERS', template: { mainSection: { modules: [module(auto), module({ mode: 'manual', fixed: [1, 2] }), module({ ...auto, related: 77 }), module(news)] } } };
    expect(distributorCalls(page).calls.map((c) => (c.data as { related?: number }).related)).toEqual([1234, 1234, 77, undefined]);
    // A page with no item of its own (a section page) meets itself in no list.
    expect(distributorCalls({ ...page, structuredData: null }).calls.map((c) => (c.data as { related?: number }).related)).toEqual([undefined, undefined, 77, undefined]);
    // The page's own stored module is left as the editor wrote it.
    expect(page.template.mainSection.modules[0]!.data).not.toHaveProperty('related');
  });
});

describe('content API: a distributor never answers the page it sits on', () => {
  let api: RunningApi;
  const get = async (path: string) => (await (await fetch(api.url + path)).json()) as any;
  const post = async (body: unknown) => {
    const res = await fetch(`${api.url}/site/main/distributor`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en_GB' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  beforeAll(async () => {
    api = await startApiServer({ dbFile: await copyDemo('related') });
  });
  afterAll(() => api.close());

  it('auto mode leaves out the item of the related page and still answers the requested quantity', async () => {
    const teachers = (await get('/list/v2/TEACHERS/?site=main&lang=en_GB&order=alpha-ASC&items=5')).items as any[];
    expect(teachers).toHaveLength(5);
    const self = teachers[0];
    const res = await post({ mode: 'auto', order: 'alpha-ASC', quantity: 4, related: self.relatedPage.pageId, sources: [{ structuredData: 'TEACHERS' }] });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.id)).toEqual(teachers.slice(1).map((i) => i.id));
  });

  it('manual mode leaves out the item of the related page and fills the quantity from the other chosen items', async () => {
    const programs = (await get('/list/v2/PROGRAMS/?site=main&lang=en_GB&order=alpha-ASC&items=4')).items as any[];
    expect(programs).toHaveLength(4);
    const self = programs[1];
    const res = await post({ mode: 'manual', quantity: 3, related: self.relatedPage.pageId, fixed: programs.map((p) => p.id) });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.id)).toEqual([programs[0].id, programs[2].id, programs[3].id]);
    expect(res.body.totalItems).toBe(3);
  });

  it('the list API leaves out an excluded item (what a refreshed list asks) at the requested number of items', async () => {
    const all = (await get('/list/v2/BLOG/?site=main&lang=en_GB&items=4')).items as any[];
    const without = (await get(`/list/v2/BLOG/?site=main&lang=en_GB&items=3&exclude=${all[0].id}`)).items as any[];
    expect(without.map((i) => i.id)).toEqual(all.slice(1).map((i) => i.id));
  });
});
