import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { createProgram } from '../../src/cli/main.js';
import { CONFIG_SETTINGS } from '../../src/config/load-config.js';
import { runCli as runRealCli, type CliResult } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';

/**
 * A person's mistake on the command line, in the environment or in sitegen.config.json is
 * answered with exit code 1, one line that names the option as the person wrote it (and what
 * it allows), and a hint; never a stack, and never exit code 2, which is kept for bugs.
 */

let dir: string;
let aFile: string;
let aFolder: string;
let notSqlite: string;
let busy: Server;
let busyPort: number;
let api: RunningApi;
/** An API that refuses connections, so a command that wrongly accepts a value fails fast. */
const deadApi = 'http://127.0.0.1:9';
const readerToken = 'sg_reader_cli_errors_test';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sitegen-cli-errors-'));
  aFile = join(dir, 'a-file.txt');
  writeFileSync(aFile, 'not a folder\n');
  notSqlite = join(dir, 'notes.db');
  writeFileSync(notSqlite, 'these are notes, not a SQLite database\n');
  aFolder = join(dir, 'a-folder');
  mkdirSync(aFolder);
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as { port: number }).port;
  // The preview reads the page's draft, an editor-only read: it gets a reader credential.
  api = await startApiServer({ dbFile: inject('demoDb'), readerToken });
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => busy.close(() => resolve()));
});

/** The real CLI; a command that wrongly accepts its bad value (and starts serving) is stopped. */
const runCli = (args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) => runRealCli(args, { ...options, killAfterMs: slow(20_000) });

/** exit 1, "sitegen: <one line>" then "  → <hint>", nothing else, no stack frames. */
function expectOneLineAndHint(result: CliResult) {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(2);
  expect(lines[0]).toMatch(/^sitegen: \S/);
  expect(lines[1]).toMatch(/^ {2}→ \S/);
  return { message: lines[0]!, hint: lines[1]! };
}

/** Command line → the other options each command needs to get as far as its bad value. */
const base: Record<string, string[]> = {
  build: ['build', '--api', deadApi, '--retries', '0'],
  serve: ['serve'],
  api: ['api'],
  preview: ['preview', '/en/', '--no-open', '--api', deadApi],
  'token create': ['token', 'create', '--role', 'editor'],
  'forms export': ['forms', 'export'],
  'forms deliveries': ['forms', 'deliveries'],
  'forms retry': ['forms', 'retry'],
  'forms release': ['forms', 'release', '--id', '1'],
  'forms access': ['forms', 'access', 'ana@example.org'],
  'forms erase': ['forms', 'erase', 'ana@example.org'],
  'content seed': ['content', 'seed'],
  'editor add': ['editor', 'add', 'ana@example.org'],
  'editor link': ['editor', 'link', 'ana@example.org'],
  'editor list': ['editor', 'list'],
  'editor remove': ['editor', 'remove', 'ana@example.org'],
  'editor review': ['editor', 'review', 'on'],
  'db migrate': ['db', 'migrate'],
  // Never written: every case below fails on its bad value first.
  'db copy': ['db', 'copy', '--from', inject('demoDb'), '--to', join(tmpdir(), 'sitegen-cli-errors-never-copied.db')],
};

interface FlagCase { command: string; flag: string; value: string | (() => string); allows: RegExp }

/** One bad value for every option of every command (the test below checks none is missing). */
const flagCases: FlagCase[] = [
  { command: 'build', flag: '--api', value: 'not a url', allows: /http/ },
  { command: 'build', flag: '--public-api', value: 'javascript:alert(1)', allows: /\/_api/ },
  { command: 'build', flag: '--site', value: 'main site', allows: /slug/ },
  { command: 'build', flag: '--path', value: 'en/open-day/', allows: /starting with \// },
  { command: 'build', flag: '--out', value: () => aFile, allows: /folder/ },
  { command: 'build', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'build', flag: '--concurrency', value: '0', allows: /whole number from 1 to 256/ },
  { command: 'build', flag: '--timeout', value: '5', allows: /100 to 600000/ },
  { command: 'build', flag: '--retries', value: 'many', allows: /whole number from 0 to 10/ },
  { command: 'build', flag: '--school', value: 'EDTE!', allows: /lower-case/ },
  { command: 'build', flag: '--image-host', value: 'images', allows: /\/_img/ },
  { command: 'build', flag: '--json', value: 'yes', allows: /does not take a value/ },
  { command: 'build', flag: '--verbose', value: '1', allows: /does not take a value/ },
  { command: 'build', flag: '--no-warm-images', value: 'yes', allows: /does not take a value/ },
  { command: 'build', flag: '--due', value: 'yes', allows: /does not take a value/ },
  { command: 'build', flag: '--strict', value: 'yes', allows: /does not take a value/ },
  { command: 'serve', flag: '--port', value: 'abc', allows: /whole number from 0 to 65535/ },
  { command: 'serve', flag: '--host', value: 'not a host!', allows: /host name or IP address/ },
  { command: 'serve', flag: '--out', value: '', allows: /folder/ },
  { command: 'serve', flag: '--db', value: () => aFolder, allows: /SQLite/ },
  { command: 'api', flag: '--port', value: 'abc', allows: /whole number from 0 to 65535/ },
  { command: 'api', flag: '--host', value: '', allows: /host name or IP address/ },
  { command: 'api', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'api', flag: '--form-rate-limit', value: 'lots', allows: /whole number from 1/ },
  { command: 'api', flag: '--trust-proxy', value: 'x-forwarded-for, x-real-ip', allows: /HTTP header name/ },
  { command: 'api', flag: '--media-dir', value: () => aFile, allows: /folder/ },
  { command: 'build', flag: '--media-dir', value: () => aFile, allows: /folder/ },
  { command: 'serve', flag: '--media-dir', value: () => aFile, allows: /folder/ },
  { command: 'preview', flag: '--media-dir', value: () => aFile, allows: /folder/ },
  { command: 'api', flag: '--db-pool-size', value: '0', allows: /whole number of connections from 1 to 1000/ },
  { command: 'api', flag: '--db-timeout', value: '5s', allows: /whole number of milliseconds from 100 to 600000/ },
  { command: 'api', flag: '--db-statement-timeout', value: '50', allows: /whole number of milliseconds from 100 to 3600000/ },
  { command: 'preview', flag: '--mode', value: 'edit', allows: /editor, preview or forms/ },
  { command: 'preview', flag: '--port', value: '99999', allows: /whole number from 0 to 65535/ },
  { command: 'preview', flag: '--api', value: 'ftp://127.0.0.1/', allows: /http/ },
  { command: 'preview', flag: '--db', value: () => join(aFile, 'site.db'), allows: /SQLite/ },
  { command: 'preview', flag: '--out', value: () => aFile, allows: /folder/ },
  { command: 'preview', flag: '--no-open', value: 'true', allows: /does not take a value/ },
  { command: 'preview', flag: '--catch-up', value: 'soon', allows: /whole number of seconds from 0 to 86400/ },
  { command: 'preview', flag: '--autosave', value: '5s', allows: /whole number of seconds from 0 to 3600/ },
  { command: 'token create', flag: '--role', value: 'admin', allows: /editor or visitor/ },
  { command: 'token create', flag: '--name', value: '', allows: /name/ },
  { command: 'token create', flag: '--db', value: () => aFolder, allows: /SQLite/ },
  { command: 'forms export', flag: '--format', value: 'xml', allows: /csv or json/ },
  { command: 'forms export', flag: '--since', value: 'last tuesday', allows: /date/ },
  { command: 'forms export', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'forms deliveries', flag: '--state', value: 'failed', allows: /pending, sent or dead/ },
  { command: 'forms deliveries', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'forms retry', flag: '--id', value: 'last', allows: /delivery's or submission's number/ },
  { command: 'forms retry', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'forms release', flag: '--id', value: '0', allows: /submission's number/ },
  { command: 'forms release', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'forms access', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'forms erase', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'content seed', flag: '--scale', value: '0', allows: /whole number from 1/ },
  { command: 'content seed', flag: '--school', value: 'Design School', allows: /lower-case/ },
  { command: 'content seed', flag: '--day', value: '15/06/2027', allows: /YYYY-MM-DD/ },
  { command: 'content seed', flag: '--db', value: () => aFolder, allows: /SQLite/ },
  { command: 'content seed', flag: '--json', value: 'no', allows: /does not take a value/ },
  { command: 'editor add', flag: '--role', value: 'visitor', allows: /editor, admin or admissions/ },
  { command: 'editor add', flag: '--languages', value: 'fr_FR', allows: /locales separated by commas/ },
  { command: 'editor add', flag: '--sections', value: 'blog', allows: /path prefixes separated by commas/ },
  { command: 'editor add', flag: '--url', value: 'ftp://127.0.0.1:4321', allows: /preview server's address/ },
  { command: 'editor add', flag: '--db', value: () => aFolder, allows: /SQLite/ },
  { command: 'editor link', flag: '--url', value: 'not a url', allows: /preview server's address/ },
  { command: 'editor link', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'editor list', flag: '--db', value: () => aFolder, allows: /SQLite/ },
  { command: 'editor remove', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'editor review', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'editor review', flag: '--site', value: 'main site', allows: /slug/ },
  { command: 'db migrate', flag: '--db', value: () => notSqlite, allows: /SQLite/ },
  { command: 'db migrate', flag: '--json', value: 'yes', allows: /does not take a value/ },
  { command: 'db copy', flag: '--from', value: () => join(dir, 'no-such.db'), allows: /an existing SQLite file or a postgres:\/\/ URL/ },
  { command: 'db copy', flag: '--to', value: () => aFolder, allows: /a SQLite file \(new or existing\) or a postgres:\/\/ URL/ },
  { command: 'db copy', flag: '--replace', value: 'yes', allows: /does not take a value/ },
  { command: 'db copy', flag: '--json', value: 'yes', allows: /does not take a value/ },
];

/** Boolean flags cannot carry a bad value, only a value where none belongs ("--json=yes"). */
const isSwitch = (flag: string) => ['--json', '--verbose', '--no-open', '--no-warm-images', '--replace', '--due', '--strict'].includes(flag);
const argsFor = (c: FlagCase) => {
  const value = typeof c.value === 'function' ? c.value() : c.value;
  return [...base[c.command]!.filter((a, i, all) => a !== c.flag && all[i - 1] !== c.flag), ...(isSwitch(c.flag) ? [`${c.flag}=${value}`] : [c.flag, value])];
};

describe('a bad option value is one line naming the flag as typed, and a hint (exit 1, no stack)', () => {
  it('every option of every command has a row in this table', () => {
    const program = createProgram();
    const all: string[] = [];
    const walk = (command: typeof program, prefix: string) => {
      for (const sub of command.commands) {
        const name = `${prefix}${sub.name()}`;
        if (sub.commands.length > 0) walk(sub, `${name} `);
        else for (const option of sub.options) all.push(`${name} ${option.long}`);
      }
    };
    walk(program, '');
    expect(new Set(flagCases.map((c) => `${c.command} ${c.flag}`))).toEqual(new Set(all));
  });

  it.each(flagCases)('$command $flag', async (c) => {
    const result = await runCli(argsFor(c), { cwd: dir });
    const { message } = expectOneLineAndHint(result);
    expect(message).toContain(c.flag);
    expect(message).toMatch(c.allows);
  });

  it('a value-less flag names the flag (--port without a port)', async () => {
    const { message } = expectOneLineAndHint(await runCli(['api', '--port'], { cwd: dir }));
    expect(message).toContain('--port');
  });

  it('an unknown flag and a missing required flag are one line with a hint, not the whole help', async () => {
    const unknown = expectOneLineAndHint(await runCli(['build', '--outdir', 'x'], { cwd: dir }));
    expect(unknown.message).toContain('--outdir');
    expect(unknown.hint).toContain('sitegen build --help');
    const missing = expectOneLineAndHint(await runCli(['token', 'create'], { cwd: dir }));
    expect(missing.message).toContain('--role');
    expect(missing.hint).toContain('sitegen token create --help');
  });

  it('a bad preview path argument names <path>', async () => {
    const { message } = expectOneLineAndHint(await runCli(['preview', 'https://example.com/en/', '--no-open', '--api', deadApi], { cwd: dir }));
    expect(message).toContain('<path>');
    expect(message).toMatch(/starting with \//);
  });

  it('names the flag, not the internal setting (--timeout, --out; never timeoutMs, outDir)', async () => {
    const timeout = expectOneLineAndHint(await runCli(['build', '--api', deadApi, '--timeout', '5'], { cwd: dir }));
    expect(timeout.message).toContain('--timeout');
    expect(timeout.message).not.toContain('timeoutMs');
    const out = expectOneLineAndHint(await runCli(['build', '--api', deadApi, '--out', ''], { cwd: dir }));
    expect(out.message).toContain('--out');
    expect(out.message).not.toContain('outDir');
  });

  it('reports every bad flag of one command line on the same line', async () => {
    const { message } = expectOneLineAndHint(await runCli(['build', '--api', deadApi, '--timeout', '5', '--concurrency', 'x'], { cwd: dir }));
    expect(message).toContain('--timeout');
    expect(message).toContain('--concurrency');
  });

  it.each([
    ['serve', ['serve', '--out', '.']],
    ['api', ['api', '--db', inject('demoDb')]],
    ['preview', ['preview', '/en/', '--no-open', '--api']],
  ])('a port already in use is named (%s --port)', async (name, args) => {
    const withApi = name === 'preview' ? [...args, api.url] : args;
    const { message, hint } = expectOneLineAndHint(await runCli([...withApi, '--port', String(busyPort)], { cwd: dir, env: { SITEGEN_TOKEN: readerToken } }));
    expect(message).toContain(`--port ${busyPort}`);
    expect(message).toContain('in use');
    expect(hint).toMatch(/--port 0/);
  });
});

interface EnvCase { variable: string; value: string | (() => string); allows: RegExp }

const envCases: EnvCase[] = [
  { variable: 'SITEGEN_API', value: 'localhost:4000', allows: /http/ },
  { variable: 'SITEGEN_PUBLIC_API', value: 'api', allows: /\/_api/ },
  { variable: 'SITEGEN_SITE', value: 'main/../x', allows: /slug/ },
  { variable: 'SITEGEN_IMAGE_HOST', value: 'img host', allows: /\/_img/ },
  { variable: 'SITEGEN_TOKEN', value: 'two words', allows: /without spaces/ },
  { variable: 'SITEGEN_OUT', value: () => aFile, allows: /folder/ },
  { variable: 'SITEGEN_DB', value: () => aFolder, allows: /SQLite/ },
  { variable: 'SITEGEN_CONCURRENCY', value: '1000', allows: /whole number from 1 to 256/ },
  { variable: 'SITEGEN_TIMEOUT_MS', value: '10s', allows: /100 to 600000/ },
  { variable: 'SITEGEN_RETRIES', value: '-1', allows: /whole number from 0 to 10/ },
  { variable: 'SITEGEN_SCHOOL', value: 'ED TE', allows: /lower-case/ },
  { variable: 'SITEGEN_IMAGE_CACHE_MB', value: 'big', allows: /whole number of MB/ },
  { variable: 'SITEGEN_MEDIA_MAX_MB', value: '2000', allows: /whole number of MB from 1 to 1024/ },
  { variable: 'SITEGEN_MEDIA_DIR', value: () => aFile, allows: /folder/ },
  { variable: 'SITEGEN_WARM_IMAGES', value: 'yes', allows: /0, 1, true or false/ },
  { variable: 'SITEGEN_STRICT', value: 'always', allows: /0, 1, true or false/ },
  { variable: 'SITEGEN_BUILD_TIME', value: '23/01/2027 10:00', allows: /date and time with its offset/ },
  { variable: 'SITEGEN_SEED_DAY', value: '2027-13-01', allows: /YYYY-MM-DD/ },
  { variable: 'SITEGEN_TRUST_PROXY', value: 'x-forwarded-for, x-real-ip', allows: /HTTP header name/ },
  { variable: 'SITEGEN_DB_POOL_SIZE', value: '1001', allows: /whole number of connections from 1 to 1000/ },
  { variable: 'SITEGEN_DB_TIMEOUT_MS', value: 'soon', allows: /whole number of milliseconds from 100 to 600000/ },
  { variable: 'SITEGEN_DB_STATEMENT_TIMEOUT_MS', value: '0', allows: /whole number of milliseconds from 100 to 3600000/ },
  { variable: 'SITEGEN_SMTP_URL', value: 'relay.example:587', allows: /smtp:\/\/ or smtps:\/\/ URL/ },
  { variable: 'SITEGEN_MAIL_FROM', value: 'Admisiones', allows: /a sender such as/ },
  { variable: 'SITEGEN_LEAD_EMAILS', value: 'admisiones@edte.example, not an address', allows: /addresses separated by commas/ },
  { variable: 'SITEGEN_CRM_WEBHOOK_URL', value: 'crm.example/hooks', allows: /http\(s\) URL/ },
  { variable: 'SITEGEN_CRM_WEBHOOK_SECRET', value: 'short', allows: /16 to 200 printable characters/ },
  { variable: 'SITEGEN_LEAD_TIMEOUT_MS', value: '50', allows: /whole number of milliseconds from 100 to 300000/ },
  { variable: 'SITEGEN_LEAD_RETRY_MS', value: 'often', allows: /whole number of milliseconds from 100 to 3600000/ },
  { variable: 'SITEGEN_FORM_RETENTION_MONTHS', value: '0', allows: /whole number of months from 1 to 120/ },
];

describe('a bad environment variable is one line naming the variable, and a hint', () => {
  it('every SITEGEN_* variable has a row', () => {
    const variables = Object.values(CONFIG_SETTINGS).flatMap((s) => (s.env ? [s.env] : []));
    expect(new Set(envCases.map((c) => c.variable))).toEqual(new Set(variables));
  });

  const expectNamed = (result: CliResult, c: EnvCase) => {
    const { message, hint } = expectOneLineAndHint(result);
    expect(message).toContain(c.variable);
    expect(message).toMatch(c.allows);
    expect(hint).toContain(c.variable);
  };

  it.each(envCases)('$variable', async (c) => {
    const value = typeof c.value === 'function' ? c.value() : c.value;
    // A flag wins over its variable, so the build runs without the flag of the variable tested.
    const args = c.variable === 'SITEGEN_API' ? ['build', '--retries', '0'] : c.variable === 'SITEGEN_RETRIES' ? ['build', '--api', deadApi] : base.build!;
    expectNamed(await runCli(args, { cwd: dir, env: { [c.variable]: value } }), c);
  });

  // Every command reads the configuration, so a bad variable stops each of them the same way.
  it.each(Object.keys(base))('SITEGEN_TIMEOUT_MS for %s', async (command) => {
    expectNamed(await runCli(base[command]!, { cwd: dir, env: { SITEGEN_TIMEOUT_MS: '10s' } }), envCases.find((c) => c.variable === 'SITEGEN_TIMEOUT_MS')!);
  });
});

interface FileCase { key: string; value: unknown; allows: RegExp }

const fileCases: FileCase[] = [
  { key: 'api', value: 'not a url', allows: /http/ },
  { key: 'publicApi', value: 42, allows: /\/_api/ },
  { key: 'imageHost', value: '', allows: /\/_img/ },
  { key: 'site', value: '', allows: /slug/ },
  { key: 'token', value: 'tab\there', allows: /without spaces/ },
  { key: 'outDir', value: 'a-file.txt', allows: /folder/ },
  { key: 'db', value: 'a-folder', allows: /SQLite/ },
  { key: 'concurrency', value: 2.5, allows: /whole number from 1 to 256/ },
  { key: 'timeoutMs', value: '5 s', allows: /100 to 600000/ },
  { key: 'retries', value: 11, allows: /whole number from 0 to 10/ },
  { key: 'school', value: 'Edte', allows: /lower-case/ },
  { key: 'imageAllow', value: { widths: ['wide'] }, allows: /widths/ },
  { key: 'imageCacheMb', value: 0, allows: /whole number of MB/ },
  { key: 'mediaMaxMb', value: 0, allows: /whole number of MB from 1 to 1024/ },
  { key: 'mediaDir', value: 'a-file.txt', allows: /folder/ },
  { key: 'warmImages', value: 'sometimes', allows: /0, 1, true or false/ },
  { key: 'strict', value: 'sometimes', allows: /0, 1, true or false/ },
  { key: 'buildTime', value: '2027-01-23', allows: /date and time with its offset/ },
  { key: 'seedDay', value: '2027-1-5', allows: /YYYY-MM-DD/ },
  { key: 'trustProxy', value: 'X-Forwarded-For:', allows: /HTTP header name/ },
  { key: 'dbPoolSize', value: 2.5, allows: /whole number of connections from 1 to 1000/ },
  { key: 'dbTimeoutMs', value: 99, allows: /whole number of milliseconds from 100 to 600000/ },
  { key: 'dbStatementTimeoutMs', value: '30 s', allows: /whole number of milliseconds from 100 to 3600000/ },
  { key: 'smtpUrl', value: 'http://relay.example', allows: /smtp:\/\/ or smtps:\/\/ URL/ },
  { key: 'mailFrom', value: 42, allows: /a sender such as/ },
  { key: 'leadEmails', value: { to: ['admisiones@edte.example'], forms: { brochure: ['a@edte.example'] } }, allows: /"forms": \{"event"/ },
  { key: 'crmWebhookUrl', value: 'ftp://crm.example', allows: /http\(s\) URL/ },
  { key: 'crmWebhookSecret', value: 'with spaces in it, which is not allowed', allows: /without spaces/ },
  { key: 'leadTimeoutMs', value: 300_001, allows: /whole number of milliseconds from 100 to 300000/ },
  { key: 'leadRetryMs', value: 99, allows: /whole number of milliseconds from 100 to 3600000/ },
  { key: 'formRetentionMonths', value: { default: 24, brochures: 6 }, allows: /per form type/ },
  { key: 'verbose', value: 'yes', allows: /true or false/ },
  { key: 'json', value: 1, allows: /true or false/ },
];

describe('a bad sitegen.config.json value is one line naming the key as written there, and a hint', () => {
  it('every setting of the config file has a row', () => {
    expect(new Set(fileCases.map((c) => c.key))).toEqual(new Set(Object.keys(CONFIG_SETTINGS)));
  });

  it.each(fileCases)('$key', async (c) => {
    const folder = mkdtempSync(join(dir, 'config-'));
    writeFileSync(join(folder, 'a-file.txt'), 'x');
    mkdirSync(join(folder, 'a-folder'));
    writeFileSync(join(folder, 'sitegen.config.json'), JSON.stringify({ [c.key]: c.value }));
    const result = await runCli(c.key === 'api' ? ['build', '--retries', '0'] : c.key === 'retries' ? ['build', '--api', deadApi] : base.build!, {
      cwd: folder,
      // The test setup turns warming off and sets the seed day through the environment, and on a
      // PostgreSQL run sets the media folder there too: any would win over the file.
      env: { SITEGEN_WARM_IMAGES: '', SITEGEN_MEDIA_DIR: '', SITEGEN_SEED_DAY: '' },
    });
    const { message, hint } = expectOneLineAndHint(result);
    expect(message).toContain(`"${c.key}"`);
    expect(message).toContain('sitegen.config.json');
    expect(message).toMatch(c.allows);
    expect(hint).toContain(`"${c.key}"`);
  });

  it('an unknown key and a file that is not JSON are one line with a hint', async () => {
    const typo = mkdtempSync(join(dir, 'config-'));
    writeFileSync(join(typo, 'sitegen.config.json'), JSON.stringify({ timeout: 5000 }));
    const unknown = expectOneLineAndHint(await runCli(base.build!, { cwd: typo }));
    expect(unknown.message).toContain('"timeout"');
    expect(unknown.hint).toContain('timeoutMs');
    const broken = mkdtempSync(join(dir, 'config-'));
    writeFileSync(join(broken, 'sitegen.config.json'), '{ "site": "main", }');
    const syntax = expectOneLineAndHint(await runCli(base.build!, { cwd: broken }));
    expect(syntax.message).toContain('sitegen.config.json');
  });
});
