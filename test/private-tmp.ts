import { chmodSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One folder per test run, shared by every project's setup in the main process. */
const RUN = Symbol.for('sitegen.test.tmp');
type Run = { dir: string; projects: number };

/**
 * Every temporary folder the tests make (each `mkdtemp(tmpdir())`: builds, database copies,
 * the private PostgreSQL's cluster, nginx's prefix, Chromium's profiles) lands in one folder of
 * this run, deleted when the run ends. Many tests never deleted theirs (test/manifest.test.ts
 * alone left seven folders per run) and a failed or interrupted one cannot: this machine's /tmp
 * had grown to 38 GB and filled its disk. The test processes inherit TMPDIR (node:os
 * `tmpdir()` reads it), as do the servers they start. SITEGEN_KEEP_TEST_FILES=1 keeps it.
 */
export default function setup() {
  const global = globalThis as { [RUN]?: Run };
  if (!global[RUN]) {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-run-'));
    // The private PostgreSQL runs as `nobody` when the tests run as root
    // (scripts/private-postgres.js): it must reach its own folder inside this one.
    chmodSync(dir, 0o755);
    process.env.TMPDIR = dir;
    global[RUN] = { dir, projects: 0 };
  }
  const run = global[RUN];
  run.projects++;
  return async () => {
    if (--run.projects > 0) return;
    delete global[RUN];
    if (process.env.SITEGEN_KEEP_TEST_FILES) console.log(`test files kept in ${run.dir}`);
    // Asynchronously: the run's folder holds many copies of the demo's output, and a synchronous
    // delete of it held vitest's main process, which then could not see its last test worker
    // exit in time (vitest's "Timeout terminating forks worker").
    else await rm(run.dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
