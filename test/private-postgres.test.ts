import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPrivatePostgres, type PrivatePostgres } from '../scripts/private-postgres.js';
import { slow } from './helpers/slow.js';

/**
 * The PostgreSQL the backend's tests run against is real and private: a cluster of its own in a
 * temp folder on its own loopback port, with the two text-search configurations and `unaccent`
 * the search needs, stopped and removed at the end. When it cannot be had the run fails saying
 * how to get it, never skips.
 */
describe('private PostgreSQL for the tests', () => {
  let server: PrivatePostgres;
  beforeAll(async () => { server = await startPrivatePostgres(); }, 120_000);
  afterAll(async () => { await server?.stop(); });

  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try { return (await client.query(sql)).rows; } finally { await client.end(); }
  };

  it('answers on loopback with Spanish and English full-text search and unaccent', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    const url = await server.newDatabase('harness_check');
    await query(url, 'CREATE EXTENSION IF NOT EXISTS unaccent');
    const [row] = await query(url, `SELECT to_tsvector('spanish', unaccent('Matrícula de los programas')) @@ plainto_tsquery('spanish', unaccent('matricula programa')) AS hit, to_tsvector('english', 'studying designs')::text AS en`);
    expect(row).toEqual({ hit: true, en: "'design':2 'studi':1" });
  });

  it('comes back after a restart on the same port, with its data', async () => {
    const url = await server.newDatabase('restart_check');
    await query(url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await server.restart();
    expect(await query(url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
  });

  it('removes its folder when stopped', async () => {
    const other = await startPrivatePostgres();
    expect(existsSync(other.dir)).toBe(true);
    await other.stop();
    expect(existsSync(other.dir)).toBe(false);
    await expect(query(other.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED|connect/);
  }, slow(120_000));

  it('fails saying how to get PostgreSQL when its binaries are missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'sitegen-nopg-'));
    try {
      expect(() => findPostgresBin({ SITEGEN_PG_BIN: empty })).toThrow(/install-test-deps\.sh postgresql/);
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});
