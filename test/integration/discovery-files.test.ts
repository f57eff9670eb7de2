// @vitest-environment jsdom
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pagesAsBuilt } from '../helpers/built-pages.js';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { openSql } from '../../server/sql/open-sql.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { filesOfPage, htmlFileFor } from '../../src/contract/paths.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { parseXml, texts, XHTML_NS } from '../helpers/parse-xml.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';

const DOMAIN = 'https://www.edte.example';
const out = () => inject('demoOutput');
const read = (file: string, dir = out()) => readFileSync(join(dir, file), 'utf8');
/** https://www.edte.example/en/x/ → /en/x/ */
const pathOf = (url: string) => {
  expect(url.startsWith(`${DOMAIN}/`), url).toBe(true);
  return url.slice(DOMAIN.length);
};

interface Listed { path: string; lastmod: string; alternates: { hreflang: string; href: string }[] }

/** Every URL of every sitemap the index lists. */
function readSitemaps(dir = out()): Map<string, Listed> {
  const listed = new Map<string, Listed>();
  for (const loc of texts(parseXml(read('sitemap.xml', dir)), 'sitemap', 'loc')) {
    const doc = parseXml(read(pathOf(loc).slice(1), dir));
    for (const url of doc.getElementsByTagName('url')) {
      const child = (name: string) => [...url.children].find((c) => c.localName === name)?.textContent ?? '';
      const alternates = [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((l) => ({ hreflang: l.getAttribute('hreflang')!, href: l.getAttribute('href')! }));
      const path = pathOf(child('loc'));
      expect(listed.has(path), `${path} listed twice`).toBe(false);
      listed.set(path, { path, lastmod: child('lastmod'), alternates });
    }
  }
  return listed;
}

/** robots meta, canonical and hreflang links of every page folder of the output. */
function readPages(dir = out()): Map<string, { robots: string; canonical: string; hreflang: string[] }> {
  const files = fg.sync('**/index.html', { cwd: dir, ignore: ['page-data/**', '_sitegen/**', '~partytown/**'] });
  return new Map(files.map((file) => {
    const html = read(file, dir);
    const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';
    const hreflang = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => `${m[1]} ${m[2]}`);
    return [`/${file.slice(0, -'index.html'.length)}`, { robots, canonical, hreflang }];
  }));
}

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer({ dbFile: await copyDemo('discovery') });
});
afterAll(() => api.close());

describe('sitemaps of the demo build', () => {
  it('has an index at /sitemap.xml listing per-language files that exist, each a urlset with xhtml:link', () => {
    const index = parseXml(read('sitemap.xml'));
    const locs = texts(index, 'sitemap', 'loc');
    expect(locs).toEqual([`${DOMAIN}/sitemap-es-es.xml`, `${DOMAIN}/sitemap-en-gb.xml`]);
    for (const loc of locs) {
      const doc = parseXml(read(pathOf(loc).slice(1)));
      expect(doc.documentElement.localName).toBe('urlset');
      expect(doc.documentElement.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
      expect(doc.getElementsByTagName('url').length).toBeGreaterThan(500);
    }
    const newest = (file: string) => texts(parseXml(read(file)), 'url', 'lastmod').sort().at(-1);
    expect(texts(index, 'sitemap', 'lastmod')).toEqual([newest('sitemap-es-es.xml'), newest('sitemap-en-gb.xml')]);
  });

  it('lists exactly the indexable pages of the output: every URL is a page with robots index and its own canonical, and every such page is listed', () => {
    const listed = readSitemaps();
    const pages = readPages();
    for (const path of listed.keys()) {
      expect(pages.get(path), `${path} has no page in the output`).toBeDefined();
      expect(pages.get(path)!.robots, path).toMatch(/^index,/);
    }
    const indexable = [...pages].filter(([path, p]) => p.robots.startsWith('index,') && p.canonical === DOMAIN + path).map(([path]) => path).sort();
    expect([...listed.keys()].sort()).toEqual(indexable);
    // What the rule leaves out is really there to leave out.
    for (const path of ['/404/', '/en/404/', '/500/', '/en/500/']) {
      expect(pages.has(path), path).toBe(true);
      expect(listed.has(path), path).toBe(false);
    }
    // The search page is an ordinary page (its results state is noindex only in the browser).
    for (const path of ['/buscar/', '/en/search/']) expect(listed.has(path), path).toBe(true);
    // Paginated list pages are their own canonicals, so they are listed.
    expect(listed.has('/blog/2/')).toBe(true);
  });

  it('declares reciprocal alternates (A lists B exactly when B lists A, the same set) with x-default = the Spanish page, exactly those of the page\'s head', () => {
    const listed = readSitemaps();
    const pages = readPages();
    for (const [path, url] of listed) expect(url.alternates.map((a) => `${a.hreflang} ${a.href}`).sort(), path).toEqual([...pages.get(path)!.hreflang].sort());
    let pairs = 0;
    for (const [path, url] of listed) {
      if (url.alternates.length === 0) continue;
      expect(url.alternates.map((a) => a.href), path).toContain(DOMAIN + path);
      const spanish = url.alternates.find((a) => a.hreflang === 'es-ES')!;
      expect(url.alternates.find((a) => a.hreflang === 'x-default')?.href, path).toBe(spanish.href);
      for (const other of url.alternates.filter((a) => a.hreflang !== 'x-default' && a.href !== DOMAIN + path)) {
        const back = listed.get(pathOf(other.href));
        expect(back, `${path} → ${other.href} is not listed`).toBeDefined();
        const sorted = (a: Listed['alternates']) => a.map((x) => `${x.hreflang} ${x.href}`).sort();
        expect(sorted(back!.alternates), `${other.href} ↔ ${path}`).toEqual(sorted(url.alternates));
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(1000);
    expect(listed.get('/en/')!.alternates).toContainEqual({ hreflang: 'x-default', href: `${DOMAIN}/` });
  });

  it('gives each URL the lastmod of the page\'s modified date from the API (a list\'s pages 2… that of the list)', async () => {
    const index = await (await fetch(`${api.url}/site/main/pages`)).json() as { items: { path: string; modified: string }[] };
    const modified = new Map(index.items.map((i) => [i.path, i.modified]));
    const listed = readSitemaps();
    for (const [path, url] of listed) {
      const own = modified.get(path) ?? modified.get(path.replace(/\d+\/$/, ''));
      expect(own, path).toBeDefined();
      expect(url.lastmod, path).toBe(new Date(own!).toISOString());
    }
    // Real dates of the content, not one build time.
    expect(new Set([...listed.values()].map((u) => u.lastmod)).size).toBeGreaterThan(100);
  });
});

describe('robots.txt and feeds of the demo build', () => {
  it('robots.txt allows crawling and points to the sitemap index by its absolute URL', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\nSitemap: ${DOMAIN}/sitemap.xml\n`);
  });

  it('publishes an RSS feed per language with the latest news and articles, each linking to a page of the output', async () => {
    for (const [file, language, prefix] of [['rss.xml', 'es-ES', ''], ['en/rss.xml', 'en-GB', '/en']] as const) {
      const doc = parseXml(read(file));
      expect(doc.getElementsByTagName('language')[0]!.textContent, file).toBe(language);
      expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!.getAttribute('href')).toBe(`${DOMAIN}/${file}`);
      const links = texts(doc, 'item', 'link');
      expect(links, file).toHaveLength(50);
      const built = await pagesAsBuilt(links.map(pathOf));
      const templates = new Set<string>();
      const dates = texts(doc, 'item', 'pubDate').map((d) => Date.parse(d));
      expect(dates, file).toEqual([...dates].sort((a, b) => b - a));
      for (const link of links) {
        const path = pathOf(link);
        expect(path.startsWith(`${prefix}/`), link).toBe(true);
        expect(existsSync(join(out(), htmlFileFor(path))), link).toBe(true);
        const page = built.get(path)!;
        templates.add(page.template.templateType);
        expect(Date.parse(page.published), link).toBe(dates[links.indexOf(link)]);
        expect(texts(doc, 'item', 'description')[links.indexOf(link)], link).toBe(page.metaDescription);
        expect(texts(doc, 'item', 'title')[links.indexOf(link)], link).toBe(page.title);
      }
      expect([...templates].sort(), file).toEqual(['BlogDetail', 'NewsDetail']);
    }
  });

  it('is served by sitegen serve as XML and plain text', async () => {
    const db = await openSql(inject('demoDb'));
    const server = await startStaticServer({ root: out(), api: { prefix: '/_api', handler: createApiHandler(new ContentStore(db)) } });
    try {
      for (const [path, type] of [['/sitemap.xml', 'application/xml'], ['/en/rss.xml', 'application/xml'], ['/robots.txt', 'text/plain']] as const) {
        const res = await fetch(server.url + path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toContain(type);
      }
    } finally {
      await server.close();
      await db.close();
    }
  });
});

describe('sitemap and feeds in later builds', () => {
  async function scratch(name: string) {
    const db = await copyDemo(name);
    const dir = mkdtempSync(join(tmpdir(), `sitegen-${name}-out-`));
    const output = join(dir, 'output');
    copyOutput(out(), output);
    return { dir, db, output };
  }
  const changedFiles = (before: ReturnType<typeof snapshotTree>, after: ReturnType<typeof snapshotTree>) =>
    [...after].filter(([file, entry]) => JSON.stringify(before.get(file)) !== JSON.stringify(entry)).map(([f]) => f).sort();

  it('--path of an edited news page updates its lastmod and feed item and rewrites no other page', async () => {
    const { dir, db, output } = await scratch('discovery-path');
    const conn = await openLocation(db);
    const row = (await conn.get<{ id: number; path: string; published_json: string }>("SELECT id, path, published_json FROM pages WHERE template_type = 'NewsDetail' AND locale = 'es_ES' ORDER BY published DESC, id LIMIT 1"))!;
    expect(read('rss.xml')).toContain(`<link>${DOMAIN}${row.path}</link>`);
    const title = 'Cambio de <fecha> & "sede"';
    const modified = '2031-02-03T04:05:06.000Z';
    await conn.run('UPDATE pages SET published_json = ?, title = ?, modified = ?, content_hash = ? WHERE id = ?',
      [JSON.stringify({ ...JSON.parse(row.published_json), title }), title, modified, 'edited', row.id]);
    await conn.close();
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--path', row.path, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 1 });
    // Besides the page's own files (whatever of them the edit changed): only what depends on it.
    const changed = changedFiles(before, snapshotTree(output)).filter((f) => !filesOfPage(row.path).includes(f));
    expect(changed).toEqual(['build-manifest.json', 'rss.xml', 'sitemap-es-es.xml', 'sitemap.xml']);
    expect(readSitemaps(output).get(row.path)!.lastmod).toBe(modified);
    expect(texts(parseXml(read('sitemap.xml', output)), 'sitemap', 'lastmod')[0]).toBe(modified);
    const feed = parseXml(read('rss.xml', output));
    const item = [...feed.getElementsByTagName('item')].find((i) => i.getElementsByTagName('link')[0]!.textContent === DOMAIN + row.path)!;
    expect(item.getElementsByTagName('title')[0]!.textContent).toBe(title);
  });

  it('a full build after only a modified date changed renders that page again, rewrites the sitemap and changes no other file', async () => {
    const { dir, db, output } = await scratch('discovery-full');
    const conn = await openLocation(db);
    const path = '/museo/';
    const modified = '2030-06-07T08:09:10.000Z';
    await conn.run('UPDATE pages SET modified = ? WHERE path = ?', [modified, path]);
    await conn.close();
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    // Written again, the page may carry other dates (its publication among them, which the
    // index does not give): rendered again, its files are the same bytes, linked, not rewritten.
    expect(jsonSummary(result)).toMatchObject({ mode: 'full', rendered: 1 });
    const changed = changedFiles(before, snapshotTree(output));
    expect(changed).toEqual(['build-manifest.json', 'sitemap-es-es.xml', 'sitemap.xml']);
    expect(readSitemaps(output).get(path)!.lastmod).toBe(modified);
  });

  it('a modified date that is not a date fails the build naming the page and field, and leaves the output as it was', async () => {
    const { dir, db, output } = await scratch('discovery-bad-date');
    const conn = await openLocation(db);
    await conn.run("UPDATE pages SET modified = 'last Tuesday', content_hash = 'edited' WHERE path = '/museo/'");
    await conn.close();
    const before = snapshotTree(output);
    for (const args of [['--path', '/museo/'], []]) {
      const result = await runCli(['build', '--db', db, '--out', output, ...args], { cwd: dir });
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain('page /museo/ › modified: "last Tuesday" is not a date');
      expect(snapshotTree(output)).toEqual(before);
    }
  });
});
