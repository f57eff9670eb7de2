import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, inject, it } from 'vitest';
import { htmlFileFor } from '../../src/contract/paths.js';

/**
 * Page-data carries what the runtime needs once (spec 7, DESIGN.md 5): the rendered body (the
 * page's header and main), its head, title, language, theme and islands, a few bytes naming
 * the page; the footer in its slice, the site's languages in the static query data. No second
 * copy of the page.
 */
describe('page-data of the demo build', () => {
  const out = inject('demoOutput');
  const read = (file: string) => readFileSync(join(out, file), 'utf8');
  const files = fg.sync('page-data/**/page-data.json', { cwd: out, ignore: ['page-data/sq/**'] });

  it('holds the rendered page once: no copy of the page or its languages beside the body, and less than the HTML it routes to', () => {
    expect(files.length).toBeGreaterThanOrEqual(1200);
    for (const file of files) {
      const text = read(file);
      const data = JSON.parse(text);
      expect(Object.keys(data).sort(), file).toEqual(['buildHash', 'path', 'result', 'slicesMap', 'staticQueryHashes']);
      expect(Object.keys(data.result).sort(), file).toEqual(['pageContext', 'render']);
      expect(Object.keys(data.result.render).sort(), file).toEqual(['body', 'head', 'islands', 'lang', 'theme', 'title']);
      expect(Object.keys(data.result.pageContext).filter((k) => !['id', 'locale', 'template', 'pagination'].includes(k)), file).toEqual([]);
      // The page's body is in page-data once: JSON-escaped, it is the bulk of the file and
      // nothing else of that size is left beside it.
      const html = read(htmlFileFor(data.path));
      expect(html, file).toContain(data.result.render.body);
      expect(text.length - JSON.stringify(data.result.render).length, file).toBeLessThan(700);
    }
  });

  it('leaves the footer to its slice, which holds exactly the footer each page of the language ends with', () => {
    const slices = new Map<string, string>();
    for (const file of files) {
      const data = JSON.parse(read(file));
      const name = data.slicesMap.footer as string;
      expect(name, file).toBe(`footer-${data.result.pageContext.locale}`);
      if (!slices.has(name)) slices.set(name, JSON.parse(read(`slice-data/${name}.json`)).html);
      const footer = slices.get(name)!;
      expect(footer, name).toMatch(/^<footer [^>]*>[\s\S]*<\/footer>$/);
      expect(data.result.render.body, file).not.toContain('<footer ');
      expect(read(htmlFileFor(data.path)), file).toContain(`${data.result.render.body}${footer}</div>`);
    }
    expect([...slices.keys()].sort()).toEqual(['footer-en_GB', 'footer-es_ES']);
  });

  it('names the static query data every page uses, which exists and lists the site languages and their error pages', () => {
    const hashes = new Set<string>();
    for (const file of files) for (const hash of JSON.parse(read(file)).staticQueryHashes) hashes.add(hash);
    expect(hashes.size).toBe(1);
    const published = fg.sync('page-data/sq/d/*.json', { cwd: out });
    expect(published).toEqual([`page-data/sq/d/${[...hashes][0]}.json`]);
    const data = JSON.parse(read(published[0]!));
    expect(data.languages).toEqual([
      { locale: 'es_ES', prefix: '', notFound: '/404/', serverError: '/500/' },
      { locale: 'en_GB', prefix: '/en', notFound: '/en/404/', serverError: '/en/500/' },
    ]);
    for (const language of data.languages) expect(read(htmlFileFor(language.notFound))).toContain(`lang="${language.locale.replace('_', '-')}"`);
  });
});
