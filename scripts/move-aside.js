// What the bench does with a previous build's output before timing a cold build: moves it aside
// (one rename) and deletes it only when the timing is over. Deleting thousands of files just
// before a build slows that build down for reasons of the disk, not of the tool: ext4 without a
// journal (this machine's disk) will not reuse an inode freed in the last few seconds, and each
// new file's allocation scans past the freed ones. Measured on 1,000 plain pages: 4.8 s with
// `rm -rf output` just before against 2.2 s with the old output moved aside; Eleventy 2.1 s
// against 1.3 s. The scan grows with the files deleted times the files created, so it weighs
// most on the tool that writes the most files. Every tool is timed the same way.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let moved = 0;

/** Moves `path` (when it exists) into `.trash/` beside it, to be deleted by emptyTrash(). */
export function moveAside(path) {
  if (!existsSync(path)) return;
  const trash = join(dirname(path), '.trash');
  mkdirSync(trash, { recursive: true });
  renameSync(path, join(trash, `${basename(path)}-${process.pid}-${moved++}`));
}

/** Deletes what moveAside put beside `path`: call it when nothing is being timed. */
export function emptyTrash(path) {
  rmSync(join(dirname(path), '.trash'), { recursive: true, force: true });
}
