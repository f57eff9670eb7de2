import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type DatabaseType from 'better-sqlite3';
import { readManifestEntries, type ManifestHead, type ManifestPage, type StreamedManifest } from './manifest.js';

/** What the full build asks of the previous and current manifests while it runs. */
export interface ManifestStore {
  /** Previous entries, counted as they are loaded. */
  readonly previousCount: number;
  /**
   * Loads the previous build's manifest (`file`) entry by entry; returns its other fields, or
   * null (and no entries) when there is none or it cannot be used (readManifestEntries).
   */
  loadPrevious(file: string): Promise<ManifestHead | null>;
  /** The previous build's entry for a path. */
  previous(path: string): ManifestPage | undefined;
  /** Stores this build's entry for a path. */
  put(path: string, entry: ManifestPage): void;
  /**
   * This build's entries for `paths` (sorted as the manifest sorts them), one at a time; a path
   * without an entry is a bug in the caller.
   */
  currentPages(paths: readonly string[]): Generator<[string, ManifestPage]>;
  close(): void;
}

/** This build's manifest, its pages streamed from `store` in path order (`paths`, manifestOrder). */
export function storedManifest(store: ManifestStore, head: Omit<ManifestHead, 'shared'>, paths: readonly string[], shared: Record<string, string>): StreamedManifest {
  return { version: head.version, site: head.site, codeHash: head.codeHash, buildHash: head.buildHash, pages: () => store.currentPages(paths), shared };
}

/**
 * Up to this many pages (and a previous manifest of up to IN_MEMORY_BYTES) the store is two
 * Maps: a few MB of heap at most. Beyond it, SQLite on disk keeps memory flat at any size. On
 * the demo (1,246 pages) the disk store cost its build's main thread — which also renders —
 * the cost of writing, serialising and parsing entries back (spec 9: the demo cold in 2.5 s;
 * docs/benchmarks.md).
 */
export const IN_MEMORY_PAGES = 5000;
export const IN_MEMORY_BYTES = 8 * 1024 * 1024;

/** The store for a build of `pages` pages whose previous manifest is `previousFile`. */
export async function openManifestStore(pages: number, previousFile: string): Promise<ManifestStore> {
  let previousBytes = 0;
  try {
    previousBytes = statSync(previousFile).size;
  } catch {
    // No previous manifest: nothing to load.
  }
  return pages <= IN_MEMORY_PAGES && previousBytes <= IN_MEMORY_BYTES ? new MemoryManifestStore() : DiskManifestStore.open();
}

/** Both manifests as Maps (a small site: openManifestStore). */
export class MemoryManifestStore implements ManifestStore {
  private readonly before = new Map<string, ManifestPage>();
  private readonly current = new Map<string, ManifestPage>();

  get previousCount(): number {
    return this.before.size;
  }

  async loadPrevious(file: string): Promise<ManifestHead | null> {
    // Each entry comes checked (readManifestEntries: one of another shape makes the whole manifest unusable).
    const head = await readManifestEntries(file, (path, page) => { this.before.set(path, page); });
    if (head === null) this.before.clear();
    return head;
  }

  previous(path: string): ManifestPage | undefined {
    return this.before.get(path);
  }

  put(path: string, entry: ManifestPage): void {
    this.current.set(path, entry);
  }

  *currentPages(paths: readonly string[]): Generator<[string, ManifestPage]> {
    for (const path of paths) {
      const page = this.current.get(path);
      if (!page) throw new Error(`manifest store: no entry for ${path}`);
      yield [path, page];
    }
  }

  close(): void {
    this.before.clear();
    this.current.clear();
  }
}

/**
 * The manifests of a large full build, kept in a small SQLite file while it runs rather than as two
 * objects of every page (spec 9: memory bounded at any site size; at 50,000 pages each was
 * hundreds of MB of heap): the previous build's entries, read from its manifest one at a time,
 * and this build's, stored as each page finishes. The manifest published is then streamed from
 * here in path order (writeManifestFile), its bytes those of one JSON.stringify as before.
 *
 * SQLite (better-sqlite3, already the embedded API's driver) rather than a second JSON file or
 * a merge of sorted streams: the build asks for entries by path in any order (carrying pages
 * over, linking a changed page's unchanged files) and once more in path order, and an indexed
 * file with a small page cache answers both with a few MB of memory. The file lives in the
 * system's temporary folder and is removed by close().
 */
export class DiskManifestStore implements ManifestStore {
  private readonly dir: string;
  private readonly db: DatabaseType.Database;
  private readonly getPrevious: DatabaseType.Statement<[string], { entry: string }>;
  private readonly putCurrent: DatabaseType.Statement<[string, string]>;
  private readonly getCurrent: DatabaseType.Statement<[string], { entry: string }>;
  /** Previous entries, and of this build, counted as they are stored. */
  previousCount = 0;

  private constructor(Database: typeof DatabaseType) {
    this.dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    this.db = new Database(join(this.dir, 'manifest.db'));
    // A scratch file: nothing survives a crash, so no journal and no sync; a 4 MB page cache.
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -4096');
    this.db.exec(`CREATE TABLE previous (path TEXT PRIMARY KEY, entry TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE current (path TEXT PRIMARY KEY, entry TEXT NOT NULL) WITHOUT ROWID;`);
    this.getPrevious = this.db.prepare('SELECT entry FROM previous WHERE path = ?');
    this.putCurrent = this.db.prepare('INSERT OR REPLACE INTO current (path, entry) VALUES (?, ?)');
    this.getCurrent = this.db.prepare('SELECT entry FROM current WHERE path = ?');
  }

  /** A new, empty store. The driver is loaded here, on demand: a one-path rebuild never needs it. */
  static async open(): Promise<DiskManifestStore> {
    const { default: Database } = await import('better-sqlite3');
    return new DiskManifestStore(Database);
  }

  /**
   * Loads the previous build's manifest (`file`) entry by entry; returns its other fields, or
   * null (and no entries) when there is none or it cannot be used (readManifestEntries).
   */
  async loadPrevious(file: string): Promise<ManifestHead | null> {
    const insert = this.db.prepare('INSERT OR REPLACE INTO previous (path, entry) VALUES (?, ?)');
    let batch: [string, string][] = [];
    const flush = this.db.transaction((rows: [string, string][]) => { for (const row of rows) insert.run(...row); });
    const head = await readManifestEntries(file, (path, page) => {
      batch.push([path, JSON.stringify(page)]);
      this.previousCount++;
      if (batch.length >= 1000) { flush(batch); batch = []; }
    });
    flush(batch);
    if (head === null) {
      this.db.exec('DELETE FROM previous');
      this.previousCount = 0;
    }
    return head;
  }

  /** The previous build's entry for a path. */
  previous(path: string): ManifestPage | undefined {
    const row = this.getPrevious.get(path);
    // Stored as readManifestEntries checked it (loadPrevious): read back, it needs no second check.
    return row ? JSON.parse(row.entry) as ManifestPage : undefined;
  }

  /**
   * Stores this build's entry for a path. The entries go into one open transaction: committed
   * one by one, each insert wrote its pages to the file and took and dropped the file's locks,
   * half a millisecond per page on the build's main thread, which renders pages too (spec 9).
   * Reads on this connection see them at once, and nothing needs committing: the file is
   * scratch, removed by close().
   */
  put(path: string, entry: ManifestPage): void {
    if (!this.db.inTransaction) this.db.exec('BEGIN');
    this.putCurrent.run(path, JSON.stringify(entry));
  }

  /**
   * This build's entries for `paths` (sorted as the manifest sorts them), read back one at a
   * time; a path without an entry is a bug in the caller.
   */
  *currentPages(paths: readonly string[]): Generator<[string, ManifestPage]> {
    for (const path of paths) {
      const row = this.getCurrent.get(path);
      if (!row) throw new Error(`manifest store: no entry for ${path}`);
      yield [path, JSON.parse(row.entry) as ManifestPage];
    }
  }

  close(): void {
    try {
      this.db.close();
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/** Paths sorted as the manifest sorts its keys (UTF-16 code units, like Array.prototype.sort). */
export function manifestOrder(paths: Iterable<string>): string[] {
  return [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
