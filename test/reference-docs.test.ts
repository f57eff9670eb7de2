import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configReference, errorReference } from '../scripts/reference-docs.js';
import { repoRoot } from './helpers/cli.js';

/** The references in docs/ are made from the code: a change to a code or a setting must reach them (`npm run docs`). */
describe('generated references', () => {
  it('docs/errors.md is the error catalogue as it is', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'errors.md'), 'utf8'), 'docs/errors.md is out of date: run `npm run docs`').toBe(errorReference());
  });

  it('docs/configuration.md is the settings as they are', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'configuration.md'), 'utf8'), 'docs/configuration.md is out of date: run `npm run docs`').toBe(configReference());
  });
});
