import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';
import { describe, expect, inject, it } from 'vitest';
import { RICH_TEXT_RULES } from '../../modules/sanitize-rich-text.js';
import { jsonSummary, repoRoot, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { copyOutput } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

type Summary = { seconds: number; rendered: number; stages: Record<string, number>; pageStages: Record<string, number> };

/** The stages are laps of one clock: each is ≥ 0 and together they are the build's time (rounding aside). */
function expectStagesAddUp(summary: Summary, names: string[]) {
  expect(Object.keys(summary.stages).sort()).toEqual([...names].sort());
  for (const [stage, ms] of Object.entries(summary.stages)) expect(ms, stage).toBeGreaterThanOrEqual(0);
  const sum = Object.values(summary.stages).reduce((a, b) => a + b, 0);
  expect(Math.abs(sum - summary.seconds * 1000)).toBeLessThan(1 + names.length * 0.1);
  expect(Object.keys(summary.pageStages).sort()).toEqual(['fetch', 'render', 'validate', 'write']);
  for (const [stage, ms] of Object.entries(summary.pageStages)) expect(ms, stage).toBeGreaterThanOrEqual(0);
  // Rendering a page is never free: a summary that lost its page timings shows 0 here.
  if (summary.rendered > 0) expect(summary.pageStages.render).toBeGreaterThan(0);
}

/** A copy of the demo's database and output, and a one-path rebuild of `path` in it, recording the packages each thread loaded. */
async function rebuildOnePath(path: string, extraArgs: string[] = [], env: Record<string, string> = {}, prepare?: (db: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'sitegen-one-path-loads-'));
  const db = await copyDemo('one-path-loads');
  await prepare?.(db);
  const output = join(dir, 'output');
  copyOutput(inject('demoOutput'), output);
  const log = join(dir, 'loaded.jsonl');
  const result = await runCli(['build', '--db', db, '--out', output, '--path', path, '--json', ...extraArgs], {
    cwd: dir,
    env: { NODE_OPTIONS: `--import=${join(repoRoot, 'test', 'helpers', 'record-loaded-packages.mjs')}`, SITEGEN_LOADED_PACKAGES: log, ...env },
  });
  expect(result.code, result.stderr).toBe(0);
  const threads = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { thread: string | number; packages: string[]; files: string[]; modules: string[] });
  const main = threads.find((t) => t.thread === 'main');
  expect(main, 'the main thread reported what it loaded').toBeDefined();
  // The recording works: rendering a page needs React.
  expect(main!.packages).toContain('react-dom');
  return { result, output, summary: jsonSummary(result) as unknown as Summary, main: main!.packages, mainFiles: main!.files, mainModules: main!.modules, all: threads.flatMap((t) => t.packages) };
}

describe('build stage timings (--json)', () => {
  // Both plans run the same stages (src/publish/build-plan.ts).
  const STAGES = ['plan', 'connect', 'fetch', 'check', 'pages', 'discovery', 'manifest', 'publish', 'images'];

  it('a full build reports each stage it ran and the pages\' own work, adding up to its time', () => {
    expectStagesAddUp(JSON.parse(inject('demoSummary')) as Summary, STAGES);
  });

  it('a one-path rebuild reports the same stages, adding up to its time; --verbose prints them', async () => {
    const { summary, result } = await rebuildOnePath('/en/events/', ['--verbose']);
    expect(summary).toMatchObject({ mode: 'incremental', rendered: 1 });
    expect(result.stderr).toMatch(/^stages: plan [\d,]+ ms, connect [\d,]+ ms, fetch [\d,]+ ms, check [\d,]+ ms, pages [\d,]+ ms, discovery [\d,]+ ms, manifest [\d,]+ ms, publish [\d,]+ ms, images [\d,]+ ms$/m);
    expect(result.stderr).toMatch(/^pages \(summed over 1 rendered, in this thread\): fetch [\d,]+ ms, validate [\d,]+ ms, render [\d,]+ ms, write [\d,]+ ms$/m);
    expectStagesAddUp(summary, STAGES);
    expect(summary.pageStages.write).toBeGreaterThan(0);
  }, slow(300_000));
});

/**
 * A one-path rebuild loads only what that page needs (spec 9: an edit is live in about a second):
 * no image library (variants are made by the API's own thread, and only when missing), no file
 * globbing (the compiled CLI reads its code hash from dist/code-hash.txt), no SQLite driver in
 * the build's thread (the downloads are a full build's), no API server in it (its images stage
 * checks the variant cache, whose folder it learns from server/image-folders.ts), and no HTML
 * sanitizer for a page without rich text.
 */
describe('a one-path rebuild loads only what it needs', () => {
  it('a list page without rich text: no sharp, fast-glob or sanitize-html in any thread, no SQLite driver in the build\'s', async () => {
    const { main, mainFiles, all } = await rebuildOnePath('/en/events/');
    for (const name of ['sharp', 'fast-glob', 'sanitize-html']) expect(all, name).not.toContain(name);
    expect(main).not.toContain('better-sqlite3');
    // Of react-dom's server renderers, only the one renderToString is in (scripts/compile.js):
    // not the streaming one its Node entry also loads.
    // (Development or production as NODE_ENV says, like react-dom's own entry: vitest sets "test".)
    const servers = mainFiles.filter((f) => /^react-dom\/(server|cjs\/react-dom-server)/.test(f));
    expect(servers).toHaveLength(1);
    expect(servers[0]).toMatch(/^react-dom\/cjs\/react-dom-server-legacy\.node\.(production|development)\.js$/);
    // Compiled into dist/ (scripts/compile.js): loaded with the bundle, never resolved from node_modules.
    for (const name of ['commander', 'undici']) expect(all, name).not.toContain(name);
  }, slow(300_000));

  it('the compiled CLI imports none of the packages compiled into it, and of zod\'s messages only English', () => {
    const dist = join(repoRoot, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js') && !f.startsWith('client'));
    expect(files.length).toBeGreaterThan(3);
    const imports = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      // esbuild writes a require of an external package in an ES module as __require("…").
      for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\b(?:__)?require\s*\(\s*)["']([^"'./][^"']*)["']/g)) imports.add(m[1]!.split('/').slice(0, m[1]!.startsWith('@') ? 2 : 1).join('/'));
      expect(code, file).not.toMatch(/node_modules\/zod\/v4\/locales\/(?!en\.js)/);
      // zod is imported as a namespace (`import * as z`), which esbuild tree-shakes: its JSON Schema
      // converters, never called, are not in any thread's code (`import { z }` brought all of zod:
      // 390 kB for each thread to load; spec 9 start-up).
      expect(code, file).not.toMatch(/node_modules\/zod\/v4\/(core\/json-schema-generator|classic\/from-json-schema)\.js/);
    }
    // The recording works: native and lazily loaded packages stay imports.
    for (const name of ['react', 'better-sqlite3', 'sharp']) expect(imports, name).toContain(name);
    for (const name of ['zod', 'commander', 'p-limit', 'yocto-queue', 'undici', 'lucide-static']) expect(imports, name).not.toContain(name);
  });

  it('its images stage checks the variant cache without loading the API server in the build\'s thread', async () => {
    // Warming on (the tests turn it off, test/global-setup.ts): the page's few variants are made by the API's thread.
    const { summary, mainModules } = await rebuildOnePath('/museo/', [], { SITEGEN_WARM_IMAGES: '1' });
    expect((summary as unknown as { images?: { variants: number } }).images?.variants).toBeGreaterThan(0);
    // The images stage ran in this thread (which also shows the recording of compiled modules works)…
    expect(mainModules.some((m) => /^dist\/chunks\/warm-images-\w+\.js$/.test(m)), mainModules.join(', ')).toBe(true);
    // …knowing the cache's folder from server/image-folders.ts, not from the whole server (~35 ms to load).
    expect(mainModules.filter((m) => /start-api-server|create-api-handler|content-store/.test(m))).toEqual([]);
  }, slow(300_000));

  it('an article whose rich text is in the sanitizer\'s form does not load it; one with other markup loads it (the check can see it), still no sharp or fast-glob', async () => {
    const feed = readFileSync(join(inject('demoOutput'), 'en/rss.xml'), 'utf8');
    const article = new URL(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/.exec(feed)![1]!).pathname;
    // Stored rich text is sanitised as it is saved: taken as it is (modules/sanitize-rich-text.ts).
    expect((await rebuildOnePath(article)).all).not.toContain('sanitize-html');
    // A text written by another tool, with an entity sanitize-html writes otherwise, goes through it.
    const { main, mainFiles, all, output } = await rebuildOnePath(article, [], {}, async (db) => {
      const conn = await openLocation(db);
      try {
        const row = (await conn.get<{ id: number; published_json: string }>('SELECT id, published_json FROM pages WHERE path = ?', [article]))!;
        const edited = row.published_json.replace(/<p>/, '<p>&quot;Quoted&quot; ');
        expect(edited).not.toBe(row.published_json);
        await conn.run('UPDATE pages SET published_json = ?, content_hash = ? WHERE id = ?', [edited, 'quoted', row.id]);
      } finally {
        await conn.close();
      }
    });
    // …whose answer the page carries: the entity decoded, as sanitize-html writes text.
    expect(readFileSync(join(output, article.slice(1), 'index.html'), 'utf8')).toContain('<p>"Quoted" ');
    expect(main).toContain('sanitize-html');
    // The one file compiled from it (scripts/compile.js), without postcss, which only filters the style attributes it never allows.
    expect(mainFiles).toContain('dist/vendor/sanitize-html.cjs');
    expect(mainFiles.filter((f) => f.startsWith('sanitize-html/')), 'sanitize-html resolved from node_modules').toEqual([]);
    expect(main).not.toContain('postcss');
    for (const name of ['sharp', 'fast-glob']) expect(all, name).not.toContain(name);
  }, slow(300_000));
});

describe('the sanitizer compiled into dist/vendor/ (scripts/compile.js)', () => {
  // Compiled runs (every build, `sitegen api`, preview) sanitise with this file, the unit tests
  // with the package itself: the two must give the same bytes, hostile input included.
  const require = createRequire(import.meta.url);
  const compiled = require(join(repoRoot, 'dist', 'vendor', 'sanitize-html.cjs')) as typeof sanitize;
  const original = require('sanitize-html') as typeof sanitize;
  const hostile = [
    '<p onclick="steal()">Hola <a href="javascript:alert(1)">clic</a><script>alert(1)</script><a href="https://ok.example/" target="_blank">ok</a></p>',
    '<img src="x.png" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><a href="//evil.example/">x</a>',
    '<h1>Title</h1><table><tr><th scope="col" style="color:red">A</th></tr></table><span lang="en" class="x">hi</span>',
    '<a href="vbscript:x">v</a><a href="data:text/html,<script>alert(1)</script>">d</a><svg><script>alert(1)</script></svg>',
    '<p>&lt;b&gt; &amp; &quot; &#x27; &nbsp; ünïcödé</p><!-- comment --><style>p{}</style>',
  ];

  it('answers as the package does with the rich-text rules', () => {
    for (const html of hostile) expect(compiled(html, RICH_TEXT_RULES), html).toBe(original(html, RICH_TEXT_RULES));
    expect(compiled(hostile[0]!, RICH_TEXT_RULES)).not.toMatch(/script|onclick|javascript:/);
  });

  it('still filters style attributes (postcss, required on its first call)', () => {
    const rules = { allowedAttributes: { p: ['style'] }, allowedStyles: { p: { color: [/^red$/] } } };
    const html = '<p style="color: red; position: fixed">x</p><p style="color: blue">y</p>';
    expect(compiled(html, rules)).toBe(original(html, rules));
    expect(compiled(html, rules)).toBe('<p style="color:red">x</p><p>y</p>');
  });
});
