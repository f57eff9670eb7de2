// The scale half of `npm run bench`, run when BENCH_SCALE is set (BENCH_SCALE=51: 50,228 pages):
// `content seed --scale N` and a cold `build` of it, each timed from process start with GNU
// time (wall, CPU, peak RSS); and what the content API costs per page of the build's requests
// (the page, its distributors, a list page) at the demo's size and at scale N, asked one at a
// time over loopback, so a per-page cost that grows with the site shows.
// Also the one-path rebuild at both sizes and the CPU per page of a cold build at both sizes.
// Usage: BENCH_SCALE=51 node scripts/bench-scale.js   (or: node scripts/bench-scale.js 11,51 for ~10,000 and ~50,000 pages)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyTrash, moveAside } from './move-aside.js';
import { startApi } from './start-api-process.js';
import { median } from './median.js';
import { printArticlePublish } from './bench-publish.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin', 'sitegen.js');
const TIME = '/usr/bin/time';

/** A sitegen command from process start to exit: wall, CPU (user + system) and peak RSS from GNU time. */
function timed(args) {
  const withTime = existsSync(TIME);
  const started = process.hrtime.bigint();
  const result = spawnSync(withTime ? TIME : process.execPath, withTime ? ['-f', '@@time %M %U %S', process.execPath, cli, ...args] : [cli, ...args],
    { encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stderr.write(result.stderr.slice(-3000));
    throw new Error(`sitegen ${args.join(' ')} failed (exit ${result.status})`);
  }
  const [, kb, user, system] = /@@time (\d+) ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? [];
  return {
    seconds: Math.round(seconds * 1000) / 1000,
    cpuSeconds: kb ? Math.round((Number(user) + Number(system)) * 10) / 10 : null,
    peakRssMb: kb ? Math.round(Number(kb) / 1024) : null,
    summary: (() => { try { return JSON.parse(result.stdout.trim().split('\n').pop()); } catch { return null; } })(),
  };
}

/**
 * The build's requests for `sample` pages spread over the index, one at a time: the page, each of
 * its distributors (with `related` as the build sends it), and for a list template one list page
 * from its middle. Returns milliseconds per page (median of three passes, the first warms the API).
 */
export async function apiCostPerPage(db, sample = 300) {
  const api = await startApi(db);
  try {
    const json = async (path, init) => {
      const response = await fetch(api.url + path, init);
      if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
      return response.json();
    };
    const index = await json('/site/main/pages');
    const step = Math.max(1, Math.floor(index.items.length / sample));
    const chosen = index.items.filter((_, n) => n % step === 0).slice(0, sample);
    const pass = async () => {
      const started = process.hrtime.bigint();
      for (const item of chosen) {
        const page = await json(`/site/main/page/${item.id}`);
        for (const section of Object.values(page.template ?? {})) {
          for (const module of section?.modules ?? []) {
            if (!module?.data?.mode) continue;
            const own = module.data.sources?.some((s) => s.structuredData === page.structuredData);
            const body = module.data.related === undefined && own ? { ...module.data, related: page.id } : module.data;
            await json('/site/main/distributor', { method: 'POST', headers: { 'content-type': 'application/json', lang: page.locale }, body: JSON.stringify(body) });
            if (/List$/.test(page.template.templateType) && module.data.mode === 'auto') {
              const sources = module.data.sources.map((s) => s.structuredData).join(',');
              const first = await json(`/list/v2/${sources}/?site=1&lang=${page.locale}&page=1&items=50`);
              await json(`/list/v2/${sources}/?site=1&lang=${page.locale}&page=${Math.max(1, Math.ceil(first.totalPages / 2))}&items=50`);
            }
          }
        }
      }
      return Number(process.hrtime.bigint() - started) / 1e6 / chosen.length;
    };
    const passes = [await pass(), await pass(), await pass()].sort((a, b) => a - b);
    return { pages: index.items.length, sampled: chosen.length, msPerPage: Math.round(passes[1] * 100) / 100 };
  } finally {
    api.close();
  }
}

/** One-path rebuilds of a page of the built site at `out`: wall and peak RSS, medians of `runs`. */
function onePath(db, out, runs = 5) {
  const samples = Array.from({ length: runs }, () => timed(['build', '--db', db, '--out', out, '--no-warm-images', '--path', '/en/events/', '--json']));
  return { runs, seconds: Math.round(median(samples.map((s) => s.seconds)) * 1000) / 1000, peakRssMb: median(samples.map((s) => s.peakRssMb)) };
}

export async function benchScale(scale) {
  const dir = join(root, '.bench', `scale-${scale}`);
  // Moved aside, deleted by emptyTrash() when nothing is timed (scripts/move-aside.js: a
  // build timed just after deleting 150,000 files ran 30–80 % slower here).
  moveAside(dir);
  mkdirSync(dir, { recursive: true });
  const db = join(dir, 'site.db');
  const seed = timed(['content', 'seed', '--scale', String(scale), '--db', db, '--json']);
  // Cold: a fresh output folder (nothing deleted just before: scripts/move-aside.js).
  const build = timed(['build', '--db', db, '--out', join(dir, 'output'), '--no-warm-images', '--json']);
  const pages = build.summary?.pages ?? 0;
  const scaledOnePath = onePath(db, join(dir, 'output'));
  // The demo's cold build and one-path rebuild in the same run: the CPU per page and the one-path
  // time at 1,246 pages against those at scale N.
  const demoDb = join(dir, 'demo.db');
  timed(['content', 'seed', '--db', demoDb, '--json']);
  const demoBuild = timed(['build', '--db', demoDb, '--out', join(dir, 'demo-output'), '--no-warm-images', '--json']);
  const demoPages = demoBuild.summary?.pages ?? 0;
  const demoOnePath = onePath(demoDb, join(dir, 'demo-output'));
  // The editor's Publish of an article at both sizes (scripts/bench-publish.js): its text alone,
  // and what its cards show, which every page listing it follows.
  const { benchArticlePublish } = await import('./bench-publish.js');
  // Both outputs were built with --no-warm-images: so are their publishes.
  const cold = { warmImages: false };
  const publishDemo = [await benchArticlePublish(demoDb, join(dir, 'demo-output'), 3, 'typical', cold), await benchArticlePublish(demoDb, join(dir, 'demo-output'), 3, 'most-shown', cold)];
  const publishScaled = [await benchArticlePublish(db, join(dir, 'output'), 3, 'typical', cold), await benchArticlePublish(db, join(dir, 'output'), 1, 'most-shown', cold)];
  const apiDemo = await apiCostPerPage(demoDb);
  const apiScaled = await apiCostPerPage(db);
  moveAside(join(dir, 'output'));
  moveAside(join(dir, 'demo-output'));
  const cpuMsPerPage = (b, n) => (b.cpuSeconds === null || n === 0 ? null : Math.round((b.cpuSeconds * 1000 / n) * 100) / 100);
  const cpu = { demo: cpuMsPerPage(demoBuild, demoPages), scaled: cpuMsPerPage(build, pages) };
  return {
    scale, pages,
    seed: { seconds: seed.seconds, cpuSeconds: seed.cpuSeconds, peakRssMb: seed.peakRssMb },
    build: { seconds: Math.round(build.seconds * 10) / 10, cpuSeconds: build.cpuSeconds, peakRssMb: build.peakRssMb, pagesPerSecond: Math.round(pages / build.seconds) },
    demoBuild: { pages: demoPages, seconds: demoBuild.seconds, cpuSeconds: demoBuild.cpuSeconds, peakRssMb: demoBuild.peakRssMb },
    cpuMsPerPage: { ...cpu, ratio: cpu.demo && cpu.scaled ? Math.round((cpu.scaled / cpu.demo) * 100) / 100 : null },
    onePath: { demo: demoOnePath, scaled: scaledOnePath },
    publish: { demo: publishDemo, scaled: publishScaled },
    apiPerPage: { demo: apiDemo, scaled: apiScaled, ratio: Math.round((apiScaled.msPerPage / apiDemo.msPerPage) * 100) / 100 },
  };
}

export function printScale(report) {
  console.log(`scale ${report.scale} (${report.pages.toLocaleString('en')} pages):`);
  console.log(`  content seed: ${report.seed.seconds} s wall, ${report.seed.cpuSeconds} s CPU, peak RSS ${report.seed.peakRssMb} MB`);
  console.log(`  cold build:   ${report.build.seconds} s wall, ${report.build.cpuSeconds} s CPU, peak RSS ${report.build.peakRssMb} MB (the whole process tree: its threads), ${report.build.pagesPerSecond} pages/s`);
  const { demo: d, scaled: s, ratio: r } = report.cpuMsPerPage;
  console.log(`  CPU per page of a cold build: ${d} ms at ${report.demoBuild.pages.toLocaleString('en')} pages (the demo, ${report.demoBuild.seconds} s wall), ${s} ms at ${report.pages.toLocaleString('en')} (${r}×)`);
  const { demo: od, scaled: os } = report.onePath;
  console.log(`  one-path rebuild (median of ${os.runs}): ${od.seconds} s at ${report.demoBuild.pages.toLocaleString('en')} pages, ${os.seconds} s (peak RSS ${os.peakRssMb} MB) at ${report.pages.toLocaleString('en')}`);
  for (const r of [...report.publish.demo, ...report.publish.scaled]) console.log(`  ${printArticlePublish(r)}`);
  const { demo, scaled, ratio } = report.apiPerPage;
  console.log(`  content API per page of the build's requests: ${demo.msPerPage} ms at ${demo.pages.toLocaleString('en')} pages, ${scaled.msPerPage} ms at ${scaled.pages.toLocaleString('en')} (${ratio}×; ${scaled.sampled} pages sampled)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // One scale or several, comma-separated: BENCH_SCALE=11,51 is about 10,000 and 50,000 pages.
  for (const scale of String(process.argv[2] ?? process.env.BENCH_SCALE ?? 51).split(',').map(Number)) {
    const report = await benchScale(scale);
    console.log(JSON.stringify(report));
    printScale(report);
  }
  emptyTrash();
}
