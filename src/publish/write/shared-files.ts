import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FooterData } from '../../../modules/footer.js';
import type { HeaderData } from '../../../modules/header.js';
import type { Config } from '../../config/load-config.js';
import type { Site } from '../../contract/schemas.js';
import { SitegenError } from '../../errors.js';
import { inlineSourcesOf } from '../../security-headers.js';
import { packageRoot } from '../manifest/code-hash.js';
import { sortedPages, type Manifest, type StreamedManifest } from '../manifest/manifest.js';
import { sharedPageData } from './shared-page-data.js';
import { sha256 } from './output-files.js';
import { sliceName } from '../render/render-page.js';
import { renderSiteHeaders } from '../site-policy.js';
import { loadSiteFonts } from './site-fonts.js';

export type Styles = ReturnType<typeof loadStyles>;
export interface ClientRuntime { entryHref: string; files: Record<string, string> }

/** What every build writes besides its pages, as plain data (gathered by the fetch stage). */
export interface SiteAssets {
  buildHash: string;
  styles: Styles;
  runtime: ClientRuntime;
  /** content/public/ copied as is, Partytown's library, and the downloads of the embedded API's database. */
  publicFiles: Record<string, Buffer>;
  /** _redirects, redirects.json and the fallback pages at old paths (src/publish/discovery/redirects.ts). */
  redirectFiles: Record<string, string>;
  headers: ReadonlyMap<string, HeaderData>;
  footers: ReadonlyMap<string, FooterData>;
}

/** A stylesheet scripts/compile.js minified into dist/styles/ (from templates/). */
function readCompiledStyles(name: 'site' | 'editor'): string {
  const file = join(packageRoot(), 'dist', 'styles', `${name}.css`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new SitegenError('RUNTIME_NOT_COMPILED', `The stylesheets are not compiled: ${file} is missing.`, 'Run "npm run compile" (npm ci runs it too), then build again.');
  }
}

/** The site's stylesheet (the fonts' @font-face rules first, naming their hashed files) and the font files. */
export function loadStyles(codeHash: string) {
  const fonts = loadSiteFonts();
  const content = fonts.css + readCompiledStyles('site');
  const file = `_sitegen/styles.${sha256(content).slice(0, 10)}.css`;
  return { file, href: `/${file}`, content, codeHash, fonts: fonts.files, preloads: fonts.preloads };
}

/** The editor's stylesheet (templates/editor.css), which only sitegen preview serves and links, after the site's. */
export function loadEditorStyles() {
  const content = readCompiledStyles('editor');
  const file = `_sitegen/editor.${sha256(content).slice(0, 10)}.css`;
  return { file, href: `/${file}`, content };
}

/**
 * The browser runtime compiled by scripts/compile.js (dist/client), published under _sitegen/.
 * `files: false`: only the entry's address (a one-path rebuild writes no shared file).
 */
export function loadClientRuntime(options: { files?: boolean } = {}): ClientRuntime {
  const dir = join(packageRoot(), 'dist', 'client');
  let assets: { entry: string; files: string[] };
  try {
    assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8')) as typeof assets;
  } catch {
    throw new SitegenError('RUNTIME_NOT_COMPILED', `The browser runtime is not compiled: ${join(dir, 'assets.json')} is missing.`, 'Run "npm run compile" (npm ci runs it too), then build again.');
  }
  const files: Record<string, string> = {};
  if (options.files !== false) for (const file of assets.files) files[`_sitegen/${file}`] = readFileSync(join(dir, file), 'utf8');
  return { entryHref: `/_sitegen/${assets.entry}`, files };
}

/** `htmlOnly`: only the HTML files, all `_headers` needs of them (a one-path rebuild writes no other). */
export function loadPublicFiles(options: { htmlOnly?: boolean } = {}): Record<string, Buffer> {
  const dir = join(packageRoot(), 'content', 'public');
  const files: Record<string, Buffer> = {};
  // Every file below, dot files and folders left out (they are not content).
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/');
    if (file.split('/').some((part) => part.startsWith('.')) || (options.htmlOnly && !file.endsWith('.html'))) continue;
    files[file] = readFileSync(join(dir, file));
  }
  return files;
}

/** Files every build writes besides the pages: public files, redirects, app data, slices, styles, runtime. */
export function sharedFiles(assets: SiteAssets, site: Pick<Site, 'languages'>): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    ...assets.publicFiles,
    ...assets.redirectFiles,
    'page-data/app-data.json': JSON.stringify({ buildHash: assets.buildHash }),
    [assets.styles.file]: assets.styles.content,
    ...assets.styles.fonts,
    ...assets.runtime.files,
  };
  for (const header of assets.headers.values()) files[`slice-data/${sliceName('header', header.locale as string)}.json`] = JSON.stringify(header);
  // The footer slices and the static query data the page-data refers to (spec 7).
  return { ...files, ...sharedPageData(site, assets.headers.values(), assets.footers.values()).files };
}

/** `_headers`: the security policy allows exactly the inline sources of the pages published (DESIGN.md 9). */
export function siteHeaders(publicFiles: Record<string, Buffer>, pages: Manifest['pages'] | StreamedManifest['pages'], config: Config, site: Site): Record<string, string> {
  // The HTML files published as they are count too (Partytown's sandbox page, should it ever be
  // served from disk rather than by its service worker).
  const files = Object.entries(publicFiles).filter(([file]) => file.endsWith('.html')).map(([, content]) => inlineSourcesOf(content.toString('utf8')));
  const inline = function* () {
    for (const [, page] of sortedPages(pages)) yield page.facts.inline;
    yield* files;
  };
  return renderSiteHeaders(inline(), config, site);
}
