import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffManifest, MANIFEST_FILE, MANIFEST_VERSION, readManifest, serializeManifest, type Manifest, type PageFacts } from '../src/build/manifest.js';

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
