import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { brokenLinks } from '../../src/publish/discovery/check-links.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * A page whose content links to a page that is not published gets a warning naming the page and
 * the link (spec: links do not break silently); `--strict` makes it an error that leaves the output
 * as it was. The demo links nowhere it should not.
 */
describe('links to pages that are not published', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-links-'));
  const build = (db: string, out: string, extra: string[] = []) => runCli(['build', '--db', db, '--out', out, '--no-warm-images', '--json', ...extra], { cwd: dir });

  it('are none in the demo; each page records its links; one edited to lead nowhere is a warning, an error with --strict, in full and one-path builds', async () => {
    const db = await copyDemo('links');
    const out = join(dir, 'output');
    const clean = await build(db, out);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stderr).not.toContain('which is not published');
    const manifest = (await readManifest(out))!;
    expect(manifest.pages['/']!.facts.links).toContain('/nuestro-campus/');

    // The home page's link to the campus page, mistyped, and a link to a page 99 of the blog.
    const sql = await openLocation(db);
    const changed = await sql.run("UPDATE pages SET published_json = replace(replace(published_json, '\"/nuestro-campus/\"', '\"/nuestro-campus-antiguo/\"'), '\"/tarifas-y-becas/\"', '\"/blog/99/\"'), content_hash = content_hash || '-edited' WHERE path = '/'");
    expect(changed.changes).toBe(1);
    await sql.close();

    const before = snapshotTree(out);
    const strict = await build(db, out, ['--strict']);
    expect(strict.code).not.toBe(0);
    expect(jsonSummary(strict)).toMatchObject({ ok: false, error: { code: 'LINKS_BROKEN' } });
    expect(strict.stdout + strict.stderr).toContain('page /: links to /nuestro-campus-antiguo/, which is not published');
    expect(snapshotTree(out), 'a refused build leaves the output as it was').toEqual(before);

    const onePath = await build(db, out, ['--path', '/']);
    expect(onePath.code, onePath.stderr).toBe(0);
    expect(jsonSummary(onePath)).toMatchObject({ mode: 'incremental', rendered: 1, warnings: 2 });
    expect(onePath.stderr).toContain('warning: page /: links to /nuestro-campus-antiguo/, which is not published');
    expect(onePath.stderr).toContain('warning: page /: links to /blog/99/, which is not published');

    // A page unpublished and its path rebuilt: the pages that link to it are named.
    const linking = Object.entries(manifest.pages).filter(([, p]) => p.facts.links?.includes('/proceso-de-admision/')).map(([path]) => path);
    expect(linking.length).toBeGreaterThan(1);
    const unpublish = await openLocation(db);
    await unpublish.run("UPDATE pages SET status = 'unpublished' WHERE path = '/proceso-de-admision/'");
    await unpublish.close();
    const removed = await build(db, out, ['--path', '/proceso-de-admision/']);
    expect(removed.code, removed.stderr).toBe(0);
    for (const path of linking) expect(removed.stderr).toContain(`warning: page ${path}: links to /proceso-de-admision/, which is not published`);
    await (async () => { const again = await openLocation(db); await again.run("UPDATE pages SET status = 'published' WHERE path = '/proceso-de-admision/'"); await again.close(); })();

    const full = await build(db, join(dir, 'fresh'));
    expect(full.code, full.stderr).toBe(0);
    expect(jsonSummary(full)).toMatchObject({ mode: 'full', warnings: 2 });
    expect(full.stderr).toContain('warning: page /: links to /nuestro-campus-antiguo/, which is not published');
  }, slow(600_000));
});

describe('which links resolve (brokenLinks)', () => {
  const pages = new Map([['/', { listPages: 1 }], ['/blog/', { listPages: 3 }], ['/eventos/feria/', { listPages: 1 }]]);
  const files = new Set(['descargas/catalogo.pdf', 'eventos/feria/feria.ics']);
  const check = (...links: string[]) => brokenLinks([['/x/', { links }]], (p) => pages.get(p), (f) => files.has(f)).map((b) => b.link);

  it('a published page (with or without its slash), a list\'s pages 2…n, a published file and what the image host and API serve resolve', () => {
    expect(check('/', '/blog/', '/blog', '/blog/2/', '/blog/3/', '/descargas/catalogo.pdf', '/eventos/feria/feria.ics', '/_img/a.jpg', '/_api/forms/basic')).toEqual([]);
  });

  it('a page that is not published, a list page past its last, page 1 by number and a missing file do not', () => {
    expect(check('/borrador/', '/blog/4/', '/blog/1/', '/descargas/otro.pdf', '/%E0%A4%A/')).toEqual(['/borrador/', '/blog/4/', '/blog/1/', '/descargas/otro.pdf', '/%E0%A4%A/']);
  });
});
