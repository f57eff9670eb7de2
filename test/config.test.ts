import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databasePoolSettings, loadConfig } from '../src/config/load-config.js';
import { SettingsError } from '../src/errors.js';

const emptyDir = () => mkdtempSync(join(tmpdir(), 'sitegen-config-'));

describe('configuration', () => {
  it('has defaults, and is frozen', async () => {
    const dir = emptyDir();
    const config = await loadConfig({}, {}, dir);
    expect(config).toMatchObject({ site: 'main', concurrency: 16, retries: 3, timeoutMs: 10_000, outDir: join(dir, 'output'), db: join(dir, 'data/site.db') });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes flags over environment over the config file', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ site: 'from-file', concurrency: 4, outDir: 'public' }));
    const config = await loadConfig({ site: 'from-flag' }, { SITEGEN_SITE: 'from-env', SITEGEN_CONCURRENCY: '8' }, dir);
    expect(config.site).toBe('from-flag');
    expect(config.concurrency).toBe(8);
    expect(config.outDir).toBe(join(dir, 'public'));
    expect(config.configFile).toBe(join(dir, 'sitegen.config.json'));
  });

  it('gives PostgreSQL\'s pool its settings: defaults, then the file, the environment and the flags', async () => {
    const dir = emptyDir();
    expect(databasePoolSettings(await loadConfig({}, {}, dir))).toEqual({ poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 });
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ dbPoolSize: 4, dbTimeoutMs: 800, dbStatementTimeoutMs: 9_000 }));
    expect(databasePoolSettings(await loadConfig({}, {}, dir))).toEqual({ poolSize: 4, connectTimeoutMs: 800, statementTimeoutMs: 9_000 });
    const config = await loadConfig({ dbPoolSize: '2' }, { SITEGEN_DB_POOL_SIZE: '3', SITEGEN_DB_TIMEOUT_MS: '1500', SITEGEN_DB_STATEMENT_TIMEOUT_MS: '2500' }, dir);
    expect(databasePoolSettings(config)).toEqual({ poolSize: 2, connectTimeoutMs: 1_500, statementTimeoutMs: 2_500 });
  });

  it('names the bad setting as it was written, where it came from, what it allows and what it got', async () => {
    const dir = emptyDir();
    await expect(loadConfig({}, { SITEGEN_API: 'not a url' }, dir)).rejects.toThrow('SITEGEN_API (environment) must be an http(s) URL such as http://127.0.0.1:4000 (got "not a url")');
    await expect(loadConfig({ concurrency: '0' }, {}, dir, { command: 'sitegen build' })).rejects.toThrow('--concurrency must be a whole number from 1 to 256 (got "0")');
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ retries: 2.5 }));
    await expect(loadConfig({}, {}, dir)).rejects.toThrow(`"retries" in ${join(dir, 'sitegen.config.json')} must be a whole number from 0 to 10 (got 2.5)`);
  });

  it('names the flag as people type it (--timeout, --out), never the setting key (timeoutMs, outDir)', async () => {
    const dir = emptyDir();
    const error = (await loadConfig({ timeoutMs: '5', outDir: '' }, {}, dir, { command: 'sitegen build' }).catch((e: unknown) => e)) as SettingsError;
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.message).toBe('--out must be a folder (got ""); --timeout must be a whole number of milliseconds from 100 to 600000 (got "5")');
    expect(error.message).not.toMatch(/timeoutMs|outDir/);
    expect(error.hint).toBe('Correct --out and --timeout (`sitegen build --help` says what each option takes), then run the command again.');
  });

  it('checks path settings on disk: the output must be a folder, the database a SQLite file', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'notes.txt'), 'not a database');
    mkdirSync(join(dir, 'folder'));
    await expect(loadConfig({ outDir: 'notes.txt' }, {}, dir)).rejects.toThrow('--out must be a folder (got "notes.txt": it is a file)');
    await expect(loadConfig({}, { SITEGEN_DB: 'notes.txt' }, dir)).rejects.toThrow('SITEGEN_DB (environment) must be a SQLite file (new or existing) or a postgres:// URL (got "notes.txt": that file is not a SQLite database)');
    await expect(loadConfig({ db: 'folder' }, {}, dir)).rejects.toThrow(/it is a folder/);
    await expect(loadConfig({ db: 'notes.txt/site.db' }, {}, dir)).rejects.toThrow(/notes\.txt is a file, not a folder/);
    // Files and folders that do not exist yet are fine: the build and the API create them.
    await expect(loadConfig({ db: 'new/site.db', outDir: 'new/output' }, {}, dir)).resolves.toMatchObject({ db: join(dir, 'new/site.db') });
  });

  it('reads numbers from the config file as numbers and from flags as digits', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ timeoutMs: 2000 }));
    expect((await loadConfig({ retries: '5' }, {}, dir)).timeoutMs).toBe(2000);
    expect((await loadConfig({ retries: '5' }, {}, dir)).retries).toBe(5);
  });

  it('refuses unknown settings in the config file', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ sitee: 'typo' }));
    await expect(loadConfig({}, {}, dir)).rejects.toThrow(/^Unknown setting "sitee" in .*sitegen.config.json$/);
  });
});
