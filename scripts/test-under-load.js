#!/usr/bin/env node
/**
 * Runs the README's test command (`npm test`) with every core kept busy by a bounded background
 * load, so that the suite's robustness on a slow or shared machine (a CI runner with noisy
 * neighbours, a newcomer's laptop) is measured, not hoped for. CI itself runs `npm test` once,
 * without this.
 *
 *   node scripts/test-under-load.js [--loops N] [--slow F] [-- extra vitest arguments]
 *
 * --loops N   busy loops beside the suite (default: one per core). Each is `node -e "for(;;){}"`,
 *             started before the suite and killed when it ends, however it ends.
 * --slow F    sets SITEGEN_TEST_SLOW=F for the run (every time limit of the suite times F, see
 *             test/helpers/slow.ts); unset by default, so the run shows what a busy machine does
 *             to the limits as they are.
 *
 * At the end it prints the wall time, the exit code and the ten slowest test files (from vitest's
 * JSON report, written to a temporary file), and exits with the suite's code.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split === -1 ? args : args.slice(0, split);
const extra = split === -1 ? [] : args.slice(split + 1);

function option(name, fallback) {
  const at = own.indexOf(name);
  if (at === -1) return fallback;
  const value = own[at + 1];
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value)) {
    console.error(`test-under-load: ${name} takes a number (got ${value ?? 'nothing'}); e.g. ${name} 2`);
    process.exit(2);
  }
  return Number(value);
}
const unknown = own.filter((a, i) => a.startsWith('--') && !['--loops', '--slow'].includes(a) && !['--loops', '--slow'].includes(own[i - 1]));
if (unknown.length > 0) {
  console.error(`test-under-load: unknown option ${unknown[0]}; it takes --loops N and --slow F, and vitest's own arguments after --`);
  process.exit(2);
}
const loops = option('--loops', availableParallelism());
const slow = option('--slow', undefined);

const reportDir = mkdtempSync(join(tmpdir(), 'sitegen-load-'));
const report = join(reportDir, 'vitest.json');
const busy = Array.from({ length: loops }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
const stopLoad = () => { for (const loop of busy) loop.kill('SIGKILL'); };
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopLoad(); process.exit(130); });

console.log(`test-under-load: ${loops} busy loop(s) beside \`npm test\`${slow ? `, SITEGEN_TEST_SLOW=${slow}` : ''}`);
const started = Date.now();
const suite = spawn('npm', ['test', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(slow ? { SITEGEN_TEST_SLOW: String(slow) } : {}) },
});
const code = await new Promise((resolve) => suite.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
stopLoad();
const wall = (Date.now() - started) / 1000;

let slowest = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  slowest = json.testResults
    .map((file) => ({ file: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, failed: file.assertionResults.filter((a) => a.status === 'failed').length }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log(`\ntests: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests + json.numTodoTests} skipped, of ${json.numTotalTests}`);
} catch (error) {
  console.log(`\n(no vitest report: ${error.message})`);
}
console.log(`wall time: ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s, exit code ${code}, ${loops} busy loop(s)`);
if (slowest.length > 0) {
  console.log('slowest ten files:');
  for (const s of slowest) console.log(`  ${s.seconds.toFixed(1).padStart(6)} s  ${s.file}${s.failed ? `  (${s.failed} failed)` : ''}`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(code);
