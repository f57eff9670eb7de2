import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createToken } from '../../server/tokens.js';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { brokenLinkMessage, brokenLinks } from '../../src/publish/discovery/check-links.js';
import type { RedirectRule } from '../../src/publish/discovery/redirects.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, demoWorkspace, openLocation, startApiOn } from '../helpers/demo-db.js';
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

/**
 * A link to an old path of the redirect table (spec 2) is followed as a visitor's browser
 * follows it (DESIGN.md 10: no link breaks when a page moves): one that ends at a published page
 * is not broken; one whose path is gone (410), or whose redirects end at nothing published, is,
 * and the warning says where it went. Through the API, as the editor's move and unpublish make
 * the table, in `--path` builds and full ones.
 */
describe('links to old paths of the redirect table', () => {
  it('a moved page\'s old path is not a broken link; a gone path and a redirect to a page since unpublished are, named with the page and the link', async () => {
    const { dir, db, out } = await demoWorkspace('links-redirects');
    const build = (target: string, extra: string[] = []) => runCli(['build', '--db', db, '--out', target, '--no-warm-images', '--json', ...extra], { cwd: dir });
    const manifest = (await readManifest(out))!;
    const linking = (path: string) => Object.entries(manifest.pages).filter(([, p]) => p.facts.links?.includes(path)).map(([from]) => from);
    const admission = linking('/proceso-de-admision/');
    expect(admission.length).toBeGreaterThan(1);
    expect(linking('/tarifas-y-becas/')).toEqual(['/']);

    const conn = await openLocation(db);
    const editor = await createToken(conn, 'editor', 'links-redirects');
    const api = await startApiOn(conn);
    const post = async (path: string, body?: unknown) => {
      const answer = await fetch(`${api.base}/site/main${path}`, {
        method: 'POST', headers: { authorization: `Bearer ${editor}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    };
    const idOf = async (path: string) => (await conn.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))!.id;
    try {
      // The admission page moves: its old path is a 301 to the new one, which the pages linking to it reach.
      await post(`/page/${await idOf('/proceso-de-admision/')}/move`, { slug: 'admision' });
      const moved = await build(out, ['--path', '/admision/']);
      expect(moved.code, moved.stderr).toBe(0);
      expect(jsonSummary(moved)).toMatchObject({ mode: 'incremental', warnings: 0, removed: ['/proceso-de-admision/'] });
      expect(moved.stderr).not.toContain('links to /proceso-de-admision/');
      const full = await build(join(dir, 'fresh'));
      expect(full.code, full.stderr).toBe(0);
      expect(jsonSummary(full)).toMatchObject({ mode: 'full', warnings: 0 });

      // A page marked gone (410): the page that links to it is told.
      await post(`/page/${await idOf('/tarifas-y-becas/')}/unpublish`, { gone: true });
      const gone = await build(out, ['--path', '/tarifas-y-becas/']);
      expect(gone.code, gone.stderr).toBe(0);
      expect(gone.stderr).toContain('warning: page /: links to /tarifas-y-becas/, which is gone (410 in the redirect table');

      // The moved page unpublished with nothing to send its visitors to: its old path's 301 now ends nowhere.
      await post(`/page/${await idOf('/admision/')}/unpublish`);
      const nowhere = await build(out, ['--path', '/admision/']);
      expect(nowhere.code, nowhere.stderr).toBe(0);
      for (const page of admission.filter((p) => p !== '/tarifas-y-becas/')) {
        expect(nowhere.stderr).toContain(`warning: page ${page}: links to /proceso-de-admision/, which redirects to /admision/, which is not published`);
      }

      const strict = await build(join(dir, 'strict'), ['--strict']);
      expect(strict.code).not.toBe(0);
      expect(jsonSummary(strict)).toMatchObject({ ok: false, error: { code: 'LINKS_BROKEN' } });
      expect(strict.stdout + strict.stderr).toContain('page /: links to /tarifas-y-becas/, which is gone');
      expect(strict.stdout + strict.stderr).toContain(`page ${admission[0]}: links to /proceso-de-admision/, which redirects to /admision/, which is not published`);
    } finally {
      await api.close();
      await conn.close();
    }
  }, slow(600_000));
});

describe('which links resolve through the redirect table (brokenLinks)', () => {
  const pages = new Map([['/', { listPages: 1 }], ['/museo/', { listPages: 1 }], ['/blog/', { listPages: 3 }]]);
  const rule = (from: string, to: string, status = 301, caseInsensitive = false): RedirectRule => ({ from, to, status, caseInsensitive });
  const rules = [
    rule('/museo-antiguo/', '/museo/'), rule('/Cursos/', '/blog/?tema=1#lista', 308, true), rule('/primero/', '/museo-antiguo/'),
    rule('/socios/', 'https://partner.example/'),
    rule('/clubes/', '', 410), rule('/a-clubes/', '/clubes/'), rule('/borrador-viejo/', '/borrador/'), rule('/ida/', '/vuelta/'), rule('/vuelta/', '/ida/'),
  ];
  const check = (...links: string[]) => brokenLinks([['/x/', { links }]], (p) => pages.get(p), () => false, rules);

  it('a path redirected (301, 308, any case when the rule says so, through another redirect) to a published page, or to another site, resolves', () => {
    expect(check('/museo-antiguo/', '/museo-antiguo', '/cursos/', '/CURSOS', '/primero/', '/socios/')).toEqual([]);
  });

  it('a gone path, a redirect to a gone path or to a page not published, and a loop do not, and the warning says where the link went', () => {
    const broken = check('/clubes/', '/a-clubes/', '/borrador-viejo/', '/ida/');
    expect(broken.map(brokenLinkMessage)).toEqual([
      'page /x/: links to /clubes/, which is gone (410 in the redirect table: its page was unpublished for good)',
      'page /x/: links to /a-clubes/, which redirects to /clubes/, which is gone (410 in the redirect table: its page was unpublished for good)',
      'page /x/: links to /borrador-viejo/, which redirects to /borrador/, which is not published (a draft, unpublished or missing page, or a mistyped path)',
      'page /x/: links to /ida/, which redirects to /vuelta/, which redirects to /ida/: the redirect table goes round in a circle there, to no page',
    ]);
  });
});
