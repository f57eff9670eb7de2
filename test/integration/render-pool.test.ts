import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { jsonSummary, repoRoot, runCli } from '../helpers/cli.js';
import { replaceWithPlainPages } from '../../scripts/bench-peers.js';
import { copyDemo } from '../helpers/demo-db.js';
import { seededSqliteFile } from '../helpers/seeded.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/** NODE_OPTIONS that make every thread of a CLI run append what it loaded to `log` as it ends (test/helpers/record-loaded-packages.mjs). */
const recording = (log: string) => ({ NODE_OPTIONS: `--import=${join(repoRoot, 'test', 'helpers', 'record-loaded-packages.mjs')}`, SITEGEN_LOADED_PACKAGES: log, SITEGEN_THREAD_STARTS: `${log}.starts` });
/** How many threads the run started (the process's own included). */
const started = (log: string) => readFileSync(`${log}.starts`, 'utf8').trim().split('\n').length;
const loaded = (log: string) => readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { thread: string | number; packages: string[] });

/**
 * The render pool (src/publish/pages/render-pool.ts) must change how fast a build is, never what it
 * publishes: the shared demo build renders in worker threads (one per core), and the same
 * content rendered in one thread gives the same files, byte for byte.
 */
describe('render threads', () => {
  it('the demo build renders in worker threads', () => {
    const summary = JSON.parse(inject('demoSummary'));
    expect(summary.threads).toBeGreaterThanOrEqual(1);
  });

  it.each([2, 3])('every one of %i render threads builds its share of many small pages: this thread\'s own API answers do not starve the others\' results', async (count) => {
    // The other threads' results and this thread's API answers arrive on message ports. When an
    // answer's callback went on to render its page, this thread stayed in that port's loop
    // (Node drains up to 1,000 messages per wake-up) and the worker's results waited: on 1,000
    // plain pages the worker built 17 and this thread 983. The pool is not what the backend
    // is about: a SQLite file of the test's own on either run.
    const db = await seededSqliteFile('plain-pool');
    replaceWithPlainPages(db, 600);
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-plain-pool-'));
    const log = join(dir, 'loaded.jsonl');
    const result = await runCli(['build', '--db', db, '--out', join(dir, 'output'), '--json', '--verbose'], { cwd: dir, env: { SITEGEN_RENDER_THREADS: String(count), ...recording(log) } });
    expect(result.code, result.stderr).toBe(0);
    const summary = jsonSummary(result) as { rendered: number; threads: number; pagesByThread: number[] };
    expect(summary).toMatchObject({ threads: count, rendered: 600 });
    expect(summary.pagesByThread).toHaveLength(count);
    expect(summary.pagesByThread.reduce((a, b) => a + b, 0)).toBe(600);
    // An equal share each on a quiet machine; a quarter of it leaves room for a busy one.
    for (const pages of summary.pagesByThread) expect(pages).toBeGreaterThan(600 / count / 4);
    // --verbose tells the split too.
    expect(result.stderr).toContain(`${count} threads: ${summary.pagesByThread.join(' + ')}`);
    // The embedded API's thread is one of the render threads, and a render worker is one
    // bin/sitegen.js started with the process (src/publish/pages/start-render-workers.ts): `count`
    // threads in all, each of which rendered, none started by the build itself.
    const threads = loaded(log);
    expect(started(log)).toBe(count);
    expect(threads).toHaveLength(count);
    for (const t of threads) expect(t.packages, String(t.thread)).toContain('react-dom');
    expect(threads.filter((t) => t.thread !== 'main' && t.packages.includes('better-sqlite3'))).toHaveLength(1);
  }, slow(120_000));

  it('a build of an up-to-date site ends the render worker started with the process before it loads the build\'s code, and the API\'s thread loads none of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-pool-idle-'));
    const db = await copyDemo('pool-idle');
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    const log = join(dir, 'loaded.jsonl');
    // Three render threads: this one, the API's and one worker.
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir, env: { SITEGEN_RENDER_THREADS: '3', ...recording(log) } });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ rendered: 0 });
    // This thread, the API's, and the render worker, which ended by itself having loaded nothing:
    // a worker loading React and the templates for nothing costs an up-to-date build ~15 % (spec 9).
    const threads = loaded(log);
    expect(started(log)).toBe(3);
    expect(threads).toHaveLength(3);
    const workers = threads.filter((t) => t.thread !== 'main');
    expect(workers.filter((t) => t.packages.length === 0)).toHaveLength(1);
    for (const t of workers) expect(t.packages).not.toContain('react-dom');
  }, slow(300_000));

  it('the main thread is one of the render threads: of two, the other is the API\'s, and the page they rebuild is the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-pool-main-'));
    const db = await copyDemo('pool-main');
    const output = join(dir, 'output');
    copyOutput(inject('demoOutput'), output);
    // One page whose recorded hash no longer matches the index: the build renders it alone and links every other file.
    const manifestFile = join(output, 'build-manifest.json');
    const text = readFileSync(manifestFile, 'utf8');
    const path = '/en/';
    const { hash, files } = (JSON.parse(text) as { pages: Record<string, { hash: string; files: Record<string, string> }> }).pages[path]!;
    expect(text.split(`"${hash}"`)).toHaveLength(2);
    writeFileSync(manifestFile, text.replace(`"${hash}"`, '"stale"'));
    const log = join(dir, 'loaded.jsonl');
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], {
      cwd: dir,
      env: { SITEGEN_RENDER_THREADS: '2', ...recording(log) },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ threads: 2, rendered: 1 });
    // React's server renderer is loaded by the threads that render: this one and the embedded
    // API's. A pool of two workers beside an idle main thread loaded it three times.
    const threads = loaded(log);
    const rendering = threads.filter((t) => t.packages.includes('react-dom')).map((t) => t.thread);
    expect(rendering).toContain('main');
    expect(rendering).toHaveLength(2);
    for (const file of Object.keys(files)) expect(readFileSync(join(output, file)).equals(readFileSync(join(inject('demoOutput'), file))), file).toBe(true);
  }, slow(300_000));

  it('publishes the same files, byte for byte, as a build in one thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-one-thread-'));
    const db = await copyDemo('one-thread');
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
  }, slow(300_000));
});
