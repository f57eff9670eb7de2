import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
// htmlparser2 is what sanitize-html (a dependency) parses with: a real HTML tokenizer, fast
// enough for every page of the output in about a second.
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

/**
 * Every broken internal reference in a built output: site paths that resolve to no file (a path
 * ending in "/" is its index.html), fragments with no such id on the target page, image host
 * URLs that are malformed or whose source image the host cannot serve, javascript: URLs.
 * External links and API calls are not checked.
 */
export async function findBrokenLinks(outDir: string, options: LinkCheckOptions): Promise<{ broken: BrokenLink[]; checked: number; sourceImages: number }> {
  const files = new Set(fg.sync('**/*', { cwd: outDir, onlyFiles: true, dot: true }));
  const scans = new Map<string, PageScan>();
  for (const file of files) {
    if (file.endsWith('.html')) scans.set(file, scanHtml(readFileSync(join(outDir, file), 'utf8')));
    else if (file.endsWith('.css')) scans.set(file, { ids: new Set(), links: cssUrls(readFileSync(join(outDir, file), 'utf8')) });
  }
  const broken: BrokenLink[] = [];
  /** Source image path → the first URL and file that use it. */
  const images = new Map<string, { url: string; file: string }>();
  let checked = 0;
  for (const [file, { links }] of scans) {
    const base = new URL(servedPath(file), options.siteOrigin);
    for (const link of new Set(links)) {
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
        if (!segments) broken.push({ file, link, reason: 'not an image host URL' });
        else if (!images.has(segments.path)) images.set(segments.path, { url: url.pathname, file });
        continue;
      }
      const target = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
      if (!files.has(target)) {
        broken.push({ file, link, reason: files.has(`${target}/index.html`) ? 'no trailing slash (a redirect)' : 'no such file in the output' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      // "" and "top" scroll to the top of the page without an element (HTML's fragment rules).
      if (fragment && fragment !== 'top' && target.endsWith('.html') && !scans.get(target)!.ids.has(fragment)) {
        broken.push({ file, link, reason: `no element with id "${fragment}" on ${servedPath(target)}` });
      }
    }
  }
  const limit = pLimit(4);
  await Promise.all([...images].map(([source, { url, file }]) => limit(async () => {
    const reason = await options.fetchImage(url);
    if (reason) broken.push({ file, link: url, reason: `image host: ${reason} (source ${source})` });
  })));
  return { broken, checked, sourceImages: images.size };
}
