import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPrivatePostgres, type PrivatePostgres } from '../scripts/private-postgres.js';
import { copyDatabase, testBackend } from './helpers/backend.js';

const root = join(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded copy of the demo database (read-only for tests: copy it to change content). */
    demoDb: string;
    /** The demo site built once from demoDb (copy it before changing it). */
    demoOutput: string;
    /** The JSON summary of that build. */
    demoSummary: string;
    workDir: string;
    /**
     * The backend the shared content lives on (`SITEGEN_TEST_BACKEND=postgres`, spec DESIGN
     * "production shape"): 'sqlite' (the default) or 'postgres', on a private throwaway cluster
     * (scripts/private-postgres.js) or the server of SITEGEN_TEST_DATABASE_URL. On PostgreSQL,
     * demoDb is a `postgres://` URL and copies are databases made from demoTemplate.
     */
    backend: 'sqlite' | 'postgres';
    /** PostgreSQL only: a URL of the server's maintenance database, to create copies from. */
    postgresAdmin: string;
    /** PostgreSQL only: the seeded database nobody connects to, the template of every copy. */
    demoTemplate: string;
  }
}

/** What the first project's setup made, for the others (every project's global setup runs in the one main process). */
const SHARED = Symbol.for('sitegen.test.demo');
type Shared = { demoDb: string; demoOutput: string; demoSummary: string; workDir: string; backend: 'sqlite' | 'postgres'; postgresAdmin: string; demoTemplate: string };

/**
 * One seed and one full build of the demo site, shared by every test (the README's budget: the
 * whole suite in a few minutes on two cores). Tests that change content or output work on
 * copies. Each vitest project that lists this file runs it (vitest.config.ts: the Lighthouse
 * project runs after the others), so the second one gets the first one's build.
 */
export default async function setup(project: TestProject) {
  const global = globalThis as { [SHARED]?: Shared };
  const made = global[SHARED];
  if (made) {
    for (const [key, value] of Object.entries(made)) project.provide(key as keyof Shared, value);
    return;
  }
  execFileSync(process.execPath, [join(root, 'scripts/compile.js')], { stdio: 'inherit' });
  // Making the demo's ~1,000 image variants costs about a minute of CPU on two cores: the shared
  // build (and every build a test runs) skips it; test/integration/images.test.ts warms on purpose.
  process.env.SITEGEN_WARM_IMAGES ??= '0';
  const workDir = mkdtempSync(join(tmpdir(), 'sitegen-test-'));
  const backend = testBackend();
  const demoOutput = join(workDir, 'output');
  const cli = join(root, 'bin/sitegen.js');
  let demoDb = join(workDir, 'demo.db');
  let postgresAdmin = '';
  let demoTemplate = '';
  let postgres: PrivatePostgres | undefined;
  if (backend === 'postgres') {
    postgres = await startPrivatePostgres();
    // Uploads and variants of every PostgreSQL copy: one shared folder (content-addressed, as
    // several API instances share one), never the repository's data/.
    process.env.SITEGEN_MEDIA_DIR ??= join(workDir, 'media');
    postgresAdmin = postgres.url;
    demoTemplate = 'sitegen_demo_template';
    const template = await postgres.newDatabase(demoTemplate);
    execFileSync(process.execPath, [cli, 'content', 'seed', '--db', template], { cwd: workDir, stdio: 'inherit' });
    demoDb = await copyDatabase(postgresAdmin, demoTemplate, 'sitegen_demo');
  } else {
    execFileSync(process.execPath, [cli, 'content', 'seed', '--db', demoDb], { cwd: workDir, stdio: 'inherit' });
  }
  const summary = execFileSync(process.execPath, [cli, 'build', '--db', demoDb, '--out', demoOutput, '--json'], {
    cwd: workDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
  });
  const shared: Shared = { demoDb, demoOutput, demoSummary: summary.trim().split('\n').pop() ?? '{}', workDir, backend, postgresAdmin, demoTemplate };
  global[SHARED] = shared;
  for (const [key, value] of Object.entries(shared)) project.provide(key as keyof Shared, value);
  return async () => {
    delete global[SHARED];
    await postgres?.stop();
    if (!process.env.SITEGEN_KEEP_TEST_FILES) await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
    else console.log(`test files kept in ${workDir}`);
  };
}
