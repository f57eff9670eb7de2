import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { describe, expect, inject, it } from 'vitest';

/**
 * The editor's own JavaScript is never loaded by a public page (spec 4: editor mode is
 * `sitegen preview` only). Read from the demo site as built: every page's scripts, and every
 * file those load without being asked (static imports, modulepreload), never reach the editor's
 * chunk or the preview's live-update chunk; those are separate files that only a dynamic import
 * in preview and editor modes reaches.
 */
const out = inject('demoOutput');
const runtimeDir = join(out, '_sitegen');
const scriptFiles = fg.sync('*.js', { cwd: runtimeDir });
const read = (file: string) => readFileSync(join(runtimeDir, file), 'utf8');

/** The files a chunk imports statically (loaded with it) and dynamically (loaded when asked). */
function importsOf(file: string): { staticImports: string[]; dynamicImports: string[] } {
  const code = read(file);
  const local = (spec: string) => posix.normalize(spec.replace(/^\.\//, ''));
  return {
    staticImports: [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{][^"'()]*?from\s*)?["'](\.\/[^"']+)["']/g)].map((m) => local(m[1]!)),
    dynamicImports: [...code.matchAll(/import\(\s*["'](\.\/[^"']+)["']\s*\)/g)].map((m) => local(m[1]!)),
  };
}

/** Every file loaded with these, following static imports. */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file).staticImports);
  }
  return seen;
}

/** The chunk holding the editor's own code: the one file with the editor's interface words. */
function chunkWith(marker: string): string {
  const holders = scriptFiles.filter((file) => read(file).includes(marker));
  expect(holders, `files holding ${marker}`).toHaveLength(1);
  return holders[0]!;
}

describe('the editor\'s JavaScript stays out of public pages', () => {
  // The editor's toolbar (runtime/editor/editor.ts; its words, strings.ts, are a chunk it shares with the sign-in pages) and the live updates' stream.
  const editorChunk = chunkWith('editor-toolbar');
  const liveChunk = chunkWith('/__preview/events');

  it('the editor and the live updates are files of their own, reached only by a dynamic import', () => {
    expect(editorChunk).toMatch(/^editor-\w+\.js$/);
    expect(liveChunk).toMatch(/^preview-live-\w+\.js$/);
    for (const chunk of [editorChunk, liveChunk]) {
      const importers = scriptFiles.filter((file) => importsOf(file).staticImports.includes(chunk));
      expect(importers, `static importers of ${chunk}`).toEqual([]);
      expect(scriptFiles.filter((file) => importsOf(file).dynamicImports.includes(chunk)).length, `dynamic importers of ${chunk}`).toBeGreaterThan(0);
    }
  });

  it('no public page loads either: not as a script, not as a preload, not through a static import', () => {
    const pages = fg.sync('**/*.html', { cwd: out });
    expect(pages.length).toBeGreaterThan(1000);
    const loaded = new Set<string>();
    for (const page of pages) {
      const html = readFileSync(join(out, page), 'utf8');
      const refs = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/_sitegen\/([^"]+\.js)"/g)].map((m) => m[1]!);
      expect(html, page).not.toContain(editorChunk);
      expect(html, page).not.toContain(liveChunk);
      for (const ref of refs) loaded.add(ref);
    }
    expect(loaded.size).toBeGreaterThan(0);
    const closure = staticClosure([...loaded]);
    expect(closure.has(editorChunk)).toBe(false);
    expect(closure.has(liveChunk)).toBe(false);
    // The eager runtime every page loads holds none of the editor's code either.
    for (const file of closure) expect(read(file), file).not.toContain('No se ha podido mostrar');
  });

  it('reports the editor\'s size (raw and gzip), with what only it loads', () => {
    const publicClosure = staticClosure(fg.sync('main-*.js', { cwd: runtimeDir }));
    const own = [...staticClosure([editorChunk])].filter((file) => !publicClosure.has(file));
    const raw = own.reduce((sum, file) => sum + Buffer.byteLength(read(file)), 0);
    const gzip = own.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
    console.log(`editor JavaScript (${own.join(', ')}): ${raw} bytes raw, ${gzip} bytes gzip -9`);
    expect(own).toContain(editorChunk);
    expect(raw).toBeGreaterThan(gzip);
  });
});
