import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { runCli } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';
import { copyOutput } from '../helpers/tree.js';

/**
 * A Publish is two steps, the API's and the output folder's rebuild; a preview stopped between
 * them (killed, the machine restarted) left the output behind the API until someone rebuilt. The
 * preview's next start in editor mode brings the output up to what the API publishes.
 */
describe('the preview\'s start in editor mode', () => {
  it('rebuilds the pages where the output is behind the API: a page published since, and one unpublished since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-catch-up-'));
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const db = await copyDemo('catch-up');
    const conn = await openLocation(db);
    // What the API holds after a Publish whose rebuild never ran: a new published version of the
    // museum page, and the English museum page unpublished.
    const museum = (await conn.get<{ id: number; published_json: string }>("SELECT id, published_json FROM pages WHERE path = '/museo/'"))!;
    const json = JSON.parse(museum.published_json);
    json.metaTitle = 'Museo del diseño (publicado sin reconstruir)';
    await conn.run('UPDATE pages SET published_json = ?, content_hash = ?, modified = ? WHERE id = ?', [JSON.stringify(json), 'published-while-down', '2026-11-28T10:00:00.000Z', museum.id]);
    await conn.run("UPDATE pages SET status = 'draft', published_json = NULL WHERE path = '/en/museo/'");
    await conn.close();
    expect(readFileSync(join(output, 'museo/index.html'), 'utf8')).not.toContain('publicado sin reconstruir');
    expect(existsSync(join(output, 'en/museo/index.html'))).toBe(true);

    const config = await loadConfig({ db, outDir: output }, {}, dir);
    const preview = await startPreview(config, { path: '/contacto/', mode: 'editor', port: 0 });
    try {
      expect((await preview.converged).sort()).toEqual(['/en/museo/', '/museo/']);
      expect(readFileSync(join(output, 'museo/index.html'), 'utf8')).toContain('publicado sin reconstruir');
      expect(existsSync(join(output, 'en/museo/index.html'))).toBe(false);
      const manifest = (await readManifest(output))!;
      expect(manifest.pages['/en/museo/']).toBeUndefined();
      expect(manifest.pages['/museo/']!.hash).not.toBe(JSON.parse(readFileSync(join(inject('demoOutput'), 'build-manifest.json'), 'utf8')).pages['/museo/'].hash);
    } finally {
      await preview.close();
    }

    // Started again on the converged output: nothing to do.
    const again = await startPreview(config, { path: '/contacto/', mode: 'editor', port: 0 });
    try {
      expect(await again.converged).toEqual([]);
    } finally {
      await again.close();
    }
  }, slow(120_000));
});

/**
 * A scheduled publish reaches visitors (DESIGN 10, spec 4): while it runs, editor mode keeps the
 * output up to date with the API and the clock, as production's `sitegen build --due` timer does,
 * so a schedule the API makes live is in the output within the interval, not at the next
 * Publish. Here the interval is 2 s (`--catch-up 2`); the default is 30.
 */
describe('the preview in editor mode while it runs', () => {
  it('a page scheduled a few seconds ahead is in the output soon after it is due, with no Publish and no build run by hand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-catch-up-'));
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const db = await copyDemo('catch-up-due');
    const token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía', '--db', db])).stdout.trim();
    const config = await loadConfig({ db, outDir: output }, {}, dir);
    const said = vi.spyOn(process.stderr, 'write');
    const preview = await startPreview(config, { path: '/clubes/', mode: 'editor', port: 0, catchUpSeconds: 2 });
    try {
      const base = new URL(preview.url).origin;
      const api = (path: string, init: RequestInit = {}) => fetch(`${base}/_api/site/main${path}`, {
        ...init, headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers as Record<string, string> },
      });
      const file = join(output, 'en/clubs/index.html');
      const { id } = await (await fetch(`${base}/__preview/draft?path=/en/clubs/`, { headers: { authorization: `Bearer ${token}` } })).json() as { id: number };
      const page = await (await api(`/page/${id}?draft=1`)).json() as Record<string, unknown> & { version: string };
      const title = 'Clubs and societies for the spring term';
      const saved = await api(`/page/${id}`, { method: 'PUT', headers: { 'if-match': page.version }, body: JSON.stringify({ ...page, title, metaTitle: `${title} | EDTE` }) });
      expect(saved.status).toBe(200);
      const { version } = await saved.json() as { version: string };
      const due = new Date(Date.now() + 4000).toISOString();
      expect((await api(`/page/${id}/schedule`, { method: 'PUT', headers: { 'if-match': version }, body: JSON.stringify({ at: due }) })).status).toBe(200);
      // Saved and scheduled, not yet due: the output still shows the live page.
      expect(readFileSync(file, 'utf8')).not.toContain(title);
      await expect.poll(() => readFileSync(file, 'utf8').includes(`<title>${title} | EDTE</title>`), { timeout: slow(30_000), interval: 500 }).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(due));
      // Said once the catch-up's build ends, which can be a moment after its files are written.
      await expect.poll(() => said.mock.calls.map(([text]) => String(text)).join(''), { timeout: slow(10_000) }).toMatch(/page\(s\) of .* brought up to date with the API and the date \(.*\/en\/clubs\//);
    } finally {
      said.mockRestore();
      await preview.close();
    }
  }, slow(60_000));
});
