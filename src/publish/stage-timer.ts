/**
 * The build's stages as the orchestrator runs them one after another (src/publish/build-site.ts),
 * each the wall time since the previous one ended, so together they are the build's time. The
 * `--json` summary carries them as `stages` and `--verbose` prints them.
 */
export type StageName = 'plan' | 'connect' | 'fetch' | 'check' | 'pages' | 'discovery' | 'manifest' | 'publish' | 'images';

/** Milliseconds per stage; a stage the build did not run is absent. */
export type StageTimings = Partial<Record<StageName, number>>;

/**
 * What the pages took, each stage summed over every page (fetch includes its distributors and
 * list pages). Pages run concurrently and in several threads, so these add up to more than the
 * `pages` stage's wall time: they say where the pages' work went, not how long the build waited.
 */
export interface PageTimings { fetch: number; validate: number; render: number; write: number }

export const noPageTimings = (): PageTimings => ({ fetch: 0, validate: 0, render: 0, write: 0 });

export function addPageTimings(total: PageTimings, page: PageTimings): void {
  total.fetch += page.fetch;
  total.validate += page.validate;
  total.render += page.render;
  total.write += page.write;
}

export function roundTimings<T extends object>(timings: T): T {
  return Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round((v as number) * 10) / 10])) as T;
}

export interface StageTimer {
  /** Ends the running stage: the time since the last lap (or the start) goes to `stage`. */
  lap(stage: StageName): void;
  /**
   * Runs one stage: its time (since the last lap) goes to `stage` whether it succeeds or fails,
   * and an error it throws says which stage it came from (`stageOf`; `--json` carries it as
   * `error.stage`, `--verbose` prints it).
   */
  run<T>(stage: StageName, work: () => T | Promise<T>): Promise<T>;
  readonly stages: StageTimings;
  readonly started: number;
}

export function createStageTimer(started = performance.now()): StageTimer {
  let last = started;
  const stages: StageTimings = {};
  return {
    started,
    stages,
    lap(stage) {
      const now = performance.now();
      stages[stage] = (stages[stage] ?? 0) + (now - last);
      last = now;
    },
    async run(stage, work) {
      try {
        return await work();
      } catch (error) {
        // The innermost stage names it: a stage run inside another keeps its own name.
        if (error instanceof Error && !STAGE.has(error)) STAGE.set(error, stage);
        throw error;
      } finally {
        this.lap(stage);
      }
    },
  };
}

const STAGE = new WeakMap<Error, StageName>();

/** The stage of the build an error came from, when it came from one. */
export function stageOf(error: unknown): StageName | undefined {
  return error instanceof Error ? STAGE.get(error) : undefined;
}
