import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';

/** A temporary file older than this was left by a process that died mid-write (a write takes well under a second). */
export const STALE_TEMPORARY_MS = 10 * 60_000;

/** A hit refreshes its file's time at most this often (the order survives a restart; a hot variant costs no syscall per hit). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The image host's variants on disk, bounded in size: least recently used out first. The order
 * of use lives in memory (a Map, oldest first) and in the files' modification times, which a hit
 * refreshes, so a restarted server (or another process sharing the folder, like the build's
 * embedded API warming it) picks the order up again from the disk.
 */
export class VariantCache {
  private readonly entries = new Map<string, { size: number; touched: number }>();
  private total = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly dir: string, private readonly maxBytes: number) {}

  /** Bytes on disk as this cache knows them. */
  get bytes(): number {
    return this.total;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      const found: { file: string; size: number; mtimeMs: number }[] = [];
      const shards = await fs.readdir(this.dir).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await fs.readdir(join(this.dir, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const file = join(shard, name);
          const stat = await fs.stat(join(this.dir, file)).catch(() => null);
          if (!stat?.isFile()) continue;
          // A temporary file left by a killed process is garbage; a recent one may be another
          // instance's write in progress on a shared media folder (docs/operators.md "Image host"), which
          // its rename is about to complete.
          if (name.endsWith('.tmp')) {
            if (Date.now() - stat.mtimeMs > STALE_TEMPORARY_MS) await fs.rm(join(this.dir, file), { force: true });
          }
          else found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
        }
      }
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const f of found) this.add(f.file, f.size, f.mtimeMs);
      await this.evict();
    })();
    return this.loading;
  }

  private add(file: string, size: number, touched: number) {
    const before = this.entries.get(file);
    if (before) {
      this.total -= before.size;
      this.entries.delete(file);
    }
    this.entries.set(file, { size, touched });
    this.total += size;
  }

  /** The variant's bytes, or null when it is not on disk (never cached, evicted, or unreadable). */
  async get(file: string): Promise<Buffer | null> {
    await this.load();
    let body: Buffer;
    try {
      body = await fs.readFile(join(this.dir, file));
    } catch {
      const entry = this.entries.get(file);
      if (entry) {
        this.entries.delete(file);
        this.total -= entry.size;
      }
      return null;
    }
    const entry = this.entries.get(file);
    const now = Date.now();
    if (!entry || now - entry.touched > TOUCH_EVERY_MS) {
      const at = new Date(now);
      fs.utimes(join(this.dir, file), at, at).catch(() => {});
    }
    this.add(file, body.length, !entry || now - entry.touched > TOUCH_EVERY_MS ? now : entry.touched);
    // Made by another process sharing the folder: now counted here too.
    if (!entry) await this.evict(file);
    return body;
  }

  /** Stores a variant (atomically: a reader never sees half a file) and evicts down to the limit. A full or read-only disk only costs the cache. */
  async put(file: string, body: Buffer): Promise<Buffer> {
    await this.load();
    const target = join(this.dir, file);
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await fs.mkdir(dirname(target), { recursive: true });
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
      this.add(file, body.length, Date.now());
      await this.evict(file);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => {});
      process.stderr.write(`image host: could not cache ${file} in ${this.dir}: ${(error as Error).message}\n`);
    }
    return body;
  }

  /** Removes the least recently used variants until the total fits (`keep` last, even when it alone is over). */
  private async evict(keep?: string): Promise<void> {
    const removals: Promise<void>[] = [];
    for (const [file, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (file === keep && this.entries.size === 1) break;
      this.entries.delete(file);
      this.total -= entry.size;
      removals.push(fs.rm(join(this.dir, file), { force: true }).catch(() => {}));
    }
    await Promise.all(removals);
  }
}
