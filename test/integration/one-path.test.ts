import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../src/build/manifest.js';
import { renderDiscoveryFiles } from '../../src/build/render-discovery-files.js';
import { startApiServer } from '../../server/start-api-server.js';
import type { Site } from '../../src/contract/schemas.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';

/**
 * A one-path rebuild (spec 9) renders again only the sitemap part and feed of the page's
 * language, keeping the other language's entries of the sitemap index as published; what it
 * leaves on disk must still be exactly what the whole manifest gives.
 */
describe('one-path rebuild of an English article', () => {
  it('touches only the page, its language\'s sitemap and feed, the index and the manifest, and they match a full rendering', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-one-path-'));
    const db = join(dir, 'site.db');
    copyFileSync(inject('demoDb'), db);
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    // The newest English article: it heads the English feed.
    const feed = readFileSync(join(output, 'en/rss.xml'), 'utf8');
    const path = new URL(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/.exec(feed)![1]!).pathname;
    const conn = new Database(db);
    const row = conn.prepare('SELECT id, published_json FROM pages WHERE path = ?').get(path) as { id: number; published_json: string };
    const json = JSON.parse(row.published_json);
    json.title = 'A renamed article';
    conn.prepare('UPDATE pages SET published_json = ?, content_hash = ?, modified = ? WHERE id = ?').run(JSON.stringify(json), 'changed', '2030-01-02T03:04:05.000Z', row.id);
    conn.close();

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
  }, 300_000);
});
