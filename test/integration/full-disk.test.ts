import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PENDING_FILE } from '../../src/publish/write/output-batch.js';
import { openSql } from '../../server/sql/open-sql.js';
import { prepareSchema } from '../../server/sql/prepare-schema.js';
import type { Sql } from '../../server/sql/sql.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation, renameNewestEnglishArticle, startApiOn } from '../helpers/demo-db.js';
import { mountSmallDisk, type SmallDisk } from '../helpers/small-disk.js';
import { slow } from '../helpers/slow.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';

/**
 * A full disk is an operator's problem, not a crash (spec 11): the API answers 503 with
 * Retry-After, keeps nothing half-written and works again once space is freed. The disk is a real
 * small tmpfs the test mounts, filled with a real file, so every write past it fails with ENOSPC.
 */
const envelope = (email: string) => ({ lang: 'es_ES', site: 'main', pagePath: '/contacto/', values: { email, privacy: true }, website: '', startedAt: Date.now() - 5000 });

describe('the database on a full disk (SQLite)', () => {
  let disk: SmallDisk;
  let sql: Sql;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    disk = mountSmallDisk(8 * 1024 * 1024);
    const file = join(disk.dir, 'site.db');
    sql = await openSql(file);
    await prepareSchema(sql, file, 'create');
    ({ base, close } = await startApiOn(sql, { formRateLimit: { max: 100_000, windowMs: 60_000 } }));
  });
  afterAll(async () => {
    await close?.();
    await sql?.close();
    disk?.unmount();
  });
  const post = (email: string) => fetch(`${base}/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelope(email)) });

  it('form posts get 503 with Retry-After (never 500), every 201 is stored, and posts are taken again once space is freed', async () => {
    expect((await post('before@example.org')).status).toBe(201);
    disk.fill();
    const accepted: number[] = [];
    let refused: Response | undefined;
    // SQLite may still append a few rows into pages its write-ahead log already holds; the post
    // that needs a new page is the first refused.
    for (let i = 0; i < 400 && !refused; i++) {
      const response = await post(`full-${i}-${'x'.repeat(200)}@example.org`);
      expect([201, 503]).toContain(response.status);
      if (response.status === 201) accepted.push((await response.json() as { id: number }).id);
      else refused = response;
    }
    expect(refused, 'no post was refused on a full disk').toBeDefined();
    expect(refused!.headers.get('retry-after')).toBe('60');
    const body = await refused!.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('STORAGE_FULL');
    expect(body.error.message).toMatch(/^The form was not sent: .*try again in a few minutes/);
    // Nothing about the server's disks reaches the public.
    expect(body.error.message).not.toMatch(/disk|SQLITE|sitegen-small-disk/);

    disk.free();
    const after = await post('after@example.org');
    expect(after.status).toBe(201);
    const stored = new Set((await sql.all<{ id: number }>('SELECT id FROM form_submissions')).map((r) => r.id));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
    expect(await sql.get<{ integrity_check: string }>('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
  });
});

describe('the uploads folder on a full disk', () => {
  let disk: SmallDisk;
  let db: Sql;
  let base: string;
  let close: () => Promise<void>;
  let editor: string;
  let uploads: string;
  beforeAll(async () => {
    disk = mountSmallDisk(4 * 1024 * 1024);
    uploads = join(disk.dir, 'images', 'media');
    const location = await copyDemo('full-uploads');
    editor = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Lucía', '--db', location])).stdout.trim();
    db = await openLocation(location);
    ({ base, close } = await startApiOn(db, { mediaFolder: uploads }));
  });
  afterAll(async () => {
    await close?.();
    await db?.close();
    disk?.unmount();
  });
  const upload = (bytes: Buffer, name: string) => fetch(`${base}/site/main/media`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-file-name': name, authorization: `Bearer ${editor}` },
    body: new Uint8Array(bytes),
  });
  // Noise does not compress: a PNG of about 1 MB, bigger than what is left on the full disk.
  const noise = (seed: number) => {
    const pixels = Buffer.alloc(600 * 600 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761 + seed * 97) >>> 24;
    return sharp(pixels, { raw: { width: 600, height: 600, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  };

  it('an upload gets 503 with Retry-After, leaves no temporary file and no library item, and is taken once space is freed', async () => {
    const picture = await noise(1);
    const count = async () => (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM media'))!.n;
    const before = await count();
    // Room for the folder, not for the picture.
    expect((await upload(await sharp({ create: { width: 40, height: 40, channels: 3, background: '#36c' } }).png().toBuffer(), 'small.png')).status).toBe(201);
    disk.fill();
    const refused = await upload(picture, 'aula.png');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await refused.json() as { error: { code: string } }).error.code).toBe('STORAGE_FULL');
    expect(readdirSync(uploads).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await count()).toBe(before + 1);

    disk.free();
    const taken = await upload(picture, 'aula.png');
    expect(taken.status).toBe(201);
    expect(readdirSync(uploads).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await count()).toBe(before + 2);
  });
});

describe('a one-path build on a full disk', () => {
  let disk: SmallDisk;
  let output: string;
  let db: string;
  let path: string;
  beforeAll(async () => {
    const demo = inject('demoOutput');
    const bytes = fg.sync('**/*', { cwd: demo, dot: true, stats: true }).reduce((sum, entry) => sum + (entry.stats?.size ?? 0) + 4096, 0);
    disk = mountSmallDisk(bytes + 16 * 1024 * 1024);
    output = join(disk.dir, 'output');
    copyOutput(demo, output);
    db = await copyDemo('full-disk-path');
    // The newest English article, renamed: its page, its language's sitemap and feed, the sitemap
    // index and the manifest all change.
    path = await renameNewestEnglishArticle(output, db);
  }, slow(120_000));
  afterAll(() => disk?.unmount());
  const temporaries = () => fg.sync(['**/*.tmp', `**/${PENDING_FILE}`], { cwd: output, dot: true });

  it('fails saying the disk is full and leaves the output exactly as it was, with no temporary file; the next build sweeps what an interrupted one left', async () => {
    const before = snapshotTree(output);
    disk.fill();
    const failed = await runCli(['build', '--db', db, '--out', output, '--path', path], { cwd: disk.dir });
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/the disk is full/);
    expect(temporaries()).toEqual([]);
    const after = snapshotTree(output);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [file, entry] of before) expect(after.get(file), file).toEqual(entry);

    // What a build killed between writing and renaming leaves (and an older sitegen's atomic
    // write on a full disk): temporary files beside the page and the sitemap, and the journal
    // naming one in a folder this build does not touch.
    disk.free();
    const slug = path.slice(1, -1);
    writeFileSync(join(output, slug, 'index.html.1683.tmp'), '<!doctype html><title>half');
    writeFileSync(join(output, 'sitemap-es-es.xml.5442.tmp'), '<?xml');
    writeFileSync(join(output, 'es-only.77.3.tmp'), 'x');
    writeFileSync(join(output, PENDING_FILE), 'es-only.77.3.tmp\n../outside.1.tmp\n');
    const built = await runCli(['build', '--db', db, '--out', output, '--path', path, '--json'], { cwd: disk.dir });
    expect(built.code, built.stderr).toBe(0);
    expect(jsonSummary(built)).toMatchObject({ mode: 'incremental', rendered: 1 });
    expect(temporaries()).toEqual([]);
    expect(readFileSync(join(output, slug, 'index.html'), 'utf8')).toContain('A renamed article');
    expect(readFileSync(join(output, 'en/rss.xml'), 'utf8')).toContain('<title>A renamed article</title>');
    expect(existsSync(join(output, 'build-manifest.json'))).toBe(true);
  }, slow(180_000));
});
