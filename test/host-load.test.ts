import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { cpuSnapshot, otherLoad } from './helpers/host-load.js';

const BUSY_LOOP = 'while :; do :; done';

/** Snapshots around `during` and `ms` more, counting this process's tree as ours. */
async function around(ms: number, during: () => void | Promise<void>) {
  const before = cpuSnapshot([process.pid])!;
  await during();
  await sleep(ms);
  const after = cpuSnapshot([process.pid])!;
  return { others: otherLoad(before, after)!, ours: ((after.ours - before.ours) / (after.total - before.total)) * after.cpus };
}

// The Lighthouse test sets aside runs taken while other programs kept the machine busy
// (test/e2e/lighthouse.test.ts): the split between its own work and others' must be right.
describe('host load (Linux /proc)', () => {
  it('reads /proc on this machine', () => {
    expect(existsSync('/proc/stat')).toBe(true);
    expect(cpuSnapshot([process.pid])!.cpus).toBeGreaterThan(0);
  });

  it('counts a busy program outside the tree as load, and a busy child of ours (exited and reaped) as ours', async () => {
    // An orphan: its shell exits at once, so the busy loop belongs to no process of ours.
    const outsider = await around(1500, () => {
      spawnSync('sh', ['-c', `(timeout 2 sh -c '${BUSY_LOOP}' >/dev/null 2>&1 &)`]);
    });
    // Other test files may run beside this one: they add to others, never to ours.
    expect(outsider.others).toBeGreaterThan(0.7);
    expect(outsider.ours).toBeLessThan(0.3);

    await sleep(800); // the outsider's two seconds are over
    const child = await around(0, async () => {
      const busy = spawn('sh', ['-c', `timeout 1.5 sh -c '${BUSY_LOOP}'`]);
      await new Promise((resolve) => busy.on('exit', resolve));
    });
    // A core's worth while it ran, less whatever a neighbour's file took from it.
    expect(child.ours).toBeGreaterThan(0.5);
  });
});
