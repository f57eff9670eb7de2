import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILD_FILES, isBuildFile } from '../../src/publish/build-files.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { expectSameOrigin, hostilePaths, rawGet } from '../helpers/hostile-paths.js';
import { NGINX_MISSING, nginxBinary, startDocumentedNginx, type PrivateNginx } from '../helpers/nginx.js';

/**
 * The nginx snippet of docs/operators.md, exactly as documented (its shell line and its server block, read
 * from docs/operators.md), run by a private nginx on a loopback port over the demo output: it sends what
 * `sitegen serve` sends (DESIGN.md 9: headers, cache policy, same-origin redirects). nginx comes
 * from Debian (`scripts/install-test-deps.sh`, which .ci/run runs); without it the test fails
 * saying how to get it, never skips.
 */
describe('the nginx snippet of docs/operators.md', () => {
  it('has an nginx to run it', () => {
    expect(nginxBinary, NGINX_MISSING).not.toBeNull();
  });

  let nginx: PrivateNginx;
  let nginxUrl: string;
  let serve: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    const out = inject('demoOutput');
    nginx = await startDocumentedNginx(out);
    nginxUrl = nginx.url;
    serve = await startStaticServer({ root: out });
  });
  afterAll(async () => {
    await nginx?.stop();
    await serve?.close();
  });

  const css = () => /href="(\/_sitegen\/styles\.[0-9a-f]+\.css)"/.exec(readFileSync(join(inject('demoOutput'), 'index.html'), 'utf8'))![1]!;
  // An event's calendar file (RFC 5545's text/calendar, which Debian's mime.types lacks).
  const ics = '/eventos/game-jam-de-invierno/game-jam-de-invierno.ics';
  const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'];

  it.each([
    ['/en/', 200], ['/museo/', 200], ['/museo', 301], ['/.//clubes', 301], ['/nope/', 404], ['/en/nope/', 404],
    ['/favicon.svg', 200], ['ICS', 200], ['CSS', 200], ['/page-data/index/page-data.json', 200], ['/slice-data/header-en_GB.json', 200], ['/~partytown/partytown.js', 200],
  ] as const)('%s answers like sitegen serve: status, security headers, cache policy, same-origin Location', async (path, status) => {
    const target = path === 'CSS' ? css() : path === 'ICS' ? ics : path;
    const [a, b] = await Promise.all([fetch(nginxUrl + target, { redirect: 'manual' }), fetch(serve.url + target, { redirect: 'manual' })]);
    expect([a.status, b.status]).toEqual([status, status]);
    for (const name of SECURITY) expect(a.headers.get(name), `${target} ${name}`).toBe(b.headers.get(name) ?? '(missing in serve)');
    if (status === 200) expect(a.headers.get('cache-control'), target).toBe(b.headers.get('cache-control'));
    // Text of a kilobyte or more goes compressed from both; the small icon and calendar file as they are.
    if (status === 200) {
      const compressed = path !== '/favicon.svg' && path !== 'ICS';
      expect([a.headers.get('content-encoding') !== null, b.headers.get('content-encoding') !== null], target).toEqual([compressed, compressed]);
    }
    if (path === 'ICS') expect([a.headers.get('content-type'), b.headers.get('content-type')]).toEqual(['text/calendar; charset=utf-8', 'text/calendar; charset=utf-8']);
    if (status === 301) expect(a.headers.get('location'), target).toBe(b.headers.get('location'));
    if (status === 404) expect(await a.text()).toContain(path.startsWith('/en/') ? 'lang="en-GB"' : 'lang="es-ES"');
  });

  it('answers 404 (the 404 page) for the build\'s own files, from nginx and from sitegen serve alike', async () => {
    const out = inject('demoOutput');
    // The demo's output has the manifest and the header table: a 404 for them means something.
    for (const file of ['build-manifest.json', '_headers']) expect(existsSync(join(out, file)), file).toBe(true);
    expect(BUILD_FILES).toEqual(expect.arrayContaining(['build-manifest.json', '_headers', '_redirects', 'redirects.json', 'redirects.nginx', '.sitegen-pending']));
    // What a one-path build writes beside its target before renaming it (src/publish/write/output-batch.ts).
    const writing = ['build-manifest.json.4242.1.tmp', 'museo/index.html.4242.2.tmp'];
    for (const file of writing) copyFileSync(join(out, file.replace(/\.4242\.\d\.tmp$/, '')), join(out, file));
    try {
      for (const file of writing) expect(isBuildFile(file), file).toBe(true);
      await expectHidden([...BUILD_FILES, ...writing]);
    } finally {
      for (const file of writing) rmSync(join(out, file), { force: true });
    }
  });

  async function expectHidden(files: readonly string[]) {
    for (const file of files) {
      for (const path of [`/${file}`, `/${encodeURIComponent(file).replace('_', '%5F').replace('.', '%2E')}`]) {
        const [a, b] = await Promise.all([fetch(nginxUrl + path, { redirect: 'manual' }), fetch(serve.url + path, { redirect: 'manual' })]);
        expect([a.status, b.status], path).toEqual([404, 404]);
        for (const body of [await a.text(), await b.text()]) {
          expect(body, path).toContain('lang="es-ES"');
          expect(body, path).not.toContain('"buildHash"');
        }
      }
    }
  }

  it('answers the hostile paths with a same-origin Location or none', async () => {
    const corpus = hostilePaths('/clubes/');
    let redirects = 0;
    for (const path of corpus) {
      const answer = await rawGet(nginxUrl, path);
      expectSameOrigin(path, answer);
      if (answer.location !== null) redirects++;
    }
    expect(redirects).toBeGreaterThan(0);
  });
});
