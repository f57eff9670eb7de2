import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_POSITION_NAMES, IMAGE_WIDTHS, imageUrl } from '../../modules/image-url.js';
import { createImageHandler, parseImageRequest, resolveAllow, variantKey } from '../../server/image-handler.js';
import { ImageSchema } from '../../src/contract/schemas.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { sha256 } from '../../src/publish/write/output-files.js';
import { jsonSummary, repoRoot, runCli } from '../helpers/cli.js';
import { backend, copyDemo } from '../helpers/demo-db.js';

let api: RunningApi;
/**
 * The image host's folder (originals in images/, variants in image-cache/): beside the SQLite
 * file, its default, or on PostgreSQL (no file to be beside) the media folder given to it.
 */
let dir: string;
/** A copy of the demo on the run's backend. */
let db: string;
const mediaFlag = (folder: string) => (backend() === 'postgres' ? ['--media-dir', folder] : []);
beforeAll(async () => {
  db = await copyDemo('img');
  dir = backend() === 'sqlite' ? dirname(db) : mkdtempSync(join(tmpdir(), 'sitegen-img-'));
  // Originals as an editor's uploads folder could hold them: a real photo, a text file named
  // like an image, and a folder named like one.
  mkdirSync(join(dir, 'images', 'uploads', 'folder.jpg'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6' } }).jpeg().toFile(join(dir, 'images', 'uploads', 'photo.jpg'));
  writeFileSync(join(dir, 'images', 'uploads', 'notes.jpg'), 'this is not an image\n');
  api = await startApiServer({ dbFile: db, images: backend() === 'postgres' ? { mediaDir: dir } : undefined });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const GOOD = '/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp';

/**
 * Hostile and careless image URLs, each with the status the host must answer and the words its
 * message must contain (the parameter named, and what is allowed).
 */
const HOSTILE: [url: string, status: 400 | 404 | 405, says: RegExp][] = [
  ['/c_cover/q_75/w_640/h_360/p_evil/t_none/f_webp/img/demo/illustrations/open-day/2.jpg', 400, /position.*"evil".*center, top, bottom/],
  ['/c_cover/q_75/w_640/h_360/p_top%20left/t_none/f_webp/img/demo/a.jpg', 400, /position/],
  ['/c_cover/q_75/w_640/h_360/p_constructor/t_none/f_webp/img/demo/a.jpg', 400, /position/],
  ['/c_evil/q_75/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /crop.*"evil".*cover/],
  ['/c_contain/q_75/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /crop.*"contain".*cover/],
  ['/c_cover/q_74/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /quality.*"74".*75/],
  ['/c_cover/q_0/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /quality/],
  ['/c_cover/q_-1/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /quality/],
  ['/c_cover/q_75.5/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /quality/],
  ['/c_cover/q_75/w_641/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /width.*"641".*640, 750, 828, 1080, 1200, 1920, 2048, 3840/],
  ['/c_cover/q_75/w_99999999999999999999999/h_0/p_center/t_none/f_webp/img/demo/a.jpg', 400, /width/],
  ['/c_cover/q_75/w_0/h_0/p_center/t_none/f_webp/img/demo/a.jpg', 400, /width/],
  ['/c_cover/q_75/w_1e3/h_0/p_center/t_none/f_webp/img/demo/a.jpg', 400, /width/],
  ['/c_cover/q_75/w_640/h_99999999/p_center/t_none/f_webp/img/demo/a.jpg', 400, /height.*0.*1920/],
  ['/c_cover/q_75/w_640/h_-5/p_center/t_none/f_webp/img/demo/a.jpg', 400, /height/],
  ['/c_cover/q_75/w_640/h_0x10/p_center/t_none/f_webp/img/demo/a.jpg', 400, /height/],
  ['/c_cover/q_75/w_640/h_360/p_center/t_grayscale/f_webp/img/demo/a.jpg', 400, /transforms.*"grayscale".*none/],
  ['/c_cover/q_75/w_640/h_360/p_center/t_none+none/f_webp/img/demo/a.jpg', 400, /transforms/],
  ['/c_cover/q_75/w_640/h_360/p_center/t_%3Cscript%3E/f_webp/img/demo/a.jpg', 400, /transforms/],
  ['/c_cover/q_75/w_3840/h_0/p_center/t_none/f_avif/img/demo/a.jpg', 400, /format.*"avif".*webp, jpeg/],
  ['/c_cover/q_75/w_640/h_360/p_center/t_none/f_gif/img/demo/a.jpg', 400, /format/],
  ['/c_cover/q_75/w_640/h_360/p_center/t_none/f_png/img/demo/a.jpg', 400, /format/],
  ['/q_75/c_cover/w_640/h_360/p_center/t_none/f_webp/img/demo/a.jpg', 400, /crop/],
  ['/c_cover/q_75/w_640/img/demo/a.jpg', 400, /height/],
  ['/', 400, /crop/],
  ['/etc/passwd', 400, /crop/],
  [`${GOOD}`, 400, /path/],
  [`${GOOD}/`, 400, /path/],
  // A URL parser resolves dot segments before routing: these arrive as /t_none/site.db.
  [`${GOOD}/img/../../site.db`, 400, /path|format/],
  [`${GOOD}/img/%2e%2e/%2e%2e/site.db`, 400, /path|format/],
  [`${GOOD}/img/..%2f..%2fsite.db`, 400, /path/],
  [`${GOOD}/img/demo/a.jpg%00.png`, 400, /path/],
  [`${GOOD}/img/demo/%E0%A4%A.jpg`, 400, /path/],
  [`${GOOD}/img/demo\\..\\..\\site.db`, 400, /path|format/],
  [`${GOOD}/img//demo/a.jpg`, 400, /path/],
  [`${GOOD}/img/demo/sections/`, 400, /path.*\.jpg/],
  [`${GOOD}/img/demo/notes.txt`, 400, /path.*\.jpg/],
  [`${GOOD}/site.db`, 400, /path/],
  [`${GOOD}/${'a/'.repeat(600)}a.jpg`, 400, /path/],
  [`${GOOD}/uploads/missing.jpg`, 404, /uploads\/missing\.jpg/],
  [`${GOOD}/uploads/folder.jpg`, 404, /uploads\/folder\.jpg.*not an image/],
  [`${GOOD}/uploads/notes.jpg`, 404, /uploads\/notes\.jpg.*not an image/],
];

/** `sitegen serve` or `sitegen api` as a person runs it, on an ephemeral port. */
async function startCli(args: string[]): Promise<{ url: string; child: ChildProcess; output: () => string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), ...args, '--port', '0'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => { output += d.toString(); });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`sitegen ${args[0]} exited (${code}) before listening:\n${output}`)));
  });
  return {
    url, child, output: () => output,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** A request with its path sent byte for byte (fetch would resolve "..", "%2e%2e" and "\\" first). */
function rawRequest(base: string, path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => { body += d; }).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : 'x');
  });
}

/** Fires every hostile URL at a running CLI server; each must be answered, and the process must live. */
async function fireCorpus(server: { url: string; child: ChildProcess; output: () => string }, prefix: string) {
  const answers: string[] = [];
  for (const [path, status, says] of HOSTILE) {
    let answer: Awaited<ReturnType<typeof rawRequest>>;
    try {
      answer = await rawRequest(server.url, `${prefix}${path}`);
    } catch (error) {
      throw new Error(`${path}: no answer (${String(error)}); process exit code ${server.child.exitCode}\n${server.output()}`);
    }
    const body = answer.body;
    answers.push(`${answer.status} ${path}`);
    expect(answer.status, `${path}: ${body}`).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json');
    const { message } = (JSON.parse(body) as { error: { message: string } }).error;
    expect(message, path).toMatch(says);
    expect(message, path).not.toMatch(/\n\s+at /); // never a stack
  }
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await rawRequest(server.url, `${prefix}${GOOD}/img/demo/a.jpg`, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  }
  expect(server.child.exitCode).toBeNull();
  const still = await fetch(`${server.url}${prefix}${GOOD}/img/demo/illustrations/open-day/2.jpg`);
  expect(still.status).toBe(200);
  expect(server.output()).not.toMatch(/Unhandled|Error/);
  return answers;
}

describe('image host errors never crash or reset a server', () => {
  it('an invalid position answers 400 and `sitegen serve` keeps answering (it used to die of an unhandled rejection)', async () => {
    const serve = await startCli(['serve', '--out', inject('demoOutput'), '--db', db, ...mediaFlag(dir)]);
    try {
      const answer = await fetch(`${serve.url}/_img/c_cover/q_75/w_640/h_360/p_evil/t_none/f_webp/img/demo/illustrations/open-day/2.jpg`);
      expect(answer.status).toBe(400);
      expect((await answer.json() as { error: { message: string } }).error.message).toMatch(/position "evil".*center, top, bottom, left, right, top-left/);
      expect((await fetch(`${serve.url}/`)).status).toBe(200);
      expect(serve.child.exitCode).toBeNull();
    } finally {
      await serve.stop();
    }
  });

  it('an original that is a folder or not an image answers 404 and `sitegen api` keeps answering (it used to reset the connection)', async () => {
    const server = await startCli(['api', '--db', db, ...mediaFlag(dir)]);
    try {
      for (const name of ['folder.jpg', 'notes.jpg']) {
        const answer = await fetch(`${server.url}/_img${GOOD}/uploads/${name}`);
        expect(answer.status).toBe(404);
        expect(await answer.text()).toMatch(new RegExp(`uploads/${name.replace('.', '\\.')} is not an image`));
      }
      expect((await fetch(`${server.url}/site/main`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('every parameter with hostile or invalid values answers 400 naming it (404 for no such original), never a 5xx or a reset, through `sitegen serve` and `sitegen api`', async () => {
    const serve = await startCli(['serve', '--out', inject('demoOutput'), '--db', db, ...mediaFlag(dir)]);
    const apiCli = await startCli(['api', '--db', db, ...mediaFlag(dir)]);
    try {
      const viaServe = await fireCorpus(serve, '/_img');
      const viaApi = await fireCorpus(apiCli, '/_img');
      expect(viaServe).toEqual(viaApi);
      expect(viaServe.length).toBe(HOSTILE.length);
    } finally {
      await Promise.all([serve.stop(), apiCli.stop()]);
    }
  });
});

describe('the image host (sharp)', () => {
  it('resizes and crops a demo image to the requested size and format, and caches it on disk', async () => {
    const url = imageUrl(`${api.url}/_img`, '/img/demo/illustrations/code-editor/3.jpg', { width: 640, height: 360 });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-image-cache')).toBe('miss');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    const cached = () => readdirSync(join(dir, 'image-cache'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    const before = cached().length;
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-image-cache')).toBe('hit');
    expect(cached()).toHaveLength(before);
  });

  it('serves an uploaded original, keeps the aspect ratio when the height is 0 and never upscales', async () => {
    const res = await fetch(imageUrl(`${api.url}/_img`, '/uploads/photo.jpg', { width: 3840 }));
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 900]);
  });

  it('serves every width, quality, format and crop the demo pages reference, and og:image at 1200 × 630 as JPEG', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await fetch(imageUrl(`${api.url}/_img`, '/uploads/photo.jpg', { width, height: Math.round(width * 9 / 16) }));
      expect(res.status, `w_${width}`).toBe(200);
    }
    const og = await fetch(imageUrl(`${api.url}/_img`, '/uploads/photo.jpg', { width: 1200, height: 630, format: 'jpeg' }));
    const meta = await sharp(Buffer.from(await og.arrayBuffer())).metadata();
    expect([og.status, meta.format, meta.width, meta.height]).toEqual([200, 'jpeg', 1200, 630]);
  });

  it('crops og:image around every position the contract allows (top-left used to be refused by sharp)', async () => {
    // A tall original split into a red top half and a blue bottom half, a green left third: the
    // crop's focal point decides which colours survive.
    const red = await sharp({ create: { width: 1000, height: 2000, channels: 3, background: '#f00' } })
      .composite([
        { input: await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#00f' } }).png().toBuffer(), top: 1000, left: 0 },
      ]).png().toBuffer();
    writeFileSync(join(dir, 'images', 'uploads', 'halves.png'), red);
    const topHalf: Record<string, 'red' | 'blue' | 'mixed'> = {
      center: 'mixed', top: 'red', bottom: 'blue', left: 'mixed', right: 'mixed',
      'top-left': 'red', 'top-right': 'red', 'bottom-left': 'blue', 'bottom-right': 'blue',
    };
    expect(Object.keys(topHalf).sort()).toEqual([...IMAGE_POSITION_NAMES].sort());
    for (const position of IMAGE_POSITION_NAMES) {
      const res = await fetch(imageUrl(`${api.url}/_img`, '/uploads/halves.png', { width: 1200, height: 630, format: 'jpeg', position }));
      expect(res.status, position).toBe(200);
      const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      const pixel = (y: number) => { const i = (y * info.width + Math.floor(info.width / 2)) * info.channels; return data[i]! > 128 ? 'red' : 'blue'; };
      const [first, last] = [pixel(2), pixel(info.height - 3)];
      expect(first === last ? first : 'mixed', position).toBe(topHalf[position]);
    }
  });

  it('a site widens what the host serves with imageAllow (extra widths, qualities, formats, transforms)', async () => {
    const cacheDir = join(dir, 'wide-cache');
    const handler = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir, allow: { widths: [300], qualities: [60], formats: ['avif'], transforms: ['grayscale'] } });
    const server = await startStaticServer({ root: dir, images: { prefix: '/_img', handler } });
    try {
      const res = await fetch(`${server.url}/_img/c_cover/q_60/w_300/h_0/p_center/t_grayscale/f_avif/uploads/photo.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      const refused = await fetch(`${server.url}/_img/c_cover/q_60/w_301/h_0/p_center/t_none/f_webp/uploads/photo.jpg`);
      expect(refused.status).toBe(400);
      expect((await refused.json() as { error: { message: string } }).error.message).toMatch(/width "301".*300, 640/);
    } finally {
      await server.close();
    }
  });
});

describe('the image host bounds its work and its disk', () => {
  it('answers 503 with Retry-After when more cold transforms arrive than its pool and queue hold, never queueing without bound', async () => {
    const handler = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir: join(dir, 'busy-cache'), maxConcurrent: 1, maxQueue: 1 });
    const server = await startStaticServer({ root: dir, images: { prefix: '/_img', handler } });
    try {
      const urls = Array.from({ length: 8 }, (_, i) => imageUrl(`${server.url}/_img`, `/img/demo/illustrations/robot-arm/${i}.jpg`, { width: 3840 }));
      const answers = await Promise.all(urls.map((u) => fetch(u).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), body: await r.text() }))));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2); // one running, one queued
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      for (const busy of answers.filter((a) => a.status === 503)) {
        expect(Number(busy.retry)).toBeGreaterThan(0);
        expect(busy.body).toMatch(/busy/);
      }
      // Once the pool is free the same request succeeds.
      const rejected = urls[answers.findIndex((a) => a.status === 503)]!;
      expect((await fetch(rejected)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps the variant cache under its size limit, evicting the least recently used variant first', async () => {
    const urls = ['charts', 'library', 'auditorium'].map((n) => `/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp/img/demo/illustrations/${n}/0.jpg`);
    // The variants' sizes, from a cache without a limit.
    const sizing = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir: join(dir, 'sizing-cache') });
    const sizingServer = await startStaticServer({ root: dir, images: { prefix: '/_img', handler: sizing } });
    const [a, b, c] = await Promise.all(urls.map(async (u) => (await (await fetch(`${sizingServer.url}/_img${u}`)).arrayBuffer()).byteLength));
    await sizingServer.close();
    const cacheDir = join(dir, 'lru-cache');
    const limit = Math.max(a! + b!, a! + c!);
    const handler = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir, cacheMaxBytes: limit });
    const server = await startStaticServer({ root: dir, images: { prefix: '/_img', handler } });
    const onDisk = (u: string) => existsSync(join(cacheDir, variantKey(u).file));
    try {
      const get = async (u: string) => { const r = await fetch(`${server.url}/_img${u}`); await r.arrayBuffer(); return r.headers.get('x-image-cache'); };
      expect(await get(urls[0]!)).toBe('miss');
      expect(await get(urls[1]!)).toBe('miss');
      expect(await get(urls[0]!)).toBe('hit'); // a is now used more recently than b
      expect(await get(urls[2]!)).toBe('miss');
      expect(urls.map(onDisk)).toEqual([true, false, true]);
      const bytes = readdirSync(cacheDir, { recursive: true }).map((f) => join(cacheDir, String(f))).filter((f) => statSync(f).isFile()).reduce((sum, f) => sum + statSync(f).size, 0);
      expect(bytes).toBeLessThanOrEqual(limit);
      expect(await get(urls[1]!)).toBe('miss'); // evicted, made again
    } finally {
      await server.close();
    }
  });

  it('remembers the order of use across a restart (the files\' times), so the oldest-used goes first', async () => {
    const cacheDir = join(dir, 'restart-cache');
    const urls = ['charts', 'library', 'auditorium', 'terrace'].map((n) => `/c_cover/q_75/w_640/h_360/p_center/t_none/f_webp/img/demo/illustrations/${n}/1.jpg`);
    const first = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir });
    const firstServer = await startStaticServer({ root: dir, images: { prefix: '/_img', handler: first } });
    const sizes = await Promise.all(urls.map(async (u) => (await (await fetch(`${firstServer.url}/_img${u}`)).arrayBuffer()).byteLength));
    await firstServer.close();
    rmSync(join(cacheDir, variantKey(urls[3]!).file));
    // Used in the order b, a, c (oldest first) before the restart.
    const now = Date.now() / 1000;
    for (const [i, at] of [[1, now - 300], [0, now - 200], [2, now - 100]] as const) utimesSync(join(cacheDir, variantKey(urls[i]!).file), at, at);
    const handler = createImageHandler({ originalsDir: join(dir, 'images'), cacheDir, cacheMaxBytes: sizes[0]! + sizes[2]! + sizes[3]! });
    const server = await startStaticServer({ root: dir, images: { prefix: '/_img', handler } });
    try {
      const d = await fetch(`${server.url}/_img${urls[3]}`);
      expect(d.status).toBe(200);
      await d.arrayBuffer();
      expect(urls.map((u) => existsSync(join(cacheDir, variantKey(u).file)))).toEqual([true, false, true, true]);
    } finally {
      await server.close();
    }
  });
});

describe('what the pages ask for is what the host serves', () => {
  it('every image URL in the built demo site is one the image host serves (a template asking for more would break its images)', () => {
    const out = inject('demoOutput');
    const urls = new Set<string>();
    for (const file of readdirSync(out, { recursive: true }).map(String).filter((f) => /\.(html|json)$/.test(f))) {
      for (const m of readFileSync(join(out, file), 'utf8').matchAll(/\/_img(\/c_[^\s"',)&<>\\]+)/g)) urls.add(m[1]!);
    }
    expect(urls.size).toBeGreaterThan(100);
    const allowed = resolveAllow();
    const refused = [...urls].filter((u) => { try { parseImageRequest(u, allowed); return false; } catch { return true; } });
    expect(refused).toEqual([]);
  });

  it('the contract refuses a position the image host cannot crop around, naming the allowed ones', () => {
    const result = ImageSchema.safeParse({ url: '/img/a.jpg', position: 'top left' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/"top-left"/);
    for (const position of IMAGE_POSITION_NAMES) expect(ImageSchema.safeParse({ url: '/img/a.jpg', position }).success).toBe(true);
  });
});

describe('the build warms the image variants its pages use', () => {
  it('makes every variant a rebuilt page references once it is published, skips those already cached, and can be turned off', async () => {
    const work = mkdtempSync(join(tmpdir(), 'sitegen-warm-'));
    try {
      const db = await copyDemo('warm');
      const media = backend() === 'sqlite' ? dirname(db) : work;
      cpSync(inject('demoOutput'), join(work, 'output'), { recursive: true });
      const file = join(work, 'output', 'museo', 'index.html');
      const build = (extra: string[] = [], onStderr?: (stderr: string) => void) =>
        runCli(['build', '--db', db, ...mediaFlag(media), '--out', join(work, 'output'), '--path', '/museo/', '--json', ...extra], { cwd: work, env: { SITEGEN_WARM_IMAGES: '1' }, onStderr });
      // The page goes live before its variants are made (the host makes them on request): the
      // output holds an earlier version of it, as its manifest says, and when the build says it
      // is making the variants the page's new file is already in place.
      const earlier = '<!doctype html><title>Museo (earlier)</title>';
      writeFileSync(file, earlier);
      const manifestFile = join(work, 'output', 'build-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: Record<string, { files: Record<string, string> }> };
      manifest.pages['/museo/']!.files['museo/index.html'] = sha256(earlier);
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
      let liveWhenWarming: string | undefined;
      const first = await build([], (stderr) => {
        if (liveWhenWarming === undefined && /The pages are published\. Making the \d+ image variants they use that are not cached yet \(0 cached\)/.test(stderr)) liveWhenWarming = readFileSync(file, 'utf8');
      });
      expect(first.code, first.stderr).toBe(0);
      expect(liveWhenWarming, first.stderr).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(liveWhenWarming).not.toBe(earlier);
      const stages = Object.keys(jsonSummary(first).stages as object);
      expect(stages.indexOf('publish')).toBeLessThan(stages.indexOf('images'));
      const page = readFileSync(file, 'utf8');
      const used = [...new Set([...page.matchAll(/\/_img(\/c_[^\s"',)&]+)/g)].map((m) => m[1]!))];
      expect(used.length).toBeGreaterThan(3);
      expect(jsonSummary(first).images).toMatchObject({ variants: used.length, made: used.length, cached: 0, failed: 0 });
      expect(first.stderr).toMatch(new RegExp(`Made ${used.length} image variants the pages use in [\\d.]+ s`));
      // A server over the same folder finds every one of them made already.
      const handler = createImageHandler({ originalsDir: join(media, 'images'), cacheDir: join(media, 'image-cache') });
      const server = await startStaticServer({ root: join(work, 'output'), images: { prefix: '/_img', handler } });
      try {
        for (const path of used) {
          const answer = await fetch(`${server.url}/_img${path}`);
          await answer.arrayBuffer();
          expect([answer.status, answer.headers.get('x-image-cache')], path).toEqual([200, 'hit']);
        }
      } finally {
        await server.close();
      }
      const again = await build();
      expect(jsonSummary(again).images).toMatchObject({ variants: used.length, made: 0, cached: used.length });
      rmSync(join(media, 'image-cache'), { recursive: true });
      const off = await build(['--no-warm-images']);
      expect(jsonSummary(off).images).toBeUndefined();
      expect(existsSync(join(media, 'image-cache'))).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
