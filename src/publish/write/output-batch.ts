import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';

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
  private seq = 0;

  constructor(readonly outDir: string) {}

  /** `relative` will hold `content` (pieces are written as one file, in order, without joining them). */
  write(relative: string, content: string | Buffer | Buffer[]): void {
    this.writes.set(relative, content);
    this.removals.delete(relative);
  }

  /** `relative` will be removed, and its folder too when nothing else is left in it. */
  remove(relative: string): void {
    this.removals.add(relative);
    this.writes.delete(relative);
  }

  /**
   * Writes and renames everything. First, what an interrupted build left where this one writes
   * goes (sweepOutput): the folders it writes into or removes from, the output's root (its
   * journal) among them.
   */
  async commit(): Promise<void> {
    await sweepOutput(this.outDir, new Set(['.', ...[...this.writes.keys(), ...this.removals].map((file) => dirname(file))]));
    const staged: [temp: string, target: string][] = [...this.writes.keys()].map((relative) => [`${relative}.${process.pid}.${++this.seq}.tmp`, relative]);
    const journal = join(this.outDir, PENDING_FILE);
    const written: string[] = [];
    try {
      if (staged.length > 0) await fs.writeFile(journal, `${staged.map(([temp]) => temp).join('\n')}\n`);
      for (const [temp, relative] of staged) {
        const file = join(this.outDir, temp);
        await fs.mkdir(dirname(file), { recursive: true });
        written.push(file);
        await writeWhole(file, this.writes.get(relative)!);
      }
    } catch (error) {
      await Promise.all(written.map((file) => fs.rm(file, { force: true }).catch(() => {})));
      await fs.rm(journal, { force: true }).catch(() => {});
      throw error;
    }
    // Everything is on disk: now each file replaces its target, the journal last.
    for (const [temp, relative] of staged) await fs.rename(join(this.outDir, temp), join(this.outDir, relative));
    for (const relative of this.removals) await fs.rm(join(this.outDir, relative), { force: true });
    const emptied = new Set([...this.removals].map((file) => dirname(file)).filter((folder) => folder !== '.'));
    for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
      await fs.rmdir(join(this.outDir, folder)).catch(() => {});
    }
    await fs.rm(journal, { force: true });
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
export async function sweepOutput(outDir: string, folders: Iterable<string>): Promise<string[]> {
  const removed: string[] = [];
  const journal = join(outDir, PENDING_FILE);
  const listed = await fs.readFile(journal, 'utf8').catch(() => '');
  for (const relative of listed.split('\n').filter((line) => TEMPORARY.test(line) && !line.split('/').includes('..'))) {
    if (await fs.rm(join(outDir, relative)).then(() => true, () => false)) removed.push(relative);
  }
  await fs.rm(journal, { force: true });
  for (const folder of new Set(folders)) {
    const names = await fs.readdir(join(outDir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => TEMPORARY.test(n))) {
      const relative = folder === '.' ? name : `${folder}/${name}`;
      await fs.rm(join(outDir, relative), { force: true });
      removed.push(relative);
    }
  }
  return removed;
}
