/**
 * Runs a long check that reports its progress, and fails it when it stops making progress for
 * `stallMs`, naming how far it got, instead of bounding its whole length: a crawl of every page
 * takes as long as the site is big and the machine is slow, and only a crawl that is stuck is
 * wrong. The check itself is not cancelled (a caller's test ends with the rejection).
 */
export async function untilStalled<T>(stallMs: number, check: (progress: (step: string) => void) => Promise<T>): Promise<T> {
  let last = { at: Date.now(), step: '(start)', steps: 0 };
  let timer: ReturnType<typeof setInterval> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (Date.now() - last.at > stallMs) reject(new Error(`no progress for ${stallMs / 1000} s after ${last.steps} steps (last: ${last.step})`));
    }, Math.min(1000, Math.max(50, stallMs / 4)));
  });
  try {
    return await Promise.race([check((step) => { last = { at: Date.now(), step, steps: last.steps + 1 }; }), stalled]);
  } finally {
    clearInterval(timer);
  }
}
