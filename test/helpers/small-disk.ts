import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real, small disk for the full-disk tests: a tmpfs of `bytes` mounted on a new folder, so a
 * write past its end really fails with ENOSPC (SQLite's SQLITE_FULL, sharp's and fs's ENOSPC), as
 * on a server whose disk filled. Mounting needs root (as on this project's machines and CI) or
 * password-less sudo; without either the test fails saying so, it is never skipped.
 */
export interface SmallDisk {
  /** The mounted folder. */
  dir: string;
  /** Fills what is left of the disk with one file (`filler`), so the next write fails. */
  fill(): void;
  /** Removes the filler: the disk has room again. */
  free(): void;
  /** Bytes still free. */
  available(): number;
  /** Unmounts the disk and removes its folder. */
  unmount(): void;
}

function privileged(): string[] {
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true']).status === 0) return ['sudo', '-n'];
  throw new Error('The full-disk tests mount a small tmpfs, which needs root or password-less sudo; run the tests as root (as CI does) or give this user sudo.');
}

function run(prefix: string[], args: string[]): void {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command!, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${[command, ...rest].join(' ')} failed: ${result.stderr || result.error?.message}`);
}

export function mountSmallDisk(bytes: number): SmallDisk {
  const prefix = privileged();
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-small-disk-'));
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  run(prefix, ['mount', '-t', 'tmpfs', '-o', `size=${bytes},uid=${uid},gid=${gid},mode=0755`, 'sitegen-small-disk', dir]);
  const filler = join(dir, 'filler');
  const available = () => { const s = statfsSync(dir); return s.bavail * s.bsize; };
  return {
    dir,
    available,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) {
          try { writeSync(fd, chunk); } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
            break;
          }
        }
        // The last partial page: write byte by byte until nothing fits.
        for (;;) {
          try { writeSync(fd, chunk.subarray(0, 1)); } catch { break; }
        }
      } finally {
        closeSync(fd);
      }
      if (available() !== 0) throw new Error(`The small disk at ${dir} still has ${available()} bytes free after filling it.`);
    },
    free() { rmSync(filler, { force: true }); },
    unmount() {
      run(prefix, ['umount', '-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
