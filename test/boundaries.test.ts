import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';
import { slow } from './helpers/slow.js';

/**
 * The architecture's import boundaries (.dependency-cruiser.cjs): the content API and the
 * publishing pipeline meet only in the contract, the pipeline reaches the API only through its
 * content-source adapters, rendering asks the API for nothing, and the code that runs in the browser imports neither side.
 */
const FOLDERS = ['src', 'server', 'runtime', 'templates', 'modules', 'content'];

function cruise(cwd: string, config: string) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...FOLDERS, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (!result.stdout.trim().startsWith('{')) throw new Error(`dependency-cruiser failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
}

describe('import boundaries', () => {
  it('the project keeps every boundary', () => {
    const { summary } = cruise(repoRoot, '.dependency-cruiser.cjs');
    expect(summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  }, slow(120_000));

  it('each rule refuses the import it is about (a project that breaks them all)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-boundaries-'));
    cpSync(join(repoRoot, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
    const files: Record<string, string> = {
      'src/publish/build-site.ts': "import { handler } from '../../server/api.js';\nexport const build = handler;\n",
      'src/publish/sources/in-process.ts': "import { handler } from '../../../server/api.js';\nexport const source = handler;\n",
      'server/api.ts': "import { build } from '../src/publish/build-site.js';\nexport const handler = build;\n",
      'src/contract/schemas.ts': "import { handler } from '../../server/api.js';\nexport const schema = handler;\n",
      'runtime/main.ts': "import { build } from '../src/publish/build-site.js';\nexport const main = build;\n",
      'src/publish/fetch/api-client.ts': 'export const client = 1;\n',
      'src/publish/render/list-variants.ts': "import { client } from '../fetch/api-client.js';\nexport const variants = client;\n",
      'content/seed.ts': 'export const seed = 1;\n',
      'templates/page.ts': 'export const page = 1;\n',
      'modules/hero.ts': 'export const hero = 1;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const found = cruise(dir, '.dependency-cruiser.cjs').summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual([
      'contract-stands-alone: src/contract/schemas.ts → server/api.ts',
      'pipeline-reaches-server-through-sources: src/publish/build-site.ts → server/api.ts',
      'rendering-is-a-function-of-page-data: src/publish/render/list-variants.ts → src/publish/fetch/api-client.ts',
      'server-not-on-pipeline: server/api.ts → src/publish/build-site.ts',
      'shared-code-imports-no-side: runtime/main.ts → src/publish/build-site.ts',
    ]);
  }, slow(60_000));

  it('storage code asks its dialect adapter what differs, never which database it is on (server/sql/dialect-adapter.ts)', () => {
    // Each database's own code: its search engine and the SQLite opener.
    const own = new Set(['search.ts', 'search-postgres.ts', 'search-engine.ts', 'open-database.ts']);
    // The domain modules and their repositories (server/storage/), which hold the SQL.
    const files = ['server', 'server/storage'].flatMap((dir) => readdirSync(join(repoRoot, dir)).filter((f) => f.endsWith('.ts') && !own.has(f)).map((f) => `${dir}/${f}`));
    const branching = files
      .flatMap((f) => readFileSync(join(repoRoot, f), 'utf8').split('\n').map((line, n) => ({ where: `${f}:${n + 1}`, line })))
      .filter(({ line }) => /\.dialect\s*[!=]==\s*'(sqlite|postgres)'|json_each|jsonb_|sqlite_master|pg_advisory|string_agg|group_concat\(/.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line));
    // Where the uploads live by default follows the database's location (beside a SQLite file), not its SQL.
    expect(branching.filter((b) => !/mediaFolder\('postgres:\/\/'\)/.test(b.line)).map((b) => `${b.where}: ${b.line.trim()}`)).toEqual([]);
  });

  it('the domain modules keep their rules and leave the SQL to their repositories (server/storage/README.md)', () => {
    const domains = ['accounts.ts', 'tokens.ts', 'forms.ts', 'downloads.ts', 'media.ts', 'editing.ts', 'versions.ts', 'schedules.ts', 'pages.ts', 'redirects.ts'];
    const sqlLines = domains
      .flatMap((f) => readFileSync(join(repoRoot, 'server', f), 'utf8').split('\n').map((line, n) => ({ where: `server/${f}:${n + 1}`, line })))
      .filter(({ line }) => /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET)\b|\b(sql|tx|db)\.(all|get|run|exec)\(/.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line));
    expect(sqlLines.map((b) => `${b.where}: ${b.line.trim()}`)).toEqual([]);
  });
});
