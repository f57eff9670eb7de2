import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
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
