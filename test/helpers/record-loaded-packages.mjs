// Preloaded with `node --import` (through NODE_OPTIONS) into a CLI run: when each thread ends,
// appends the npm packages (and their files) that thread loaded through require (sharp, sanitize-html, fast-glob
// and undici are CommonJS, so they show in the require cache however they were imported) as one
// JSON line to $SITEGEN_LOADED_PACKAGES. test/integration/one-path-loads.test.ts reads it.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isMainThread, threadId } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const file = process.env.SITEGEN_LOADED_PACKAGES;
if (file) {
  process.on('exit', () => {
    const packages = new Set();
    const files = [];
    for (const path of Object.keys(require.cache)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path.split('\\').join('/'));
      if (match) {
        packages.add(match[1]);
        files.push(`${match[1]}/${match[2]}`);
      }
      // A package compiled into one file by scripts/compile.js (dist/vendor/NAME.cjs) counts as that package.
      const vendored = /\/dist\/vendor\/([^/]+)\.cjs$/.exec(path.split('\\').join('/'));
      if (vendored) {
        packages.add(vendored[1]);
        files.push(`dist/vendor/${vendored[1]}.cjs`);
      }
    }
    appendFileSync(file, `${JSON.stringify({ thread: isMainThread ? 'main' : threadId, packages: [...packages].sort(), files: files.sort() })}\n`);
  });
}
