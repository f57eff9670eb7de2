import { readFileSync } from 'node:fs';
import { SitegenError } from '../../errors.js';
import { glanceOf, MANIFEST_FILE, MANIFEST_VERSION, parseManifestPage, type EntryGlance, type ManifestHead, type ManifestPage, type PageFacts } from './manifest.js';

/** Whether `text` holds the ASCII `prefix` at `at` (the layout's markers are a byte each). */
function startsAt(text: Buffer, prefix: string, at: number): boolean {
  return text.toString('latin1', at, at + prefix.length) === prefix;
}

/** Where one page entry's text is in the manifest's bytes: `  "path": {…\n  }`. */
interface Span { start: number; end: number }

/**
 * The published manifest as a one-path rebuild uses it (spec 9: its cost does not grow with the
 * site): the file read in one go and its head parsed; each page entry stays text until asked
 * for, and is found by searching for its key's line, not by walking every entry before it (at
 * 50,000 pages that walk was a third of a one-path rebuild). Only the entries a rebuild needs are
 * parsed (the paths asked for, and those of the languages whose sitemap and feed it renders
 * again); the manifest is written back from the same bytes with only the replaced entries
 * serialised again, so an untouched entry keeps its bytes.
 *
 * It reads the layout manifestChunks writes (one member per line at depth 1, each page entry from
 * its `  "path": {` line to its `  }` line, JSON strings never holding a raw line break, so a
 * line starting with two spaces and a quote is an entry's key); any other head, or a manifest of
 * another version, reads as no manifest (the build is then a full one). A page list that breaks
 * that layout is found when every entry is walked (a new page's place, every page of a language)
 * and is then an error that says to build the whole site.
 */
export class ManifestText {
  /** Every entry's span by path in the file's order (sorted by path): made only when a build needs the whole list. */
  private index: Map<string, Span> | null = null;
  /** Entries found by their key so far (null: not in the file). */
  private readonly found = new Map<string, Span | null>();
  /** Entries parsed so far, and those this build replaced (null: removed). */
  private readonly parsed = new Map<string, ManifestPage>();
  private readonly replaced = new Map<string, ManifestPage | null>();
  /** Published entries given new hashes (refresh): their text is patched when written, never parsed. */
  private readonly refreshed = new Map<string, { hash: string; own: string | undefined }>();
  /** Glances read from entries' text so far (before any refresh): carried to next() for the entries it leaves as they are. */
  private readonly glances = new Map<string, EntryGlance>();

  /** `region`: the bytes of the page entries and their separators (empty when there are none). */
  private constructor(readonly head: ManifestHead, private readonly source: Buffer, private readonly region: Span) {}

  /** The manifest at `file`, or null when there is none, or it is not one this version writes. */
  static async read(file: string): Promise<ManifestText | null> {
    let bytes: Buffer;
    try {
      // Read whole (70 MB at 50,000 pages) and kept as bytes: decoding all of it as UTF-8 cost
      // more than the rest of the reading; only the entries used are decoded.
      bytes = readFileSync(file);
    } catch {
      return null;
    }
    return ManifestText.parse(bytes);
  }

  static parse(input: string | Buffer): ManifestText | null {
    const text = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
    const startsWith = (prefix: string, at: number) => startsAt(text, prefix, at);
    const pagesStart = text.indexOf('\n "pages": {');
    if (!startsWith('{\n', 0) || pagesStart < 0) return null;
    const at = pagesStart + '\n "pages": {'.length;
    let region: Span;
    let tail: string;
    if (startsWith('}', at)) {
      region = { start: at, end: at };
      tail = text.toString('utf8', at + 1);
    } else {
      // The pages end where the last member, "shared", begins: `\n  }` (the last entry's end), `\n }`, then `,\n "shared": `.
      const shared = text.lastIndexOf('\n "shared": ');
      if (!startsWith('\n', at) || shared < at || !startsWith('\n  }\n },', shared - 8)) return null;
      region = { start: at + 1, end: shared - 4 };
      if (!startsWith('  "', region.start)) return null;
      tail = text.toString('utf8', shared - 1);
    }
    let head: Record<string, unknown>;
    try {
      // The members before and after the pages, with the pages left out.
      head = JSON.parse(`${text.toString('utf8', 0, pagesStart)}\n "pages": {}${tail}`) as Record<string, unknown>;
    } catch {
      return null;
    }
    const shared = head.shared;
    if (head.version !== MANIFEST_VERSION || typeof head.site !== 'string' || typeof head.codeHash !== 'string' || typeof head.buildHash !== 'string'
      || typeof shared !== 'object' || shared === null || Array.isArray(shared) || !Object.values(shared).every((v) => typeof v === 'string')
      || Object.keys(head).join() !== 'version,site,codeHash,buildHash,pages,shared') return null;
    return new ManifestText({ version: MANIFEST_VERSION, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash, shared: shared as Record<string, string> }, text, region);
  }

  /** The build that cannot go on from this manifest: its page list is not the layout this version writes. */
  private unreadable(what: string): SitegenError {
    return new SitegenError('MANIFEST_UNREADABLE', `${what} in ${MANIFEST_FILE} is not one this version writes.`,
      'Build the whole site once (without --path): it writes the manifest again.');
  }

  /**
   * Where `path`'s entry is, found by its key line: at the start of the pages or after a
   * separator (`,\n`). Its end is the first line at its own depth that closes it.
   */
  private spanOf(path: string): Span | undefined {
    if (this.index) return this.index.get(path);
    const known = this.found.get(path);
    if (known !== undefined) return known ?? undefined;
    const { source, region } = this;
    const key = Buffer.from(`  ${JSON.stringify(path)}: {\n`);
    let start = -1;
    if (region.end > region.start) {
      if (source.compare(key, 0, key.length, region.start, region.start + key.length) === 0) start = region.start;
      else {
        const at = source.indexOf(Buffer.concat([COMMA, key]), region.start);
        if (at >= 0 && at < region.end) start = at + COMMA.length;
      }
    }
    if (start < 0) {
      this.found.set(path, null);
      return undefined;
    }
    const end = source.indexOf('\n  }', start);
    if (end < 0 || end + 4 > region.end) throw this.unreadable(`The entry of ${path}`);
    const span = { start, end: end + 4 };
    this.found.set(path, span);
    return span;
  }

  /** Every entry's span, walked from the first: for the builds that need the whole list. */
  private spans(): Map<string, Span> {
    if (this.index) return this.index;
    const { source: text, region } = this;
    const startsWith = (prefix: string, at: number) => startsAt(text, prefix, at);
    const index = new Map<string, Span>();
    let at = region.start;
    while (at < region.end) {
      const keyEnd = text.indexOf('": {\n', at);
      const end = text.indexOf('\n  }', at);
      if (!startsWith('  "', at) || keyEnd < 0 || end < 0 || keyEnd > end || end + 4 > region.end) throw this.unreadable('The list of pages');
      index.set(this.keyOf(at, keyEnd, 'The list of pages'), { start: at, end: end + 4 });
      at = end + 4;
      if (at === region.end) break;
      if (!startsWith(',\n', at)) throw this.unreadable('The list of pages');
      at += 2;
    }
    this.index = index;
    return index;
  }

  /** The path of the entry whose key line starts at `at` and whose key ends at `keyEnd` (its closing quote). */
  private keyOf(at: number, keyEnd: number, what: string): string {
    const path = this.source.toString('utf8', at + 3, keyEnd);
    // A key with an escape (never in a site path the build accepts) is decoded as JSON.
    if (!path.includes('\\') && !path.includes('"')) return path;
    let decoded: unknown;
    try {
      decoded = JSON.parse(this.source.toString('utf8', at + 2, keyEnd + 1));
    } catch {
      throw this.unreadable(what);
    }
    if (typeof decoded !== 'string') throw this.unreadable(what);
    return decoded;
  }

  /**
   * The entries (this build's) whose text holds `needle`, a line or part of a line of
   * manifestChunks' layout, parsed and kept when `confirm` says so, in path order. The file is
   * searched for the needle's bytes and only the entries it is found in are parsed (spec 9: a
   * lookup in a 50,000-page manifest costs a search of its bytes, not a parse of every entry);
   * `needle` must be in every entry `confirm` accepts, which the layout decides (below). An
   * entry this build replaced is asked as it is now.
   */
  private holding(needle: string, confirm: (page: ManifestPage) => boolean): [string, ManifestPage][] {
    const { source, region } = this;
    const bytes = Buffer.from(needle);
    const found: [string, ManifestPage][] = [];
    let at = region.start;
    for (;;) {
      const hit = source.indexOf(bytes, at);
      if (hit < 0 || hit >= region.end) break;
      // The entry holding it starts at the key line before it (a line of two spaces and a quote
      // is an entry's key: ManifestText) and ends at its own depth's closing line.
      const keyLine = source.lastIndexOf(ENTRY_KEY, hit);
      const start = keyLine < region.start - 1 ? -1 : keyLine + 1;
      const keyEnd = start < 0 ? -1 : source.indexOf('": {\n', start);
      const end = start < 0 ? -1 : source.indexOf('\n  }', start);
      if (start < 0 || keyEnd < 0 || end < 0 || keyEnd > end || end + 4 > region.end) throw this.unreadable('The list of pages');
      const path = this.keyOf(start, keyEnd, 'The list of pages');
      if (!this.replaced.has(path)) {
        this.found.set(path, { start, end: end + 4 });
        const page = this.page(path)!;
        if (confirm(page)) found.push([path, page]);
      }
      at = end + 4;
    }
    let sorted = true;
    for (const [path, entry] of this.replaced) {
      if (entry && member(path, entry).includes(needle) && confirm(entry)) {
        found.push([path, entry]);
        sorted = false;
      }
    }
    return sorted ? found : found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * The entries that show page `id` through one of their distributors (its id among an embed's
   * `pages`: src/publish/fetch/embeds.ts), the page's own included, in path order: what the
   * editor's Publish dialog names (src/preview/publish-plan.ts). An embed's page ids are the only
   * numbers that stand alone on a line of an entry, seven spaces deep.
   */
  showing(id: number): [string, ManifestPage][] {
    return this.holding(`\n${' '.repeat(7)}${id}`, (page) => page.facts.embeds?.some((e) => e.pages.includes(id)) ?? false);
  }

  /** The entries of paginated lists that read `source` (their `lists`), in path order. */
  listing(source: string): [string, ManifestPage][] {
    return this.holding('\n    "lists": [', (page) => page.facts.lists?.includes(source) ?? false);
  }

  /** Whether the published manifest has an entry for `path` (before this build's changes). */
  hasPrevious(path: string): boolean {
    return this.spanOf(path) !== undefined;
  }

  /** The published entry for `path`, parsed on demand; an entry that does not read is an error naming the page. */
  previous(path: string): ManifestPage | undefined {
    const known = this.parsed.get(path);
    if (known) return known;
    const span = this.spanOf(path);
    if (span === undefined) return undefined;
    let page: ManifestPage | null = null;
    try {
      page = parseManifestPage((JSON.parse(`{${this.source.toString('utf8', span.start, span.end)}}`) as Record<string, unknown>)[path]);
    } catch {
      // reported below
    }
    if (!page) throw this.unreadable(`The entry of ${path}`);
    this.parsed.set(path, page);
    return page;
  }

  /**
   * What a whole-site check compares of the published entry for `path`, read from its text
   * without parsing it (spec 9: a publish's dependency check reads every entry of a 50,000-page
   * manifest): its id, hashes, `modified` and `validUntil`; undefined when it has none. The
   * layout is manifestChunks' (one member per line, these values ASCII); an entry this does not
   * read is parsed whole.
   */
  glance(path: string): EntryGlance | undefined {
    if (this.replaced.has(path) || this.parsed.has(path)) return this.glanceOfPage(this.page(path));
    let seen = this.glances.get(path);
    if (!seen) {
      const span = this.spanOf(path);
      if (span === undefined) return undefined;
      const text = this.source.toString('latin1', span.start, span.end);
      const id = /\n   "id": (\d+),\n/.exec(text);
      const hash = /\n   "hash": "([^"\\]*)",\n/.exec(text);
      const own = /\n   "own": "([^"\\]*)",\n/.exec(text);
      const modified = /\n    "modified": "([^"\\]*)",\n/.exec(text);
      const until = /\n    "validUntil": "([^"\\]*)"/.exec(text);
      if (!id || !hash || !modified) return this.glanceOfPage(this.page(path));
      seen = { id: Number(id[1]), hash: hash[1]!, own: own?.[1], modified: modified[1]!, validUntil: until?.[1] };
      this.glances.set(path, seen);
    }
    const fresh = this.refreshed.get(path);
    return fresh ? { ...seen, hash: fresh.hash, own: fresh.own } : seen;
  }

  /**
   * What the dependency check reads of a published entry besides its glance (affected-pages.ts):
   * whether it has a paginated list, and its distributors' embeds, read from its text (only the
   * embeds are parsed); undefined when it has no entry.
   */
  embedsOf(path: string): { lists: boolean; embeds: PageFacts['embeds'] } | undefined {
    const whole = (page: ManifestPage | undefined) => page && { lists: page.facts.lists !== undefined, embeds: page.facts.embeds };
    if (this.replaced.has(path) || this.parsed.has(path)) return whole(this.page(path));
    const span = this.spanOf(path);
    if (span === undefined) return undefined;
    const text = this.source.toString('utf8', span.start, span.end);
    const lists = text.includes('\n    "lists": [');
    const at = text.indexOf(EMBEDS);
    if (at < 0) return { lists, embeds: undefined };
    const end = text.indexOf('\n    ]', at);
    let embeds: unknown;
    try {
      embeds = end < 0 ? null : JSON.parse(text.slice(at + EMBEDS.length - 1, end + 6));
    } catch {
      embeds = null;
    }
    const valid = Array.isArray(embeds) && embeds.every((e: Record<string, unknown>) => typeof e === 'object' && e !== null && typeof e.call === 'string' && typeof e.seen === 'string'
      && Array.isArray(e.pages) && e.pages.every((n) => typeof n === 'number') && (e.related === undefined || typeof e.related === 'number'));
    return valid ? { lists, embeds: embeds as PageFacts['embeds'] } : whole(this.page(path));
  }

  /**
   * Gives a published entry the page index's new hashes, its files and facts kept: a page whose
   * lists' sources changed but not what it shows (affected-pages.ts). Its text is patched when the
   * manifest is written, never parsed: a publish at 50,000 pages refreshes thousands of entries.
   */
  refresh(path: string, hash: string, own: string | undefined): void {
    const current = this.replaced.get(path);
    if (current) {
      this.replaced.set(path, { ...current, hash, ...(own !== undefined ? { own } : {}) });
      return;
    }
    const span = this.spanOf(path);
    if (current === null || span === undefined) return;
    const had = this.source.indexOf(OWN, span.start);
    // An entry that gains or loses its `own` line is serialised again.
    if ((had >= 0 && had < span.end) !== (own !== undefined)) {
      const before = this.previous(path)!;
      const { own: _own, files, facts, ...rest } = before;
      this.set(path, { ...rest, hash, ...(own !== undefined ? { own } : {}), files, facts });
      return;
    }
    this.refreshed.set(path, { hash, own });
  }

  /** A refreshed entry's bytes: its text with the new hash and own values. */
  private patched(path: string, span: Span): Buffer[] {
    const fresh = this.refreshed.get(path)!;
    const pieces: Buffer[] = [];
    let at = span.start;
    for (const [marker, value] of [[HASH, fresh.hash], [OWN, fresh.own]] as const) {
      if (value === undefined) continue;
      const valueStart = this.source.indexOf(marker, at) + marker.length;
      const valueEnd = this.source.indexOf('"', valueStart);
      pieces.push(this.source.subarray(at, valueStart), Buffer.from(value));
      at = valueEnd;
    }
    pieces.push(this.source.subarray(at, span.end));
    return pieces;
  }

  private glanceOfPage(page: ManifestPage | undefined) {
    return page && glanceOf(page);
  }

  /** This build's entry for `path` (replaced, else published with its refreshed hashes), or undefined when it has none. */
  page(path: string): ManifestPage | undefined {
    if (this.replaced.has(path)) return this.replaced.get(path) ?? undefined;
    const fresh = this.refreshed.get(path);
    const published = this.previous(path);
    return fresh && published ? { ...published, hash: fresh.hash, ...(fresh.own !== undefined ? { own: fresh.own } : {}) } : published;
  }

  set(path: string, entry: ManifestPage): void {
    this.refreshed.delete(path);
    this.replaced.set(path, entry);
  }

  delete(path: string): void {
    this.refreshed.delete(path);
    this.replaced.set(path, null);
  }

  /** Every path of this build's manifest, sorted as the manifest sorts them. */
  paths(): string[] {
    const paths = new Set(this.spans().keys());
    let sorted = true;
    for (const [path, entry] of this.replaced) {
      if (entry === null) paths.delete(path);
      else if (!paths.has(path)) { paths.add(path); sorted = false; }
    }
    const list = [...paths];
    return sorted ? list : list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * This build's pages sorted by path, parsed one at a time; with `locales`, only the pages of
   * those languages (the others' entries are not parsed: a language's sitemap and feed list only
   * its own pages).
   */
  *pages(locales?: ReadonlySet<string>): Generator<[string, ManifestPage]> {
    const wanted = locales && [...locales].map((l) => Buffer.from(`\n   "locale": ${JSON.stringify(l)},`));
    for (const path of this.paths()) {
      if (wanted && !this.replaced.has(path)) {
        const { start, end } = this.spans().get(path)!;
        // The page's own locale is its entry's second member.
        const locale = this.source.indexOf('\n   "locale": ', start);
        if (locale < 0 || locale > end || !wanted.some((w) => this.source.compare(w, 0, w.length, locale, locale + w.length) === 0)) continue;
      }
      const page = this.page(path)!;
      if (!locales || locales.has(page.locale)) yield [path, page];
    }
  }

  /**
   * The entries when every replaced one was in the file (the usual one-path rebuild): the file's
   * entries cut at the replaced ones, without walking the others. Each untouched stretch between
   * them is one piece of the file, its separators included.
   */
  private splicedEntries(): EntryPiece[] {
    const { source, region } = this;
    const cuts = [...this.replaced, ...[...this.refreshed.keys()].map((path) => [path, undefined] as const)]
      .map(([path, entry]) => ({ path, span: this.spanOf(path)!, entry })).sort((a, b) => a.span.start - b.span.start);
    const entries: EntryPiece[] = [];
    let at = region.start;
    for (const { path, span, entry } of cuts) {
      // The stretch before this entry, without the separator that precedes it.
      if (span.start > at) entries.push({ bytes: source.subarray(at, span.start - COMMA.length), from: at });
      if (entry) entries.push({ bytes: Buffer.from(member(path, entry)), path });
      else if (entry === undefined) entries.push({ bytes: Buffer.concat(this.patched(path, span)), path });
      at = span.end + COMMA.length;
    }
    if (at < region.end) entries.push({ bytes: source.subarray(at, region.end), from: at });
    return entries;
  }

  /** The entries in path order, every one walked: when a page joins the manifest (its place is among the others). */
  private walkedEntries(): EntryPiece[] {
    // Untouched entries that follow one another in the file are copied as one piece of it (its
    // separators included): a handful of pieces, whatever the site's size.
    const entries: EntryPiece[] = [];
    let run: Span | null = null;
    const endRun = (stretch: Span) => entries.push({ bytes: this.source.subarray(stretch.start, stretch.end), from: stretch.start });
    for (const path of this.paths()) {
      const entry = this.replaced.get(path);
      const fresh = !entry && this.refreshed.has(path);
      const span = entry || fresh ? undefined : this.spans().get(path)!;
      if (span && run && run.end + 2 === span.start) {
        run.end = span.end;
        continue;
      }
      if (run) endRun(run);
      run = span ? { ...span } : null;
      if (entry) entries.push({ bytes: Buffer.from(member(path, entry)), path });
      if (fresh) entries.push({ bytes: Buffer.concat(this.patched(path, this.spans().get(path)!)), path });
    }
    if (run) endRun(run);
    return entries;
  }

  /** The manifest's bytes: the head and replaced entries serialised as manifestChunks does, every other entry as it was read. */
  bytes(): Buffer {
    return Buffer.concat(this.pieces());
  }

  /** bytes() in pieces, most of them views of the file as read (written without joining them: 70 MB at 50,000 pages). */
  pieces(): Buffer[] {
    return this.layout().parts;
  }

  /** bytes() in pieces, with where each entry piece came from (a stretch of the file, or one entry made again) and where it goes. */
  private layout(): { parts: Buffer[]; entries: (EntryPiece & { at: number })[] } {
    const head = ['{\n'];
    for (const key of ['version', 'site', 'codeHash', 'buildHash'] as const) head.push(` ${JSON.stringify(key)}: ${JSON.stringify(this.head[key])},\n`);
    const parts: Buffer[] = [Buffer.from(head.join(''))];
    const entries = [...this.replaced.keys()].every((path) => this.spanOf(path) !== undefined) ? this.splicedEntries() : this.walkedEntries();
    const placed: (EntryPiece & { at: number })[] = [];
    if (entries.length === 0) parts.push(Buffer.from(' "pages": {},\n'));
    else {
      parts.push(Buffer.from(' "pages": {\n'));
      let at = parts[0]!.length + parts[1]!.length;
      entries.forEach((entry, i) => {
        if (i > 0) {
          parts.push(COMMA);
          at += COMMA.length;
        }
        parts.push(entry.bytes);
        placed.push({ ...entry, at });
        at += entry.bytes.length;
      });
      parts.push(Buffer.from('\n },\n'));
    }
    const shared = Object.entries(this.head.shared).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    parts.push(Buffer.from(`${shared.length > 0 ? ` "shared": {\n${shared.map(([file, hash]) => `  ${JSON.stringify(file)}: ${JSON.stringify(hash)}`).join(',\n')}\n }\n` : ' "shared": {}\n'}}\n`));
    return { parts, entries: placed };
  }

  /**
   * The manifest as this build writes it (bytes()), read as the next build in the same process
   * would read the file (the editor's preview publishes one page after another: ManifestCache),
   * without reading or walking it again: its bytes are copied into `into` when it is large
   * enough (memory already in use: at 50,000 pages fresh memory for the file cost more than
   * copying into it; docs/benchmarks.md), its entries' places are this one's moved by what
   * changed before them, and the glances of the entries it left as they were are kept.
   */
  next(into?: Buffer | null): { text: ManifestText; buffer: Buffer; bytes: Buffer } {
    const { parts, entries } = this.layout();
    const length = parts.reduce((n, part) => n + part.length, 0);
    // A new buffer leaves room for the manifest to grow, so the next generation fits in it too.
    const buffer = into && into.length >= length ? into : Buffer.allocUnsafeSlow(length + (length >> 4));
    let at = 0;
    for (const part of parts) at += part.copy(buffer, at);
    const bytes = buffer.subarray(0, length);
    const text = ManifestText.parse(bytes);
    if (!text) throw this.unreadable('The manifest written');
    if (this.index) {
      const before = [...this.index];
      const index = new Map<string, Span>();
      let i = 0;
      for (const entry of entries) {
        if ('path' in entry) {
          index.set(entry.path, { start: entry.at, end: entry.at + entry.bytes.length });
          continue;
        }
        const shift = entry.at - entry.from;
        const end = entry.from + entry.bytes.length;
        while (i < before.length && before[i]![1].start < entry.from) i++;
        for (; i < before.length && before[i]![1].end <= end; i++) {
          const [path, span] = before[i]!;
          index.set(path, { start: span.start + shift, end: span.end + shift });
        }
      }
      text.index = index;
    }
    for (const [path, glance] of this.glances) {
      if (!this.replaced.has(path) && !this.refreshed.has(path)) text.glances.set(path, glance);
    }
    return { text, buffer, bytes };
  }

  /** The manifest's text (bytes(), decoded). */
  text(): string {
    return this.bytes().toString('utf8');
  }
}

const COMMA = Buffer.from(',\n');
/** The value lines refresh patches (manifestChunks' layout: an entry's members three spaces deep). */
const HASH = Buffer.from('\n   "hash": "');
const OWN = Buffer.from('\n   "own": "');
/** A page's embeds: a member of its facts, four spaces deep. */
const EMBEDS = '\n    "embeds": [';
/** A piece of the entries as written: a stretch of the file as read (from its offset there), or one entry made again. */
type EntryPiece = { bytes: Buffer; from: number } | { bytes: Buffer; path: string };

/** The start of an entry's key line: a line of two spaces and a quote. */
const ENTRY_KEY = Buffer.from('\n  "');

/** A page entry as manifestChunks writes it at depth 2. */
function member(path: string, entry: ManifestPage): string {
  return `  ${JSON.stringify(path)}: ${JSON.stringify(entry, null, 1).replace(/\n/g, '\n  ')}`;
}
