import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sha256 } from './output-files.js';

/**
 * The site's typeface pair, self-hosted from the npm registry (@fontsource): Inter for text,
 * Space Grotesk for headings, latin subset only (it covers Spanish and English). Only these
 * files are published, under _sitegen/fonts/ with a content hash in the name, so they are cached
 * forever (immutable) like the other _sitegen assets and the CSP's `font-src 'self'` allows them.
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

export function loadSiteFonts(): LoadedFonts {
  const files: Record<string, Buffer> = {};
  const rules: string[] = [];
  const preloads: string[] = [];
  for (const font of SITE_FONTS) {
    const dir = packageDir(font.pkg, font.weight);
    const bytes = readFileSync(join(dir, 'files', `${font.stem}.woff2`));
    const file = `_sitegen/fonts/${font.stem}.${sha256(bytes).slice(0, 10)}.woff2`;
    files[file] = bytes;
    if (font.preload) preloads.push(`/${file}`);
    rules.push(`@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:${FONT_DISPLAY};src:url("/${file}") format("woff2");unicode-range:${unicodeRangeOf(dir, font)}}`);
  }
  for (const f of FALLBACKS) {
    rules.push(`@font-face{font-family:"${f.family}";font-weight:${f.weight};src:${f.local.map((name) => `local("${name}")`).join(',')};size-adjust:${f.size};ascent-override:${f.ascent};descent-override:${f.descent};line-gap-override:0%}`);
  }
  // No source path in the published stylesheet: the site does not show how its tool is laid out.
  return { files, css: `/* Fonts */\n${rules.join('\n')}\n`, preloads };
}
