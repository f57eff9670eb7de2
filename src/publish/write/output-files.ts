import { createHash, hash as hashOnce } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function sha256(content: string | Buffer | readonly Buffer[]): string {
  // One file's bytes through Node's one-shot hash: a build hashes every file it writes, and a
  // hash object per file cost a small file more than its hashing.
  if (!Array.isArray(content)) return hashOnce('sha256', content as string | Buffer, 'hex');
  // Pieces are hashed as the one file they are written as (OutputBatch writes them in order).
  const hash = createHash('sha256');
  for (const piece of content) hash.update(piece);
  return hash.digest('hex');
}

/**
 * Puts `relative` into the staging folder: a hard link to the published file when its bytes
 * are unchanged (so nothing is rewritten and its mtime stays), otherwise a fresh file.
 *
 * Synchronous on purpose: it runs in the render workers (src/publish/pages/render-pool.ts), where a
 * blocking write costs that worker's thread only, and one writeFileSync is one call where the
 * promise API makes open, write and close three round trips through libuv's thread pool.
 * Each folder is created once (the set of folders made). Writes are bounded by construction:
 * a page's files are on disk before its worker takes the next page (backpressure).
 */
export class StagingWriter {
  written = 0;
  linked = 0;
  private readonly dirs = new Set<string>();

  constructor(readonly staging: string, readonly published: string) {}

  private ensureDir(dir: string) {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /** Carries a published file over unchanged. Returns false when it does not exist. */
  link(relative: string): boolean {
    const target = join(this.staging, relative);
    this.ensureDir(dirname(target));
    try {
      linkSync(join(this.published, relative), target);
      this.linked++;
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      if ((error as NodeJS.ErrnoException).code === 'EXDEV' || (error as NodeJS.ErrnoException).code === 'EPERM') {
        copyFileSync(join(this.published, relative), target);
        this.linked++;
        return true;
      }
      throw error;
    }
  }

  /**
   * Writes `content`, or links the published file when it already holds exactly these bytes.
   * Returns the content's sha256, computed here once (the manifest records it).
   */
  write(relative: string, content: string | Buffer, previousHash?: string): string {
    const hash = sha256(content);
    if (previousHash === hash && this.link(relative)) return hash;
    const target = join(this.staging, relative);
    this.ensureDir(dirname(target));
    writeFileSync(target, content);
    this.written++;
    return hash;
  }
}
