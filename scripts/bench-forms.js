// The durability half of `npm run bench`: form submissions per second through the real API
// (POST /forms/newsletter over loopback, validated and committed before the 201), with SQLite's
// `synchronous = FULL` (what the API runs: the WAL is synced before each commit returns, so an
// acknowledged submission survives a power cut) against `NORMAL` (the old setting: synced only
// at checkpoints). Same harness for both: the compiled API in a worker thread over a fresh copy
// of the database next to the benchmark's own (the same disk), a warm-up, then a fixed number of
// submissions from a few keep-alive connections; runs interleaved (NORMAL, FULL, NORMAL, …) so
// that drift of the machine hits both alike; medians reported.
// Then the lead outbox's cost and speed (benchLeadOutbox).
// Usage: node scripts/bench-forms.js [db] [runs] [submissions per run]
import { copyFileSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { median } from './median.js';
import { emptyTrash, moveAside } from './move-aside.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 4;

async function startApi(dbFile, synchronous, leads) {
  const worker = new Worker(join(root, 'dist', 'api-worker.js'), {
    workerData: { dbFile, host: '127.0.0.1', port: 0, formRateLimit: 1e9, synchronous, ...(leads ? { leads } : {}) },
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

/**
 * `count` submissions from CONNECTIONS keep-alive connections; with several URLs, round-robin over
 * them. A newsletter sign-up by default; `lead`, the contact form (queued for e-mail and the CRM
 * when the API has the lead settings). `sent[i]` records when submission i was posted.
 */
export async function submit(url, count, tag, { lead = false, sent = [] } = {}) {
  const urls = [url].flat();
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < count) {
      const i = next++;
      const email = `bench-${tag}-${i}@example.org`;
      const values = lead ? { name: 'Bench', surname: 'Lead', email, phone: '600000000', privacy: true } : { email, privacy: true };
      sent[i] = performance.now();
      const response = await fetch(`${urls[i % urls.length]}/forms/${lead ? 'basic' : 'newsletter'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang: lead ? 'es_ES' : 'en_GB', site: 'main', pagePath: lead ? '/contacto/' : '/en/', website: '', startedAt: Date.now() - 5000, values }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failures++;
    }
  }));
  return { perSecond: count / ((performance.now() - started) / 1000), failures };
}

/**
 * The lead outbox's cost and speed: contact-form submissions per second with the outbox off (stored
 * only) and on (each also queued for the team's e-mail, the visitor's and the CRM, in the same
 * commit), interleaved; and, with it on, the time from a post to its team e-mail arriving at a
 * real SMTP server on loopback (p50, p99): for leads one at a time (as a school's arrive) and for
 * every lead of the burst. The CRM is a real HTTP server answering 200.
 */
export async function benchLeadOutbox(db, runs = 5, submissions = 300) {
  const [{ SMTPServer }, { createServer }] = await Promise.all([import('smtp-server'), import('node:http')]);
  const arrived = new Map();
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const tag = /bench-([\w-]+)@example\.org/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      if (tag) arrived.set(to.includes('admisiones@edte.example') ? tag : `visitor ${tag}`, performance.now());
      callback();
    });
  } });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  let crmCalls = 0;
  const crm = createServer((req, res) => { req.resume(); req.on('end', () => { crmCalls++; res.end('{}'); }); });
  await new Promise((resolve) => crm.listen(0, '127.0.0.1', resolve));
  const leads = { smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`, leadEmails: { to: ['admisiones@edte.example'] },
    crmWebhookUrl: `http://127.0.0.1:${crm.address().port}/hooks`, crmWebhookSecret: 'bench-secret-of-some-length' };
  const dir = mkdtempSync(join(dirname(db), 'bench-leads-'));
  const samples = { off: [], on: [] };
  const latencies = [];
  const alone = [];
  let failures = 0;
  try {
    for (let run = 0; run < runs; run++) {
      for (const mode of ['off', 'on']) {
        const file = join(dir, `${mode}-${run}.db`);
        copyFileSync(db, file);
        const api = await startApi(file, 'FULL', mode === 'on' ? leads : undefined);
        const crmBefore = crmCalls;
        try {
          await submit(api.url, 30, `warm-${mode}-${run}`, { lead: true });
          if (mode === 'on') {
            // The warm-up's deliveries done first (its e-mails and CRM calls), so that none of them
            // is queued ahead of the leads timed next.
            const warmed = performance.now() + 60_000;
            const warm = Array.from({ length: 30 }, (_, i) => `warm-${mode}-${run}-${i}`).flatMap((t) => [t, `visitor ${t}`]);
            while ((warm.some((t) => !arrived.has(t)) || crmCalls < crmBefore + 30) && performance.now() < warmed) await new Promise((r) => setTimeout(r, 20));
            // One lead at a time, as a school's arrive: each post's team e-mail before the next post.
            for (let i = 0; i < 20; i++) {
              const single = `single-${run}-${i}`;
              const posted = performance.now();
              await submit(api.url, 1, single, { lead: true });
              const deadline = posted + 30_000;
              while (!arrived.has(`${single}-0`) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
              if (arrived.has(`${single}-0`)) alone.push(arrived.get(`${single}-0`) - posted);
              else failures++;
            }
            // Their other deliveries done too, so the burst starts on an idle outbox.
            const idle = performance.now() + 60_000;
            while (crmCalls < crmBefore + 50 && performance.now() < idle) await new Promise((r) => setTimeout(r, 20));
          } else {
            // The same posts one at a time, so both sides' bursts start equally warmed up.
            for (let i = 0; i < 20; i++) await submit(api.url, 1, `single-${mode}-${run}-${i}`, { lead: true });
          }
          // Both sides start their burst after the same second of quiet (the database's
          // checkpoint and the collector's work behind them alike).
          await new Promise((r) => setTimeout(r, 1000));
          const sent = [];
          const tag = `${mode}-${run}`;
          const result = await submit(api.url, submissions, tag, { lead: true, sent });
          samples[mode].push(result.perSecond);
          failures += result.failures;
          if (mode === 'on') {
            // Every team e-mail of the burst, then each one's time from its post.
            const deadline = performance.now() + 120_000;
            while (sent.some((_, i) => !arrived.has(`${tag}-${i}`)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
            for (let i = 0; i < sent.length; i++) {
              const at = arrived.get(`${tag}-${i}`);
              if (at === undefined) failures++;
              else latencies.push(at - sent[i]);
            }
          }
        } finally {
          await api.close();
        }
      }
    }
  } finally {
    moveAside(dir);
    await new Promise((resolve) => smtp.close(resolve));
    crm.close();
  }
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN);
  };
  const off = median(samples.off);
  const on = median(samples.on);
  return {
    runs, submissions, connections: CONNECTIONS, failures,
    offPerSecond: Math.round(off), onPerSecond: Math.round(on), costPercent: Math.round((1 - on / off) * 100),
    samples: Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, v.map(Math.round)])),
    toSmtpMs: { p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), count: latencies.length },
    aloneToSmtpMs: { p50: pct(alone, 0.5), p99: pct(alone, 0.99), count: alone.length },
  };
}

/** The outbox's line of the report. */
export const leadOutboxLine = (r) => `lead outbox (POST /forms/basic, ${r.connections} connections, median of ${r.runs} interleaved runs of ${r.submissions}): stored only ${r.offPerSecond}/s, stored and queued ${r.onPerSecond}/s (${r.costPercent >= 0 ? `${r.costPercent}% fewer` : `${-r.costPercent}% more`}); post to the team's e-mail at the SMTP server: one lead at a time p50 ${r.aloneToSmtpMs.p50} ms, p99 ${r.aloneToSmtpMs.p99} ms (${r.aloneToSmtpMs.count}); in the burst p50 ${r.toSmtpMs.p50} ms, p99 ${r.toSmtpMs.p99} ms (${r.toSmtpMs.count}); ${r.failures} failures`;

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
  const db = process.argv[2] ?? join(root, '.bench', 'site.db');
  const result = await benchForms(db, Number(process.argv[3] ?? 5), Number(process.argv[4] ?? 300));
  const outbox = await benchLeadOutbox(db, Number(process.argv[3] ?? 5), Number(process.argv[4] ?? 300));
  emptyTrash();
  console.log(JSON.stringify({ ...result, outbox }));
  console.log(leadOutboxLine(outbox));
  console.log(`form submissions/s (POST /forms/newsletter, ${result.connections} connections, median of ${result.runs} interleaved runs of ${result.submissions}): synchronous=NORMAL ${result.normalPerSecond}/s, FULL (durable) ${result.fullPerSecond}/s (${result.costPercent}% fewer), ${result.failures} failures`);
}
