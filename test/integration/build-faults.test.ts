import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import fg from 'fast-glob';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { startFaultyProxy, type ProxyDecision } from '../helpers/faulty-proxy.js';
import { samplePages } from '../helpers/sample-pages.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';

let api: RunningApi;
beforeAll(async () => { api = await startApiServer({ dbFile: inject('demoDb') }); });
afterAll(() => api.close());

/** A previous build that a faulty build must not touch, without its manifest so every page is fetched again. */
function previousOutput(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `sitegen-fault-${name}-`));
  const output = join(dir, 'output');
  copyOutput(inject('demoOutput'), output);
  rmSync(join(output, 'build-manifest.json'));
  return { dir, output };
}

/**
 * The site the full builds below publish: one page of each template in each language and the
 * museum pages the faults are put in (about 50 pages). A fault is handled the same whether the
 * site has 50 pages or 1,250, and three full builds of the whole demo cost minutes of the suite on
 * two cores (and ran past the test timeout on a busy machine); the whole demo's full build is
 * test/integration/build.test.ts's.
 */
const SMALL_SITE = new Set([...samplePages(inject('demoOutput')).values(), '/museo/', '/en/museo/']);
const isPageIndex = (url: string | undefined) => url === '/site/main/pages' || !!url?.startsWith('/site/main/pages?');
/** The real API's page index, cut down to SMALL_SITE (the pages themselves come from the API unchanged). */
const smallIndex: ProxyDecision = {
  action: 'transform',
  transform: (index: { items: { path: string }[] }) => {
    const items = index.items.filter((item) => SMALL_SITE.has(item.path));
    return { ...index, items, totalItems: items.length };
  },
};

const pageId = async (path: string) => {
  const index = (await (await fetch(`${api.url}/site/main/pages`)).json()) as { items: { id: number; path: string }[] };
  return index.items.find((p) => p.path === path)!.id;
};

describe('build faults', () => {
  it('retries a server that answers 503 twice, then 200', async () => {
    const { dir, output } = previousOutput('503');
    let indexCalls = 0;
    const proxy = await startFaultyProxy(api.url, (req) => {
      if (isPageIndex(req.url) && ++indexCalls <= 2) return { action: 'respond', status: 503, body: '{"error":{"code":"UNAVAILABLE","message":"busy"}}' };
      return isPageIndex(req.url) ? smallIndex : { action: 'pass' };
    });
    const result = await runCli(['build', '--api', proxy.url, '--out', output, '--json'], { cwd: dir });
    await proxy.close();
    expect(result.code, result.stderr).toBe(0);
    expect(indexCalls).toBe(3);
    expect(jsonSummary(result).pages).toBe(SMALL_SITE.size);
  });

  it('a server that dies mid-build leaves output/ untouched and exits non-zero with a clear message', async () => {
    const { dir, output } = previousOutput('dies');
    const before = snapshotTree(output);
    // Every connection after the 30th is dropped: the index and the first pages arrive, the rest cannot.
    const proxy = await startFaultyProxy(api.url, (req, count) => (count > 30 ? { action: 'destroy' } : isPageIndex(req.url) ? smallIndex : { action: 'pass' }));
    const result = await runCli(['build', '--api', proxy.url, '--out', output, '--retries', '1'], { cwd: dir });
    await proxy.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^sitegen: page \/(\S*\/)?: (GET|POST) http:\/\/127\.0\.0\.1:\d+\/\S+ failed: connection closed by the server \(after 2 attempts\)$/m);
    expect(result.stderr).toContain('→ Is the content API running');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack without --verbose
    expect(snapshotTree(output)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['output']); // no staging folder left behind
  });

  it('malformed page JSON names the page and the field, and publishes nothing', async () => {
    const { dir, output } = previousOutput('malformed');
    const before = snapshotTree(output);
    const id = await pageId('/museo/');
    const proxy = await startFaultyProxy(api.url, (req) => isPageIndex(req.url) ? smallIndex :
      req.url === `/site/main/page/${id}` ? { action: 'transform', transform: (page) => ({ ...page, title: 42, template: { ...page.template, mainSection: { ...page.template.mainSection, modules: [{ component: 'Quote', editorID: 1 }] } } }) } : { action: 'pass' });
    const result = await runCli(['build', '--api', proxy.url, '--out', output], { cwd: dir });
    await proxy.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('page /museo/ › title: expected string, got number');
    expect(result.stderr).toContain('page /museo/ › template.mainSection.modules[0] (Quote).text: expected string, got nothing');
    expect(snapshotTree(output)).toEqual(before);
  });

  it('a page at /index/ (whose page-data would be the home page\'s) is refused by a full and a one-path build, and nothing is overwritten', async () => {
    // The API refuses to create or publish such a page (server/pages.ts); a database written by
    // other means, or an older API, may still hold one: the build refuses it rather than write
    // page-data/index/ over the home page's (spec 7).
    const { dir, output } = previousOutput('index-path');
    const before = snapshotTree(output);
    const id = await pageId('/museo/');
    const asIndex = (items: { id: number; path: string }[]) => items.map((item) => (item.id === id ? { ...item, path: '/index/' } : item));
    const proxy = await startFaultyProxy(api.url, (req) => (isPageIndex(req.url) ? { action: 'transform', transform: (index: { items: { id: number; path: string }[] }) => {
      const items = asIndex(index.items.filter((item) => SMALL_SITE.has(item.path)));
      return { ...index, items, totalItems: items.length };
    } } : { action: 'pass' }));
    const full = await runCli(['build', '--api', proxy.url, '--out', output], { cwd: dir });
    await proxy.close();
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(`page /index/ › path: path is reserved: its page-data would be the home page's (page-data/index/) (page ${id})`);
    expect(snapshotTree(output)).toEqual(before);

    // The one-path build reads the whole index (its dependency check): the API answers the museum page at /index/.
    const onePath = await startFaultyProxy(api.url, (req) => (isPageIndex(req.url)
      ? { action: 'transform', transform: (index: { items: { id: number; path: string }[] }) => ({ ...index, items: asIndex(index.items) }) }
      : { action: 'pass' }));
    // Over a previous build with its manifest, so that the build is a one-path one.
    const published = join(dir, 'published');
    copyOutput(inject('demoOutput'), published);
    const untouched = snapshotTree(published);
    const path = await runCli(['build', '--api', onePath.url, '--out', published, '--path', '/index/'], { cwd: dir });
    await onePath.close();
    expect(path.code).toBe(1);
    expect(path.stderr).toContain(`page /index/ › path: path is reserved: its page-data would be the home page's (page-data/index/) (page ${id})`);
    expect(snapshotTree(published)).toEqual(untouched);
    expect(JSON.parse(readFileSync(join(published, 'page-data/index/page-data.json'), 'utf8'))).toMatchObject({ path: '/' });
  });

  it('a page answer that stalls mid-body is a network timeout naming the URL and the wait, not a content problem', async () => {
    // A one-path rebuild: the same fetch and classification as a full build, with only a handful
    // of other requests that could themselves run out of time on a busy machine.
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-fault-stall-'));
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const before = snapshotTree(output);
    const id = await pageId('/museo/');
    const proxy = await startFaultyProxy(api.url, (req) => (req.url === `/site/main/page/${id}` ? { action: 'stall' } : { action: 'pass' }));
    const result = await runCli(['build', '--api', proxy.url, '--out', output, '--path', '/museo/', '--timeout', '3000', '--retries', '1'], { cwd: dir });
    await proxy.close();
    expect(result.code, result.stderr).toBe(1);
    // The network retry policy: one retry, as for a dropped connection.
    expect(proxy.requests.filter((r) => r === `GET /site/main/page/${id}`)).toHaveLength(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(`sitegen: page /museo/: GET ${proxy.url}/site/main/page/${id} failed: the answer stalled after its headers (status 200), incomplete after 3000 ms (after 2 attempts)`);
    expect(lines[1]).toMatch(new RegExp(`^ {2}→ .*${proxy.url.replace(/[.:/]/g, '\\$&')}.*--timeout`));
    expect(result.stderr).not.toMatch(/answered 200|Fix the content|could not be built/);
    expect(snapshotTree(output)).toEqual(before);
  });

  it('a page with 258 problems is "1 page could not be built (258 problems)", not "258 pages", also in --json', async () => {
    // A one-path rebuild over a previous build: the same failure report, without rendering 1,250 pages twice.
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-fault-many-problems-'));
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const id = await pageId('/museo/');
    const proxy = await startFaultyProxy(api.url, (req) =>
      req.url === `/site/main/page/${id}` ? { action: 'transform', transform: (page) => ({ ...page, template: { ...page.template, mainSection: { ...page.template.mainSection, modules: Array.from({ length: 258 }, (_, i) => ({ component: 'Quote', editorID: i + 1 })) } } }) } : { action: 'pass' });
    const result = await runCli(['build', '--api', proxy.url, '--out', output, '--path', '/museo/'], { cwd: dir });
    const json = await runCli(['build', '--api', proxy.url, '--out', output, '--path', '/museo/', '--json'], { cwd: dir });
    await proxy.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^sitegen: 1 page could not be built \(258 problems\):$/m);
    expect(result.stderr.match(/^ {2}page \/museo\/ › /gm)).toHaveLength(258);
    expect(json.code).toBe(1);
    const error = (jsonSummary(json) as { ok: boolean; error: { code: string; message: string; pages: number; problems: number; stage: string } });
    expect(error.ok).toBe(false);
    // It says which stage of the build it came from.
    expect(error.error).toMatchObject({ code: 'PAGE_ERRORS', pages: 1, problems: 258, stage: 'pages' });
    expect(error.error.message).toMatch(/^1 page could not be built \(258 problems\)/);
  });

  it('an unknown module is skipped with a warning naming it and its page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-unknown-'));
    const id = await pageId('/en/museo/');
    const proxy = await startFaultyProxy(api.url, (req) => isPageIndex(req.url) ? smallIndex :
      req.url === `/site/main/page/${id}` ? { action: 'transform', transform: (page) => {
        page.template.mainSection.modules.unshift({ component: 'Hologram', editorID: 4242, beam: true });
        return page;
      } } : { action: 'pass' });
    let authorization: string | undefined;
    proxy.onRequest = (req) => { authorization ??= req.headers.authorization; };
    const result = await runCli(['build', '--api', proxy.url, '--out', join(dir, 'output'), '--json'], { cwd: dir, env: { SITEGEN_TOKEN: 'tok-never-in-output' } });
    await proxy.close();
    expect(result.code, result.stderr).toBe(0);
    // The token travels to the API and never into the static output.
    expect(authorization).toBe('Bearer tok-never-in-output');
    const leaked = fg.sync('**/*', { cwd: join(dir, 'output') }).filter((f) => readFileSync(join(dir, 'output', f), 'utf8').includes('tok-never-in-output'));
    expect(leaked).toEqual([]);
    expect(result.stderr).toContain('warning: page /en/museo/: unknown module "Hologram" (editorID 4242) at template.mainSection.modules[0] skipped');
    // The index is cut down to a few pages: their links to the others are warnings of their own.
    const linkWarnings = result.stderr.split('\n').filter((line) => line.endsWith('which is not published (a draft, unpublished or missing page, or a mistyped path)')).length;
    expect(jsonSummary(result).warnings).toBe(1 + linkWarnings);
    expect(existsSync(join(dir, 'output/en/museo/index.html'))).toBe(true);
  });

  it('an unreachable API is one clear line; --verbose adds the stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-unreachable-'));
    const result = await runCli(['build', '--api', 'http://127.0.0.1:9', '--retries', '0'], { cwd: dir });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^sitegen: GET http:\/\/127\.0\.0\.1:9\/site\/main failed: connection refused \(after 1 attempt\)$/);
    expect(lines[1]).toMatch(/Is the content API running at http:\/\/127\.0\.0\.1:9\?/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const verbose = await runCli(['build', '--api', 'http://127.0.0.1:9', '--retries', '0', '--verbose'], { cwd: dir });
    expect(verbose.stderr).toMatch(/\n\s+at /);
    // --verbose also says which stage of the build it came from (the site is fetched first).
    expect(verbose.stderr).toContain("(in the build's fetch stage)");
    expect(result.stderr).not.toContain('stage)');
    expect(existsSync(join(dir, 'output'))).toBe(false);
  });
});
