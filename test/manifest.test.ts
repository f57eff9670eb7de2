import { describe, expect, it } from 'vitest';
import { diffManifest, type Manifest } from '../src/build/manifest.js';

const previous: Manifest = {
  version: 1, site: 'main', codeHash: 'code-1', buildHash: 'b', shared: {},
  pages: {
    '/a/': { id: 1, locale: 'es_ES', hash: 'h1', files: { 'a/index.html': 'x' } },
    '/b/': { id: 2, locale: 'es_ES', hash: 'h2', files: { 'b/index.html': 'y' } },
    '/gone/': { id: 3, locale: 'es_ES', hash: 'h3', files: { 'gone/index.html': 'z' } },
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
});
