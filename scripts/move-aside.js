// What the bench does with the files it no longer needs: moves them aside (one rename) and deletes
// them only when the whole bench is over — never just before something is timed.
//
// Why: this machine's disk is ext4 without a journal, and such an ext4 will not hand out an inode
// freed recently: ext4's allocator (`recently_deleted()` in fs/ext4/ialloc.c, used only when there
// is no journal) skips an inode deleted in the last 60 s, or in the last 6 min while its inode table
// block is not yet written back, and each new file's allocation scans past all of them again. After
// a few thousand deletions, creating a file or a folder near them costs 0.2–0.7 ms of kernel CPU
// instead of 0.02–0.04 ms (measured with a loop of mkdirSync and writeFileSync and process.cpuUsage()).
// A build timed within minutes of `rm -rf` of an old output (or of any big folder beside it) pays
// that scan for every file it writes: the demo's cold build 3.4–4.2 s with 1.4–3.0 s of system CPU,
// against 2.5–2.7 s with 0.5–0.6 s on an untouched part of the same disk; 1,000 plain pages 4.8 s
// against 2.2 s, Eleventy 2.1 s against 1.3 s. It weighs most on the tool that writes the most
// files, and it says nothing about the tool. So: nothing is deleted while the bench runs, and
// settleDisk() checks (and waits, if it must) that creating a file costs what it should before a
// cold build is timed, and reports what it found.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let moved = 0;
const trashes = new Set();

/** Moves `path` (when it exists) into `.trash/` beside it, to be deleted by emptyTrash(). */
export function moveAside(path) {
  if (!existsSync(path)) return;
  const trash = join(dirname(path), '.trash');
  mkdirSync(trash, { recursive: true });
  trashes.add(trash);
  renameSync(path, join(trash, `${basename(path)}-${process.pid}-${moved++}`));
}

/** Deletes everything moveAside() put aside in this process: call it once nothing is timed any more. */
export function emptyTrash() {
  for (const trash of trashes) rmSync(trash, { recursive: true, force: true });
  trashes.clear();
}

// Enough files to get past a pocket of clean inodes among freed ones: ~30 ms on a settled disk.
const PROBE_FILES = 1000;

/** Microseconds of wall time to create one empty file (and its share of one folder) in `dir`; the probe is moved aside. */
export function fileCreationUs(dir) {
  const probe = join(dir, `.disk-probe-${process.pid}-${moved}`);
  const started = process.hrtime.bigint();
  mkdirSync(probe, { recursive: true });
  for (let i = 0; i < PROBE_FILES; i++) writeFileSync(join(probe, `f${i}`), '');
  const us = Number(process.hrtime.bigint() - started) / 1e3 / PROBE_FILES;
  moveAside(probe);
  return Math.round(us);
}

/**
 * Before timing cold builds that write into `dir`: waits (polling every 15 s, at most `maxWaitS`)
 * until creating a file there costs no more than `thresholdUs`, i.e. until inodes freed earlier
 * near it have aged out of ext4's recently-deleted window. Returns what it measured and how long it
 * waited; the bench reports both, so a figure taken on an unsettled disk says so.
 */
export function settleDisk(dir, { thresholdUs = 60, maxWaitS = 420, log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  let us = fileCreationUs(dir);
  const first = us;
  while (us > thresholdUs && (Date.now() - started) / 1000 < maxWaitS) {
    log(`creating a file in ${dir} costs ${us} µs (files deleted near it in the last minutes, scripts/move-aside.js): waiting for the disk to settle`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 15_000);
    us = fileCreationUs(dir);
  }
  const waitedS = Math.round((Date.now() - started) / 1000);
  if (us > thresholdUs) log(`the disk did not settle in ${maxWaitS} s: creating a file still costs ${us} µs; the cold builds below pay for it`);
  return { firstUsPerFile: first, usPerFile: us, waitedS, settled: us <= thresholdUs };
}
