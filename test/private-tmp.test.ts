import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { expect, it } from 'vitest';

it('tests make their temporary folders inside this run\'s own folder, deleted when the run ends (test/private-tmp.ts)', () => {
  expect(basename(tmpdir())).toMatch(/^sitegen-run-/);
  expect(existsSync(tmpdir())).toBe(true);
});
