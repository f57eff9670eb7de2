// Preloaded with `node --import` (through NODE_OPTIONS) into a CLI run: when each thread ends,
// appends the npm packages (and their files) that thread loaded through require (sharp, sanitize-html, fast-glob
// and undici are CommonJS, so they show in the require cache however they were imported) as one
// JSON line to $SITEGEN_LOADED_PACKAGES, with (main thread only) the compiled ES modules it
// loaded from dist/, seen by a module load hook. test/integration/build-stages.test.ts reads it.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { isMainThread, MessageChannel, threadId } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const file = process.env.SITEGEN_LOADED_PACKAGES;
const modules = new Set();
if (file && isMainThread) {
  // The hooks run in a thread of their own: each load of a dist/ file is posted back here.
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url) => modules.add(url));
  port1.unref();
  const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) {
  const at = url.lastIndexOf('/dist/');
  if (at !== -1) port.postMessage(url.slice(at + 1));
  return next(url, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });
}
// $SITEGEN_THREAD_STARTS gets a line as each thread starts: a thread stopped before it ends
// (terminated, or left running as the process exits) writes no line of packages.
if (process.env.SITEGEN_THREAD_STARTS) appendFileSync(process.env.SITEGEN_THREAD_STARTS, `${isMainThread ? 'main' : threadId}\n`);
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
    appendFileSync(file, `${JSON.stringify({ thread: isMainThread ? 'main' : threadId, packages: [...packages].sort(), files: files.sort(), modules: [...modules].sort() })}\n`);
  });
}
