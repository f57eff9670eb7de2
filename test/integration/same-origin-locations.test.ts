import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { copyDemo } from '../helpers/demo-db.js';
import { expectSameOrigin, hostilePaths, rawGet } from '../helpers/hostile-paths.js';

/**
 * Every Location the site's servers answer stays on the site (spec 2: the trailing slash is
 * added, old paths redirect — on the site). A browser follows "//host/…", "/\host/…" and a path
 * whose tab or newline it strips into "//host" to another host, so a Location must start with
 * exactly one "/" followed by neither "/" nor "\", and hold no control character.
 */

describe('sitegen serve: every Location stays on the site', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  let hostile: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    server = await startStaticServer({ root: inject('demoOutput') });
    // A site whose redirects.json was edited by hand (a build refuses such rules): serve must not follow them off the site.
    const root = mkdtempSync(join(tmpdir(), 'sitegen-locations-'));
    mkdirSync(join(root, 'clubes'));
    writeFileSync(join(root, 'index.html'), '<!DOCTYPE html><title>home</title>');
    writeFileSync(join(root, 'clubes', 'index.html'), '<!DOCTYPE html><title>clubes</title>');
    writeFileSync(join(root, 'redirects.json'), JSON.stringify({ rules: [
      { from: '/a/', to: '//evil.com/', status: 301, caseInsensitive: false },
      { from: '/b/', to: '/\\evil.com/', status: 301, caseInsensitive: false },
      { from: '/c/', to: '/\t/evil.com/', status: 301, caseInsensitive: false },
      { from: '/d/', to: 'javascript:alert(1)', status: 301, caseInsensitive: false },
      { from: '/e/', to: '/clubes/?from=old', status: 301, caseInsensitive: false },
      { from: '/f/', to: 'https://partner.example/x', status: 302, caseInsensitive: false },
    ] }));
    hostile = await startStaticServer({ root });
  });
  afterAll(async () => {
    await server?.close();
    await hostile?.close();
  });

  it('GET /.//clubes redirects to /clubes/, not to //clubes/ (another host)', async () => {
    const answer = await rawGet(server.url, '/.//clubes');
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('/clubes/');
  });

  it('collapses repeated slashes and dot segments in one redirect, keeping the query', async () => {
    expect((await rawGet(server.url, '//clubes//?a=1')).location).toBe('/clubes/?a=1');
    expect((await rawGet(server.url, '/x/../clubes')).location).toBe('/clubes/');
    expect((await rawGet(server.url, '/%2F%2Fevil.com')).location).toBe('/evil.com');
    expect((await rawGet(server.url, '/\\evil.com')).location).toBe('/evil.com');
  });

  const corpus = hostilePaths('/clubes/');
  it(`answers ${corpus.length} hostile paths with a same-origin Location or none, and stays up`, async () => {
    expect(corpus.length).toBeGreaterThan(200);
    let redirects = 0;
    for (const path of corpus) {
      const answer = await rawGet(server.url, path);
      expectSameOrigin(path, answer);
      if (answer.location !== null) redirects++;
    }
    // The corpus does reach the redirecting code (most paths are not canonical).
    expect(redirects).toBeGreaterThan(corpus.length / 2);
    expect((await rawGet(server.url, '/clubes/')).status).toBe(200);
  });

  it('never follows a redirect rule off the site unless it is an explicit http(s) URL', async () => {
    for (const from of ['/a/', '/b/', '/c/', '/d/']) {
      const answer = await rawGet(hostile.url, from);
      expectSameOrigin(from, answer);
    }
    expect((await rawGet(hostile.url, '/e/')).location).toBe('/clubes/?from=old');
    expect((await rawGet(hostile.url, '/f/')).location).toBe('https://partner.example/x');
    for (const path of hostilePaths('/e/')) expectSameOrigin(path, await rawGet(hostile.url, path));
  });
});

describe('sitegen preview: every Location stays on the site', () => {
  let preview: Awaited<ReturnType<typeof startPreview>>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-preview-locations-'));
    const config = await loadConfig({ db: await copyDemo('preview-locations'), outDir: join(dir, 'output') }, {}, dir);
    preview = await startPreview(config, { path: '/en/contact/', mode: 'preview', port: 0 });
  });
  afterAll(() => preview?.close());

  const corpus = hostilePaths('/en/contact/');
  it(`answers ${corpus.length} hostile paths with a same-origin Location or none`, async () => {
    const base = new URL(preview.url).origin;
    let redirects = 0;
    for (const path of corpus) {
      const answer = await rawGet(base, path);
      expectSameOrigin(path, answer);
      if (answer.location !== null) redirects++;
    }
    expect(redirects).toBeGreaterThan(corpus.length / 2);
    expect((await rawGet(base, '/.//en/contact')).status).toBe(200);
  });
});
