// Compiles the Node side (CLI, build pipeline, embedded API, templates, modules) into dist/ with
// esbuild. One bundled file per entry keeps process start fast (spec 9: a one-path rebuild in
// 0.35 s); so does bundling the small pure-JS packages every build loads (BUNDLED, below).
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Pure-JS packages on every build's start-up path, compiled into dist/ rather than loaded from
 * node_modules: Node 20 has no compile cache, and resolving, reading and compiling their ~60
 * files one by one (undici alone is 44) cost more than a one-path rebuild's own work. Every
 * other package stays external: native ones (sharp, better-sqlite3, esbuild) cannot be bundled,
 * and the heavy ones a build rarely needs (sanitize-html, fast-glob, pdfkit…) are imported
 * lazily where they are used. yocto-queue is p-limit's own dependency; lucide-static's icons are
 * one small module each (a dozen on a page's render path, each resolved and read on its own).
 */
const BUNDLED = new Set(['zod', 'undici', 'commander', 'p-limit', 'yocto-queue', 'lucide-static']);
const builtins = new Set(builtinModules);
/** React 19's exports (Object.keys(require('react'))), for the module that requires it (below). */
const REACT_EXPORTS = ['Activity',  'Children',  'Component',  'Fragment',  'Profiler',  'PureComponent',  'StrictMode',  'Suspense',  'ViewTransition',  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',  '__COMPILER_RUNTIME',  'act',  'addTransitionType',  'cache',  'cacheSignal',  'captureOwnerStack',  'cloneElement',  'createContext',  'createElement',  'createRef',  'forwardRef',  'isValidElement',  'lazy',  'memo',  'startTransition',  'unstable_useCacheRefresh',  'use',  'useActionState',  'useCallback',  'useContext',  'useDebugValue',  'useDeferredValue',  'useEffect',  'useEffectEvent',  'useId',  'useImperativeHandle',  'useInsertionEffect',  'useLayoutEffect',  'useMemo',  'useOptimistic',  'useReducer',  'useRef',  'useState',  'useSyncExternalStore',  'useTransition',  'version'];
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    // react-dom/server's Node entry loads two renderers: the one sitegen uses (renderToString and
    // renderToStaticMarkup, "legacy") and the streaming one, 300 kB more for every build to read
    // and compile at start-up. Only the first is loaded, the same file the entry would give them from.
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: 'react-dom/server', namespace: 'react-dom-server' }));
    build.onLoad({ filter: /.*/, namespace: 'react-dom-server' }, () => ({
      contents: [
        "import { dirname, join } from 'node:path';",
        "const file = process.env.NODE_ENV === 'production' ? 'react-dom-server-legacy.node.production.js' : 'react-dom-server-legacy.node.development.js';",
        // The chunk's banner defines require (createRequire); react-dom exports no ./cjs/ path, so the file is reached from its entry's folder.
        "const legacy = require(join(dirname(require.resolve('react-dom/server')), 'cjs', file));",
        'export const renderToString = legacy.renderToString;',
        'export const renderToStaticMarkup = legacy.renderToStaticMarkup;',
      ].join('\n'),
      resolveDir: root, loader: 'js',
    }));
    // React and its JSX runtime are CommonJS: imported as ES modules, Node reads and scans each
    // file (and both its production and development variants, the targets of its conditional
    // re-export) for their export names before loading one — a measurable part of each rendering thread's
    // start-up (spec 9: a one-path rebuild in 0.35 s). Required, as react-dom/server is, only
    // the variant NODE_ENV names is read. An export missing here fails the compile, not a build.
    // So is better-sqlite3 (its default export only), which the embedded API's thread loads first.
    build.onResolve({ filter: /^(react(\/jsx-runtime)?|better-sqlite3)$/ }, (args) => (args.kind === 'require-call'
      ? { path: args.path, external: true } : { path: args.path, namespace: 'cjs-required' }));
    build.onLoad({ filter: /.*/, namespace: 'cjs-required' }, (args) => ({
      contents: {
        react: [`const react = require('react');`, 'export default react;', `export const { ${REACT_EXPORTS.join(', ')} } = react;`],
        'react/jsx-runtime': [`const runtime = require('react/jsx-runtime');`, 'export const { Fragment, jsx, jsxs } = runtime;'],
        'better-sqlite3': [`export default require('better-sqlite3');`],
      }[args.path].join('\n'),
      resolveDir: root, loader: 'js',
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path) || BUNDLED.has(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
    // zod's namespace (`z`) carries its error messages in ~45 languages (360 kB, half of what
    // the CLI compiled of zod); sitegen words its own messages and keeps zod's default, English.
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
      ? { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`, resolveDir: dirname(args.path), loader: 'js',
    }));
  },
};
// Chunk names are content-hashed: start clean so stale chunks never pile up.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // start-embedded-api, start-render-workers: bin/sitegen.js starts a build's API thread and
  // render threads with them before loading the CLI.
  entryPoints: { cli: 'src/cli/main.ts', 'subset-fonts': 'src/publish/write/site-fonts.ts', 'api-worker': 'src/publish/sources/api-worker.ts', 'render-worker': 'src/publish/pages/render-worker.ts', 'start-embedded-api': 'src/publish/sources/start-embedded-api.ts', 'start-render-workers': 'src/publish/pages/start-render-workers.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  // undici is CommonJS: its require() of Node's built-ins needs a require in an ES module.
  banner: { js: "import { createRequire as __sitegenCreateRequire } from 'node:module'; const require = __sitegenCreateRequire(import.meta.url);" },
  jsx: 'automatic',
  sourcemap: 'linked',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  define: { 'process.env.SITEGEN_COMPILED': '"1"' },
});

// The HTML sanitizer as one CommonJS file, required by modules/sanitize-rich-text.ts on the
// first rich text of a compiled run: resolving and reading sanitize-html's ~60 files from
// node_modules cost a render thread about three times what this one file does (spec 9: a one-path rebuild in
// 0.35 s). postcss (a third of those files) is only called to filter style attributes, which the
// sanitizer never allows, so it is required when first called rather than with the rest.
await build({
  absWorkingDir: root,
  entryPoints: ['sanitize-html'],
  outfile: 'dist/vendor/sanitize-html.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  plugins: [{
    name: 'postcss-on-first-call',
    setup(build) {
      // The stub's own require stays a require of node_modules' postcss, made when first called.
      build.onResolve({ filter: /^postcss$/ }, (args) => (args.namespace === 'postcss-on-first-call'
        ? { path: 'postcss', external: true } : { path: 'postcss', namespace: 'postcss-on-first-call' }));
      build.onLoad({ filter: /.*/, namespace: 'postcss-on-first-call' }, () => ({
        contents: "module.exports = { parse: (...args) => require('postcss').parse(...args) };", resolveDir: root, loader: 'js',
      }));
    },
  }],
});

// The browser runtime: an eager entry plus one chunk per island view and a shared React chunk,
// content-hashed, minified, production React. The build copies dist/client/ into
// output/_sitegen/ and links the entry named in assets.json from every page.
const client = await build({
  absWorkingDir: root,
  entryPoints: { main: 'runtime/main.ts' },
  outdir: 'dist/client',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  splitting: true,
  minify: true,
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
});
const outputs = Object.entries(client.metafile.outputs);
const entry = outputs.find(([, meta]) => meta.entryPoint === 'runtime/main.ts');
const files = outputs.map(([file]) => file.replace(/^dist\/client\//, '')).filter((f) => !f.endsWith('.map'));
for (const [file, meta] of outputs) {
  // Forms validate in the browser with zod/mini (modules/form-schema.ts); the full zod API
  // (every module's schema) must never reach the client.
  if (Object.keys(meta.inputs).some((input) => input.includes('node_modules/zod/v4/classic') || /node_modules\/zod\/(index|v4\/index)\.js$/.test(input))) {
    throw new Error(`${file} bundles zod's full API: a client view imports a schema file; move the view into a zod-free *-view.tsx`);
  }
}
writeFileSync(new URL('../dist/client/assets.json', import.meta.url), JSON.stringify({ entry: entry[0].replace(/^dist\/client\//, ''), files }, null, 2));

// The stylesheets, minified: the site's (every published page links it, on the critical path,
// spec 9) and the editor's (only sitegen preview links it). The build reads them from dist/styles/.
await build({
  absWorkingDir: root,
  entryPoints: { site: 'templates/styles.css', editor: 'templates/editor.css' },
  outdir: 'dist/styles',
  bundle: true,
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});

// The site's faces subset to the characters and features the pages use (src/publish/write/site-fonts.ts).
await (await import('../dist/subset-fonts.js')).subsetSiteFonts(root);

// The code hash of what was just compiled (src/publish/manifest/code-hash.ts, CODE_FILES: the same list
// and the same hashing), so a build does not list and read every source file at start-up.
const codeFiles = fg.sync(['src/**/*.{ts,tsx}', 'templates/**/*', 'modules/**/*', 'runtime/**/*', 'package-lock.json'], { cwd: root, ignore: ['**/*.test.*', '**/*.md'], onlyFiles: true }).sort();
const codeHash = createHash('sha256');
for (const file of codeFiles) codeHash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
writeFileSync(new URL('../dist/code-hash.txt', import.meta.url), `${codeHash.digest('hex')}\n`);
