import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest, serializeManifest } from '../../src/publish/manifest/manifest.js';
import { renderDiscoveryFiles } from '../../src/publish/discovery/render-discovery-files.js';
import { siteHeaders, loadPublicFiles } from '../../src/publish/write/shared-files.js';
import { partytownLibFiles } from '../../src/publish/render/integrations.js';
import { loadConfig } from '../../src/config/load-config.js';
import { startApiServer } from '../../server/start-api-server.js';
import type { Site } from '../../src/contract/schemas.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { demoWorkspace, openLocation, renameNewestEnglishArticle } from '../helpers/demo-db.js';
import { startFaultyProxy } from '../helpers/faulty-proxy.js';
import { snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * A one-path rebuild (spec 9) renders again only the sitemap part and feed of the page's
 * language, keeping the other language's entries of the sitemap index as published; what it
 * leaves on disk must still be exactly what the whole manifest gives.
 */
describe('one-path rebuild of an English article', () => {
  it('touches only the page, its language\'s sitemap and feed, the index and the manifest, and they match a full rendering', async () => {
    const { dir, db, out: output } = await demoWorkspace('one-path');
    // The newest English article (it heads the English feed), renamed.
    const path = await renameNewestEnglishArticle(output, db);

    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--path', path, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 1 });
    const after = snapshotTree(output);
    const changed = [...after].filter(([file, entry]) => JSON.stringify(before.get(file)) !== JSON.stringify(entry)).map(([f]) => f).sort();
    const slug = path.slice(1, -1);
    expect(changed).toEqual(['build-manifest.json', 'en/rss.xml', `${slug}/index.html`, `page-data/${slug}/page-data.json`, 'sitemap-en-gb.xml', 'sitemap.xml'].sort());
    expect(readFileSync(join(output, 'en/rss.xml'), 'utf8')).toContain('<title>A renamed article</title>');

    // Every discovery file on disk is what the whole (valid) manifest renders to.
    const manifest = await readManifest(output);
    expect(manifest).not.toBeNull();
    const api = await startApiServer({ dbFile: db });
    const site = (await (await fetch(`${api.url}/site/main`)).json()) as Site;
    await api.close();
    const expected = renderDiscoveryFiles(manifest!.pages, site);
    expect(expected['sitemap.xml']).toContain('sitemap-es-es.xml');
    for (const [file, content] of Object.entries(expected)) expect(readFileSync(join(output, file), 'utf8'), file).toBe(content);
    // The manifest, written back from the text it read with one entry replaced, has the bytes
    // of the whole document serialised at once.
    expect(readFileSync(join(output, 'build-manifest.json'), 'utf8')).toBe(serializeManifest(manifest!));
  }, slow(300_000));

  it('makes _headers again when the page\'s inline sources change, as the whole manifest gives it', async () => {
    const { dir, db, out: output } = await demoWorkspace('one-path-headers');
    const conn = await openLocation(db);
    // A hero's veil is an inline style (style="opacity:0.5"): 0.37 is on no other page.
    const row = (await conn.get<{ id: number; path: string; published_json: string }>("SELECT id, path, published_json FROM pages WHERE locale = 'en_GB' AND status = 'published' AND published_json LIKE '%\"veil\":0.5%' ORDER BY path LIMIT 1"))!;
    await conn.run('UPDATE pages SET published_json = ?, content_hash = ? WHERE id = ?', [row.published_json.replace('"veil":0.5', '"veil":0.37'), 'changed', row.id]);
    await conn.close();
    const headersBefore = readFileSync(join(output, '_headers'), 'utf8');

    const result = await runCli(['build', '--db', db, '--out', output, '--path', row.path, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(join(output, row.path.slice(1), 'index.html'), 'utf8')).toContain('style="opacity:0.37"');
    const headers = readFileSync(join(output, '_headers'), 'utf8');
    expect(headers).not.toBe(headersBefore);
    const manifest = (await readManifest(output))!;
    const api = await startApiServer({ dbFile: db, searchCatchUp: false });
    const site = (await (await fetch(`${api.url}/site/main`)).json()) as Site;
    await api.close();
    const config = await loadConfig({}, process.env, dir);
    expect(headers).toBe(siteHeaders({ ...loadPublicFiles(), ...partytownLibFiles() }, manifest.pages, config, site)['_headers']);
  }, slow(300_000));
});

/**
 * A one-path rebuild reads the page index once, whole (its dependency check compares every page
 * with the manifest: src/publish/manifest/affected-pages.ts), and fetches no page but those it
 * renders when nothing else changed; what it writes is what it wrote before for the same content.
 */
describe('what a one-path rebuild asks the content API', () => {
  it('reads the index once and only the pages it renders, and rewrites nothing when the pages did not change', async () => {
    const { dir, db, out: output } = await demoWorkspace('one-path-index');
    const api = await startApiServer({ dbFile: db, searchCatchUp: false });
    const proxy = await startFaultyProxy(api.url, () => ({ action: 'pass' }));
    try {
      const before = snapshotTree(output);
      const result = await runCli(['build', '--api', proxy.url, '--out', output, '--path', '/en/events/', '--path', '/eventos', '--json'], { cwd: dir });
      expect(result.code, result.stderr).toBe(0);
      expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 2 });
      const indexReads = proxy.requests.filter((r) => /^GET \/site\/main\/pages\b/.test(r));
      expect(indexReads).toEqual(['GET /site/main/pages']);
      expect(proxy.requests.filter((r) => /^GET \/site\/main\/page\//.test(r))).toHaveLength(2);
      expect(jsonSummary(result)).toMatchObject({ rebuilt: ['/en/events/', '/eventos/'], removed: [], affected: { refreshed: 0, windowsAsked: 0, pagesAsked: 0 } });
      const changed = [...snapshotTree(output)].filter(([file, entry]) => JSON.stringify(before.get(file)) !== JSON.stringify(entry)).map(([f]) => f);
      expect(changed.filter((f) => f !== 'build-manifest.json')).toEqual([]);
    } finally {
      await proxy.close();
      await api.close();
    }
  }, slow(300_000));
});

describe('a one-path rebuild and the files on disk', () => {
  it('writes again a page\'s files that were deleted from the output, though the manifest says their bytes are unchanged', async () => {
    const { dir, db, out: output } = await demoWorkspace('one-path-restore');
    // A list page (whose unchanged pages are otherwise kept, not rendered) and a page without a list.
    const files = { '/en/events/': ['en/events/index.html', 'page-data/en/events/page-data.json'], '/en/contact/': ['en/contact/index.html'] };
    const published = new Map(Object.values(files).flat().map((file) => [file, readFileSync(join(output, file))]));
    for (const file of published.keys()) rmSync(join(output, file));
    const result = await runCli(['build', '--db', db, '--out', output, '--path', '/en/events/', '--path', '/en/contact/', '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 2, filesWritten: 3 });
    // The same bytes as published, and the manifest's hashes still theirs.
    for (const [file, bytes] of published) expect(readFileSync(join(output, file)).equals(bytes), file).toBe(true);
    const manifest = (await readManifest(output))!;
    for (const [path, list] of Object.entries(files)) {
      for (const file of list) expect(manifest.pages[path]!.files[file], file).toBe(createHash('sha256').update(readFileSync(join(output, file))).digest('hex'));
    }
  }, slow(300_000));
});

/**
 * A build's embedded API skips the search index's catch-up at start (spec 9: a one-path
 * rebuild's start-up is its budget, a full build's API thread has the pages to serve), yet search
 * stays consistent: the next search brings the language up to date first, so the page just
 * rebuilt is found by its new words.
 */
describe('search after a build', () => {
  it.each([['a one-path rebuild', true], ['a full build', false]])('%s leaves the index to the next search, which finds the rebuilt page by its new title', async (_, onePath) => {
    const { dir, db, out: output } = await demoWorkspace('one-path-search');
    const conn = await openLocation(db);
    const row = (await conn.get<{ id: number; path: string; published_json: string }>("SELECT id, path, published_json FROM pages WHERE locale = 'en_GB' AND template_type = 'BlogDetail' AND status = 'published' ORDER BY path LIMIT 1"))!;
    const stampOf = async () => (await conn.get<{ stamp: string }>('SELECT stamp FROM search_docs WHERE page_id = ?', [row.id]))?.stamp;
    const stamp = await stampOf();
    expect(stamp).toBeDefined();
    const json = JSON.parse(row.published_json);
    json.title = 'Quokkaburst weekend';
    // Written as another process would, without the API (so without its search update).
    await conn.run('UPDATE pages SET published_json = ?, title = ?, content_hash = ?, modified = ? WHERE id = ?', [JSON.stringify(json), json.title, 'changed', '2030-01-02T03:04:05.000Z', row.id]);

    const result = await runCli(['build', '--db', db, '--out', output, ...(onePath ? ['--path', row.path] : []), '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject(onePath ? { mode: 'incremental', rendered: 1 } : { rendered: 1 });
    expect(readFileSync(join(output, row.path.slice(1), 'index.html'), 'utf8')).toContain('Quokkaburst weekend');
    // The rebuild's API did not catch the index up…
    expect(await stampOf()).toBe(stamp);
    await conn.close();

    // …and the next search does, before it answers.
    const api = await startApiServer({ dbFile: db, searchCatchUp: false });
    try {
      const answer = await fetch(`${api.url}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'quokkaburst', lang: 'en_GB', site: 'main' }) });
      expect(answer.status).toBe(200);
      const found = (await answer.json()) as { items: { path: string }[] };
      expect(found.items.map((i) => i.path)).toContain(row.path);
    } finally {
      await api.close();
    }
  }, slow(300_000));
});
