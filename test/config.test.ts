import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';

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

  it('names the bad setting and where it came from', async () => {
    const dir = emptyDir();
    await expect(loadConfig({}, { SITEGEN_API: 'not a url' }, dir)).rejects.toThrow(/api \(from env SITEGEN_API\): expected a URL/);
    await expect(loadConfig({ concurrency: '0' }, {}, dir)).rejects.toThrow(/concurrency \(from --concurrency\)/);
  });

  it('refuses unknown settings in the config file', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'sitegen.config.json'), JSON.stringify({ sitee: 'typo' }));
    await expect(loadConfig({}, {}, dir)).rejects.toThrow(/Unknown setting in .*sitegen.config.json: sitee/);
  });
});
