import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './cli.js';

/**
 * A private nginx for a test file: Debian's binary (`nginx-light`, which
 * scripts/install-test-deps.sh installs and .ci/run runs), one process in the foreground, its
 * config, temp folders and logs in a temp folder of its own, listening on a loopback port. Used
 * to run the nginx snippets of docs/operators.md exactly as documented; without nginx the tests fail saying
 * how to get it, never skip.
 */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f)) ?? (spawnSync('which', ['nginx'], { encoding: 'utf8' }).stdout.trim() || null);

export const NGINX_MISSING = 'nginx is not installed: run scripts/install-test-deps.sh (Debian\'s nginx-light), or apt-get install nginx-light';

/** The ```nginx block of docs/operators.md that `pick` selects (by what it holds). */
export function readmeNginxBlock(pick: (block: string) => boolean): string {
  const readme = readFileSync(join(repoRoot, 'docs', 'operators.md'), 'utf8');
  const block = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]!).find(pick);
  if (!block) throw new Error('docs/operators.md has no such ```nginx block');
  return block;
}

export const freePort = () => new Promise<number>((resolve) => {
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

export interface PrivateNginx {
  url: string;
  port: number;
  /** Its folder (config, logs). */
  dir: string;
  /** What it wrote to stderr (warnings and errors). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with `http` as the inside of its `http {}` block; `http(port, dir)` gets the port
 * it must listen on (127.0.0.1) and its folder, for logs.
 */
export async function startNginx(http: (port: number, dir: string) => string): Promise<PrivateNginx> {
  if (!nginxBinary) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, t)};`).join('\n  ');
  writeFileSync(join(dir, 'nginx.conf'), `daemon off;\nmaster_process off;\npid ${join(dir, 'nginx.pid')};\nerror_log stderr warn;\nevents {}\nhttp {\n  ${existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : ''}\n  ${temp}\n${http(port, dir)}\n}\n`);
  const child = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  await waitForPort(port, child, () => stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    log: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The static host's nginx of docs/operators.md, exactly as documented (its shell line and its
 * server block), over the output folder `out`: the security headers made from `out`'s `_headers`
 * by the documented awk line, the redirect table included from `out`.
 */
export async function startDocumentedNginx(out: string): Promise<PrivateNginx> {
  const readme = readFileSync(join(repoRoot, 'docs', 'operators.md'), 'utf8');
  const shell = /```sh\n(awk [^\n]*)\n```/.exec(readme)?.[1];
  if (!shell) throw new Error('docs/operators.md has no nginx section (an ```sh awk line and an ```nginx block)');
  // The static host's block; the production shape's (with an upstream of API instances) is tested by multi-instance.test.ts.
  const server = readmeNginxBlock((block) => !block.includes('upstream'));
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-nginx-headers-'));
  const headersConf = join(dir, 'sitegen-headers.conf');
  spawnSync('sh', ['-c', shell.replace('output/_headers', JSON.stringify(join(out, '_headers'))).replace('/etc/nginx/sitegen-headers.conf', JSON.stringify(headersConf))], { stdio: 'ignore' });
  return startNginx((port) => `  access_log off;\n${server
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/sitegen/output', out)
    .replaceAll('/etc/nginx/sitegen-headers.conf', headersConf)}`);
}
