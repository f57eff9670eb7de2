import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imageUrl } from '../../modules/image-url.js';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';

let api: RunningApi;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sitegen-img-'));
  copyFileSync(inject('demoDb'), join(dir, 'site.db'));
  api = await startApiServer({ dbFile: join(dir, 'site.db') });
});
afterAll(() => api.close());

describe('the image host (sharp)', () => {
  it('resizes and crops a demo image to the requested size and format, and caches it on disk', async () => {
    const url = imageUrl(`${api.url}/_img`, '/img/demo/programs/daw-3.jpg', { width: 640, height: 360 });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    const cached = readdirSync(join(dir, 'image-cache'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(cached).toHaveLength(1);
    expect((await fetch(url)).status).toBe(200);
    expect(readdirSync(join(dir, 'image-cache'), { recursive: true }).filter((f) => String(f).endsWith('.webp'))).toHaveLength(1);
  });

  it('serves avif and keeps the aspect ratio when the height is 0, never upscaling', async () => {
    const res = await fetch(imageUrl(`${api.url}/_img`, '/img/demo/faculty/portrait-3.jpg', { width: 3840, format: 'avif' }));
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });

  it('refuses malformed image URLs and answers 404 for unknown originals', async () => {
    expect((await fetch(`${api.url}/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_gif/img/demo/a.jpg`)).status).toBe(400);
    expect((await fetch(`${api.url}/_img/c_cover/q_75/w_640/h_0/p_center/t_none/f_webp/img/../../site.db`)).status).toBe(400);
    expect((await fetch(imageUrl(`${api.url}/_img`, '/uploads/missing.jpg', { width: 640 }))).status).toBe(404);
    expect(existsSync(join(dir, 'site.db'))).toBe(true);
  });
});
