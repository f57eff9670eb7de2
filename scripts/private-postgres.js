// A private, throwaway PostgreSQL cluster for the tests and the bench (the PostgreSQL backend of
// the content API is tested against a real server, never a stand-in): initdb into its own temp
// folder, its own loopback port and socket folder, started and stopped by the caller. PostgreSQL
// refuses to run as root, so as root the cluster runs as the unprivileged `nobody`.
// SITEGEN_TEST_DATABASE_URL points the tests at a server of your own instead.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INSTALL_HINT = 'Get PostgreSQL 15 or newer from Debian with `scripts/install-test-deps.sh postgresql` '
  + '(apt-get install -y postgresql; .ci/run does it), set SITEGEN_PG_BIN to the folder of its initdb, '
  + 'or point SITEGEN_TEST_DATABASE_URL at a server the tests may create databases on.';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
const hasTools = (dir) => TOOLS.every((tool) => existsSync(join(dir, tool)));

/** The folder of PostgreSQL's server binaries: SITEGEN_PG_BIN, Debian's newest, or the PATH's. */
export function findPostgresBin(env = process.env) {
  if (env.SITEGEN_PG_BIN) {
    if (hasTools(env.SITEGEN_PG_BIN)) return env.SITEGEN_PG_BIN;
    throw new Error(`SITEGEN_PG_BIN=${env.SITEGEN_PG_BIN} has no ${TOOLS.join(', ')}. ${INSTALL_HINT}`);
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (hasTools(join(debian, version, 'bin'))) return join(debian, version, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (which) {
    const dir = which.replace(/\/initdb$/, '');
    if (hasTools(dir)) return dir;
  }
  throw new Error(`PostgreSQL's server binaries (${TOOLS.join(', ')}) were not found. ${INSTALL_HINT}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const nobody = () => {
  const uid = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('Running as root, the private PostgreSQL needs the unprivileged user "nobody", which this machine lacks.');
  return { uid, gid };
};

/**
 * Starts a private cluster (or, with SITEGEN_TEST_DATABASE_URL, uses that server) and answers its
 * URL, with `stop()` (stops it and removes its folder), `restart()` and `kill()` for the fault
 * tests, and `newDatabase(name)` for tests that need a database of their own.
 * @param {{ bin?: string, env?: NodeJS.ProcessEnv, settings?: Record<string, string> }} [options]
 */
export async function startPrivatePostgres(options = {}) {
  const env = options.env ?? process.env;
  if (env.SITEGEN_TEST_DATABASE_URL) return externalServer(env.SITEGEN_TEST_DATABASE_URL);
  const bin = options.bin ?? findPostgresBin(env);
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? nobody() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  // As root: `runuser` drops to nobody (PostgreSQL refuses root); the folder is the cwd, since
  // nobody may not read the caller's.
  // Asynchronous (a child process, not spawnSync): while pg_ctl waits for a restart the caller's
  // event loop keeps turning, so a test's requests in flight meet the restart as clients would.
  const run = (tool, args) => new Promise((resolve) => {
    const [command, argv] = owner ? ['runuser', ['-u', 'nobody', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const child = spawn(command, argv, { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.once('error', (error) => resolve({ ok: false, output: `${output}${String(error)}` }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
  const fail = (what, output) => {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The private PostgreSQL could not ${what}: ${output.trim().split('\n').slice(-5).join(' | ')}`);
  };
  // --no-sync: a throwaway cluster. The server itself keeps fsync on, so a commit the API
  // acknowledges is on disk as in production.
  const init = await run('initdb', ['-D', data, '-U', 'sitegen', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  if (!init.ok) fail('initialise its folder (initdb)', init.output);
  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: `'${dir}'`, max_connections: '200', ...options.settings };
  let port = 0;
  const start = async () => {
    // Another process may take the free port between asking and binding: try a few.
    let last = '';
    for (let attempt = 0; attempt < 4; attempt++) {
      port = port || await freePort();
      const flags = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
      const started = await run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', flags, 'start']);
      if (started.ok) return;
      last = started.output + (existsSync(join(dir, 'server.log')) ? spawnSync('tail', ['-5', join(dir, 'server.log')], { encoding: 'utf8' }).stdout : '');
      if (!/could not bind|address already in use/i.test(last)) break;
      port = 0;
    }
    fail('start (pg_ctl start)', last);
  };
  await start();
  const url = `postgres://sitegen@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir,
    bin,
    /** Creates an empty database and answers its URL. */
    async newDatabase(name) {
      const made = await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'sitegen', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', `CREATE DATABASE "${name.replace(/"/g, '')}"`]);
      if (!made.ok) throw new Error(`Could not create database ${name}: ${made.output.trim()}`);
      return `postgres://sitegen@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    /** Stops and starts again on the same port (the fault tests: the API must ride it out). */
    async restart() {
      const stopped = await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      if (!stopped.ok) throw new Error(`pg_ctl stop failed: ${stopped.output.trim()}`);
      await start();
    },
    /** Stops without starting again (restart() brings it back). */
    async pause() {
      const stopped = await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      if (!stopped.ok) throw new Error(`pg_ctl stop failed: ${stopped.output.trim()}`);
    },
    async resume() { await start(); },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server of the caller's (SITEGEN_TEST_DATABASE_URL): databases are created on it, nothing is started. */
async function externalServer(url) {
  const { default: pg } = await import('pg');
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  const made = [];
  const parsed = new URL(url);
  return {
    url,
    port: Number(parsed.port || 5432),
    dir: '',
    bin: '',
    async newDatabase(name) {
      await admin(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      made.push(name);
      const copy = new URL(url);
      copy.pathname = `/${encodeURIComponent(name)}`;
      return copy.href;
    },
    async restart() { throw new Error('SITEGEN_TEST_DATABASE_URL points at a server these tests do not own: they cannot restart it. Unset it to let them start their own.'); },
    async pause() { throw new Error('SITEGEN_TEST_DATABASE_URL points at a server these tests do not own: they cannot stop it. Unset it to let them start their own.'); },
    async resume() {},
    async stop() {
      for (const name of made) await admin(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`).catch(() => {});
    },
  };
}
