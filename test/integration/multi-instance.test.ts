import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresSql } from '../../server/sql/postgres-sql.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { readmeNginxBlock, startNginx, type PrivateNginx } from '../helpers/nginx.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { slow } from '../helpers/slow.js';

/**
 * The production shape of docs/operators.md (DESIGN 9), run for real: a private
 * PostgreSQL with the demo seeded into it by the CLI, three `sitegen api` processes over it with
 * `--trust-proxy x-forwarded-for`, and in front of them the balancer block of docs/operators.md, run by a
 * private nginx (Debian's nginx-light, as test/integration/nginx.test.ts runs the static block).
 *
 * Clients reach nginx from different loopback addresses (127.0.x.y: all of 127/8 is this
 * machine's), so nginx sees different visitors, while it reaches the instances from 127.0.0.1:
 * its own address, which must never be what the rate limit counts by.
 */
const postgres = usePrivatePostgres();
const work = mkdtempSync(join(tmpdir(), 'sitegen-multi-'));
const FORM_LIMIT = 10;

interface Instance { port: number; base: string; child: ChildProcess; output: () => string }

let url: string;
let direct: PostgresSql;
let nginx: PrivateNginx;
let balancer: string;
const instances: Instance[] = [];
const started: ChildProcess[] = [];

/** `sitegen api` in a process of its own, as an operator starts it; answers once it listens. */
async function startInstance(port: number, extra: string[] = []): Promise<Instance> {
  const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'api', '--db', url, '--port', String(port), '--trust-proxy', 'x-forwarded-for', '--form-rate-limit', String(FORM_LIMIT), ...extra], {
    cwd: work, stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (d: Buffer) => { text += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { text += d.toString(); });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sitegen api did not start in ${slow(60_000) / 1000} s: ${text}`)), slow(60_000));
    const look = () => {
      const match = /content API on (http:\/\/\S+) over/.exec(text);
      if (match) { clearTimeout(timer); resolve(match[1]!); }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code, signal) => { clearTimeout(timer); reject(new Error(`sitegen api exited (${code ?? signal}): ${text}`)); });
  });
  return { port: Number(new URL(base).port), base, child, output: () => text };
}

const alive = (instance: Instance) => instance.child.exitCode === null && instance.child.signalCode === null;

interface Answer { status: number | 'error'; headers: Record<string, string | string[] | undefined>; body: string }

/** One HTTP request from a chosen local address (a visitor of its own, as nginx sees it). */
function send(target: string, options: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(target, {
      method: options.method ?? 'GET', agent: false, localAddress: options.from ?? '127.0.0.1',
      headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', () => resolve({ status: 'error', headers: {}, body: '' }));
    });
    req.setTimeout(slow(30_000), () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 'error', headers: {}, body: String(error) }));
    req.end(options.body);
  });
}

const envelope = (email: string) => JSON.stringify({ lang: 'en_GB', site: 'main', pagePath: '/en/contact/', values: { email, privacy: true }, website: '', startedAt: Date.now() - 5000 });
const postForm = (base: string, email: string, from: string, headers: Record<string, string> = {}) =>
  send(`${base}/forms/newsletter`, { method: 'POST', from, headers, body: envelope(email) });
/** A Retry-After of a few seconds, as the API's 503s carry (when to try again). */
const waitsSeconds = (value: unknown) => typeof value === 'string' && /^[1-9]\d?$/.test(value);
/** How forms.ts stores a client: its address, hashed. */
const clientKey = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 16);

/** Stops PostgreSQL and starts it again; the private cluster's restart() waits in a child process, so this test's requests keep going meanwhile. */
const restartPostgres = () => postgres.server().restart();

/** nginx's access log (the test's own log format): who asked, what, and which instance answered. */
function accessLog() {
  return readFileSync(join(nginx.dir, 'access.log'), 'utf8').trim().split('\n').filter(Boolean).map((line) => {
    const [remote, method, uri, status, upstream] = line.split(' ');
    return { remote: remote!, method: method!, uri: uri!, status: Number(status), upstream: upstream! };
  });
}

beforeAll(async () => {
  url = await postgres.fresh('multi');
  const seeded = await runCli(['content', 'seed', '--db', url], { cwd: work });
  expect(seeded.code, seeded.stderr).toBe(0);
  direct = new PostgresSql(url, { poolSize: 2 });
  for (let i = 0; i < 3; i++) instances.push(await startInstance(0));
  // The balancer block of docs/operators.md as documented; only the addresses are this machine's.
  const block = readmeNginxBlock((b) => b.includes('upstream sitegen_api'));
  const servers = block.match(/^ *server 10\.0\.0\.\d+:4000 .*$/gm) ?? [];
  expect(servers).toHaveLength(3);
  nginx = await startNginx((port, dir) => {
    let config = block.replace('listen 80;', `listen 127.0.0.1:${port};`).replace('root /srv/sitegen/output;', `root ${work};`);
    servers.forEach((line, i) => { config = config.replace(line, line.replace(/10\.0\.0\.\d+:4000/, `127.0.0.1:${instances[i]!.port}`)); });
    return `  log_format who '$remote_addr $request_method $request_uri $status $upstream_addr';\n  access_log ${join(dir, 'access.log')} who;\n${config}`;
  });
  balancer = `${nginx.url}/_api`;
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>static</title>');
}, slow(400_000));

afterAll(async () => {
  await nginx?.stop();
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await direct?.close();
  if (!process.env.SITEGEN_KEEP_TEST_FILES) rmSync(work, { recursive: true, force: true });
});

describe('three sitegen api instances over one PostgreSQL behind the nginx of docs/operators.md', () => {
  it('(a) answers the same content whichever instance serves it', async () => {
    const paths = [
      '/site/main', '/site/main/pages', '/site/main/navigations', '/site/main/page/1000',
      '/list/v2/BLOG,NEWS?site=main&lang=es_ES&page=2&items=20', '/list/v2/TEACHERS?site=main&lang=en_GB&order=alpha-DESC&items=100&relations=full',
      '/filters/BLOG,NEWS,TEACHERS/site/main/lang/en_GB/related', '/site/main/page/999999999999',
    ];
    const before = accessLog().length;
    for (const path of paths) {
      const answers = await Promise.all(instances.map((instance) => send(instance.base + path)));
      const [first] = answers;
      expect(first!.status, path).toBe(path.endsWith('999999999999') ? 404 : 200);
      for (const answer of answers) expect([answer.status, answer.body], path).toEqual([first!.status, first!.body]);
      // Six times through the balancer: round robin over three instances, each answering twice.
      for (let i = 0; i < 6; i++) {
        const through = await send(balancer + path);
        expect([through.status, through.body], `${path} through nginx`).toEqual([first!.status, first!.body]);
      }
    }
    const served = new Set(accessLog().slice(before).map((line) => line.upstream));
    expect([...served].sort()).toEqual(instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
    expect((await send(`${nginx.url}/`)).body).toContain('<title>static</title>');
  });

  it('(b) a burst of 300 form posts with one instance killed mid-burst: every 201 is stored, the rest are 502/503', async () => {
    const victim = instances[0]!;
    const results: { email: string; answer: Answer; afterKill: boolean }[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < 300) {
        const n = next++;
        const email = `burst-${n}@example.org`;
        // 40 visitors, 7 or 8 posts each: under the limit of 10 a minute.
        const answer = await postForm(balancer, email, `127.0.1.${(n % 40) + 1}`);
        results.push({ email, answer, afterKill: killed });
        if (results.length === 100 && !killed) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await new Promise((r) => victim.child.exitCode !== null || victim.child.signalCode !== null ? r(null) : victim.child.once('exit', r));
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(results).toHaveLength(300);
    expect(results.filter((r) => r.afterKill).length).toBeGreaterThan(150);

    const acknowledged = results.filter((r) => r.answer.status === 201).map((r) => ({ email: r.email, id: (JSON.parse(r.answer.body) as { id: number }).id }));
    const stored = new Map((await direct.all<{ id: number; data: string }>("SELECT id, data FROM form_submissions WHERE data LIKE '%burst-%'")).map((row) => [row.id, (JSON.parse(row.data) as { email: string }).email]));
    // 0 acknowledged submissions lost: each 201's id holds that very post.
    expect(acknowledged.filter(({ id, email }) => stored.get(id) !== email)).toEqual([]);
    const others = results.filter((r) => r.answer.status !== 201).map((r) => r.answer.status);
    expect(others.filter((status) => ![502, 503, 504, 'error'].includes(status))).toEqual([]);
    // The instance's death cost at most the posts it had in hand; the rest went to the others.
    expect(acknowledged.length).toBeGreaterThan(250);
    console.log(`burst: ${acknowledged.length} acknowledged and stored, ${stored.size} stored, others ${JSON.stringify(others)}`);

    // As an orchestrator would, the instance is started again on its port; nginx takes it back.
    instances[0] = await startInstance(victim.port);
  }, slow(180_000));

  it('(c) PostgreSQL restarted mid-run: 503 with Retry-After meanwhile, no instance dies, 200 after', async () => {
    const seen: { status: Answer['status']; retryAfter: unknown }[] = [];
    let running = true;
    const poll = async () => {
      while (running) {
        for (const base of [balancer, ...instances.map((i) => i.base)]) {
          const answer = await send(`${base}/site/main`);
          seen.push({ status: answer.status, retryAfter: answer.headers['retry-after'] });
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const polling = poll();
    await new Promise((r) => setTimeout(r, 300));
    await restartPostgres();
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await polling;
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    console.log(`restart: ${seen.filter((s) => s.status === 503).length} of ${seen.length} answers were 503 while PostgreSQL restarted`);
    expect(seen.some((s) => s.status === 503)).toBe(true);
    expect(seen.filter((s) => s.status === 503 && !waitsSeconds(s.retryAfter))).toEqual([]);

    // Down for a while (stopped, not yet started again): every instance and the balancer say 503
    // with Retry-After, a form post is refused and not stored, and nobody crashes.
    await postgres.server().pause();
    try {
      for (const base of [balancer, ...instances.map((i) => i.base)]) {
        const answer = await send(`${base}/site/main`);
        expect([answer.status, waitsSeconds(answer.headers['retry-after'])], base).toEqual([503, true]);
        expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
      }
      const refused = await postForm(balancer, 'while-down@example.org', '127.0.3.1');
      expect([refused.status, waitsSeconds(refused.headers['retry-after'])]).toEqual([503, true]);
    } finally {
      await postgres.server().resume();
    }
    for (const instance of instances) expect(alive(instance), instance.output()).toBe(true);
    // Back: each instance answers 200 again within seconds (a pooled connection the stop cut may
    // cost one more 503 before the pool notices it), then steadily, and through the balancer.
    for (const instance of instances) {
      let status: Answer['status'] = 'error';
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = (await send(`${instance.base}/site/main`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status, instance.base).toBe(200);
    }
    for (const base of [...instances.map((i) => i.base), balancer, balancer, balancer]) {
      expect((await send(`${base}/site/main`)).status, base).toBe(200);
    }
    expect(await direct.get("SELECT id FROM form_submissions WHERE data LIKE '%while-down@%'")).toBeUndefined();
  }, slow(120_000));

  it('(d) the form rate limit counts across instances, by the visitor\'s address nginx wrote, never nginx\'s own', async () => {
    const [a, b] = ['127.0.2.1', '127.0.2.2'];
    const statuses: Answer['status'][] = [];
    for (let i = 0; i < FORM_LIMIT; i++) statuses.push((await postForm(balancer, `limit-a${i}@example.org`, a)).status);
    expect(statuses).toEqual(Array(FORM_LIMIT).fill(201));
    // The posts were spread over the instances: none of them alone saw the limit reached.
    const perInstance = new Map<string, number>();
    for (const line of accessLog().filter((l) => l.remote === a && l.method === 'POST')) perInstance.set(line.upstream, (perInstance.get(line.upstream) ?? 0) + 1);
    expect(perInstance.size).toBeGreaterThan(1);
    expect(Math.max(...perInstance.values())).toBeLessThan(FORM_LIMIT);

    const over = await postForm(balancer, 'limit-a-over@example.org', a);
    expect([over.status, Number(over.headers['retry-after']) > 0]).toEqual([429, true]);
    // What the visitor writes in X-Forwarded-For is replaced by nginx: no way around the limit.
    expect((await postForm(balancer, 'limit-a-forged@example.org', a, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Another visitor is counted apart.
    expect((await postForm(balancer, 'limit-b@example.org', b)).status).toBe(201);

    const counted = new Map((await direct.all<{ client: string; posts: number }>('SELECT client, posts FROM form_rate_limits')).map((r) => [r.client, r.posts]));
    expect(counted.get(clientKey(a))).toBeGreaterThanOrEqual(FORM_LIMIT);
    expect(counted.get(clientKey(b))).toBe(1);
    expect(counted.has(clientKey('127.0.0.1'))).toBe(false);
    expect(counted.has(clientKey('203.0.113.9'))).toBe(false);
  });
});

describe('sitegen api\'s PostgreSQL pool settings', () => {
  /** Holds an exclusive lock on `sites` (every read of a site waits for it) until released. */
  async function lockSites() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE sites IN ACCESS EXCLUSIVE MODE');
    return async () => { await client.query('ROLLBACK'); await client.end(); };
  }

  it('--db-pool-size 1 --db-timeout 300: a second request waiting for the one busy connection answers 503 after the timeout', async () => {
    const instance = await startInstance(0, ['--db-pool-size', '1', '--db-timeout', '300']);
    // The instance's start-up search catch-up reads the sites table too: let it end first (a
    // search in each language waits for its language's upkeep), or it could take the one
    // connection while queued behind the lock, and the first request would time out instead.
    // On a busy machine that upkeep can hold the one connection past the 300 ms a search waits
    // for it: such a search answers 503 and is asked again, as a client told Retry-After would.
    for (const lang of ['es_ES', 'en_GB']) {
      const search = () => send(`${instance.base}/ai/search`, { method: 'POST', body: JSON.stringify({ query: 'becas', lang, site: 'main' }) });
      let searched = await search();
      for (const until = Date.now() + slow(30_000); searched.status === 503 && Date.now() < until;) {
        await new Promise((r) => setTimeout(r, 200));
        searched = await search();
      }
      expect(searched.status).toBe(200);
    }
    const release = await lockSites();
    const connections = async (waiting: boolean) => (await direct.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ?${waiting ? " AND wait_event_type = 'Lock'" : ''}`,
      [`sitegen api ${instance.child.pid}`],
    ))!.n;
    let first: Promise<Answer>;
    try {
      first = send(`${instance.base}/site/main`);
      // The first request holds the instance's one connection, waiting for the lock.
      for (let i = 0; i < 200 && await connections(true) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await connections(true)).toBe(1);
      const t = Date.now();
      const second = await send(`${instance.base}/site/main`);
      expect([second.status, waitsSeconds(second.headers['retry-after'])]).toEqual([503, true]);
      expect(Date.now() - t).toBeLessThan(slow(5_000));
      // It waited for that connection rather than opening a second one.
      expect(await connections(false)).toBe(1);
    } finally {
      await release();
    }
    expect((await first).status).toBe(200);
    instance.child.kill('SIGTERM');
  }, slow(60_000));

  it('--db-statement-timeout 300: a statement that waits longer is cancelled and answered 503', async () => {
    const instance = await startInstance(0, ['--db-statement-timeout', '300']);
    const release = await lockSites();
    try {
      const t = Date.now();
      const answer = await send(`${instance.base}/site/main`);
      expect([answer.status, waitsSeconds(answer.headers['retry-after'])]).toEqual([503, true]);
      expect(Date.now() - t).toBeLessThan(slow(5_000));
    } finally {
      await release();
    }
    expect((await send(`${instance.base}/site/main`)).status).toBe(200);
    expect(alive(instance)).toBe(true);
    instance.child.kill('SIGTERM');
  }, slow(60_000));
});
