import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LocaleSchema } from '../contract/schemas.js';

export const MANIFEST_FILE = 'build-manifest.json';

/**
 * The build manifest (output/build-manifest.json), written last. It is how the next build
 * knows what it may keep:
 * - `codeHash`: hash of the builder, templates, modules and styles; when it changes every page
 *   is rendered again;
 * - `buildHash`: the version the client runtime compares (also in app-data.json);
 * - `pages[path]`: the page's id and locale, the content API's `hash` for it, the sha256 of
 *   each file it owns (HTML and page-data, its list pages', and for /404/ and /500/ the
 *   top-level 404.html / 500.html), and `facts` (below);
 * - `shared`: sha256 of the other files the build writes (public files, redirects, app-data,
 *   slices, styles, runtime, sitemaps, feeds, robots.txt).
 *
 * Version 2 added `facts`, version 3 their `inline`; a manifest of another version is not read,
 * so the next build renders every page again (and `--path` falls back to a full build).
 */
export const MANIFEST_VERSION = 3;

/**
 * What the sitemap and the feeds need of a page (issue 7), kept per page so both are regenerated
 * from the manifest plus the pages just rendered: a full build carries unchanged pages over
 * without fetching them, and `--path` fetches only the given paths.
 */
export const PageFactsSchema = z.object({
  /** templateType: Error404 stays out of the sitemap; NewsDetail and BlogDetail feed the RSS. */
  template: z.string(),
  title: z.string(),
  /** metaDescription: the feed item's description. */
  description: z.string(),
  isIndexed: z.boolean(),
  /** The page's canonicalURL as the CMS gives it; '' means the page itself. */
  canonicalURL: z.string(),
  /** The page's last modification (the sitemap's lastmod), refreshed from the page index on every build. */
  modified: z.string(),
  /** First publication (the feed item's pubDate). */
  published: z.string(),
  /** The translations (pageLanguages without ids): the sitemap's xhtml:link alternates. */
  pageLanguages: z.array(z.object({ locale: LocaleSchema, isLive: z.boolean(), path: z.string().optional() })),
  /** How many pages a paginated list has (its pages 2… live at {path}{n}/); 1 otherwise. */
  listPages: z.number().int().min(1),
  /** What the page's HTML needs the Content-Security-Policy to allow (src/security-headers.ts): `_headers` is made from every page's. */
  inline: z.object({ scripts: z.array(z.string()), styles: z.array(z.string()), frames: z.array(z.string()) }),
});
export type PageFacts = z.infer<typeof PageFactsSchema>;

export const ManifestPageSchema = z.object({
  id: z.number(),
  locale: LocaleSchema,
  hash: z.string(),
  files: z.record(z.string(), z.string()),
  facts: PageFactsSchema,
});
export type ManifestPage = z.infer<typeof ManifestPageSchema>;

export const ManifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  site: z.string(),
  codeHash: z.string(),
  buildHash: z.string(),
  pages: z.record(z.string(), ManifestPageSchema),
  shared: z.record(z.string(), z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const isString = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLocale = (v: unknown): v is ManifestPage['locale'] => (LocaleSchema.options as readonly unknown[]).includes(v);
const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every(isString) ? v : null);

/**
 * One page entry checked and rebuilt in ManifestPageSchema's key order (what the schema's parse
 * returns), or null. Hand-written because the manifest is read by every build, one-path
 * rebuilds included, and validating 50,000 entries with zod took most of a rebuild's time;
 * test/manifest.test.ts holds it to the schema.
 */
export function parseManifestPage(v: unknown): ManifestPage | null {
  if (!isObject(v) || typeof v.id !== 'number' || !isLocale(v.locale) || !isString(v.hash) || !isObject(v.files) || !isObject(v.facts)) return null;
  if (!Object.values(v.files).every(isString)) return null;
  const f = v.facts;
  if (!isString(f.template) || !isString(f.title) || !isString(f.description) || typeof f.isIndexed !== 'boolean' || !isString(f.canonicalURL)
    || !isString(f.modified) || !isString(f.published) || !Array.isArray(f.pageLanguages) || !Number.isInteger(f.listPages) || (f.listPages as number) < 1
    || !isObject(f.inline)) return null;
  const pageLanguages: PageFacts['pageLanguages'] = [];
  for (const l of f.pageLanguages as unknown[]) {
    if (!isObject(l) || !isLocale(l.locale) || typeof l.isLive !== 'boolean' || (l.path !== undefined && !isString(l.path))) return null;
    pageLanguages.push({ locale: l.locale, isLive: l.isLive, ...(l.path !== undefined ? { path: l.path } : {}) });
  }
  const scripts = strings(f.inline.scripts);
  const styles = strings(f.inline.styles);
  const frames = strings(f.inline.frames);
  if (!scripts || !styles || !frames) return null;
  return {
    id: v.id, locale: v.locale, hash: v.hash, files: v.files as Record<string, string>,
    facts: {
      template: f.template, title: f.title, description: f.description, isIndexed: f.isIndexed, canonicalURL: f.canonicalURL,
      modified: f.modified, published: f.published, pageLanguages, listPages: f.listPages as number, inline: { scripts, styles, frames },
    },
  };
}

/** The previous build's manifest, or null when there is none, it is unreadable or of another version (then every page is rendered). */
export async function readManifest(outDir: string): Promise<Manifest | null> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(join(outDir, MANIFEST_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.version !== MANIFEST_VERSION || !isString(raw.site) || !isString(raw.codeHash) || !isString(raw.buildHash)
    || !isObject(raw.pages) || !isObject(raw.shared) || !Object.values(raw.shared).every(isString)) return null;
  const pages: Manifest['pages'] = {};
  for (const [path, value] of Object.entries(raw.pages)) {
    const page = parseManifestPage(value);
    if (!page) return null;
    pages[path] = page;
  }
  return { version: MANIFEST_VERSION, site: raw.site, codeHash: raw.codeHash, buildHash: raw.buildHash, pages, shared: raw.shared as Record<string, string> };
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** `"key": value` as JSON.stringify(…, null, 1) writes it at the given depth. */
function member(key: string, value: unknown, depth: number): string {
  const pad = ' '.repeat(depth);
  return `${pad}${JSON.stringify(key)}: ${JSON.stringify(value, null, 1).replace(/\n/g, `\n${pad}`)}`;
}

/**
 * The manifest's text a piece at a time (one page per piece), pages and shared files sorted,
 * so an unchanged build produces the same bytes. The pieces join to exactly
 * `JSON.stringify(manifest, null, 1)`, without the whole document ever being one string
 * (56 MB at 50,000 pages).
 */
export function* manifestChunks(manifest: Manifest): Generator<string> {
  yield '{\n';
  const keys = Object.keys(manifest) as (keyof Manifest)[];
  for (const [i, key] of keys.entries()) {
    const comma = i < keys.length - 1 ? ',\n' : '\n';
    if (key !== 'pages' && key !== 'shared') {
      yield member(key, manifest[key], 1) + comma;
      continue;
    }
    const entries = Object.entries(manifest[key] as Record<string, unknown>).sort(byKey);
    if (entries.length === 0) {
      yield ` ${JSON.stringify(key)}: {}${comma}`;
      continue;
    }
    yield ` ${JSON.stringify(key)}: {\n`;
    for (const [j, [name, value]] of entries.entries()) yield member(name, value, 2) + (j < entries.length - 1 ? ',\n' : '\n');
    yield ` }${comma}`;
  }
  yield '}\n';
}

/** Stable text of a manifest (pages sorted), so an unchanged build produces the same bytes. */
export function serializeManifest(manifest: Manifest): string {
  return [...manifestChunks(manifest)].join('');
}

/**
 * Writes the manifest to `file` a batch of pages at a time, hashing as it goes; when
 * `previousFile` holds the same bytes, `file` becomes a hard link to it instead (an unchanged
 * manifest keeps its mtime). Memory stays one batch, whatever the site's size.
 */
export async function writeManifestFile(file: string, manifest: Manifest, previousFile: string | null): Promise<void> {
  const hash = createHash('sha256');
  const handle = await fs.open(file, 'w');
  try {
    let batch: string[] = [];
    let size = 0;
    for (const chunk of manifestChunks(manifest)) {
      batch.push(chunk);
      size += chunk.length;
      if (size >= 1 << 20) {
        const text = batch.join('');
        hash.update(text);
        await handle.write(text);
        batch = [];
        size = 0;
      }
    }
    const text = batch.join('');
    hash.update(text);
    await handle.write(text);
  } finally {
    await handle.close();
  }
  if (previousFile === null) return;
  const previous = createHash('sha256');
  try {
    for await (const chunk of createReadStream(previousFile)) previous.update(chunk as Buffer);
  } catch {
    return;
  }
  if (previous.digest('hex') !== hash.digest('hex')) return;
  await fs.rm(file);
  try {
    await fs.link(previousFile, file);
  } catch {
    await fs.copyFile(previousFile, file);
  }
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = join(dir, MANIFEST_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeManifestFile(temp, manifest, null);
  await fs.rename(temp, file);
}

/** Which pages of the index can be carried over from the previous build untouched. */
export function diffManifest(
  previous: Manifest | null,
  index: { id: number; path: string; hash: string }[],
  codeHash: string,
): { unchanged: Set<string>; changed: Set<string>; removed: string[] } {
  const unchanged = new Set<string>();
  const changed = new Set<string>();
  const reusable = previous !== null && previous.codeHash === codeHash;
  for (const item of index) {
    const before = reusable ? previous.pages[item.path] : undefined;
    if (before && before.hash === item.hash && before.id === item.id) unchanged.add(item.path);
    else changed.add(item.path);
  }
  const current = new Set(index.map((i) => i.path));
  const removed = previous ? Object.keys(previous.pages).filter((p) => !current.has(p)) : [];
  return { unchanged, changed, removed };
}
