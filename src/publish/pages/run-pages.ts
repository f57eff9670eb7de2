import { PageErrors } from '../../errors.js';

/** What building one item came to: nothing to report, the page's own problems, or a failure that stops the build. */
export type PageOutcome = { problems: string[] } | { failure: Error } | null;

/**
 * Runs `build` over items, at most `concurrency` at once; stops launching on the first failure
 * that is not a page's own problem. Problems are reported together, after every page ran.
 */
export async function runPages<T>(items: T[], options: { concurrency: number; pathOf: (item: T) => string; onProgress?: ((done: number, total: number) => void) | undefined },
  build: (item: T) => Promise<PageOutcome>): Promise<void> {
  const problems: { path: string; message: string }[] = [];
  let fatal: Error | null = null;
  let finished = 0;
  let next = 0;
  // `concurrency` loops each taking the next item: at most that many pages in flight and none
  // queued as a promise of its own (spec 9: memory bounded; 50,000 queued tasks were not).
  const loop = async () => {
    while (!fatal && next < items.length) {
      const item = items[next++]!;
      const result = await build(item);
      if (result && 'problems' in result) for (const message of result.problems) problems.push({ path: options.pathOf(item), message });
      else if (result && !fatal) fatal = result.failure;
      options.onProgress?.(++finished, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, items.length)) }, loop));
  if (fatal) throw fatal;
  if (problems.length > 0) throw new PageErrors(problems);
}
