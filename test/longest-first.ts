import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (18 s to a minute each on two cores, from a fresh-clone run's
 * per-file times), longest first. Vitest starts files with no cached timings (a fresh clone, as in
 * CI) largest first, and these are small files that spend their time in Chromium or child
 * builds: started last, one of them ran minutes alone on one core while the other waited. Started
 * first, the short files fill the end. A file missing here only keeps vitest's own order.
 */
export const LONGEST_FIRST = [
  'test/e2e/csp.test.ts',
  'test/e2e/forms.test.ts',
  'test/e2e/preview.test.ts',
  'test/e2e/layout.test.ts',
  'test/e2e/focus-ring.test.ts',
  'test/e2e/modules.test.ts',
  'test/e2e/accessibility.test.ts',
  'test/e2e/editor-ui.test.ts',
  'test/integration/postgres-content.test.ts',
  'test/integration/build.test.ts',
  'test/e2e/program-tables.test.ts',
  'test/integration/build-faults.test.ts',
  'test/integration/cli-errors.test.ts',
  'test/integration/links.test.ts',
  'test/integration/editing.test.ts',
  'test/e2e/search.test.ts',
  'test/integration/discovery-files.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(relative(root, file.moduleId).split('\\').join('/'));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Within a group and project only (vitest's order between them stays); a stable sort.
    const group = (file: TestSpecification) => `${file.project.config.sequence.groupOrder} ${file.project.name}`;
    return sorted.map((file, i) => ({ file, i }))
      .sort((a, b) => (group(a.file) === group(b.file) ? rank(a.file) - rank(b.file) : 0) || a.i - b.i)
      .map(({ file }) => file);
  }
}
