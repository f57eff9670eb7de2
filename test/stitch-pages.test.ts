import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml } from '../modules/island.js';
import type { PageIndexItem } from '../src/contract/schemas.js';
import type { WindowChange } from '../src/publish/manifest/affected-pages.js';
import type { ManifestPage, PageFacts } from '../src/publish/manifest/manifest.js';
import type { BuiltPage } from '../src/publish/pages/build-page.js';
import { moduleSplices, stitchGroups, stitchPages } from '../src/publish/pages/stitch-pages.js';
import { noPageTimings } from '../src/publish/stage-timer.js';
import { OutputBatch, PENDING_FILE, retired } from '../src/publish/write/output-batch.js';
import { sha256 } from '../src/publish/write/output-files.js';

/** A page as the templates write it: its own hero, a list module with cards, and the island's props after it. */
function page(id: number, cards: string[], props = cards) {
  const island = escapeJsonForHtml(JSON.stringify({ root: { 'data-module': 'Insights', 'data-editor-id': id * 10 + 3 }, title: 'You may also like', items: props.map((c) => ({ title: c, note: '<b>' })) }));
  const body = `<header data-module="Header" data-editor-id="0">EDTE</header><main id="main"><section data-module="HeroText" data-editor-id="${id * 10}" class="hero"><h1>Article ${id}</h1></section>`
    + `<div class="island" data-island="Insights"><section data-module="Insights" data-editor-id="${id * 10 + 3}" class="insights"><h2>You may also like</h2><ul>${cards.map((c) => `<li><section class="card"><a href="/${c.toLowerCase()}/">${c}</a></section></li>`).join('')}</ul></section></div>`
    + `<script type="application/json" data-island-props="">${island}</script></main>`;
  return { html: `<!doctype html><html lang="en"><head><title>Article ${id}</title></head><body>${body}</body></html>`, data: JSON.stringify({ path: `/a${id}/`, result: { render: { body } } }) };
}

describe('module splices (src/publish/pages/stitch-pages.ts)', () => {
  it('are the inner HTML of the module that changed and the island props\' members that did', () => {
    const splices = moduleSplices(page(1, ['One', 'Two']).html, page(1, ['One', 'Three']).html)!;
    expect(splices).toHaveLength(2);
    expect(splices[0]!.before).toMatch(/^<h2>You may also like<\/h2><ul>.*<\/ul>$/);
    expect(splices[0]!.after).toContain('>Three</a>');
    // The props' own module id is page-specific: only the items are spliced.
    expect(splices[1]!.before.startsWith('"items":')).toBe(true);
    expect(splices[1]!.before).toContain('\\u003cb\\u003e');
  });

  it('are none when a change lies outside every module, or in a module\'s opening tag', () => {
    const was = page(1, ['One', 'Two']).html;
    expect(moduleSplices(was, was.replace('<title>Article 1', '<title>Article 1!'))).toBeNull();
    expect(moduleSplices(was, was.replace('class="insights"', 'class="insights insights--two"'))).toBeNull();
    expect(moduleSplices(was, was)).toEqual([]);
  });
});

describe('stitching pages from one rendered page', () => {
  const item = (id: number): PageIndexItem => ({ id, path: `/a${id}/`, locale: 'en_GB', hash: `h${id}`, modified: '2026-12-01T09:00:00.000Z' } as PageIndexItem);
  const change: WindowChange[] = [{ call: 'w1', before: 'old', after: 'new' }];
  const facts = (id: number, seen: string, pages: number[]): PageFacts => ({
    template: 'NewsDetail', title: `Article ${id}`, description: '', isIndexed: true, canonicalURL: '', modified: '2026-12-01T09:00:00.000Z', published: '2026-12-01T09:00:00.000Z',
    pageLanguages: [], listPages: 1, inline: { scripts: [], styles: [], frames: [] }, links: [], embeds: [{ call: 'w1', seen, pages, related: id }],
  });

  /** An output folder holding pages 1–4 as published with cards One and Two, and their manifest entries. */
  function published(ids: number[]) {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-stitch-'));
    const entries = new Map<string, ManifestPage>();
    for (const id of ids) {
      const { html, data } = page(id, ['One', 'Two']);
      mkdirSync(join(out, `a${id}`), { recursive: true });
      mkdirSync(join(out, 'page-data', `a${id}`), { recursive: true });
      writeFileSync(join(out, `a${id}`, 'index.html'), html);
      writeFileSync(join(out, 'page-data', `a${id}`, 'page-data.json'), data);
      entries.set(`/a${id}/`, { id, locale: 'en_GB', hash: `h${id}`, files: { [`a${id}/index.html`]: sha256(html), [`page-data/a${id}/page-data.json`]: sha256(data) }, facts: facts(id, 'old', [11, 12]) });
    }
    return { out, entries };
  }
  const rendered = (id: number): BuiltPage => {
    const { html, data } = page(id, ['One', 'Three']);
    return { item: item(id), files: { [`a${id}/index.html`]: html, [`page-data/a${id}/page-data.json`]: data }, facts: facts(id, 'new', [11, 13]), variants: [], timings: noPageTimings() };
  };

  it('gives every other page of a group the bytes and facts rendering it gives', async () => {
    const { out, entries } = published([1, 2, 3]);
    const groups = stitchGroups([item(1), item(2), item(3)], new Map([['/a1/', change], ['/a2/', change], ['/a3/', change]]), new Set());
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([[1, 2, 3]]);
    const written: string[] = [];
    const { stitched, fallback } = await stitchPages(groups, new Map([['/a1/', rendered(1)]]), out, (p) => entries.get(p), (files) => written.push(...files.map(([f]) => f)));
    expect(fallback).toEqual([]);
    expect(stitched.map((s) => s.item.id).sort()).toEqual([2, 3]);
    expect(written.sort()).toEqual(['a2/index.html', 'a3/index.html', 'page-data/a2/page-data.json', 'page-data/a3/page-data.json']);
    for (const s of stitched) {
      const want = rendered(s.item.id);
      for (const [file, content] of Object.entries(s.files)) expect(Buffer.concat(content as Buffer[]).toString()).toBe(want.files[file]);
      // What the list shows now, its own page left out as before; links read from the new HTML.
      expect(s.facts.embeds).toEqual([{ call: 'w1', seen: 'new', pages: [11, 13], related: s.item.id }]);
      expect(s.facts.links).toEqual(['/one/', '/three/']);
    }
  });

  it('renders a page instead when its published file is not what the manifest recorded, or its list sits elsewhere', async () => {
    const { out, entries } = published([1, 2, 3]);
    writeFileSync(join(out, 'a2', 'index.html'), `${page(2, ['One', 'Two']).html}\n`);
    // Page 3 shows the same items in a module of another kind: not the markup the first page had.
    const three = page(3, ['One', 'Two']).html.replace('<h2>You may also like</h2>', '<h2>More news</h2>');
    writeFileSync(join(out, 'a3', 'index.html'), three);
    entries.get('/a3/')!.files['a3/index.html'] = sha256(three);
    const groups = stitchGroups([item(1), item(2), item(3)], new Map([['/a1/', change], ['/a2/', change], ['/a3/', change]]), new Set());
    const { stitched, fallback } = await stitchPages(groups, new Map([['/a1/', rendered(1)]]), out, (p) => entries.get(p));
    expect(stitched).toEqual([]);
    expect(fallback.map((i) => i.id).sort()).toEqual([2, 3]);
  });

  it('stitches nothing from a page whose output depends on the date, and groups only pages that changed alike', async () => {
    const { out, entries } = published([1, 2]);
    const dated = { ...rendered(1), facts: { ...rendered(1).facts, validUntil: '2026-12-24T00:00:00.000Z' } };
    const groups = stitchGroups([item(1), item(2)], new Map([['/a1/', change], ['/a2/', change]]), new Set());
    expect((await stitchPages(groups, new Map([['/a1/', dated]]), out, (p) => entries.get(p))).fallback.map((i) => i.id)).toEqual([2]);
    // A page asked for by path, or whose list changed otherwise, is rendered on its own.
    expect(stitchGroups([item(1), item(2), item(3)], new Map([['/a1/', change], ['/a2/', [{ ...change[0]!, after: 'other' }]], ['/a3/', change]]), new Set(['/a3/']))).toEqual([]);
  });
});

describe('an output batch that writes ahead', () => {
  it('renames what it wrote ahead at the commit, and keeps it from its own sweep', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-batch-'));
    mkdirSync(join(out, 'a'));
    writeFileSync(join(out, 'a', 'index.html'), 'old');
    const batch = new OutputBatch(out);
    const content = [Buffer.from('ne'), Buffer.from('w')];
    batch.writeAhead([['a/index.html', content]]);
    batch.write('a/index.html', content);
    batch.write('b/index.html', 'made');
    await batch.commit();
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(out, 'b', 'index.html'), 'utf8')).toBe('made');
    await retired(out);
    expect(readdirSync(join(out, 'a'))).toEqual(['index.html']);
    expect(existsSync(join(out, PENDING_FILE))).toBe(false);
  });

  it('keeps each replaced version under a journaled temporary name until it is retired, and the next batch waits for that', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-batch-'));
    mkdirSync(join(out, 'a'));
    writeFileSync(join(out, 'a', 'index.html'), 'old');
    const batch = new OutputBatch(out);
    batch.write('a/index.html', 'new');
    batch.write('b/index.html', 'made');
    await batch.commit();
    // Visitors have the new file at once; the old one's blocks are freed after the commit.
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('new');
    const kept = readdirSync(join(out, 'a')).filter((name) => name !== 'index.html');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^index\.html\.\d+\.\d+\.tmp$/);
    expect(readFileSync(join(out, 'a', kept[0]!), 'utf8')).toBe('old');
    // Named in the journal, so a process killed before retiring it leaves nothing a deploy would publish.
    expect(readFileSync(join(out, PENDING_FILE), 'utf8')).toContain(`a/${kept[0]}`);
    // A new file replaced nothing: nothing is kept for it.
    expect(readdirSync(join(out, 'b'))).toEqual(['index.html']);
    const next = new OutputBatch(out);
    next.writeAhead([['a/index.html', 'newer']]);
    await next.commit();
    await retired(out);
    expect(readdirSync(join(out, 'a'))).toEqual(['index.html']);
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('newer');
    expect(existsSync(join(out, PENDING_FILE))).toBe(false);
  });

  it('sweeps an interrupted build\'s temporary files from where it writes, beside its own writes ahead, and keeps its own', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-batch-'));
    const folders = Array.from({ length: 40 }, (_, i) => `p${i}`);
    for (const folder of folders) {
      mkdirSync(join(out, folder));
      writeFileSync(join(out, folder, 'index.html'), `old ${folder}`);
      writeFileSync(join(out, folder, 'index.html.99999.7.tmp'), 'half');
    }
    writeFileSync(join(out, 'build-manifest.json.99999.tmp'), 'half');
    const batch = new OutputBatch(out);
    // Groups written ahead while others are still being swept and written, then the rest at the commit.
    for (let i = 0; i < folders.length; i += 8) batch.writeAhead(folders.slice(i, i + 8).map((f) => [`${f}/index.html`, `new ${f}`] as [string, string]));
    batch.write('build-manifest.json', '{}');
    await batch.commit();
    await retired(out);
    for (const folder of folders) {
      expect(readdirSync(join(out, folder))).toEqual(['index.html']);
      expect(readFileSync(join(out, folder, 'index.html'), 'utf8')).toBe(`new ${folder}`);
    }
    expect(readdirSync(out).filter((name) => !folders.includes(name)).sort()).toEqual(['build-manifest.json']);
  });

  it('leaves the output as it was when discarded after writing ahead', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-batch-'));
    mkdirSync(join(out, 'a'));
    writeFileSync(join(out, 'a', 'index.html'), 'old');
    const batch = new OutputBatch(out);
    batch.writeAhead([['a/index.html', 'new'], ['c/index.html', 'new page']]);
    await batch.discard();
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('old');
    expect(readdirSync(join(out, 'a'))).toEqual(['index.html']);
    expect(readdirSync(join(out, 'c'))).toEqual([]);
    expect(existsSync(join(out, PENDING_FILE))).toBe(false);
  });

  it('fails its commit, leaving the output as it was, when a write ahead failed', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitegen-batch-'));
    mkdirSync(join(out, 'a'));
    writeFileSync(join(out, 'a', 'index.html'), 'old');
    // A file where a folder must go: the write ahead into it fails.
    writeFileSync(join(out, 'blocked'), 'a file');
    const batch = new OutputBatch(out);
    batch.writeAhead([['a/index.html', 'new'], ['blocked/index.html', 'x']]);
    await expect(batch.commit()).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('old');
    expect(readdirSync(join(out, 'a'))).toEqual(['index.html']);
  });
});
