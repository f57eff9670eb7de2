import { defineConfig } from 'vitest/config';
import LongestFirst from './test/longest-first.js';
import { calibrateSlowFactor, slow, SLOW_FACTOR_VARIABLE } from './test/helpers/slow.js';
import { AUTHORED_DAY } from './content/calendar.js';

/**
 * How much slower this machine is than the quiet two-core one the limits below were set on
 * (test/helpers/slow.ts: SITEGEN_TEST_SLOW, else measured once here). Measured in the main
 * process only; the test processes read it from the environment (test.env below), as do
 * explicit limits written `slow(ms)`.
 */
const measured = process.env[SLOW_FACTOR_VARIABLE]
  ? { factor: Number(process.env[SLOW_FACTOR_VARIABLE]), reason: 'from the parent run' }
  : calibrateSlowFactor();
process.env[SLOW_FACTOR_VARIABLE] = String(measured.factor);
if (measured.reason !== 'from the parent run') console.log(`time limits × ${measured.factor} (${measured.reason})`);

/**
 * Files that measure the machine's time run alone, after the rest, one at a time. Lighthouse's
 * performance score reads the CPU time of the page's tasks: measured while another test file keeps
 * the second core busy it drops below the bar for reasons of the machine, not of the page. The
 * runtime test asserts wall-clock windows of the browser runtime (spec 4: the loading indicator
 * after 1 s, prefetch batches every 3 s), which a second file's load can push out of the window.
 */
/**
 * Every seed the tests make, through the CLI or in process, is placed around the day the demo was
 * written for (content/calendar.ts), so what they assert of its dates holds on any day they run;
 * test/integration/seed-calendar.test.ts seeds other days on purpose.
 */
process.env.SITEGEN_SEED_DAY ??= AUTHORED_DAY;

const MEASURED_ALONE = ['test/e2e/lighthouse.test.ts', 'test/e2e/runtime.test.ts'];

export default defineConfig({
  // JSX in .tsx tests: vitest's transformer (oxc) follows tsconfig.json's "jsx": "react-jsx" (the automatic runtime).
  test: {
    testTimeout: slow(60_000),
    hookTimeout: slow(180_000),
    env: { [SLOW_FACTOR_VARIABLE]: String(measured.factor), SITEGEN_SEED_DAY: process.env.SITEGEN_SEED_DAY },
    // expect.poll waits for what a page or server does next (a re-render after an edit, a save):
    // vitest's default gives it 1 s, less than a round trip can take on two cores shared with
    // another test file, Chromium and a build (the editor's re-render after an edit missed it
    // once while the preview server was writing a save to disk). Failing takes 5 s instead of 1;
    // passing takes as long as the thing itself.
    expect: { poll: { timeout: slow(5_000) } },
    pool: 'forks',
    // Two test files at a time (vitest's default on two cores is one): a file spends much of its
    // time waiting on Chromium, a child CLI or the loopback API, so a second file fills the gaps.
    // The files are independent: each serves on an ephemeral port and writes only to its own
    // mkdtemp folder or copy of the demo database and build.
    maxWorkers: 2,
    // The slowest files start first (test/longest-first.ts), so that no long file runs alone at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/*.test.{ts,tsx}', 'modules/**/*.test.{ts,tsx}'], globalSetup: ['test/private-tmp.ts'] },
      },
      {
        // Integration and end-to-end (Chromium) tests share one seeded database and one built site
        // (test/global-setup.ts).
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          exclude: MEASURED_ALONE,
          globalSetup: ['test/private-tmp.ts', 'test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'measured-alone',
          include: MEASURED_ALONE,
          globalSetup: ['test/private-tmp.ts', 'test/global-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
