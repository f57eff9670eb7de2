import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, isErrorCode } from '../src/contract/error-catalogue.js';
import { repoRoot } from './helpers/cli.js';

/**
 * One catalogue of error codes (src/contract/error-catalogue.ts). `SitegenError` and `ApiError`
 * take only its codes (the type check refuses any other); this finds the codes written where
 * no type looks: the `code` of an answer's JSON body, and each ApiError's status.
 */
const sources = fg.sync(['src/**/*.{ts,tsx}', 'server/**/*.ts', 'runtime/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}'], { cwd: repoRoot, ignore: ['**/*.test.*'] })
  .map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));
const errno = new Set(Object.keys(constants.errno));

describe('the error catalogue', () => {
  it('holds every code an answer\'s JSON carries (Node\'s own errno codes aside)', () => {
    const unknown: string[] = [];
    for (const { file, text } of sources) {
      if (file === 'src/contract/error-catalogue.ts') continue;
      for (const [, code] of text.matchAll(/\bcode: '([A-Z][A-Z0-9_]+)'/g)) if (!isErrorCode(code) && !errno.has(code!)) unknown.push(`${file}: ${code}`);
    }
    expect(unknown).toEqual([]);
  });

  it('every ApiError answers with its code\'s status', () => {
    const wrong: string[] = [];
    for (const { file, text } of sources) {
      for (const [, status, code] of text.matchAll(/new ApiError\(\s*(\d{3}),\s*'([A-Z_]+)'/g)) {
        const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE] as { status?: number } | undefined;
        if (entry?.status !== Number(status)) wrong.push(`${file}: ${code} answered ${status}, the catalogue says ${entry?.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists no code that nothing makes', () => {
    const all = sources.filter((s) => s.file !== 'src/contract/error-catalogue.ts').map((s) => s.text).join('\n');
    expect(Object.keys(ERROR_CATALOGUE).filter((code) => !all.includes(`'${code}'`))).toEqual([]);
  });

  it('says for each code what happened, where, and what to do', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(entry.title.length, code).toBeGreaterThan(10);
      expect(entry.fix, code).toMatch(/\.$/);
      if (entry.where.includes('api' as never)) expect((entry as { status?: number }).status, code).toBeGreaterThanOrEqual(400);
    }
  });
});
