import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../../src/serve/static-server.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { copyOutput } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * The redirect table of spec section 2 (empty in the demo content) filled on a copy of the
 * demo database, built over a copy of the demo output: the rules reach static hosts
 * (_redirects), hosts without redirects (fallback pages) and `sitegen serve`.
 */
const dir = mkdtempSync(join(tmpdir(), 'sitegen-redirects-'));
let db: string;
const output = join(dir, 'output');
let server: Awaited<ReturnType<typeof startStaticServer>>;
let summary: Record<string, unknown>;

beforeAll(async () => {
  db = await copyDemo('redirects');
  copyOutput(inject('demoOutput'), output);
  const sql = await openLocation(db);
  const insert = (...values: unknown[]) => sql.run('INSERT INTO redirects (site_id, from_path, to_path, case_insensitive, status) VALUES ((SELECT id FROM sites LIMIT 1), ?, ?, ?, ?)', values);
  await insert('/Cursos-Antiguos/', '/futuro-estudiante-fp/', 1, 301);
  await insert('/en/Old-Fees/', '/en/fees-and-scholarships/', 0, 308);
  await insert('/museo/', '/nuestro-campus/', 0, 301); // a published page lives there: it wins
  await sql.close();
  const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
  expect(result.code, result.stderr).toBe(0);
  summary = jsonSummary(result);
  server = await startStaticServer({ root: output });
});
afterAll(() => server?.close());

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

describe('redirects from old paths', () => {
  it('the demo\'s table is empty (spec 2), so the shared demo build has no redirect files', () => {
    expect(existsSync(join(inject('demoOutput'), '_redirects'))).toBe(false);
    expect(existsSync(join(inject('demoOutput'), 'redirects.json'))).toBe(false);
  });

  it('writes _redirects for static hosts and warns about a redirect hidden by a page', () => {
    const rules = readFileSync(join(output, '_redirects'), 'utf8');
    expect(rules).toContain('/Cursos-Antiguos/ /futuro-estudiante-fp/ 301\n');
    expect(rules).toContain('/en/Old-Fees/ /en/fees-and-scholarships/ 308\n');
    expect(rules).not.toContain('/museo/ /nuestro-campus/');
    expect(summary.warnings).toBe(1);
  });

  it('leaves a fallback page with a canonical link at each old path', () => {
    const html = readFileSync(join(output, 'en/Old-Fees/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://www.edte.example/en/fees-and-scholarships/"/>');
    expect(html).toContain('url=/en/fees-and-scholarships/');
    expect(readFileSync(join(output, 'museo/index.html'), 'utf8')).not.toContain('http-equiv="refresh"');
    expect(existsSync(join(output, 'Cursos-Antiguos/index.html'))).toBe(true);
  });

  it('redirects in sitegen serve: case-insensitive rules in any case, exact rules only as written', async () => {
    for (const path of ['/Cursos-Antiguos/', '/cursos-antiguos', '/CURSOS-ANTIGUOS/?utm=x']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(path.includes('?') ? '/futuro-estudiante-fp/?utm=x' : '/futuro-estudiante-fp/');
    }
    const exact = await get('/en/Old-Fees');
    expect(exact.status).toBe(308);
    expect(exact.headers.get('location')).toBe('/en/fees-and-scholarships/');
    expect((await get('/en/old-fees/')).status).toBe(404);
    expect((await get('/museo/')).status).toBe(200);
  });

  it('removes the rules and fallback pages when the table is emptied again', async () => {
    const sql = await openLocation(db);
    await sql.run('DELETE FROM redirects');
    await sql.close();
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(output, '_redirects'))).toBe(false);
    expect(existsSync(join(output, 'en/Old-Fees/index.html'))).toBe(false);
    expect((await get('/en/Old-Fees/')).status).toBe(404);
  });

  it('a one-path rebuild that removes a page publishes the redirect from its path, and still none another page hides', async () => {
    // A one-path rebuild reads the index at its own paths only (spec 9); the table's files, made
    // again when it removes a page, are still checked against every published page.
    const sql = await openLocation(db);
    await sql.run('DELETE FROM redirects');
    const insert = 'INSERT INTO redirects (site_id, from_path, to_path, case_insensitive, status) VALUES ((SELECT id FROM sites ORDER BY id LIMIT 1), ?, ?, ?, ?)';
    await sql.run(insert, ['/museo/', '/nuestro-campus/', 0, 301]);
    await sql.run(insert, ['/EN/MUSEO/', '/en/contact/', 1, 301]); // the English museum page lives there (any case): hidden
    const full = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
    expect(full.code, full.stderr).toBe(0);
    expect(existsSync(join(output, '_redirects'))).toBe(false);
    await sql.run("UPDATE pages SET status = 'unpublished' WHERE path = '/museo/'");
    await sql.close();
    const result = await runCli(['build', '--db', db, '--out', output, '--path', '/museo/', '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    const rules = readFileSync(join(output, '_redirects'), 'utf8');
    expect(rules).toContain('/museo/ /nuestro-campus/ 301\n');
    expect(rules).not.toContain('/EN/MUSEO/');
    expect(readFileSync(join(output, 'museo/index.html'), 'utf8')).toContain('http-equiv="refresh"');
  }, slow(300_000));
});
