import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
// htmlparser2 is what sanitize-html (a dependency) parses with: a real HTML tokenizer.
import { Parser } from 'htmlparser2';
import pLimit from 'p-limit';
import { parseImageUrl } from '../../modules/image-url.js';

export interface BrokenLink {
  /** The output file that holds the link. */
  file: string;
  link: string;
  reason: string;
}

export interface LinkCheckOptions {
  /** The site's public origin (canonical, hreflang and og URLs use it): links to it are internal. */
  siteOrigin: string;
  imagePrefix: string;
  apiPrefix: string;
  /**
   * Asks the image host for one image URL; resolves to null when it is served, or to the reason
   * it is not. Called once per source image (its variants differ only in size and format).
   */
  fetchImage: (url: string) => Promise<string | null>;
}

/** Attributes that hold one URL, and those that hold a srcset list, by element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'], area: ['href'], link: ['href'], script: ['src'], img: ['src'], source: ['src'], video: ['src', 'poster'],
  audio: ['src'], track: ['src'], iframe: ['src'], embed: ['src'], object: ['data'], use: ['href', 'xlink:href'], image: ['href'],
};
const SRCSET_ATTRIBUTES: Record<string, string[]> = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] };
/** Open Graph and Twitter image/url metas point at pages and images of the site too. */
const URL_METAS = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

interface PageScan { ids: Set<string>; links: string[] }

function srcsetUrls(value: string): string[] {
  return value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!).filter(Boolean);
}

function cssUrls(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((m) => m[2]!.trim());
}

/** The element ids of one HTML document and every URL it references (attributes, inline CSS). */
export function scanHtml(html: string): PageScan {
  const ids = new Set<string>();
  const links: string[] = [];
  let inStyle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      // <a name> is a fragment target too (HTML's "indicated part of the document").
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      for (const attribute of URL_ATTRIBUTES[name] ?? []) if (attributes[attribute] !== undefined) links.push(attributes[attribute]!.trim());
      for (const attribute of SRCSET_ATTRIBUTES[name] ?? []) if (attributes[attribute]) links.push(...srcsetUrls(attributes[attribute]!));
      if (name === 'meta' && URL_METAS.has(attributes.property ?? attributes.name ?? '') && attributes.content) links.push(attributes.content.trim());
      if (attributes.style) links.push(...cssUrls(attributes.style));
      inStyle = name === 'style';
    },
    ontext(text) {
      if (inStyle) links.push(...cssUrls(text));
    },
    onclosetag() {
      inStyle = false;
    },
  }, { decodeEntities: true, lowerCaseAttributeNames: true });
  parser.end(html);
  return { ids, links };
}

/** The URL a file is served at: `x/index.html` → `/x/`, `404.html` → `/404.html`. */
function servedPath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Where a distinct internal URL is referenced: every file, and the link as written in the first. */
interface Uses { link: string; files: string[] }

/**
 * Every broken internal reference in a built output: site paths that resolve to no file (a path
 * ending in "/" is its index.html), fragments with no such id on the target page, image host
 * URLs that are malformed or whose source image the host cannot serve, javascript: URLs.
 * External links and API calls are not checked.
 *
 * The output is read a file at a time and only what the check needs is kept: each page's ids and
 * each distinct internal URL with the files that use it (the header's and footer's links are on
 * every page and are checked once). `onProgress` is called after each file read and each image
 * asked for, so a caller can tell a slow machine from a stuck check.
 */
export async function findBrokenLinks(outDir: string, options: LinkCheckOptions, onProgress: (step: string) => void = () => {}): Promise<{ broken: BrokenLink[]; checked: number; sourceImages: number }> {
  const files = new Set(await fg('**/*', { cwd: outDir, onlyFiles: true, dot: true }));
  const ids = new Map<string, Set<string>>();
  const broken: BrokenLink[] = [];
  /** Internal URL (absolute, fragment included) → its uses. */
  const internal = new Map<string, Uses>();
  /** Source image path → the smallest variant URL any page asks for, and the files that use the source. */
  const images = new Map<string, { url: string; area: number; files: string[] }>();
  let checked = 0;
  const read = pLimit(8);
  await Promise.all([...files].filter((file) => file.endsWith('.html') || file.endsWith('.css')).map((file) => read(async () => {
    const text = await readFile(join(outDir, file), 'utf8');
    const scan = file.endsWith('.html') ? scanHtml(text) : { ids: new Set<string>(), links: cssUrls(text) };
    if (file.endsWith('.html')) ids.set(file, scan.ids);
    const base = new URL(servedPath(file), options.siteOrigin);
    for (const link of new Set(scan.links)) {
      let url: URL;
      try {
        url = new URL(link, base);
      } catch {
        broken.push({ file, link, reason: 'not a URL' });
        continue;
      }
      if (url.protocol === 'javascript:') broken.push({ file, link, reason: 'javascript: URL' });
      if (url.origin !== base.origin) continue;
      const path = decodeURIComponent(url.pathname);
      if (path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)) continue;
      checked += 1;
      if (path.startsWith(`${options.imagePrefix}/`)) {
        const segments = parseImageUrl(path.slice(options.imagePrefix.length));
        if (!segments) {
          broken.push({ file, link, reason: 'not an image host URL' });
          continue;
        }
        // Any variant tells whether the host can serve the source: the smallest costs it least.
        const area = (segments.width || 1) * (segments.height || segments.width || 1);
        const seen = images.get(segments.path);
        if (!seen) images.set(segments.path, { url: url.pathname, area, files: [file] });
        else {
          seen.files.push(file);
          if (area < seen.area) Object.assign(seen, { url: url.pathname, area });
        }
        continue;
      }
      const uses = internal.get(url.href);
      if (uses) uses.files.push(file);
      else internal.set(url.href, { link, files: [file] });
    }
    onProgress(file);
  })));

  const report = (uses: Uses, reason: string) => { for (const file of uses.files) broken.push({ file, link: uses.link, reason }); };
  for (const [href, uses] of internal) {
    const url = new URL(href);
    const path = decodeURIComponent(url.pathname);
    const target = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
    if (!files.has(target)) {
      report(uses, files.has(`${target}/index.html`) ? 'no trailing slash (a redirect)' : 'no such file in the output');
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    // "" and "top" scroll to the top of the page without an element (HTML's fragment rules).
    if (fragment && fragment !== 'top' && target.endsWith('.html') && !ids.get(target)!.has(fragment)) {
      report(uses, `no element with id "${fragment}" on ${servedPath(target)}`);
    }
  }
  const ask = pLimit(4);
  await Promise.all([...images].map(([source, { url, files: users }]) => ask(async () => {
    const reason = await options.fetchImage(url);
    if (reason) report({ link: url, files: users }, `image host: ${reason} (source ${source})`);
    onProgress(url);
  })));
  return { broken, checked, sourceImages: images.size };
}
