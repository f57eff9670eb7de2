import { describe, expect, it } from 'vitest';
import { hasPassed, renderAt } from '../templates/clock.js';

const at = (iso: string) => Date.parse(iso);

describe('the render clock (templates/clock.ts)', () => {
  it('judges instants by the render\'s clock, and gives the earliest future one compared as the page\'s validity', () => {
    const now = at('2027-01-10T12:00:00Z');
    const { result, validUntil } = renderAt(now, () => [
      hasPassed(at('2027-01-09T10:00:00Z')),
      hasPassed(at('2027-03-01T10:00:00Z')),
      hasPassed(at('2027-01-23T09:00:00Z')),
      hasPassed(now),
    ]);
    expect(result).toEqual([true, false, false, true]);
    expect(validUntil).toBe(at('2027-01-23T09:00:00Z'));
  });

  it('a render that compares nothing, or only past instants, is valid for ever (null)', () => {
    expect(renderAt(at('2027-01-10T12:00:00Z'), () => 'text').validUntil).toBeNull();
    expect(renderAt(at('2027-01-10T12:00:00Z'), () => hasPassed(at('2026-12-01T00:00:00Z'))).validUntil).toBeNull();
  });

  it('a render inside another keeps its own reading, and the outer one goes on after it', () => {
    const outer = renderAt(at('2027-01-10T12:00:00Z'), () => {
      const inner = renderAt(at('2027-06-01T00:00:00Z'), () => hasPassed(at('2027-02-01T00:00:00Z')));
      expect(inner).toEqual({ result: true, validUntil: null });
      return hasPassed(at('2027-05-01T00:00:00Z'));
    });
    expect(outer).toEqual({ result: false, validUntil: at('2027-05-01T00:00:00Z') });
  });

  it('outside a render, the clock is the real one (the browser), and nothing is noted', () => {
    expect(hasPassed(Date.now() - 1000)).toBe(true);
    expect(hasPassed(Date.now() + 60_000)).toBe(false);
    expect(hasPassed(Number.NaN)).toBe(false);
  });
});
