import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveSite } from '../helpers/browser.js';

/**
 * The self-hosted typeface pair in the build output: only the woff2 files the stylesheet uses
 * (no other weight, subset or format copied from the packages), each named by its content hash
 * and served with an immutable cache policy and the font type, and every page preloading files
 * the stylesheet really declares.
 */
const out = inject('demoOutput');
let site: Awaited<ReturnType<typeof serveSite>>;
beforeAll(async () => { site = await serveSite(out, inject('demoDb')); });
afterAll(async () => { await site?.close(); });

const stylesheet = () => {
  const href = readFileSync(join(out, 'index.html'), 'utf8').match(/<link rel="stylesheet" href="([^"]+)"/)![1]!;
  return readFileSync(join(out, href), 'utf8');
};
const fontUrls = (css: string) => [...css.matchAll(/url\("?([^")]+\.woff2)"?\)/g)].map((m) => m[1]!);

describe('font files in the build output', () => {
  it('publishes exactly the woff2 files the stylesheet declares, nothing else from the font packages', () => {
    const published = fg.sync('**/*.{woff,woff2,ttf,otf}', { cwd: out }).map((f) => `/${f}`).sort();
    const used = [...new Set(fontUrls(stylesheet()))].sort();
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(published).toEqual(used);
    for (const url of used) expect(url).toMatch(/^\/_sitegen\/fonts\/[a-z-]+-latin-\d{3}-normal\.[0-9a-f]{10}\.woff2$/);
  });

  it('declares every face with font-display: optional (a late face is never swapped in, so nothing moves) and the latin unicode-range', () => {
    const faces = [...stylesheet().matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!).filter((f) => f.includes('.woff2'));
    expect(faces.length).toBeGreaterThanOrEqual(2);
    expect(faces.length).toBe(fontUrls(stylesheet()).length);
    for (const face of faces) {
      expect(face).toContain('font-display:optional');
      expect(face).toMatch(/unicode-range:U\+0000-00FF/);
    }
  });

  it('serves the font files with an immutable cache policy and the font/woff2 type', async () => {
    const urls = new Set(fontUrls(stylesheet()));
    expect(urls.size).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const res = await fetch(site.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('font/woff2');
      expect(res.headers.get('cache-control'), url).toMatch(/max-age=31536000.*immutable/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1'), url).toBe('wOF2');
    }
  });

  it('preloads, on every page, only files the stylesheet declares (with crossorigin, as a font)', () => {
    const used = new Set(fontUrls(stylesheet()));
    for (const file of ['index.html', 'en/index.html', '404.html']) {
      const html = readFileSync(join(out, file), 'utf8');
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/g)].map((m) => m[1]!);
      expect(preloads.length, file).toBeGreaterThanOrEqual(1);
      for (const href of preloads) expect(used.has(href), `${file}: ${href}`).toBe(true);
    }
  });
});
