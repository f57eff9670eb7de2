import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';

/**
 * One published page of each template in each language of a built output, keyed
 * "{templateType} {locale}" (the first in the build manifest's order).
 */
export function samplePages(outDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string; facts: { template: string } }> };
  const samples = new Map<string, string>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    const key = `${entry.facts.template} ${entry.locale}`;
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

/** A page of a built output (an index.html) as the layout samples see it. */
export interface BuiltPage {
  path: string;
  /** The template type (the page's data-template). */
  template: string;
  /** es_ES, en_GB: from <html lang>. */
  locale: string;
  /** Every module the page renders (its data-module attributes, nested ones too), in document order. */
  modules: string[];
  html: string;
}

const builtCache = new Map<string, BuiltPage[]>();

/**
 * Every page of a built output, sorted by path: those of the build manifest and the further
 * pages of paginated lists (/blog/2/), which hold other numbers of items than their first page.
 */
export function builtPages(outDir: string): BuiltPage[] {
  const cached = builtCache.get(outDir);
  if (cached) return cached;
  const pages = fg.sync('**/index.html', { cwd: outDir }).sort().flatMap((file) => {
    const html = readFileSync(join(outDir, file), 'utf8');
    const template = /data-template="([A-Za-z0-9]+)"/.exec(html)?.[1];
    const lang = /<html lang="([A-Za-z-]+)"/.exec(html)?.[1];
    if (!template || !lang) return [];
    return [{ path: `/${file.slice(0, -'index.html'.length)}`, template, locale: lang.replace('-', '_'), modules: [...html.matchAll(/data-module="([A-Za-z0-9]+)"/g)].map((m) => m[1]!), html }];
  });
  builtCache.set(outDir, pages);
  return pages;
}

/**
 * The fewest pages that together show every module in every template that uses it, in each
 * language, and every template in each language (a greedy set cover over the build's own pages;
 * ties go to the manifest's order, so the same build gives the same pages). A layout rule that
 * holds for each module as each template lays it out, in the text of each language, is checked
 * on these instead of on all ~1,200 pages, where most are the same template × modules over and
 * over; a new template or module is picked up by the next build. `where` narrows the pages
 * (e.g. to those holding the markup a rule is about); `kinds` replaces the modules as what must
 * be seen in each template and language (e.g. the module that follows an intro, or how many
 * tables a study plan has), for a rule that depends on something else than which modules show.
 */
export function modulePages(outDir: string, options: { where?: (page: BuiltPage) => boolean; kinds?: (page: BuiltPage) => string[] } = {}): string[] {
  const kinds = options.kinds ?? ((page: BuiltPage) => page.modules);
  const counts = (page: BuiltPage) => new Set([`${page.template} ${page.locale}`, ...kinds(page).map((kind) => `${page.template} ${kind} ${page.locale}`)]);
  const candidates = builtPages(outDir).filter(options.where ?? (() => true)).map((page) => ({ path: page.path, keys: counts(page) }));
  const uncovered = new Set(candidates.flatMap((c) => [...c.keys]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best = candidates[0]!;
    let bestGain = -1;
    for (const candidate of candidates) {
      let gain = 0;
      for (const key of candidate.keys) if (uncovered.has(key)) gain++;
      if (gain > bestGain) { best = candidate; bestGain = gain; }
    }
    chosen.push(best.path);
    for (const key of best.keys) uncovered.delete(key);
  }
  return chosen;
}

/**
 * Each module of a page with how many list items it holds ("CardList 3 items"; 6 stands for six
 * or more), for rules that depend on the number of items a grid lays out (a last page of a list,
 * a related list of three): the text from one data-module attribute to the next is counted, a
 * sample's key and not a measurement.
 */
export function moduleItemCounts(page: BuiltPage): string[] {
  return moduleMarkup(page.html).flatMap(([name, markup]) => [name, `${name} ${Math.min(markup.match(/<li[\s>]/g)?.length ?? 0, 6)} items`]);
}

/**
 * Each module of a page's HTML with its markup, from its data-module attribute to the next
 * one's (a nested module's markup is its own, not its parent's): for samples keyed on what a
 * module holds, never a parse.
 */
export function moduleMarkup(html: string): [name: string, markup: string][] {
  const parts = html.split(/data-module="([A-Za-z0-9]+)"/);
  const modules: [string, string][] = [];
  for (let i = 1; i < parts.length; i += 2) modules.push([parts[i]!, parts[i + 1]!]);
  return modules;
}
