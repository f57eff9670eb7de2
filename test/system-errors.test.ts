import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeSystemError, SitegenError } from '../src/errors.js';
import { StagingWriter } from '../src/publish/write/output-files.js';

/** A real refusal from the machine: /dev/full answers every write with ENOSPC, as a full disk does. */
function fullDiskError(): unknown {
  if (!existsSync('/dev/full')) throw new Error('/dev/full is missing: this test needs Linux\'s always-full device.');
  try {
    new StagingWriter('/dev', '/nonexistent').write('full', 'a page');
  } catch (error) {
    return error;
  }
  throw new Error('writing to /dev/full did not fail');
}

describe('what the machine refuses is told as such (spec 11: errors are reported clearly)', () => {
  it('a full disk during a write becomes DISK_FULL with what to do, not an internal error with a stack', () => {
    const raw = fullDiskError();
    expect((raw as NodeJS.ErrnoException).code).toBe('ENOSPC');
    const described = describeSystemError(raw);
    expect(described).toBeInstanceOf(SitegenError);
    expect((described as SitegenError).code).toBe('DISK_FULL');
    expect((described as SitegenError).message).toMatch(/^Could not write: the disk is full \(write/);
    expect((described as SitegenError).hint).toContain('previous output');
  });

  it('leaves sitegen\'s own errors and bugs as they are', () => {
    const own = new SitegenError('BAD_OPTION', 'no');
    expect(describeSystemError(own)).toBe(own);
    const bug = new TypeError('x is undefined');
    expect(describeSystemError(bug)).toBe(bug);
    const notFound = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open', path: '/x' });
    expect(describeSystemError(notFound)).toBe(notFound);
  });
});
