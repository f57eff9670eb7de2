import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One published page of each template in each language of a built output, keyed
 * "{templateType} {locale}" (the first in the build manifest's order).
 */
export function samplePages(outDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string }> };
  const samples = new Map<string, string>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    const data = JSON.parse(readFileSync(join(outDir, 'page-data', path === '/' ? 'index' : path.slice(1, -1), 'page-data.json'), 'utf8'));
    const key = `${data.result.page.template.templateType} ${entry.locale}`;
    if (!samples.has(key)) samples.set(key, path);
  }
  return samples;
}
