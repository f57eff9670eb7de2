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

/** `task` over every item, IN_FLIGHT at a time; rejects with the first failure once all have settled. */
async function each<T>(items: Iterable<T>, task: (item: T) => Promise<unknown>): Promise<void> {
  const limit = pLimit(IN_FLIGHT);
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
  /** The writes ahead so far, one after another; the first failure is kept for the commit. */
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private swept = new Set<string>();
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
    this.pending = this.pending.then(async () => {
      if (this.failure !== null) return;
      await this.sweep(staged.map(([temp]) => dirname(temp)));
      await fs.appendFile(join(this.outDir, PENDING_FILE), staged.map(([temp]) => `${temp}\n`).join(''));
      await each(staged, ([temp, content]) => this.writeTemporary(temp, content));
    }).catch((error: unknown) => {
      this.failure ??= error;
    });
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
    await this.pending;
    const journal = join(this.outDir, PENDING_FILE);
    const staged: [temp: string, target: string][] = [...this.writes.keys()].map((relative) => [this.ahead.get(relative) ?? this.temporary(relative), relative]);
    try {
      if (this.failure !== null) throw this.failure;
      await this.sweep(['.', ...[...this.writes.keys(), ...this.removals].map((file) => dirname(file))]);
      const rest = staged.filter(([, relative]) => !this.ahead.has(relative));
      if (rest.length > 0) await fs.appendFile(journal, rest.map(([temp]) => `${temp}\n`).join(''));
      await each(rest, ([temp, relative]) => this.writeTemporary(temp, this.writes.get(relative)!));
    } catch (error) {
      await this.discard();
      throw error;
    }
    // Everything is on disk: now each file replaces its target, the journal last.
    await each(staged, ([temp, relative]) => fs.rename(join(this.outDir, temp), join(this.outDir, relative)));
    await each(this.removals, (relative) => fs.rm(join(this.outDir, relative), { force: true }));
    // A file written ahead and then staged again with other content was written twice.
    const renamed = new Set(staged.map(([temp]) => temp));
    await each(this.temporaries.filter((temp) => !renamed.has(temp)), (temp) => fs.rm(join(this.outDir, temp), { force: true }));
    const emptied = new Set([...this.removals].map((file) => dirname(file)).filter((folder) => folder !== '.'));
    for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
      await fs.rmdir(join(this.outDir, folder)).catch(() => {});
    }
    await fs.rm(journal, { force: true });
  }

  /** Every temporary file written so far removed, and the journal: the output is as it was. */
  async discard(): Promise<void> {
    await this.pending;
    await each(this.temporaries, (temp) => fs.rm(join(this.outDir, temp), { force: true }).catch(() => {}));
    await fs.rm(join(this.outDir, PENDING_FILE), { force: true }).catch(() => {});
  }

  private temporary(relative: string): string {
    return `${relative}.${process.pid}.${++this.seq}.tmp`;
  }

  /** What an interrupted build left in these folders goes, each folder once, before this batch writes there. */
  private async sweep(folders: Iterable<string>): Promise<void> {
    const fresh = [...new Set(folders)].filter((folder) => !this.swept.has(folder));
    if (fresh.length === 0) return;
    // The root first (its journal names what an interrupted build left anywhere).
    const first = this.swept.size === 0;
    for (const folder of fresh) this.swept.add(folder);
    await sweepOutput(this.outDir, fresh, new Set(this.temporaries), first);
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
