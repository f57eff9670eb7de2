import { describe, expect, it } from 'vitest';
import { MANIFEST_VERSION, serializeManifest, type Manifest, type PageFacts } from '../src/publish/manifest/manifest.js';
import { ManifestText } from '../src/publish/manifest/manifest-text.js';
import { stalePaths } from '../src/publish/one-path-build.js';

/**
 * The editor's preview starts by finding where the output is behind the API (stalePaths,
 * src/preview/preview-server.ts), on a manifest of any size (spec 9): every entry's place found in
 * one walk, each entry glanced at (id, hash, modification, validUntil), none parsed whole.
 */
const facts = (modified: string, validUntil?: string): PageFacts => ({
  template: 'BasicTemplate', title: 'A', description: '', isIndexed: true, canonicalURL: '',
  modified, published: '2026-09-01T09:00:00.000Z', pageLanguages: [], listPages: 1,
  inline: { scripts: [], styles: [], frames: [] }, ...(validUntil ? { validUntil } : {}),
});

describe('the paths where the output is behind the API', () => {
  const count = 3000;
  const pages: Manifest['pages'] = {};
  for (let n = 0; n < count; n++) {
    pages[`/p${String(n).padStart(5, '0')}/`] = { id: n, locale: 'es_ES', hash: `h${n}`, files: { [`p${n}/index.html`]: 'x' }, facts: facts('2026-10-01T09:00:00.000Z', n === 7 ? '2026-11-01T00:00:00.000Z' : undefined) };
  }
  const manifest: Manifest = { version: MANIFEST_VERSION, site: 'main', codeHash: 'c', buildHash: 'b', pages, shared: { 'robots.txt': 'r' } };
  const index = Object.entries(pages).map(([path, p]) => ({ id: p.id, path, locale: 'es_ES' as const, hash: p.hash, modified: p.facts.modified }));

  it('are the changed, moved, expired, new and unpublished pages', () => {
    const text = ManifestText.parse(serializeManifest(manifest))!;
    const now = Date.parse('2026-11-29T12:00:00Z');
    const asked = [
      ...index.filter((i) => i.path !== '/p00010/' && i.path !== '/p00011/' && i.path !== '/p00012/'),
      { ...index[11]!, hash: 'published since' },
      { ...index[12]!, id: 99_999 },
      { id: 5000, path: '/new/', locale: 'es_ES' as const, hash: 'n', modified: '2026-11-01T09:00:00.000Z' },
    ];
    expect(stalePaths(asked, text, now).sort()).toEqual(['/new/', '/p00007/', '/p00010/', '/p00011/', '/p00012/']);
  });

  it('glance at the entries instead of parsing them: an entry whose facts do not read is no obstacle', () => {
    // Every entry's facts lack their template, so parsing any entry whole fails (MANIFEST_UNREADABLE).
    const broken = serializeManifest(manifest).replace(/\n {4}"template": "BasicTemplate",/g, '');
    const text = ManifestText.parse(broken)!;
    expect(() => text.previous('/p00001/')).toThrow(/The entry of \/p00001\//);
    expect(stalePaths(index, text, Date.parse('2026-10-15T00:00:00Z'))).toEqual([]);
  });
});
