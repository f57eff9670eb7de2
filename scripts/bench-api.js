// The API half of `npm run bench`: latency of search and list calls at a fixed request rate
// (open loop: requests leave on schedule whether or not earlier ones have answered, so a slow
// server shows up as latency instead of hiding behind a lower rate), p50/p95/p99; and search
// quality (nDCG@10, MRR, success@3) on the judged visitor queries (scripts/search-quality.js).
// Then the latency of a signed-in editor's sign-in (POST /accounts/sign-in with the right password:
// the attempt counted, the scrypt hash checked, the count settled, the session made) at a rate
// the password hash allows on two cores.
// Usage: node scripts/bench-api.js <db> [rate per second] [seconds]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { request } from 'undici';
import { catalogueOf, evaluate, heldOut, judgements, SETS } from './search-quality.js';
import { startApi } from './start-api-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A request as the load sends it: undici's own request() over its keep-alive pool, whose client
 * side costs a fraction of fetch()'s — on two cores the client's work shows in the server's
 * latencies — answering as fetch does (status, arrayBuffer) for load() below.
 */
export const send = (url, { method = 'GET', headers, body } = {}) => request(url, { method, headers, body })
  .then((r) => ({ status: r.statusCode, arrayBuffer: () => r.body.arrayBuffer() }));

/** A process's CPU time so far, user and system, in ms (Linux: /proc/<pid>/stat, in clock ticks of 1/100 s). */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Open-loop load at `rate` requests/s for `seconds`; each latency is also pushed into `sink` (to pool interleaved runs). */
export async function load(name, rate, seconds, makeRequest, sink = []) {
  const latencies = [];
  let failures = 0;
  const total = rate * seconds;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(makeRequest(i).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 200) failures++;
      latencies.push(performance.now() - t0);
      sink.push(latencies.at(-1));
    }, () => { failures++; }));
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return { name, rate, seconds, requests: total, failures, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)) };
}

/**
 * What the search is asked: the judged visitors' queries of both languages (the tuning set,
 * typos and all), shuffled the same way every run, so the figure is that of many different
 * queries — each asked for the first time during the run, not of a few whose rows the engine
 * keeps after their first asking. The warm-up asks the held-out set's, other queries.
 */
const queriesOf = (set) => ['es_ES', 'en_GB'].flatMap((lang) => set[lang].map((j) => [lang, j.q]))
  .map((entry, i, all) => all[(i * 7919) % all.length]);
const QUERIES = queriesOf(judgements);
const WARM_UP_QUERIES = queriesOf(heldOut);

/** Seconds of load at the measured rate before the measured run, its latencies discarded. */
const WARM_UP_SECONDS = 2;

export async function benchApi(dbFile, rate = 50, seconds = 6) {
  const api = await startApi(dbFile);
  try {
    // Warm-up, at the measured rate: a process's first requests wait on its compiler and on
    // the connections being opened, which says nothing of a server that has been running.
    const ask = (queries) => (i) => {
      const [lang, query] = queries[i % queries.length];
      return send(`${api.url}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, body: JSON.stringify({ query, lang, site: 'main', page: 1 + (i % 3), itemsPerPage: 10 }) });
    };
    await load('warm-up', rate, WARM_UP_SECONDS, ask(WARM_UP_QUERIES));
    const cpuBefore = processCpuMs(api.pid);
    const search = await load('POST /ai/search', rate, seconds, ask(QUERIES));
    // The API process's CPU per search, HTTP and compression included: what a query costs the
    // server, whatever the machine's load does to the latencies above.
    search.cpuMsPerRequest = Math.round(((processCpuMs(api.pid) - cpuBefore) / search.requests) * 100) / 100;
    const list = await load('GET /list/v2/NEWS,BLOG/', rate, seconds, (i) =>
      send(`${api.url}/list/v2/NEWS,BLOG/?site=main&lang=${i % 2 ? 'en_GB' : 'es_ES'}&page=${1 + (i % 8)}&items=50&order=recent-DESC`));
    // Search quality on the judged visitor queries, as the search page asks (its priorities and
    // threshold): a quality figure, not a timed test.
    const db = new Database(dbFile, { readonly: true });
    const quality = {};
    try {
      for (const [name, set] of Object.entries(SETS)) {
        for (const lang of ['es_ES', 'en_GB']) {
          const result = await evaluate(lang, catalogueOf(db, lang), async (query) => {
            const body = await (await fetch(`${api.url}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, lang, site: 'main', priorities: { ProgramDetail: 1.15, ProgramList: 1.05 }, minSimilarity: 0.2, itemsPerPage: 10 }) })).json();
            return { items: body.items, total: body.totalItems };
          }, set);
          // The held-out set's figures only, never its queries: read, they would be tuned for.
          if (name !== 'tuning') { result.failing = []; result.over100 = result.over100.map(() => '(held out)'); }
          quality[`${name} ${lang}`] = { set: name, ...result };
        }
      }
    } finally {
      db.close();
    }
    const signIn = await benchSignIn(api.url, dbFile, seconds);
    search.inProcess = await benchSearchCpu(dbFile);
    return { search, list, signIn, quality };
  } finally {
    api.close();
  }
}

/** The warm-up queries asked this many times over before search's own CPU is measured (benchSearchCpu). */
const SEARCH_CPU_WARM_UP_ROUNDS = 5;

/**
 * Search's own CPU per query, without HTTP (scripts/search-cpu.ts, bundled here with esbuild as
 * the CLI is), over `dbFile` itself (its search index brought up to date first, as the API's first
 * search would): the measured run's queries, each new, after the warm-up's asked
 * SEARCH_CPU_WARM_UP_ROUNDS times over, as the HTTP measure's two seconds at 200 requests/s ask
 * them (until V8 has compiled the hot code, its compiler threads' CPU counts too).
 */
export async function benchSearchCpu(dbFile) {
  const { build } = await import('esbuild');
  const bundle = join(root, '.bench', 'search-cpu.mjs');
  mkdirSync(join(root, '.bench'), { recursive: true });
  await build({ entryPoints: [join(root, 'scripts', 'search-cpu.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'warning' });
  const input = JSON.stringify({ warmUp: WARM_UP_QUERIES, rounds: SEARCH_CPU_WARM_UP_ROUNDS, queries: QUERIES });
  const run = spawnSync(process.execPath, [bundle, dbFile], { cwd: root, input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`search-cpu failed: ${run.stderr}`);
  const sorted = JSON.parse(run.stdout.trim().split('\n').pop()).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    queries: sorted.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)),
    meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

const SIGN_IN_RATE = 8;
const PASSWORD = 'bench password of sufficient length';

/** An account made as an administrator does (`sitegen editor add`, then its one-time link), signed in at SIGN_IN_RATE per second. */
async function benchSignIn(url, dbFile, seconds) {
  const email = `bench-${process.pid}-${Date.now()}@example.org`;
  const added = spawnSync(process.execPath, [join(root, 'bin', 'sitegen.js'), 'editor', 'add', email, '--db', dbFile], { encoding: 'utf8' });
  const token = /set-password#([\w-]+)/.exec(added.stdout)?.[1];
  if (!token) throw new Error(`sitegen editor add failed: ${added.stderr}`);
  const post = (path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const set = await post('/accounts/set-password', { token, password: PASSWORD });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}: ${await set.text()}`);
  await (await post('/accounts/sign-in', { email, password: PASSWORD })).arrayBuffer(); // warm-up
  return load('POST /accounts/sign-in', SIGN_IN_RATE, seconds, () => post('/accounts/sign-in', { email, password: PASSWORD }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [db = join(root, 'data', 'site.db'), rate = '50', seconds = '6'] = process.argv.slice(2);
  console.log(JSON.stringify(await benchApi(db, Number(rate), Number(seconds)), null, 2));
}
