import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../../src/serve/static-server.js';
import { repoRoot } from '../helpers/cli.js';
import { expectSameOrigin, hostilePaths, rawGet } from '../helpers/hostile-paths.js';

/**
 * The README's nginx snippet, exactly as documented (its shell line and its server block, read
 * from README.md), run by a private nginx on a loopback port over the demo output: it sends what
 * `sitegen serve` sends (DESIGN.md 9: headers, cache policy, same-origin redirects). nginx comes
 * from Debian (`scripts/install-test-deps.sh`, which .ci/run runs); without it the test fails
 * saying how to get it, never skips.
 */
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f)) ?? (spawnSync('which', ['nginx'], { encoding: 'utf8' }).stdout.trim() || null);

function readmeBlocks() {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const shell = /```sh\n(awk [^\n]*)\n```/.exec(readme)?.[1];
  const server = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!shell || !server) throw new Error('README.md has no nginx section (an ```sh awk line and an ```nginx block)');
  return { shell, server };
}

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}: ${log()}`);
}

describe('the README\'s nginx snippet', () => {
  it('has an nginx to run it', () => {
    expect(nginx, 'nginx is not installed: run scripts/install-test-deps.sh (Debian\'s nginx-light), or apt-get install nginx-light').not.toBeNull();
  });

  let child: ChildProcess;
  let nginxUrl: string;
  let serve: Awaited<ReturnType<typeof startStaticServer>>;
  let stderr = '';
  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is not installed: run scripts/install-test-deps.sh (Debian\'s nginx-light), or apt-get install nginx-light');
    const out = inject('demoOutput');
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-nginx-'));
    mkdirSync(join(dir, 'logs'));
    const headersConf = join(dir, 'sitegen-headers.conf');
    const { shell, server } = readmeBlocks();
    execFileSync('sh', ['-c', shell.replace('output/_headers', JSON.stringify(join(out, '_headers'))).replace('/etc/nginx/sitegen-headers.conf', JSON.stringify(headersConf))]);
    const port = await freePort();
    const serverBlock = server
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /srv/sitegen/output;', `root ${out};`)
      .replaceAll('/etc/nginx/sitegen-headers.conf', headersConf);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, t)};`).join('\n  ');
    writeFileSync(join(dir, 'nginx.conf'), `daemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nerror_log stderr warn;\nevents {}\nhttp {\n  ${existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : ''}\n  access_log off;\n  ${temp}\n${serverBlock}\n}\n`);
    child = spawn(nginx!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
    await waitForPort(port, child, () => stderr);
    nginxUrl = `http://127.0.0.1:${port}`;
    serve = await startStaticServer({ root: out });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await serve?.close();
  });

  const css = () => /href="(\/_sitegen\/styles\.[0-9a-f]+\.css)"/.exec(readFileSync(join(inject('demoOutput'), 'index.html'), 'utf8'))![1]!;
  // An event's calendar file (RFC 5545's text/calendar, which Debian's mime.types lacks).
  const ics = '/eventos/game-jam-de-invierno/game-jam-de-invierno.ics';
  const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'];

  it.each([
    ['/en/', 200], ['/museo/', 200], ['/museo', 301], ['/.//clubes', 301], ['/nope/', 404], ['/en/nope/', 404],
    ['/favicon.svg', 200], ['ICS', 200], ['CSS', 200], ['/page-data/index/page-data.json', 200], ['/slice-data/header-en_GB.json', 200], ['/~partytown/partytown.js', 200],
  ] as const)('%s answers like sitegen serve: status, security headers, cache policy, same-origin Location', async (path, status) => {
    const target = path === 'CSS' ? css() : path === 'ICS' ? ics : path;
    const [a, b] = await Promise.all([fetch(nginxUrl + target, { redirect: 'manual' }), fetch(serve.url + target, { redirect: 'manual' })]);
    expect([a.status, b.status]).toEqual([status, status]);
    for (const name of SECURITY) expect(a.headers.get(name), `${target} ${name}`).toBe(b.headers.get(name) ?? '(missing in serve)');
    if (status === 200) expect(a.headers.get('cache-control'), target).toBe(b.headers.get('cache-control'));
    if (path === 'ICS') expect([a.headers.get('content-type'), b.headers.get('content-type')]).toEqual(['text/calendar; charset=utf-8', 'text/calendar; charset=utf-8']);
    if (status === 301) expect(a.headers.get('location'), target).toBe(b.headers.get('location'));
    if (status === 404) expect(await a.text()).toContain(path.startsWith('/en/') ? 'lang="en-GB"' : 'lang="es-ES"');
  });

  it('answers the hostile paths with a same-origin Location or none', async () => {
    const corpus = hostilePaths('/clubes/');
    let redirects = 0;
    for (const path of corpus) {
      const answer = await rawGet(nginxUrl, path);
      expectSameOrigin(path, answer);
      if (answer.location !== null) redirects++;
    }
    expect(redirects).toBeGreaterThan(0);
  });
});
