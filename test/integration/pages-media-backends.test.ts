import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageHostSettings, loadConfig } from '../../src/config/load-config.js';
import { imageFolders } from '../../server/image-folders.js';
import { mediaFolder } from '../../server/media.js';
import { STALE_TEMPORARY_MS, VariantCache } from '../../server/variant-cache.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { seededSqliteFile } from '../helpers/seeded.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { slow } from '../helpers/slow.js';

/**
 * Page management (spec 4, editor mode: create, translate, unpublish) and the media library
 * (spec 3 "Image") answer the same on SQLite and on PostgreSQL (DESIGN "production shape"), and
 * several API instances share what they must: one database, and one media folder (`mediaDir`),
 * so an image uploaded through one instance is served by another's image host.
 */
const pg = usePrivatePostgres();
const work = mkdtempSync(join(tmpdir(), 'sitegen-pages-media-'));

interface Backend {
  location: string;
  mediaDir: string;
  /** Two instances over the same database and media folder (on PostgreSQL, the first is `sitegen api` itself). */
  apis: [string, string];
  editor: string;
}
const backends: Record<'sqlite' | 'postgres', Backend> = {} as Record<'sqlite' | 'postgres', Backend>;
const running: RunningApi[] = [];
const children: ReturnType<typeof spawn>[] = [];

/** `sitegen api` as an operator starts it, with the media folder given by flag. */
async function cliApi(db: string, mediaDir: string): Promise<string> {
  const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'api', '--port', '0', '--db', db, '--media-dir', mediaDir], { stdio: ['ignore', 'pipe', 'pipe'], cwd: work });
  children.push(child);
  return new Promise<string>((resolve, reject) => {
    let text = '';
    let errors = '';
    child.stdout!.on('data', (d: Buffer) => {
      text += d.toString();
      const match = /on (http:\/\/\S+) over/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => { errors += d.toString(); });
    child.once('exit', (code) => reject(new Error(`sitegen api exited ${code}: ${errors}`)));
  });
}

async function inProcessApi(db: string, mediaDir: string): Promise<string> {
  const api = await startApiServer({ dbFile: db, images: { mediaDir } });
  running.push(api);
  return api.url;
}

beforeAll(async () => {
  const url = await pg.fresh('pages_media');
  const seeded = await runCli(['content', 'seed', '--db', url], { cwd: work });
  expect(seeded.code, seeded.stderr).toBe(0);
  // The SQLite side is a file on either run (this file compares the two backends itself).
  const file = await seededSqliteFile('pages-media');
  for (const [name, location] of [['sqlite', file], ['postgres', url]] as const) {
    const made = await runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía', '--db', location], { cwd: work });
    expect(made.code, made.stderr).toBe(0);
    const mediaDir = join(work, `media-${name}`);
    const apis = await Promise.all([name === 'postgres' ? cliApi(location, mediaDir) : inProcessApi(location, mediaDir), inProcessApi(location, mediaDir)]);
    backends[name] = { location, mediaDir, apis: apis as [string, string], editor: made.stdout.trim() };
  }
}, slow(300_000));
afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(running.map((api) => api.close()));
  if (!process.env.SITEGEN_KEEP_TEST_FILES) rmSync(work, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const send = async (base: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as Json };
};

/** A real picture (the bytes differ per `seed`). */
const picture = (seed: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: (seed * 53) % 256, g: 120, b: 200 } } }).jpeg().toBuffer();

describe('the editor\'s page list finds the same pages on both backends', () => {
  // Accents and case are ignored (foldForSort) on both: SQLite folds in SQL, PostgreSQL in the API.
  const queries = ['', 'q=dise%C3%B1o', 'q=DISENO', 'q=M%C3%81STER', 'q=becas', 'q=scholarships&lang=en_GB', 'q=DISE%C3%91O&lang=es_ES', 'q=contact', 'path=/en/contact/', 'q=100%25_', 'q=zzzz-nothing', 'lang=es_ES&q=grado'];
  it.each(queries)('?%s', async (query) => {
    const [a, b] = await Promise.all((['sqlite', 'postgres'] as const).map(async (name) =>
      send(backends[name].apis[0], backends[name].editor, 'GET', `/site/main/editor/pages?${query}`)));
    expect(a!.status).toBe(200);
    expect(b).toEqual(a);
    // Each query finds something, but the ones made to find nothing.
    expect((a!.body.items as unknown[]).length > 0, query).toBe(!['q=100%25_', 'q=zzzz-nothing'].includes(query));
  });

  it('lists 50 at most and says there are more, in path order', async () => {
    const b = backends.postgres;
    const { body } = await send(b.apis[1], b.editor, 'GET', '/site/main/editor/pages?q=e');
    const paths = (body.items as { path: string }[]).map((i) => i.path);
    expect(paths).toHaveLength(50);
    expect(body.more).toBe(true);
    expect([...paths].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(paths);
  });
});

describe.each(['sqlite', 'postgres'] as const)('pages on %s', (name) => {
  const b = () => backends[name];
  const slug = `semana-de-la-ciencia-${name}`;

  it('creates a draft from a template, outside the page index until published', async () => {
    const created = await send(b().apis[0], b().editor, 'POST', '/site/main/pages', { templateType: 'BasicTemplate', locale: 'es_ES', title: 'Semana de la ciencia', slug });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ path: `/${slug}/`, locale: 'es_ES', templateType: 'BasicTemplate', status: 'draft' });
    // The other instance sees it at once: the same database.
    const draft = await send(b().apis[1], b().editor, 'GET', `/site/main/page/${created.body.id as number}?draft=1`);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ title: 'Semana de la ciencia', path: `/${slug}/` });
    const index = await (await fetch(`${b().apis[1]}/site/main/pages`)).json() as { items: { path: string }[] };
    expect(index.items.some((i) => i.path === `/${slug}/`)).toBe(false);
    const listed = await send(b().apis[1], b().editor, 'GET', `/site/main/editor/pages?q=${slug}`);
    expect(listed.body).toEqual({ items: [{ id: created.body.id, title: 'Semana de la ciencia', path: `/${slug}/`, locale: 'es_ES', templateType: 'BasicTemplate', status: 'draft', translations: [] }], more: false });
  });

  it('creates its translation, which both pages list', async () => {
    const source = (await send(b().apis[0], b().editor, 'GET', `/site/main/editor/pages?path=/${slug}/`)).body.items as { id: number }[];
    const translated = await send(b().apis[1], b().editor, 'POST', '/site/main/pages', { locale: 'en_GB', title: 'Science week', slug: `science-week-${name}`, translationOf: source[0]!.id });
    expect(translated.status).toBe(200);
    expect(translated.body).toMatchObject({ path: `/en/science-week-${name}/`, templateType: 'BasicTemplate', status: 'draft' });
    const listed = await send(b().apis[0], b().editor, 'GET', `/site/main/editor/pages?path=/${slug}/`);
    expect((listed.body.items as Json[])[0]!.translations).toEqual([{ id: translated.body.id, path: `/en/science-week-${name}/`, locale: 'en_GB', status: 'draft' }]);
    // A second English translation is refused, naming the one it has.
    const again = await send(b().apis[0], b().editor, 'POST', '/site/main/pages', { locale: 'en_GB', title: 'Again', slug: `again-${name}`, translationOf: source[0]!.id });
    expect(again.status).toBe(422);
    expect((again.body.error as { message: string }).message).toContain(`already has a en_GB translation (/en/science-week-${name}/)`);
  });

  it('links an existing page as a translation, and refuses one in the same language', async () => {
    const es = await send(b().apis[0], b().editor, 'POST', '/site/main/pages', { templateType: 'LandingEvent', locale: 'es_ES', title: 'Jornada', slug: `jornada-${name}` });
    const en = await send(b().apis[0], b().editor, 'POST', '/site/main/pages', { templateType: 'LandingEvent', locale: 'en_GB', title: 'Open day', slug: `open-day-${name}` });
    const missing = await send(b().apis[1], b().editor, 'POST', `/site/main/page/${es.body.id as number}/translations`, { pageId: 999999999999 });
    expect(missing.status).toBe(404);
    const same = await send(b().apis[1], b().editor, 'POST', `/site/main/page/${es.body.id as number}/translations`, { pageId: es.body.id });
    expect(same.status).toBe(422);
    const linked = await send(b().apis[1], b().editor, 'POST', `/site/main/page/${es.body.id as number}/translations`, { pageId: en.body.id });
    expect(linked.status).toBe(200);
    const listed = await send(b().apis[0], b().editor, 'GET', `/site/main/editor/pages?path=/en/open-day-${name}/`);
    expect((listed.body.items as Json[])[0]!.translations).toEqual([{ id: es.body.id, path: `/jornada-${name}/`, locale: 'es_ES', status: 'draft' }]);
  });

  it('refuses a slug another instance takes at the same moment: one page, and one 422 naming the slug', async () => {
    const body = { templateType: 'BasicTemplate', locale: 'es_ES', title: 'Carrera', slug: `carrera-${name}` };
    const answers = await Promise.all(b().apis.map((api) => send(api, b().editor, 'POST', '/site/main/pages', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(JSON.stringify(answers.find((a) => a.status === 422)!.body)).toContain(`slug: /carrera-${name}/`);
    const listed = await send(b().apis[0], b().editor, 'GET', `/site/main/editor/pages?q=carrera-${name}`);
    expect(listed.body.items).toHaveLength(1);
  });

  it('unpublishes a published page: out of the page index, its translations keep theirs without it', async () => {
    const page = ((await send(b().apis[0], b().editor, 'GET', '/site/main/editor/pages?path=/en/contact/')).body.items as { id: number; translations: { id: number; path: string }[] }[])[0]!;
    expect(page.translations.length).toBeGreaterThan(0);
    const done = await send(b().apis[1], b().editor, 'POST', `/site/main/page/${page.id}/unpublish`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: page.id, path: '/en/contact/', status: 'unpublished', formerTranslations: page.translations.map((t) => ({ id: t.id, path: t.path, isLive: true })) });
    const index = await (await fetch(`${b().apis[0]}/site/main/pages`)).json() as { items: { path: string }[] };
    expect(index.items.some((i) => i.path === '/en/contact/')).toBe(false);
    expect((await fetch(`${b().apis[0]}/site/main/page/${page.id}`)).status).toBe(404);
    const translation = await (await fetch(`${b().apis[0]}/site/main/page/${page.translations[0]!.id}`)).json() as { pageLanguages: { path: string }[] };
    expect(translation.pageLanguages.map((l) => l.path)).not.toContain('/en/contact/');
    const again = await send(b().apis[0], b().editor, 'POST', `/site/main/page/${page.id}/unpublish`);
    expect(again.status).toBe(409);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the media library on %s, over two instances sharing one media folder', (name) => {
  const b = () => backends[name];
  const upload = (base: string, bytes: Buffer, fileName: string) => fetch(`${base}/site/main/media`, {
    method: 'POST', headers: { 'content-type': 'image/jpeg', 'x-file-name': encodeURIComponent(fileName), authorization: `Bearer ${b().editor}` }, body: new Uint8Array(bytes),
  });

  it('uploads on one instance, lists, describes and finds on the other, and the other\'s image host serves it', async () => {
    // The library also holds the site's own images (server/site-images.ts): what the searches
    // below find among them before the upload.
    const total = async (search: string) => (await send(b().apis[0], b().editor, 'GET', `/site/main/media?items=1${search ? `&search=${search}` : ''}`)).body.totalItems as number;
    const before = { all: await total(''), leo: await total('leo'), oleo: await total('%C3%B3leo') };
    const bytes = await picture(name === 'sqlite' ? 1 : 2);
    const response = await upload(b().apis[0], bytes, 'Taller de robótica.jpg');
    expect(response.status).toBe(201);
    const { item } = await response.json() as { item: { id: number; url: string } };
    expect(item).toMatchObject({ name: 'Taller de robótica.jpg', width: 1200, height: 800, needsAlt: true, uploadedBy: 'token:Lucía' });
    // In the media folder given to the instances (`--media-dir` on `sitegen api`), not beside the database.
    expect(readFileSync(join(mediaFolder(b().location, b().mediaDir), item.url.slice('/media/'.length)))).toEqual(bytes);
    // The same file again is the same item, through either instance.
    expect(await (await upload(b().apis[1], bytes, 'copia.jpg')).json()).toMatchObject({ created: false, item: { id: item.id } });

    const listed = await send(b().apis[1], b().editor, 'GET', '/site/main/media?items=1');
    expect(listed.body).toMatchObject({ page: 1, totalItems: before.all + 1, totalPages: before.all + 1, items: [{ id: item.id, url: item.url }] });
    const described = await send(b().apis[1], b().editor, 'PUT', `/site/main/media/${item.id}`, { alt: { es_ES: 'Un brazo robótico pinta un ÓLEO', en_GB: 'A robot ARM paints a picture' }, focal: { x: 0.9, y: 0.5 } });
    expect(described.status).toBe(200);
    expect((await send(b().apis[0], b().editor, 'GET', `/site/main/media/${item.id}`)).body).toMatchObject({ alt: { en_GB: 'A robot ARM paints a picture' }, needsAlt: false, focal: { x: 0.9, y: 0.5 }, position: 'right' });
    for (const search of ['taller', 'arm%20paints', 'ROB%C3%B3tico']) {
      // The upload first (the newest), then only the site's own images whose words match.
      const found = (await send(b().apis[0], b().editor, 'GET', `/site/main/media?search=${search}`)).body.items as { id: number; url: string }[];
      expect(found[0]?.id, search).toBe(item.id);
      expect(found.slice(1).filter((i) => !i.url.startsWith('/img/')), search).toEqual([]);
    }
    // Only ASCII letters of the text are folded, on both backends alike (SQLite's lower()): "ÓLEO" is found as "leo", not as "óleo".
    expect(await total('leo')).toBe(before.leo + 1);
    expect(await total('%C3%B3leo')).toBe(before.oleo);
    expect((await send(b().apis[0], b().editor, 'GET', '/site/main/media?search=100%25')).body.totalItems).toBe(0);
    expect((await send(b().apis[0], b().editor, 'GET', `/site/main/media/999999999999`)).status).toBe(404);

    const variant = await fetch(`${b().apis[1]}/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp${item.url}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);
    // The variant is cached in the shared folder: the first instance's host finds it made.
    const again = await fetch(`${b().apis[0]}/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp${item.url}`);
    await again.arrayBuffer();
    expect(again.headers.get('x-image-cache')).toBe('hit');
    expect(existsSync(imageFolders(b().location, b().mediaDir).cacheDir)).toBe(true);
  });

  it('is served by `sitegen serve --media-dir` too: its API lists the upload and its image host finds the original', async () => {
    const out = join(work, `serve-out-${name}`);
    mkdirSync(out, { recursive: true });
    const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'serve', '--port', '0', '--out', out, '--db', b().location, '--media-dir', b().mediaDir], { stdio: ['ignore', 'pipe', 'pipe'], cwd: work });
    children.push(child);
    const base = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString();
        const match = /on (http:\/\/\S+?)\/? \(content API/.exec(text);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`sitegen serve exited ${code}`)));
    });
    const listed = await send(`${base}/_api`, b().editor, 'GET', '/site/main/media');
    expect(listed.status).toBe(200);
    const url = (listed.body.items as { url: string }[])[0]!.url;
    const variant = await fetch(`${base}/_img/c_cover/q_75/w_750/h_0/p_center/t_none/f_webp${url}`);
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(750);
  });
});

describe('the mediaDir setting', () => {
  it('is read from --media-dir, SITEGEN_MEDIA_DIR or "mediaDir", resolved against the project, and defaults beside the database', async () => {
    expect((await loadConfig({ mediaDir: 'shared/media' }, {}, work)).mediaDir).toBe(join(work, 'shared/media'));
    expect((await loadConfig({}, { SITEGEN_MEDIA_DIR: '/mnt/media' }, work)).mediaDir).toBe('/mnt/media');
    const config = await loadConfig({}, {}, work);
    expect(config.mediaDir).toBeUndefined();
    expect(imageHostSettings(config).mediaDir).toBeUndefined();
    expect(imageFolders(join(work, 'data', 'site.db'))).toEqual({ originalsDir: join(work, 'data', 'images'), cacheDir: join(work, 'data', 'image-cache') });
    expect(imageFolders('postgres://u@db.internal/site')).toEqual({ originalsDir: join(process.cwd(), 'data', 'images'), cacheDir: join(process.cwd(), 'data', 'image-cache') });
    expect(imageFolders('postgres://u@db.internal/site', '/mnt/media')).toEqual({ originalsDir: '/mnt/media/images', cacheDir: '/mnt/media/image-cache' });
  });
});

describe('a variant cache folder shared by several instances', () => {
  it('leaves another instance\'s write in progress alone when it starts, and removes a dead one\'s', async () => {
    const dir = join(work, 'shared-cache');
    mkdirSync(join(dir, 'ab'), { recursive: true });
    writeFileSync(join(dir, 'ab', 'made.webp'), 'made');
    writeFileSync(join(dir, 'ab', 'writing.webp.1234.tmp'), 'half');
    writeFileSync(join(dir, 'ab', 'dead.webp.5678.tmp'), 'half');
    const long = (Date.now() - STALE_TEMPORARY_MS - 60_000) / 1000;
    utimesSync(join(dir, 'ab', 'dead.webp.5678.tmp'), long, long);
    const cache = new VariantCache(dir, 1024 * 1024);
    expect(String(await cache.get('ab/made.webp'))).toBe('made');
    expect(readdirSync(join(dir, 'ab')).sort()).toEqual(['made.webp', 'writing.webp.1234.tmp']);
  });

  it('writes a variant whole, whichever of two instances writes it at the same time', async () => {
    const dir = join(work, 'racing-cache');
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const caches = [new VariantCache(dir, 64 * 1024 * 1024), new VariantCache(dir, 64 * 1024 * 1024)];
    // A reader meanwhile (another instance's image host) sees no file or the whole file, never part of one.
    let writing = true;
    const seen: number[] = [];
    const reader = (async () => {
      while (writing) {
        const got = await readFile(join(dir, 'cd', 'v.webp')).catch(() => null);
        if (got) seen.push(got.equals(body) ? 1 : 0);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let round = 0; round < 5; round++) {
      await Promise.all(caches.flatMap((cache) => [cache.put('cd/v.webp', body), cache.put('cd/v.webp', body)]));
    }
    writing = false;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((whole) => whole === 1)).toBe(true);
    expect(readFileSync(join(dir, 'cd', 'v.webp')).equals(body)).toBe(true);
    expect(readdirSync(join(dir, 'cd'))).toEqual(['v.webp']);
  });
});
