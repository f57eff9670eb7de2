import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { htmlFileFor } from '../../src/contract/paths.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo } from '../helpers/demo-db.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * Pages whose content depends on the date (templates/clock.ts: an event that has taken place, a
 * registration that closes) record until when they are true, and a build at a later clock
 * renders them again even though their content did not change: `sitegen build` among every page,
 * `sitegen build --due` those alone. Either way the output is what a fresh build at that clock
 * makes, byte for byte.
 */
describe('time-aware output (spec 3 events; SITEGEN_BUILD_TIME sets the build\'s clock)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-time-aware-'));
  const build = async (db: string, out: string, at: number, extra: string[] = []) => {
    const result = await runCli(['build', '--db', db, '--out', out, '--no-warm-images', '--json', ...extra], { cwd: dir, env: { ...process.env, SITEGEN_BUILD_TIME: new Date(at).toISOString() } });
    expect(result.code, result.stderr).toBe(0);
    return { summary: jsonSummary(result), stderr: result.stderr };
  };
  const read = (out: string, path: string) => readFileSync(join(out, htmlFileFor(path)), 'utf8');
  const CLOSED = /Inscripción cerrada|Registration is closed/;

  it('a page is true until its validUntil; --due and a full build at a later clock render the due pages again, as a fresh build does', async () => {
    const db = await copyDemo('time-aware');
    const before = join(dir, 'before');
    // The demo's events lie around November 2026: some past, most ahead, at this clock.
    const t1 = Date.parse('2026-11-10T12:00:00Z');
    await build(db, before, t1);
    const first = (await readManifest(before))!;
    const timed = Object.entries(first.pages).filter(([, p]) => p.facts.validUntil !== undefined);
    expect(timed.length, 'pages that depend on the date record until when they are true').toBeGreaterThan(0);
    for (const [path, page] of timed) expect(Date.parse(page.facts.validUntil!), path).toBeGreaterThan(t1);
    // Pages with nothing dated on them carry no validUntil: an article is true for ever.
    expect(Object.values(first.pages).some((p) => p.facts.template === 'NewsDetail' && p.facts.validUntil === undefined)).toBe(true);

    // Nothing due yet: --due does nothing at all, and says when the next page turns.
    const untouched = snapshotTree(before);
    const idle = await build(db, before, t1 + 60_000, ['--due']);
    expect(idle.summary).toMatchObject({ mode: 'incremental', rendered: 0 });
    const next = timed.map(([, p]) => p.facts.validUntil!).sort()[0]!;
    expect(idle.stderr).toContain(`the next changes at ${next}`);
    expect(snapshotTree(before)).toEqual(untouched);

    // Past the first event pages' validUntil: those pages are due, and only those.
    const t2 = Date.parse(timed.map(([, p]) => p.facts.validUntil!).filter((u) => timed.some(([path, p]) => p.facts.validUntil === u && p.facts.template === 'EventDetail' && path)).sort()[0]!) + 60_000;
    const due = timed.filter(([, p]) => Date.parse(p.facts.validUntil!) <= t2).map(([path]) => path).sort();
    expect(due.length).toBeGreaterThan(0);
    const turned = due.filter((path) => first.pages[path]!.facts.template === 'EventDetail');
    expect(turned.length, 'an event page is among the due ones').toBeGreaterThan(0);

    const byDue = join(dir, 'by-due');
    copyOutput(before, byDue);
    const dueRun = await build(db, byDue, t2, ['--due']);
    expect(dueRun.summary).toMatchObject({ mode: 'incremental', rendered: due.length });
    const byFull = join(dir, 'by-full');
    copyOutput(before, byFull);
    const fullRun = await build(db, byFull, t2);
    // The full build carries over every page but the due ones.
    expect(fullRun.summary).toMatchObject({ mode: 'full', rendered: due.length, reused: first.pages ? Object.keys(first.pages).length - due.length : 0 });

    const fresh = join(dir, 'fresh');
    await build(db, fresh, t2);
    const files = (out: string) => new Map([...snapshotTree(out)].map(([file, entry]) => [file, entry.hash]));
    expect(files(byDue)).toEqual(files(fresh));
    expect(files(byFull)).toEqual(files(fresh));

    // What changed is what the date changed: the event has started, so its registration is closed
    // (spec 4), where before it took registrations; an open day whose first session has begun
    // still takes them for the later ones, and offers the begun one no more.
    const sessionsIn = (html: string) => [...html.matchAll(/"id":"(\d{8}T\d{4}Z)","label"/g)].map((m) => m[1]);
    for (const path of turned) {
      expect(read(before, path), path).not.toMatch(CLOSED);
      const offered = sessionsIn(read(before, path));
      if (offered.length > 1) expect(sessionsIn(read(fresh, path)), path).toEqual(offered.slice(1));
      else expect(read(fresh, path), path).toMatch(CLOSED);
    }
  }, slow(600_000));

  it('--due with --path is refused, naming both', async () => {
    const result = await runCli(['build', '--due', '--path', '/'], { cwd: dir });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('--due and --path cannot be used together');
  }, slow(60_000));
});
