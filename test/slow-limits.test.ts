import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, DISTURBED_INDEX_SHARE, hostDisturbed } from './helpers/lighthouse-throttling.js';
import { calibrateSlowFactor, REFERENCE_CALIBRATION_MS } from './helpers/slow.js';

/** The suite's time limits scale with the machine (test/helpers/slow.ts), and only ever loosen. */
describe('the run\'s slow factor', () => {
  const never = () => { throw new Error('measured although SITEGEN_TEST_SLOW was set'); };

  it('SITEGEN_TEST_SLOW, when set, is the factor, and nothing is measured', () => {
    expect(calibrateSlowFactor({ SITEGEN_TEST_SLOW: '2' }, never)).toEqual({ factor: 2, reason: 'SITEGEN_TEST_SLOW=2' });
    expect(calibrateSlowFactor({ SITEGEN_TEST_SLOW: '1' }, never).factor).toBe(1);
    expect(calibrateSlowFactor({ SITEGEN_TEST_SLOW: ' 1.5 ' }, never).factor).toBe(1.5);
  });

  it('a SITEGEN_TEST_SLOW that is not a number from 1 to 20 is an error naming the variable and an example', () => {
    for (const value of ['fast', '0', '0.5', '-2', '21', 'Infinity']) {
      expect(() => calibrateSlowFactor({ SITEGEN_TEST_SLOW: value }, never)).toThrow(`SITEGEN_TEST_SLOW must be a number from 1 to 20 (how many times slower this machine is than a quiet two-core one), not "${value}"; e.g. SITEGEN_TEST_SLOW=2 npm test`);
    }
  });

  it('unset, it is how much slower a fixed piece of work runs than on the tuned machine: never below 1, at most 4', () => {
    const at = (ms: number) => calibrateSlowFactor({}, () => ms).factor;
    expect(at(REFERENCE_CALIBRATION_MS / 3)).toBe(1);
    expect(at(REFERENCE_CALIBRATION_MS)).toBe(1);
    expect(at(REFERENCE_CALIBRATION_MS * 1.5)).toBe(1.5);
    expect(at(REFERENCE_CALIBRATION_MS * 2.04)).toBe(2);
    expect(at(REFERENCE_CALIBRATION_MS * 10)).toBe(4);
    expect(calibrateSlowFactor({ SITEGEN_TEST_SLOW: '' }, () => REFERENCE_CALIBRATION_MS * 2).factor).toBe(2);
    expect(calibrateSlowFactor({}, () => 450.4).reason).toBe(`measured: a calibration took 450 ms here, ${REFERENCE_CALIBRATION_MS} ms on a quiet two-core machine`);
  });
});

describe('Lighthouse\'s CPU slowdown, calibrated to the host', () => {
  it('follows Lighthouse\'s calculator on a slow or busy host (3× at index 1,300, in proportion below), never below 1×', () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(650)).toBe(1.5);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it('never goes above Lighthouse\'s default: a fast host is held to the default', () => {
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBe(4);
    expect(calibratedCpuSlowdown(9000)).toBe(4);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });
});

describe('a Lighthouse run on a disturbed host', () => {
  const usual = [2400, 2600, 2500];

  it('is one whose benchmark index fell below 80 % of the host\'s usual index (the median of the runs before it)', () => {
    expect(DISTURBED_INDEX_SHARE).toBe(0.8);
    expect(hostDisturbed(1802, usual)).toBe(true);
    expect(hostDisturbed(1999, usual)).toBe(true);
    expect(hostDisturbed(2000, usual)).toBe(false);
    expect(hostDisturbed(2900, usual)).toBe(false);
  });

  it('is never one on a host that is slow all along: its own runs make its usual index', () => {
    const slowHost = [900, 950, 1000, 920];
    expect(hostDisturbed(880, slowHost)).toBe(false);
    expect(calibratedCpuSlowdown(880)).toBeLessThan(DEFAULT_CPU_SLOWDOWN);
  });

  it('is never said before three runs are seen, nor of a run without an index', () => {
    expect(hostDisturbed(500, [])).toBe(false);
    expect(hostDisturbed(500, [2400, 2600])).toBe(false);
    expect(hostDisturbed(500, [2400, Number.NaN, 0, 2600])).toBe(false);
    expect(hostDisturbed(Number.NaN, usual)).toBe(false);
    expect(hostDisturbed(0, usual)).toBe(false);
  });
});
