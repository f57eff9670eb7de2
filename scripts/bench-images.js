// The image half of `npm run bench`: what a visitor pays for an image the build did not warm
// (a cold transform) against one it did (read from the variant cache). Against a copy of the
// benchmark's database (so its image cache starts empty), it runs `sitegen api` and requests a
// representative variant — an image as every page's plain <img src> asks for it, 1080 × 608 webp
// at quality 75 (spec 9) — for N distinct originals the demo's pages use, each cold once, then
// each again warm.
// Also: how many variants the built pages reference and what warming them all cost the build
// (from the build's JSON summary, when the caller has one).
// Usage: node scripts/bench-images.js [db] (default: .bench/site.db)
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { median } from './median.js';
import { emptyTrash, moveAside } from './move-aside.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'bin', 'sitegen.js');
export const VARIANT = '/c_cover/q_75/w_1080/h_608/p_center/t_none/f_webp';

async function timed(url) {
  const started = process.hrtime.bigint();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { ms, cache: answer.headers.get('x-image-cache') };
}

/** Up to `count` distinct originals the demo's published pages use (its drawn illustrations and portraits, spec 3 "Image"). */
function demoOriginals(db, count) {
  const sqlite = new Database(db, { readonly: true });
  try {
    const found = new Set();
    for (const { published_json: json } of sqlite.prepare("SELECT published_json FROM pages WHERE status = 'published' ORDER BY id").iterate()) {
      for (const match of json.matchAll(/"(\/img\/demo\/[a-z0-9/_-]+\.jpg)"/g)) found.add(match[1]);
      if (found.size >= count) break;
    }
    return [...found].slice(0, count);
  } finally {
    sqlite.close();
  }
}

export async function benchImages(db, originals = Number(process.env.BENCH_IMAGE_RUNS ?? 15)) {
  const paths = demoOriginals(db, originals);
  if (paths.length < originals) throw new Error(`bench-images: the database ${db} has ${paths.length} demo originals, ${originals} asked for; seed it with sitegen content seed`);
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-img-'));
  copyFileSync(db, join(dir, 'site.db'));
  const child = spawn(process.execPath, [cli, 'api', '--port', '0', '--db', join(dir, 'site.db')], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: '1' } });
  try {
    const base = await new Promise((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (d) => {
        text += d;
        const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(text);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`sitegen api exited (${code})`)));
    });
    const urls = paths.map((path) => `${base}/_img${VARIANT}${path}`);
    const cold = [];
    for (const url of urls) {
      const { ms, cache } = await timed(url);
      if (cache !== 'miss') throw new Error(`${url} was not cold`);
      cold.push(ms);
    }
    const warm = [];
    for (const url of urls) {
      const { ms, cache } = await timed(url);
      if (cache !== 'hit') throw new Error(`${url} was not cached`);
      warm.push(ms);
    }
    const round = (ms) => Math.round(ms * 10) / 10;
    return { variant: `${VARIANT}/img/demo/…`, originals, coldMedianMs: round(median(cold)), warmMedianMs: round(median(warm)), coldMaxMs: round(Math.max(...cold)), warmMaxMs: round(Math.max(...warm)) };
  } finally {
    child.kill();
    // Deleted with the bench's other old files once nothing is timed (scripts/move-aside.js).
    moveAside(dir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchImages(process.argv[2] ?? join(root, '.bench', 'site.db'));
  emptyTrash();
  console.log(JSON.stringify(result));
  console.log(`image ${result.variant}: cold median ${result.coldMedianMs} ms, warm median ${result.warmMedianMs} ms over ${result.originals} originals`);
}
