import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContentStore } from '../../server/content-store.js';
import { createApiHandler } from '../../server/create-api-handler.js';
import { openSql } from '../../server/sql/open-sql.js';
import type { Sql } from '../../server/sql/sql.js';
import { startStaticServer } from '../../src/serve/static-server.js';

let server: Awaited<ReturnType<typeof startStaticServer>>;
let db: Sql;
beforeAll(async () => {
  // The shared demo on this run's backend (a SQLite file or a PostgreSQL URL).
  db = await openSql(inject('demoDb'));
  server = await startStaticServer({ root: inject('demoOutput'), api: { prefix: '/_api', handler: createApiHandler(new ContentStore(db)) } });
});
afterAll(async () => {
  await server.close();
  await db.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { redirect: 'manual', headers });

describe('sitegen serve (a static host)', () => {
  it('redirects to the trailing-slash path, keeping the query', async () => {
    const res = await get('/museo?from=mail');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/museo/?from=mail');
  });

  it('serves pages with revalidation and hashed assets as immutable', async () => {
    const page = await get('/museo/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const css = (await page.text()).match(/href="(\/_sitegen\/styles\.[0-9a-f]+\.css)"/)![1]!;
    expect((await get(css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/page-data/index/page-data.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = page.headers.get('etag')!;
    expect((await get('/museo/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('sends text compressed when the browser accepts it (brotli, else gzip), each coding with a validator of its own; images and PDFs as they are', async () => {
    const raw = readFileSync(join(inject('demoOutput'), 'museo/index.html'));
    const ask = (encoding: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.url}/museo/`, { headers: { 'accept-encoding': encoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    expect(br.body.length).toBeLessThan(raw.length / 3);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await ask('br', { 'if-none-match': String(br.headers.etag) })).status).toBe(304);
    expect((await ask('identity', { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
    const pdf = await fetch(`${server.url}/descargas/folleto-grado-en-diseno.pdf`, { headers: { 'accept-encoding': 'br' } });
    expect(pdf.headers.get('content-encoding')).toBeNull();
  });

  it('serves a programme brochure as a PDF, the download the programme page links', async () => {
    const page = await (await get('/grado-en-diseno/')).text();
    const href = /href="(\/descargas\/[^"]+\.pdf)"/.exec(page)?.[1];
    expect(href).toBe('/descargas/folleto-grado-en-diseno.pdf');
    const pdf = await get(href!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers missing pages with the 404 page of their language and status 404', async () => {
    const es = await get('/no-existe/');
    expect(es.status).toBe(404);
    expect(await es.text()).toContain('lang="es-ES"');
    const en = await get('/en/does-not-exist/');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('lang="en-GB"');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${server.url}/en/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect((await fetch(`${server.url}/en/`, { method: 'DELETE' })).status).toBe(405);
  });

  it('never serves files outside the output folder', async () => {
    const res = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });

  it('mounts the content API at /_api', async () => {
    const res = await get('/_api/site/main');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { slug: string }).slug).toBe('main');
  });
});
