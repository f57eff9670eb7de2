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
const { main } = await import('../dist/cli.js');
await main(process.argv);
