// `npm run bench`: builds the demo site several times and reports median wall time, pages/s and
// peak RSS of a cold full build, a no-change rebuild and a one-path rebuild — each timed from
// process start to exit, as a person or CI would run it; then, in Chromium, the first-load weight
// of an article and a programme page and the paint time of a prefetched navigation
// (scripts/bench-browser.js); then search and list latency at a fixed rate and search quality
// and quality on the judged visitor queries (scripts/bench-api.js, scripts/search-quality.js); then the time from the editor's Publish to the page's new file on disk
// (scripts/bench-publish.js) and the editor's weight (scripts/bench-editor-size.js); then form submissions/s with durable (synchronous=FULL) and the old
// (NORMAL) SQLite setting (scripts/bench-forms.js); then list/search latency, form submissions/s and the full build over SQLite
// against a private PostgreSQL with 1–3 API instances (scripts/bench-postgres.js; skipped where PostgreSQL is not installed); then a fresh clone's
// first build (empty database and image cache: when its pages were published, what making their image variants cost), and a cold against a warmed image request (scripts/bench-images.js); then 1,000 plain pages built by
// sitegen, Eleventy 3 and Hugo (scripts/bench-peers.js); and with BENCH_SCALE=N, the seed and build of a site N times the
// demo's articles and faculty and the content API's cost per page there (scripts/bench-scale.js). Results: .bench/results.json + a table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyTrash, fileCreationUs, moveAside, settleDisk } from './move-aside.js';
import { median } from './median.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dir = join(root, '.bench');
const db = join(dir, 'site.db');
const out = join(dir, 'output');
const cli = join(root, 'bin', 'sitegen.js');
const rss = join(root, 'scripts', 'report-rss.js');

function run(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--import', rss, cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`sitegen ${args.join(' ')} failed (exit ${result.status})`);
  }
  const summary = JSON.parse(result.stdout.trim().split('\n').pop());
  const peakKb = Number(/@@peak-rss-kb (\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { ms, summary, peakMb: peakKb / 1024 };
}

mkdirSync(dir, { recursive: true });
rmSync(db, { force: true });
run(['content', 'seed', '--db', db, '--json']);

const scenarios = {
  // The previous output moved aside, not deleted (scripts/move-aside.js says why: nothing is deleted until the bench is over).
  'full build (cold)': () => { moveAside(out); return run(['build', '--db', db, '--out', out, '--json']); },
  'rebuild, no change': () => run(['build', '--db', db, '--out', out, '--json']),
  'one-path rebuild': () => run(['build', '--db', db, '--out', out, '--path', '/museo/', '--json']),
};

// A fresh clone's first build, as the README runs it (npm ci aside): an empty database, which the
// build seeds, and an empty image cache. Its pages are live when it publishes; then it makes
// every image variant they use, into the image cache the builds timed below then find them in
// (the same seed day draws the same content; a stat each). Once: minutes of CPU on two cores.
const first = join(dir, 'first-build');
moveAside(first);
mkdirSync(first);
moveAside(join(dir, 'image-cache'));
const warming = run(['build', '--db', join(first, 'site.db'), '--media-dir', dir, '--out', join(first, 'output'), '--json']);
if (!warming.summary.apiSeeded) throw new Error('the first build did not seed its database');
const imageWarming = {
  ...warming.summary.images, buildMs: Math.round(warming.ms), peakRssMb: Math.round(warming.peakMb),
  // Process start to the pages' publication: what follows publishing is the images stage and the process's exit.
  publishedMs: Math.round(warming.ms - (warming.summary.stages.images ?? 0)),
};
moveAside(first);

// One warm-up of the cold build (file-system caches, the first build's output for the others),
// then, before the timing, a disk on which creating a file costs what it should (scripts/move-aside.js).
scenarios['full build (cold)']();
const disk = settleDisk(dir);
// Interleaved: each round runs the cold build, then the no-change and one-path rebuilds of its
// output, so a machine shared with other work slows every scenario alike.
const rounds = Object.fromEntries(Object.keys(scenarios).map((name) => [name, []]));
for (let i = 0; i < runs; i++) for (const [name, scenario] of Object.entries(scenarios)) rounds[name].push(scenario());
// The disk after the rounds as well: a figure taken while it was not settled says so.
disk.afterUsPerFile = fileCreationUs(dir);
const results = {};
for (const [name, samples] of Object.entries(rounds)) {
  const pages = samples[0].summary.mode === 'incremental' ? samples[0].summary.rendered : samples[0].summary.pages;
  const ms = median(samples.map((s) => s.ms));
  results[name] = {
    runs,
    pages,
    medianMs: Math.round(ms),
    minMs: Math.round(Math.min(...samples.map((s) => s.ms))),
    pagesPerSecond: Math.round(pages / (ms / 1000)),
    peakRssMb: Math.round(Math.max(...samples.map((s) => s.peakMb))),
  };
}

// The disk's share of a cold build: create the same folders and files with the same bytes and
// no rendering at all. On a disk where creating a file costs ~0.5 ms this floor dominates.
function diskFloor() {
  const files = [];
  const walk = (d, rel) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name), join(rel, entry.name));
      else files.push([join(rel, entry.name), readFileSync(join(d, entry.name))]);
    }
  };
  walk(out, '');
  const target = join(dir, 'disk-floor');
  moveAside(target);
  const started = process.hrtime.bigint();
  for (const [file, bytes] of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    writeFileSync(join(target, file), bytes);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  moveAside(target);
  return { files: files.length, ms: Math.round(ms) };
}
moveAside(out);
run(['build', '--db', db, '--out', out, '--json']);
const floor = diskFloor();

const { benchBrowser } = await import('./bench-browser.js');
const browser = await benchBrowser(out, db);
const { benchApi } = await import('./bench-api.js');
// Search at 200 requests/s (spec 7 search: p99 under 20 ms on loopback), lists at the same rate.
const api = await benchApi(db, 200, 6);
const { benchPublish, benchArticlePublish, printArticlePublish } = await import('./bench-publish.js');
const publish = await benchPublish(db, out);
const articlePublish = [await benchArticlePublish(db, out, undefined, 'typical'), await benchArticlePublish(db, out, undefined, 'most-shown')];
const { benchEditorSize, printEditorSize } = await import('./bench-editor-size.js');
const editorSize = benchEditorSize();
const { benchImages } = await import('./bench-images.js');
const images = { warming: imageWarming, request: await benchImages(db) };
const { benchForms, benchLeadOutbox, leadOutboxLine } = await import('./bench-forms.js');
const forms = await benchForms(db, runs);
forms.outbox = await benchLeadOutbox(db, runs);
const { benchPostgres, printPostgres } = await import('./bench-postgres.js');
const { findPostgresBin } = await import('./private-postgres.js');
// Where PostgreSQL is not installed the rest of the bench still runs; the report says why this part did not.
let postgres;
try {
  if (!process.env.SITEGEN_TEST_DATABASE_URL) findPostgresBin();
} catch (error) {
  postgres = { skipped: error.message };
}
postgres ??= await benchPostgres(db, { rate: 200, seconds: 3, runs });
const { benchPeers, printPeers } = await import('./bench-peers.js');
const peers = benchPeers(runs);
const { benchScale, printScale } = await import('./bench-scale.js');
// The large site only when asked (BENCH_SCALE=51 is 50,228 pages: minutes, not seconds).
// Several sizes comma-separated: BENCH_SCALE=11,51 is about 10,000 and 50,000 pages.
const scale = [];
for (const n of process.env.BENCH_SCALE ? process.env.BENCH_SCALE.split(',').map(Number) : []) scale.push(await benchScale(n));
// Everything moved aside by every part of the bench goes now, when nothing is timed any more.
emptyTrash();
const report = { node: process.version, disk, diskFloor: floor, cpus: (await import('node:os')).cpus().length, date: new Date().toISOString(), results, browser, api, publish, articlePublish, editorSize, images, forms, postgres, peers, scale };
writeFileSync(join(dir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report));
console.log(`disk floor: writing the ${floor.files} output files (and their folders) alone takes ${floor.ms} ms here`);
console.log(`creating a file before the cold builds: ${disk.usPerFile} µs, after them ${disk.afterUsPerFile} µs${disk.waitedS > 0 ? ` (${disk.firstUsPerFile} µs at first; waited ${disk.waitedS} s for inodes freed earlier to age out, scripts/move-aside.js)` : ''}${disk.settled ? '' : ' — not settled: the cold figures include the disk\'s scan past recently freed inodes'}`);
console.table(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { pages: v.pages, 'median ms': v.medianMs, 'min ms': v.minMs, 'pages/s': v.pagesPerSecond, 'peak RSS MB': v.peakRssMb }])));
if (browser.skipped) console.log(`browser measurements skipped: ${browser.skipped}`);
else {
  for (const [name, load] of Object.entries(browser.firstLoad)) {
    console.log(`first load of ${name} (${load.path}): ${load.totalWithoutImagesKb} KB gzip (HTML ${load.gzipKb.html}, CSS ${load.gzipKb.css}, JS ${load.gzipKb.js}, JSON ${load.gzipKb.json}) + images ${load.gzipKb.images} KB + fonts ${load.fontsKb} KB (woff2, counted apart); budget ${browser.budgetsKb[name]} KB`);
  }
  const { budgetsKb, rows } = browser.cssAndFonts;
  const over = rows.filter((row) => row.cssKb > budgetsKb.css || row.fontsKb > budgetsKb.fonts);
  console.log(`first load's stylesheet and fonts, one page of each of ${rows.length} templates: CSS ${Math.min(...rows.map((r) => r.cssKb))}–${Math.max(...rows.map((r) => r.cssKb))} KB gzip (budget ${budgetsKb.css}), of which the page used ${Math.min(...rows.map((r) => r.usedCssKb))}–${Math.max(...rows.map((r) => r.usedCssKb))} KB, fonts ${Math.min(...rows.map((r) => r.fontsKb))}–${Math.max(...rows.map((r) => r.fontsKb))} KB (budget ${budgetsKb.fonts})${over.length ? `; over budget: ${over.map((r) => `${r.template} ${r.path} CSS ${r.cssKb} KB, fonts ${r.fontsKb} KB`).join('; ')}` : ''}`);
  console.log(`click on a prefetched link → new page painted: median ${browser.prefetchedClick.medianMs} ms over ${browser.prefetchedClick.clicks} clicks (max ${browser.prefetchedClick.maxMs} ms)`);
}
console.log(`Publish → new ${publish.path}index.html on disk: median ${publish.medianMs} ms over ${publish.runs} runs (max ${publish.maxMs} ms)`);
for (const article of articlePublish) console.log(printArticlePublish(article));
console.log(printEditorSize(editorSize));
console.log(`form submissions/s (${forms.connections} connections, median of ${forms.runs} interleaved runs of ${forms.submissions}): synchronous=NORMAL ${forms.normalPerSecond}/s, FULL (durable, what the API runs) ${forms.fullPerSecond}/s (${forms.costPercent}% fewer), ${forms.failures} failures`);
console.log(leadOutboxLine(forms.outbox));
for (const call of [api.search, api.list, api.signIn]) {
  console.log(`${call.name} at ${call.rate} requests/s for ${call.seconds} s: p50 ${call.p50Ms} ms, p95 ${call.p95Ms} ms, p99 ${call.p99Ms} ms, ${call.failures} failures${call.cpuMsPerRequest !== undefined ? `; the API process's CPU per request ${call.cpuMsPerRequest} ms` : ''}`);
}
const own = api.search.inProcess;
console.log(`search's own CPU per query, in one process without HTTP (${own.queries} judged queries, each new): p50 ${own.p50Ms} ms, p95 ${own.p95Ms} ms, p99 ${own.p99Ms} ms, mean ${own.meanMs} ms`);
for (const q of Object.values(api.quality)) {
  // The held-out set's weakest queries are not printed: read, they would be tuned for (scripts/search-quality.js).
  console.log(`search quality, ${q.set} set, ${q.lang} (${q.queries} judged queries): nDCG@10 ${q.ndcg10}, MRR ${q.mrr}, success@3 ${q.success3}; over 100 results: ${q.over100.length}`
    + (q.set === 'tuning' ? `; weakest: ${q.failing.map((f) => `"${f.query}"`).join(', ') || 'none'}` : ''));
}
console.log(`a fresh clone's first build (empty database and image cache): ${warming.summary.pages} pages published after ${imageWarming.publishedMs} ms; then ${imageWarming.made} of ${imageWarming.variants} image variants made in ${imageWarming.seconds} s, ${imageWarming.buildMs} ms in all (peak RSS ${imageWarming.peakRssMb} MB)`);
console.log(`image ${images.request.variant}: cold median ${images.request.coldMedianMs} ms, warmed median ${images.request.warmMedianMs} ms over ${images.request.originals} originals`);
if (postgres.skipped) console.log(`SQLite against PostgreSQL skipped: ${postgres.skipped}`);
else printPostgres(postgres);
printPeers(peers);
for (const report of scale) printScale(report);
if (scale.length === 0) console.log('large sites: set BENCH_SCALE (e.g. BENCH_SCALE=11,51 for about 10,000 and 50,000 pages) to time their seed, build and one-path rebuild');
