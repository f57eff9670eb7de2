import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import fg from 'fast-glob';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../../src/serve/static-server.js';
import { CHROMIUM_ARGS, serveSite } from '../helpers/browser.js';
import { scanHtml } from '../helpers/find-broken-links.js';
import { samplePages } from '../helpers/sample-pages.js';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, hostDisturbed } from '../helpers/lighthouse-throttling.js';
import { slow } from '../helpers/slow.js';
import { cpuSnapshot, otherLoad } from '../helpers/host-load.js';
import { median } from '../../scripts/median.js';

/**
 * Lighthouse (mobile, its default simulated throttling) on one page of every template in each
 * language: the languages' pages of a template share its layout, but not their text, their
 * modules' content or the islands those bring. Accessibility, best practices and SEO must score
 * 100 on every one, performance at least 98.
 *
 * The search page is measured bare (no query): that is the indexable page. Its results are a
 * state of it that turns the robots meta to noindex in the browser (like a form's
 * thank-you state), so is-crawlable would rightly fail there; that state is covered by
 * test/e2e/search.test.ts (robots) and test/e2e/accessibility.test.ts (axe with results).
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Performance is judged at the front end's goal, 98. One run of a page moves by a few points from
 * run to run on a two-core host: clones of the same commit each had one or two pages at 96 or 97
 * on their single run, a different page each time, at a measured load under 0.1 CPU. So a page
 * whose first run misses is judged by the median of five (MEDIAN_RUNS), as Lighthouse's
 * variability guide advises, not by its one unlucky run.
 */
const GOAL = 0.98;
const MINIMUM: Record<(typeof CATEGORIES)[number], number> = { performance: GOAL, accessibility: 1, 'best-practices': 1, seo: 1 };

const out = inject('demoOutput');
/** One page of every template in each language, both languages of a template side by side. */
const pages = [...samplePages(out)]
  .map(([key, path]) => ({ name: key, path }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Runs whose median judges a page that missed the performance bar once. */
const MEDIAN_RUNS = 5;

/**
 * A run is taken on a quiet machine when other programs (and the hypervisor's other guests, as
 * steal) used less than this many CPUs on average while it ran: Lighthouse's simulated
 * throttling multiplies the CPU time the page's tasks took here, so a task stretched by another
 * program counts against the page. A run taken on a busy machine is set aside and retaken, at
 * most up to MAX_RUNS in all; the table prints the load of every judged run. So is a run on a
 * host Lighthouse's own benchmark found disturbed (hostDisturbed): slowed well below its usual
 * index, which no other program's load shows.
 */
const QUIET_LOAD = 0.25;
const MAX_RUNS = 9;
const BUSY_PAUSE_MS = 5_000;

interface FailingAudit { category: string; id: string; title: string; score: number; value?: string }

/** Audits that cost points in the given categories (weight > 0, score below 1). */
function failingAudits(lhr: Result, categories: readonly string[] = CATEGORIES): FailingAudit[] {
  return categories.flatMap((category) => lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      return { category, id: audit.id, title: audit.title, score: audit.score!, ...(audit.displayValue ? { value: audit.displayValue } : {}) };
    }));
}

let chrome: chromeLauncher.LaunchedChrome;
let site: Awaited<ReturnType<typeof serveSite>>;
const results: { page: string; path: string; scores: Record<string, number>; failing: FailingAudit[]; benchmarkIndex: number; cpuSlowdownMultiplier: number; runs: number; setAside: number; load: number | null; tbt: number }[] = [];
/** The benchmark index of every run of this file so far: the host's usual index is their median. */
const indexes: number[] = [];

beforeAll(async () => {
  // One Debian Chromium for all runs (Lighthouse drives it over the DevTools protocol).
  [chrome, site] = await Promise.all([
    chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS, logLevel: 'error' }),
    serveSite(out, inject('demoDb')),
  ]);
  await warmAssets();
});

afterAll(async () => {
  chrome?.kill();
  await site?.close();
  if (results.length === 0) return;
  const file = join(mkdtempSync(join(tmpdir(), 'sitegen-lighthouse-')), 'lighthouse-scores.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const rows = results.map((r) => `${r.page.padEnd(30)} ${CATEGORIES.map((c) => String(Math.round(r.scores[c]! * 100)).padStart(c.length)).join('  ')}  ${String(r.tbt).padStart(3)}  ${String(r.benchmarkIndex).padStart(5)} ${String(r.cpuSlowdownMultiplier).padStart(3)}×  ${String(r.runs).padStart(4)}  ${String(r.setAside).padStart(5)}  ${(r.load === null ? '?' : r.load.toFixed(2)).padStart(4)}  ${r.path}`);
  console.log([
    `Lighthouse (mobile)            ${CATEGORIES.join('  ')}  tbt  index cpu  runs  aside  load  path`,
    'tbt: total blocking time in ms; aside: runs not judged (taken on a busy or disturbed host, or before the multiplier was calibrated)',
    ...rows,
    'load: CPUs other programs used during the judged run (its median when several were judged)',
    `performance under the goal of ${GOAL * 100}: ${results.filter((r) => r.scores.performance! < GOAL).map((r) => `${r.page} ${Math.round(r.scores.performance! * 100)}`).join(', ') || 'none'} (${results.filter((r) => r.scores.performance! >= GOAL).length} of ${results.length} at or above it)`,
    `scores written to ${file}`,
  ].join('\n'));
});

/**
 * The image host resizes a variant on its first request and caches it, as a CDN would in front
 * of it: ask for the page's images once so that the measurement sees a deployed site.
 */
async function warmImages(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const images = scanHtml(html).links.filter((link) => link.startsWith('/_img/'));
  await Promise.all([...new Set(images)].map(async (image) => { await (await fetch(site.url + image)).arrayBuffer(); }));
}

/**
 * The site's own stylesheets and scripts, asked for once as a browser asks (brotli): `serve`
 * compresses a text file on its first request and keeps the copy (src/serve/static-server.ts),
 * where a production host serves the copy it already has. Unwarmed, the first page measured of
 * each template paid for compressing its stylesheet and scripts (tens of milliseconds each, on
 * the critical path), and every page that missed the bar on its first run had been the first of
 * its template.
 */
async function warmAssets(): Promise<void> {
  const files = await fg(['**/*.{css,js}'], { cwd: join(out, '_sitegen') });
  for (const file of files) await (await fetch(`${site.url}/_sitegen/${file}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
}

/**
 * Lighthouse's own trace failures, whose message is "Something went wrong with recording the
 * trace… Please run Lighthouse again": a fault of the measuring tool (seen on a busy machine),
 * not of the page, so one more run is taken. Any other runtime error fails at once.
 */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

/**
 * Work Lighthouse does for its report that no score counts: the full-page screenshot (element
 * thumbnails) and the back/forward-cache audit (weight 0, a diagnostic), whose gatherer navigates
 * away from the page and back on every run. This file runs alone at the end of the suite, so each
 * second here is a second of the whole suite.
 */
const UNSCORED = { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] };

interface Run { lhr: Result; load: number | null; disturbed: boolean }

/**
 * One Lighthouse run, with the load other programs put on the machine while it ran and whether
 * Lighthouse's benchmark found the host disturbed, against the runs before it.
 */
async function measureWithLoad(url: string, cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN): Promise<Run> {
  const roots = [process.pid, ...(chrome.pid ? [chrome.pid] : [])];
  const before = cpuSnapshot(roots);
  const lhr = await measure(url, cpuSlowdownMultiplier);
  const index = lhr.environment.benchmarkIndex;
  const disturbed = hostDisturbed(index, indexes);
  indexes.push(index);
  return { lhr, load: otherLoad(before, cpuSnapshot(roots)), disturbed };
}

const quiet = (run: Run) => (run.load === null || run.load < QUIET_LOAD) && !run.disturbed;

async function measure(url: string, cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN, attempt = 1): Promise<Result> {
  const run = await lighthouse(url, {
    port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], ...UNSCORED,
    ...(cpuSlowdownMultiplier === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  const error = run?.lhr.runtimeError;
  if (error && TRACE_FAILURES.has(error.code) && attempt < 3) {
    console.warn(`Lighthouse: ${error.code} measuring ${url}; running it again (attempt ${attempt + 1} of 3)`);
    return measure(url, cpuSlowdownMultiplier, attempt + 1);
  }
  expect(error, `Lighthouse could not measure ${url}`).toBeUndefined();
  return run!.lhr;
}

describe('Lighthouse scores (mobile)', () => {
  it('measures every template of the output in both languages', () => {
    const templates = new Set(pages.map((p) => p.name.split(' ')[0]!));
    expect(templates.size).toBeGreaterThan(10);
    expect(pages.map((p) => p.name).sort()).toEqual([...templates].flatMap((t) => [`${t} en_GB`, `${t} es_ES`]).sort());
  });

  it('the check names what a bad page gets wrong (so a pass means something)', async () => {
    const dir = mkdtempSync(join(inject('workDir'), 'lighthouse-'));
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head><body><a href="/x/">Read more</a><img src="/missing.png"></body></html>');
    const bad = await startStaticServer({ root: dir });
    try {
      const run = await lighthouse(`${bad.url}/`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['accessibility', 'seo'], ...UNSCORED });
      const ids = failingAudits(run!.lhr, ['accessibility', 'seo']).map((f) => `${f.category} ${f.id}`);
      expect(ids).toEqual(expect.arrayContaining(['accessibility html-has-lang', 'accessibility image-alt', 'seo document-title', 'seo meta-description', 'seo link-text']));
    } finally {
      await bad.close();
    }
  });

  it('a page that blocks the main thread misses the performance bar even at the most lenient calibrated CPU slowdown (so a calibrated pass means something)', async () => {
    const dir = mkdtempSync(join(inject('workDir'), 'lighthouse-heavy-'));
    // Ten long tasks of 250 ms on the main thread once the page has painted, as a page with a
    // heavy bundle would run: total blocking time counts only tasks after the first paint, and a
    // script that blocks before it (where a parser-blocking script may or may not run, as the
    // machine's timing falls) is not counted, which once let such a page score 0.96.
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Heavy</title></head><body><h1>Heavy</h1><p>Text.</p><script src="/heavy.js" defer></script></body></html>');
    writeFileSync(join(dir, 'heavy.js'), [
      'const block = (ms) => { for (const end = performance.now() + ms; performance.now() < end;) {} };',
      'let left = 10;',
      'const task = () => { block(250); if (--left > 0) setTimeout(task, 0); };',
      "addEventListener('load', () => requestAnimationFrame(() => setTimeout(task, 0)));",
    ].join('\n'));
    const heavy = await startStaticServer({ root: dir });
    try {
      const lenient = calibratedCpuSlowdown(1);
      expect(lenient).toBe(1);
      const lhr = await measure(`${heavy.url}/`, lenient);
      expect(lhr.configSettings.throttling.cpuSlowdownMultiplier).toBe(lenient);
      expect(lhr.categories.performance!.score).toBeLessThan(MINIMUM.performance);
    } finally {
      await heavy.close();
    }
  });

  it.each(pages)('$name ($path)', async ({ name, path }) => {
    const url = site.url + path;
    await warmImages(url);
    const first = await measureWithLoad(url);
    let runs = [first];
    let taken = 1;
    if ((first.lhr.categories.performance!.score ?? 0) < MINIMUM.performance) {
      // Performance varies from run to run; Lighthouse's variability guide advises the median of
      // five runs (its computeMedianRun), which a median of three left a page near the bar to
      // pass or fail by chance. Only a page that misses once pays for more: on a host the first
      // run found slow, five runs with the multiplier calibrated to it; else four more. Runs
      // taken while another program kept the machine busy (QUIET_LOAD) or while the host was
      // disturbed (hostDisturbed) are retaken; if the machine never quietens, every run is judged
      // and the failure says how busy it was. A disturbed first run says nothing of the host's
      // speed, so the multiplier stays the default then.
      const multiplier = first.disturbed ? DEFAULT_CPU_SLOWDOWN : calibratedCpuSlowdown(first.lhr.environment.benchmarkIndex);
      if (multiplier !== DEFAULT_CPU_SLOWDOWN) runs = [];
      while (runs.filter(quiet).length < MEDIAN_RUNS && taken < MAX_RUNS) {
        // Another program's burst often passes in seconds: give it those before the next run.
        if (!quiet(runs.at(-1) ?? first)) await sleep(BUSY_PAUSE_MS);
        runs.push(await measureWithLoad(url, multiplier));
        taken++;
      }
    }
    const quietRuns = runs.filter(quiet);
    const judged = quietRuns.length >= Math.min(MEDIAN_RUNS, runs.length) ? quietRuns : runs;
    // One run is its own median (computeMedianRun also demands a TTI of it, which a single
    // passing run need not have).
    const lhr = judged.length === 1 ? judged[0]!.lhr : computeMedianRun(judged.map((run) => run.lhr));
    const loads = judged.map((run) => run.load).filter((load) => load !== null);
    const load = loads.length === 0 ? null : median(loads);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]!.score ?? 0]));
    const failing = failingAudits(lhr);
    if (/<meta name="robots" content="noindex/.test(await (await fetch(url)).text())) {
      // A campaign landing is kept out of search on purpose (noindex): Lighthouse's SEO score
      // counts exactly that against it, so the page must fail that audit and pass every other.
      expect(failing.map((f) => f.id), `${path} is noindex`).toContain('is-crawlable');
      scores.seo = failing.some((f) => f.category === 'seo' && f.id !== 'is-crawlable') ? 0 : 1;
    }
    results.push({ page: name, path, scores, failing, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier, runs: taken, setAside: taken - judged.length, load, tbt: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0) });
    const below = CATEGORIES.filter((c) => scores[c]! < MINIMUM[c]);
    const detail = failing.map((f) => `  ${f.category}: ${f.id} "${f.title}" score ${f.score}${f.value ? ` (${f.value})` : ''}`).join('\n');
    const busy = load !== null && load >= QUIET_LOAD ? `\n(the machine was busy: other programs used ${load.toFixed(2)} CPUs on average during the judged runs)` : '';
    const disturbed = judged.filter((run) => run.disturbed).length;
    const slowHost = disturbed > 0 ? `\n(Lighthouse's benchmark found the host disturbed on ${disturbed} of the judged runs: index ${judged.map((run) => Math.round(run.lhr.environment.benchmarkIndex)).join(', ')} against a usual ${Math.round(median(indexes))})` : '';
    expect(below, `${name} ${path} scores ${JSON.stringify(scores)} over ${judged.length} judged of ${taken} runs; audits losing points:\n${detail}${busy}${slowHost}`).toEqual([]);
  }, slow(180_000));
});
