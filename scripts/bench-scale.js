// The scale half of `npm run bench`, run when BENCH_SCALE is set (BENCH_SCALE=51: 50,228 pages):
// `content seed --scale N` and a cold `build` of it, each timed from process start with GNU
// time (wall, CPU, peak RSS); and what the content API costs per page of the build's requests
// (the page, its distributors, a list page) at the demo's size and at scale N, asked one at a
// time over loopback, so a per-page cost that grows with the site shows.
// Usage: BENCH_SCALE=51 node scripts/bench-scale.js   (or: node scripts/bench-scale.js 51)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './start-api-process.js';

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
    seconds: Math.round(seconds * 10) / 10,
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

export async function benchScale(scale) {
  const dir = join(root, '.bench', `scale-${scale}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = join(dir, 'site.db');
  const seed = timed(['content', 'seed', '--scale', String(scale), '--db', db, '--json']);
  const build = timed(['build', '--db', db, '--out', join(dir, 'output'), '--no-warm-images', '--json']);
  const pages = build.summary?.pages ?? 0;
  const demoDb = join(dir, 'demo.db');
  timed(['content', 'seed', '--db', demoDb, '--json']);
  const apiDemo = await apiCostPerPage(demoDb);
  const apiScaled = await apiCostPerPage(db);
  rmSync(join(dir, 'output'), { recursive: true, force: true });
  return {
    scale, pages,
    seed: { seconds: seed.seconds, cpuSeconds: seed.cpuSeconds, peakRssMb: seed.peakRssMb },
    build: { seconds: build.seconds, cpuSeconds: build.cpuSeconds, peakRssMb: build.peakRssMb, pagesPerSecond: Math.round(pages / build.seconds) },
    apiPerPage: { demo: apiDemo, scaled: apiScaled, ratio: Math.round((apiScaled.msPerPage / apiDemo.msPerPage) * 100) / 100 },
  };
}

export function printScale(report) {
  console.log(`scale ${report.scale} (${report.pages.toLocaleString('en')} pages):`);
  console.log(`  content seed: ${report.seed.seconds} s wall, ${report.seed.cpuSeconds} s CPU, peak RSS ${report.seed.peakRssMb} MB`);
  console.log(`  cold build:   ${report.build.seconds} s wall, ${report.build.cpuSeconds} s CPU, peak RSS ${report.build.peakRssMb} MB, ${report.build.pagesPerSecond} pages/s`);
  const { demo, scaled, ratio } = report.apiPerPage;
  console.log(`  content API per page of the build's requests: ${demo.msPerPage} ms at ${demo.pages.toLocaleString('en')} pages, ${scaled.msPerPage} ms at ${scaled.pages.toLocaleString('en')} (${ratio}×; ${scaled.sampled} pages sampled)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scale = Number(process.argv[2] ?? process.env.BENCH_SCALE ?? 51);
  const report = await benchScale(scale);
  console.log(JSON.stringify(report));
  printScale(report);
}
