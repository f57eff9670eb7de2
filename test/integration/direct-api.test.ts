import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../../src/publish/fetch/api-client.js';
import { buildSite } from '../../src/publish/build-site.js';
import { startEmbeddedApi } from '../../src/publish/sources/start-embedded-api.js';
import { loadConfig } from '../../src/config/load-config.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

const transportBefore = process.env.SITEGEN_API_TRANSPORT;
afterEach(() => {
  if (transportBefore === undefined) delete process.env.SITEGEN_API_TRANSPORT;
  else process.env.SITEGEN_API_TRANSPORT = transportBefore;
});

/**
 * The embedded build calls the content API's handler without loopback HTTP (src/contract/direct-transport.ts):
 * it must see exactly what HTTP would have given it, answers and refusals alike.
 */
describe('the embedded API without HTTP', () => {
  it('answers the same status and bytes as over HTTP, refusals included', async () => {
    const api = await startEmbeddedApi({ dbFile: await copyDemo('direct'), school: 'edte', searchCatchUp: false });
    try {
      const asked = [
        { method: 'GET' as const, path: '/site/main' },
        { method: 'GET' as const, path: '/site/main/pages' },
        { method: 'GET' as const, path: '/site/main/page/1' },
        { method: 'GET' as const, path: '/site/main/page/999999' },
        { method: 'GET' as const, path: '/site/main/page/x' },
        { method: 'GET' as const, path: '/list/v2/NEWS/?site=main&items=3&order=nonsense' },
        { method: 'GET' as const, path: '/list/v2/NEWS/?site=main&items=3' },
        { method: 'POST' as const, path: '/site/main/distributor', body: JSON.stringify({ mode: 'nonsense' }) },
        { method: 'POST' as const, path: '/site/main/page/1/publish', body: '{}' },
      ];
      for (const { method, path, body } of asked) {
        const headers = { accept: 'application/json', authorization: `Bearer ${api.readerToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
        const overHttp = await request(api.url + path, { method, headers, body });
        const httpText = await overHttp.body.text();
        const direct = await api.direct({ method, path, headers, body });
        expect(direct.status, `${method} ${path}`).toBe(overHttp.statusCode);
        expect(direct.text, `${method} ${path}`).toBe(httpText);
      }
      // Through the build's client: the same data, and the same error, as over HTTP.
      const options = { baseUrl: api.url, concurrency: 2, timeoutMs: 5000, retries: 0, token: api.readerToken };
      const viaHttp = new ApiClient(options);
      const viaDirect = new ApiClient({ ...options, transport: api.direct });
      try {
        expect(await viaDirect.raw('/site/main/pages', 'page index')).toEqual(await viaHttp.raw('/site/main/pages', 'page index'));
        const failure = (client: ApiClient) => client.raw('/site/main/page/999999', 'page 999999').then(() => null, (error: Error) => error.message);
        const message = await failure(viaHttp);
        expect(message).toMatch(/404/);
        expect(await failure(viaDirect)).toBe(message);
      } finally {
        await viaHttp.close();
        await viaDirect.close();
      }
    } finally {
      await api.close();
    }
  }, slow(60_000));

  it('is the build\'s way to its embedded API unless SITEGEN_API_TRANSPORT=http', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-direct-'));
    const db = await copyDemo('direct-build');
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const config = await loadConfig({ db, outDir: output, retries: 0, warmImages: false }, {}, dir);
    // The API's HTTP address is replaced by one where nothing listens: only a build that never
    // uses HTTP can succeed.
    const unreachable = () => startEmbeddedApi({ dbFile: db, school: 'edte', searchCatchUp: false }).then((api) => ({ ...api, url: 'http://127.0.0.1:1' }));
    const summary = await buildSite(config, { embedded: unreachable(), paths: ['/'] });
    expect(summary.rendered).toBeGreaterThanOrEqual(1);
    process.env.SITEGEN_API_TRANSPORT = 'http';
    await expect(buildSite(config, { embedded: unreachable(), paths: ['/'] })).rejects.toThrow(/127\.0\.0\.1:1/);
  }, slow(120_000));

  it('refuses an unknown SITEGEN_API_TRANSPORT, naming it and what it allows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-direct-bad-'));
    const result = await runCli(['build', '--db', await copyDemo('direct-bad'), '--out', join(dir, 'output')], { cwd: dir, env: { ...process.env, SITEGEN_API_TRANSPORT: 'htp' } });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('SITEGEN_API_TRANSPORT');
    expect(result.stderr).toContain('htp');
    expect(result.stderr).toMatch(/"http"/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, slow(60_000));

  it('builds the same site, byte for byte, as over HTTP', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-direct-http-'));
    const output = join(dir, 'output');
    // The shared demo build went the direct way (the default); this one goes over HTTP.
    const result = await runCli(['build', '--db', await copyDemo('direct-http'), '--out', output, '--json'], { cwd: dir, env: { ...process.env, SITEGEN_API_TRANSPORT: 'http' } });
    expect(result.code, result.stderr).toBe(0);
    const hashes = (tree: ReturnType<typeof snapshotTree>) => new Map([...tree].map(([file, { hash }]) => [file, hash]));
    // The shared output, not this build's: the nginx test plants a one-path build's temporary
    // files in it for a moment (to see them refused), which are no build's output.
    expect(hashes(snapshotTree(output))).toEqual(hashes(snapshotTree(inject('demoOutput'), ['**/*.tmp', '.sitegen-pending'])));
  }, slow(300_000));
});
