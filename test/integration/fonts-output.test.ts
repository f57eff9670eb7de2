import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseUnicodeRange, SITE_FONTS } from '../../src/publish/write/site-fonts.js';
import { serveSite } from '../helpers/browser.js';
import { builtPages } from '../helpers/sample-pages.js';

/**
 * The self-hosted typeface pair in the build output: only the woff2 files the stylesheet uses
 * (no other weight, subset or format copied from the packages), each named by its content hash
 * and served with an immutable cache policy and the font type, and every page preloading files
 * the stylesheet really declares. Each face is subset to the characters the pages use (spec 9):
 * smaller than the package's file, holding a glyph for every character its unicode-range
 * declares, and declaring every character a page shows that the package's file could draw.
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
/** Each published face: its file and the characters its unicode-range declares. */
const faces = () => [...stylesheet().matchAll(/@font-face\{[^}]*url\("?([^")]+\.woff2)"?\)[^}]*unicode-range:([^;}]+)/g)]
  .map((m) => ({ url: m[1]!, ranges: parseUnicodeRange(m[2]!) }));
const characters = (ranges: readonly (readonly [number, number])[]) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

describe('font files in the build output', () => {
  it('publishes exactly the woff2 files the stylesheet declares, nothing else from the font packages', () => {
    const published = fg.sync('**/*.{woff,woff2,ttf,otf}', { cwd: out }).map((f) => `/${f}`).sort();
    const used = [...new Set(fontUrls(stylesheet()))].sort();
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(published).toEqual(used);
    for (const url of used) expect(url).toMatch(/^\/_sitegen\/fonts\/[a-z-]+-latin-\d{3}-normal\.[0-9a-f]{10}\.woff2$/);
  });

  it('declares every face with font-display: optional (a late face is never swapped in, so nothing moves) and the unicode-range of the characters it holds', () => {
    const faces = [...stylesheet().matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!).filter((f) => f.includes('.woff2'));
    expect(faces.length).toBeGreaterThanOrEqual(2);
    expect(faces.length).toBe(fontUrls(stylesheet()).length);
    for (const face of faces) {
      expect(face).toContain('font-display:optional');
      expect(face).toMatch(/unicode-range:U\+0020-007E,U\+00A0-/);
    }
  });

  it('subsets each face: smaller than the package\'s file, with a glyph for every character it declares and tabular figures kept', async () => {
    const require = createRequire(import.meta.url);
    for (const face of faces()) {
      const font = SITE_FONTS.find((f) => face.url.includes(`/${f.stem}.`))!;
      const original = readFileSync(join(dirname(require.resolve(`${font.pkg}/${font.weight}.css`)), 'files', `${font.stem}.woff2`));
      const published = readFileSync(join(out, face.url));
      expect(published.length, face.url).toBeLessThan(original.length * 0.9);
      const hbFace = new hb.Face(new hb.Blob(await fontverter.convert(published, 'sfnt')));
      const held = new Set(hbFace.collectUnicodes());
      const missing = characters(face.ranges).filter((c) => !held.has(c)).map((c) => `U+${c.toString(16).toUpperCase()}`);
      expect(missing, face.url).toEqual([]);
      // styles.css sets tabular-nums on timetables and pagers: with tnum every digit has one advance.
      const advances = (features: hb.Feature[]) => {
        const buffer = new hb.Buffer();
        buffer.addText('0123456789');
        buffer.guessSegmentProperties();
        hb.shape(new hb.Font(hbFace), buffer, features);
        return new Set(buffer.getGlyphPositions().map((p) => p.xAdvance));
      };
      expect(advances([new hb.Feature('tnum', 1)]).size, face.url).toBe(1);
    }
  });

  it('declares every character a page shows that the package\'s file draws (subsetting takes none away)', () => {
    const require = createRequire(import.meta.url);
    const packageRanges = SITE_FONTS.map((font) => {
      const css = readFileSync(require.resolve(`${font.pkg}/${font.weight}.css`), 'utf8');
      return parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(css.split(`/* ${font.stem} */`)[1]!)![1]!);
    });
    const declared = faces().map((face) => face.ranges);
    const inRanges = (c: number, ranges: (readonly [number, number])[] | readonly (readonly [number, number])[]) => ranges.some(([a, b]) => c >= a && c <= b);
    const lost = new Map<string, string>();
    const pages = builtPages(out);
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const text = page.html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
      for (const ch of new Set(text)) {
        const c = ch.codePointAt(0)!;
        if (c < 0x20) continue;
        packageRanges.forEach((ranges, i) => {
          if (inRanges(c, ranges) && !inRanges(c, declared[i]!)) lost.set(`${ch} U+${c.toString(16).toUpperCase()} (${SITE_FONTS[i]!.stem})`, page.path);
        });
      }
    }
    expect([...lost].map(([what, path]) => `${what} on ${path}`)).toEqual([]);
  });

  it('publishes the site\'s stylesheet minified and without the editor\'s rules (only sitegen preview links those)', () => {
    const css = fg.sync('_sitegen/**/*.css', { cwd: out });
    expect(css).toEqual([expect.stringMatching(/^_sitegen\/styles\.[0-9a-f]{10}\.css$/)]);
    const sheet = stylesheet();
    expect(sheet).not.toMatch(/\.editor-|\.preview-badge|html\[data-mode\]/);
    expect(sheet).toContain('.site-header');
    // Minified: no comment besides the fonts' heading, no indented line.
    expect(sheet.match(/\/\*/g)).toHaveLength(1);
    expect(sheet).not.toMatch(/\n\s+/);
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
