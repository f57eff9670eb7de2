import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiServer } from '../../server/start-api-server.js';
import { loadConfig } from '../../src/config/load-config.js';
import { startPreview } from '../../src/preview/preview-server.js';
import { hydrateIslands, localContext, serveSite, sharedTab, useDemoSite } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';
import { samplePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';

/**
 * The shipped Content-Security-Policy (output/_headers, sent by `sitegen serve` as by a static
 * host) in real Chromium (DESIGN.md 9): every template in both languages and everything the runtime
 * does — consent, embeds, Partytown, islands, client-side navigation, search, forms, images —
 * with zero violations. A violation is counted from three witnesses: the page's
 * `securitypolicyviolation` events, console messages naming the policy, and page errors.
 */
const demo = useDemoSite();

interface Watched { page: Page; violations: string[] }

async function watch(context: BrowserContext): Promise<Watched> {
  // Installed through the DevTools protocol, which the policy does not govern.
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  const page = await context.newPage();
  const w: Watched = { page, violations: [] };
  page.on('console', (m) => { if (/Content[- ]Security[- ]Policy/i.test(m.text())) w.violations.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => { if (/Content[- ]Security[- ]Policy|EvalError/i.test(e.message)) w.violations.push(`page error: ${e.message}`); });
  return w;
}

async function violations(w: Watched): Promise<string[]> {
  // Every frame's: the editor frames the page it edits.
  const inPage = (await Promise.all(w.page.frames().map((frame) => frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [] as string[])))).flat();
  return [...new Set([...w.violations, ...inPage.map((v) => `event: ${v}`)])];
}

/** Every <img> in view has loaded (from the image host) and is not broken. */
async function brokenImages(page: Page | Frame): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images].filter((i) => i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight);
    await Promise.all(images.map((i) => (i.complete ? null : new Promise((r) => { i.onload = i.onerror = r; }))));
    return images.filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src);
  });
}

describe('the shipped Content-Security-Policy in Chromium', () => {
  it('is what serve sends: no unsafe-inline script, object-src none, frame-ancestors none', async () => {
    const res = await fetch(`${demo.site.url}/en/`);
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(readFileSync(join(inject('demoOutput'), '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${csp}`);
  });

  const samples = [...samplePages(inject('demoOutput'))].sort(([a], [b]) => a.localeCompare(b));
  // One watched tab for the samples (sharedTab); what it saw is cleared before each page.
  const sampleTab = sharedTab(() => localContext(demo.browser).then(watch), (w) => w.page);
  it.each(samples)('%s (%s) loads, hydrates and shows its images with no violation', async (_key, path) => {
    const w = await sampleTab();
    w.violations.length = 0;
    const res = await w.page.goto(demo.site.url + path, { waitUntil: 'load' });
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await hydrateIslands(w.page);
    expect(await brokenImages(w.page)).toEqual([]);
    // The router and prefetching run too: give them their first tick.
    await w.page.waitForTimeout(200);
    expect(await violations(w)).toEqual([]);
  });

  it('the consent banner shows (its inline script runs), accepting mounts the embeds and starts Partytown', async () => {
    const context = await localContext(demo.browser, {}, null);
    const w = await watch(context);
    const partytown: string[] = [];
    w.page.on('request', (r) => { if (r.url().includes('/~partytown/')) partytown.push(new URL(r.url()).pathname); });
    await w.page.goto(`${demo.site.url}/en/admission-process/`, { waitUntil: 'load' });
    const banner = w.page.locator('[data-consent-banner]');
    expect(await banner.isVisible()).toBe(true);
    await banner.locator('[data-consent-choice="accepted"]').click();
    // The video's frame (a static gate), allowed by frame-src.
    await w.page.locator('iframe[src^="https://www.youtube-nocookie.com/"], iframe[src^="https://player.vimeo.com/"]').first().waitFor({ state: 'attached' });
    // The analytics integration runs in Partytown's worker (its sandbox loaded from /~partytown/).
    await w.page.waitForFunction(() => document.querySelector('script[data-integration]') !== null);
    await expect.poll(() => partytown, { timeout: slow(12_000) }).toContain('/~partytown/partytown-sandbox-sw.html');
    await w.page.waitForFunction(() => document.querySelector('iframe[src*="/~partytown/"]') !== null);
    // …and the script ran there: it marks the page through Partytown's proxy.
    await w.page.waitForFunction(() => document.documentElement.getAttribute('data-analytics') === 'loaded', null, { timeout: slow(12_000) });
    expect(await w.page.evaluate(() => (window as unknown as { edteAnalytics?: unknown[] }).edteAnalytics)).toBeUndefined();
    expect(await violations(w)).toEqual([]);
    // A widget from another site (its origin read from the built HTML), consent now stored.
    await w.page.goto(`${demo.site.url}/nuestro-campus/`, { waitUntil: 'load' });
    await w.page.locator('.widget__frame iframe[src^="https://tour.edte.example"]').waitFor({ state: 'attached' });
    await w.page.waitForTimeout(1000);
    expect(await violations(w)).toEqual([]);
    await context.close();
  });

  it('a playlist island switches to another player after consent with no violation', async () => {
    const context = await localContext(demo.browser, {}, 'accepted');
    const w = await watch(context);
    await w.page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
    const playlist = w.page.locator('[data-island="VideoPlaylist"]').first();
    await playlist.scrollIntoViewIfNeeded();
    await w.page.locator('[data-island="VideoPlaylist"][data-hydrated]').first().waitFor({ state: 'attached' });
    const choices = playlist.locator('button:not([aria-current="true"]):not([aria-pressed="true"])');
    if ((await choices.count()) > 0) await choices.last().click();
    await playlist.locator('iframe').first().waitFor({ state: 'attached' });
    expect(await violations(w)).toEqual([]);
    await context.close();
  });

  it('client-side navigation, a search and a form post work with no violation', async () => {
    const context = await localContext(demo.browser);
    const w = await watch(context);
    await w.page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
    await w.page.getByRole('searchbox').first().fill('web development');
    await w.page.keyboard.press('Enter');
    await w.page.waitForFunction(() => document.querySelectorAll('.search__result').length > 0);
    await w.page.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/contact/';
      a.id = 'csp-link';
      a.textContent = 'contact';
      document.getElementById('main')!.prepend(a);
    });
    await w.page.click('#csp-link');
    await w.page.waitForURL('**/en/contact/');
    expect(await w.page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    const form = w.page.locator('[data-module="BasicForm"]').first();
    await form.scrollIntoViewIfNeeded();
    await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
    await form.getByLabel('First name').fill('Carmen');
    await form.getByLabel('Surname').fill('Policy');
    await form.getByLabel('Email').fill(`csp-${Date.now()}@example.org`);
    await form.getByLabel('Phone').fill('+34600123456');
    await form.getByLabel('Message').fill('Checking the form under the content security policy.');
    await form.getByLabel(/basic information on data protection/).check();
    await w.page.waitForTimeout(2100); // the time trap
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('[role="status"]').getByText('We will be in touch with you shortly').waitFor();
    expect(await violations(w)).toEqual([]);
    await context.close();
  });
});

describe('an image host and a public API on other origins (--image-host, --public-api)', () => {
  let site: Awaited<ReturnType<typeof serveSite>>;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    // Another port is another origin: the API and its image host on their own server.
    const db = await copyDemo('csp-origins');
    // On PostgreSQL originals and variants live in the run's media folder, never the repository's data/.
    api = await startApiServer({ dbFile: db, images: { mediaDir: process.env.SITEGEN_MEDIA_DIR } });
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-csp-origins-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    // One page rebuilt with the other hosts; _headers is rewritten from the new configuration.
    const build = await runCli(['build', '--db', db, '--out', out, '--path', '/en/contact/', '--image-host', `${api.url}/_img`, '--public-api', api.url]);
    expect(build.code, build.stderr).toBe(0);
    site = await serveSite(out, db);
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });

  it('loads the page\'s images from the other origin with no violation', async () => {
    const context = await localContext(demo.browser);
    const w = await watch(context);
    const res = await w.page.goto(`${site.url}/en/contact/`, { waitUntil: 'load' });
    const csp = res!.headers()['content-security-policy']!;
    expect(csp).toContain(`img-src 'self' data: ${api.url}`);
    expect(csp).toContain(`connect-src 'self' ${api.url}`);
    const images = await w.page.evaluate(() => [...document.images].map((i) => i.currentSrc || i.src));
    expect(images.some((src) => src.startsWith(`${api.url}/_img/`))).toBe(true);
    await hydrateIslands(w.page);
    expect(await brokenImages(w.page)).toEqual([]);
    expect(await violations(w)).toEqual([]);
    await context.close();
  });
});

describe('the editor (sitegen preview) under its own policy', () => {
  let preview: Awaited<ReturnType<typeof startPreview>>;
  let token: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-csp-preview-'));
    const db = await copyDemo('csp-preview');
    token = (await runCli(['token', 'create', '--role', 'editor', '--db', db])).stdout.trim();
    // The run's media folder on PostgreSQL (the environment is not read here), never the repository's data/.
    const config = await loadConfig({ db, outDir: join(dir, 'output'), mediaDir: process.env.SITEGEN_MEDIA_DIR }, {}, dir);
    preview = await startPreview(config, { path: '/en/contact/', mode: 'editor', port: 0 });
  });
  afterAll(() => preview?.close());

  it('starts, selects, edits in the side panel and re-renders live with no violation', async () => {
    const context = await localContext(demo.browser);
    const w = await watch(context);
    // Signed in with an editor token, sent on every request (page loads too: the preview serves
    // drafts only to a credential the API accepts, spec 6) and kept in localStorage for apiFetch.
    await context.setExtraHTTPHeaders({ authorization: `Bearer ${token}` });
    await context.addInitScript((t) => { localStorage.setItem('sitegen-editor-lang', 'en'); localStorage.setItem('sitegen-token', t); }, token);
    const res = await w.page.goto(preview.url, { waitUntil: 'load' });
    // The editor's own window runs only its bundled scripts: 'self', no inline script at all.
    const policy = res!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(/script-src[^;]*'unsafe-inline'/.test(policy), policy).toBe(false);
    await w.page.waitForSelector('html[data-editor-ready]');
    // The page under edit is framed, under the site's policy with its hashes.
    const framed = w.page.frame({ name: 'editor-page' });
    expect(framed, 'the editor frames the page it edits').not.toBeNull();
    await framed!.locator('#sitegen-page [data-module="Text"] h2').first().click();
    const panel = w.page.getByRole('complementary', { name: 'Module fields' });
    await panel.locator('[name="title"]').fill('Opening hours and phone');
    await framed!.waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === 'Opening hours and phone');
    await hydrateIslands(framed!);
    expect(await brokenImages(framed!)).toEqual([]);
    expect(await violations(w)).toEqual([]);
    await context.close();
  });
});

describe('the check can fail', () => {
  let site: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    // The built site with one inline script no build emitted (so none hashed).
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-csp-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const file = join(out, 'en/contact/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', '<script>document.title="injected"</script></body>'));
    // …and a policy without the style attributes' hashes.
    const headers = join(out, '_headers');
    writeFileSync(headers, readFileSync(headers, 'utf8').replace(/style-src [^;]*/, "style-src 'self'"));
    site = await serveSite(out, inject('demoDb'));
  });
  afterAll(() => site?.close());

  it('reports a page with an unhashed inline script, and the script does not run', async () => {
    const context = await localContext(demo.browser);
    const w = await watch(context);
    await w.page.goto(`${site.url}/en/contact/`, { waitUntil: 'load' });
    await expect.poll(() => violations(w)).not.toEqual([]);
    const found = await violations(w);
    expect(found.some((v) => v.startsWith('event: script-src-elem blocked inline'))).toBe(true);
    expect(found.some((v) => v.startsWith('console:'))).toBe(true);
    expect(await w.page.title()).not.toBe('injected');
    await context.close();
  });

  it('reports a style attribute whose value the policy does not hash (a hero\'s veil)', async () => {
    const context = await localContext(demo.browser);
    const w = await watch(context);
    await w.page.goto(`${site.url}/en/`, { waitUntil: 'load' });
    await expect.poll(() => violations(w)).not.toEqual([]);
    expect((await violations(w)).some((v) => v.startsWith('event: style-src-attr blocked inline'))).toBe(true);
    await context.close();
  });
});
