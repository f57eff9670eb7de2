import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageHandler } from '../../server/image-handler.js';
import { mediaFolder } from '../../server/media.js';
import type { Sql } from '../../server/sql/sql.js';
import { imageFolders } from '../../server/start-api-server.js';
import { runCli } from '../helpers/cli.js';
import { backend, copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * The media library over loopback (spec 3 "Image": url, width, height, alt, position): editors
 * upload, find, describe and place images; the image host serves what they uploaded.
 */
let file: string;
/**
 * Where uploads go: beside a SQLite file by default; a PostgreSQL database has no folder, so there
 * the API is given the mediaDir setting (server/image-folders.ts), a private one for this file.
 */
let mediaDir: string | undefined;
/** The folder the uploaded originals are written to (`images/media/` of the media folder). */
let uploads: string;
let db: Sql;
let base: string;
let close: () => Promise<void>;
let editor: string;
let visitor: string;
const LIMIT = 256 * 1024;

/** A real picture of a given size and format, made by sharp (the bytes differ per `seed`). */
const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif', seed = 0) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`) }])
    .toFormat(format).toBuffer();

const upload = (body: Buffer | string, name: string, type: string, token: string | null = editor) => fetch(`${base}/site/main/media`, {
  method: 'POST',
  headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: typeof body === 'string' ? body : new Uint8Array(body),
});
const update = (id: number, body: unknown, token = editor) => fetch(`${base}/site/main/media/${id}`, {
  method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
});
const list = async (query: string) => (await fetch(`${base}/site/main/media?${query}`, { headers: { authorization: `Bearer ${editor}` } })).json() as Promise<{ totalItems: number; totalPages: number; page: number; items: { id: number; name: string; url: string }[] }>;
type Item = { id: number; url: string; name: string; type: string; width: number; height: number; alt: Record<string, string>; decorative: boolean; needsAlt: boolean; focal: { x: number; y: number }; position: string; uploadedBy: string };

beforeAll(async () => {
  file = await copyDemo('media');
  mediaDir = backend() === 'postgres' ? mkdtempSync(join(tmpdir(), 'sitegen-media-dir-')) : undefined;
  uploads = mediaFolder(file, mediaDir);
  const made = await Promise.all([runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía', '--db', file]), runCli(['token', 'create', '--role', 'visitor', '--db', file])]);
  [editor, visitor] = made.map((r) => r.stdout.trim()) as [string, string];
  db = await openLocation(file);
  ({ base, close } = await startApiOn(db, { mediaMaxBytes: LIMIT, ...(mediaDir ? { mediaFolder: uploads } : {}) }));
});
afterAll(async () => {
  await close?.();
  await db?.close();
});

describe('uploading', () => {
  it('stores a JPEG content-addressed in the media folder (next to a SQLite database), with the dimensions sharp reads', async () => {
    const bytes = await picture(1200, 800, 'jpeg');
    const response = await upload(bytes, 'Aula de diseño.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const { created, item } = await response.json() as { created: boolean; item: Item };
    expect(created).toBe(true);
    expect(item).toMatchObject({ name: 'Aula de diseño.jpg', type: 'image/jpeg', width: 1200, height: 800, decorative: false, needsAlt: true, focal: { x: 0.5, y: 0.5 }, position: 'center', uploadedBy: 'token:Lucía' });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(readFileSync(join(uploads, item.url.slice('/media/'.length)))).toEqual(bytes);
  });

  it('reads PNG, WebP and AVIF too, by their bytes', async () => {
    for (const [format, ext] of [['png', 'png'], ['webp', 'webp'], ['avif', 'avif']] as const) {
      const response = await upload(await picture(640, 360, format), `foto.${ext}`, `image/${format}`);
      expect(response.status, format).toBe(201);
      const { item } = await response.json() as { item: Item };
      expect(item, format).toMatchObject({ width: 640, height: 360, type: `image/${format}` });
      expect(item.url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a .jpg that is really text (415, naming the file and the accepted types), and stores nothing', async () => {
    const before = readdirSync(uploads).length;
    const response = await upload('just some notes, not a photo\n'.repeat(20), 'notas.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    const { error } = await response.json() as { error: { message: string } };
    expect(error.message).toContain('"notas.jpg" is not a JPEG, PNG, WebP or AVIF image');
    expect(readdirSync(uploads).length).toBe(before);
  });

  it('refuses SVG, saying why, whatever type is declared', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const type of ['image/svg+xml', 'image/png']) {
      const response = await upload(svg, 'logo.png', type);
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/SVG .*scripts/);
    }
  });

  it('refuses a file over the limit with 413 and a message naming the limit and the setting', async () => {
    const response = await upload(Buffer.alloc(LIMIT + 1, 0xff), 'enorme.jpg', 'image/jpeg');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/limited to 0\.3 MB \(the mediaMaxMb setting\)/);
  });

  it('keeps the same file uploaded twice as one file and one item', async () => {
    const bytes = await picture(800, 600, 'png', 7);
    const first = await (await upload(bytes, 'patio.png', 'image/png')).json() as { item: Item };
    const again = await upload(bytes, 'patio (copia).png', 'image/png');
    expect(again.status).toBe(200);
    const second = await again.json() as { created: boolean; item: Item };
    expect(second.created).toBe(false);
    expect(second.item.id).toBe(first.item.id);
    expect(second.item.name).toBe('patio.png');
    const files = readdirSync(uploads).filter((f) => f === first.item.url.slice('/media/'.length));
    expect(files).toHaveLength(1);
  });

  it('ten concurrent uploads of the same bytes make one item: one 201 created, nine 200 not created', async () => {
    const bytes = await picture(640, 480, 'jpeg', 91);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(bytes, `a la vez ${i}.jpg`, 'image/jpeg')));
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, ...(await a.json() as { created: boolean; item: Item }) })));
    expect(bodies.filter((b) => b.status === 201 && b.created)).toHaveLength(1);
    expect(bodies.filter((b) => b.status === 200 && !b.created)).toHaveLength(9);
    expect(new Set(bodies.map((b) => b.item.id)).size).toBe(1);
  });

  it('refuses an image the host could not decode to the end (cut short, a bare header, a header promising more than its data) with 415 naming the file, and stores nothing', async () => {
    const whole = await picture(1200, 900, 'jpeg', 61);
    /** A JPEG whose frame header (SOF0) says `width` × `height`, whatever its data holds. */
    const claiming = (jpeg: Buffer, width: number, height: number) => {
      const copy = Buffer.from(jpeg);
      const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
      copy.writeUInt16BE(height, sof + 5);
      copy.writeUInt16BE(width, sof + 7);
      return copy;
    };
    const small = await picture(64, 64, 'jpeg', 62);
    const before = readdirSync(uploads).length;
    for (const [name, bytes] of [
      ['recortada.jpg', whole.subarray(0, Math.floor(whole.length * 0.6))],
      ['cabecera.jpg', whole.subarray(0, 700)],
      ['promete-mas.jpg', claiming(small, 7000, 7000)],
    ] as const) {
      const response = await upload(bytes, name, 'image/jpeg');
      expect(response.status, name).toBe(415);
      expect(((await response.json()) as { error: { message: string } }).error.message, name).toMatch(new RegExp(`^"${name.replace('.', '\\.')}" (is a JPEG whose picture cannot be read to the end|looks like a JPEG but cannot be read as one)`));
    }
    expect(readdirSync(uploads).length).toBe(before);
    // A header naming more pixels than the host takes is told so (413), not called unreadable.
    const huge = await upload(claiming(small, 65_500, 65_500), 'inmensa.jpg', 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toMatch(/^"inmensa\.jpg" is 65500 × 65500 pixels; the image host takes at most/);
  });

  it('never lets a name reach the file system: traversal in X-File-Name is only a label', async () => {
    const bytes = await picture(700, 400, 'jpeg', 3);
    for (const name of ['../../../evil.jpg', '..\\..\\evil.jpg', '/etc/passwd.jpg']) {
      const response = await upload(bytes, name, 'image/jpeg');
      expect(response.status).toBeLessThan(300);
      const { item } = await response.json() as { item: Item };
      expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    }
    const raw = await fetch(`${base}/site/main/media`, { method: 'POST', headers: { 'content-type': 'image/jpeg', 'x-file-name': '..', authorization: `Bearer ${editor}` }, body: new Uint8Array(bytes) });
    expect(raw.status).toBe(400);
    // Nothing under the media folder (the database's, for a SQLite file) but the hashed originals, and nothing beside it.
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [e.name]));
    expect(walk(mediaDir ?? dirname(file)).filter((n) => n.includes('evil') || n === 'passwd.jpg')).toEqual([]);
    for (const up of [1, 2, 3]) expect(existsSync(join(uploads, ...Array(up).fill('..'), 'evil.jpg'))).toBe(false);
    expect((await fetch(`${base}/site/main/media/..%2F..%2Fsite.db`, { headers: { authorization: `Bearer ${editor}` } })).status).toBe(400);
  });

  it('is for editors: no token 401, a visitor token 403, for uploads, lists and changes', async () => {
    const bytes = await picture(640, 480, 'jpeg', 11);
    expect((await upload(bytes, 'a.jpg', 'image/jpeg', null)).status).toBe(401);
    expect((await upload(bytes, 'a.jpg', 'image/jpeg', visitor)).status).toBe(403);
    expect((await fetch(`${base}/site/main/media`, { headers: { authorization: `Bearer ${visitor}` } })).status).toBe(403);
    const [any] = (await list('')).items;
    expect((await update(any!.id, { decorative: true }, visitor)).status).toBe(403);
  });
});

describe('describing and placing', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await (await upload(await picture(1600, 900, 'webp', 21), 'biblioteca.webp', 'image/webp')).json()) as { item: Item }).item.id;
  });

  it('requires alt text unless the image is decorative (then its alt is empty)', async () => {
    const missing = await update(id, { alt: { es_ES: '  ', en_GB: '' } });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('alt text is required unless the image is marked decorative');
    const described = await update(id, { alt: { es_ES: 'Estudiantes leyendo en la biblioteca', en_GB: 'Students reading in the library' } });
    expect(described.status).toBe(200);
    expect(await described.json()).toMatchObject({ alt: { es_ES: 'Estudiantes leyendo en la biblioteca', en_GB: 'Students reading in the library' }, needsAlt: false });
    const decorative = await update(id, { decorative: true });
    expect(await decorative.json()).toMatchObject({ decorative: true, alt: { es_ES: '', en_GB: '' }, needsAlt: false });
    expect((await update(id, { decorative: false })).status).toBe(422);
  });

  it('keeps the focal point within the picture and maps it to the templates\' position', async () => {
    for (const focal of [{ x: -0.1, y: 0.5 }, { x: 0.5, y: 1.01 }, { x: '0.5', y: 0.5 }]) {
      const response = await update(id, { decorative: true, focal });
      expect(response.status, JSON.stringify(focal)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/focal\.[xy]/);
    }
    const cases = [[{ x: 0.1, y: 0.1 }, 'top-left'], [{ x: 0.9, y: 0.5 }, 'right'], [{ x: 0.5, y: 0.5 }, 'center'], [{ x: 0.5, y: 0.95 }, 'bottom'], [{ x: 0, y: 1 }, 'bottom-left']] as const;
    for (const [focal, position] of cases) {
      expect(await (await update(id, { decorative: true, focal })).json()).toMatchObject({ focal, position });
    }
  });
});

describe('finding', () => {
  it('lists the newest first, in pages, and finds by name and by alt text in any language', async () => {
    const all = await list('items=2');
    expect(all.items).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalItems / 2));
    const second = await list('items=2&page=2');
    expect(second.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
    const target = ((await (await upload(await picture(900, 600, 'jpeg', 31), 'Taller de robótica.jpg', 'image/jpeg')).json()) as { item: Item }).item;
    await update(target.id, { alt: { es_ES: 'Un brazo robótico pinta un cuadro', en_GB: 'A robot arm paints a picture' } });
    // The upload first (the newest), then only the site's own images whose words match (server/site-images.ts).
    const found = (await list('search=taller')).items;
    expect(found[0]?.id).toBe(target.id);
    expect(found.slice(1).filter((i) => !i.url.startsWith('/img/'))).toEqual([]);
    expect((await list('search=arm%20paints')).items.map((i) => i.id)).toEqual([target.id]);
    expect((await list('search=100%25')).totalItems).toBe(0);
    const bad = await fetch(`${base}/site/main/media?page=0`, { headers: { authorization: `Bearer ${editor}` } });
    expect(bad.status).toBe(400);
  });
});

/** An image host over the test database's folders, for the duration of `use` (its base URL). */
async function withImageHost(use: (base: string) => Promise<void>) {
  const images = createImageHandler(imageFolders(file, mediaDir));
  const server = createServer((req, res) => void images(req, res, new URL(req.url!, 'http://x').pathname));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the image host serves uploads like any original', () => {
  it('turns a phone photo upright by its EXIF orientation, and the library reports its upright size', async () => {
    // Stored 1200 × 800 with orientation 6 (rotate 90° clockwise to view), as a phone held upright saves it.
    const sideways = await sharp(await picture(1200, 800, 'jpeg', 43)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { item } = await (await upload(sideways, 'retrato.jpg', 'image/jpeg')).json() as { item: Item };
    expect([item.width, item.height]).toEqual([800, 1200]);
    await withImageHost(async (host) => {
      const response = await fetch(`${host}/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp${item.url}`);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([640, 960, 1]);
    });
  });

  it('makes a 640 px WebP variant of an uploaded JPEG', async () => {
    const { item } = await (await upload(await picture(1200, 800, 'jpeg', 41), 'campus.jpg', 'image/jpeg')).json() as { item: Item };
    await withImageHost(async (host) => {
      const response = await fetch(`${host}/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp${item.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([640, 427]);
    });
  });
});

describe('the site\'s own images (spec 4: the library offers what the pages already show)', () => {
  const read = async (query: string) => (await (await fetch(`${base}/site/main/media?${query}`, { headers: { authorization: `Bearer ${editor}` } })).json()) as { totalItems: number; items: Item[] };

  it('holds the images the pages show, by their path, size and alt text in each language, found by its words; the image host serves their thumbnails', async () => {
    const found = await read('search=servidores');
    expect(found.totalItems).toBeGreaterThan(0);
    const image = found.items[0]!;
    expect(image.url).toMatch(/^\/img\/.+\.jpg$/);
    expect(image.alt.es_ES).toMatch(/servidores/i);
    expect(image.alt.en_GB).toMatch(/server/i);
    expect(image).toMatchObject({ needsAlt: false, decorative: false, uploadedBy: '' });
    // Exactly what a page shows: its path, width and height.
    const shown = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM pages WHERE published_json LIKE ?', [`%"url":"${image.url}","width":${image.width},"height":${image.height}%`]);
    expect(shown!.n).toBeGreaterThan(0);
    await withImageHost(async (host) => {
      const response = await fetch(`${host}/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp${image.url}`);
      expect(response.status).toBe(200);
    });
  });

  it('a page saved with an image of the site the library does not have adds it; an editor\'s description of it is never overwritten', async () => {
    const url = '/img/demo/campus/patio-nuevo.jpg';
    expect((await read('search=patio-nuevo')).totalItems).toBe(0);
    const id = (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/en/contact/'"))!.id;
    const page = await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${editor}` } })).json() as Record<string, unknown> & { version: string };
    const saveWith = async (alt: string) => {
      const current = await (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${editor}` } })).json() as Record<string, unknown> & { version: string };
      current.socialImage = { url, width: 1200, height: 630, alt };
      return fetch(`${base}/site/main/page/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json', 'if-match': current.version }, body: JSON.stringify(current) });
    };
    expect(page.version).toEqual(expect.any(String));
    expect((await saveWith('The new courtyard')).status).toBe(200);
    const [added] = (await read('search=patio-nuevo')).items;
    expect(added).toMatchObject({ url, width: 1200, height: 630, alt: { en_GB: 'The new courtyard' }, name: 'campus-patio-nuevo.jpg' });
    expect((await update(added!.id, { alt: { es_ES: 'El patio nuevo', en_GB: 'The new courtyard, from the library' } })).status).toBe(200);
    expect((await saveWith('Other words')).status).toBe(200);
    expect((await read('search=patio-nuevo')).items).toMatchObject([{ id: added!.id, alt: { es_ES: 'El patio nuevo', en_GB: 'The new courtyard, from the library' } }]);
  });
});
