import { readFileSync, statSync } from 'node:fs';
import { ManifestText } from './manifest-text.js';

/** What identifies one writing of the manifest file: a rename gives a new inode, a rewrite a new time or size. */
interface FileStamp { ino: number; size: number; mtimeMs: number; ctimeMs: number }

function stampOf(file: string): FileStamp | null {
  try {
    const { ino, size, mtimeMs, ctimeMs } = statSync(file);
    return { ino, size, mtimeMs, ctimeMs };
  } catch {
    return null;
  }
}

const sameStamp = (a: FileStamp | null, b: FileStamp | null) => a !== null && b !== null
  && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/**
 * The published manifest kept between the one-path builds of one process: the editor's preview,
 * which rebuilds after every Publish and every `--due` interval (spec 9: a publish's cost does not
 * grow with the site). Without it each build read the whole file again, found every entry's place
 * and glanced at every entry, before rendering a single page. The next build takes the manifest
 * as the last one wrote it (ManifestText.next) when the file on disk is still that one; anything
 * else — another process's build, a build that failed after taking it, a file changed by hand —
 * and the file is read as usual.
 *
 * Two buffers the size of the manifest are held while the preview runs (at 50,000 pages about
 * 95 MB each): the one the current manifest lives in, and the last one's, which the next build
 * writes into (fresh memory of that size costs more than filling it; ManifestText.next).
 */
export class ManifestCache {
  /** The manifest as the last build left the file, for the next one. */
  private kept: Generation | null = null;
  /** The manifest a running build took (nothing is kept meanwhile). */
  private taken: Generation | null = null;
  /** The buffer of a manifest no build reads any more: the next one is written into it. */
  private spare: Buffer | null = null;

  /**
   * The manifest at `file` for a build that may change it: the one kept when the file is still
   * the one it was written as, else the file read (null: none, or not one this version reads).
   * Until the build gives its successor (keep) or gives it back unchanged (giveBack), nothing
   * is kept: a build that fails part way leaves the next one to read the file.
   */
  async take(file: string): Promise<ManifestText | null> {
    const kept = this.kept;
    this.kept = null;
    this.taken = null;
    // Taken before reading: a file replaced in between is read again next time, never the other way round.
    const stamp = stampOf(file);
    if (kept && kept.file === file && sameStamp(kept.stamp, stamp)) {
      this.taken = kept;
      return kept.text;
    }
    if (kept) this.spare = kept.buffer;
    let buffer: Buffer;
    try {
      buffer = readFileSync(file);
    } catch {
      return null;
    }
    const text = ManifestText.parse(buffer);
    if (text && stamp) this.taken = { file, stamp, text, buffer };
    return text;
  }

  /** The buffer the build's new manifest may be written into (ManifestText.next): never the one the taken manifest lives in. */
  writeBuffer(): Buffer | null {
    return this.spare;
  }

  /**
   * The manifest the build wrote to `file` (ManifestText.next, in `buffer`), now on disk: kept
   * for the next build. The buffer of the one it replaced becomes the spare.
   */
  keep(file: string, text: ManifestText, buffer: Buffer): void {
    const stamp = stampOf(file);
    if (this.taken && this.taken.buffer !== buffer) this.spare = this.taken.buffer;
    else if (this.spare === buffer) this.spare = null;
    this.taken = null;
    this.kept = stamp ? { file, stamp, text, buffer } : null;
  }

  /** The taken manifest, not written (a build that had nothing to change): kept as it was. */
  giveBack(text: ManifestText): void {
    if (this.taken?.text !== text) return;
    this.kept = this.taken;
    this.taken = null;
  }
}

interface Generation { file: string; stamp: FileStamp; text: ManifestText; buffer: Buffer }
