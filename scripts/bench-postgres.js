// The PostgreSQL half of `npm run bench`: the same content API and build over SQLite and over
// PostgreSQL (a private throwaway cluster, scripts/private-postgres.js, the demo seeded into it by
// `sitegen content seed --db <url>`), side by side in one run:
// - list and search latency p50/p95/p99 at a fixed rate
//   (the open-loop driver of scripts/bench-api.js) against SQLite with one `sitegen api` and
//   PostgreSQL with 1, 2 and 3 instances over the same database. With several instances the bench
//   itself spreads the requests round-robin (no balancer in between); the rounds of the four
//   set-ups are interleaved and each set-up's latencies pooled;
// - form submissions/s (the harness of scripts/bench-forms.js, round-robin likewise) on SQLite (a
//   fresh copy of the file per run) and PostgreSQL with 1 and 3 instances, interleaved, medians;
// - the demo's full build, `sitegen build --db <sqlite file>` against `--db <postgres url>`, wall
//   medians of interleaved runs (image warming off for both: scripts/bench.js times it apart).
// Every process shares the machine with the cluster, so on 2 cores 3 instances measure contention
// as much as scaling: read the figures with the load average printed next to them.
// Usage: node scripts/bench-postgres.js [sqlite db] [rate per second] [seconds] [runs]
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, percentile, send } from './bench-api.js';
import { submit } from './bench-forms.js';
import { startPrivatePostgres } from './private-postgres.js';
import { startApi } from './start-api-process.js';
import { median } from './median.js';
import { emptyTrash, moveAside } from './move-aside.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin', 'sitegen.js');

const round = (n) => Math.round(n * 10) / 10;

function sitegen(args, cwd) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: '1', SITEGEN_WARM_IMAGES: '0' } });
  if (result.status !== 0) throw new Error(`sitegen ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const listRequest = (urls) => (i) =>
  send(`${urls[i % urls.length]}/list/v2/NEWS,BLOG/?site=main&lang=${i % 2 ? 'en_GB' : 'es_ES'}&page=${1 + (i % 8)}&items=50&order=recent-DESC`);
const SEARCHES = [['es_ES', 'diseño web'], ['en_GB', 'web development'], ['es_ES', 'becas'], ['en_GB', 'open day']];
const searchRequest = (urls) => (i) => {
  const [lang, query] = SEARCHES[i % SEARCHES.length];
  return send(`${urls[i % urls.length]}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, lang, site: 'main', page: 1 + (i % 3), itemsPerPage: 10 }) });
};

/** Latency of `makeRequest` for each set-up, `runs` interleaved rounds of `seconds`, pooled. */
async function latencies(name, setups, rate, seconds, runs, makeRequest) {
  const pooled = Object.fromEntries(Object.keys(setups).map((k) => [k, { samples: [], failures: 0 }]));
  for (let run = 0; run < runs; run++) {
    for (const [setup, urls] of Object.entries(setups)) {
      const result = await load(name, rate, seconds, makeRequest(urls), pooled[setup].samples);
      pooled[setup].failures += result.failures;
    }
  }
  return Object.fromEntries(Object.entries(pooled).map(([setup, { samples, failures }]) => {
    const sorted = samples.sort((a, b) => a - b);
    return [setup, { requests: rate * seconds * runs, failures, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)) }];
  }));
}

export async function benchPostgres(sqliteDb, { rate = 50, seconds = 3, runs = 3, submissions = 150, buildRuns = runs } = {}) {
  const work = mkdtempSync(join(root, '.bench', 'pg-'));
  const load0 = loadavg()[0];
  const postgres = await startPrivatePostgres();
  const apis = [];
  try {
    const url = await postgres.newDatabase('bench');
    const seedMs = sitegen(['content', 'seed', '--db', url, '--json'], work);
    // The rate limit is per client address and everything here is one: lift it for both.
    const apiArgs = ['--form-rate-limit', '100000'];
    const sqlite = await startApi(sqliteDb, apiArgs);
    apis.push(sqlite);
    const pg = [];
    for (let i = 0; i < 3; i++) {
      pg.push(await startApi(url, apiArgs));
      apis.push(pg.at(-1));
    }
    const setups = { 'SQLite, 1 instance': [sqlite.url], 'PostgreSQL, 1 instance': [pg[0].url], 'PostgreSQL, 2 instances': [pg[0].url, pg[1].url], 'PostgreSQL, 3 instances': pg.map((p) => p.url) };
    // Warm-up: every process and connection pool, and whether search answers on PostgreSQL yet.
    for (const urls of Object.values(setups)) for (let i = 0; i < 8 * urls.length; i++) await (await listRequest(urls)(i)).arrayBuffer();
    const probe = await searchRequest([pg[0].url])(0);
    await probe.arrayBuffer();
    const list = await latencies('GET /list/v2/NEWS,BLOG/', setups, rate, seconds, runs, listRequest);
    let search;
    if (probe.status === 200) {
      for (const urls of Object.values(setups)) for (let i = 0; i < 4 * urls.length; i++) await (await searchRequest(urls)(i)).arrayBuffer();
      search = await latencies('POST /ai/search', setups, rate, seconds, runs, searchRequest);
    } else search = { skipped: `not on PostgreSQL yet (POST /ai/search answers ${probe.status})` };

    // Forms: SQLite on a fresh copy of its file per run (its own API), PostgreSQL on the seeded database.
    const formSetups = { 'SQLite, 1 instance': null, 'PostgreSQL, 1 instance': [pg[0].url], 'PostgreSQL, 3 instances': pg.map((p) => p.url) };
    const formSamples = Object.fromEntries(Object.keys(formSetups).map((k) => [k, []]));
    let formFailures = 0;
    for (let run = 0; run < runs; run++) {
      for (const [setup, urls] of Object.entries(formSetups)) {
        let own = null;
        if (!urls) {
          const copy = join(work, `forms-${run}.db`);
          copyFileSync(sqliteDb, copy);
          own = await startApi(copy, apiArgs);
        }
        try {
          const targets = own ? [own.url] : urls;
          await submit(targets, 20, `warm-${setup.replace(/\W+/g, '-')}-${run}`);
          const result = await submit(targets, submissions, `${setup.replace(/\W+/g, '-')}-${run}`);
          formSamples[setup].push(result.perSecond);
          formFailures += result.failures;
        } finally {
          await own?.close();
        }
      }
    }
    const forms = { runs, submissions, failures: formFailures, perSecond: Object.fromEntries(Object.entries(formSamples).map(([k, v]) => [k, Math.round(median(v))])), samples: Object.fromEntries(Object.entries(formSamples).map(([k, v]) => [k, v.map(Math.round)])) };
    await Promise.all(apis.splice(0).map((api) => api.close()));

    // Full builds, interleaved; one warm-up of each first (file-system caches, the compiled code).
    const builds = { SQLite: sqliteDb, PostgreSQL: url };
    const buildSamples = { SQLite: [], PostgreSQL: [] };
    for (let run = -1; run < buildRuns; run++) {
      for (const [name, db] of Object.entries(builds)) {
        const out = join(work, `out-${name}`);
        // Moved aside, not deleted just before a timed build (scripts/move-aside.js).
        moveAside(out);
        const ms = sitegen(['build', '--db', db, '--out', out, '--json'], work);
        if (run >= 0) buildSamples[name].push(ms);
      }
    }
    const build = Object.fromEntries(Object.entries(buildSamples).map(([k, v]) => [k, { runs: v.length, medianMs: Math.round(median(v)), minMs: Math.round(Math.min(...v)) }]));
    return { rate, seconds, runs, seedMs: Math.round(seedMs), balancing: 'round-robin in the bench process', list, search, forms, build, loadAverage: { start: round(load0), end: round(loadavg()[0]) } };
  } finally {
    await Promise.all(apis.map((api) => api.close()));
    await postgres.stop();
    // Deleted with the rest of the bench's old files when the bench is over (scripts/move-aside.js).
    moveAside(work);
  }
}

export function printPostgres(result) {
  const rows = {};
  for (const [setup, r] of Object.entries(result.list)) {
    rows[setup] = { 'list p50 ms': r.p50Ms, 'list p95 ms': r.p95Ms, 'list p99 ms': r.p99Ms, 'list failures': r.failures };
    if (!result.search.skipped) Object.assign(rows[setup], { 'search p50 ms': result.search[setup].p50Ms, 'search p95 ms': result.search[setup].p95Ms, 'search p99 ms': result.search[setup].p99Ms });
    rows[setup]['forms/s'] = result.forms.perSecond[setup] ?? '';
    const build = result.build[setup.split(',')[0]];
    rows[setup]['full build ms'] = setup.endsWith(', 1 instance') && build ? build.medianMs : '';
  }
  console.log(`SQLite against PostgreSQL (private cluster; requests spread ${result.balancing}; ${result.rate} requests/s, ${result.runs} interleaved rounds of ${result.seconds} s; forms: median of ${result.runs} runs of ${result.forms.submissions}, ${result.forms.failures} failures; build: median of ${result.build.SQLite.runs} interleaved runs; load average ${result.loadAverage.start} → ${result.loadAverage.end})`);
  console.table(rows);
  if (result.search.skipped) console.log(`search: ${result.search.skipped}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [db = join(root, '.bench', 'site.db'), rate = '30', seconds = '2', runs = '1'] = process.argv.slice(2);
  mkdirSync(join(root, '.bench'), { recursive: true });
  if (!existsSync(db)) sitegen(['content', 'seed', '--db', db, '--json'], join(root, '.bench'));
  const result = await benchPostgres(db, { rate: Number(rate), seconds: Number(seconds), runs: Number(runs), submissions: 60, buildRuns: Number(runs) });
  console.log(JSON.stringify(result));
  printPostgres(result);
  emptyTrash();
}
