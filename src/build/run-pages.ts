import pLimit from 'p-limit';
import { PageErrors } from '../errors.js';

/** What building one item came to: nothing to report, the page's own problems, or a failure that stops the build. */
export type PageOutcome = { problems: string[] } | { failure: Error } | null;

/**
 * Runs `build` over items, at most `concurrency` at once; stops launching on the first failure
 * that is not a page's own problem. Problems are reported together, after every page ran.
 */
export async function runPages<T>(items: T[], options: { concurrency: number; pathOf: (item: T) => string; onProgress?: ((done: number, total: number) => void) | undefined },
  build: (item: T) => Promise<PageOutcome>): Promise<void> {
  const limit = pLimit(options.concurrency);
  const problems: { path: string; message: string }[] = [];
  let fatal: Error | null = null;
  let finished = 0;
  await Promise.all(items.map((item) => limit(async () => {
    // Tasks still queued see `fatal` and return at once (clearing the queue would leave their
    // promises unsettled).
    if (fatal) return;
    const result = await build(item);
    if (result && 'problems' in result) for (const message of result.problems) problems.push({ path: options.pathOf(item), message });
    else if (result && !fatal) fatal = result.failure;
    options.onProgress?.(++finished, items.length);
  })));
  if (fatal) throw fatal;
  if (problems.length > 0) throw new PageErrors(problems);
}
