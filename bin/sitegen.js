#!/usr/bin/env node
// The CLI is TypeScript compiled by `npm run compile` (run by `prepare` on `npm ci`) into dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// React's development build is several times slower at renderToString; the CLI renders for
// production unless told otherwise.
process.env.NODE_ENV ??= 'production';

const entry = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('sitegen: dist/cli.js is missing. Run `npm run compile` (or `npm ci`, which runs it) first.');
  process.exit(1);
}
// A full build is a process of seconds on a machine of few cores (spec 9: the demo cold in
// 2.5 s): V8's default tier-up sends every function that runs ~66 KB of bytecode to its
// optimising compiler, and in each of the build's three threads (this one, the render worker,
// the API's) that compiling took about a sixth of the demo build's CPU (`perf record`), on
// background threads competing for the same two cores. Four times the budget optimises only
// what stays hot: the demo cold build used ~14 % less CPU and wall, the 1,000 plain pages
// ~8-14 %, and 50,000 pages (a minute, where optimised code matters most) took the same time
// (scripts/bench.js). A one-path rebuild (`--path`, a third of a second) keeps V8's default:
// with the higher budget it took ~15 ms longer. Set before any thread starts: the flag is the
// process's, and the workers read it too.
const fullBuild = process.argv[2] === 'build' && !process.argv.some((arg) => arg === '--path' || arg.startsWith('--path='));
if (fullBuild) setFlagsFromString('--interrupt-budget=270336');
// A build starts the embedded content API's thread first: it loads its code on the second core
// while this thread loads the CLI and the build pipeline (spec 9: a one-path rebuild in 0.35 s,
// most of it start-up). Only the command's name is looked at for it; the options are commander's
// to read, and a build whose settings (--api, SITEGEN_API, the config file) name another API
// ends the thread (src/cli/build-command.ts). It is unreferenced until taken, so `build --help`
// or a refused option exits without waiting for it. Any other command never starts it.
const apiThread = process.argv[2] === 'build' && process.env.SITEGEN_API_IN_PROCESS !== '1'
  ? (await import('../dist/start-embedded-api.js')).prestartApiThread()
  : undefined;
const { main } = await import('../dist/cli.js');
await main(process.argv, { apiThread });
