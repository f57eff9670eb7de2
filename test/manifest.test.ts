import { mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffManifest, glanceOf, MANIFEST_FILE, MANIFEST_VERSION, ManifestPageSchema, pageFactsOf, PageFactsSchema, parseManifestPage, readManifest, readManifestEntries, readManifestStart, serializeManifest, writeManifest, writeManifestFile, type Manifest, type PageFacts } from '../src/publish/manifest/manifest.js';
import { DiskManifestStore, IN_MEMORY_BYTES, IN_MEMORY_PAGES, MemoryManifestStore, manifestOrder, openManifestStore, storedManifest } from '../src/publish/manifest/manifest-store.js';
import { ManifestText } from '../src/publish/manifest/manifest-text.js';
import { ManifestCache } from '../src/publish/manifest/manifest-cache.js';

const facts: PageFacts = {
  template: 'BasicTemplate', title: 'A', description: '', isIndexed: true, canonicalURL: '',
  modified: '2026-10-01T09:00:00.000Z', published: '2026-09-01T09:00:00.000Z', pageLanguages: [], listPages: 1,
  inline: { scripts: [], styles: [], frames: [] },
};
const previous: Manifest = {
  version: MANIFEST_VERSION, site: 'main', codeHash: 'code-1', buildHash: 'b', shared: {},
  pages: {
    '/a/': { id: 1, locale: 'es_ES', hash: 'h1', files: { 'a/index.html': 'x' }, facts },
    '/b/': { id: 2, locale: 'es_ES', hash: 'h2', files: { 'b/index.html': 'y' }, facts },
    '/gone/': { id: 3, locale: 'es_ES', hash: 'h3', files: { 'gone/index.html': 'z' }, facts },
  },
};

describe('manifest diffing', () => {
  it('keeps pages whose API hash and code hash are unchanged', () => {
    const diff = diffManifest(previous, [{ id: 1, path: '/a/', hash: 'h1' }, { id: 2, path: '/b/', hash: 'CHANGED' }, { id: 4, path: '/new/', hash: 'h4' }], 'code-1');
    expect([...diff.unchanged]).toEqual(['/a/']);
    expect([...diff.changed].sort()).toEqual(['/b/', '/new/']);
    expect(diff.removed).toEqual(['/gone/']);
  });

  it('re-renders everything when the code changed', () => {
    const diff = diffManifest(previous, [{ id: 1, path: '/a/', hash: 'h1' }], 'code-2');
    expect(diff.unchanged.size).toBe(0);
    expect([...diff.changed]).toEqual(['/a/']);
  });

  it('treats a path that now belongs to another page as changed', () => {
    const diff = diffManifest(previous, [{ id: 99, path: '/a/', hash: 'h1' }], 'code-1');
    expect([...diff.changed]).toEqual(['/a/']);
  });

  it('builds everything when there is no previous manifest', () => {
    const diff = diffManifest(null, [{ id: 1, path: '/a/', hash: 'h1' }], 'code-1');
    expect([...diff.changed]).toEqual(['/a/']);
    expect(diff.removed).toEqual([]);
  });

  it('reads back what it writes, and ignores a manifest of the previous version (no page facts) so every page is rendered again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    writeFileSync(join(dir, MANIFEST_FILE), serializeManifest(previous));
    expect(await readManifest(dir)).toEqual(previous);
    const { facts: _facts, ...withoutFacts } = previous.pages['/a/']!;
    writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ ...previous, version: 1, pages: { '/a/': withoutFacts } }));
    expect(await readManifest(dir)).toBeNull();
  });
});

/** The text the manifest had when it was one JSON.stringify of the whole document (pages and shared files sorted). */
const wholeDocument = (m: Manifest) => `${JSON.stringify({
  ...m,
  pages: Object.fromEntries(Object.entries(m.pages).sort(([a], [b]) => (a < b ? -1 : 1))),
  shared: Object.fromEntries(Object.entries(m.shared).sort(([a], [b]) => (a < b ? -1 : 1))),
}, null, 1)}\n`;

const many: Manifest = {
  version: MANIFEST_VERSION, site: 'main', codeHash: 'c', buildHash: 'b',
  pages: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`/p${(i * 7919) % 3000}/`, {
    id: i, locale: i % 2 ? 'en_GB' : 'es_ES', hash: `h${i}`, files: { [`p${i}/index.html`]: 'x'.repeat(64), [`page-data/p${i}/page-data.json`]: 'y' },
    facts: { ...facts, title: `Título "${i}"\n`, pageLanguages: i % 3 ? [{ locale: 'en_GB', isLive: true, path: `/en/p${i}/` }, { locale: 'es_ES', isLive: false }] : [] },
  }])),
  shared: { 'sitemap.xml': 's', 'robots.txt': 'r', '_headers': 'h' },
};

describe('manifest written a page at a time', () => {
  it('has exactly the bytes of the whole document serialised at once, empty sections included', () => {
    expect(serializeManifest(many)).toBe(wholeDocument(many));
    const empty: Manifest = { ...many, pages: {}, shared: {} };
    expect(serializeManifest(empty)).toBe(wholeDocument(empty));
    expect(serializeManifest(previous)).toBe(wholeDocument(previous));
  });

  it('streams to disk in batches (more than one for a big site) and reads back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    const big: Manifest = { ...many, pages: Object.fromEntries(Object.entries(many.pages).map(([p, e]) => [p, { ...e, facts: { ...e.facts, description: 'd'.repeat(400) } }])) };
    await writeManifest(dir, big);
    const text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    expect(text.length).toBeGreaterThan(2 * (1 << 20));
    expect(text).toBe(wholeDocument(big));
    expect(await readManifest(dir)).toEqual(big);
  });

  it('stays valid after incremental writes: each rewrite replaces the file whole, and reads back as written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    await writeManifest(dir, many);
    const next: Manifest = { ...many, pages: { ...many.pages, '/p1/': { ...many.pages['/p1/']!, hash: 'changed' } } };
    delete next.pages['/p2/'];
    await writeManifest(dir, next);
    expect(await readManifest(dir)).toEqual(next);
    expect(readFileSync(join(dir, MANIFEST_FILE), 'utf8')).toBe(wholeDocument(next));
  });

  it('links the previous file instead of rewriting it when the bytes are the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    const published = join(dir, 'published.json');
    writeFileSync(published, serializeManifest(many));
    await writeManifestFile(join(dir, 'same.json'), many, published);
    expect(statSync(join(dir, 'same.json')).ino).toBe(statSync(published).ino);
    await writeManifestFile(join(dir, 'other.json'), previous, published);
    expect(statSync(join(dir, 'other.json')).ino).not.toBe(statSync(published).ino);
    expect(readFileSync(join(dir, 'other.json'), 'utf8')).toBe(serializeManifest(previous));
  });
});

describe('a rendered page\'s facts without zod (pageFactsOf)', () => {
  it('gives what PageFactsSchema gives, keys in the same order, whatever else the page carries', () => {
    const page = {
      listPages: 3, isIndexed: true, template: 'BlogList', title: 'Noticias', description: 'Todo', canonicalURL: '', published: '2026-01-01', modified: '2026-02-01',
      pageLanguages: [{ pageId: 9, languageId: 2, locale: 'en_GB' as const, isLive: true, path: '/en/news/' }, { isLive: false, locale: 'es_ES' as const, pageId: 3, languageId: 1 }],
      inline: { frames: ['https://www.youtube-nocookie.com'], scripts: ['sha256-a'], styles: [] },
      extra: 'dropped',
    };
    expect(JSON.stringify(pageFactsOf(page))).toBe(JSON.stringify(PageFactsSchema.parse(page)));
    const bare = { ...page, pageLanguages: [], inline: { scripts: [], styles: [], frames: [] } };
    expect(JSON.stringify(pageFactsOf(bare))).toBe(JSON.stringify(PageFactsSchema.parse(bare)));
    const timed = { ...page, validUntil: '2027-01-23T09:00:00.000Z', links: ['/a/', '/b/2/'] };
    expect(JSON.stringify(pageFactsOf(timed))).toBe(JSON.stringify(PageFactsSchema.parse(timed)));
    const list = { ...page, lists: ['NEWS'], listed: [{ inline: { frames: [], styles: ['sha256-s'], scripts: [] }, seen: 'a', extra: 1 }, { until: '2027-01-23T09:00:00.000Z', seen: 'b' }, { seen: 'c' }] };
    expect(JSON.stringify(pageFactsOf(list))).toBe(JSON.stringify(PageFactsSchema.parse(list)));
  });
});

describe('reading a page entry without zod', () => {
  const entry = many.pages['/p1/']!;
  it('gives what the schema gives, keys in the same order', () => {
    const timed = { ...entry, facts: { ...entry.facts, validUntil: '2027-01-23T09:00:00.000Z', links: ['/a/'] } };
    const list = { ...entry, facts: { ...entry.facts, lists: ['NEWS'], listed: [{ inline: { frames: [], styles: ['sha256-s'], scripts: [], extra: 3 }, seen: 'a', extra: 4 }, { until: '2027-01-23T09:00:00.000Z', seen: 'b' }] } };
    for (const e of [entry, many.pages['/p3/']!, previous.pages['/a/']!, timed, list]) {
      const withExtra = { ...e, extra: 1, facts: { ...e.facts, extra: 2 } };
      expect(JSON.stringify(parseManifestPage(JSON.parse(JSON.stringify(withExtra))))).toBe(JSON.stringify(ManifestPageSchema.parse(withExtra)));
    }
  });

  it('refuses what the schema refuses', () => {
    const broken: unknown[] = [
      null, [], { ...entry, id: '1' }, { ...entry, locale: 'fr_FR' }, { ...entry, files: { a: 1 } },
      { ...entry, facts: { ...entry.facts, listPages: 0 } }, { ...entry, facts: { ...entry.facts, listPages: 1.5 } },
      { ...entry, facts: { ...entry.facts, isIndexed: 'yes' } }, { ...entry, facts: { ...entry.facts, modified: undefined } },
      { ...entry, facts: { ...entry.facts, pageLanguages: [{ locale: 'en_GB', isLive: 1 }] } },
      { ...entry, facts: { ...entry.facts, pageLanguages: [{ locale: 'en_GB', isLive: true, path: 3 }] } },
      { ...entry, facts: { ...entry.facts, inline: { scripts: [], styles: [1], frames: [] } } },
      { ...entry, facts: { ...entry.facts, validUntil: 5 } }, { ...entry, facts: { ...entry.facts, validUntil: 'after the open day' } },
      { ...entry, facts: { ...entry.facts, links: '/a/' } }, { ...entry, facts: { ...entry.facts, links: [1] } },
      { ...entry, facts: { ...entry.facts, listed: {} } }, { ...entry, facts: { ...entry.facts, listed: [{ seen: 1 }] } },
      { ...entry, facts: { ...entry.facts, listed: [{ seen: 'a', until: 'tomorrow' }] } }, { ...entry, facts: { ...entry.facts, listed: [{ seen: 'a', inline: { scripts: [] } }] } },
    ];
    for (const value of broken) {
      expect(ManifestPageSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(parseManifestPage(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('manifest read and written without holding it whole (spec 9)', () => {
  it('reads an old manifest entry by entry, in path order, as readManifest reads it whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    writeFileSync(join(dir, MANIFEST_FILE), serializeManifest(many));
    const seen: string[] = [];
    const head = await readManifestEntries(join(dir, MANIFEST_FILE), (path, page) => {
      seen.push(path);
      expect(page).toEqual(many.pages[path]);
    });
    expect(seen).toEqual(Object.keys(many.pages).sort());
    expect(head).toEqual({ version: MANIFEST_VERSION, site: 'main', codeHash: 'c', buildHash: 'b', shared: many.shared });
    expect(await readManifestStart(dir)).toEqual({ version: MANIFEST_VERSION, site: 'main', codeHash: 'c', buildHash: 'b' });
  });

  it('reads no manifest from a broken entry, a truncated file, another version or another layout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    const file = join(dir, MANIFEST_FILE);
    const text = serializeManifest(many);
    const cases = [
      text.replace('"locale": "en_GB"', '"locale": "fr_FR"'),
      text.slice(0, Math.floor(text.length / 2)),
      text.replace(`"version": ${MANIFEST_VERSION}`, '"version": 1'),
      JSON.stringify(many),
    ];
    for (const broken of cases) {
      writeFileSync(file, broken);
      expect(await readManifestEntries(file, () => {})).toBeNull();
      expect(await readManifest(dir)).toBeNull();
    }
    expect(await readManifestEntries(join(dir, 'missing.json'), () => {})).toBeNull();
  });

  it.each([
    ['on disk', () => DiskManifestStore.open()],
    ['in memory', async () => new MemoryManifestStore()],
  ])('a store %s given entries in any order writes the bytes of the whole document, and answers the previous build by path', async (_where, open) => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    writeFileSync(join(dir, 'previous.json'), serializeManifest(previous));
    const store = await open();
    try {
      expect(await store.loadPrevious(join(dir, 'previous.json'))).toEqual({ version: MANIFEST_VERSION, site: 'main', codeHash: 'code-1', buildHash: 'b', shared: {} });
      expect(store.previousCount).toBe(3);
      expect(store.previous('/b/')).toEqual(previous.pages['/b/']);
      expect(store.previous('/nowhere/')).toBeUndefined();
      // Pages finish in any order (here: reversed insertion); the file comes out sorted.
      for (const [path, entry] of Object.entries(many.pages).reverse()) store.put(path, entry);
      const paths = manifestOrder(Object.keys(many.pages));
      await writeManifestFile(join(dir, 'streamed.json'), storedManifest(store, many, paths, many.shared), null);
      expect(readFileSync(join(dir, 'streamed.json'), 'utf8')).toBe(wholeDocument(many));
      // A manifest that cannot be read leaves no previous entries.
      writeFileSync(join(dir, 'broken.json'), '{\n "version": 3,\n');
      expect(await store.loadPrevious(join(dir, 'broken.json'))).toBeNull();
      expect(store.previous('/a/')).toBeUndefined();
      expect(store.previousCount).toBe(0);
    } finally {
      store.close();
    }
  });

  it('keeps a small site in memory and a large one, or one whose previous manifest is large, on disk (spec 9: bounded memory)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-'));
    const file = join(dir, 'build-manifest.json');
    const kinds: string[] = [];
    const kind = async (pages: number) => { const store = await openManifestStore(pages, file); kinds.push(store instanceof MemoryManifestStore ? 'memory' : store instanceof DiskManifestStore ? 'disk' : 'other'); store.close(); };
    await kind(IN_MEMORY_PAGES); // no previous manifest
    await kind(IN_MEMORY_PAGES + 1);
    writeFileSync(file, Buffer.alloc(IN_MEMORY_BYTES + 1, 32));
    await kind(10); // a site that shrank: its previous manifest would not fit
    writeFileSync(file, serializeManifest(previous));
    await kind(10);
    expect(kinds).toEqual(['memory', 'disk', 'disk', 'memory']);
  });
});

describe('the manifest as a one-path rebuild reads it (ManifestText, spec 9)', () => {
  const text = serializeManifest(many);

  it('glances at an entry\'s id, hashes, modified and validUntil without parsing it, as parsing gives them', () => {
    const withFacts: Manifest = { ...many, pages: { ...many.pages,
      '/timed/': { id: 77, locale: 'en_GB', hash: 'h77', own: 'o77', files: {}, facts: { ...facts, modified: '2026-11-02T10:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z',
        embeds: [{ call: 'k', seen: 'd', pages: [1, 2] }], lists: ['NEWS'] } },
    } };
    const read = ManifestText.parse(serializeManifest(withFacts))!;
    for (const path of read.paths()) {
      const page = withFacts.pages[path]!;
      expect(read.glance(path), path).toEqual({ id: page.id, hash: page.hash, own: page.own, modified: page.facts.modified, validUntil: page.facts.validUntil });
    }
    expect(read.glance('/nowhere/')).toBeUndefined();
    // A replaced entry is glanced at as replaced.
    read.set('/timed/', { ...withFacts.pages['/timed/']!, hash: 'new' });
    expect(read.glance('/timed/')?.hash).toBe('new');
  });

  it('writes back exactly the bytes it read, and after changes the bytes of the changed document', () => {
    const read = ManifestText.parse(text)!;
    expect(read.head).toEqual({ version: MANIFEST_VERSION, site: 'main', codeHash: 'c', buildHash: 'b', shared: many.shared });
    expect(read.text()).toBe(text);
    const changed = { ...many.pages['/p1/']!, hash: 'changed', facts: { ...many.pages['/p1/']!.facts, title: 'Nuevo' } };
    read.set('/p1/', changed);
    read.set('/zz-new/', many.pages['/p5/']!);
    read.set('/p10a/', many.pages['/p6/']!);
    read.delete('/p2/');
    read.head.shared['sitemap.xml'] = 's2';
    const pages: Manifest['pages'] = { ...many.pages, '/p1/': changed, '/zz-new/': many.pages['/p5/']!, '/p10a/': many.pages['/p6/']! };
    delete pages['/p2/'];
    expect(read.text()).toBe(wholeDocument({ ...many, pages, shared: { ...many.shared, 'sitemap.xml': 's2' } }));
    const empty: Manifest = { ...many, pages: {}, shared: {} };
    expect(ManifestText.parse(serializeManifest(empty))!.text()).toBe(wholeDocument(empty));
  });

  it('refreshes entries\' hashes in their text, never parsing them: the bytes of the document with those hashes, the glances and pages with them', () => {
    // Half the entries carry `own`: one gains it, one loses it (serialised again), the others are patched.
    const withOwn: Manifest = { ...many, pages: Object.fromEntries(Object.entries(many.pages).map(([path, page]) => [path, page.id % 2 ? { id: page.id, locale: page.locale, hash: page.hash, own: `o${page.id}`, files: page.files, facts: page.facts } : page])) };
    const sorted = Object.keys(withOwn.pages).sort((a, b) => (a < b ? -1 : 1));
    const owning = sorted.filter((path) => withOwn.pages[path]!.own !== undefined);
    const bare = sorted.filter((path) => withOwn.pages[path]!.own === undefined);
    const refreshed = [...owning.slice(0, 40), sorted[0]!, sorted.at(-1)!, ...bare.slice(0, 30)];
    const gains = bare[100]!;
    const loses = owning[100]!;
    // An unreadable entry no refresh touches: a refresh that parsed or walked would stop there.
    const elsewhere = sorted.find((path) => !refreshed.includes(path) && path !== gains && path !== loses && path !== sorted[1])!;
    const mark = (t: string) => t.replace(`\n  ${JSON.stringify(elsewhere)}: {\n`, `\n  ${JSON.stringify(elsewhere)}:{\n`);
    const read = ManifestText.parse(mark(serializeManifest(withOwn)))!;
    const pages: Manifest['pages'] = { ...withOwn.pages };
    for (const path of refreshed) {
      const page = withOwn.pages[path]!;
      const own = page.own === undefined ? undefined : `new-own ${path}`;
      read.refresh(path, `new ${path}`, own);
      pages[path] = { ...page, hash: `new ${path}`, ...(own !== undefined ? { own } : {}) };
    }
    read.refresh(gains, 'gained', 'its own');
    pages[gains] = { id: pages[gains]!.id, locale: pages[gains]!.locale, hash: 'gained', own: 'its own', files: pages[gains]!.files, facts: pages[gains]!.facts };
    read.refresh(loses, 'lost', undefined);
    const { own: _own, ...lost } = pages[loses]!;
    pages[loses] = { ...lost, hash: 'lost' };
    // A replaced entry refreshed afterwards keeps its replacement, with the new hash.
    read.set(sorted[1]!, { ...withOwn.pages[sorted[1]!]!, facts: { ...withOwn.pages[sorted[1]!]!.facts, title: 'Nuevo' } });
    read.refresh(sorted[1]!, 'after set', undefined);
    pages[sorted[1]!] = { ...withOwn.pages[sorted[1]!]!, hash: 'after set', facts: { ...withOwn.pages[sorted[1]!]!.facts, title: 'Nuevo' } };
    expect(read.text()).toBe(mark(wholeDocument({ ...withOwn, pages })));
    for (const path of [...refreshed, gains, loses]) {
      expect(read.glance(path), path).toEqual(glanceOf(pages[path]!));
      expect(JSON.stringify(read.page(path)), path).toBe(JSON.stringify(pages[path]));
    }
    // A page joining the manifest makes it walk every entry: the refreshed ones patched still.
    const whole = ManifestText.parse(serializeManifest(withOwn))!;
    const joined: Manifest['pages'] = { ...withOwn.pages, '/zz-new/': withOwn.pages[sorted[3]!]! };
    for (const path of [sorted[0]!, ...owning.slice(0, 3), ...bare.slice(0, 3)]) {
      const own = withOwn.pages[path]!.own === undefined ? undefined : `new-own ${path}`;
      whole.refresh(path, `new ${path}`, own);
      joined[path] = { ...withOwn.pages[path]!, hash: `new ${path}`, ...(own !== undefined ? { own } : {}) };
    }
    whole.set('/zz-new/', withOwn.pages[sorted[3]!]!);
    expect(whole.text()).toBe(wholeDocument({ ...withOwn, pages: joined }));
  });

  it('reads an entry\'s embeds and whether it lists from its text, as parsing it gives them', () => {
    const pages: Manifest['pages'] = {
      '/a/': { id: 1, locale: 'es_ES', hash: 'h', files: {}, facts: { ...facts, embeds: [{ call: 'k', seen: 'd', pages: [3, 4], related: 1 }, { call: 'home', seen: 'e', pages: [] }] } },
      '/b/': { id: 2, locale: 'es_ES', hash: 'h', files: {}, facts: { ...facts, lists: ['NEWS'], listed: [{ seen: 's' }] } },
      '/c/': { id: 3, locale: 'en_GB', hash: 'h', files: {}, facts },
    };
    const read = ManifestText.parse(serializeManifest({ ...many, pages }))!;
    for (const [path, page] of Object.entries(pages)) expect(read.embedsOf(path), path).toEqual({ lists: page.facts.lists !== undefined, embeds: page.facts.embeds });
    expect(read.embedsOf('/nowhere/')).toBeUndefined();
  });

  it('replaces and removes entries without walking the others: the first, the last, neighbours, and one alone', () => {
    const sorted = Object.keys(many.pages).sort((a, b) => (a < b ? -1 : 1));
    const [first, second, third] = sorted as [string, string, string];
    const last = sorted.at(-1)!;
    const middle = sorted[1500]!;
    // The entry of a page no rebuild below touches breaks the layout: walking every entry would
    // stop there, so these rebuilds prove they never walk.
    const elsewhere = sorted[2000]!;
    const brokenText = text.replace(`\n  ${JSON.stringify(elsewhere)}: {\n`, `\n  ${JSON.stringify(elsewhere)}:{\n`);
    expect(brokenText).not.toBe(text);
    const cases: { set: string[]; remove: string[] }[] = [
      { set: [middle], remove: [] }, { set: [first, last], remove: [] }, { set: [], remove: [first] }, { set: [], remove: [last] },
      { set: [second], remove: [first, third] }, { set: [first], remove: [second, last] }, { set: [], remove: [sorted.at(-2)!, last] },
    ];
    for (const { set, remove } of cases) {
      const read = ManifestText.parse(brokenText)!;
      const pages: Manifest['pages'] = { ...many.pages };
      for (const path of set) {
        const changed = { ...many.pages[path]!, hash: `changed ${path}` };
        read.set(path, changed);
        pages[path] = changed;
      }
      for (const path of remove) {
        expect(read.hasPrevious(path)).toBe(true);
        read.delete(path);
        delete pages[path];
      }
      const expected = wholeDocument({ ...many, pages }).replace(`\n  ${JSON.stringify(elsewhere)}: {\n`, `\n  ${JSON.stringify(elsewhere)}:{\n`);
      expect(read.text(), JSON.stringify({ set, remove })).toBe(expected);
    }
    // Walking every entry reaches the broken one, and says what to do.
    expect(() => [...ManifestText.parse(brokenText)!.pages()]).toThrow(/The list of pages in build-manifest.json is not one this version writes/);
    // Every entry removed but one, then that one too: the pages member is written empty.
    const two: Manifest = { ...many, pages: { [first]: many.pages[first]!, [second]: many.pages[second]! } };
    const read = ManifestText.parse(serializeManifest(two))!;
    read.delete(first);
    read.delete(second);
    expect(read.text()).toBe(wholeDocument({ ...many, pages: {} }));
    expect(ManifestText.parse(serializeManifest(two))!.hasPrevious('/p1')).toBe(false);
  });

  it('parses only the entries asked for: one that does not read is an error only when needed, naming its page', () => {
    // The entry of /p1/ broken (not one this version writes); every other entry reads.
    const broken = text.replace(/("\/p1\/": \{\n {3}"id": \d+,\n {3}"locale": )"en_GB"/, '$1"fr_FR"');
    expect(broken).not.toBe(text);
    const read = ManifestText.parse(broken)!;
    expect(read.previous('/p3/')).toEqual(many.pages['/p3/']);
    expect(read.hasPrevious('/p1/')).toBe(true);
    expect(() => read.previous('/p1/')).toThrow(/The entry of \/p1\/ in build-manifest.json/);
  });

  it('gives a language\'s pages in path order without reading the other language\'s entries', () => {
    const read = ManifestText.parse(text.replace(/("\/p2\/": \{\n {3}"id": \d+,\n {3}"locale": "es_ES",\n {3}"hash": )"h\d+"/, '$1 broken'))!;
    const english = [...read.pages(new Set(['en_GB']))];
    expect(english.map(([path]) => path)).toEqual(Object.keys(many.pages).filter((p) => many.pages[p]!.locale === 'en_GB').sort());
    expect(english.every(([path, page]) => JSON.stringify(page) === JSON.stringify(many.pages[path]))).toBe(true);
    // /p2/ (Spanish, unreadable) was never parsed; asking for every page reaches it.
    expect(() => [...read.pages()]).toThrow(/\/p2\//);
  });

  it('finds the entries that show a page, ask a window or list a source as parsing every entry finds them, parsing only those', () => {
    const pages: Manifest['pages'] = Object.fromEntries(Object.entries(many.pages).map(([path, page]) => [path, { ...page, facts: { ...page.facts,
      ...(page.id % 4 ? { embeds: [{ call: `k${page.id % 7}`, seen: 'd', pages: [page.id + 1, (page.id * 31) % 3000, 12] }, { call: 'home', seen: 'e', pages: [] }] } : {}),
      ...(page.id % 50 === 0 ? { lists: ['NEWS', `S${page.id % 3}`] } : {}) } }]));
    const withEmbeds: Manifest = { ...many, pages };
    const every = Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : 1));
    const where = (keep: (page: Manifest['pages'][string]) => boolean) => every.filter(([, page]) => keep(page)).map(([path]) => path);
    const paths = (found: [string, unknown][]) => found.map(([path]) => path);
    // An entry that none of the lookups below finds breaks the layout: parsing every entry would stop there.
    const unread = every.find(([, page]) => !page.facts.embeds && !page.facts.lists)![0];
    const broken = serializeManifest(withEmbeds).replace(new RegExp(`("${unread.replace(/\//g, '\\/')}": \\{\\n {3}"id": \\d+,\\n {3}"locale": )"(en_GB|es_ES)"`), '$1"fr_FR"');
    const read = ManifestText.parse(broken)!;
    expect(() => [...read.pages()]).toThrow(new RegExp(`The entry of ${unread}`));
    for (const id of [12, 1, 2, 3, 31, 100, 2999, 3000, 99999]) {
      expect(paths(read.showing(id)), `page ${id}`).toEqual(where((page) => page.facts.embeds?.some((e) => e.pages.includes(id)) ?? false));
    }
    expect(read.showing(1).every(([path, page]) => JSON.stringify(page) === JSON.stringify(pages[path]))).toBe(true);
    for (const source of ['NEWS', 'S1', 'EVENTS']) expect(paths(read.listing(source)), source).toEqual(where((page) => page.facts.lists?.includes(source) ?? false));
    // This build's entries are asked as they are now: one that shows page 1 since, one that no longer does.
    const [before] = read.showing(1)[0]!;
    const after = every.find(([, page]) => !page.facts.embeds?.some((e) => e.pages.includes(1)) && page.id !== 0)![0];
    read.set(before, { ...pages[before]!, facts: { ...pages[before]!.facts, embeds: [] } });
    read.set(after, { ...pages[after]!, facts: { ...pages[after]!.facts, embeds: [{ call: 'k1', seen: 'd', pages: [1] }] } });
    expect(paths(read.showing(1))).toEqual(where((page) => page.facts.embeds?.some((e) => e.pages.includes(1)) ?? false).filter((path) => path !== before).concat(after).sort());
  });

  it('hands the next build the manifest as written (next): its bytes, every entry\'s place and glance as a fresh read of them gives, generation after generation in two buffers', () => {
    // A seeded draw (mulberry32) of what one-path builds do to the manifest: entries replaced,
    // refreshed, removed, and pages joining it (their place is among the others).
    let seed = 20261130;
    const draw = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const state: Manifest = { ...many, pages: { ...many.pages }, shared: { ...many.shared } };
    let current = ManifestText.parse(serializeManifest(state))!;
    const buffers: Buffer[] = [];
    for (let generation = 0; generation < 12; generation++) {
      const paths = Object.keys(state.pages).sort((a, b) => (a < b ? -1 : 1));
      const pick = () => paths[Math.floor(draw() * paths.length)]!;
      // Most builds walk every entry first (the dependency check); some never do.
      const walked = generation % 4 !== 3;
      if (walked) for (const path of current.paths()) current.glance(path);
      for (let n = 0; n < 1 + Math.floor(draw() * 6); n++) {
        const path = pick();
        const kind = draw();
        if (kind < 0.3) {
          const page = { ...state.pages[path]!, hash: `g${generation}-${n}`, facts: { ...state.pages[path]!.facts, title: `Generación ${generation}` } };
          current.set(path, page);
          state.pages[path] = page;
        } else if (kind < 0.6) {
          const { id, locale, files, facts: pageFacts } = state.pages[path]!;
          const own = draw() < 0.5 ? `own ${generation}` : undefined;
          current.refresh(path, `r${generation}-${n}`, own);
          state.pages[path] = { id, locale, hash: `r${generation}-${n}`, ...(own !== undefined ? { own } : {}), files, facts: pageFacts };
        } else if (kind < 0.8 && paths.length > 10) {
          current.delete(path);
          delete state.pages[path];
        } else if (walked) {
          const joining = `/new-${generation}-${n}/`;
          const page = { ...state.pages[path]!, id: 10_000 + generation * 10 + n };
          current.set(joining, page);
          state.pages[joining] = page;
        }
      }
      current.head.shared['sitemap.xml'] = `s${generation}`;
      state.shared['sitemap.xml'] = `s${generation}`;
      // Written into the buffer of the generation before the current one, which no build reads any more.
      const { text: next, buffer, bytes } = current.next(buffers.length >= 2 ? buffers[buffers.length - 2] : null);
      buffers.push(buffer);
      const want = wholeDocument(state);
      expect(bytes.toString('utf8'), `generation ${generation}`).toBe(want);
      const fresh = ManifestText.parse(want)!;
      expect(next.paths()).toEqual(fresh.paths());
      for (const path of fresh.paths()) {
        expect(next.glance(path), `generation ${generation}: ${path}`).toEqual(fresh.glance(path));
        expect(next.embedsOf(path), path).toEqual(fresh.embedsOf(path));
      }
      // Entries parsed from their places in the new bytes, as a fresh read parses them.
      for (const path of [...fresh.paths().slice(0, 5), ...fresh.paths().slice(-5), pick()]) {
        if (state.pages[path]) expect(next.previous(path), path).toEqual(fresh.previous(path));
      }
      current = next;
    }
    // Two buffers in turn once the manifest fits (the first generation's was made with room to grow).
    expect(new Set(buffers.slice(2)).size).toBe(2);
  });

  it('is kept between one process\'s builds (ManifestCache) only while the file on disk is the one written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-manifest-cache-'));
    const file = join(dir, MANIFEST_FILE);
    writeFileSync(file, serializeManifest(many));
    const cache = new ManifestCache();
    // A build takes it, changes an entry and writes the result: the next build gets that one, not a read of the file.
    const first = (await cache.take(file))!;
    first.paths();
    first.set('/p1/', { ...many.pages['/p1/']!, hash: 'written' });
    const written = first.next(cache.writeBuffer());
    writeFileSync(file, written.bytes);
    cache.keep(file, written.text, written.buffer);
    const second = (await cache.take(file))!;
    expect(second).toBe(written.text);
    expect(second.glance('/p1/')?.hash).toBe('written');
    // A build with nothing to change gives it back as it was.
    cache.giveBack(second);
    expect(await cache.take(file)).toBe(second);
    // A build that fails after taking it gives nothing back: the next one reads the file.
    const afterFailure = (await cache.take(file))!;
    expect(afterFailure).not.toBe(second);
    expect(afterFailure.glance('/p1/')?.hash).toBe('written');
    cache.giveBack(afterFailure);
    // Another process writes the file (a new file renamed into place): read again.
    const other = { ...many, pages: { ...many.pages, '/p1/': { ...many.pages['/p1/']!, hash: 'other process' } } };
    writeFileSync(`${file}.tmp`, serializeManifest(other));
    renameSync(`${file}.tmp`, file);
    const reread = (await cache.take(file))!;
    expect(reread).not.toBe(afterFailure);
    expect(reread.glance('/p1/')?.hash).toBe('other process');
    // No manifest at all.
    expect(await new ManifestCache().take(join(dir, 'none.json'))).toBeNull();
  });

  it('reads no manifest from a truncated file, another version or another layout', () => {
    for (const broken of [text.slice(0, Math.floor(text.length / 2)), text.replace(`"version": ${MANIFEST_VERSION}`, '"version": 1'), JSON.stringify(many), `${text.slice(0, -2)},\n "extra": 1\n}\n`]) {
      expect(ManifestText.parse(broken)).toBeNull();
    }
  });
});
