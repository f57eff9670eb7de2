import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeFileAtomic(file: string, content: string | Buffer): Promise<void> {
  await fs.mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
}

/**
 * Puts `relative` into the staging folder: a hard link to the published file when its bytes
 * are unchanged (so nothing is rewritten and its mtime stays), otherwise a fresh file.
 */
export class StagingWriter {
  written = 0;
  linked = 0;
  private readonly dirs = new Set<string>();

  constructor(readonly staging: string, readonly published: string) {}

  private async ensureDir(dir: string) {
    if (this.dirs.has(dir)) return;
    await fs.mkdir(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /** Carries a published file over unchanged. Returns false when it does not exist. */
  async link(relative: string): Promise<boolean> {
    const target = join(this.staging, relative);
    await this.ensureDir(dirname(target));
    try {
      await fs.link(join(this.published, relative), target);
      this.linked++;
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      if ((error as NodeJS.ErrnoException).code === 'EXDEV' || (error as NodeJS.ErrnoException).code === 'EPERM') {
        await fs.copyFile(join(this.published, relative), target);
        this.linked++;
        return true;
      }
      throw error;
    }
  }

  /** Writes `content`, or links the published file when it already holds exactly these bytes. */
  async write(relative: string, content: string | Buffer, previousHash?: string): Promise<string> {
    const hash = sha256(content);
    if (previousHash === hash && (await this.link(relative))) return hash;
    const target = join(this.staging, relative);
    await this.ensureDir(dirname(target));
    await fs.writeFile(target, content);
    this.written++;
    return hash;
  }
}
