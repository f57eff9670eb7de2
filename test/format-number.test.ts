import { describe, expect, it } from 'vitest';
import { formatNumber } from '../src/cli/progress.js';

/** The CLI's counts are grouped by hand (no ICU load at start-up) exactly as en-GB's toLocaleString groups them. */
describe('formatNumber (the CLI\'s counts)', () => {
  it('writes whole numbers as toLocaleString(\'en-GB\') does, without loading ICU', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1246, 9999, 10_000, 50_246, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, -1, -1246, -1_000_000];
    for (let n = 1; n < 1e15; n *= 7) values.push(n, -n);
    for (const n of values) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-GB'));
  });

  it('leaves fractions and numbers beyond exact integers to toLocaleString', () => {
    for (const n of [0.5, 1234.5678, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-GB'));
  });
});
