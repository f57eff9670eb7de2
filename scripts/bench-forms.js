// The durability half of `npm run bench`: form submissions per second through the real API
// (POST /forms/newsletter over loopback, validated and committed before the 201), with SQLite's
// `synchronous = FULL` (what the API runs: the WAL is synced before each commit returns, so an
// acknowledged submission survives a power cut) against `NORMAL` (the old setting: synced only
// at checkpoints). Same harness for both: the compiled API in a worker thread over a fresh copy
// of the database next to the benchmark's own (the same disk), a warm-up, then a fixed number of
// submissions from a few keep-alive connections; runs interleaved (NORMAL, FULL, NORMAL, …) so
// that drift of the machine hits both alike; medians reported.
// Usage: node scripts/bench-forms.js [db] [runs] [submissions per run]
import { copyFileSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { median } from './median.js';
import { emptyTrash, moveAside } from './move-aside.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 4;

async function startApi(dbFile, synchronous) {
  const worker = new Worker(join(root, 'dist', 'api-worker.js'), {
    workerData: { dbFile, host: '127.0.0.1', port: 0, formRateLimit: 1e9, synchronous },
    env: { ...process.env, SITEGEN_COMPILED: '1' },
  });
  const { url } = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url,
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' });
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await worker.terminate();
    },
  };
}

/** `count` submissions from CONNECTIONS keep-alive connections; with several URLs, round-robin over them. */
export async function submit(url, count, tag) {
  const urls = [url].flat();
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${urls[i % urls.length]}/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang: 'en_GB', site: 'main', pagePath: '/en/', website: '', startedAt: Date.now() - 5000, values: { email: `bench-${tag}-${i}@example.org`, privacy: true } }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failures++;
    }
  }));
  return { perSecond: count / ((performance.now() - started) / 1000), failures };
}

export async function benchForms(db, runs = 5, submissions = 300) {
  const dir = mkdtempSync(join(dirname(db), 'bench-forms-'));
  const samples = { NORMAL: [], FULL: [] };
  let failures = 0;
  try {
    for (let run = 0; run < runs; run++) {
      for (const synchronous of ['NORMAL', 'FULL']) {
        const file = join(dir, `${synchronous}-${run}.db`);
        copyFileSync(db, file);
        const api = await startApi(file, synchronous);
        try {
          await submit(api.url, 30, `warm-${run}`);
          const result = await submit(api.url, submissions, `${synchronous}-${run}`);
          samples[synchronous].push(result.perSecond);
          failures += result.failures;
        } finally {
          await api.close();
        }
      }
    }
  } finally {
    // Deleted with the bench's other old files once nothing is timed (scripts/move-aside.js).
    moveAside(dir);
  }
  const normal = median(samples.NORMAL);
  const full = median(samples.FULL);
  return {
    runs, submissions, connections: CONNECTIONS, failures,
    normalPerSecond: Math.round(normal),
    fullPerSecond: Math.round(full),
    samples: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, v.map(Math.round)])),
    costPercent: Math.round((1 - full / normal) * 100),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchForms(process.argv[2] ?? join(root, '.bench', 'site.db'), Number(process.argv[3] ?? 5), Number(process.argv[4] ?? 300));
  emptyTrash();
  console.log(JSON.stringify(result));
  console.log(`form submissions/s (POST /forms/newsletter, ${result.connections} connections, median of ${result.runs} interleaved runs of ${result.submissions}): synchronous=NORMAL ${result.normalPerSecond}/s, FULL (durable) ${result.fullPerSecond}/s (${result.costPercent}% fewer), ${result.failures} failures`);
}
