import type { PlanResult } from './build-context.js';
import type { StageTimer } from './stage-timer.js';

/**
 * What a build does after the fetch, as the same stages whatever its kind (DESIGN "build"): a
 * full build and a `--path` build are two plans over them (full-build.ts, one-path-build.ts).
 * Each stage is a method the orchestrator runs in order through the stage timer, which times it
 * and names it on any error it throws.
 */
export interface BuildPlan {
  /** Whether anything is to be built: false when the output is already what the API publishes (then no other stage runs). */
  check(): Promise<boolean>;
  /** Each page fetched, validated and rendered (src/publish/pages/). */
  pages(): Promise<void>;
  /** The sitemaps, feeds, calendars' index, `_headers` and redirects the pages make. */
  discovery(): Promise<void>;
  /** The manifest of what the output will hold. */
  manifest(): Promise<void>;
  /** The output replaced at once: a failure before leaves it as it was. */
  publish(): Promise<void>;
  /** The image variants the published pages use, made once they are live (never fails the build: the host makes on request what this does not). */
  images(): Promise<void>;
  /** After a failure in any stage: removes what the plan wrote beside the output. */
  abandon(): Promise<void>;
  /** Always, last (timed as manifest work: a full build's scratch store goes here). */
  close(): void;
  result(): PlanResult;
}

// Images after publish: the image host makes any variant on request (spec 9), so the pages need
// not wait for the cold transforms, which on a first build cost far more than the pages.
const AFTER_CHECK = ['pages', 'discovery', 'manifest', 'publish', 'images'] as const;

/** Runs a plan's stages in order, each timed and named by `timer` (src/publish/stage-timer.ts). */
export async function runPlan(plan: BuildPlan, timer: StageTimer): Promise<PlanResult> {
  try {
    if (await timer.run('check', () => plan.check())) {
      for (const stage of AFTER_CHECK) await timer.run(stage, () => plan[stage]());
    }
    return plan.result();
  } catch (error) {
    await plan.abandon();
    throw error;
  } finally {
    await timer.run('manifest', () => plan.close());
  }
}
