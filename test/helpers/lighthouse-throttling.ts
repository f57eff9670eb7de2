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
