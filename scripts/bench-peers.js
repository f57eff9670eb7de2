// The peers half of `npm run bench`: 1,000 plain pages (a title, five paragraphs, ten links),
// loaded into the content API as basic pages and built by sitegen, and the same pages as files
// built by Eleventy 3 (a devDependency) and by Debian's `hugo` (installed by
// scripts/install-test-deps.sh when missing). Every build is a cold one timed from process start
// to exit, its previous output moved aside rather than deleted just before (scripts/move-aside.js
// says why), and again with `rm -rf` of it inside the timed command, as a developer cleans by
// hand; the tools take turns (interleaved rounds), so a machine shared with other work slows them
// alike and the ratios hold.
// Usage: node scripts/bench-peers.js [rounds]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { emptyTrash, fileCreationUs, moveAside, settleDisk } from './move-aside.js';
import { median } from './median.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = 1000;
const TIME = '/usr/bin/time';

/**
 * Runs a command to completion; wall time from spawn to exit and, with GNU time, the peak RSS and
 * the CPU time (user + system, every thread): on a machine shared with other work the wall time
 * follows the load, the CPU time far less.
 */
function timed(command, args, cwd) {
  const withTime = existsSync(TIME);
  const started = process.hrtime.bigint();
  const result = spawnSync(withTime ? TIME : command, withTime ? ['-f', '@@maxrss-kb %M @@cpu-s %U %S', command, ...args] : args,
    { cwd, encoding: 'utf8', env: { ...process.env, CI: '1', NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) {
    process.stderr.write(result.stdout.slice(-2000) + result.stderr.slice(-2000));
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
  const kb = Number(/@@maxrss-kb (\d+)/.exec(result.stderr)?.[1] ?? 0);
  const cpu = /@@cpu-s ([\d.]+) ([\d.]+)/.exec(result.stderr);
  return { ms, peakMb: kb / 1024, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : null };
}

/** Page n's words: deterministic, varied enough that no two pages are the same. */
function plainPage(n, pages = PAGES) {
  const words = ['diseño', 'taller', 'proyecto', 'estudio', 'material', 'prototipo', 'usuario', 'equipo', 'ciudad', 'datos', 'forma', 'color'];
  const word = (k) => words[(n * 7 + k * 5) % words.length];
  const title = `Página ${n + 1}: ${word(1)} y ${word(2)}`;
  const paragraphs = Array.from({ length: 5 }, (_, p) => {
    const sentence = (s) => `El ${word(p + s)} del ${word(p + s + 3)} se revisa en la sesión ${p + 1}.${s}, con notas sobre ${word(p + s + 6)} y ${word(p + s + 9)}.`;
    return [0, 1, 2, 3].map(sentence).join(' ');
  });
  const links = Array.from({ length: 10 }, (_, k) => {
    const target = (n + 1 + k * 97) % pages;
    return { href: `/pagina-${target + 1}/`, text: `Página ${target + 1}` };
  });
  const body = `${paragraphs.map((p, i) => `<p>${p} <a href="${links[i * 2].href}">${links[i * 2].text}</a> · <a href="${links[i * 2 + 1].href}">${links[i * 2 + 1].text}</a></p>`).join('')}`;
  return { path: `/pagina-${n + 1}/`, title, description: `${title}. ${paragraphs[0].slice(0, 100)}`, body };
}

/**
 * The sitegen side: the demo seed (site, languages, header and footer), its pages and items
 * replaced by the plain pages as BasicTemplate pages with a HeroText title and one RichText.
 */
function plainDatabase(dir) {
  const db = join(dir, 'site.db');
  moveAside(dir);
  mkdirSync(dir, { recursive: true });
  timed(process.execPath, [join(root, 'bin', 'sitegen.js'), 'content', 'seed', '--db', db, '--json'], dir);
  replaceWithPlainPages(db, PAGES);
  return db;
}

/**
 * Replaces the pages and items of a seeded SQLite file with `count` plain pages (the render
 * pool's test builds such a site too: many small pages are where a starved thread shows).
 */
export function replaceWithPlainPages(db, count = PAGES) {
  const sqlite = new Database(db);
  const home = sqlite.prepare("SELECT published_json, header_id, footer_id FROM pages WHERE path = '/'").get();
  const base = JSON.parse(home.published_json);
  const insert = sqlite.prepare(`INSERT INTO pages (id, site_id, locale, path, translation_group, template_type, structured_data, title, header_id, footer_id,
    published_json, draft_json, content_hash, deps, status, modified, published) VALUES (?, 1, 'es_ES', ?, ?, 'BasicTemplate', NULL, ?, ?, ?, ?, NULL, ?, '', 'published', ?, ?)`);
  sqlite.transaction(() => {
    for (const table of ['item_categories', 'items', 'pages', 'redirects']) sqlite.prepare(`DELETE FROM ${table}`).run();
    for (let n = 0; n < count; n++) {
      const page = plainPage(n, count);
      const json = JSON.stringify({
        ...base,
        title: page.title, metaTitle: `${page.title} | EDTE`, metaDescription: page.description, isHome: false, breadcrumb: [],
        template: {
          templateType: 'BasicTemplate', editorID: 1,
          heroSection: { component: 'Section', name: 'Hero', editorID: 2, modules: [{ component: 'HeroText', editorID: 3, title: page.title }] },
          mainSection: { component: 'Section', name: 'Main', editorID: 4, modules: [{ component: 'RichText', editorID: 5, content: page.body }] },
        },
      });
      const date = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      insert.run(100_000 + n, page.path, 100_000 + n, page.title, home.header_id, home.footer_id, json,
        createHash('sha1').update(json).digest('hex').slice(0, 16), date, date);
    }
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

/** The same pages as files with front matter, and a layout with the same header links and footer for each peer. */
function peerSources(dir) {
  const layout = (title, content) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | EDTE</title></head>
<body><header><a href="/">EDTE</a><nav><ul>${Array.from({ length: 8 }, (_, k) => `<li><a href="/pagina-${k + 1}/">Sección ${k + 1}</a></li>`).join('')}</ul></nav></header>
<main>${content}</main>
<footer><ul>${Array.from({ length: 6 }, (_, k) => `<li><a href="/pagina-${k + 11}/">Enlace ${k + 1}</a></li>`).join('')}</ul><p>© EDTE</p></footer></body></html>
`;
  const eleventy = join(dir, 'eleventy');
  const hugo = join(dir, 'hugo');
  moveAside(eleventy);
  moveAside(hugo);
  mkdirSync(join(eleventy, 'src', '_includes'), { recursive: true });
  mkdirSync(join(hugo, 'content'), { recursive: true });
  mkdirSync(join(hugo, 'layouts', '_default'), { recursive: true });
  writeFileSync(join(eleventy, 'src', '_includes', 'base.njk'), layout('{{ title }}', '<h1>{{ title }}</h1>{{ content | safe }}'));
  writeFileSync(join(eleventy, 'src', 'src.json'), JSON.stringify({ layout: 'base.njk' }));
  writeFileSync(join(hugo, 'hugo.toml'), 'baseURL = "https://www.edte.example/"\nlanguageCode = "es"\ntitle = "EDTE"\ndisableKinds = ["taxonomy", "term"]\n');
  writeFileSync(join(hugo, 'layouts', '_default', 'single.html'), layout('{{ .Title }}', '<h1>{{ .Title }}</h1>{{ .Content }}'));
  writeFileSync(join(hugo, 'layouts', '_default', 'list.html'), layout('{{ .Title }}', '<h1>{{ .Title }}</h1>'));
  for (let n = 0; n < PAGES; n++) {
    const page = plainPage(n);
    const front = `---\ntitle: ${JSON.stringify(page.title)}\ndescription: ${JSON.stringify(page.description)}\n`;
    writeFileSync(join(eleventy, 'src', `pagina-${n + 1}.html`), `${front}permalink: ${page.path}\n---\n${page.body}\n`);
    writeFileSync(join(hugo, 'content', `pagina-${n + 1}.html`), `${front}url: ${page.path}\n---\n${page.body}\n`);
  }
  return { eleventy, hugo };
}

function hugoVersion() {
  const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim().split(' ').slice(0, 2).join(' ') : null;
}

/**
 * Hugo's version, installed first from Debian's packages when it is missing (the same script
 * the tests' packages come from); null, with the reason on stderr, where it cannot be installed.
 */
function hugoInstalled() {
  const found = hugoVersion();
  if (found) return found;
  console.error('hugo is not installed: installing Debian\'s package (scripts/install-test-deps.sh hugo)');
  const install = spawnSync('bash', [join(root, 'scripts', 'install-test-deps.sh'), 'hugo'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (install.status !== 0) console.error(`could not install hugo (exit ${install.status}): the report goes without it`);
  return hugoVersion();
}

/** Medians of one way of running the tools, each tool's samples in the order they were taken. */
function summarise(samples) {
  const results = {};
  for (const [name, list] of Object.entries(samples)) {
    const ms = median(list.map((s) => s.ms));
    const cpus = list.map((s) => s.cpuMs).filter((c) => c !== null);
    results[name] = {
      pages: PAGES, medianMs: Math.round(ms), pagesPerSecond: Math.round(PAGES / (ms / 1000)), peakRssMb: Math.round(Math.max(...list.map((s) => s.peakMb))),
      medianCpuMs: cpus.length > 0 ? Math.round(median(cpus)) : null, samplesMs: list.map((s) => Math.round(s.ms)),
    };
  }
  return results;
}

const ratioIn = (results, name, key = 'medianMs') => (results[name]?.[key] && results.sitegen[key] ? Math.round((results.sitegen[key] / results[name][key]) * 100) / 100 : null);

export function benchPeers(rounds = 5) {
  const dir = join(root, '.bench', 'plain');
  const db = plainDatabase(dir);
  const sources = peerSources(dir);
  const hugo = hugoInstalled();
  // Each tool: where its output goes and the command that builds it.
  const tools = {
    sitegen: { out: join(dir, 'output'), command: process.execPath, args: [join(root, 'bin', 'sitegen.js'), 'build', '--db', db, '--out', join(dir, 'output'), '--no-warm-images', '--json'], cwd: dir },
    'Eleventy 3': { out: join(sources.eleventy, '_site'), command: process.execPath, args: [join(root, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'), '--input=src', '--output=_site', '--quiet'], cwd: sources.eleventy },
    ...(hugo ? { Hugo: { out: join(sources.hugo, 'public'), command: 'hugo', args: ['--quiet'], cwd: sources.hugo } } : {}),
  };
  // The previous output moved aside just before (the goal's figure), or deleted by `rm -rf`
  // inside the timed command, as a developer's `rm -rf public && hugo` would (the second figure).
  const moved = (tool) => {
    moveAside(tool.out);
    return timed(tool.command, tool.args, tool.cwd);
  };
  const deleted = (tool) => timed('/bin/sh', ['-c', 'rm -rf -- "$0" && exec "$@"', tool.out, tool.command, ...tool.args], tool.cwd);
  // The machine's load when the timing starts and ends (the `uptime` figures): the wall times mean little on a busy machine.
  const loadBefore = loadavg().map((l) => Math.round(l * 100) / 100);
  // One warm-up each (disk caches), a disk on which creating a file costs what it should
  // (scripts/move-aside.js), then the rounds, each tool once per round in turn, both ways.
  for (const tool of Object.values(tools)) moved(tool);
  const disk = settleDisk(dir);
  const samples = Object.fromEntries(Object.keys(tools).map((name) => [name, []]));
  const samplesDeleting = Object.fromEntries(Object.keys(tools).map((name) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, tool] of Object.entries(tools)) samples[name].push(moved(tool));
    for (const [name, tool] of Object.entries(tools)) samplesDeleting[name].push(deleted(tool));
  }
  disk.afterUsPerFile = fileCreationUs(dir);
  const results = summarise(samples);
  const deleting = summarise(samplesDeleting);
  return {
    rounds, disk, results, sitegenVsEleventy: ratioIn(results, 'Eleventy 3'), sitegenVsHugo: ratioIn(results, 'Hugo'), sitegenVsEleventyCpu: ratioIn(results, 'Eleventy 3', 'medianCpuMs'),
    sitegenVsHugoCpu: ratioIn(results, 'Hugo', 'medianCpuMs'),
    deleting: { results: deleting, sitegenVsEleventy: ratioIn(deleting, 'Eleventy 3'), sitegenVsHugo: ratioIn(deleting, 'Hugo') },
    hugo: hugo ?? 'hugo not installed', loadAverage: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 100) / 100) }, cpus: availableParallelism(),
  };
}

export function printPeers(report) {
  console.log(`plain pages (${PAGES} pages, cold builds from process start, median of ${report.rounds} interleaved rounds):`);
  console.table(Object.fromEntries(Object.entries(report.results).map(([k, v]) => [k, { 'median ms': v.medianMs, 'median CPU ms': v.medianCpuMs, 'pages/s': v.pagesPerSecond, 'peak RSS MB': v.peakRssMb }])));
  console.log(`sitegen takes ${report.sitegenVsEleventy}× Eleventy's time (${report.sitegenVsEleventyCpu}× its CPU time)${report.sitegenVsHugo === null ? `; ${report.hugo} (scripts/install-test-deps.sh hugo could not install it)` : ` and ${report.sitegenVsHugo}× Hugo's (${report.sitegenVsHugoCpu}× its CPU time; ${report.hugo}; goal ≤ 1.3×)`}`);
  console.log(`with the previous output deleted inside the timed command (rm -rf, then the build): ${Object.entries(report.deleting.results).map(([k, v]) => `${k} ${v.medianMs} ms`).join(', ')}; sitegen takes ${report.deleting.sitegenVsEleventy}× Eleventy's time${report.deleting.sitegenVsHugo === null ? '' : ` and ${report.deleting.sitegenVsHugo}× Hugo's`}`);
  console.log(`creating a file before the timing: ${report.disk.usPerFile} µs, after it ${report.disk.afterUsPerFile} µs${report.disk.waitedS > 0 ? ` (${report.disk.firstUsPerFile} µs at first; waited ${report.disk.waitedS} s)` : ''}${report.disk.settled ? '' : ' — not settled (scripts/move-aside.js)'}`);
  console.log(`load average (1, 5, 15 min) on ${report.cpus} CPUs: ${report.loadAverage.before.join(', ')} at the start, ${report.loadAverage.after.join(', ')} at the end`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = benchPeers(Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 5));
  // The old outputs moved aside go once the timing is over (in `npm run bench`, at its very end).
  emptyTrash();
  console.log(JSON.stringify(report));
  printPeers(report);
}
