import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { readManifest } from '../../src/publish/manifest/manifest.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';
import { jsonSummary, runCli } from '../helpers/cli.js';
import { copyOutput } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * Pages, not only modules (spec 4, editor mode; spec 2: every path ends with a slash, English
 * under /en/): editors create a page from a template in a language with a checked slug, link or
 * create its translation, and unpublish a page, which the next build leaves out.
 */
let file: string;
let db: Sql;
let close: () => Promise<void>;
let base: string;
let editor: string;
let visitor: string;
beforeAll(async () => {
  file = await copyDemo('pages');
  const made = await Promise.all([runCli(['token', 'create', '--role', 'editor', '--db', file]), runCli(['token', 'create', '--role', 'visitor', '--db', file])]);
  [editor, visitor] = made.map((r) => r.stdout.trim()) as [string, string];
  db = await openLocation(file);
  ({ base, close } = await startApiOn(db));
});
afterAll(async () => {
  await close();
  await db.close();
});

interface Problem { error: { code: string; message: string; details?: { field: string; message: string }[] } }
type Json = Record<string, unknown>;
const post = (path: string, body: unknown, token: string | null = editor) => fetch(`${base}${path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const create = (body: Json, token: string | null = editor) => post('/site/main/pages', body, token);
const draftOf = async (id: number) => (await fetch(`${base}/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${editor}` } })).json() as Promise<Json & { version: string; pageLanguages: { pageId: number; path: string; locale: string; isLive: boolean }[]; template: { heroSection: { modules: Json[] }; mainSection: { modules: Json[] } } }>;
const idOf = async (path: string) => (await db.get<{ id: number }>('SELECT id FROM pages WHERE path = ?', [path]))?.id;
const indexPaths = async () => new Set(((await (await fetch(`${base}/site/main/pages`)).json()) as { items: { path: string }[] }).items.map((i) => i.path));
const publish = async (id: number) => {
  const { version } = await draftOf(id);
  return fetch(`${base}/site/main/page/${id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${editor}`, 'if-match': version } });
};

/** The refusal's messages by field, after checking it is a 422 naming each. */
async function refusal(answer: Response): Promise<Record<string, string>> {
  expect(answer.status).toBe(422);
  const body = await answer.json() as Problem;
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.message).not.toMatch(/\n|at .*\.js/);
  return Object.fromEntries((body.error.details ?? []).map((d) => [d.field, d.message]));
}

describe('creating a page from a template in a language', () => {
  it('makes a draft at the language\'s prefix + slug + "/", starting with a hero of its title and a text block, outside the page index until published', async () => {
    const answer = await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Semana de la ciencia', slug: 'semana-de-la-ciencia' });
    expect(answer.status).toBe(200);
    const created = await answer.json() as { id: number; path: string; status: string; version: string };
    expect(created).toMatchObject({ path: '/semana-de-la-ciencia/', status: 'draft' });
    const draft = await draftOf(created.id);
    expect(draft).toMatchObject({ title: 'Semana de la ciencia', locale: 'es_ES', path: '/semana-de-la-ciencia/' });
    expect(draft.template.heroSection.modules).toMatchObject([{ component: 'HeroText', title: 'Semana de la ciencia' }]);
    expect(draft.template.mainSection.modules.map((m) => m.component)).toEqual(['RichText']);
    expect((await indexPaths()).has('/semana-de-la-ciencia/')).toBe(false);
    expect((await fetch(`${base}/site/main/page/${created.id}`)).status).toBe(404);

    const english = await (await create({ templateType: 'LandingEvent', locale: 'en_GB', title: 'Science week', slug: '/science-week/' })).json() as { path: string };
    // The slash the editor typed is the path's: the product adds it (spec 2).
    expect(english.path).toBe('/en/science-week/');
  });

  it('refuses each slug rule with a message naming the slug and what to type', async () => {
    const cases: [string, RegExp][] = [
      ['', /slug: required/],
      ['Semana Ciencia', /slug: use only lower-case letters a–z, digits and hyphens, e\.g\. "semana-ciencia"/],
      ['niño', /slug: use only lower-case letters/],
      ['-semana', /slug: must not start or end with a hyphen/],
      ['semana-', /slug: must not start or end with a hyphen/],
      ['semana--ciencia', /slug: use single hyphens/],
      ['a/b', /slug: one part of the address, without "\/"/],
    ];
    for (const [slug, message] of cases) {
      const fields = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Prueba', slug }));
      expect(fields.slug, slug).toMatch(message);
    }
    // Each refusal names the rule too, so the editor can say it in its own language.
    const body = await (await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Prueba', slug: 'Semana Ciencia' })).json() as { error: { details: Record<string, unknown>[] } };
    expect(body.error.details).toEqual([expect.objectContaining({ field: 'slug', rule: 'characters', vars: { got: 'Semana Ciencia', suggestion: 'semana-ciencia' } })]);
  });

  it('refuses a path already used in the site (any page, published or not), naming that page', async () => {
    const fields = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Otra', slug: 'contacto' }));
    expect(fields.slug).toMatch(new RegExp(`slug: /contacto/ is already the address of page ${await idOf('/contacto/')} \\(“Contacto”\\)`));
    const again = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Otra', slug: 'semana-de-la-ciencia' }));
    expect(again.slug).toMatch(/already the address of page/);
  });

  it('refuses reserved paths: the build\'s folders and another language\'s prefix', async () => {
    for (const slug of ['page-data', 'slice-data']) {
      const fields = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'X', slug }));
      expect(fields.slug).toMatch(new RegExp(`slug: /${slug}/ cannot be used \\(path is reserved for build output\\)`));
    }
    expect((await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'X', slug: 'en' }))).slug).toMatch(/another language's prefix/);
    // /_api/ and /_sitegen/ cannot even be typed (no "_"), and the build refuses them too.
    expect((await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'X', slug: '_api' }))).slug).toMatch(/lower-case letters/);
  });

  it('refuses the slug "index", whose page-data would take the home page\'s, and "descargas", the downloads\' folder; "index" in another language is fine', async () => {
    const index = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Índice', slug: 'index' }));
    expect(index.slug).toBe('slug: /index/ cannot be used (path is reserved: its page-data would be the home page\'s (page-data/index/)); choose another slug');
    const downloads = await refusal(await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Descargas', slug: 'descargas' }));
    expect(downloads.slug).toBe('slug: /descargas/ cannot be used (path is reserved for the site\'s downloads (/descargas/)); choose another slug');
    // /en/index/'s page-data is page-data/en/index/, no other page's.
    const english = await create({ templateType: 'BasicTemplate', locale: 'en_GB', title: 'Index', slug: 'index' });
    expect(english.status).toBe(200);
    expect(await english.json()).toMatchObject({ path: '/en/index/', status: 'draft' });
  });

  it('names the template, language and title when they are wrong, all at once', async () => {
    const fields = await refusal(await create({ templateType: 'ProgramDetail', locale: 'fr_FR', title: '  ', slug: 'ok-slug' }));
    expect(fields.templateType).toMatch(/templateType: use one of BasicTemplate, LandingEvent, LandingProduct, LandingMultiProduct, NewsDetail, BlogDetail, EventDetail, ProjectDetail \(got "ProgramDetail"\)/);
    expect(fields.locale).toMatch(/locale: use one of es_ES, en_GB \(got "fr_FR"\)/);
    expect(fields.title).toMatch(/title: required/);
  });

  it('is for editors: 401 without a token, 403 with a visitor\'s', async () => {
    const body = { templateType: 'BasicTemplate', locale: 'es_ES', title: 'X', slug: 'sin-permiso' };
    expect((await create(body, null)).status).toBe(401);
    expect((await create(body, visitor)).status).toBe(403);
    expect(await idOf('/sin-permiso/')).toBeUndefined();
  });
});

describe('translations', () => {
  it('links an existing page in the other language both ways, and refuses a same-language page or a language already taken', async () => {
    const es = (await idOf('/semana-de-la-ciencia/'))!;
    const en = (await idOf('/en/science-week/'))!;
    expect((await refusal(await post(`/site/main/page/${es}/translations`, { pageId: await idOf('/contacto/') }))).pageId).toMatch(/is in es_ES like \/semana-de-la-ciencia\//);
    const linked = await post(`/site/main/page/${es}/translations`, { pageId: en });
    expect(linked.status).toBe(200);
    expect((await draftOf(es)).pageLanguages.map((l) => l.path).sort()).toEqual(['/en/science-week/', '/semana-de-la-ciencia/']);
    expect((await draftOf(en)).pageLanguages.map((l) => l.path).sort()).toEqual(['/en/science-week/', '/semana-de-la-ciencia/']);
    // /en/contact/ is the translation of /contacto/ already: it cannot also be this page's.
    const taken = await refusal(await post(`/site/main/page/${es}/translations`, { pageId: await idOf('/en/contact/') }));
    expect(taken.pageId).toMatch(/already has a en_GB translation \(\/en\/science-week\/\)|already has a es_ES translation/);
  });

  it('creates the translation: same template, other language, in the same group', async () => {
    const source = (await (await create({ templateType: 'BasicTemplate', locale: 'es_ES', title: 'Taller de robótica', slug: 'taller-de-robotica' })).json()) as { id: number };
    const refusedTemplate = await refusal(await create({ templateType: 'LandingEvent', locale: 'en_GB', title: 'Robotics workshop', slug: 'robotics-workshop', translationOf: source.id }));
    expect(refusedTemplate.templateType).toMatch(/a translation keeps the template of page \d+ \(BasicTemplate\)/);
    const answer = await create({ locale: 'en_GB', title: 'Robotics workshop', slug: 'robotics-workshop', translationOf: source.id });
    expect(answer.status).toBe(200);
    const translation = await answer.json() as { id: number; path: string; templateType: string };
    expect(translation).toMatchObject({ path: '/en/robotics-workshop/', templateType: 'BasicTemplate' });
    expect((await draftOf(source.id)).pageLanguages.map((l) => l.path).sort()).toEqual(['/en/robotics-workshop/', '/taller-de-robotica/']);
    expect((await refusal(await create({ locale: 'en_GB', title: 'Again', slug: 'robotics-again', translationOf: source.id }))).translationOf).toMatch(/already has a en_GB translation \(\/en\/robotics-workshop\/\)/);
  });
});

describe('unpublishing and the build afterwards', () => {
  it('takes the page out of the index, lists and search; its translation stays but loses the link; a second unpublish is a 409', async () => {
    const id = (await idOf('/en/contact/'))!;
    const spanish = (await idOf('/contacto/'))!;
    expect((await post(`/site/main/page/${id}/unpublish`, undefined, visitor)).status).toBe(403);
    const answer = await post(`/site/main/page/${id}/unpublish`, undefined);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id, status: 'unpublished', formerTranslations: [{ id: spanish, path: '/contacto/', isLive: true }] });
    const index = await indexPaths();
    expect(index.has('/en/contact/')).toBe(false);
    expect(index.has('/contacto/')).toBe(true);
    expect((await fetch(`${base}/site/main/page/${id}`)).status).toBe(404);
    expect((await draftOf(spanish)).pageLanguages.map((l) => l.path)).toEqual(['/contacto/']);
    // Its content is kept as a draft.
    expect((await draftOf(id)).title).toBe('Contact');
    const search = await (await fetch(`${base}/ai/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'contact', lang: 'en_GB', site: 'main' }) })).json() as { items: { url: string }[] };
    expect(search.items.map((i) => i.url)).not.toContain('/en/contact/');
    const again = await post(`/site/main/page/${id}/unpublish`, undefined);
    expect(again.status).toBe(409);
    expect((await again.json() as Problem).error.message).toMatch(/is not published/);
  });

  it('a --path build then writes the newly published page, removes the unpublished one and updates its translation\'s language switch', async () => {
    const newId = (await idOf('/semana-de-la-ciencia/'))!;
    // Its text block written first: a new page's text starts empty, and empty text is not published.
    const page = await draftOf(newId);
    page.template.mainSection.modules[0]!.content = '<p>Talleres y charlas para todos los públicos.</p>';
    expect((await fetch(`${base}/site/main/page/${newId}`, { method: 'PUT', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) })).status).toBe(200);
    expect((await publish(newId)).status).toBe(200);
    const output = join(mkdtempSync(join(tmpdir(), 'sitegen-pages-out-')), 'output');
    copyOutput(inject('demoOutput'), output);
    expect(existsSync(join(output, 'en/contact/index.html'))).toBe(true);
    expect(readFileSync(join(output, 'contacto/index.html'), 'utf8')).toMatch(/href="\/en\/contact\/" hrefLang="en-GB"|hrefLang="en-GB"[^>]*href="\/en\/contact\/"/i);

    const result = await runCli(['build', '--db', file, '--out', output, '--path', '/semana-de-la-ciencia/', '--path', '/en/contact/', '--path', '/contacto/', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(jsonSummary(result)).toMatchObject({ mode: 'incremental', rendered: 2 });
    expect(readFileSync(join(output, 'semana-de-la-ciencia/index.html'), 'utf8')).toContain('Semana de la ciencia');
    expect(existsSync(join(output, 'en/contact'))).toBe(false);
    expect(existsSync(join(output, 'page-data/en/contact'))).toBe(false);
    const contacto = readFileSync(join(output, 'contacto/index.html'), 'utf8');
    expect(contacto).not.toContain('/en/contact/');
    expect(readFileSync(join(output, 'sitemap-en-gb.xml'), 'utf8')).not.toContain('/en/contact/');
    expect(readFileSync(join(output, 'sitemap-es-es.xml'), 'utf8')).toContain('/semana-de-la-ciencia/');
    const manifest = await readManifest(output);
    expect(Object.keys(manifest!.pages)).not.toContain('/en/contact/');
    expect(Object.keys(manifest!.pages)).toContain('/semana-de-la-ciencia/');

    // A path that was never built and is not published is still a mistake, named.
    const unknown = await runCli(['build', '--db', file, '--out', output, '--path', '/no-existe/']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No published page at \/no-existe\/ in site "main"/);
  }, slow(300_000));
});

// Last: a published article changes the news lists, which the --path build above checks unchanged.
describe('creating an article (spec 3: the page of a content item)', () => {
  it('makes a news article with its content item: listed nowhere until first published, then listed and dated then, its card the page\'s own title, description and share image', async () => {
    const created = await (await create({ templateType: 'NewsDetail', locale: 'es_ES', title: 'Premio Laus de señalética', slug: 'premio-laus-de-senaletica' })).json() as { id: number };
    const draft = await draftOf(created.id);
    expect(draft).toMatchObject({ structuredData: 'NEWS', structuredDataContent: { topic: '', author: 'EDTE' }, breadcrumb: [{ path: '/' }, { label: 'Actualidad', path: '/actualidad/' }, { label: 'Premio Laus de señalética', path: '/premio-laus-de-senaletica/' }] });
    expect(draft.template.mainSection.modules.map((m) => m.component)).toEqual(['RichText', 'SocialShare']);
    const itemOf = () => db.get<{ status: string; title: string; content: string; published: string; structured_data: string }>('SELECT status, title, content, published, structured_data FROM items WHERE page_id = ?', [created.id]);
    expect(await itemOf()).toMatchObject({ status: 'draft', structured_data: 'NEWS', title: 'Premio Laus de señalética' });
    // Its text block starts empty: the API refuses to publish it so.
    expect((await publish(created.id)).status).toBe(422);
    const save = async (change: (page: typeof draft) => void) => {
      const page = await draftOf(created.id);
      change(page);
      const saved = await fetch(`${base}/site/main/page/${created.id}`, { method: 'PUT', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
      expect(saved.status).toBe(200);
    };
    await save((page) => {
      page.template.mainSection.modules[0]!.content = '<p>El jurado ha premiado la señalética del campus.</p>';
      page.metaDescription = 'Los alumnos de segundo diseñaron la señalética premiada.';
    });
    const before = Date.now();
    expect((await publish(created.id)).status).toBe(200);
    const listed = (await itemOf())!;
    expect(listed.status).toBe('published');
    expect(Date.parse(listed.published)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.parse(listed.content)).toMatchObject({ title: 'Premio Laus de señalética', abstract: 'Los alumnos de segundo diseñaron la señalética premiada.' });
    // First in the news list (newest first), as visitors' lists read it.
    const news = await (await fetch(`${base}/list/v2/NEWS/?site=main&lang=es_ES&items=1&order=recent-DESC`)).json() as { items: { relatedPage: { url: string } | null }[] };
    expect(news.items[0]?.relatedPage?.url).toBe('/premio-laus-de-senaletica/');
    // Retitled and republished: the card follows; its date stays the first publish's.
    await save((page) => { page.title = 'Premio Laus para la señalética del campus'; });
    expect((await publish(created.id)).status).toBe(200);
    expect(await itemOf()).toMatchObject({ title: 'Premio Laus para la señalética del campus', published: listed.published });
  });
});

describe('creating a project (spec 3)', () => {
  it('makes a project dated today with its item; published, it heads the projects list with its page\'s title, description and share image', async () => {
    const created = await (await create({ templateType: 'ProjectDetail', locale: 'en_GB', title: 'A braille signage kit for the library', slug: 'a-braille-signage-kit-for-the-library' })).json() as { id: number };
    const draft = await draftOf(created.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(draft).toMatchObject({ structuredData: 'PROJECTS', structuredDataContent: { date: today }, breadcrumb: [{ path: '/en/' }, { path: '/en/projects/' }, { path: '/en/a-braille-signage-kit-for-the-library/' }] });
    const page = await draftOf(created.id);
    page.template.mainSection.modules[0]!.content = '<p>Second-year product design students made a tactile kit with the city library.</p>';
    page.metaDescription = 'A tactile signage kit made with the city library.';
    page.socialImage = { url: '/img/demo/illustrations/devices/11.jpg', width: 1600, height: 900, alt: 'Illustration: a phone and a laptop', title: '', position: 'center' };
    const saved = await fetch(`${base}/site/main/page/${created.id}`, { method: 'PUT', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
    expect(saved.status).toBe(200);
    expect((await publish(created.id)).status).toBe(200);
    const projects = await (await fetch(`${base}/list/v2/PROJECTS/?site=main&lang=en_GB&items=1&order=recent-DESC`)).json() as { items: { relatedPage: { url: string } | null; content: Record<string, unknown> }[] };
    expect(projects.items[0]?.relatedPage?.url).toBe('/en/a-braille-signage-kit-for-the-library/');
    expect(projects.items[0]?.content).toMatchObject({ title: 'A braille signage kit for the library', abstract: 'A tactile signage kit made with the city library.', date: today, image: { url: '/img/demo/illustrations/devices/11.jpg' } });
  });
});

describe('creating an event (spec 3, spec 4)', () => {
  it('makes an event with its item and a record without a day; given its day and place in both languages\' terms, it is listed among the upcoming ones, its registration form closing at its start', async () => {
    const created = await (await create({ templateType: 'EventDetail', locale: 'es_ES', title: 'Taller de tipografía expresiva', slug: 'taller-de-tipografia-expresiva' })).json() as { id: number };
    const draft = await draftOf(created.id);
    expect(draft).toMatchObject({ structuredData: 'EVENTS', structuredDataContent: { timeZone: 'Europe/Madrid', attendanceMode: 'offline', registration: 'open' }, breadcrumb: [{ path: '/' }, { path: '/eventos/' }, { path: '/taller-de-tipografia-expresiva/' }] });
    expect(draft.structuredDataContent).not.toHaveProperty('startDate');
    // Its registration: the record says when it closes (no date of its own to contradict it).
    const form = draft.template.mainSection.modules.find((m) => m.component === 'BasicForm')!;
    expect(form).toMatchObject({ formType: 'event' });
    expect(form).not.toHaveProperty('closesAt');
    const itemOf = () => db.get<{ status: string; content: string }>('SELECT status, content FROM items WHERE page_id = ?', [created.id]);
    expect((await itemOf())!.status).toBe('draft');
    // A day ahead (the site's lists are about the days to come), 18:00–20:00 Madrid time.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const page = await draftOf(created.id);
    page.template.mainSection.modules[0]!.content = '<p>Dos horas de letras hechas a mano con el equipo de Diseño Gráfico.</p>';
    page.structuredDataContent = { ...(page.structuredDataContent as object), date: day, startDate: `${day}T18:00:00+01:00`, endDate: `${day}T20:00:00+01:00`, location: 'Aula 2.3' };
    const saved = await fetch(`${base}/site/main/page/${created.id}`, { method: 'PUT', headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json', 'if-match': page.version }, body: JSON.stringify(page) });
    expect(saved.status).toBe(200);
    expect((await publish(created.id)).status).toBe(200);
    const listed = (await itemOf())!;
    expect(listed.status).toBe('published');
    // Its item carries the record (the lists' dates and places) and the page's card.
    expect(JSON.parse(listed.content)).toMatchObject({ title: 'Taller de tipografía expresiva', startDate: `${day}T18:00:00+01:00`, location: 'Aula 2.3' });
    const events = await (await fetch(`${base}/list/v2/EVENTS/?site=main&lang=es_ES&items=50&order=upcoming-ASC`)).json() as { items: { relatedPage: { url: string } | null; content: { startDate?: string } }[] };
    expect(events.items.map((i) => i.relatedPage?.url)).toContain('/taller-de-tipografia-expresiva/');
  });
});

describe('who else has a page open in the editor (spec 4)', () => {
  it('each editor\'s beat names the others seen lately; leaving takes one out; visitors and unknown pages are refused', async () => {
    const [marta, luis] = (await Promise.all(['Marta', 'Luis'].map((name) => runCli(['token', 'create', '--role', 'editor', '--name', name, '--db', file])))).map((r) => r.stdout.trim()) as [string, string];
    const id = (await idOf('/contacto/'))!;
    const beat = async (token: string, method = 'PUT') => {
      const answer = await fetch(`${base}/site/main/page/${id}/presence`, method === 'PUT'
        ? { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }
        : { method, headers: { authorization: `Bearer ${token}` } });
      return { status: answer.status, body: await answer.json() as { others?: { name: string }[] } };
    };
    expect(await beat(marta)).toEqual({ status: 200, body: { others: [] } });
    expect((await beat(luis)).body.others).toEqual([{ name: 'Marta' }]);
    expect((await beat(marta)).body.others).toEqual([{ name: 'Luis' }]);
    expect((await beat(luis, 'DELETE')).status).toBe(200);
    expect((await beat(marta)).body.others).toEqual([]);
    expect((await beat(visitor)).status).toBe(403);
    expect((await fetch(`${base}/site/main/page/999999/presence`, { method: 'PUT', headers: { authorization: `Bearer ${marta}`, 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});
