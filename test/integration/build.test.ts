import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sha256 } from '../../src/publish/write/output-files.js';
import { htmlFileFor, pageDataFileFor } from '../../src/contract/paths.js';
import { pageAsBuilt, pagesAsBuilt } from '../helpers/built-pages.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { englishRoutes, spanishRoutes } from '../helpers/spec-routes.js';
import { copyOutput, snapshotTree } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

const out = () => inject('demoOutput');
const read = (file: string) => readFileSync(join(out(), file), 'utf8');
const manifest = () => JSON.parse(read('build-manifest.json'));

/** A copy of the demo content (on the run's backend) and of its build, to change. */
async function scratch(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `sitegen-${name}-`));
  const db = await copyDemo(name);
  const output = join(dir, 'output');
  copyOutput(out(), output);
  return { dir, db, output };
}

describe('full build of the demo site', () => {
  it('publishes at least 1,200 pages with zero warnings', () => {
    const summary = JSON.parse(inject('demoSummary'));
    expect(summary).toMatchObject({ ok: true, mode: 'full', warnings: 0 });
    expect(summary.pages).toBeGreaterThanOrEqual(1200);
    expect(Object.keys(manifest().pages)).toHaveLength(summary.pages);
  });

  it('publishes every route of spec section 2 in Spanish and English', () => {
    const pages = manifest().pages as Record<string, { locale: string }>;
    for (const path of spanishRoutes) {
      expect(pages[path]?.locale, path).toBe('es_ES');
      expect(existsSync(join(out(), htmlFileFor(path))), path).toBe(true);
    }
    for (const path of englishRoutes) expect(pages[path]?.locale, path).toBe('en_GB');
    const higherDegrees = Object.keys(pages).filter((p) => p.startsWith('/en/higher-degree-in-'));
    expect(higherDegrees.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every Spanish page an English translation and back (pageLanguages)', async () => {
    const pages = manifest().pages as Record<string, { locale: string }>;
    const spanish = Object.keys(pages).filter((p) => pages[p]!.locale === 'es_ES');
    const english = Object.keys(pages).filter((p) => pages[p]!.locale === 'en_GB');
    expect(english.length).toBe(spanish.length);
    const checked = [...spanishRoutes.slice(0, 5), '/en/open-day/'];
    const built = await pagesAsBuilt(checked);
    for (const path of checked) {
      const live = built.get(path)!.pageLanguages.filter((l) => l.isLive).map((l) => l.locale).sort();
      expect(live, path).toEqual(['en_GB', 'es_ES']);
    }
  });

  it('publishes 90 faculty profiles and at least 300 articles per language', async () => {
    const paths = Object.keys(manifest().pages);
    expect(paths.filter((p) => /^\/claustro\/[^/]+\/$/.test(p))).toHaveLength(90);
    expect(paths.filter((p) => /^\/en\/claustro\/[^/]+\/$/.test(p))).toHaveLength(90);
    const profile = await pageAsBuilt(paths.find((p) => /^\/claustro\/[^/]+\/$/.test(p))!);
    const slug = profile.title.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().split(/\s+/).join('-');
    expect(profile.path).toBe(`/claustro/${slug}/`);
    const articles = (locale: string) => Object.entries(manifest().pages as Record<string, { locale: string; id: number }>).filter(([path, p]) => {
      if (p.locale !== locale) return false;
      return ['BlogDetail', 'NewsDetail'].includes(JSON.parse(readFileSync(join(out(), pageDataFileFor(path)), 'utf8')).result.pageContext.template);
    });
    expect(articles('es_ES').length).toBeGreaterThanOrEqual(300);
    expect(articles('en_GB').length).toBeGreaterThanOrEqual(300);
  });

  it('renders the document shell: lang, title, description, canonical, one h1', () => {
    const html = read('en/open-day/index.html');
    expect(html.startsWith('<!DOCTYPE html><html lang="en-GB" ')).toBe(true);
    expect(html).toMatch(/<title>[^<]+ \| EDTE<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="https://www.edte.example/en/open-day/"');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(read('index.html')).toContain('<html lang="es-ES" ');
  });

  it('marks every module with data-module and data-editor-id, and fills distributors at build time', async () => {
    const html = read('formacion-profesional-superior-desarrollo-de-aplicaciones-web/index.html');
    for (const name of ['HeroImage', 'ProgramFacts', 'StudyPlan', 'FAQ', 'Programs', 'IntroForm', 'Header', 'Footer']) {
      expect(html, name).toMatch(new RegExp(`data-module="${name}" data-editor-id="\\d+"`));
    }
    const page = await pageAsBuilt('/formacion-profesional-superior-desarrollo-de-aplicaciones-web/');
    const programs = page.template.mainSection!.modules.find((m) => m.component === 'Programs') as any;
    expect(programs.queriedItems).toHaveLength(3);
    expect(programs.queriedItems.every((i: any) => i.relatedPage.url !== page.path)).toBe(true);
    // Each is on the page as rendered.
    for (const item of programs.queriedItems) expect(html, item.relatedPage.url).toContain(`href="${item.relatedPage.url}"`);
  });

  it('suggests, on each programme page, other programmes of its own field (an MBA is not sent to app development)', async () => {
    const pages = await pagesAsBuilt();
    const programmes = [...pages.values()].filter((p) => p.template.templateType === 'ProgramDetail');
    expect(programmes.length).toBeGreaterThan(20);
    const fieldOf = (path: string) => pages.get(path)!.dimensions.values.area;
    for (const page of programmes) {
      const others = (page.template.mainSection!.modules.find((m) => m.component === 'Programs') as any).queriedItems.map((i: any) => i.relatedPage.url as string);
      expect(others.length, page.path).toBeGreaterThan(0);
      expect(others.filter((path: string) => fieldOf(path) !== fieldOf(page.path) || path === page.path), page.path).toEqual([]);
    }
  });

  it('writes page-data (home = index), app-data with the build hash, slices and the 404/500 pages', () => {
    const home = JSON.parse(read('page-data/index/page-data.json'));
    const app = JSON.parse(read('page-data/app-data.json'));
    expect(home.path).toBe('/');
    expect(home.buildHash).toBe(app.buildHash);
    expect(home.slicesMap).toEqual({ footer: 'footer-es_ES' });
    expect(JSON.parse(read('slice-data/header-en_GB.json')).component).toBe('Header');
    // The footer slice is the footer every page of the language ends with.
    const footer = JSON.parse(read('slice-data/footer-es_ES.json')).html as string;
    expect(footer).toMatch(/^<footer /);
    expect(read('index.html')).toContain(`${footer}</div>`);
    expect(read('404.html')).toBe(read('404/index.html'));
    expect(read('500.html')).toContain('lang="es-ES"');
    expect(existsSync(join(out(), 'en/404/index.html'))).toBe(true);
  });

  it('records a content hash per page file in the manifest', () => {
    const m = manifest();
    for (const path of ['/', '/en/', '/museo/']) {
      for (const [file, hash] of Object.entries(m.pages[path].files as Record<string, string>)) {
        expect(sha256(readFileSync(join(out(), file))), file).toBe(hash);
      }
    }
  });
});

describe('images (spec section 9 defaults)', () => {
  it('sizes every image from the image host: the first eager with high priority, the rest lazy, all with width and height', () => {
    for (const file of ['formacion-profesional-superior-desarrollo-de-aplicaciones-web/index.html', 'en/index.html', 'blog/index.html']) {
      const imgs = read(file).match(/<img [^>]+>/g) ?? [];
      expect(imgs.length, file).toBeGreaterThan(2);
      imgs.forEach((img, i) => {
        expect(img, file).toMatch(/ width="\d+"/);
        expect(img, file).toMatch(/ height="\d+"/);
        expect(img, file).toContain('decoding="async"');
        expect(img, file).toMatch(/src="\/_img\/c_cover\/q_75\/w_\d+\/h_\d+\/p_center\/t_none\/f_webp\/img\/demo\//);
        const widths = [...img.matchAll(/ (\d+)w[,"]/g)].map((m) => Number(m[1]));
        expect(widths.length, file).toBeGreaterThan(0);
        expect(widths.every((w) => [640, 750, 828, 1080, 1200, 1920, 2048, 3840].includes(w))).toBe(true);
        if (i === 0 && file !== 'blog/index.html') expect(img, file).toMatch(/loading="eager".*fetchPriority="high"|fetchpriority="high"/i);
        else expect(img, file).toContain('loading="lazy"');
      });
    }
  });
});

describe('list pagination (spec section 9: 50 items per page)', () => {
  it('splits the blog list over /blog/, /blog/2/, … with 50 items each and self canonicals', async () => {
    const first = JSON.parse(read('page-data/blog/page-data.json'));
    const { total, totalItems } = first.result.pageContext.pagination;
    expect(total).toBe(Math.ceil(totalItems / 50));
    expect(total).toBeGreaterThanOrEqual(2);
    const built = await pagesAsBuilt(['/blog/', `/blog/${total}/`]);
    const items = (path: string) => (built.get(path)!.template.mainSection!.modules.find((m: any) => m.data?.mode === 'auto') as any).queriedItems;
    expect(items('/blog/')).toHaveLength(50);
    const last = JSON.parse(read(`page-data/blog/${total}/page-data.json`));
    expect(items(`/blog/${total}/`)).toHaveLength(totalItems - 50 * (total - 1));
    expect(last.path).toBe(`/blog/${total}/`);
    // The items of the last page are the ones its HTML lists.
    for (const item of items(`/blog/${total}/`)) expect(read(`blog/${total}/index.html`)).toContain(`href="${item.relatedPage.url}"`);
    const second = read('blog/2/index.html');
    expect(second).toContain('<link rel="canonical" href="https://www.edte.example/blog/2/"');
    expect(second).toContain('<link rel="prev" href="/blog/"');
    expect(second).toMatch(/<a href="\/blog\/2\/" aria-current="page">/);
    expect(read('blog/index.html')).toContain('<link rel="next" href="/blog/2/"');
    expect(read('blog/index.html')).not.toContain('rel="prev"');
    expect(existsSync(join(out(), `blog/${total + 1}/index.html`))).toBe(false);
    // the list's pages belong to the list page in the manifest
    expect(Object.keys(manifest().pages['/blog/'].files)).toContain(`blog/${total}/index.html`);
  });
});

describe('rebuilds', () => {
  it('a second build against unchanged content rewrites no file', async () => {
    const { dir, db, output } = await scratch('rebuild');
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    // Recognised as up to date: nothing staged, not even hard links.
    expect(jsonSummary(result)).toMatchObject({ rendered: 0, filesWritten: 0, filesLinked: 0 });
    const after = snapshotTree(output);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [file, entry] of before) expect(after.get(file), file).toEqual(entry);
  });

  it('--public-api reaches every page: forms and search call it, and changing it re-renders every page', async () => {
    const { dir, db, output } = await scratch('public-api');
    const api = 'https://api.school.example/v1';
    const result = await runCli(['build', '--db', db, '--out', output, '--public-api', api, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    // The pages embed the setting, so none of the demo build's pages is up to date any more.
    expect(jsonSummary(result)).toMatchObject({ reused: 0 });
    const search = readFileSync(join(output, htmlFileFor('/en/search/')), 'utf8');
    const contact = readFileSync(join(output, htmlFileFor('/contacto/')), 'utf8');
    expect(search).toContain(`${api}/ai/search`);
    expect(contact).toContain(`${api}/forms/basic`);
    expect(`${search}${contact}`).not.toContain('/_api/');
    // It renders the whole demo again: 23 s on a quiet machine, over 80 s on a loaded one, on
    // either backend (the 60 s default cut it short, and its build then slowed the next tests).
  }, slow(300_000));

  it('--path re-renders only that page\'s files', async () => {
    const { dir, db, output } = await scratch('incremental');
    const path = '/museo/';
    const conn = await openLocation(db);
    const row = (await conn.get<{ id: number; published_json: string }>('SELECT id, published_json FROM pages WHERE path = ?', [path]))!;
    const json = JSON.parse(row.published_json);
    json.template.heroSection.modules[0].title = 'Museo del Diseño (renovado)';
    await conn.run('UPDATE pages SET published_json = ?, content_hash = ? WHERE id = ?', [JSON.stringify(json), 'changed', row.id]);
    await conn.close();
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--path', '/museo', '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 1 });
    const after = snapshotTree(output);
    const changed = [...after].filter(([file, entry]) => JSON.stringify(before.get(file)) !== JSON.stringify(entry)).map(([f]) => f).sort();
    expect(changed).toEqual(['build-manifest.json', 'museo/index.html', 'page-data/museo/page-data.json']);
    expect(readFileSync(join(output, 'museo/index.html'), 'utf8')).toContain('<h1>Museo del Diseño (renovado)</h1>');
    expect(JSON.parse(readFileSync(join(output, 'build-manifest.json'), 'utf8')).pages[path].hash).not.toBe(JSON.parse(read('build-manifest.json')).pages[path].hash);
  });

  it('--path /404/ rebuilds the top-level 404.html with the page (static hosts serve that copy)', async () => {
    const { dir, db, output } = await scratch('error-page');
    const conn = await openLocation(db);
    const row = (await conn.get<{ id: number; published_json: string }>('SELECT id, published_json FROM pages WHERE path = ?', ['/404/']))!;
    const json = JSON.parse(row.published_json);
    json.metaTitle = 'Esta página no existe (revisada)';
    await conn.run('UPDATE pages SET published_json = ?, content_hash = ? WHERE id = ?', [JSON.stringify(json), 'changed', row.id]);
    await conn.close();
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--path', '/404/', '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    const after = snapshotTree(output);
    const changed = [...after].filter(([file, entry]) => JSON.stringify(before.get(file)) !== JSON.stringify(entry)).map(([f]) => f).sort();
    expect(changed).toEqual(['404.html', '404/index.html', 'build-manifest.json', 'page-data/404/page-data.json']);
    expect(readFileSync(join(output, '404.html'), 'utf8')).toContain('<title>Esta página no existe (revisada)</title>');
    expect(readFileSync(join(output, '404.html'), 'utf8')).toBe(readFileSync(join(output, '404/index.html'), 'utf8'));
  });

  it('--path with a path that does not exist is a clear error and changes nothing', async () => {
    const { dir, db, output } = await scratch('badpath');
    const before = snapshotTree(output);
    const result = await runCli(['build', '--db', db, '--out', output, '--path', '/no-such-page/'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sitegen: No published page at /no-such-page/ in site "main", and the last build in');
    expect(snapshotTree(output)).toEqual(before);
  });

  it('a full build after a content change re-renders only the pages whose hash changed', async () => {
    const { dir, db, output } = await scratch('changed');
    const conn = await openLocation(db);
    // An event's card changes: the event list pages and pages showing events depend on it.
    // (The JSON is edited here, not with SQLite's json_set, so that it runs on either backend.)
    const event = (await conn.get<{ id: number; content: string }>("SELECT id, content FROM items WHERE structured_data = 'EVENTS' AND locale = 'es_ES' ORDER BY published DESC, id DESC LIMIT 1"))!;
    await conn.run('UPDATE items SET content = ? WHERE id = ?', [JSON.stringify({ ...JSON.parse(event.content), title: 'Hackathon de otoño (aplazado)' }), event.id]);
    await conn.close();
    const result = await runCli(['build', '--db', db, '--out', output, '--json'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    const summary = jsonSummary(result);
    expect(summary.rendered).toBeGreaterThan(0);
    expect(summary.reused).toBeGreaterThan(1000);
    expect(readFileSync(join(output, 'eventos/index.html'), 'utf8')).toContain('Hackathon de otoño (aplazado)');
    expect(readdirSync(dir).filter((f) => f.includes('staging') || f.includes('.old-'))).toEqual([]);
  });
});

describe('the CLI', () => {
  it('has --help on every command', () => {
    const cli = join(import.meta.dirname, '../../bin/sitegen.js');
    for (const args of [['--help'], ['build', '--help'], ['serve', '--help'], ['api', '--help'], ['content', 'seed', '--help']]) {
      const text = execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(text, args.join(' ')).toMatch(/^Usage: sitegen/);
    }
  });
});
