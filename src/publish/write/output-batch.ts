import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';

/**
 * File operations a commit keeps in flight at once: each waits on the thread pool, and one after
 * the other a publish that touches thousands of pages spent most of its time waiting (spec 9:
 * what a publish changes reaches the disk without the site's size in the way). Sixteen keep the
 * pool's four threads busy; more only queue.
 */
const IN_FLIGHT = 16;

/**
 * `task` over every item, IN_FLIGHT at a time (or as many as `limit` lets through, when it is
 * shared); rejects with the first failure once all have settled.
 */
async function each<T>(items: Iterable<T>, task: (item: T) => Promise<unknown>, limit = pLimit(IN_FLIGHT)): Promise<void> {
  const settled = await Promise.allSettled([...items].map((item) => limit(() => task(item))));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The journal of a one-path build's temporary files, in the output's root while it writes: a
 * build killed between writing and renaming leaves it behind, and the next build removes what it
 * names (sweepOutput) before a deploy could publish a `.tmp` file.
 */
export const PENDING_FILE = '.sitegen-pending';

/** A temporary file this module (or an older sitegen's atomic write) names: `<file>.<pid>.tmp`. */
export const TEMPORARY = /\.\d+(\.\d+)?\.tmp$/;

/** Per output folder, the removal of the versions the last commit replaced (OutputBatch.commit). */
const RETIRING = new Map<string, Promise<void>>();

/**
 * Resolves when the files the last commit into `outDir` replaced are gone, and its journal: the
 * next batch waits for it before it writes there (a process ends only when it has finished).
 */
export async function retired(outDir: string): Promise<void> {
  await RETIRING.get(outDir);
}

/**
 * A one-path build's changes to a published output, made all or nothing as far as a file system
 * allows (spec 9, DESIGN "a failed build leaves the previous output"): every new file is written
 * beside its target first; only when all are on disk is each renamed over its target (a rename
 * takes no space, so a full disk fails before it), then the files of removed pages go. A write
 * that fails removes every temporary file written and leaves the output as it was.
 */
export class OutputBatch {
  private readonly writes = new Map<string, string | Buffer | Buffer[]>();
  private readonly removals = new Set<string>();
  /** Files written ahead of the commit (writeAhead): their temporary names. */
  private readonly ahead = new Map<string, string>();
  /** Every temporary file written or being written (output-relative), to remove if the batch fails. */
  private readonly temporaries: string[] = [];
  /** Every temporary name this batch has given out: a sweep running beside its writes keeps them. */
  private readonly issued = new Set<string>();
  /** The places for the writes ahead, shared by every group written ahead. */
  private readonly writing = pLimit(IN_FLIGHT);
  /** Every write ahead so far, settled; the first failure is kept for the commit. */
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private swept = new Set<string>();
  private journalSwept: Promise<void> | null = null;
  private seq = 0;

  constructor(readonly outDir: string) {}

  /** `relative` will hold `content` (pieces are written as one file, in order, without joining them). */
  write(relative: string, content: string | Buffer | Buffer[]): void {
    // Already written ahead with this content: only its rename is left.
    if (this.ahead.has(relative) && this.writes.get(relative) === content) return;
    this.ahead.delete(relative);
    this.writes.set(relative, content);
    this.removals.delete(relative);
  }

  /**
   * `relative` will hold `content`, and its temporary file is written now, while the build goes
   * on (a publish stitching thousands of pages writes them as it reads the next ones, spec 9); it
   * replaces its target only at the commit, with the rest. Staging the same content again with
   * write() adds nothing.
   */
  writeAhead(files: readonly [relative: string, content: string | Buffer | Buffer[]][]): void {
    const staged = files.map(([relative, content]) => {
      this.writes.set(relative, content);
      this.removals.delete(relative);
      const temp = this.temporary(relative);
      this.ahead.set(relative, temp);
      return [temp, content] as const;
    });
    // Each group of files swept for and journaled while the groups before it are being written:
    // the writes of every group share IN_FLIGHT places, so the thread pool never waits on a sweep.
    const written = (async () => {
      await this.sweep(staged.map(([temp]) => dirname(temp)));
      if (this.failure !== null) return;
      await fs.appendFile(join(this.outDir, PENDING_FILE), staged.map(([temp]) => `${temp}\n`).join(''));
      await each(staged, ([temp, content]) => this.writeTemporary(temp, content), this.writing);
    })().catch((error: unknown) => {
      this.failure ??= error;
    });
    this.pending = Promise.all([this.pending, written]).then(() => {});
  }

  /** `relative` will be removed, and its folder too when nothing else is left in it. */
  remove(relative: string): void {
    this.removals.add(relative);
    this.writes.delete(relative);
    this.ahead.delete(relative);
  }

  /**
   * Writes and renames everything. First, what an interrupted build left where this one writes
   * goes (sweepOutput): the folders it writes into or removes from, the output's root (its
   * journal) among them.
   */
  async commit(): Promise<void> {
    const journal = join(this.outDir, PENDING_FILE);
    const staged: [temp: string, target: string][] = [...this.writes.keys()].map((relative) => [this.ahead.get(relative) ?? this.temporary(relative), relative]);
    // The rest (the manifest, the sitemap parts, the pages rendered) written while the writes
    // ahead finish, not after them.
    const rest = staged.filter(([, relative]) => !this.ahead.has(relative));
    const writingRest = (async () => {
      await this.sweep(['.', ...rest.map(([, relative]) => dirname(relative))]);
      if (rest.length > 0) await fs.appendFile(journal, rest.map(([temp]) => `${temp}\n`).join(''));
      await each(rest, ([temp, relative]) => this.writeTemporary(temp, this.writes.get(relative)!));
    })();
    try {
      const [ahead, restWritten] = await Promise.allSettled([this.pending, writingRest]);
      if (this.failure !== null) throw this.failure;
      for (const settled of [ahead, restWritten]) if (settled.status === 'rejected') throw settled.reason;
      await this.sweep([...this.removals].map((file) => dirname(file)));
    } catch (error) {
      await this.discard();
      throw error;
    }
    // Everything is on disk: now each file replaces its target. The version it replaces keeps a
    // second name (a temporary one, in the journal) until every target is replaced: freeing a
    // file's blocks is most of what replacing it costs (a file system that discards freed blocks
    // makes it several times the rename), and visitors need not wait for it (spec 9). Those
    // names go after the commit (retired()), the journal with them.
    const replaced: string[] = [];
    const kept = staged.map(([temp, relative]) => [temp, relative, this.temporary(relative)] as const);
    await fs.appendFile(journal, kept.map(([, , old]) => `${old}\n`).join(''));
    await each(kept, async ([temp, relative, old]) => {
      const target = join(this.outDir, relative);
      // No target yet (a new page's file): nothing to keep.
      if (await fs.link(target, join(this.outDir, old)).then(() => true, () => false)) replaced.push(old);
      await fs.rename(join(this.outDir, temp), target);
    });
    await each(this.removals, (relative) => fs.rm(join(this.outDir, relative), { force: true }));
    // A file written ahead and then staged again with other content was written twice.
    const renamed = new Set(staged.map(([temp]) => temp));
    await each(this.temporaries.filter((temp) => !renamed.has(temp)), (temp) => fs.rm(join(this.outDir, temp), { force: true }));
    const emptied = new Set([...this.removals].map((file) => dirname(file)).filter((folder) => folder !== '.'));
    for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
      await fs.rmdir(join(this.outDir, folder)).catch(() => {});
    }
    const retiring = each(replaced, (old) => fs.rm(join(this.outDir, old), { force: true }))
      .then(() => fs.rm(journal, { force: true }))
      .catch(() => {});
    RETIRING.set(this.outDir, retiring);
  }

  /** Every temporary file written so far removed, and the journal: the output is as it was. */
  async discard(): Promise<void> {
    await this.pending;
    await each(this.temporaries, (temp) => fs.rm(join(this.outDir, temp), { force: true }).catch(() => {}));
    await fs.rm(join(this.outDir, PENDING_FILE), { force: true }).catch(() => {});
  }

  private temporary(relative: string): string {
    const name = `${relative}.${process.pid}.${++this.seq}.tmp`;
    this.issued.add(name);
    return name;
  }

  /** What an interrupted build left in these folders goes, each folder once, before this batch writes there. */
  private async sweep(folders: Iterable<string>): Promise<void> {
    await retired(this.outDir);
    // The journal first (it names what an interrupted build left anywhere), and only once: this
    // batch appends to it after.
    if (this.journalSwept) await this.journalSwept;
    const fresh = [...new Set(folders)].filter((folder) => !this.swept.has(folder));
    if (fresh.length === 0) return;
    const first = this.journalSwept === null;
    for (const folder of fresh) this.swept.add(folder);
    const sweeping = sweepOutput(this.outDir, fresh, this.issued, first);
    if (first) this.journalSwept = sweeping.then(() => {}, () => {});
    await sweeping;
  }

  /** A file's folder is made when writing finds none: most files replace one already there. */
  private async writeTemporary(temp: string, content: string | Buffer | Buffer[]): Promise<void> {
    const file = join(this.outDir, temp);
    this.temporaries.push(temp);
    await writeWhole(file, content).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await fs.mkdir(dirname(file), { recursive: true });
      await writeWhole(file, content);
    });
  }
}

async function writeWhole(file: string, content: string | Buffer | Buffer[]): Promise<void> {
  if (!Array.isArray(content)) {
    await fs.writeFile(file, content);
    return;
  }
  const handle = await fs.open(file, 'w');
  try {
    await handle.writev(content);
  } finally {
    await handle.close();
  }
}

/**
 * Removes what an interrupted build left in a published output: the temporary files its journal
 * names, and any temporary file in `folders` (those the build is about to write into; reading
 * every folder would make a one-path build's cost grow with the site, spec 9). A full build needs
 * none of this: it makes a new tree and carries over only the files its manifest lists.
 */
export async function sweepOutput(outDir: string, folders: Iterable<string>, keep: ReadonlySet<string> = new Set(), journalToo = true): Promise<string[]> {
  const removed: string[] = [];
  const journal = join(outDir, PENDING_FILE);
  if (journalToo) {
    const listed = await fs.readFile(journal, 'utf8').catch(() => '');
    for (const relative of listed.split('\n').filter((line) => TEMPORARY.test(line) && !line.split('/').includes('..'))) {
      if (await fs.rm(join(outDir, relative)).then(() => true, () => false)) removed.push(relative);
    }
    await fs.rm(journal, { force: true });
  }
  await each(new Set(folders), async (folder) => {
    const names = await fs.readdir(join(outDir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => TEMPORARY.test(n))) {
      const relative = folder === '.' ? name : `${folder}/${name}`;
      // This batch's own, written ahead into a folder swept later.
      if (keep.has(relative)) continue;
      await fs.rm(join(outDir, relative), { force: true });
      removed.push(relative);
    }
  });
  return removed.sort();
}
