import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';

/**
 * The render pool (src/build/render-pool.ts) must change how fast a build is, never what it
 * publishes: the shared demo build renders in worker threads (one per core), and the same
 * content rendered in one thread gives the same files, byte for byte.
 */
describe('render threads', () => {
  it('the demo build renders in worker threads', () => {
    const summary = JSON.parse(inject('demoSummary'));
    expect(summary.threads).toBeGreaterThanOrEqual(1);
  });

  it('publishes the same files, byte for byte, as a build in one thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-one-thread-'));
    const db = join(dir, 'site.db');
    copyFileSync(inject('demoDb'), db);
    const output = join(dir, 'output');
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir, env: { SITEGEN_RENDER_THREADS: '0' } });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ threads: 0, rendered: JSON.parse(inject('demoSummary')).pages });
    const pooled = snapshotTree(inject('demoOutput'));
    const single = snapshotTree(output);
    expect([...single.keys()]).toEqual([...pooled.keys()]);
    const different = [...single].filter(([file, entry]) => pooled.get(file)!.hash !== entry.hash).map(([file]) => file);
    expect(different).toEqual([]);
    // A whole build of the demo: minutes on a loaded 2-core machine.
  }, 300_000);
});
