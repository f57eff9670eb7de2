import { expect } from 'vitest';
import { jsonSummary, runCli } from './cli.js';
import { snapshotTree } from './tree.js';

/**
 * `sitegen build` of one workspace, every run at one clock (SITEGEN_BUILD_TIME), so that what
 * a test compares (a rebuilt output against a fresh full build) differs by content alone: the
 * environment, and a build into `target` that must succeed (`label` names the run in a failure)
 * and answers its --json summary.
 */
export function clockedBuilds(dir: string, db: string, label = '') {
  const env = { ...process.env, SITEGEN_BUILD_TIME: new Date().toISOString() };
  const build = async (target: string, extra: string[]) => {
    const result = await runCli(['build', '--db', db, '--out', target, '--no-warm-images', '--json', ...extra], { cwd: dir, env });
    expect(result.code, `${label}${result.stderr}`).toBe(0);
    return jsonSummary(result);
  };
  return { env, build };
}

/** The files whose bytes differ between two output folders, or that only one has, sorted. */
export function differingFiles(got: string, want: string): string[] {
  const a = snapshotTree(got);
  const b = snapshotTree(want);
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file)?.hash !== b.get(file)?.hash).sort();
}
