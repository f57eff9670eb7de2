// The browser half of `npm run bench`: in Debian's Chromium, against the built demo
// output served by `sitegen serve`,
// - first-load weight: every response a first load fetches, gzip-compressed as a static host
//   would send it, per kind (HTML, CSS, JS, JSON) on an article page and a programme page with
//   a form (images and fonts reported apart: they are not part of the JavaScript/HTML budgets;
//   woff2 is compressed already, so fonts count their bytes as sent);
// - stylesheet and fonts per template: the CSS (gzip) and the woff2 bytes of one page of each
//   template's first load, against budgets (one stylesheet serves every template), and the part
//   of the stylesheet the page used (what a stylesheet per template could at best send instead);
// - prefetched navigation: click on a link whose page was prefetched → the new page painted
//   (its h1 in the DOM, then two animation frames), median over several clicks.
// Usage: node scripts/bench-browser.js <outDir> <db>
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median } from './median.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function serve(out, db) {
  const child = spawn(process.execPath, [join(root, 'bin', 'sitegen.js'), 'serve', '--out', out, '--db', db, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = /on (http:\/\/[^/\s]+)\//.exec(text);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sitegen serve exited (${code})`)));
  });
  return { url, close: () => child.kill('SIGTERM') };
}

function kindOf(type, url) {
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'image') return 'images';
  if (type === 'font' || url.endsWith('.woff2')) return 'fonts';
  if (url.endsWith('.json')) return 'json';
  return 'other';
}

/**
 * The stylesheet's rules the page used (Chromium's CSS coverage: every rule that matched an
 * element of the page at any time, not only above the fold), as the gzip size they would have
 * in a stylesheet of their own: what a per-template stylesheet could at best send instead.
 */
async function usedCss(page) {
  const entries = await page.coverage.stopCSSCoverage();
  const own = entries.filter((entry) => /\/_sitegen\/styles\.[0-9a-f]+\.css$/.test(entry.url));
  const used = own.map((entry) => entry.ranges.map((r) => entry.text.slice(r.start, r.end)).join('')).join('');
  return Math.round((gzipSync(used).length / 1024) * 10) / 10;
}

async function firstLoad(browser, base, path, { cssCoverage = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  await context.route((u) => !u.href.startsWith(base), (r) => r.abort());
  const page = await context.newPage();
  const responses = [];
  page.on('response', (r) => responses.push(r));
  if (cssCoverage) await page.coverage.startCSSCoverage({ resetOnNavigation: false });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const usedCssKb = cssCoverage ? await usedCss(page) : undefined;
  const kb = { html: 0, css: 0, js: 0, json: 0, other: 0, images: 0, fonts: 0 };
  const files = [];
  for (const response of responses) {
    if (response.request().frame() !== page.mainFrame()) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const kind = kindOf(response.request().resourceType(), response.url());
    const size = kind === 'images' || kind === 'fonts' ? body.length : gzipSync(body).length;
    kb[kind] += size / 1024;
    files.push(`${new URL(response.url()).pathname} ${kind} ${(size / 1024).toFixed(1)} KB`);
  }
  await context.close();
  const round = (n) => Math.round(n * 10) / 10;
  const total = kb.html + kb.css + kb.js + kb.json + kb.other;
  return { path, gzipKb: Object.fromEntries(Object.entries(kb).map(([k, v]) => [k, round(v)])), totalWithoutImagesKb: round(total), javascriptKb: round(kb.js), fontsKb: round(kb.fonts), usedCssKb, files };
}

/** One page of each template (the first of it in the build manifest, either language). */
function pagePerTemplate(out) {
  const manifest = JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8'));
  const pages = new Map();
  for (const [path, entry] of Object.entries(manifest.pages)) if (!pages.has(entry.facts.template)) pages.set(entry.facts.template, path);
  return [...pages].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * What each template's first load costs in stylesheet and font bytes, against the budgets: the
 * stylesheet and the preloaded faces are on every first load's critical path (spec 9).
 */
async function cssAndFontsPerTemplate(browser, base, out) {
  const rows = [];
  for (const [template, path] of pagePerTemplate(out)) {
    const load = await firstLoad(browser, base, path, { cssCoverage: true });
    rows.push({ template, path, cssKb: load.gzipKb.css, usedCssKb: load.usedCssKb, fontsKb: load.fontsKb });
  }
  return { budgetsKb: { css: 10, fonts: 46 }, rows };
}

async function prefetchedClicks(browser, base, from, targets) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route((u) => !u.href.startsWith(base), (r) => r.abort());
  await context.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
  const page = await context.newPage();
  await page.goto(base + from, { waitUntil: 'load' });
  const samples = [];
  for (const target of targets) {
    await page.evaluate((href) => {
      document.getElementById('bench-link')?.remove();
      const a = document.createElement('a');
      a.id = 'bench-link';
      a.href = href;
      a.textContent = 'bench';
      a.style.cssText = 'position:fixed;top:0;left:0;z-index:99;background:#fff';
      document.body.append(a);
    }, target);
    await page.hover('#bench-link');
    const dataUrl = `/page-data${target.slice(0, -1)}/page-data.json`;
    await page.waitForFunction((u) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(u)), dataUrl, { timeout: 10_000 });
    await page.waitForTimeout(200);
    const ms = await page.evaluate((path) => new Promise((resolve) => {
      const started = performance.now();
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
      const observer = new MutationObserver(() => {
        if (location.pathname === path && document.querySelector('main h1')) {
          observer.disconnect();
          done();
        }
      });
      observer.observe(document.getElementById('sitegen-page'), { childList: true });
      document.getElementById('bench-link').click();
    }), target);
    samples.push(ms);
  }
  await context.close();
  return { from, clicks: samples.length, medianMs: Math.round(median(samples) * 10) / 10, maxMs: Math.round(Math.max(...samples) * 10) / 10 };
}

export async function benchBrowser(out, db) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (scripts/install-test-deps.sh installs Debian's)` };
  const { chromium } = await import('playwright-core');
  const server = await serve(out, db);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const article = '/en/a-beginners-guide-to-3d-animation/';
    const programme = '/en/higher-degree-in-web-application-development/';
    const targets = ['/en/contact/', '/en/events/', '/en/blog/', '/en/our-dna/', '/en/clubs/', '/en/news/', '/en/projects/', '/en/press/', '/en/accessibility/', '/en/cookie-policy/', '/en/legal-notice/'];
    return {
      firstLoad: { article: await firstLoad(browser, server.url, article), programmeWithForm: await firstLoad(browser, server.url, programme) },
      budgetsKb: { article: 30, programmeWithForm: 65 },
      cssAndFonts: await cssAndFontsPerTemplate(browser, server.url, out),
      prefetchedClick: await prefetchedClicks(browser, server.url, article, targets),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out = join(root, 'output'), db = join(root, 'data', 'site.db')] = process.argv.slice(2);
  console.log(JSON.stringify(await benchBrowser(out, db), null, 2));
}
