import { median } from '../../scripts/median.js';

/** Lighthouse's mobile default: the host's CPU slowed 4× stands for a mid-range phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host stand for the same phone, from the benchmark index
 * Lighthouse measured at the start of a run. Lighthouse's simulated throttling multiplies the CPU
 * time the page's tasks took on the host; its default of 4× assumes a host of index about 1,500.
 * A host that is busy or slow (index below that) already stretched every task, and 4× on top
 * counts the machine against the page: Lighthouse's throttling guide ("calibrating multipliers")
 * and its CPU throttling calculator lower the multiplier with the index, 3× at 1,300 and in
 * proportion below. Never above the default: a fast host is held to the default, as before.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : 3 * (benchmarkIndex / 1300);
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, multiplier)) * 10) / 10;
}

/** Below this share of the host's usual benchmark index, a run's host counts as disturbed. */
export const DISTURBED_INDEX_SHARE = 0.8;
/** Runs seen before the host's usual index means anything. */
export const USUAL_INDEX_RUNS = 3;

/**
 * Whether the host was disturbed during a run: Lighthouse's benchmark (run on the page's own
 * renderer before the page loads, the same fixed piece of work every time) fell well below the
 * host's usual index, the median of the runs seen so far. On a shared host the hypervisor can slow
 * a guest for seconds at a time without counting it as steal, so the load of other programs does
 * not show it; every task of such a run is stretched, and 4× on top counts the machine against the
 * page. The benchmark does not depend on the page, so a slow page is never excused by it. Until
 * USUAL_INDEX_RUNS runs are seen there is no usual index, and no run is set aside.
 */
export function hostDisturbed(benchmarkIndex: number, seen: readonly number[]): boolean {
  const usual = seen.filter((index) => Number.isFinite(index) && index > 0);
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0 || usual.length < USUAL_INDEX_RUNS) return false;
  return benchmarkIndex < DISTURBED_INDEX_SHARE * median(usual);
}
