import { createHash } from 'node:crypto';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';

/** Every file under dir (but those matching `ignore`) with its content hash, inode and mtime. */
export function snapshotTree(dir: string, ignore: string[] = []): Map<string, { hash: string; ino: number; mtimeMs: number }> {
  const files = fg.sync('**/*', { cwd: dir, onlyFiles: true, dot: true, ignore }).sort();
  return new Map(files.map((f) => {
    const stat = statSync(join(dir, f));
    return [f, { hash: createHash('sha1').update(readFileSync(join(dir, f))).digest('hex'), ino: stat.ino, mtimeMs: stat.mtimeMs }];
  }));
}

/** A private copy of a built output (timestamps preserved) for a test that changes it. */
export function copyOutput(from: string, to: string): void {
  cpSync(from, to, { recursive: true, preserveTimestamps: true });
}
