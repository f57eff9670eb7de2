#!/usr/bin/env node
// The CLI is TypeScript compiled by `npm run compile` (run by `prepare` on `npm ci`) into dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React's development build is several times slower at renderToString; the CLI renders for
// production unless told otherwise.
process.env.NODE_ENV ??= 'production';

const entry = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('sitegen: dist/cli.js is missing. Run `npm run compile` (or `npm ci`, which runs it) first.');
  process.exit(1);
}
// A build starts the embedded content API's thread first: it loads its code on the second core
// while this thread loads the CLI and the build pipeline (spec 9: a one-path rebuild in 0.35 s,
// most of it start-up). Only the command's name is looked at here; the options are commander's
// to read, and a build whose settings (--api, SITEGEN_API, the config file) name another API
// ends the thread (src/cli/build-command.ts). It is unreferenced until taken, so `build --help`
// or a refused option exits without waiting for it. Any other command never starts it.
const building = process.argv[2] === 'build';
const apiThread = building && process.env.SITEGEN_API_IN_PROCESS !== '1'
  ? (await import('../dist/start-embedded-api.js')).prestartApiThread()
  : undefined;
// A build of the whole site starts its render workers now too, gated: Node starts in each on
// another core while this thread loads the CLI, and the build command lets them load React, zod
// and the templates as soon as it knows it renders every page, or ends them (spec 9: the demo
// cold in 2.5 s; src/publish/pages/start-render-workers.ts). The API's thread is one of the render
// threads (src/publish/pages/render-pool.ts): on two cores there is no worker to start. A one-path
// rebuild renders in this thread and starts none. A bad SITEGEN_RENDER_THREADS is left for the
// build to refuse, in its own words.
const renderWorkers = building && !process.argv.some((arg) => arg === '--path' || arg.startsWith('--path='))
  ? await import('../dist/start-render-workers.js').then(({ startRenderWorkers }) => startRenderWorkers({ gated: true, besides: apiThread ? 1 : 0 })).catch(() => undefined)
  : undefined;
const { main } = await import('../dist/cli.js');
await main(process.argv, { apiThread, renderWorkers });
