import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as z from 'zod';
import { LocaleSchema } from '../../contract/schemas.js';

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
 * Version 2 added `facts`, version 3 their `inline`, version 4 their `validUntil` and `links`,
 * version 5 the page's `own` hash and its facts' `embeds` and `lists`, version 6 an embed's
 * `seen` as the page's own items (was its window's) and its `related`; a manifest of another
 * version is not read, so the next build renders every page again (and `--path` falls back to a
 * full build).
 */
export const MANIFEST_VERSION = 6;

/**
 * What the sitemap and the feeds need of a page, kept per page so both are regenerated
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
  /**
   * When what the page shows stops being true (an event it shows takes place, a registration
   * closes: templates/clock.ts), as an ISO instant; absent when nothing on it depends on the date.
   * A build renders the page again once it has passed, even when its content did not change.
   */
  validUntil: z.iso.datetime().optional(),
  /** The site paths its main content links to (src/publish/render/internal-links.ts); absent when none. */
  links: z.array(z.string()).optional(),
  /**
   * What its distributors showed of other content: each call's window, a digest of the items
   * the page showed, the pages of those items and the page the call left out (`related`) when
   * the window is shared (src/publish/fetch/embeds.ts); absent when none. A publish re-renders
   * the page when what its window now gives it differs (src/publish/manifest/affected-pages.ts).
   */
  embeds: z.array(z.object({ call: z.string(), seen: z.string(), pages: z.array(z.number()), related: z.number().optional() })).optional(),
  /** The sources its paginated list reads; absent when it has none. A change to them renders it again (only its pages whose items changed: `listed`). */
  lists: z.array(z.string()).optional(),
  /**
   * Each page of its paginated list as rendered: a digest of what the content API gave that
   * page (`seen`), and, when it has them, the instant it stops being true and its inline
   * sources. A one-path rebuild keeps the files of a list page whose answer is the same, when
   * nothing else of the page changed (src/publish/pages/build-page.ts); absent when no list.
   */
  listed: z.array(z.object({
    seen: z.string(),
    until: z.iso.datetime().optional(),
    inline: z.object({ scripts: z.array(z.string()), styles: z.array(z.string()), frames: z.array(z.string()) }).optional(),
  })).optional(),
});
export type PageFacts = z.infer<typeof PageFactsSchema>;

/**
 * A rendered page's facts as PageFactsSchema gives them, keys in its order (what readManifest
 * gives back, so a carried-over entry serialises to the same bytes and an unchanged build does
 * not rewrite the manifest), from values the page's validation already checked: built, not
 * parsed with zod once per page (spec 9). test/manifest.test.ts holds it to the schema.
 */
export function pageFactsOf(f: Omit<PageFacts, 'pageLanguages'> & { pageLanguages: readonly { locale: PageFacts['pageLanguages'][number]['locale']; isLive: boolean; path?: string | undefined }[] }): PageFacts {
  return {
    template: f.template, title: f.title, description: f.description, isIndexed: f.isIndexed, canonicalURL: f.canonicalURL, modified: f.modified, published: f.published,
    pageLanguages: f.pageLanguages.map((l) => ({ locale: l.locale, isLive: l.isLive, ...(l.path !== undefined ? { path: l.path } : {}) })),
    listPages: f.listPages,
    inline: { scripts: f.inline.scripts, styles: f.inline.styles, frames: f.inline.frames },
    ...(f.validUntil !== undefined ? { validUntil: f.validUntil } : {}),
    ...(f.links !== undefined && f.links.length > 0 ? { links: f.links } : {}),
    ...(f.embeds !== undefined && f.embeds.length > 0 ? { embeds: f.embeds.map((e) => ({ call: e.call, seen: e.seen, pages: e.pages, ...(e.related !== undefined ? { related: e.related } : {}) })) } : {}),
    ...(f.lists !== undefined && f.lists.length > 0 ? { lists: f.lists } : {}),
    ...(f.listed !== undefined && f.listed.length > 0 ? { listed: f.listed.map(listedPageOf) } : {}),
  };
}

/** One list page's record in ListedPage's key order. */
function listedPageOf(l: ListedPage): ListedPage {
  return {
    seen: l.seen,
    ...(l.until !== undefined ? { until: l.until } : {}),
    ...(l.inline !== undefined ? { inline: { scripts: l.inline.scripts, styles: l.inline.styles, frames: l.inline.frames } } : {}),
  };
}
export type ListedPage = NonNullable<PageFacts['listed']>[number];

/** An instant as `toISOString` writes it (what PageFactsSchema's `validUntil` takes). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Whether a page's output has stopped being true at `now` (ms): its `validUntil` has passed. */
/** What the checks read of an entry without its files and other facts: ManifestText glances at these in the file's text. */
export interface EntryGlance { id: number; hash: string; own: string | undefined; modified: string; validUntil: string | undefined }

/** An entry's glance, from the entry parsed. */
export function glanceOf(page: ManifestPage): EntryGlance {
  return { id: page.id, hash: page.hash, own: page.own, modified: page.facts.modified, validUntil: page.facts.validUntil };
}

export function isExpired(facts: Pick<PageFacts, 'validUntil'>, now: number): boolean {
  return facts.validUntil !== undefined && Date.parse(facts.validUntil) <= now;
}

export const ManifestPageSchema = z.object({
  id: z.number(),
  locale: LocaleSchema,
  hash: z.string(),
  /** The page index's `ownHash` it was built from (CONTRACT.md), when the API gives one. */
  own: z.string().optional(),
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
  if (!isObject(v) || typeof v.id !== 'number' || !isLocale(v.locale) || !isString(v.hash) || (v.own !== undefined && !isString(v.own)) || !isObject(v.files) || !isObject(v.facts)) return null;
  if (!Object.values(v.files).every(isString)) return null;
  const f = v.facts;
  if (!isString(f.template) || !isString(f.title) || !isString(f.description) || typeof f.isIndexed !== 'boolean' || !isString(f.canonicalURL)
    || !isString(f.modified) || !isString(f.published) || !Array.isArray(f.pageLanguages) || !Number.isInteger(f.listPages) || (f.listPages as number) < 1
    || !isObject(f.inline) || (f.validUntil !== undefined && !(isString(f.validUntil) && ISO_INSTANT.test(f.validUntil)))) return null;
  const links = f.links === undefined ? undefined : strings(f.links);
  if (links === null) return null;
  const lists = f.lists === undefined ? undefined : strings(f.lists);
  if (lists === null) return null;
  let embeds: NonNullable<PageFacts['embeds']> | undefined;
  if (f.embeds !== undefined) {
    if (!Array.isArray(f.embeds)) return null;
    embeds = [];
    for (const e of f.embeds as unknown[]) {
      if (!isObject(e) || !isString(e.call) || !isString(e.seen) || !Array.isArray(e.pages) || !e.pages.every((id) => typeof id === 'number') || (e.related !== undefined && typeof e.related !== 'number')) return null;
      embeds.push({ call: e.call, seen: e.seen, pages: e.pages as number[], ...(typeof e.related === 'number' ? { related: e.related } : {}) });
    }
  }
  let listed: ListedPage[] | undefined;
  if (f.listed !== undefined) {
    if (!Array.isArray(f.listed)) return null;
    listed = [];
    for (const l of f.listed as unknown[]) {
      if (!isObject(l) || !isString(l.seen) || (l.until !== undefined && !(isString(l.until) && ISO_INSTANT.test(l.until)))) return null;
      let inline: ListedPage['inline'];
      if (l.inline !== undefined) {
        if (!isObject(l.inline)) return null;
        const [scripts, styles, frames] = [strings(l.inline.scripts), strings(l.inline.styles), strings(l.inline.frames)];
        if (!scripts || !styles || !frames) return null;
        inline = { scripts, styles, frames };
      }
      listed.push({ seen: l.seen, ...(l.until !== undefined ? { until: l.until as string } : {}), ...(inline ? { inline } : {}) });
    }
  }
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
    id: v.id, locale: v.locale, hash: v.hash, ...(v.own !== undefined ? { own: v.own as string } : {}), files: v.files as Record<string, string>,
    facts: {
      template: f.template, title: f.title, description: f.description, isIndexed: f.isIndexed, canonicalURL: f.canonicalURL,
      modified: f.modified, published: f.published, pageLanguages, listPages: f.listPages as number, inline: { scripts, styles, frames },
      ...(f.validUntil !== undefined ? { validUntil: f.validUntil as string } : {}),
      ...(links !== undefined ? { links } : {}),
      ...(embeds !== undefined ? { embeds } : {}),
      ...(lists !== undefined ? { lists } : {}),
      ...(listed !== undefined ? { listed } : {}),
    },
  };
}

/** The previous build's manifest, or null when there is none, it is unreadable or of another version (then every page is rendered). */
export async function readManifest(outDir: string): Promise<Manifest | null> {
  const pages: Manifest['pages'] = {};
  const head = await readManifestEntries(join(outDir, MANIFEST_FILE), (path, page) => { pages[path] = page; });
  return head && { version: head.version, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash, pages, shared: head.shared };
}

/** A manifest's fields other than its pages. */
export type ManifestHead = Omit<Manifest, 'pages'>;

/**
 * Reads a manifest one page entry at a time (spec 9: a build's memory does not grow with the
 * site; the whole document is 56 MB at 50,000 pages), calling `onPage` with each in the file's
 * order (sorted by path), and returns the other fields; null when there is no file, it is not
 * one this version writes, or an entry is not valid (then every page is rendered again).
 *
 * It reads the layout manifestChunks writes (`JSON.stringify(manifest, null, 1)`: one member per
 * line at depth 1, each page entry from its `  "path": {` line to its `  }` line, JSON strings
 * never holding a raw line break), which is also that of every earlier manifest; any other
 * layout reads as no manifest.
 */
export async function readManifestEntries(file: string, onPage: (path: string, page: ManifestPage) => void): Promise<ManifestHead | null> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  const head: Record<string, unknown> = {};
  let section: 'top' | 'pages' | 'shared' | 'end' = 'top';
  let entry: string[] = [];
  let shared: string[] = [];
  let n = 0;
  try {
    for await (const line of lines) {
      if (n++ === 0) {
        if (line !== '{') return null;
        continue;
      }
      if (section === 'top') {
        if (line === '}') { section = 'end'; continue; }
        const member = /^ ("(?:[^"\\]|\\.)*"): (.*?),?$/.exec(line);
        if (!member) return null;
        const key = JSON.parse(member[1]!) as string;
        if (key === 'pages' || key === 'shared') {
          if (member[2] === '{}') { head[key] = {}; continue; }
          if (member[2] !== '{') return null;
          section = key;
          if (key === 'pages') head.pages = {};
          continue;
        }
        head[key] = JSON.parse(member[2]!);
        // A manifest of another version is not read any further.
        if (key === 'version' && head.version !== MANIFEST_VERSION) return null;
        continue;
      }
      if (section === 'pages') {
        if (line === ' }' || line === ' },') { section = 'top'; continue; }
        entry.push(line);
        if (line !== '  }' && line !== '  },') continue;
        const text = entry.join('\n');
        entry = [];
        const parsed = JSON.parse(`{${text.endsWith(',') ? text.slice(0, -1) : text}}`) as Record<string, unknown>;
        const [path, value] = Object.entries(parsed)[0] ?? [];
        const page = path === undefined ? null : parseManifestPage(value);
        if (!page) return null;
        onPage(path!, page);
        continue;
      }
      if (section === 'shared') {
        if (line === ' }' || line === ' },') {
          head.shared = JSON.parse(`{${shared.join('\n')}}`);
          shared = [];
          section = 'top';
          continue;
        }
        shared.push(line);
        continue;
      }
      if (line !== '') return null;
    }
  } catch {
    // No file, or a line that is not JSON: no manifest.
    return null;
  } finally {
    lines.close();
  }
  if (section !== 'end' || head.version !== MANIFEST_VERSION || !isString(head.site) || !isString(head.codeHash) || !isString(head.buildHash)
    || !isObject(head.pages) || !isObject(head.shared) || !Object.values(head.shared).every(isString)) return null;
  return { version: MANIFEST_VERSION, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash, shared: head.shared as Record<string, string> };
}

/**
 * The first lines of a manifest, up to its pages: the version, site and hashes, which say
 * whether its pages can be reused at all. Null as readManifestEntries says.
 */
export async function readManifestStart(outDir: string): Promise<Pick<Manifest, 'version' | 'site' | 'codeHash' | 'buildHash'> | null> {
  const lines = createInterface({ input: createReadStream(join(outDir, MANIFEST_FILE), { encoding: 'utf8' }), crlfDelay: Infinity });
  const head: Record<string, unknown> = {};
  try {
    let n = 0;
    for await (const line of lines) {
      if (n++ === 0) { if (line !== '{') return null; continue; }
      const member = /^ ("(?:[^"\\]|\\.)*"): (.*?),?$/.exec(line);
      if (!member || JSON.parse(member[1]!) === 'pages') break;
      head[JSON.parse(member[1]!) as string] = JSON.parse(member[2]!);
    }
  } catch {
    return null;
  } finally {
    lines.close();
  }
  if (head.version !== MANIFEST_VERSION || !isString(head.site) || !isString(head.codeHash) || !isString(head.buildHash)) return null;
  return { version: MANIFEST_VERSION, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash };
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** `"key": value` as JSON.stringify(…, null, 1) writes it at the given depth. */
function member(key: string, value: unknown, depth: number): string {
  const pad = ' '.repeat(depth);
  return `${pad}${JSON.stringify(key)}: ${JSON.stringify(value, null, 1).replace(/\n/g, `\n${pad}`)}`;
}

/**
 * A manifest whose pages are not one object in memory: `pages()` gives them sorted by path
 * (as byKey sorts), a fresh pass each call (src/publish/manifest/manifest-store.ts keeps them on disk).
 */
export interface StreamedManifest extends ManifestHead {
  pages: () => Iterable<[string, ManifestPage]>;
}

/** A manifest's pages sorted by path, whether held in one object or streamed. */
export function sortedPages(pages: Manifest['pages'] | StreamedManifest['pages']): Iterable<[string, ManifestPage]> {
  return typeof pages === 'function' ? pages() : Object.entries(pages).sort(byKey);
}

/**
 * The manifest's text a piece at a time (one page per piece), pages and shared files sorted,
 * so an unchanged build produces the same bytes. The pieces join to exactly
 * `JSON.stringify(manifest, null, 1)`, without the whole document ever being one string
 * (56 MB at 50,000 pages) nor, for a streamed manifest, its pages one object.
 */
export function* manifestChunks(manifest: Manifest | StreamedManifest): Generator<string> {
  yield '{\n';
  // The object's own key order (a manifest read or built here: version, site, codeHash, buildHash, pages, shared).
  const keys = Object.keys(manifest) as (keyof Manifest)[];
  for (const [i, key] of keys.entries()) {
    const comma = i < keys.length - 1 ? ',\n' : '\n';
    if (key !== 'pages' && key !== 'shared') {
      yield member(key, (manifest as Manifest)[key], 1) + comma;
      continue;
    }
    let first = true;
    for (const [name, value] of key === 'pages' ? sortedPages(manifest.pages) : Object.entries(manifest.shared).sort(byKey)) {
      yield `${first ? ` ${JSON.stringify(key)}: {\n` : ',\n'}${member(name, value, 2)}`;
      first = false;
    }
    yield first ? ` ${JSON.stringify(key)}: {}${comma}` : `\n }${comma}`;
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
export async function writeManifestFile(file: string, manifest: Manifest | StreamedManifest, previousFile: string | null): Promise<void> {
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
