import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest, ManifestPage, PageFacts } from '../src/publish/manifest/manifest.js';
import { sha256 } from '../src/publish/write/output-files.js';
import { renderDiscoveryFiles } from '../src/publish/discovery/render-discovery-files.js';
import { FEED_ITEMS } from '../src/publish/discovery/render-feeds.js';
import { spliceDiscoveryFiles } from '../src/publish/discovery/splice-discovery.js';

const site = {
  name: 'Escuela', domainUrl: 'https://www.example.edu',
  languages: [{ id: 1, label: 'Español', locale: 'es_ES' as const, prefix: '', isDefault: true }, { id: 2, label: 'English', locale: 'en_GB' as const, prefix: '/en' }],
};
const day = 86_400_000;

function page(locale: 'es_ES' | 'en_GB', n: number, facts: Partial<PageFacts> = {}): ManifestPage {
  return {
    id: n, locale, hash: `h${n}`, files: {},
    facts: {
      template: n % 2 ? 'NewsDetail' : 'BasicTemplate', title: `Page ${n}`, description: `About ${n}`, isIndexed: true, canonicalURL: '',
      modified: new Date(Date.UTC(2026, 0, 1) + n * day).toISOString(), published: new Date(Date.UTC(2025, 0, 1) + n * day).toISOString(),
      listPages: 1, pageLanguages: [], inline: { scripts: [], styles: [], frames: [] }, ...facts,
    },
  };
}

/** A published site of 2 × 150 pages (75 news each language, more than a feed holds): its discovery files on disk and their hashes. */
function publish(pages: Manifest['pages']) {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-splice-'));
  const files = renderDiscoveryFiles(pages, site);
  const shared: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
    shared[file] = sha256(text);
  }
  return { dir, files, shared };
}

const pages: Manifest['pages'] = Object.fromEntries(Array.from({ length: 300 }, (_, n) => {
  const locale = n < 150 ? 'es_ES' : 'en_GB';
  return [`${locale === 'en_GB' ? '/en' : ''}/p${String(n).padStart(3, '0')}/`, page(locale, n)];
}));

/** What splicing `changes` into the published files gives, against the full rendering of the changed manifest. */
async function splice(changed: Record<string, ManifestPage | undefined>, base: Manifest['pages'] = pages) {
  const { dir, files, shared } = publish(base);
  const after: Manifest['pages'] = { ...base };
  for (const [path, entry] of Object.entries(changed)) {
    if (entry) after[path] = entry;
    else delete after[path];
  }
  const result = await spliceDiscoveryFiles(dir, shared, site, Object.entries(changed).map(([path, entry]) => ({ path, before: base[path], after: entry })), files['sitemap.xml']!);
  const expected = renderDiscoveryFiles(after, site);
  return { result, expected, files };
}

describe('a one-path rebuild\'s sitemap and feed from the published files (spec 9)', () => {
  it('replaces a page\'s sitemap line and feed item in place: exactly the full rendering, only the changed files returned', async () => {
    const path = '/en/p299/';
    const { result, expected, files } = await splice({ [path]: { ...pages[path]!, facts: { ...pages[path]!.facts, title: 'Renamed & <new>', description: 'New', modified: '2031-01-01T00:00:00.000Z' } } });
    expect(result).not.toBeNull();
    expect(Object.keys(result!).sort()).toEqual(['en/rss.xml', 'robots.txt', 'sitemap-en-gb.xml', 'sitemap.xml']);
    for (const [file, text] of Object.entries(result!)) expect(text, file).toBe(expected[file]);
    expect(result!['en/rss.xml']).not.toBe(files['en/rss.xml']);
    expect(result!['sitemap.xml']).toContain('<lastmod>2031-01-01T00:00:00.000Z</lastmod>');
  });

  it('leaves the feed as it is for a page older than its window, and the sitemap line still changes', async () => {
    const path = '/en/p151/';
    const { result, expected } = await splice({ [path]: { ...pages[path]!, facts: { ...pages[path]!.facts, title: 'Old news, renamed', modified: '2026-12-24T00:00:00.000Z' } } });
    expect(result).not.toBeNull();
    expect(Object.keys(result!).sort()).toEqual(['robots.txt', 'sitemap-en-gb.xml', 'sitemap.xml']);
    for (const [file, text] of Object.entries(result!)) expect(text, file).toBe(expected[file]);
    expect(result!['sitemap-en-gb.xml']).toContain('<loc>https://www.example.edu/en/p151/</loc><lastmod>2026-12-24T00:00:00.000Z</lastmod>');
  });

  it('replaces the lines of many pages at once, in both languages, a paginated list\'s every line included: exactly the full rendering', async () => {
    // A list of three pages has three sitemap lines, replaced as one block.
    const base: Manifest['pages'] = { ...pages, '/p010/': page('es_ES', 10, { listPages: 3 }), '/en/p160/': page('en_GB', 160, { listPages: 3 }) };
    // What an article shown in every "you may also like" does to a one-path rebuild: a third of the site changes.
    const changed = Object.fromEntries(Object.entries(base).filter((_, n) => n % 3 === 1 || n === 10 || n === 160).map(([path, entry]) =>
      [path, { ...entry, facts: { ...entry.facts, title: `${entry.facts.title}, renamed`, modified: new Date(Date.UTC(2030, 0, 1) + entry.id * 60_000).toISOString() } }]));
    expect(Object.keys(changed).length).toBeGreaterThan(90);
    const { result, expected, files } = await splice(changed, base);
    expect(result).not.toBeNull();
    expect(Object.keys(result!)).toEqual(expect.arrayContaining(['sitemap-en-gb.xml', 'sitemap-es-es.xml', 'sitemap.xml']));
    // Every file as the full rendering makes it: returned when it changed, left as published otherwise.
    for (const [file, text] of Object.entries(expected)) expect(result![file] ?? files[file], file).toBe(text);
  });

  it('gives up (the caller renders from the manifest) when lines would move: a page leaving the sitemap, a new date in the feed, a new page, a removed one', async () => {
    const path = '/en/p299/';
    const cases: Record<string, ManifestPage | undefined>[] = [
      { [path]: { ...pages[path]!, facts: { ...pages[path]!.facts, isIndexed: false } } },
      { [path]: { ...pages[path]!, facts: { ...pages[path]!.facts, published: '2020-01-01T00:00:00.000Z' } } },
      { [path]: { ...pages[path]!, facts: { ...pages[path]!.facts, listPages: 2 } } },
      { '/en/p299b/': page('en_GB', 999) },
      { [path]: undefined },
    ];
    for (const changed of cases) expect((await splice(changed)).result, JSON.stringify(changed)).toBeNull();
  });

  it('gives up when a published file it must change is not the one the manifest recorded, and reads none it need not change', async () => {
    const { dir, files, shared } = publish(pages);
    writeFileSync(join(dir, 'sitemap-en-gb.xml'), `${files['sitemap-en-gb.xml']}\n`);
    const path = '/en/p298/';
    const after = { ...pages[path]!, facts: { ...pages[path]!.facts, modified: '2031-01-01T00:00:00.000Z' } };
    expect(await spliceDiscoveryFiles(dir, shared, site, [{ path, before: pages[path], after }], files['sitemap.xml']!)).toBeNull();
    // A page whose lines stay as they were (thousands of pages whose list changed): the part is not
    // read for it, and nothing of the sitemap is made again.
    const same = { ...pages[path]!, facts: { ...pages[path]!.facts, links: ['/en/other/'] } };
    expect(Object.keys((await spliceDiscoveryFiles(dir, shared, site, [{ path, before: pages[path], after: same }], files['sitemap.xml']!))!)).toEqual(['robots.txt']);
    expect(FEED_ITEMS).toBeLessThan(75);
  });
});
