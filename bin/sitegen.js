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
// A build over the embedded content API (no --api) starts the API's thread first: it loads its
// code on the second core while this thread loads the CLI and the build pipeline (spec 9: a
// one-path rebuild in 0.35 s, most of it start-up). The build ends it if the configuration names
// another API after all; any other command never starts it.
const args = process.argv.slice(2);
const apiThread = args[0] === 'build' && !process.env.SITEGEN_API && process.env.SITEGEN_API_IN_PROCESS !== '1'
  && !args.some((a) => a === '--api' || a.startsWith('--api=') || a === '--help' || a === '-h')
  ? (await import('../dist/start-embedded-api.js')).prestartApiThread()
  : undefined;
const { main } = await import('../dist/cli.js');
await main(process.argv, { apiThread });
