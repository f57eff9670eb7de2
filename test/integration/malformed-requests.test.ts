import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { slow } from '../helpers/slow.js';

/**
 * The real `sitegen serve`, `sitegen api` and `sitegen preview` processes under a corpus of
 * malformed requests sent over raw sockets (bad percent-encoding, huge headers, wrong methods,
 * bodies on GET, odd content types, chunked bodies cut short, hostile path segments on every
 * route, bad JSON, JSON of the wrong shape, deep nesting). A client's mistake is a 4xx: any 5xx
 * fails the test and is listed, and afterwards each process must still answer a normal request
 * and must have printed no unhandled rejection or uncaught exception.
 */

interface Running { child: ChildProcess; url: string; port: number; stderr: () => string; exited: () => boolean }

function start(args: string[], ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), ...args], { cwd: repoRoot, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  child.once('exit', () => { exited = true; });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = ready.exec(stdout);
      if (match) resolve({ child, url: match[1]!, port: Number(new URL(match[1]!).port), stderr: () => stderr, exited: () => exited });
    });
    child.once('exit', (code) => reject(new Error(`sitegen ${args[0]} exited ${code} before it was ready:\n${stdout}\n${stderr}`)));
  });
}

interface Probe {
  name: string;
  /** Raw bytes, sent as they are. */
  raw: string;
  /**
   * False for a request cut short: the client half-closes after sending it (it went away), and no
   * answer is fine. Every other probe keeps its side open, as browsers do, and must be answered.
   */
  answer?: boolean;
}

/** Sends one raw request and reads the status line (null: no answer before the socket closed). */
function send(port: number, probe: Probe, timeoutMs = 5000): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      resolve(match ? Number(match[1]) : null);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('connect', () => (probe.answer === false ? socket.end(probe.raw) : socket.write(probe.raw)));
    socket.on('data', (d: Buffer) => { data += d.toString('latin1'); if (/\r\n/.test(data)) done(); });
    socket.on('error', done);
    socket.on('close', done);
  });
}

/** Runs the corpus with a few connections at a time; returns every answer. */
async function fire(port: number, corpus: Probe[]): Promise<{ probe: Probe; status: number | null }[]> {
  const results: { probe: Probe; status: number | null }[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: 12 }, async () => {
    while (next < corpus.length) {
      const probe = corpus[next++]!;
      results.push({ probe, status: await send(port, probe) });
    }
  }));
  return results;
}

const request = (method: string, target: string, options: { body?: string; type?: string | null; headers?: string[] } = {}): string => {
  const headers = ['Host: 127.0.0.1', 'Connection: close', ...(options.headers ?? [])];
  if (options.body !== undefined) {
    if (options.type !== null) headers.push(`Content-Type: ${options.type ?? 'application/json'}`);
    headers.push(`Content-Length: ${Buffer.byteLength(options.body)}`);
  }
  return `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${options.body ?? ''}`;
};

/** Path segments a careless or hostile client puts where a name or an id belongs. */
const HOSTILE_SEGMENTS = ['%25', '%', '%00', '%zz', '..', '%2e%2e', '%2F', '%2F..%2F..%2Fetc%2Fpasswd', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'x'.repeat(3000),
  '%E0%A4%A', '%C0%AF', '-1', '1e308', 'NaN', 'Infinity', '9'.repeat(30), '%C3%B1', '%20', '.', ';', '%u0041', '%FF%FE', '<script>', 'a%0D%0ASet-Cookie:x=1'];

/** Query values for every list parameter. */
const HOSTILE_VALUES = ['constructor', '__proto__', 'toString', '%', '%00', 'NaN', 'Infinity', '-1', '1e309', '9'.repeat(40), '', 'x'.repeat(2000), '[]', '{}'];

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
/** Bodies of the wrong kind or shape, for every route that reads one. */
const BAD_BODIES = ['null', '[]', '7', '-0', '1e999', '"text"', 'true', '{}', '{not json', '', '{"a":', '\u0000', '{"a":"\\ud800"}', '"\\u0000"',
  deepArray(5000), deepObject(3000), `{"values":${deepArray(5000)}}`, '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}',
  '{"mode":"auto","sources":"BLOG"}', '{"mode":"auto","order":"constructor","sources":[{"structuredData":"BLOG"}]}', '{"mode":"manual","fixed":[1e300]}',
  '{"mode":"navigation","related":"x"}', '{"query":["x"],"lang":"es_ES","site":"main"}', '{"query":"x","lang":"constructor","site":"main"}',
  '{"query":"x","lang":"es_ES","site":"main","page":1e300,"priorities":{"__proto__":5}}', '{"values":[],"website":{},"startedAt":"x"}',
  '{"values":{"email":{"toString":"x"},"privacy":"true"},"website":"","startedAt":0}', '{"lang":["es_ES"],"values":{"constructor":1}}',
  '{"title":{"a":1},"template":"x"}', '{"title":"x","template":{"templateType":["a"]}}', `{"html":${deepArray(100)}}`, '{"component":"__proto__","fields":{}}',
  '{"component":"constructor","fields":null}', '{"component":"Text","fields":{"__proto__":{"x":1}}}', '{"sections":"abc"}', '{"sections":{"mainSection":"x"}}',
  '{"sections":{"__proto__":[1]}}', '{"href":{"toString":"javascript:alert(1)"}}', '{"href":"javascript:alert(1)"}', `{"x":"${'y'.repeat(20_000)}"}`];
const ODD_TYPES: (string | null)[] = [null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonp', 'application/json-patch+json', 'text/json', 'application/json, text/html', '*/*'];
const METHODS = ['DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PUT', 'POST', 'GET', 'PROPFIND', 'FOO', 'CONNECT'];

interface Ids { page: number; event: number }

/** The content API's routes, relative to where it is mounted, with slots for hostile segments. */
function apiCorpus(prefix: string, ids: Ids): Probe[] {
  const good: Record<string, string> = { site: 'main', id: String(ids.page), sources: 'BLOG', lang: 'es_ES', form: 'newsletter', q: 'es_ES', get: String(ids.event), n: '1' };
  const routes: { method: string; template: string; body?: boolean }[] = [
    { method: 'GET', template: '/health' },
    { method: 'GET', template: '/site/{site}' },
    { method: 'GET', template: '/site/{site}/pages?lang={q}' },
    { method: 'GET', template: '/site/{site}/page/{id}' },
    { method: 'GET', template: '/site/{site}/page/{id}?draft=1' },
    { method: 'GET', template: '/site/{site}/navigations' },
    { method: 'GET', template: '/list/v2/{sources}/?site=main&lang={lang}' },
    { method: 'GET', template: '/list/fixed/?site=main&lang=es_ES&get={get}' },
    { method: 'GET', template: '/list/navigations/?site=main&lang=es_ES&get={get}' },
    { method: 'GET', template: '/filters/{sources}/site/{site}/lang/{lang}/related/' },
    { method: 'POST', template: '/site/{site}/distributor', body: true },
    { method: 'POST', template: '/ai/search', body: true },
    { method: 'POST', template: '/forms/{form}', body: true },
    { method: 'POST', template: '/site/{site}/page/{id}/publish' },
    { method: 'PUT', template: '/site/{site}/page/{id}', body: true },
    { method: 'GET', template: '/site/{site}/page/{id}/versions?page={n}' },
    { method: 'GET', template: '/site/{site}/page/{id}/versions/{n}/compare' },
    { method: 'POST', template: '/site/{site}/page/{id}/versions/{n}/restore' },
    { method: 'PUT', template: '/site/{site}/page/{id}/schedule', body: true },
    { method: 'POST', template: '/site/{site}/media', body: true },
    { method: 'GET', template: '/site/{site}/media?search={q}' },
    { method: 'GET', template: '/site/{site}/media/{id}' },
    { method: 'PUT', template: '/site/{site}/media/{id}', body: true },
  ];
  const fill = (template: string, over: Record<string, string> = {}) => prefix + template.replace(/\{(\w+)\}/g, (_, slot: string) => over[slot] ?? good[slot]!);
  const corpus: Probe[] = [];
  for (const route of routes) {
    const slots = [...route.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    for (const slot of slots) {
      for (const value of HOSTILE_SEGMENTS) {
        corpus.push({ name: `${route.method} ${route.template} ${slot}=${value.slice(0, 30)}`, raw: request(route.method, fill(route.template, { [slot]: value }), route.body ? { body: '{}', headers: ['lang: es_ES'] } : {}) });
      }
    }
    for (const method of METHODS) {
      // CONNECT asks for a tunnel; a server without one closes the connection (Node's default).
      corpus.push({ name: `${method} ${route.template}`, raw: request(method, fill(route.template)), answer: method !== 'CONNECT' });
    }
    // A body on a GET, a body the route does not read, and a chunked body cut short.
    corpus.push({ name: `${route.method} ${route.template} with an unexpected body`, raw: request(route.method === 'GET' ? 'GET' : route.method, fill(route.template), { body: '{"x":1}' }) });
    corpus.push({ name: `${route.method} ${route.template} chunked body cut short`, raw: `${route.method} ${fill(route.template)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n{"mode":"auto"`, answer: false });
    corpus.push({ name: `${route.method} ${route.template} content-length longer than the body`, raw: `${route.method} ${fill(route.template)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":`, answer: false });
    if (!route.body) continue;
    for (const body of BAD_BODIES) {
      corpus.push({ name: `${route.method} ${route.template} body ${body.slice(0, 40)}`, raw: request(route.method, fill(route.template), { body, headers: ['lang: es_ES', 'If-Match: "x"'] }) });
    }
    for (const type of ODD_TYPES) {
      corpus.push({ name: `${route.method} ${route.template} content-type ${type}`, raw: request(route.method, fill(route.template), { body: '{"query":"x","lang":"es_ES","site":"main"}', type }) });
    }
  }
  for (const form of ['basic', 'landing', 'download', 'event']) {
    for (const body of BAD_BODIES.slice(0, 24)) corpus.push({ name: `POST /forms/${form} body ${body.slice(0, 40)}`, raw: request('POST', `${prefix}/forms/${form}`, { body }) });
  }
  const listParams = ['site', 'lang', 'get', 'page', 'items', 'order', 'maxItems', 'search', 'operator', 'exclude', 'relations', 'includePending', 'allLanguages', 'preferenceLanguage', 'cached'];
  for (const name of listParams) {
    for (const value of HOSTILE_VALUES) {
      corpus.push({ name: `list ${name}=${value.slice(0, 30)}`, raw: request('GET', `${prefix}/list/v2/BLOG/?site=main&lang=es_ES&${name}=${encodeURIComponent(value)}`) });
    }
    corpus.push({ name: `list ${name} repeated`, raw: request('GET', `${prefix}/list/v2/BLOG/?site=main&lang=es_ES&${name}=1&${name}=2`) });
    corpus.push({ name: `list ${name} raw %`, raw: request('GET', `${prefix}/list/v2/BLOG/?site=main&lang=es_ES&${name}=%`) });
  }
  for (const name of ['allLanguages', 'filterOperator', 'globalOperator', 'order', 'groupingCategories', 'cached']) {
    for (const value of HOSTILE_VALUES) corpus.push({ name: `filters ${name}=${value.slice(0, 30)}`, raw: request('GET', `${prefix}/filters/BLOG/site/main/lang/es_ES/related/?${name}=${encodeURIComponent(value)}`) });
  }
  return corpus;
}

/** Mistakes at the level of HTTP itself, whatever the route. */
function protocolCorpus(paths: string[]): Probe[] {
  const corpus: Probe[] = [];
  for (const path of paths) {
    corpus.push(
      { name: `${path} absolute-form target WHATWG URL cannot parse`, raw: `GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n` },
      { name: `${path} absolute-form target`, raw: `GET http://evil.example${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n` },
      { name: `${path} huge header`, raw: request('GET', path, { headers: [`X-Big: ${'a'.repeat(20_000)}`] }) },
      { name: `${path} many headers`, raw: request('GET', path, { headers: Array.from({ length: 3000 }, (_, i) => `X-H${i}: 1`) }) },
      { name: `${path} huge URL`, raw: request('GET', `${path}?q=${'a'.repeat(70_000)}`) },
      { name: `${path} bad percent-encoding`, raw: request('GET', `${path}%`) },
      { name: `${path} %00`, raw: request('GET', `${path}%00`) },
      { name: `${path} raw NUL in target`, raw: `GET ${path}\0 HTTP/1.1\r\nHost: x\r\n\r\n` },
      { name: `${path} space in target`, raw: `GET ${path} x HTTP/1.1\r\nHost: x\r\n\r\n` },
      { name: `${path} HTTP/1.0 without Host`, raw: `GET ${path} HTTP/1.0\r\n\r\n` },
      { name: `${path} HTTP/2 preface`, raw: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', answer: false },
      { name: `${path} garbage`, raw: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', answer: false },
      { name: `${path} both Content-Length and chunked`, raw: `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n` },
      { name: `${path} two Content-Lengths`, raw: `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}` },
      { name: `${path} negative Content-Length`, raw: `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n` },
      { name: `${path} invalid header name`, raw: `GET ${path} HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n` },
      { name: `${path} GET with a body`, raw: request('GET', path, { body: 'hello', type: 'text/plain' }) },
      { name: `${path} GET with a chunked body cut short`, raw: `GET ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel`, answer: false },
      { name: `${path} Authorization garbage`, raw: request('GET', path, { headers: ['Authorization: Bearer', 'If-None-Match: ' + 'x'.repeat(5000)] }) },
      { name: `${path} Authorization with a NUL-free binary token`, raw: request('GET', path, { headers: [`Authorization: Bearer ${'\u00ff'.repeat(100)}`] }) },
      { name: `${path} Range`, raw: request('GET', path, { headers: ['Range: bytes=999999999-'] }) },
      { name: `${path} Expect 100-continue`, raw: request('POST', path, { body: '{}', headers: ['Expect: 100-continue'] }) },
    );
  }
  return corpus;
}

/** The static host's own paths, with hostile segments in them. */
function staticCorpus(): Probe[] {
  const corpus: Probe[] = [];
  for (const value of HOSTILE_SEGMENTS) {
    for (const template of ['/{}', '/{}/', '/en/{}', '/en/{}/', '/_sitegen/{}', '/page-data/{}/page-data.json', '/.//{}', '//{}/', '/clubes/{}/../..']) {
      corpus.push({ name: `static ${template} ${value.slice(0, 30)}`, raw: request('GET', template.replace('{}', value)) });
    }
  }
  for (const method of METHODS) corpus.push({ name: `static ${method} /`, raw: request(method, '/'), answer: method !== 'CONNECT' });
  return corpus;
}

/** The preview's own endpoints, with hostile paths, names and bodies. */
function previewCorpus(): Probe[] {
  const corpus: Probe[] = [];
  for (const value of HOSTILE_SEGMENTS) {
    for (const template of ['/__preview/draft?path={}', '/__preview/render?path={}', '/__preview/schema/{}', '/{}', '/{}/', '/en/{}/']) {
      corpus.push({ name: `preview GET ${template} ${value.slice(0, 30)}`, raw: request('GET', template.replace('{}', value)) });
    }
  }
  for (const endpoint of ['/__preview/render', '/__preview/sanitize', '/__preview/check-link', '/__preview/validate', '/__preview/validate-modules', '/__preview/publish']) {
    for (const body of BAD_BODIES) corpus.push({ name: `preview POST ${endpoint} ${body.slice(0, 40)}`, raw: request('POST', endpoint, { body }) });
    for (const type of ODD_TYPES) corpus.push({ name: `preview POST ${endpoint} content-type ${type}`, raw: request('POST', endpoint, { body: '{}', type }) });
    for (const method of METHODS) corpus.push({ name: `preview ${method} ${endpoint}`, raw: request(method, endpoint), answer: method !== 'CONNECT' });
  }
  return corpus;
}

/** The image host's URLs, every segment hostile in turn, plus originals that are not images. */
function imageCorpus(prefix: string): Probe[] {
  const good = ['c_cover', 'q_75', 'w_640', 'h_360', 'p_center', 't_none', 'f_webp', 'img/demo/illustrations/classroom/3.jpg'];
  const corpus: Probe[] = [];
  for (let i = 0; i < good.length; i++) {
    for (const value of [...HOSTILE_SEGMENTS.slice(0, 16), 'p_evil', 'p_top-left', 'w_99999', 'w_0', 'q_0', 'q_101', 'f_gif', 'c_', 'x_1']) {
      const parts = [...good];
      parts[i] = value;
      corpus.push({ name: `image segment ${i}=${value.slice(0, 30)}`, raw: request('GET', `${prefix}/${parts.join('/')}`) });
    }
  }
  for (const original of ['img/demo/sections', 'img/demo', 'site.db', '../site.db', 'img/demo/sections/nope.jpg', 'img/demo/illustrations/classroom/3.jpg/x']) {
    corpus.push({ name: `image original ${original}`, raw: request('GET', `${prefix}/${good.slice(0, 7).join('/')}/${original}`) });
  }
  return corpus;
}

const failures = (results: { probe: Probe; status: number | null }[]) => ({
  serverErrors: results.filter((r) => r.status !== null && r.status >= 500).map((r) => `${r.status} ${r.probe.name}`),
  unanswered: results.filter((r) => r.status === null && r.probe.answer !== false).map((r) => r.probe.name),
});

/** What a process must never print: Node's words for an error nobody handled, or our own for a 500. */
const NEVER_PRINTED = /unhandled|uncaught|unexpected error|ERR_UNHANDLED_REJECTION|Maximum call stack/i;

const dir = mkdtempSync(join(tmpdir(), 'sitegen-malformed-'));
let ids: Ids;
let editorToken: string;
let previewEditorToken: string;
const processes: Running[] = [];
let serve: Running;
let api: Running;
let preview: Running;

beforeAll(async () => {
  // Each process its own copy of the demo, on this run's backend (SITEGEN_TEST_BACKEND).
  const dbs = await Promise.all(['serve', 'api', 'preview'].map((name) => copyDemo(`malformed-${name}`)));
  const db = await openLocation(dbs[0]!);
  ids = {
    page: (await db.get<{ id: number }>("SELECT id FROM pages WHERE path = '/en/contact/'"))!.id,
    event: (await db.get<{ page_id: number }>("SELECT page_id FROM items WHERE structured_data = 'EVENTS' AND page_id IS NOT NULL ORDER BY id LIMIT 1"))!.page_id,
  };
  await db.close();
  const tokens = await Promise.all(dbs.map((file) => runCli(['token', 'create', '--role', 'editor', '--db', file])));
  // Each database has its own tokens.
  editorToken = tokens[0]!.stdout.trim();
  previewEditorToken = tokens[2]!.stdout.trim();
  [serve, api, preview] = await Promise.all([
    start(['serve', '--port', '0', '--out', inject('demoOutput'), '--db', dbs[0]!], /serving \S+ on (http:\/\/[\d.:]+)\//),
    start(['api', '--port', '0', '--db', dbs[1]!, '--form-rate-limit', '100000'], /content API on (http:\/\/[\d.:]+) over/),
    start(['preview', '/en/contact/', '--no-open', '--port', '0', '--db', dbs[2]!, '--out', join(dir, 'preview-out')], /previewing (http:\/\/[\d.:]+)\//),
  ]);
  processes.push(serve, api, preview);
}, slow(120_000));

afterAll(async () => {
  await Promise.all(processes.map((p) => new Promise<void>((resolve) => {
    if (p.exited()) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  })));
});

const stillServing = async (running: Running, path: string) => {
  expect(running.exited(), `the process exited:\n${running.stderr()}`).toBe(false);
  const res = await fetch(running.url + path);
  expect(res.status, path).toBe(200);
  expect(running.stderr()).not.toMatch(NEVER_PRINTED);
};

describe('a malformed-request corpus against the real processes', () => {
  it('sitegen api answers every malformed request with a 4xx (no 5xx, no reset) and keeps serving', async () => {
    const corpus = [...apiCorpus('', ids), ...protocolCorpus(['/health', '/list/v2/BLOG/', '/forms/basic'])];
    expect(corpus.length).toBeGreaterThanOrEqual(1000);
    const results = await fire(api.port, corpus);
    expect(results).toHaveLength(corpus.length);
    expect(failures(results)).toEqual({ serverErrors: [], unanswered: [] });
    // It did answer them (not a dead socket): almost all are 4xx.
    expect(results.filter((r) => r.status !== null && r.status >= 400 && r.status < 500).length).toBeGreaterThan(corpus.length * 0.8);
    await stillServing(api, '/list/v2/BLOG/?site=main&lang=es_ES');
  });

  it('sitegen serve (static host + API at /_api) answers every malformed request with a 4xx or a page and keeps serving', async () => {
    const corpus = [...apiCorpus('/_api', ids), ...staticCorpus(), ...protocolCorpus(['/', '/clubes/', '/_api/health'])];
    expect(corpus.length).toBeGreaterThanOrEqual(1000);
    const results = await fire(serve.port, corpus);
    expect(failures(results)).toEqual({ serverErrors: [], unanswered: [] });
    await stillServing(serve, '/en/');
    await stillServing(serve, '/_api/site/main');
  });

  it('sitegen preview answers every malformed request with a 4xx or a page and keeps previewing', async () => {
    const corpus = [...apiCorpus('/_api', ids), ...previewCorpus(), ...protocolCorpus(['/en/contact/', '/__preview/draft', '/_api/health'])];
    expect(corpus.length).toBeGreaterThanOrEqual(1000);
    const results = await fire(preview.port, corpus);
    expect(failures(results)).toEqual({ serverErrors: [], unanswered: [] });
    await stillServing(preview, '/en/contact/');
    await stillServing(preview, '/__preview/draft');
  });
});

describe('drafts through the real processes are the editors\' (spec 6)', () => {
  it('sitegen serve: GET /_api/site/main/page/{id}?draft=1 is 401 with a Bearer challenge without a token, 200 with an editor token', async () => {
    const anonymous = await fetch(`${serve.url}/_api/site/main/page/${ids.page}?draft=1`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
    const editor = await fetch(`${serve.url}/_api/site/main/page/${ids.page}?draft=1`, { headers: { authorization: `Bearer ${editorToken}` } });
    expect(editor.status).toBe(200);
    expect(((await editor.json()) as { version?: string }).version).toMatch(/^\w{16}$/);
  });

  it('sitegen preview reads the draft it shows with its own credential, but lends it to no one: its /_api proxy wants the browser\'s token', async () => {
    const draft = await fetch(`${preview.url}/__preview/draft?path=/en/contact/`);
    expect(draft.status).toBe(200);
    expect(((await draft.json()) as { id: number }).id).toBe(ids.page);
    expect((await fetch(`${preview.url}/en/contact/`)).status).toBe(200);
    const proxied = await fetch(`${preview.url}/_api/site/main/page/${ids.page}?draft=1`);
    expect(proxied.status).toBe(401);
    expect(proxied.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
    const withToken = await fetch(`${preview.url}/_api/site/main/page/${ids.page}?draft=1`, { headers: { authorization: `Bearer ${previewEditorToken}` } });
    expect(withToken.status).toBe(200);
  });

  it('sitegen api: the draft needs a token there too', async () => {
    const res = await fetch(`${api.url}/site/main/page/${ids.page}?draft=1`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sitegen"');
  });
});

describe('image-host URLs (/_img/…) in the corpus', () => {
  it('sitegen serve, api and preview survive every hostile image URL and still answer', async () => {
    for (const [running, prefix] of [[serve, '/_img'], [api, '/_img'], [preview, '/_img']] as const) {
      await fire(running.port, imageCorpus(prefix));
      expect(running.exited(), `${running.url} exited:\n${running.stderr()}`).toBe(false);
      expect((await fetch(`${running.url}/${running === preview ? 'en/contact/' : running === api ? 'health' : 'en/'}`)).status).toBe(200);
    }
  });

  it('every image-host error is a 400 or 404, never a 5xx or a reset', async () => {
    const problems: Record<string, ReturnType<typeof failures>> = {};
    for (const [name, running] of [['serve', serve], ['api', api], ['preview', preview]] as const) {
      problems[name] = failures(await fire(running.port, imageCorpus('/_img')));
    }
    expect(problems).toEqual({ serve: { serverErrors: [], unanswered: [] }, api: { serverErrors: [], unanswered: [] }, preview: { serverErrors: [], unanswered: [] } });
  });
});
