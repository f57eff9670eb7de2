/**
 * Every time limit of the suite (vitest's test and hook timeouts, expect.poll's wait, Playwright's
 * action and navigation waits, and the explicit limits of slow tests) is a budget for a machine
 * like the one the suite was tuned on, a quiet two-core one. A slower machine, or one shared with
 * other work (a CI runner's noisy neighbours), needs more of the same: `slow(ms)` is that budget
 * times the run's factor. It only ever loosens a limit that bounds a wait; a rule's own window
 * (spec 4's 1 s delayed-load signal, 3 s prefetch batches) is tested with the page's clock or
 * around the rule, never with this.
 *
 * The factor is `SITEGEN_TEST_SLOW` when it is set (a number from 1 to 20: `SITEGEN_TEST_SLOW=2
 * npm test` on a machine known to be twice as slow; `SITEGEN_TEST_SLOW=1` keeps every limit as
 * written), else a calibration measured once when the run starts (calibrateSlowFactor below).
 * vitest.config.ts hands it to every test process as SITEGEN_TEST_SLOW_FACTOR.
 */
export const SLOW_FACTOR_VARIABLE = 'SITEGEN_TEST_SLOW_FACTOR';

/** This run's factor (read each time: the main process sets it after this module may have loaded). */
export function slowFactor(): number {
  const factor = Number(process.env[SLOW_FACTOR_VARIABLE] ?? 1);
  return Number.isFinite(factor) && factor >= 1 ? factor : 1;
}

/** A time limit of `ms` on the tuned machine, scaled to this run's machine. */
export function slow(ms: number): number {
  return Math.round(ms * slowFactor());
}

/**
 * What calibrationWork() took, 24 times over, on the machine the suite was tuned on while quiet
 * (two cores). A fixed amount of JavaScript work, like the suite's own (rendering, parsing,
 * serving): it sees both a slower CPU and a CPU shared with other work. Not the start of a
 * process, which an environment can slow by itself (NODE_EXTRA_CA_CERTS makes every Node start
 * load a certificate bundle) without the machine being any slower.
 */
export const REFERENCE_CALIBRATION_MS = 300;
/** A calibration never loosens limits more than this (a machine slower than that needs SITEGEN_TEST_SLOW). */
const MAX_MEASURED_FACTOR = 4;

export interface SlowFactor { factor: number; reason: string }

/** A few milliseconds of plain JavaScript: arithmetic, strings, an array. */
function calibrationWork(): number {
  let x = 0;
  const parts: string[] = [];
  for (let i = 0; i < 3_000_000; i++) {
    x += Math.sqrt(i) * (i & 7);
    if ((i & 4095) === 0) parts.push(x.toFixed(3));
  }
  return parts.join(',').length + x;
}

/**
 * The time of 24 rounds of calibrationWork(), in ms, after one round to warm the JIT. Measured
 * as one total, not a median of short runs: the scheduler lets a newly busy process run at full
 * speed for a while before it shares the CPU, so only a run of some length sees the sharing.
 */
export function measureCalibration(): number {
  calibrationWork();
  const start = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < 24; i++) sink += calibrationWork();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return Number.isNaN(sink) ? Number.NaN : ms;
}

/**
 * The run's factor: SITEGEN_TEST_SLOW when set (an error naming it when it is not a number from 1
 * to 20), else how much slower a fixed piece of work runs here than on the tuned machine, between
 * 1 and 4, to one decimal. Measured before any test starts, it sees what else the machine is doing.
 */
export function calibrateSlowFactor(env: NodeJS.ProcessEnv = process.env, measure: () => number = measureCalibration): SlowFactor {
  const set = env.SITEGEN_TEST_SLOW?.trim();
  if (set !== undefined && set !== '') {
    const factor = Number(set);
    if (!Number.isFinite(factor) || factor < 1 || factor > 20) {
      throw new Error(`SITEGEN_TEST_SLOW must be a number from 1 to 20 (how many times slower this machine is than a quiet two-core one), not "${set}"; e.g. SITEGEN_TEST_SLOW=2 npm test`);
    }
    return { factor, reason: `SITEGEN_TEST_SLOW=${set}` };
  }
  const ms = measure();
  const factor = Math.min(MAX_MEASURED_FACTOR, Math.max(1, Math.round((ms / REFERENCE_CALIBRATION_MS) * 10) / 10));
  return { factor, reason: `measured: a calibration took ${Math.round(ms)} ms here, ${REFERENCE_CALIBRATION_MS} ms on a quiet two-core machine` };
}
