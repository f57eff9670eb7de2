import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { createImageHandler } from '../../server/image-handler.js';
import { openSql } from '../../server/sql/open-sql.js';
import type { Sql } from '../../server/sql/sql.js';
import { IMAGE_PREFIX, imageFolders, startApiServer } from '../../server/start-api-server.js';
import { loadConfig } from '../../src/config/load-config.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';

/**
 * The security headers (DESIGN.md 9) on every answer of `sitegen serve`, `sitegen api` and
 * `sitegen preview` — pages, data, images, errors and redirects — and the build's `_headers`
 * allowing exactly the inline scripts its HTML holds (read here with a real HTML parser, not
 * with the builder's own code).
 */

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(what: string, headers: Headers, policy: RegExp) {
  for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), `${what}: ${name}`).toBe(value);
  expect(headers.get('permissions-policy'), `${what}: permissions-policy`).toContain('camera=()');
  const csp = headers.get('content-security-policy');
  expect(csp, `${what}: content-security-policy`).toMatch(policy);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

const SITE_POLICY = /^default-src 'self'; script-src 'self' 'sha256-/;
const DATA_POLICY = /^default-src 'none'/;

type Node = DefaultTreeAdapterMap['node'];
/** The text of every <script> a browser would run (or that the runtime runs: the Partytown snippet), by parse5. */
function runnableInlineScripts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const attrs = Object.fromEntries(node.attrs.map((a) => [a.name, a.value]));
      const text = node.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
      const type = (attrs.type ?? '').toLowerCase();
      if (!('src' in attrs) && text !== '' && ['', 'module', 'text/javascript', 'text/partytown-snippet'].includes(type)) found.push(text);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child as Node);
    if ('content' in node) walk(node.content as Node);
  };
  walk(parse(html) as Node);
  return found;
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the build\'s _headers', () => {
  it('allows by hash every inline script in every published HTML file, and no other', () => {
    const out = inject('demoOutput');
    const text = readFileSync(join(out, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(text)![1]!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!.split(' ').filter((s) => s.startsWith("'sha256-"));
    const needed = new Set<string>();
    for (const file of fg.sync('**/*.html', { cwd: out })) for (const script of runnableInlineScripts(readFileSync(join(out, file), 'utf8'))) needed.add(sha256(script));
    expect(needed.size).toBeGreaterThan(0);
    expect(new Set(scriptSrc)).toEqual(needed);
  });

  it('carries the cache policy of serve for the hashed assets and data', () => {
    const text = readFileSync(join(inject('demoOutput'), '_headers'), 'utf8');
    expect(text).toContain('/_sitegen/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate');
  });
});

describe('sitegen serve', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  let db: Sql;
  beforeAll(async () => {
    // The shared demo on this run's backend (a SQLite file, read-only, or a PostgreSQL URL).
    db = await openSql(inject('demoDb'), { readonly: true });
    server = await startStaticServer({
      root: inject('demoOutput'),
      api: { prefix: '/_api', handler: createApiHandler(new ContentStore(db)) },
      images: { prefix: IMAGE_PREFIX, handler: createImageHandler(imageFolders(inject('demoDb'), process.env.SITEGEN_MEDIA_DIR)) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const pages: [string, string, number][] = [
    ['a page', '/en/', 200], ['a missing page', '/en/nope/', 404], ['the trailing-slash redirect', '/museo', 301],
    ['a repeated-slash redirect', '/.//clubes', 301], ['bad percent-encoding', '/%E0%A4%A', 400], ['a hashed asset', '/favicon.svg', 200],
    ['page-data', '/page-data/index/page-data.json', 200], ['Partytown', '/~partytown/partytown.js', 200],
  ];
  it.each(pages)('%s (%s, %i) carries the site policy', async (_what, path, status) => {
    const res = await fetch(server.url + path, { redirect: 'manual' });
    expect(res.status).toBe(status);
    expectSecurityHeaders(path, res.headers, SITE_POLICY);
    expect(res.headers.get('content-security-policy')).toBe(/Content-Security-Policy: (.*)/.exec(readFileSync(join(inject('demoOutput'), '_headers'), 'utf8'))![1]);
  });

  it('a wrong method (405) carries the site policy', async () => {
    const res = await fetch(`${server.url}/en/`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expectSecurityHeaders('DELETE /en/', res.headers, SITE_POLICY);
  });

  const data: [string, string, number][] = [
    ['the API', '/_api/site/main', 200], ['an API error', '/_api/site/nope', 404], ['an unknown API route', '/_api/nope', 404],
    ['a missing image', '/_img/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp/img/none.jpg', 404],
  ];
  it.each(data)('%s (%s, %i) carries the data policy (nothing runs)', async (_what, path, status) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(path, res.headers, DATA_POLICY);
  });
});

describe('sitegen api', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => { api = await startApiServer({ dbFile: await copyDemo('headers-api') }); });
  afterAll(() => api?.close());

  it.each([['/site/main', 200], ['/site/nope', 404], ['/nope', 404], ['/site/main/page/1?draft=1', 401], ['/_img/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp/img/none.jpg', 404]] as const)(
    '%s (%i) carries the data policy', async (path, status) => {
      const res = await fetch(api.url + path);
      if (status !== 401) expect(res.status).toBe(status);
      expectSecurityHeaders(path, res.headers, DATA_POLICY);
    },
  );

  it('a form post refused (415) carries it too', async () => {
    const res = await fetch(`${api.url}/forms/basic`, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders('POST /forms/basic', res.headers, DATA_POLICY);
  });
});

describe('sitegen preview', () => {
  let preview: Awaited<ReturnType<typeof startPreview>>;
  let base: string;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-preview-headers-'));
    const db = await copyDemo('preview-headers');
    // An editor's token on every request: in editor mode the preview serves only a credential the API accepts (spec 6).
    auth = { authorization: `Bearer ${(await runCli(['token', 'create', '--role', 'editor', '--db', db])).stdout.trim()}` };
    const config = await loadConfig({ db, outDir: join(dir, 'output') }, {}, dir);
    preview = await startPreview(config, { path: '/en/contact/', mode: 'editor', port: 0 });
    base = new URL(preview.url).origin;
  });
  afterAll(() => preview?.close());

  it('the page, framed by the editor window, allows by hash exactly the inline scripts it answers, and only its own origin may frame it', async () => {
    const res = await fetch(`${base}/en/contact/?frame=1`, { headers: auth });
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(COMMON)) if (name !== 'x-frame-options') expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(SITE_POLICY);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const hashes = csp.split('; ').find((d) => d.startsWith('script-src '))!.split(' ').filter((s) => s.startsWith("'sha256-"));
    const html = await res.text();
    const scripts = runnableInlineScripts(html);
    // The live updates are a runtime chunk (runtime/preview-live.ts), not inline code to allow.
    expect(scripts.some((s) => s.includes('EventSource'))).toBe(false);
    expect(html).toContain('data-preview-version=');
    expect(new Set(hashes)).toEqual(new Set(scripts.map(sha256)));
  });

  it('the editor window carries the site policy, framed by nothing, with no inline script', async () => {
    const res = await fetch(`${base}/en/contact/`, { headers: auth });
    expect(res.status).toBe(200);
    expectSecurityHeaders('editor window', res.headers, /^default-src 'self'; script-src 'self'/);
    expect(runnableInlineScripts(await res.text())).toEqual([]);
  });

  it.each([['/__preview/draft?path=/en/contact/', 200], ['/__preview/schema/Nope', 404], ['/__preview/draft?path=/elsewhere/', 404], ['/elsewhere/', 302], ['/_sitegen/nope.js', 404]] as const)(
    '%s (%i) carries the preview policy', async (path, status) => {
      const res = await fetch(base + path, { redirect: 'manual', headers: auth });
      expect(res.status).toBe(status);
      expectSecurityHeaders(path, res.headers, /^default-src 'self'; script-src 'self'/);
    },
  );

  it.each([['/__preview/draft?path=/en/contact/', 401, '*/*'], ['/en/contact/', 302, 'text/html']] as const)(
    '%s refused without a credential (%i) carries the preview policy too', async (path, status, accept) => {
      const res = await fetch(base + path, { redirect: 'manual', headers: { accept } });
      expect(res.status).toBe(status);
      expectSecurityHeaders(path, res.headers, /^default-src 'self'; script-src 'self'/);
    },
  );
});
