import { promises as fs, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SitegenError } from '../errors.js';
import { MANIFEST_FILE, MANIFEST_VERSION, parseManifestPage, type ManifestHead, type ManifestPage } from './manifest.js';

/**
 * The published manifest as a one-path rebuild uses it (spec 9: its cost does not grow with the
 * site): the file read in one go, its head parsed, and each page entry kept as its text until
 * asked for. Only the entries a rebuild needs are parsed (the paths asked for, and those of the
 * languages whose sitemap and feed it renders again); the manifest is written back from the same
 * text with only the replaced entries serialised again, so an untouched entry keeps its bytes.
 *
 * It reads the layout manifestChunks writes (one member per line at depth 1, each page entry from
 * its `  "path": {` line to its `  }` line, JSON strings never holding a raw line break); any other
 * layout, or a manifest of another version, reads as no manifest (the build is then a full one).
 */
export class ManifestText {
  /** Where each entry's text is in `source`, by path, in the file's order (sorted by path): `  "path": {…\n  }`. */
  private readonly raw: Map<string, { start: number; end: number }>;
  /** Entries parsed so far, and those this build replaced (null: removed). */
  private readonly parsed = new Map<string, ManifestPage>();
  private readonly replaced = new Map<string, ManifestPage | null>();

  private constructor(readonly head: ManifestHead, private readonly source: Buffer, raw: Map<string, { start: number; end: number }>) {
    this.raw = raw;
  }

  /** The manifest at `file`, or null when there is none, or it is not one this version writes. */
  static async read(file: string): Promise<ManifestText | null> {
    let bytes: Buffer;
    try {
      // Read whole (56 MB at 50,000 pages) and kept as bytes: decoding all of it as UTF-8 cost
      // more than the rest of the reading; only the entries used are decoded.
      bytes = readFileSync(file);
    } catch {
      return null;
    }
    return ManifestText.parse(bytes);
  }

  static parse(input: string | Buffer): ManifestText | null {
    const text = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
    // The markers are ASCII: a byte each.
    const startsWith = (prefix: string, at: number) => text.toString('latin1', at, at + prefix.length) === prefix;
    const pagesStart = text.indexOf('\n "pages": {');
    if (!startsWith('{\n', 0) || pagesStart < 0) return null;
    const raw = new Map<string, { start: number; end: number }>();
    let at = pagesStart + '\n "pages": {'.length;
    let tail: string;
    if (startsWith('}', at)) {
      tail = text.toString('utf8', at + 1);
    } else {
      if (!startsWith('\n', at)) return null;
      at++;
      for (;;) {
        const keyEnd = text.indexOf('": {\n', at);
        const end = text.indexOf('\n  }', at);
        if (!startsWith('  "', at) || keyEnd < 0 || end < 0 || keyEnd > end) return null;
        let path: unknown = text.toString('utf8', at + 3, keyEnd);
        // A key with an escape (never in a site path the build accepts) is decoded as JSON.
        if ((path as string).includes('\\') || (path as string).includes('"')) {
          try {
            path = JSON.parse(text.toString('utf8', at + 2, keyEnd + 1));
          } catch {
            return null;
          }
        }
        if (typeof path !== 'string') return null;
        raw.set(path, { start: at, end: end + 4 });
        at = end + 4;
        if (startsWith(',\n', at)) { at += 2; continue; }
        if (startsWith('\n }', at)) { at += 3; break; }
        return null;
      }
      tail = text.toString('utf8', at);
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
    return new ManifestText({ version: MANIFEST_VERSION, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash, shared: shared as Record<string, string> }, text, raw);
  }

  /** Whether the published manifest has an entry for `path` (before this build's changes). */
  hasPrevious(path: string): boolean {
    return this.raw.has(path);
  }

  /** The published entry for `path`, parsed on demand; an entry that does not read is an error naming the page. */
  previous(path: string): ManifestPage | undefined {
    const known = this.parsed.get(path);
    if (known) return known;
    const span = this.raw.get(path);
    if (span === undefined) return undefined;
    let page: ManifestPage | null = null;
    try {
      page = parseManifestPage((JSON.parse(`{${this.source.toString('utf8', span.start, span.end)}}`) as Record<string, unknown>)[path]);
    } catch {
      // reported below
    }
    if (!page) {
      throw new SitegenError('MANIFEST_UNREADABLE', `The entry of ${path} in ${MANIFEST_FILE} is not one this version writes.`,
        'Build the whole site once (without --path): it writes the manifest again.');
    }
    this.parsed.set(path, page);
    return page;
  }

  /** This build's entry for `path` (replaced, else published), or undefined when it has none. */
  page(path: string): ManifestPage | undefined {
    return this.replaced.has(path) ? this.replaced.get(path) ?? undefined : this.previous(path);
  }

  set(path: string, entry: ManifestPage): void {
    this.replaced.set(path, entry);
  }

  delete(path: string): void {
    this.replaced.set(path, null);
  }

  /** Every path of this build's manifest, sorted as the manifest sorts them. */
  private paths(): string[] {
    const paths = new Set(this.raw.keys());
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
        const { start, end } = this.raw.get(path)!;
        // The page's own locale is its entry's second member.
        const locale = this.source.indexOf('\n   "locale": ', start);
        if (locale < 0 || locale > end || !wanted.some((w) => this.source.compare(w, 0, w.length, locale, locale + w.length) === 0)) continue;
      }
      const page = this.page(path)!;
      if (!locales || locales.has(page.locale)) yield [path, page];
    }
  }

  /** The manifest's bytes: the head and replaced entries serialised as manifestChunks does, every other entry as it was read. */
  bytes(): Buffer {
    const head = ['{\n'];
    for (const key of ['version', 'site', 'codeHash', 'buildHash'] as const) head.push(` ${JSON.stringify(key)}: ${JSON.stringify(this.head[key])},\n`);
    const parts: Buffer[] = [Buffer.from(head.join(''))];
    // Untouched entries that follow one another in the file are copied as one piece of it (its
    // separators included): a handful of pieces, whatever the site's size.
    const entries: Buffer[] = [];
    let run: { start: number; end: number } | null = null;
    for (const path of this.paths()) {
      const entry = this.replaced.get(path);
      const span = entry ? undefined : this.raw.get(path)!;
      if (span && run && run.end + 2 === span.start) {
        run.end = span.end;
        continue;
      }
      if (run) entries.push(this.source.subarray(run.start, run.end));
      run = span ? { ...span } : null;
      if (entry) entries.push(Buffer.from(member(path, entry)));
    }
    if (run) entries.push(this.source.subarray(run.start, run.end));
    if (entries.length === 0) parts.push(Buffer.from(' "pages": {},\n'));
    else {
      parts.push(Buffer.from(' "pages": {\n'));
      entries.forEach((entry, i) => parts.push(...(i > 0 ? [COMMA, entry] : [entry])));
      parts.push(Buffer.from('\n },\n'));
    }
    const shared = Object.entries(this.head.shared).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    parts.push(Buffer.from(`${shared.length > 0 ? ` "shared": {\n${shared.map(([file, hash]) => `  ${JSON.stringify(file)}: ${JSON.stringify(hash)}`).join(',\n')}\n }\n` : ' "shared": {}\n'}}\n`));
    return Buffer.concat(parts);
  }

  /** The manifest's text (bytes(), decoded). */
  text(): string {
    return this.bytes().toString('utf8');
  }

  /** Writes the manifest into `outDir` atomically (a temporary file renamed over it). */
  async write(outDir: string): Promise<void> {
    const file = join(outDir, MANIFEST_FILE);
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, this.bytes());
    await fs.rename(temp, file);
  }
}

const COMMA = Buffer.from(',\n');

/** A page entry as manifestChunks writes it at depth 2. */
function member(path: string, entry: ManifestPage): string {
  return `  ${JSON.stringify(path)}: ${JSON.stringify(entry, null, 1).replace(/\n/g, '\n  ')}`;
}
