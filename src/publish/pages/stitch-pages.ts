import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageIndexItem } from '../../contract/schemas.js';
import { inlineSourcesOf, mergeInlineSources } from '../../security-headers.js';
import type { WindowChange } from '../manifest/affected-pages.js';
import { pageFactsOf, type ManifestPage, type PageFacts } from '../manifest/manifest.js';
import { internalLinksOf, linksIn } from '../render/internal-links.js';
import { htmlFileFor, pageDataFileFor } from '../../contract/paths.js';
import { escapeJsonForHtml } from '../../../modules/island.js';
import { noPageTimings } from '../stage-timer.js';
import { sha256 } from '../write/output-files.js';
import type { BuiltPage } from './build-page.js';

/**
 * Stitching: a publish that changes what one list shows on thousands of pages (the newest
 * article, in every "you may also like" of its source) renders one page of those that showed the
 * same items and now show the same other items, and gives each of the rest the same change to its
 * published bytes — that list's markup, inside its module's element, in the HTML and in the
 * page-data's body — instead of rendering it (spec 9: a publish reaches every affected page
 * without the site's size in the way; Gatsby's slices stitch shared markup into pages the same
 * way). The result is what rendering gives, byte for byte, or the page is rendered:
 * - the rendered page must differ from its published bytes only inside module elements
 *   (`data-module`), their opening tags unchanged, and its page-data only by the same markup;
 * - its facts must differ only in what the markup decides (the distributors' items, links and
 *   inline sources), and neither version may depend on the date (`validUntil`);
 * - each page stitched must hold every replaced markup exactly once, its files as its manifest
 *   entry records them.
 */

/** Pages that changed through their windows alone, grouped by what changed: each group's first is rendered, the rest stitched. */
export function stitchGroups(items: readonly PageIndexItem[], byWindow: ReadonlyMap<string, WindowChange[]>, asked: ReadonlySet<string>): PageIndexItem[][] {
  const groups = new Map<string, PageIndexItem[]>();
  for (const item of items) {
    const changes = byWindow.get(item.path);
    if (!changes || asked.has(item.path)) continue;
    // The language is part of the key: a page's markup is in its own language.
    const key = `${item.locale} ${JSON.stringify(changes)}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** One markup replaced: the inner HTML of a module element before and after. */
interface Splice { before: string; after: string }

/** What a group's rendered page teaches about the rest. */
interface Stitch {
  html: { before: Buffer; after: Buffer }[];
  data: { before: Buffer; after: Buffer }[];
  /** The changed distributors' records as the rendered page has them now, by call. */
  embeds: Map<string, NonNullable<PageFacts['embeds']>[number]>;
  /** Whether the markup changes a page's links or inline sources (then they are read from each page's new HTML). */
  linksChange: boolean;
  inlineChanges: boolean;
}

/** Pages stitched between two turns of the event loop. */
const YIELD_EVERY = 64;

/** A page that cannot be stitched (a file gone, an entry that does not read) is rendered. */
function tried<T>(stitch: () => T | null): T | null {
  try {
    return stitch();
  } catch {
    return null;
  }
}

/**
 * Stitches each group's other pages from its first, rendered in `rendered`. Returns the pages
 * stitched (their files as bytes, staged like rendered ones) and those to render after all.
 */
export async function stitchPages(groups: readonly PageIndexItem[][], rendered: ReadonlyMap<string, BuiltPage>, outDir: string, previous: (path: string) => ManifestPage | undefined,
  writeAhead: (files: [string, Buffer[]][]) => void = () => {}): Promise<{ stitched: BuiltPage[]; fallback: PageIndexItem[] }> {
  const stitched: BuiltPage[] = [];
  const fallback: PageIndexItem[] = [];
  let done = 0;
  // The spliced files of the pages stitched since the last turn, written ahead while the next are read.
  let chunk: [string, Buffer[]][] = [];
  for (const [first, ...rest] of groups) {
    const built = rendered.get(first!.path);
    const stitch = built && tried(() => learn(built, previous(first!.path), outDir));
    if (!stitch) {
      fallback.push(...rest);
      continue;
    }
    for (const item of rest) {
      const page = tried(() => apply(stitch, item, previous(item.path), outDir));
      if (page) {
        stitched.push(page);
        // Its HTML and page-data; any other file of the page is as published.
        for (const file of [htmlFileFor(item.path), pageDataFileFor(item.path)]) if (page.files[file]) chunk.push([file, page.files[file] as Buffer[]]);
      } else fallback.push(item);
      // The preview's requests are answered between pages now and then.
      if (++done % YIELD_EVERY === 0) {
        writeAhead(chunk);
        chunk = [];
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
  if (chunk.length > 0) writeAhead(chunk);
  return { stitched, fallback };
}

/** The published bytes of an entry's files, each checked against the hash the manifest recorded. */
function published(entry: ManifestPage, outDir: string): Map<string, Buffer> | null {
  const files = new Map<string, Buffer>();
  for (const [file, hash] of Object.entries(entry.files)) {
    const bytes = publishedFile(outDir, file, hash);
    if (!bytes) return null;
    files.set(file, bytes);
  }
  return files;
}

/** A file's published bytes, when they are those its manifest entry records (`hash`); null when not. */
export function publishedFile(outDir: string, file: string, hash: string | undefined): Buffer | null {
  if (hash === undefined) return null;
  // Read at once: a promise's open, stat, read and close, each a trip to the thread pool, cost
  // a small file several times what reading it does.
  const bytes = readFileSync(join(outDir, file));
  return sha256(bytes) === hash ? bytes : null;
}

/** A markup as it sits in the page-data's JSON (the body is one JSON string). */
const escaped = (markup: string) => JSON.stringify(markup).slice(1, -1);

/** The facts that do not come from the changed markup, to compare a page's before and after. */
function ownFacts(facts: PageFacts): string {
  const { links: _links, inline: _inline, embeds, ...rest } = facts;
  return JSON.stringify({ ...rest, embeds: (embeds ?? []).map((e) => e.call) });
}

function learn(built: BuiltPage, before: ManifestPage | undefined, outDir: string): Stitch | null {
  if (!before || before.facts.validUntil !== undefined || built.facts.validUntil !== undefined) return null;
  if (ownFacts(before.facts) !== ownFacts(built.facts)) return null;
  const names = Object.keys(built.files);
  if (names.join('\n') !== Object.keys(before.files).join('\n')) return null;
  const old = published(before, outDir);
  if (!old) return null;
  const htmlFile = htmlFileFor(built.item.path);
  const dataFile = pageDataFileFor(built.item.path);
  // Only the page's HTML and page-data may change (its calendar file, say, must not).
  if (names.some((file) => file !== htmlFile && file !== dataFile && !old.get(file)!.equals(Buffer.from(built.files[file] as string)))) return null;
  const rendered = built.files[htmlFile];
  if (typeof rendered !== 'string') return null;
  const splices = moduleSplices(old.get(htmlFile)!.toString('utf8'), rendered);
  if (!splices || splices.length === 0) return null;
  const html = splices.map((s) => ({ before: Buffer.from(s.before), after: Buffer.from(s.after) }));
  const data = splices.map((s) => ({ before: Buffer.from(escaped(s.before)), after: Buffer.from(escaped(s.after)) }));
  // The splices, applied to the published page and its page-data, must give the rendered ones.
  if (!same(spliceAll(old.get(htmlFile)!, html), Buffer.from(rendered))) return null;
  if (built.files[dataFile] !== undefined && !same(spliceAll(old.get(dataFile)!, data), Buffer.from(built.files[dataFile] as string))) return null;
  const hasInline = (markup: string) => Object.values(inlineSourcesOf(markup)).some((list) => list.length > 0);
  return {
    html,
    data,
    embeds: new Map((built.facts.embeds ?? []).map((e) => [e.call, e])),
    linksChange: splices.some((s) => linksIn(s.before).join(' ') !== linksIn(s.after).join(' ')),
    inlineChanges: splices.some((s) => hasInline(s.before) || hasInline(s.after)),
  };
}

function apply(stitch: Stitch, item: PageIndexItem, entry: ManifestPage | undefined, outDir: string): BuiltPage | null {
  if (!entry) return null;
  const htmlFile = htmlFileFor(item.path);
  const dataFile = pageDataFileFor(item.path);
  if (entry.files[htmlFile] === undefined) return null;
  const old = published(entry, outDir);
  if (!old) return null;
  const files: Record<string, Buffer[]> = {};
  for (const [file, bytes] of old) {
    const next = file === htmlFile ? spliceAll(bytes, stitch.html) : file === dataFile ? spliceAll(bytes, stitch.data) : [bytes];
    if (!next) return null;
    files[file] = next;
  }
  const html = stitch.linksChange || stitch.inlineChanges ? Buffer.concat(files[htmlFile]!).toString('utf8') : '';
  const facts = entry.facts;
  // What each changed list shows now; the page it leaves out (`related`) stays the page's own.
  const embeds = (facts.embeds ?? []).map((e) => {
    const now = stitch.embeds.get(e.call);
    return now ? { ...e, seen: now.seen, pages: now.pages } : e;
  });
  return {
    item,
    files,
    facts: pageFactsOf({
      ...facts,
      embeds,
      ...(stitch.linksChange ? { links: internalLinksOf(html) } : {}),
      ...(stitch.inlineChanges ? { inline: mergeInlineSources([inlineSourcesOf(html)]) } : {}),
    }),
    variants: [],
    timings: noPageTimings(),
  };
}

/**
 * Each splice's `before` found exactly once in `bytes` and replaced, in order, as the pieces the
 * file is written from (not joined: a publish of thousands of pages would copy each whole);
 * null when one is not found, or found twice.
 */
function spliceAll(bytes: Buffer, splices: readonly { before: Buffer; after: Buffer }[]): Buffer[] | null {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { before, after } of splices) {
    // Exactly once in the page, after the one before it.
    const at = bytes.indexOf(before);
    if (at < from || bytes.indexOf(before, at + 1) !== -1) return null;
    pieces.push(bytes.subarray(from, at), after);
    from = at + before.length;
  }
  pieces.push(bytes.subarray(from));
  return pieces;
}

const same = (pieces: readonly Buffer[] | null, whole: Buffer) => pieces !== null && Buffer.concat(pieces).equals(whole);

/** More modules than this changed on one page: it is rendered, not stitched (a list shown once or twice is what stitching is for). */
const MAX_SPLICES = 8;

/**
 * Where two renderings of a page differ, as the inner HTML of the module elements that hold each
 * difference (an element with `data-module`, its opening tag the same in both): null when a
 * difference lies outside every module element.
 */
export function moduleSplices(was: string, now: string): Splice[] | null {
  const splices: Splice[] = [];
  let a = 0;
  let b = 0;
  while (splices.length <= MAX_SPLICES) {
    let p = 0;
    const limit = Math.min(was.length - a, now.length - b);
    while (p < limit && was.charCodeAt(a + p) === now.charCodeAt(b + p)) p++;
    if (a + p === was.length && b + p === now.length) return splices;
    // The same bytes up to the difference: what holds it opens at the same offset in both.
    const shift = b - a;
    const props = islandProps(was, a + p);
    if (props) {
      const closeNow = now.indexOf('</script>', props.start + shift);
      if (closeNow === -1) return null;
      const members = memberSplices(was.slice(props.start, props.close), now.slice(props.start + shift, closeNow));
      if (!members) return null;
      splices.push(...members);
      a = props.close;
      b = closeNow;
      continue;
    }
    const inner = enclosingModule(was, a, a + p);
    if (!inner) return null;
    const closeNow = closingOf(now, inner.start + shift, inner.tag);
    if (closeNow === -1) return null;
    const before = was.slice(inner.start, inner.close);
    const after = now.slice(inner.start + shift, closeNow);
    if (before === after) return null;
    splices.push({ before, after });
    a = inner.close;
    b = closeNow;
  }
  return null;
}

const PROPS = '<script type="application/json" data-island-props="">';

/** The island props script (modules/island.tsx) whose JSON holds offset `at`, if one does. */
function islandProps(html: string, at: number): { start: number; close: number } | null {
  const open = html.lastIndexOf(PROPS, at);
  if (open === -1) return null;
  const start = open + PROPS.length;
  const close = html.indexOf('</script>', start);
  return start <= at && at < close ? { start, close } : null;
}

/**
 * An island's props before and after, as the members of its JSON object that differ, each as
 * Island writes it (`"key":value`, escaped for a script element): the props also carry the
 * page's own module id, so the whole object is never the same on two pages.
 */
function memberSplices(was: string, now: string): Splice[] | null {
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  try {
    before = JSON.parse(was) as Record<string, unknown>;
    after = JSON.parse(now) as Record<string, unknown>;
  } catch {
    return null;
  }
  const keys = Object.keys(before);
  if (typeof before !== 'object' || typeof after !== 'object' || keys.join('\n') !== Object.keys(after).join('\n')) return null;
  const member = (key: string, value: unknown) => escapeJsonForHtml(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  const splices = keys.map((key) => ({ before: member(key, before[key]), after: member(key, after[key]) })).filter((s) => s.before !== s.after);
  return splices.length > 0 ? splices : null;
}

/** The module element of `html` (not starting before `from`) whose inner HTML holds offset `at`. */
function enclosingModule(html: string, from: number, at: number): { start: number; close: number; tag: string } | null {
  let search = at;
  for (;;) {
    const attribute = html.lastIndexOf(' data-module="', search);
    if (attribute === -1) return null;
    const open = html.lastIndexOf('<', attribute);
    if (open < from) return null;
    const tag = /^<([a-z][a-z0-9-]*)/.exec(html.slice(open, open + 20))?.[1];
    const start = html.indexOf('>', attribute) + 1;
    if (tag && start > 0 && start <= at) {
      const close = closingOf(html, start, tag);
      if (close >= at) return { start, close, tag };
    }
    search = open - 1;
    if (search < from) return null;
  }
}

/** The offset of the `</tag>` that closes the element whose inner HTML starts at `start`, or -1. */
function closingOf(html: string, start: number, tag: string): number {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g');
  pattern.lastIndex = start;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[1] === '/') {
      depth--;
      if (depth === 0) return m.index;
    } else if (html[html.indexOf('>', m.index) - 1] !== '/') depth++;
  }
  return -1;
}
