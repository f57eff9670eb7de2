import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { templateRegistry } from '../../templates/registry.js';
import { runAxe, useDemoSite } from '../helpers/browser.js';

const demo = useDemoSite();

/** One published page of each template in each language, from the build manifest. */
function samplePages(): Map<string, string> {
  const out = inject('demoOutput');
  const manifest = JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string }> };
  const samples = new Map<string, string>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    const data = JSON.parse(readFileSync(join(out, 'page-data', path === '/' ? 'index' : path.slice(1, -1), 'page-data.json'), 'utf8'));
    const key = `${data.result.page.template.templateType} ${entry.locale}`;
    if (!samples.has(key)) samples.set(key, path);
  }
  return samples;
}

describe('accessibility (WCAG 2.2 AA, axe-core in Chromium)', () => {
  const samples = samplePages();

  it('the checker itself catches violations (so a pass means something)', async () => {
    const page = await demo.browser.newPage();
    await page.setContent('<html><body><img src="/x.png"><a href="/x/"></a></body></html>');
    const ids = (await runAxe(page)).map((v) => v.id);
    await page.close();
    expect(ids).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'link-name']));
  });

  it('the demo output uses every template in both languages', () => {
    const missing = Object.keys(templateRegistry).flatMap((type) => ['es_ES', 'en_GB'].filter((l) => !samples.has(`${type} ${l}`)).map((l) => `${type} ${l}`));
    expect(missing).toEqual([]);
  });

  it.each([...samples].map(([key, path]) => [key, path]))('%s (%s) has no axe violations', async (_key, path) => {
    const page = await demo.browser.newPage();
    try {
      const response = await page.goto(demo.site.url + path, { waitUntil: 'load' });
      expect([200, 404]).toContain(response?.status());
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
