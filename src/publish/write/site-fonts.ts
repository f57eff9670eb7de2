import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SitegenError } from '../../errors.js';
import { packageRoot } from '../manifest/code-hash.js';
import { sha256 } from './output-files.js';

/**
 * The site's typeface pair, self-hosted from the npm registry (@fontsource): Inter for text,
 * Space Grotesk for headings, from the packages' latin files, subset by scripts/compile.js to
 * FONT_CHARACTERS (subsetSiteFonts, below). Only these files are published, under
 * _sitegen/fonts/ with a content hash in the name, so they are cached forever (immutable) like
 * the other _sitegen assets and the CSP's `font-src 'self'` allows them.
 */
export interface SiteFont {
  family: string;
  /** The @fontsource package and the file's stem in its files/ folder. */
  pkg: string;
  stem: string;
  weight: number;
  /** Above the fold on every page (body text, the header's menu and button, the h1): preloaded. */
  preload: boolean;
}

export const SITE_FONTS: readonly SiteFont[] = [
  { family: 'Inter', pkg: '@fontsource/inter', stem: 'inter-latin-400-normal', weight: 400, preload: true },
  { family: 'Inter', pkg: '@fontsource/inter', stem: 'inter-latin-600-normal', weight: 600, preload: true },
  { family: 'Space Grotesk', pkg: '@fontsource/space-grotesk', stem: 'space-grotesk-latin-700-normal', weight: 700, preload: true },
];

/**
 * How a face that has not arrived is shown: `optional`. A preloaded optional face that arrives
 * within Chromium's short block period is used from the first paint; one that arrives later is
 * not swapped in for the rest of that page's life (the next page has it from the cache). A
 * swap, even to a fallback of the same average width, wraps a heading or a button's label
 * differently and moves everything below it: with `swap`, a landing page's Inter arriving late
 * shifted the page by 0.14 (CLS) at 390 px, a programme's Space Grotesk by 0.09 at 1440 px.
 */
const FONT_DISPLAY = 'optional';

/**
 * Metric-adjusted local fallbacks, shown when a face arrives too late: Arial (or its metric
 * twin Liberation Sans on Linux) scaled so a line of text takes about the width and height it
 * takes in the web font, so that a page in the fallback reads like the design. Measured in
 * Chromium: the advance width of a Spanish and English sample in each face over Arial's
 * (size-adjust), and the face's ascent and descent over that size.
 */
const FALLBACKS = [
  { family: 'Inter Fallback', weight: '400', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], size: '106.7%', ascent: '90.9%', descent: '22.5%' },
  { family: 'Inter Fallback', weight: '600 700', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], size: '101.3%', ascent: '95.7%', descent: '23.7%' },
  { family: 'Space Grotesk Fallback', weight: '700', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], size: '101.5%', ascent: '96.6%', descent: '28.6%' },
];

export interface LoadedFonts {
  /** Output path (under the output folder) → the woff2 bytes. */
  files: Record<string, Buffer>;
  /** The @font-face rules, put first in the stylesheet. */
  css: string;
  /** Hrefs of the files every page preloads. */
  preloads: string[];
}

/**
 * The characters the published faces keep: the critical path carries only what the pages use
 * (spec 9). The latin files hold some 370 characters and every OpenType feature Inter has; a
 * Spanish and English site uses the letters of Latin-1 (which also spell the Catalan, Galician,
 * Basque, Portuguese, French, German and Nordic names of a school's people and partners), Œ œ,
 * the general punctuation (typographic quotes and dashes, the ellipsis, the thin and narrow
 * no-break spaces dates and numbers are formatted with), €, ™, arrows and the minus sign. A
 * character outside is drawn by the metric-matched fallback (FALLBACKS): the unicode-range of
 * each face names exactly what it holds, so the browser never waits for a face that lacks it.
 */
export const FONT_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], [0xa0, 0xff], [0x152, 0x153], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2190, 0x2193], [0x2212, 0x2212],
];

/**
 * The layout features kept: those a browser applies to Latin text by default (HarfBuzz's
 * horizontal defaults: kerning, ligatures, contextual alternates and forms, mark placement) and
 * tabular figures (styles.css sets `tabular-nums` on timetables, pagers and numbered lists).
 * Inter's stylistic sets, character variants and other opt-in features are dropped.
 */
const FONT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'tnum'];

const require = createRequire(import.meta.url);

/** The folder of an @fontsource package (its exports only name CSS files, so via one of them). */
function packageDir(pkg: string, weight: number): string {
  return dirname(require.resolve(`${pkg}/${weight}.css`));
}

/** The unicode-range the package gives the latin subset of this file (its CSS names each block). */
function unicodeRangeOf(dir: string, font: SiteFont): string {
  const css = readFileSync(join(dir, `${font.weight}.css`), 'utf8');
  const block = css.split(`/* ${font.stem} */`)[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`sitegen: ${font.pkg}/${font.weight}.css has no unicode-range for ${font.stem} (a different package version?)`);
  return range.trim();
}

type Ranges = readonly (readonly [number, number])[];

/** "U+0000-00FF, U+0131, …" as [first, last] pairs. */
export function parseUnicodeRange(range: string): Ranges {
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
  });
}

/** The characters in both lists of ranges, merged and in order. */
export function intersectRanges(a: Ranges, b: Ranges): Ranges {
  const out: [number, number][] = [];
  for (const [a0, a1] of a) for (const [b0, b1] of b) {
    const first = Math.max(a0, b0);
    const last = Math.min(a1, b1);
    if (first <= last) out.push([first, last]);
  }
  out.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of out) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

export function formatUnicodeRange(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

/** The package file's own characters that the site keeps: what the subset is asked for. */
function keptRanges(font: SiteFont): Ranges {
  return intersectRanges(parseUnicodeRange(unicodeRangeOf(packageDir(font.pkg, font.weight), font)), FONT_CHARACTERS);
}

/** Code points in order as ranges: [0x41, 0x42, 0x43, 0x61] → [[0x41, 0x43], [0x61, 0x61]]. */
function rangesOf(codePoints: Iterable<number>): Ranges {
  const ranges: [number, number][] = [];
  for (const c of [...codePoints].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && c === last[1] + 1) last[1] = c;
    else if (!last || c > last[1]) ranges.push([c, c]);
  }
  return ranges;
}

const subsetFile = (root: string, font: SiteFont, ext: 'woff2' | 'json') => join(root, 'dist', 'fonts', `${font.stem}.${ext}`);

/**
 * Writes each face subset to its kept characters and features into dist/fonts/ (scripts/compile.js;
 * harfbuzz's subsetter, through subset-font), with the characters the subset really holds beside
 * it (the package's unicode-range names blocks, some of whose characters the file lacks): the
 * published unicode-range is exactly those. A subset already made from the same file, characters
 * and features is reused from .cache/fonts/, so a compile does not pay for it again.
 */
export async function subsetSiteFonts(root = packageRoot()): Promise<void> {
  const [{ default: subsetFont }, hb, { default: fontverter }] = await Promise.all([import('subset-font'), import('harfbuzzjs'), import('fontverter')]);
  mkdirSync(join(root, 'dist', 'fonts'), { recursive: true });
  mkdirSync(join(root, '.cache', 'fonts'), { recursive: true });
  for (const font of SITE_FONTS) {
    const source = readFileSync(join(packageDir(font.pkg, font.weight), 'files', `${font.stem}.woff2`));
    const ranges = keptRanges(font);
    const key = sha256(Buffer.concat([source, Buffer.from(JSON.stringify({ ranges, FONT_FEATURES }))])).slice(0, 16);
    const cached = join(root, '.cache', 'fonts', `${font.stem}.${key}`);
    if (!existsSync(`${cached}.json`)) {
      const text = ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('');
      const sfnt = await subsetFont(source, text, { targetFormat: 'sfnt', keepFeatures: FONT_FEATURES });
      const held = rangesOf(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
      writeFileSync(`${cached}.woff2`, await fontverter.convert(sfnt, 'woff2'));
      writeFileSync(`${cached}.json`, JSON.stringify({ unicodeRange: formatUnicodeRange(held) }));
    }
    writeFileSync(subsetFile(root, font, 'woff2'), readFileSync(`${cached}.woff2`));
    writeFileSync(subsetFile(root, font, 'json'), readFileSync(`${cached}.json`));
  }
}

export function loadSiteFonts(root = packageRoot()): LoadedFonts {
  const files: Record<string, Buffer> = {};
  const rules: string[] = [];
  const preloads: string[] = [];
  for (const font of SITE_FONTS) {
    let bytes: Buffer;
    let held: { unicodeRange: string };
    try {
      bytes = readFileSync(subsetFile(root, font, 'woff2'));
      held = JSON.parse(readFileSync(subsetFile(root, font, 'json'), 'utf8')) as typeof held;
    } catch {
      throw new SitegenError('RUNTIME_NOT_COMPILED', `The site's fonts are not compiled: ${subsetFile(root, font, 'woff2')} or its .json is missing.`, 'Run "npm run compile" (npm ci runs it too), then build again.');
    }
    const file = `_sitegen/fonts/${font.stem}.${sha256(bytes).slice(0, 10)}.woff2`;
    files[file] = bytes;
    if (font.preload) preloads.push(`/${file}`);
    rules.push(`@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:${FONT_DISPLAY};src:url("/${file}") format("woff2");unicode-range:${held.unicodeRange}}`);
  }
  for (const f of FALLBACKS) {
    rules.push(`@font-face{font-family:"${f.family}";font-weight:${f.weight};src:${f.local.map((name) => `local("${name}")`).join(',')};size-adjust:${f.size};ascent-override:${f.ascent};descent-override:${f.descent};line-gap-override:0%}`);
  }
  // No source path in the published stylesheet: the site does not show how its tool is laid out.
  return { files, css: `/* Fonts */\n${rules.join('\n')}\n`, preloads };
}
