// The editor half of `npm run bench`: the time from "Publish" to the page's new HTML on
// disk. Against a copy of the benchmark's database and of its built output, it runs
// `sitegen preview <path> --mode editor` and, N times, does what the editor does — saves a
// changed hero title as a draft through the API (bearer token, If-Match), then POSTs the
// preview's /__preview/publish — while polling the page's index.html until the new title is in
// it. The clock starts when Publish is sent and stops when the file has the change.
// Usage: node scripts/bench-publish.js [db] [output] (defaults: .bench/site.db, .bench/output)
import { spawn, spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function startPreview(db, out) {
  const child = spawn(process.execPath, [cli, 'preview', PATH, '--mode', 'editor', '--port', '0', '--db', db, '--out', out, '--no-open'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: '1' } });
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

export async function benchPublish(db, out, runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 7)) {
  if (!existsSync(db) || !existsSync(join(out, 'build-manifest.json'))) throw new Error(`bench-publish needs a seeded database (${db}) and a built output (${out}); run npm run bench`);
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-publish-'));
  const dbCopy = join(dir, 'site.db');
  const outCopy = join(dir, 'output');
  // A consistent snapshot through SQLite itself: copying the file and its write-ahead log one
  // after the other while a process still has them open can give a malformed copy.
  const source = new Database(db, { readonly: true });
  source.exec(`VACUUM INTO '${dbCopy.replaceAll("'", "''")}'`);
  source.close();
  cpSync(out, outCopy, { recursive: true });
  const made = spawnSync(process.execPath, [cli, 'token', 'create', '--role', 'editor', '--name', 'bench', '--db', dbCopy], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`sitegen token create failed: ${made.stderr}`);
  const auth = { authorization: `Bearer ${made.stdout.trim()}` };
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
  const result = await benchPublish(process.argv[2] ?? join(root, '.bench', 'site.db'), process.argv[3] ?? join(root, '.bench', 'output'));
  emptyTrash();
  console.log(JSON.stringify(result));
  console.log(`Publish → new ${result.path}index.html on disk: median ${result.medianMs} ms over ${result.runs} runs (max ${result.maxMs} ms)`);
}
