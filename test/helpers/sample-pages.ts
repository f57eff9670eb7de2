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

/**
 * One page of every template at each width, as [width, "{template} {locale}", path]; the
 * language alternates between templates and between widths, so both languages are covered at
 * every width without doubling the runs.
 */
export function templateRunsAtWidths(outDir: string, widths: readonly number[]): (readonly [number, string, string])[] {
  const samples = [...samplePages(outDir)];
  const templates = [...new Set(samples.map(([key]) => key.split(' ')[0]!))];
  const locales = ['es_ES', 'en_GB'];
  return widths.flatMap((width, w) => templates.map((type, i) => {
    const key = `${type} ${locales[(i + w) % 2]}`;
    return [width, key, samples.find(([k]) => k === key)?.[1] ?? samples.find(([k]) => k.startsWith(`${type} `))![1]] as const;
  }));
}
