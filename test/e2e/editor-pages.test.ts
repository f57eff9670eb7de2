import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runAxe } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { startPreview } from '../helpers/start-preview.js';
import { copyDemo } from '../helpers/demo-db.js';
import { copyOutput } from '../helpers/tree.js';
import { slow } from '../helpers/slow.js';

/**
 * Pages, not only modules (spec 4, editor mode), as the communications officer works: in the
 * Spanish editor, by keyboard, create a page, write in it, publish it, create its English
 * translation, publish that, unpublish it, and see the published site follow each step.
 * One browser, one context, one preview.
 */
let browser: Browser;
let context: BrowserContext;
let child: ChildProcess;
let out: string;
let url: string;
let token: string;

beforeAll(async () => {
  const db = await copyDemo('editor-pages');
  token = (await runCli(['token', 'create', '--role', 'editor', '--name', 'Marta Gil', '--db', db])).stdout.trim();
  out = join(mkdtempSync(join(tmpdir(), 'sitegen-editor-pages-')), 'output');
  copyOutput(inject('demoOutput'), out);
  const preview = startPreview(['/contacto/', '--mode', 'editor', '--port', '0', '--db', db, '--out', out]);
  child = preview.child;
  url = await preview.url;
  browser = await launchChromium();
  // The token on every request (the preview serves drafts only to a credential, spec 6) and in localStorage for apiFetch.
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  // The editor's token, Spanish (the default: nothing chosen), the cookie choice made.
  await context.addInitScript((t) => {
    localStorage.setItem('sitegen-token', t);
    localStorage.setItem('sitegen-consent', 'rejected');
  }, token);
});
afterAll(async () => {
  child?.kill('SIGTERM');
  await browser?.close();
});

const frameOf = (page: Page): Frame => page.frame({ name: 'editor-page' })!;
const ready = (page: Page) => page.waitForSelector('html[data-editor-ready]');
const file = (path: string) => join(out, path);
const html = (path: string) => readFileSync(file(path), 'utf8');
/** A tab of the editor on `path` (the preview's own page when none), ready, with its bar and status line. */
async function editorAt(path?: string) {
  const page = await context.newPage();
  await page.goto(path ? new URL(path, url).href : url);
  await ready(page);
  return { page, toolbar: page.getByRole('toolbar', { name: 'Editor' }), status: page.locator('.editor-toolbar__status') };
}
/** Tabs until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('pages in the editor (spec 4): create, translate, publish, unpublish', () => {
  it('a Spanish page made, written, published; its English translation made and published; then unpublished, and the output follows', async () => {
    const { page, toolbar, status } = await editorAt();

    // The Pages control lists every page, found by title or path.
    await toolbar.getByRole('button', { name: 'Páginas' }).focus();
    await page.keyboard.press('Enter');
    const pages = page.getByRole('dialog', { name: 'Páginas del sitio' });
    await pages.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('admision');
    await expect.poll(() => pages.getByRole('link').allTextContents()).toContain('Proceso de admisión');
    expect(await runAxe(page, { iframes: false })).toEqual([]);

    // A new page, by keyboard: a wrong slug is named beside its field, the dialog stays.
    await tabTo(page, '[data-pages-action="new-page"]');
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Crear una página' });
    await create.waitFor();
    await tabTo(page, 'input[name="title"]');
    await page.keyboard.type('Día de la Ciencia');
    expect(await create.getByLabel('Dirección (slug)').inputValue()).toBe('dia-de-la-ciencia');
    await create.getByLabel('Dirección (slug)').fill('Día Ciencia');
    await page.keyboard.press('Enter');
    const slug = create.getByLabel('Dirección (slug)');
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    // In the editor's language (the API names the rule it broke).
    expect(await create.locator('.editor-panel__error').first().textContent()).toBe('Usa solo minúsculas a–z, números y guiones, p. ej. «dia-ciencia» (has escrito «Día Ciencia»).');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('slug');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('dia-de-la-ciencia');
    await Promise.all([page.waitForURL(/\/dia-de-la-ciencia\/$/), page.keyboard.press('Enter')]);
    await ready(page);
    expect(await frameOf(page).locator('h1').textContent()).toBe('Día de la Ciencia');

    // Text written in its text block (the side panel's rich text), then published with confirmation.
    await frameOf(page).locator('#sitegen-page [data-module="RichText"]').focus();
    await page.keyboard.press('Enter');
    const editable = page.locator('.editor-panel .editor-rich-text__text');
    await editable.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Talleres de robótica para todo el público.');
    await expect.poll(() => frameOf(page).locator('#sitegen-page [data-module="RichText"]').textContent()).toContain('Talleres de robótica');
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    const publish = page.getByRole('alertdialog', { name: '¿Publicar esta página?' });
    await publish.getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Publicado/);
    expect(html('dia-de-la-ciencia/index.html')).toContain('Talleres de robótica para todo el público.');

    // Its English translation: same template, the slug suggested from the title.
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Crear traducción' }).click();
    const translation = page.getByRole('dialog', { name: 'Crear la traducción' });
    await translation.waitFor();
    // Nothing of the Spanish page's words is left in place: its title is a hint, the address empty.
    expect(await translation.getByLabel('Título').inputValue()).toBe('');
    expect(await translation.getByLabel('Título').getAttribute('placeholder')).toBe('Día de la Ciencia');
    expect(await translation.getByLabel('Dirección (slug)').inputValue()).toBe('');
    await translation.getByLabel('Título').fill('Science Day');
    expect(await translation.getByLabel('Dirección (slug)').inputValue()).toBe('science-day');
    expect(await translation.textContent()).toContain('/en/science-day/');
    await Promise.all([page.waitForURL(/\/en\/science-day\/$/), translation.getByRole('button', { name: 'Crear traducción' }).click()]);
    await ready(page);
    // Its text block starts empty (a placeholder, nothing that could go live): written in English first.
    await frameOf(page).locator('#sitegen-page [data-module="RichText"]').focus();
    await page.keyboard.press('Enter');
    await editable.click();
    await page.keyboard.type('Robotics workshops for everyone.');
    await expect.poll(() => frameOf(page).locator('#sitegen-page [data-module="RichText"]').textContent()).toContain('Robotics workshops');
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await publish.getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Publicado/);
    expect(html('en/science-day/index.html')).toContain('Science Day');
    // Both ways: the Spanish page was rebuilt with its language switch leading to the English one.
    expect(html('dia-de-la-ciencia/index.html')).toContain('href="/en/science-day/"');
    expect(html('en/science-day/index.html')).toContain('href="/dia-de-la-ciencia/"');

    // Unpublished after a confirmation that names the page and what its translation keeps.
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Despublicar' }).click();
    const unpublish = page.getByRole('alertdialog', { name: '¿Despublicar esta página?' });
    await unpublish.waitFor();
    const question = await unpublish.textContent();
    expect(question).toContain('«Science Day» (/en/science-day/)');
    expect(question).toContain('Sus traducciones siguen publicadas, pero pierden el enlace a ella');
    expect(question).toContain('/dia-de-la-ciencia/ (Español, publicada)');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await unpublish.getByRole('button', { name: 'Despublicar página' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Despublicada/);
    expect(existsSync(file('en/science-day'))).toBe(false);
    expect(existsSync(file('page-data/en/science-day'))).toBe(false);
    expect(html('dia-de-la-ciencia/index.html')).not.toContain('/en/science-day/');
    expect(html('sitemap-en-gb.xml')).not.toContain('/en/science-day/');
    expect(html('sitemap-es-es.xml')).toContain('/dia-de-la-ciencia/');
    await page.close();
  }, slow(240_000));

  it('a page moved to another address from the Pages control, its old address redirecting; unpublishing names the pages that link to it and sends their links to a chosen page', async () => {
    const { page, toolbar, status } = await editorAt('/nuestro-campus/');
    const pages = page.getByRole('dialog', { name: 'Páginas del sitio' });

    // Cambiar dirección: a taken address is named beside the field, in the editor's language.
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Cambiar dirección' }).click();
    const move = page.getByRole('dialog', { name: 'Cambiar la dirección de la página' });
    await move.waitFor();
    const slug = move.getByLabel('Dirección (slug)');
    expect(await slug.inputValue()).toBe('nuestro-campus');
    await slug.fill('contacto');
    await move.getByRole('button', { name: 'Cambiar dirección' }).click();
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    expect(await move.locator('.editor-panel__error').first().textContent()).toBe('/contacto/ ya es la dirección de «Contacto»; elige otra.');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await slug.fill('campus');
    expect(await move.textContent()).toContain('Dirección: /campus/');
    await Promise.all([page.waitForURL(/\/campus\/$/, { timeout: slow(60_000) }), move.getByRole('button', { name: 'Cambiar dirección' }).click()]);
    await ready(page);
    expect(html('campus/index.html')).toContain('<link rel="canonical" href="https://www.edte.example/campus/"');
    expect(existsSync(file('page-data/nuestro-campus'))).toBe(false);
    expect(html('_redirects')).toContain('/nuestro-campus/ /campus/ 301\n');
    expect(html('redirects.nginx')).toContain('location = "/nuestro-campus/" { return 301 "/campus/"; }');
    // The home page links to fees and scholarships (the last build's manifest records it).
    await page.goto(new URL('/tarifas-y-becas/', url).href);
    await ready(page);
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Despublicar' }).click();
    const unpublish = page.getByRole('alertdialog', { name: '¿Despublicar esta página?' });
    await unpublish.waitFor();
    expect(await unpublish.textContent()).toContain('Estas páginas publicadas enlazan a ella:');
    // What the rebuild after it updates: the page's path and its translation's language switch (no list shows this page).
    expect(await unpublish.textContent()).toContain('En total se actualizan 2 páginas del sitio.');
    expect(await unpublish.locator('[data-inbound-links] li').allTextContents()).toContainEqual(expect.stringMatching(/\(\/\)$/));
    expect(await unpublish.getByLabel('Dejarlo así (página no encontrada, 404)').isChecked()).toBe(true);
    // A redirect to the page itself is refused by the API, said in the editor's words, and nothing is unpublished.
    await unpublish.getByLabel('Redirigir (301) a otra página').check();
    await unpublish.getByLabel('Página de destino').fill('/tarifas-y-becas/');
    await unpublish.getByRole('button', { name: 'Despublicar página' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^No se ha despublicado \(\d+\): Es la página que se despublica; elige otra\.$/);
    expect(existsSync(file('page-data/tarifas-y-becas'))).toBe(true);
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Despublicar' }).click();
    await unpublish.waitFor();
    await unpublish.getByLabel('Redirigir (301) a otra página').check();
    await unpublish.getByLabel('Página de destino').fill('/proceso-de-admision/');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    await unpublish.getByRole('button', { name: 'Despublicar página' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Despublicada; \/tarifas-y-becas\/ redirige a \/proceso-de-admision\//);
    expect(existsSync(file('page-data/tarifas-y-becas'))).toBe(false);
    expect(html('_redirects')).toContain('/tarifas-y-becas/ /proceso-de-admision/ 301\n');
    expect(JSON.parse(html('redirects.json')).rules).toContainEqual({ from: '/tarifas-y-becas/', to: '/proceso-de-admision/', status: 301, caseInsensitive: false });
    expect(html('tarifas-y-becas/index.html')).toContain('url=/proceso-de-admision/');
    await page.close();
  }, slow(240_000));

  it('"Vincular traducción" links a page written separately in the other language: the dialog finds it, and each page then names the other as its translation', async () => {
    const page = await context.newPage();
    const api = `${new URL(url).origin}/_api/site/main`;
    // Two pages made apart, as two editors would: one in Spanish, one in English.
    const make = async (locale: string, title: string, slug: string) => {
      const made = await context.request.post(`${api}/pages`, { data: { locale, title, slug, templateType: 'BasicTemplate' } });
      expect(made.ok(), await made.text()).toBe(true);
      return await made.json() as { id: number; path: string };
    };
    const spanish = await make('es_ES', 'Semana de la Ingeniería', 'semana-de-la-ingenieria');
    const english = await make('en_GB', 'Engineering Week', 'engineering-week');
    await page.goto(new URL(spanish.path, url).href);
    await ready(page);
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    const pages = page.getByRole('dialog', { name: 'Páginas del sitio' });
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await pages.getByRole('button', { name: 'Vincular traducción' }).click();
    const link = page.getByRole('dialog', { name: 'Vincular una página existente como traducción' });
    await link.waitFor();
    await link.getByLabel('Buscar la página en inglés').fill('Engineering');
    const choice = link.getByLabel('Página');
    await expect.poll(() => choice.locator('option').allTextContents()).toEqual(['Engineering Week — /en/engineering-week/']);
    expect(await link.textContent()).toContain('1 página encontrada');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // Linked, the page is opened again: its Pages control names the translation.
    await Promise.all([page.waitForEvent('load', { timeout: slow(30_000) }), link.getByRole('button', { name: 'Vincular' }).click()]);
    await ready(page);
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await expect.poll(() => pages.textContent()).toContain('/en/engineering-week/ (Inglés');
    expect(await pages.getByRole('button', { name: 'Vincular traducción' }).count()).toBe(0);
    // Both drafts now name each other as translations.
    const languagesOf = async (id: number) => ((await (await context.request.get(`${api}/page/${id}?draft=1`)).json()) as { pageLanguages: { pageId: number }[] }).pageLanguages.map((l) => l.pageId).sort();
    expect(await languagesOf(spanish.id)).toEqual([spanish.id, english.id].sort());
    expect(await languagesOf(english.id)).toEqual([spanish.id, english.id].sort());
    await page.close();
  }, slow(120_000));
});

describe('a page\'s settings in the editor (spec 4)', () => {
  it('title, description, share image and indexing are changed after creation, saved with Save and published in the page\'s head', async () => {
    const { page, toolbar, status } = await editorAt('/contacto/');
    await toolbar.getByRole('button', { name: 'Ajustes' }).click();
    const settings = page.getByRole('dialog', { name: 'Ajustes de la página' });
    await settings.waitFor();
    const title = settings.getByRole('textbox', { name: 'Título de la página (obligatorio)' });
    expect(await title.inputValue()).toBe('Contacto');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-settings-page-title');
    expect(await settings.textContent()).toContain('Dirección: /contacto/.');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // A title is required: said beside it, the dialog stays.
    await title.fill('');
    await settings.getByRole('button', { name: 'Aplicar' }).click();
    expect(await settings.locator('#editor-settings-page-title-error').textContent()).toBe('Escribe el título de la página.');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('Contacto y visitas');
    const description = settings.getByRole('textbox', { name: 'Descripción para buscadores' });
    await description.fill('Teléfono, correo y cómo llegar al campus de Madrid.');
    expect(await settings.locator('#editor-settings-description-count').textContent()).toBe('51 de unos 160 caracteres.');
    await description.fill('x'.repeat(170));
    expect(await settings.locator('#editor-settings-description-count').textContent()).toBe('170 caracteres: los buscadores cortarán lo que pase de unos 160. Acórtala.');
    await description.fill('Teléfono, correo y cómo llegar al campus de Madrid.');
    await settings.getByRole('checkbox', { name: 'Mostrar en buscadores' }).uncheck();
    await settings.getByRole('button', { name: 'Aplicar' }).click();
    await settings.waitFor({ state: 'hidden' });
    expect(await status.textContent()).toBe('Ajustes cambiados: «Guardar» los guarda con el resto.');
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    // Opened again, it shows what was saved.
    await toolbar.getByRole('button', { name: 'Ajustes' }).click();
    expect(await title.inputValue()).toBe('Contacto y visitas');
    expect(await settings.getByRole('checkbox', { name: 'Mostrar en buscadores' }).isChecked()).toBe(false);
    await settings.getByRole('button', { name: 'Cancelar' }).click();
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('alertdialog', { name: '¿Publicar esta página?' }).getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Publicado/);
    const head = html('contacto/index.html');
    expect(head).toMatch(/<title>Contacto y visitas( \| [^<]+)?<\/title>/);
    expect(head).toContain('<meta name="description" content="Teléfono, correo y cómo llegar al campus de Madrid."');
    expect(head).toMatch(/<meta name="robots" content="noindex/);
    expect(head).toMatch(/aria-current="page"[^>]*>Contacto y visitas</);
    await page.close();
  }, slow(120_000));
});

describe('unsaved work kept in the browser (spec 4)', () => {
  it('a tab closed with unsaved changes: the page opened again offers them back; restored, Save keeps them; discarded, they are gone', async () => {
    const path = '/tarifas-y-becas/';
    const first = await context.newPage();
    await first.goto(new URL(path, url).href);
    await ready(first);
    await frameOf(first).locator('#sitegen-page [data-module="HeroText"]').first().click();
    const title = first.getByRole('textbox', { name: /^Título/ }).first();
    const before = await title.inputValue();
    await title.fill(`${before} 2027-2028`);
    await expect.poll(() => first.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sitegen-unsaved:')).length)).toBe(1);
    // Closed without saving (no "leave?" question when a tab is closed this way).
    await first.close();

    const again = await context.newPage();
    await again.goto(new URL(path, url).href);
    await ready(again);
    const offer = again.getByRole('alertdialog', { name: 'Cambios sin guardar' });
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(/La última vez no se guardaron algunos cambios de esta página \(del \d+ de \w+ de \d{4}(,| a las) \d{1,2}:\d\d\)/);
    expect(await runAxe(again, { iframes: false })).toEqual([]);
    await offer.getByRole('button', { name: 'Recuperar los cambios' }).click();
    await expect.poll(() => frameOf(again).locator('#sitegen-page h1').first().textContent()).toBe(`${before} 2027-2028`);
    const status = again.locator('.editor-toolbar__status');
    expect(await status.textContent()).toBe('Cambios recuperados, sin guardar: revísalos y pulsa «Guardar».');
    const toolbar = again.getByRole('toolbar', { name: 'Editor' });
    // Undo goes back to the draft as it was saved.
    await toolbar.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => frameOf(again).locator('#sitegen-page h1').first().textContent()).toBe(before);
    await toolbar.getByRole('button', { name: 'Rehacer' }).click();
    await toolbar.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(20_000) }).toBe('Todo guardado');
    expect(await again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sitegen-unsaved:')))).toEqual([]);

    // Once more, discarded this time: the saved draft stays as it is and nothing is offered again.
    await frameOf(again).locator('#sitegen-page [data-module="HeroText"]').first().click();
    await again.getByRole('textbox', { name: /^Título/ }).first().fill('Borrador que no se guarda');
    await expect.poll(() => again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sitegen-unsaved:')).length)).toBe(1);
    await again.close();
    const third = await context.newPage();
    await third.goto(new URL(path, url).href);
    await ready(third);
    await third.getByRole('alertdialog', { name: 'Cambios sin guardar' }).getByRole('button', { name: 'Descartarlos' }).click();
    expect(await frameOf(third).locator('#sitegen-page h1').first().textContent()).toBe(`${before} 2027-2028`);
    await third.reload();
    await ready(third);
    await third.waitForTimeout(500);
    expect(await third.getByRole('alertdialog').count()).toBe(0);
    await third.close();
  }, slow(120_000));
});

/** The first card of the first automatic list of news and articles on a page. */
const firstCard = (doc: string) => /data-module="Insights"[\s\S]*?<a [^>]*href="(\/[^"]+\/)"/.exec(doc)?.[1];

describe('a news article made in the editor (spec 3, spec 4)', () => {
  it('is made from its template, written, and on Publish joins the news list and the home page\'s news block, its card from the page', async () => {
    const { page, toolbar, status } = await editorAt('/contacto/');
    const headline = 'La escuela gana un premio Laus por la señalética del campus';
    // Before: the lists start with another article.
    expect(firstCard(html('actualidad/index.html'))).toMatch(/^\/[a-z0-9-]+\/$/);
    expect(firstCard(html('actualidad/index.html'))).not.toContain('premio-laus');
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await page.getByRole('dialog', { name: 'Páginas del sitio' }).getByRole('button', { name: 'Nueva página' }).click();
    const create = page.getByRole('dialog', { name: 'Crear una página' });
    await create.getByLabel('Plantilla').selectOption({ label: 'Noticia' });
    await create.getByLabel('Título').fill(headline);
    await Promise.all([page.waitForURL(/\/la-escuela-gana-un-premio-laus/), create.getByRole('button', { name: 'Crear página' }).click()]);
    await ready(page);
    // Its section in the breadcrumb; its text block waits to be written (a placeholder, nothing to go live).
    expect(await frameOf(page).locator('nav[aria-label] a', { hasText: 'Actualidad' }).count()).toBeGreaterThan(0);
    await frameOf(page).locator('#sitegen-page [data-module="RichText"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('.editor-panel .editor-rich-text__text').click();
    await page.keyboard.type('El jurado de los premios Laus ha reconocido el sistema de señalética que diseñaron los alumnos de segundo curso.');
    await expect.poll(() => frameOf(page).locator('#sitegen-page [data-module="RichText"]').textContent()).toContain('jurado de los premios Laus');
    // Its card's summary: the description it gives search engines.
    await toolbar.getByRole('button', { name: 'Ajustes' }).click();
    const settings = page.getByRole('dialog', { name: 'Ajustes de la página' });
    await settings.getByRole('textbox', { name: 'Descripción para buscadores' }).fill('Los alumnos de segundo diseñaron la señalética que ha premiado el jurado.');
    await settings.getByRole('button', { name: 'Aplicar' }).click();
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('alertdialog', { name: '¿Publicar esta página?' }).getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(60_000) }).toMatch(/^Publicado/);
    const path = new URL(page.url()).pathname;
    expect(html(`${path.slice(1)}index.html`)).toContain(headline);
    // The news list's first page and the home page show it first, linked, with its summary.
    const list = html('actualidad/index.html');
    expect(firstCard(list)).toBe(path);
    expect(list).toContain('Los alumnos de segundo diseñaron la señalética que ha premiado el jurado.');
    expect(firstCard(html('index.html'))).toBe(path);
    await page.close();
  }, slow(120_000));
});

describe('a programme\'s record in the editor (spec 3, spec 4)', () => {
  it('a price and a start date changed once, in the Spanish page\'s "Datos del programa", are on Publish what every page that shows the programme says, in both languages', async () => {
    const DAW = { es: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/', en: '/en/higher-degree-in-web-application-development/' };
    // The Spanish fees page was unpublished by a test above: the English one and both comparisons show it here.
    const FEES = { en: 'en/fees-and-scholarships/index.html' };
    const LIST = { es: 'futuro-estudiante-fp/index.html', en: 'en/future-student-fp/index.html' };
    const of = (path: string) => `${path.slice(1)}index.html`;
    /** The programme's row in a table of a built page: each `<data value>`'s value. */
    const row = (file: string) => {
      // The row alone, up to its end: the phone cards after a table repeat every programme.
      const table = html(file).split('<tr>').slice(1).map((r) => r.split('</tr>')[0]!).find((r) => r.includes(`href="${file.startsWith('en/') ? DAW.en : DAW.es}"`)) ?? '';
      return [...table.matchAll(/<data value="([^"]*)">/g)].map((m) => m[1]);
    };
    expect(row(FEES.en)[0]).toBe('6900');
    expect(row(LIST.es)).toEqual(['6900']);
    const { page, toolbar, status } = await editorAt(DAW.es);
    // By keyboard: the bar's "Datos del programa", the start date, the amount.
    await toolbar.getByRole('button', { name: 'Datos del programa' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Datos del programa' });
    await form.waitFor();
    await form.locator('#editor-field-record-startDate').fill('2027-09-20');
    await form.locator('#editor-field-record-price-amount').fill('7.250');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toMatch(/^Datos del programa cambiados/);
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    const ask = page.getByRole('alertdialog', { name: '¿Publicar esta página?' });
    await ask.waitFor();
    // The dialog says the change reaches the pages that show the programme.
    await expect.poll(() => ask.textContent()).toMatch(/La muestran \d+ páginas publicadas/);
    await ask.getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(90_000) }).toMatch(/^Publicado/);
    // Its own page, both languages: the facts block and the JSON-LD offer.
    expect(html(of(DAW.es))).toMatch(/Precio por curso<\/dt><dd><data value="7250">7\.250\u00a0€<\/data>/);
    expect(html(of(DAW.es))).toContain('20 de septiembre de 2027');
    expect(html(of(DAW.en))).toMatch(/Price per year<\/dt><dd><data value="7250">€7,250<\/data>/);
    expect(html(of(DAW.en))).toContain('20 September 2027');
    expect(html(of(DAW.en))).toMatch(/"price":7250,/);
    // The fees table (price, reservation, total of two years) and the comparison, both languages.
    expect(row(FEES.en)).toEqual(['7250', '300', '14500']);
    expect(row(LIST.es)).toEqual(['7250']);
    expect(row(LIST.en)).toEqual(['7250']);
    expect(html(LIST.en)).toMatch(/<time datetime="2027-09-20">20 September 2027<\/time>/i);
    await page.close();
  }, slow(180_000));
});

describe('an event made in the editor (spec 3, spec 4)', () => {
  it('is made from its template; Publish waits for its day; given its day, times and place in "Datos del evento", it goes live in the events list and among the home page\'s upcoming events, its facts and registration from that record', async () => {
    const { page, toolbar, status } = await editorAt('/contacto/');
    const title = 'Taller de lettering con el equipo de Diseño Gráfico';
    await toolbar.getByRole('button', { name: 'Páginas' }).click();
    await page.getByRole('dialog', { name: 'Páginas del sitio' }).getByRole('button', { name: 'Nueva página' }).click();
    const create = page.getByRole('dialog', { name: 'Crear una página' });
    await create.getByLabel('Plantilla').selectOption({ label: 'Evento' });
    await create.getByLabel('Título').fill(title);
    await Promise.all([page.waitForURL(/\/taller-de-lettering/), create.getByRole('button', { name: 'Crear página' }).click()]);
    await ready(page);
    const path = new URL(page.url()).pathname;
    await frameOf(page).locator('#sitegen-page [data-module="RichText"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('.editor-panel .editor-rich-text__text').click();
    await page.keyboard.type('Dos horas de letras dibujadas a mano, con papel, pinceles y mucha paciencia.');
    await expect.poll(() => frameOf(page).locator('#sitegen-page [data-module="RichText"]').textContent()).toContain('letras dibujadas');
    // Without its day it cannot go live: the editor is told, and offered the form.
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Faltan campos por completar' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Falta completar «Datos del evento»:.*Día: /);
    await refusal.getByRole('button', { name: 'Abrir «Datos del evento»' }).click();
    const form = page.getByRole('dialog', { name: 'Datos del evento' });
    await form.waitFor();
    // Two days ahead, 18:00 to 20:00 Madrid time, in a classroom.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await form.locator('#editor-field-record-day').fill(day);
    expect(await form.locator('#editor-field-record-startTime').getAttribute('type')).toBe('time');
    await form.locator('#editor-field-record-startTime').fill('18:00');
    await form.locator('#editor-field-record-endTime').fill('17:00');
    await expect.poll(() => form.locator('#editor-field-record-endTime-error').textContent()).toBe('El fin tiene que ser después del inicio.');
    await form.locator('#editor-field-record-endTime').fill('20:00');
    await form.locator('#editor-field-record-location').fill('Aula 2.3');
    // Twelve places: the API counts them, and the form offers a waiting list once they are taken.
    await form.locator('#editor-field-record-capacity').fill('12');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toMatch(/^Datos del evento cambiados/);
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('alertdialog', { name: '¿Publicar esta página?' }).getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => status.textContent(), { timeout: slow(90_000) }).toMatch(/^Publicado/);
    // Its page: the facts from its record, and a registration form that is open.
    const own = html(`${path.slice(1)}index.html`);
    expect(own).toContain('Aula 2.3');
    expect(own).toMatch(new RegExp(`datetime="${day}T18:00:00\\+0[12]:00"`, 'i'));
    expect(own).toContain('data-form-type="event"');
    const places = await (await fetch(`${new URL('/_api/events/places', url).href}?site=main&path=${encodeURIComponent(path)}`)).json() as { sessions: { capacity: number; left: number }[] };
    expect(places.sessions.map((s) => [s.capacity, s.left])).toEqual([[12, 12]]);
    // The events list, in date order, and the home page's upcoming events.
    const list = html('eventos/index.html');
    expect(list).toContain(`href="${path}"`);
    const days = [...list.slice(list.indexOf('<main')).matchAll(/<time[^>]*datetime="(\d{4}-\d{2}-\d{2})/gi)].map((m) => m[1]!);
    expect(days).toContain(day);
    const home = html('index.html');
    expect(home.slice(home.indexOf('Próximos eventos'))).toContain(`href="${path}"`);
    await page.close();
  }, slow(180_000));
});

describe('a translation left behind (spec 4 editor mode)', () => {
  it('the English page\'s editor is told that the Spanish page changed its words since it was published, by whom, with a link to it; publishing it ends that', async () => {
    const api = new URL('/_api/site/main', url).href;
    const auth = { authorization: `Bearer ${token}` };
    const index = await (await fetch(`${api}/pages?lang=es_ES&path=${encodeURIComponent('/padre-madre-fp/')}`)).json() as { items: { id: number }[] };
    const es = index.items[0]!.id;
    // Another editor's change to the Spanish page, published.
    const draft = await (await fetch(`${api}/page/${es}?draft=1`, { headers: auth })).json() as Record<string, unknown> & { version: string };
    const saved = await fetch(`${api}/page/${es}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify({ ...draft, metaDescription: 'Lo que una familia quiere saber de la FP: horarios, prácticas, becas y salidas.' }) });
    expect(saved.status).toBe(200);
    const published = await fetch(`${api}/page/${es}/publish`, { method: 'POST', headers: { ...auth, 'if-match': (await saved.json() as { version: string }).version } });
    expect(published.status).toBe(200);

    const { page, toolbar } = await editorAt('/en/father-mother-fp/');
    const notice = page.locator('.editor-toolbar__translations');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^La versión en español ha cambiado desde la última publicación de esta página \(Marta Gil, \d{1,2} de \w+ de \d{4}(,| a las) \d{1,2}:\d{2}\): revisa si esta también debe cambiar\./);
    expect(await notice.getByRole('link', { name: 'Abrir la versión en español' }).getAttribute('href')).toBe('/padre-madre-fp/');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    // Read, and published as it is: up to date again.
    await toolbar.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('alertdialog', { name: '¿Publicar esta página?' }).getByRole('button', { name: 'Publicar ahora' }).click();
    await expect.poll(() => page.locator('.editor-toolbar__status').textContent(), { timeout: slow(60_000) }).toMatch(/^Publicado/);
    await expect.poll(() => notice.isHidden(), { timeout: slow(10_000) }).toBe(true);
    await page.close();
  });
});
