import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageAsBuilt, pagesAsBuilt } from '../helpers/built-pages.js';
import { localContext, useDemoSite } from '../helpers/browser.js';
import { slow } from '../helpers/slow.js';

/**
 * Programme comparison, fees and acronyms in Chromium (spec 2: programme list, fees and
 * scholarships; WCAG 1.4.10 Reflow, 3.1.4 Abbreviations): a visitor comparing programmes on a
 * phone sees every programme with its seven facts, and the page never scrolls sideways.
 */
const demo = useDemoSite();
const WIDTHS = [320, 390] as const;
const LANGS = [
  { locale: 'es_ES', list: '/futuro-estudiante-fp/', parents: '/padre-madre-fp/', fees: '/tarifas-y-becas/', form: '/proceso-de-admision/#info' },
  { locale: 'en_GB', list: '/en/future-student-fp/', parents: '/en/father-mother-fp/', fees: '/en/fees-and-scholarships/', form: '/en/admission-process/#info' },
] as const;

/** The programme pages of a language in the demo build, with the acronyms their data holds. */
function programmePages(locale: string): { path: string; acronyms: { acronym: string; expansion: string }[] }[] {
  const out = inject('demoOutput');
  const manifest = JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string; facts: { template: string } }> };
  return Object.entries(manifest.pages).filter(([, p]) => p.locale === locale && p.facts.template === 'ProgramDetail').map(([path]) => {
    const page = built.get(path)!;
    return { path, acronyms: (page.structuredDataContent?.acronyms ?? []) as { acronym: string; expansion: string }[] };
  });
}

let pageAt: (width: number) => Promise<Page>;
/** The programme pages as rendered (page-data no longer repeats the page: the content API, as the build asked it). */
let built: Map<string, Awaited<ReturnType<typeof pageAsBuilt>>>;
beforeAll(async () => {
  const manifest = JSON.parse(readFileSync(join(inject('demoOutput'), 'build-manifest.json'), 'utf8')) as { pages: Record<string, { facts: { template: string } }> };
  built = await pagesAsBuilt(Object.entries(manifest.pages).filter(([, p]) => p.facts.template === 'ProgramDetail').map(([path]) => path));
  pageAt = async (width) => (await localContext(demo.browser, { viewport: { width, height: 844 } })).newPage();
});

const overflow = (page: Page) => page.evaluate(() => ({
  document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  body: document.body.scrollWidth - document.body.clientWidth,
}));

/**
 * The rows of a module's tables on the page (one table per kind of programme: FP, degrees,
 * master's), each with the row header's link and the text of every data cell; the caption and
 * columns of the first table, and how many tables there are.
 */
const tableRows = (page: Page, module: string) => page.locator(`[data-module="${module}"] table`).evaluateAll((tables) => ({
  tables: tables.length,
  caption: tables[0]?.querySelector('caption')?.textContent ?? '',
  columns: [...(tables[0]?.querySelectorAll('thead th') ?? [])].map((th) => [th.getAttribute('scope'), th.textContent]),
  rows: tables.flatMap((table) => [...table.querySelectorAll('tbody tr')].map((tr) => ({
    scope: tr.querySelector('th')?.getAttribute('scope'),
    href: tr.querySelector('th a')?.getAttribute('href'),
    cells: [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim()),
  }))),
}));

/**
 * The module's phone cards as shown (modules/fact-cards.tsx): each programme's link, its facts'
 * labels and values as read, and whether any card reaches past the screen's right edge.
 */
const cardRows = (page: Page, module: string) => page.locator(`[data-module="${module}"] li.fact-card`).evaluateAll((cards) => cards.map((card) => ({
  shown: (card as HTMLElement).offsetParent !== null,
  href: card.querySelector('h3 a')?.getAttribute('href'),
  labels: [...card.querySelectorAll('dt')].map((dt) => (dt as HTMLElement).innerText.trim()),
  values: [...card.querySelectorAll('dd')].map((dd) => (dd as HTMLElement).innerText.trim()),
  pastEdge: [card, ...card.querySelectorAll('dt, dd, h3')].some((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth),
})));

/** On a phone the cards show and the table does not; each card holds its table row's facts, under the table's column labels. */
async function expectCards(page: Page, module: string, table: Awaited<ReturnType<typeof tableRows>>) {
  const cards = await cardRows(page, module);
  expect(await page.locator(`[data-module="${module}"] [role="region"]`).first().isVisible(), 'the table is not shown on a phone').toBe(false);
  expect(cards.every((c) => c.shown)).toBe(true);
  expect(cards.map((c) => c.href)).toEqual(table.rows.map((r) => r.href));
  const labels = table.columns.slice(1).map(([, label]) => label);
  for (const [i, card] of cards.entries()) {
    expect(card.labels, card.href ?? '').toEqual(labels);
    // Whitespace aside: a table hidden on a phone reads as its text, a card as laid out.
    expect(card.values.map((v) => v.replace(/\s+/g, '')), card.href ?? '').toEqual(table.rows[i]!.cells.map((v) => v.replace(/\s+/g, '')));
    expect(card.pastEdge, `${card.href}: nothing past the screen's edge`).toBe(false);
  }
}

/** The region the table scrolls in: named, focusable, and really scrolled by the keyboard. */
async function scrollRegion(page: Page, module: string) {
  const region = page.locator(`[data-module="${module}"] [role="region"]`).first();
  // The accessible name from aria-labelledby: each id's text, in order, joined by spaces.
  const name = await region.evaluate((el) => (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  // Focused, then the arrow key. The page's start runs in steps after its first paint (the
  // consent banner among them): on a loaded machine one can land between the focus and the key
  // and take the key, so a key that scrolled nothing is pressed again on the focused region, up
  // to three times. Chromium scrolls smoothly, over several frames; the assertion is unchanged.
  let focused = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    await region.focus();
    focused = await region.evaluate((el) => document.activeElement === el);
    await page.keyboard.press('ArrowRight');
    const moved = await page.waitForFunction((sel) => document.querySelector(sel)!.scrollLeft > 0, `[data-module="${module}"] [role="region"]`, { timeout: slow(4_000) }).then(() => true, () => false);
    if (moved) break;
  }
  return { name, scrolls, focused, scrolledBy: await region.evaluate((el) => el.scrollLeft) };
}

describe.each(LANGS)('programme comparison ($locale)', ({ locale, list, parents }) => {
  // Read once the pages as rendered have been fetched (the file's beforeAll).
  let programmes: ReturnType<typeof programmePages> = [];
  beforeAll(() => { programmes = programmePages(locale); });

  it.each(WIDTHS.flatMap((w) => [list, parents].map((path) => [w, path] as const)))('at %i px, %s compares every programme on its seven facts, a card each, without scrolling sideways', async (width, path) => {
    expect(programmes.length).toBeGreaterThanOrEqual(6);
    const page = await pageAt(width);
    await page.goto(`${demo.site.url}${path}`, { waitUntil: 'load' });
    const table = await tableRows(page, 'ProgramComparison');
    expect(table.tables, 'one table per kind of programme').toBe(3);
    expect(table.caption.length).toBeGreaterThan(20);
    expect(table.columns).toHaveLength(8);
    expect(table.columns.every(([scope]) => scope === 'col')).toBe(true);
    expect(table.rows.map((r) => r.href).sort()).toEqual(programmes.map((p) => p.path).sort());
    for (const row of table.rows) {
      expect(row.scope).toBe('row');
      // Duration, hours, ECTS, mode of study, start date, price per year, places: all given.
      expect(row.cells, row.href ?? '').toHaveLength(7);
      // FP states hours (and ECTS), degrees and the master's ECTS only: one of the two is given.
      const [, hours, ects] = row.cells;
      expect(row.cells.every((c, i) => c !== '' && (i === 1 || i === 2 || !c.startsWith('—'))), `${row.href}: ${row.cells.join(' | ')}`).toBe(true);
      expect(!hours!.startsWith('—') || !ects!.startsWith('—'), `${row.href}: hours or ECTS`).toBe(true);
      expect(row.cells[4]).toMatch(locale === 'es_ES' ? /^\d{1,2} de [a-z]+ de \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(row.cells[5]).toMatch(locale === 'es_ES' ? /^\d{1,3}(\.\d{3})*\s€$/ : /^€\d{1,3}(,\d{3})*$/);
    }
    expect(await overflow(page)).toEqual({ document: 0, body: 0 });
    // Price and start date beside the rest, not past the edge of a scrolled table.
    await expectCards(page, 'ProgramComparison', table);
    await page.context().close();
  });

  it('at 720 px, wider than a phone, the comparison is a table: when wider than the screen it scrolls in its own named region, by keyboard too', async () => {
    const page = await pageAt(720);
    await page.goto(`${demo.site.url}${list}`, { waitUntil: 'load' });
    const table = await tableRows(page, 'ProgramComparison');
    expect((await cardRows(page, 'ProgramComparison')).some((c) => c.shown), 'no cards beside the table').toBe(false);
    const region = await scrollRegion(page, 'ProgramComparison');
    // Named by its caption first (then its heading, so one table per kind is not several
    // regions of one name).
    expect(region.name.startsWith(table.caption), region.name).toBe(true);
    expect(region.scrolls, 'the table is wider than a phone: it scrolls in its region').toBe(true);
    expect(region.focused).toBe(true);
    expect(region.scrolledBy, 'the keyboard scrolls the focused region').toBeGreaterThan(0);
    expect(await overflow(page)).toEqual({ document: 0, body: 0 });
    await page.context().close();
  });
});

describe.each(LANGS)('fees and scholarships ($locale)', ({ locale, fees, form }) => {
  it.each(WIDTHS)('at %i px: every programme\'s fees, the scholarships and a call to the request-information form, without scrolling sideways', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${demo.site.url}${fees}`, { waitUntil: 'load' });
    const table = await tableRows(page, 'FeesTable');
    expect(table.rows.map((r) => r.href).sort()).toEqual(programmePages(locale).map((p) => p.path).sort());
    const money = locale === 'es_ES' ? /^\d{1,3}(\.\d{3})*\s€$/ : /^€\d{1,3}(,\d{3})*$/;
    for (const row of table.rows) {
      // Price per year, reservation fee, years, total.
      expect(row.cells).toHaveLength(4);
      expect([row.cells[0], row.cells[1], row.cells[3]].every((c) => money.test(c!)), row.cells.join(' | ')).toBe(true);
      expect(row.cells[2]).toMatch(/^\d$/);
    }
    const scholarships = await page.locator('[data-module="Scholarships"] .scholarship').evaluateAll((items) => items.map((li) => ({
      name: li.querySelector('h3')?.textContent, worth: li.querySelector('.scholarship__worth')?.textContent, for: li.querySelector('.scholarship__for')?.textContent,
      criteria: li.querySelector('dd')?.textContent, deadline: li.querySelector('time')?.getAttribute('datetime'), deadlineText: li.querySelector('time')?.textContent,
    })));
    expect(scholarships.length).toBeGreaterThanOrEqual(3);
    for (const s of scholarships) {
      // Each says whom it is for: a parent of a master's student must not have to guess.
      expect(s.name && s.worth && s.criteria && s.for).toBeTruthy();
      expect(s.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.deadlineText).not.toContain(s.deadline);
    }
    await expectCards(page, 'FeesTable', table);
    const cta = page.locator('[data-module="Scholarships"] .fees__cta a');
    expect(await cta.getAttribute('href')).toBe(form);
    expect(await overflow(page)).toEqual({ document: 0, body: 0 });
    // The call to action leads to the form itself.
    await cta.click();
    await page.waitForURL(`**${form}`);
    expect(await page.locator('#info form, #info').first().count()).toBe(1);
    expect(await page.locator('#info').locator('input, select').count()).toBeGreaterThan(3);
    await page.context().close();
  });
});

describe.each(LANGS)('programme pages name their acronyms ($locale)', ({ locale }) => {
  it('each programme page writes out its acronyms at first use, as <abbr title>, at 390 px', async () => {
    const pages = programmePages(locale);
    expect(pages.every((p) => p.acronyms.length > 0)).toBe(true);
    const page = await pageAt(390);
    for (const { path, acronyms } of pages) {
      await page.goto(`${demo.site.url}${path}`, { waitUntil: 'load' });
      const seen = await page.evaluate((names) => {
        const main = document.querySelector('main')!;
        return names.map((name) => {
          // The first use of the acronym in the page's text: an <abbr> with its expansion, visible beside it.
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          let node: Node | null;
          while ((node = walker.nextNode())) {
            if (new RegExp(`(^|[^\\p{L}\\p{N}])${name}([^\\p{L}\\p{N}]|$)`, 'u').test(node.textContent ?? '')) break;
          }
          const abbr = node?.parentElement?.closest('abbr');
          // Written out where the page introduces itself: the line above its title in the hero.
          const line = [...document.querySelectorAll<HTMLElement>('.hero__acronyms .acronym')].find((el) => el.querySelector('abbr')?.textContent === name);
          const h1 = document.querySelector('main h1');
          return {
            name, title: abbr?.getAttribute('title') ?? null, visible: line?.innerText ?? '', lineTitle: line?.querySelector('abbr')?.getAttribute('title') ?? null,
            beforeTitle: !!line && !!h1 && !!(line.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING),
            shown: line ? line.getBoundingClientRect().width > 0 : false,
          };
        });
      }, acronyms.map((a) => a.acronym));
      for (const [i, s] of seen.entries()) {
        expect(s.title, `${path}: first use of ${s.name} is an <abbr> with its expansion`).toBe(acronyms[i]!.expansion);
        expect(s.visible, `${path}: ${s.name} written out`).toBe(`${s.name} ${acronyms[i]!.expansion}`);
        expect(s.lineTitle).toBe(acronyms[i]!.expansion);
        expect(s.beforeTitle, `${path}: ${s.name} written out before the title uses it`).toBe(true);
        expect(s.shown).toBe(true);
      }
    }
    expect(await overflow(page)).toEqual({ document: 0, body: 0 });
    await page.context().close();
  });
});

describe('every programme under its own level (spec 1: FP, degrees and a master\'s)', () => {
  it('a parent on a phone finds the design degree from the menu, and the MBA\'s breadcrumb leads to the master\'s list, not vocational training', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await menu.locator('summary', { hasText: 'Grados y máster' }).click();
    await menu.getByRole('link', { name: 'Grados y máster' }).click();
    await page.waitForURL('**/futuro-estudiante-fp/#degree');
    expect(await page.locator('h1').textContent()).toBe('FP, grados y máster');
    // The degrees' list is where the visitor lands, the design degree in it.
    const degrees = page.locator('#degree');
    await expect.poll(async () => Math.abs(await degrees.evaluate((el) => el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await degrees.locator('h2').textContent()).toBe('Grados universitarios');
    expect(await degrees.getByRole('link', { name: 'Grado en Diseño' }).count()).toBe(1);
    // The MBA sits under the master's, in its breadcrumb and its structured data.
    await page.goto(`${demo.site.url}/en/master-in-business-administration-mba/`, { waitUntil: 'load' });
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allTextContents()).toEqual(['Home', 'Programmes', 'Master’s degree']);
    expect(await crumbs.last().getAttribute('href')).toBe('/en/future-student-fp/#master');
    expect(await page.locator('main').textContent()).not.toMatch(/vocational student/i);
    await crumbs.last().click();
    await page.waitForURL('**/en/future-student-fp/#master');
    expect(await page.locator('#master').getByRole('link', { name: /MBA/ }).count()).toBe(1);
    expect(await page.locator('#master .card').count()).toBe(1);
    await context.close();
  });
});

describe('the programme finder on the studies page (spec 2, programme list)', () => {
  it('a visitor on a phone finds the design programmes, compares two by price and start date, and shares the comparison', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/futuro-estudiante-fp/`, { waitUntil: 'load' });
    const finder = page.locator('[data-module="ProgramFinder"]');
    // Scrolled to as a visitor would (a choice made before its script runs is kept too).
    await finder.scrollIntoViewIfNeeded();
    await finder.getByLabel('Área').selectOption('Diseño');
    await expect.poll(() => finder.getByRole('status').textContent()).toBe('3 programas');
    // The level lists below show the design programmes alone; the master's list, with none, goes.
    const visibleCards = () => page.locator('#fp .card:visible, #degree .card:visible, #master .card:visible').locator('h3').allTextContents();
    expect((await visibleCards()).map((s) => s.trim()).sort()).toEqual(['Grado en Diseño', 'Técnico Superior en Patronaje y Moda', 'Técnico Superior en Proyectos y Dirección de Obras de Decoración']);
    expect(await page.locator('#master').isHidden()).toBe(true);
    // So do the full comparison's cards, the phone's form of its table.
    const comparisonCards = await page.locator('[data-module="ProgramComparison"] li.fact-card:visible h3').allTextContents();
    expect(comparisonCards.map((s) => s.trim()).sort()).toEqual(['Grado en Diseño', 'Técnico Superior en Patronaje y Moda', 'Técnico Superior en Proyectos y Dirección de Obras de Decoración']);
    // Two of them side by side: each price and start date is its own page's record.
    await finder.getByRole('checkbox', { name: 'Grado en Diseño' }).check();
    await finder.getByRole('checkbox', { name: 'Técnico Superior en Patronaje y Moda' }).check();
    const table = finder.getByRole('table');
    const heads = await table.locator('thead th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(heads).toHaveLength(2);
    const cellsOf = (fact: string) => table.locator(`tr[data-fact="${fact}"] td`);
    const prices = await cellsOf('pricePerYear').locator('data').evaluateAll((els) => els.map((e) => Number(e.getAttribute('value'))));
    const starts = await cellsOf('startDate').locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(prices).toEqual(heads.map((path) => (built.get(path)!.structuredDataContent as { price: { amount: number } }).price.amount));
    expect(starts).toEqual(heads.map((path) => (built.get(path)!.structuredDataContent as { startDate: string }).startDate));
    expect(await cellsOf('pricePerYear').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/€$/)]));
    // Both columns fit the phone: nothing to scroll sideways, in the table or the page.
    expect(await finder.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await overflow(page)).toEqual({ document: 0, body: 0 });
    // The address holds the choice: a shared link opens the same comparison.
    const shared = page.url();
    expect(new URL(shared).searchParams.getAll('compare')).toEqual(['GD', 'PYM']);
    const other = await context.newPage();
    await other.goto(shared, { waitUntil: 'load' });
    await expect.poll(() => other.locator('[data-module="ProgramFinder"] table thead th a').allTextContents()).toEqual(['Grado en Diseño', 'Técnico Superior en Patronaje y Moda']);
    expect(await other.locator('[data-module="ProgramFinder"]').getByLabel('Área').inputValue()).toBe('Diseño');
    await context.close();
  });

  it('without JavaScript the finder\'s controls are not offered, and the lists and full comparisons show every programme', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.site.url}/en/future-student-fp/?area=Design`, { waitUntil: 'load' });
    expect(await page.locator('[data-module="ProgramFinder"] select').first().isVisible()).toBe(false);
    expect(await page.locator('[data-module="ProgramFinder"] h2').textContent()).toBe('Find your programme');
    const cards = await page.locator('#fp .card, #degree .card, #master .card').count();
    const rows = await page.locator('[data-module="ProgramComparison"] tbody tr').count();
    expect(cards).toBe(programmePages('en_GB').length);
    expect(rows).toBe(cards);
    await context.close();
  });
});

describe('a programme page names the scholarships it can have (spec 2, fees and scholarships; spec 3)', () => {
  it('the MBA shows the master\'s own and those for every programme, not the FP and degree one, each with what a year would cost from its own price', async () => {
    const page = await pageAt(390);
    for (const [path, lang] of [['/master-universitario-en-direccion-de-empresas-mba/', 'es_ES'], ['/en/master-in-business-administration-mba/', 'en_GB']] as const) {
      const paths = programmePages(lang).map((p) => p.path);
      expect(paths).toContain(path);
      await page.goto(`${demo.site.url}${path}`, { waitUntil: 'load' });
      const own = page.locator('[data-module="Scholarships"] .scholarship');
      const names = await own.locator('h3').allTextContents();
      expect(names.some((n) => /MBA/.test(n))).toBe(true);
      expect(names.some((n) => /excelencia|excellence/i.test(n))).toBe(false);
      // "Up to 30% off the price … a year would cost you €10,360": from the programme's own price.
      const price = (built.get(path)!.structuredDataContent as { price: { amount: number } }).price.amount;
      const worked = await own.evaluateAll((items) => items.map((li) => ({
        worth: li.querySelector('.scholarship__worth')!.textContent!, price: li.querySelector('.scholarship__result')?.getAttribute('data-price'),
        said: li.querySelector('.scholarship__result')?.textContent,
      })));
      for (const w of worked) {
        const percent = Number(/(\d+)\s?%/.exec(w.worth)?.[1]);
        expect(Number(w.price), w.worth).toBe(Math.round(price * (1 - percent / 100)));
        expect(w.said).toMatch(lang === 'es_ES' ? /^Con la beca completa, un curso te costaría / : /^With the full scholarship, a year would cost you /);
      }
    }
    await page.context().close();
  });
});
