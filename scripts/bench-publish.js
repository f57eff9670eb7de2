// The editor half of `npm run bench`: the time from "Publish" to the page's new HTML on
// disk. Against a copy of the benchmark's database and of its built output, it runs
// `sitegen preview <path> --mode editor` and, N times, does what the editor does — saves a
// changed hero title as a draft through the API (bearer token, If-Match), then POSTs the
// preview's /__preview/publish — while polling the page's index.html until the new title is in
// it. The clock starts when Publish is sent and stops when the file has the change.
// Usage: node scripts/bench-publish.js [db] [output] (defaults: .bench/site.db, .bench/output)
// (BENCH_PUBLISH_RUNS, BENCH_PUBLISH_ONLY, BENCH_WARM_IMAGES and BENCH_PROF: below)
import { spawn, spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, fetch as undiciFetch } from 'undici';
import { median } from './median.js';
import { emptyTrash, moveAside } from './move-aside.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin', 'sitegen.js');
const PATH = '/en/contact/';

const readIfThere = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

// BENCH_PROF=<folder>: the preview runs with --cpu-prof into that folder (where a Publish goes).
async function startPreview(db, out, path = PATH, env = {}) {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : []), cli, 'preview', path, '--mode', 'editor', '--port', '0', '--db', db, '--out', out, '--no-open'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: '1', ...env } });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      const match = /previewing (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sitegen preview exited (${code})`)));
  });
  return { origin: new URL(url).origin, close: () => child.kill('SIGTERM') };
}

/** Copies of the database (a consistent snapshot) and of the output, and an editor's token for them. */
function snapshot(db, out) {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-publish-'));
  const dbCopy = join(dir, 'site.db');
  const outCopy = join(dir, 'output');
  // A consistent snapshot through SQLite itself: copying the file and its write-ahead log one
  // after the other while a process still has them open can give a malformed copy.
  const source = new Database(db, { readonly: true });
  source.exec(`VACUUM INTO '${dbCopy.replaceAll("'", "''")}'`);
  source.close();
  cpSync(out, outCopy, { recursive: true });
  // The copy's gigabytes written back to the disk before anything is timed: otherwise the first
  // publish's writes wait behind them (a Publish at 50,000 pages measured 116 s once, 5 s after).
  spawnSync('sync');
  const made = spawnSync(process.execPath, [cli, 'token', 'create', '--role', 'editor', '--name', 'bench', '--db', dbCopy], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`sitegen token create failed: ${made.stderr}`);
  return { dir, dbCopy, outCopy, auth: { authorization: `Bearer ${made.stdout.trim()}` } };
}

/** Every page's file hashes in an output's manifest (to count the pages a publish really changed). */
function pageFiles(out) {
  const pages = JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')).pages;
  return new Map(Object.entries(pages).map(([path, entry]) => [path, JSON.stringify(entry.files)]));
}

/**
 * Publish of a news article through `sitegen preview`, until its answer (every file it rewrote is
 * on disk: the one-path build commits them in one batch before answering), two ways interleaved:
 * `own`, a change to its text alone (the page and its translation's language switch: what a
 * one-path rebuild of it does), and `card`, a change to what its cards show (its topic), which
 * every page listing it must follow (lists, the home block, related items); and, as the yardstick,
 * `sitegen build --path` of the article as its own process. The article is the
 * English one the most pages show (`most-shown`: the newest, in every "you may also like" of its
 * source), or the one in the middle of them (`typical`). Each run says how many pages were
 * rendered again and how many pages' files changed.
 */
export async function benchArticlePublish(db, out, runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 5), pick = 'most-shown', { warmImages = true } = {}) {
  // A connection per request: at 50,000 pages reading the manifest between two requests outlasts
  // the preview's keep-alive, and a request sent on the socket it is closing fails.
  const fresh = new Agent({ pipelining: 0 });
  const fetch = (url, init) => undiciFetch(url, { ...init, dispatcher: fresh });
  const pages = JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')).pages;
  const shownBy = new Map();
  for (const entry of Object.values(pages)) for (const e of entry.facts.embeds ?? []) for (const id of new Set(e.pages)) shownBy.set(id, (shownBy.get(id) ?? 0) + 1);
  // The English articles from the most shown to the least: the first, or the one in the middle.
  const articles = Object.entries(pages).filter(([p, e]) => p.startsWith('/en/') && e.facts.template === 'NewsDetail')
    .sort(([pa, a], [pb, b]) => (shownBy.get(b.id) ?? 0) - (shownBy.get(a.id) ?? 0) || (pa < pb ? -1 : 1));
  const [path, article] = articles[pick === 'typical' ? Math.floor(articles.length / 2) : 0];
  const { dir, dbCopy, outCopy, auth } = snapshot(db, out);
  // As the output was built: a site built without warming its image variants would have every
  // variant of a rebuilt list warmed by the first publish, which no published site does.
  const preview = await startPreview(dbCopy, outCopy, path, warmImages ? {} : { SITEGEN_WARM_IMAGES: '0' });
  const api = `${preview.origin}/_api/site/main`;
  const samples = { own: [], card: [], onePath: [] };
  const counts = { own: [], card: [], onePath: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const kind of ['own', 'card', 'onePath']) {
        const before = pageFiles(outCopy);
        if (kind === 'onePath') {
          // The yardstick the goal is set against: `sitegen build --path` of the article, from
          // process start to exit, as the bench's "one-path rebuild" is timed.
          const started = performance.now();
          const built = spawnSync(process.execPath, [cli, 'build', '--db', dbCopy, '--out', outCopy, '--path', path, '--json', ...(warmImages ? [] : ['--no-warm-images'])], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
          samples.onePath.push(performance.now() - started);
          if (built.status !== 0) throw new Error(`sitegen build --path ${path} failed: ${built.stderr}`);
          const after = pageFiles(outCopy);
          counts.onePath.push({ rebuilt: JSON.parse(built.stdout.trim().split('\n').pop()).rendered ?? 0, changed: [...after].filter(([p, files]) => before.get(p) !== files).length });
          continue;
        }
        const draft = await (await fetch(`${api}/page/${article.id}?draft=1`, { headers: auth })).json();
        if (kind === 'own') draft.template.mainSection.modules.find((m) => m.component === 'RichText').content += `<p>Bench run ${i}.</p>`;
        else draft.structuredDataContent.topic = `Bench topic ${i}`;
        const saved = await fetch(`${api}/page/${article.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify(draft) });
        if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
        const { version } = await saved.json();
        const started = performance.now();
        const answer = await fetch(`${preview.origin}/__preview/publish?path=${encodeURIComponent(path)}`, { method: 'POST', headers: { ...auth, 'if-match': version } });
        const body = await answer.json();
        samples[kind].push(performance.now() - started);
        if (!answer.ok) throw new Error(`publish failed: ${answer.status} ${JSON.stringify(body)}`);
        // The preview answers before the versions it replaced are freed (OutputBatch.commit): the
        // next run starts when they are, so it does not pay for this one.
        while (existsSync(join(outCopy, '.sitegen-pending'))) await new Promise((resolve) => setTimeout(resolve, 20));
        const after = pageFiles(outCopy);
        const changed = [...after].filter(([p, files]) => before.get(p) !== files).length;
        counts[kind].push({ rebuilt: body.rebuilt.length, stitched: body.stitched ?? 0, changed, stages: body.stages });
      }
    }
  } finally {
    preview.close();
    moveAside(dir);
  }
  const summary = (kind) => ({
    medianMs: Math.round(median(samples[kind])), maxMs: Math.round(Math.max(...samples[kind])), samplesMs: samples[kind].map(Math.round),
    rebuilt: median(counts[kind].map((c) => c.rebuilt)), stitched: median(counts[kind].map((c) => c.stitched ?? 0)), changed: median(counts[kind].map((c) => c.changed)),
    // Where a Publish's build spent its time, stage by stage (src/publish/stage-timer.ts), as medians.
    ...(kind === 'onePath' ? {} : { stagesMs: Object.fromEntries(Object.keys(counts[kind][0]?.stages ?? {}).map((stage) => [stage, Math.round(median(counts[kind].map((c) => c.stages?.[stage] ?? 0)))])) }),
    // The first run on its own: it pays for what a freshly started preview has not read yet, which
    // the median hides; its counts and stages say whether it rendered more than the others.
    firstRun: { ms: Math.round(samples[kind][0] ?? 0), ...counts[kind][0] },
  });
  const own = summary('own');
  const card = summary('card');
  const onePath = summary('onePath');
  const ratio = (a, b) => Math.round((a.medianMs / b.medianMs) * 100) / 100;
  return { path, pick, shownBy: shownBy.get(article.id) ?? 0, pages: Object.keys(pages).length, runs, own, card, onePath, ratio: ratio(card, own), ratioToOnePath: ratio(card, onePath) };
}

/** One line of benchArticlePublish's result, as the bench prints it. */
export function printArticlePublish(r) {
  return `Publish of the ${r.pick} article ${r.path} (shown by ${r.shownBy} of ${r.pages} pages) → every file on disk: its text alone median ${r.own.medianMs} ms (rendered ${r.own.rebuilt}, changed ${r.own.changed}); `
    + `what its cards show median ${r.card.medianMs} ms (rebuilt ${r.card.rebuilt}, of which ${r.card.stitched} stitched, changed ${r.card.changed}), ${r.ratio}× its text alone; `
    + `\`sitegen build --path\` of it, start to exit, median ${r.onePath.medianMs} ms: its cards' Publish is ${r.ratioToOnePath}× that one-path rebuild (goal ≤ 1.5×) over ${r.runs} interleaved runs`;
}

export async function benchPublish(db, out, runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 7)) {
  if (!existsSync(db) || !existsSync(join(out, 'build-manifest.json'))) throw new Error(`bench-publish needs a seeded database (${db}) and a built output (${out}); run npm run bench`);
  const { dir, dbCopy, outCopy, auth } = snapshot(db, out);
  const preview = await startPreview(dbCopy, outCopy);
  const file = join(outCopy, PATH, 'index.html');
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const draft = await fetch(`${preview.origin}/__preview/draft`, { headers: auth });
      if (!draft.ok) throw new Error(`GET /__preview/draft: ${draft.status} ${await draft.text()}`);
      const { id, site, version: loaded, page } = await draft.json();
      const title = `Contact, bench run ${i} ${Date.now()}`;
      page.template.heroSection.modules[0].title = title;
      const saved = await fetch(`${preview.origin}/_api/site/${site}/page/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': loaded }, body: JSON.stringify(page) });
      if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
      const { version } = await saved.json();
      const started = performance.now();
      const published = fetch(`${preview.origin}/__preview/publish`, { method: 'POST', headers: { ...auth, 'if-match': version } });
      while (!readIfThere(file).includes(title)) await new Promise((r) => setTimeout(r, 2));
      samples.push(performance.now() - started);
      const answer = await published;
      if (!answer.ok) throw new Error(`publish failed: ${answer.status} ${await answer.text()}`);
    }
  } finally {
    preview.close();
    // Deleted with the bench's other old files once nothing is timed (scripts/move-aside.js).
    moveAside(dir);
  }
  return { path: PATH, runs, medianMs: Math.round(median(samples)), maxMs: Math.round(Math.max(...samples)), minMs: Math.round(Math.min(...samples)), samplesMs: samples.map(Math.round) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = process.argv[2] ?? join(root, '.bench', 'site.db');
  const out = process.argv[3] ?? join(root, '.bench', 'output');
  // BENCH_PUBLISH_ONLY=typical|most-shown: that article alone; BENCH_WARM_IMAGES=0 for an output
  // built with --no-warm-images.
  const only = process.env.BENCH_PUBLISH_ONLY;
  const warm = { warmImages: process.env.BENCH_WARM_IMAGES !== '0' };
  const result = only ? null : await benchPublish(db, out);
  const articles = [];
  for (const pick of only ? [only] : ['typical', 'most-shown']) articles.push(await benchArticlePublish(db, out, undefined, pick, warm));
  emptyTrash();
  console.log(JSON.stringify({ ...result, articles }));
  if (result) console.log(`Publish → new ${result.path}index.html on disk: median ${result.medianMs} ms over ${result.runs} runs (max ${result.maxMs} ms)`);
  for (const article of articles) console.log(printArticlePublish(article));
}
