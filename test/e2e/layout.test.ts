import { DomUtils, parseDocument } from 'htmlparser2';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localContext, wakeIsland, useDemoSite } from '../helpers/browser.js';
import { builtPages, moduleItemCounts, modulePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';

/**
 * Layout rules measured in Chromium on the built demo site, at a small phone (320 px, the
 * narrowest WCAG 1.4.10 width), a phone (390 px) and a laptop (1440 px), in both languages: each
 * rule is checked on every kind of page that can break it — each module as each template lays it
 * out, in each language, at each width (modulePages: a cover of the build's own pages) — not on
 * the one page where it was seen broken, nor on all ~1,200 pages, most of which repeat the same
 * template and modules with other text.
 */
const out = inject('demoOutput');
const demo = useDemoSite();

/** Every published page, with its HTML (read at collection time: the pages decide the runs). */
const built = builtPages(out);
const WIDTHS = [320, 390, 1440] as const;
const HOMES = ['/', '/en/'] as const;

/** One browser context for the file (the cookie choice already made); each page sets its width. */
let context: Promise<BrowserContext> | undefined;
afterAll(async () => { await (await context)?.close(); });

async function openAt(width: number, path?: string): Promise<Page> {
  context ??= localContext(demo.browser, { viewport: { width, height: 900 } });
  const page = await (await context).newPage();
  await page.setViewportSize({ width, height: 900 });
  if (path) await page.goto(demo.site.url + path, { waitUntil: 'load' });
  return page;
}

/** Runs `check` on a fresh tab at each width for each path; collects what it reports. */
async function acrossPages<T>(widths: readonly number[], paths: readonly string[], check: (page: Page, width: number, path: string) => Promise<T[]>): Promise<T[]> {
  const problems: T[] = [];
  for (const width of widths) {
    for (const path of paths) {
      const page = await openAt(width, path);
      try { problems.push(...await check(page, width, path)); } finally { await page.close(); }
    }
  }
  return problems;
}

/**
 * Runs `check` on each path loaded once, at each width in turn (the viewport resized, as a
 * turned phone or a resized window does): for rules that are CSS layout only, the same boxes as
 * a fresh load at that width, for one load per page instead of one per width. One tab navigates
 * from path to path (a new tab per page cost as much as the load itself), and every other path
 * walks the widths backwards, so each load starts at the width the last one ended at.
 */
async function acrossWidths<T>(widths: readonly number[], paths: readonly string[], check: (page: Page, width: number, path: string) => Promise<T[]>): Promise<T[]> {
  const problems: T[] = [];
  const page = await openAt(widths[0]!);
  try {
    for (const [i, path] of paths.entries()) {
      const order = i % 2 === 0 ? widths : [...widths].reverse();
      await page.goto(demo.site.url + path, { waitUntil: 'load' });
      for (const width of order) {
        if (page.viewportSize()?.width !== width) {
          await page.setViewportSize({ width, height: 900 });
          // Two frames: the resize's style and layout are done before measuring.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        }
        problems.push(...await check(page, width, path));
      }
    }
  } finally { await page.close(); }
  return problems;
}

describe('figure cards (CypherCard)', () => {
  it('any number of figure cards fills its rows, and each figure stays on one line inside its card', { timeout: slow(240_000) }, async () => {
    // Regression: four cards sat in a six-column grid (165 px each at 1440 px), "1,200" ran
    // into "25" and "94 %" wrapped. The class: 1 to 8 cards, with the longest figure the
    // schema allows (12 characters), at every width.
    const problems = await acrossPages(WIDTHS, HOMES, async (page, width, path) => page.evaluate(({ width, path }) => {
      const found: string[] = [];
      const list = document.querySelector<HTMLElement>('.cards--figures')!;
      const originals = [...list.children].map((li) => li.cloneNode(true) as HTMLElement);
      const figures = ['94 %', '1,200', '+300', '25', '1.200.000 €', '12.000 m²', '+4.500', '100 %'];
      const check = (label: string) => {
        const box = list.getBoundingClientRect();
        const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
        const rows = new Map<number, DOMRect[]>();
        for (const li of list.children) {
          const r = li.getBoundingClientRect();
          rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
        }
        for (const [top, row] of rows) {
          const filled = row.reduce((sum, r) => sum + r.width, 0) + gap * (row.length - 1);
          if (Math.abs(filled - box.width) > 2) found.push(`${width}px ${path} ${label}: the row at y=${top} holds ${row.length} cards over ${Math.round(filled)} of ${Math.round(box.width)} px`);
        }
        for (const figure of list.querySelectorAll<HTMLElement>('.cypher-card__figure')) {
          const card = figure.closest('.cypher-card')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(figure);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          const text = range.getBoundingClientRect();
          if (lines.size > 1) found.push(`${width}px ${path} ${label}: "${figure.textContent}" wraps over ${lines.size} lines`);
          if (text.right > card.right + 0.5 || text.left < card.left - 0.5 || figure.scrollWidth > figure.clientWidth + 1) found.push(`${width}px ${path} ${label}: "${figure.textContent}" overflows its ${Math.round(card.width)} px card`);
        }
        for (const text of list.querySelectorAll<HTMLElement>('.cypher-card__label, .cypher-card__text')) {
          if (text.scrollWidth > text.clientWidth + 1) found.push(`${width}px ${path} ${label}: "${text.textContent}" overflows its card`);
        }
      };
      // The module tells the list its longest figure (--figure-chars); the cards size from it.
      const longest = Math.max(...originals.map((li) => [...li.querySelector('.cypher-card__figure')!.textContent!].length));
      if (list.style.getPropertyValue('--figure-chars') !== String(longest)) found.push(`${path}: the list does not carry its longest figure's length (${longest})`);
      check('as built');
      for (let count = 1; count <= 8; count++) {
        const shown = Array.from({ length: count }, (_, i) => figures[(i + count) % figures.length]!);
        list.replaceChildren(...shown.map((figure, i) => {
          const li = originals[i % originals.length]!.cloneNode(true) as HTMLElement;
          li.querySelector('.cypher-card__figure')!.textContent = figure;
          return li;
        }));
        list.style.setProperty('--figure-chars', String(Math.max(...shown.map((f) => [...f].length))));
        check(`${count} cards`);
      }
      return found;
    }, { width, path }));
    expect(problems).toEqual([]);
  });
});

describe('hero carousel', () => {
  it('its controls never overlap a link or button of any slide, at 320, 390 and 1440 px', { timeout: slow(240_000) }, async () => {
    const problems = await acrossPages(WIDTHS, HOMES, async (page, width, path) => {
      await wakeIsland(page, 'HeroCarousel');
      const found: string[] = [];
      const hero = page.locator('.hero--carousel');
      await hero.getByRole('button', { name: /^(Pausa|Pause)/ }).click();
      const count = await hero.locator('.hero__slide').count();
      for (let i = 0; i < count; i++) {
        await page.waitForFunction((n) => document.querySelector('.hero--carousel .carousel__position')?.textContent?.startsWith(`${n} `), i + 1);
        found.push(...await hero.evaluate((section, label) => {
          const overlaps: string[] = [];
          const slide = section.querySelector<HTMLElement>('.hero__slide:not([hidden])')!;
          const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const controls = [...section.querySelectorAll('.carousel__controls > *')].map((c) => c.getBoundingClientRect());
          for (const target of slide.querySelectorAll('a, button')) {
            const box = target.getBoundingClientRect();
            if (controls.some((c) => hit(c, box))) overlaps.push(`${label}: the carousel controls cover "${target.textContent}"`);
          }
          const heroBox = section.getBoundingClientRect();
          if (controls.some((c) => c.bottom > heroBox.bottom + 0.5 || c.right > heroBox.right + 0.5)) overlaps.push(`${label}: the controls stick out of the hero`);
          return overlaps;
        }, `${width}px ${path} slide ${i + 1}`));
        if (i < count - 1) await hero.getByRole('button', { name: /^(Diapositiva siguiente|Next slide)$/ }).click();
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('shows a slide only once its image is loaded and decoded: no flat grey flash while changing', async () => {
    // Images answer slowly, as on a phone network: a slide shown before its image arrives is
    // the veil over an empty box (the flat grey of the report).
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    try {
      await context.route('**/_img/**', async (route) => { await new Promise((r) => setTimeout(r, 600)); await route.continue(); });
      const page = await context.newPage();
      await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
      await wakeIsland(page, 'HeroCarousel');
      await page.evaluate(() => {
        const log: { slide: number; ready: boolean }[] = ((window as unknown as { shown: unknown[] }).shown = []) as never;
        const slides = [...document.querySelectorAll<HTMLElement>('.hero--carousel .hero__slide')];
        new MutationObserver(() => {
          slides.forEach((slide, i) => {
            if (slide.hidden || slide.dataset.seen) return;
            slide.dataset.seen = '1';
            const img = slide.querySelector('img')!;
            log.push({ slide: i + 1, ready: img.complete && img.naturalWidth > 0 });
          });
        }).observe(document.querySelector('.hero--carousel .carousel__slides')!, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
      });
      const next = page.locator('.hero--carousel').getByRole('button', { name: 'Next slide' });
      for (const n of [2, 3]) {
        await next.click();
        await page.waitForFunction((k) => document.querySelector('.hero--carousel .carousel__position')?.textContent === `${k} of 3`, n);
      }
      expect(await page.evaluate(() => (window as unknown as { shown: unknown[] }).shown)).toEqual([{ slide: 2, ready: true }, { slide: 3, ready: true }]);
      // What shows behind a slide whose image is missing is the hero's own dark ground, never a
      // light one under the veil: white text keeps its contrast.
      const ground = await page.locator('.hero--carousel').evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = ground.match(/\d+/g)!.map(Number);
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(60);
    } finally {
      await context.close();
    }
  });

  it('still changes slide when the next image cannot be loaded', async () => {
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
      await wakeIsland(page, 'HeroCarousel');
      await page.locator('.hero--carousel').getByRole('button', { name: /^Pause/ }).click();
      await context.route('**/_img/**', (route) => route.fulfill({ status: 404, body: '' }));
      // The second slide's image was not asked for yet (the rotation was paused at once).
      await page.locator('.hero--carousel').getByRole('button', { name: 'Next slide' }).click();
      await page.waitForFunction(() => document.querySelector('.hero--carousel .carousel__position')?.textContent === '2 of 3', undefined, { timeout: slow(5000) });
    } finally {
      await context.close();
    }
  });
});

/** The first and last rendered content (text, images, form controls, drawn boxes) in an element, on the page's y axis. */
const CONTENT_EXTENT = `(el) => {
  let top = Infinity, bottom = -Infinity;
  const add = (r) => { if (r.width > 0 && r.height > 0) { top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom); } };
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent.trim() || !node.parentElement.checkVisibility()) continue;
      const range = document.createRange(); range.selectNodeContents(node);
      for (const r of range.getClientRects()) add(r);
      continue;
    }
    if (!node.checkVisibility()) continue;
    const style = getComputedStyle(node);
    if (node.matches('.visually-hidden') || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const drawn = ['IMG', 'SVG', 'VIDEO', 'IFRAME', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'TABLE'].includes(node.tagName.toUpperCase())
      || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderBottomWidth) > 0;
    if (drawn && node !== el) add(node.getBoundingClientRect());
  }
  return { top: top + scrollY, bottom: bottom + scrollY };
}`;

describe('page intros', () => {
  it('are followed by their content within the spacing scale (no blank band)', { timeout: slow(480_000) }, async () => {
    // Regression: 70–100 px of nothing after most intros. The gap from the intro's last line to
    // the next content is at most two steps of the layout's gap (--gap).
    expect(intros.length).toBeGreaterThan(4);
    expect((await sweep()).intros).toEqual([]);
  });
});

describe('headings', () => {
  it('no heading of a page repeats its h1, on every page of the built site', () => {
    // Regression: Claustro/Claustro, Docentes/Docentes, Personas/Personas, "Proyectos" twice:
    // a list module titled like the page printed the page's title a second time.
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
    const repeated: string[] = [];
    for (const { path, html } of built) {
      const main = DomUtils.findOne((el) => el.name === 'main', parseDocument(html).children, true);
      const [h1] = main ? DomUtils.findAll((el) => el.name === 'h1', [main]) : [];
      if (!main || !h1) continue;
      const title = norm(DomUtils.textContent(h1));
      for (const heading of DomUtils.findAll((el) => /^h[2-6]$/.test(el.name), [main])) {
        if (norm(DomUtils.textContent(heading)) === title) repeated.push(`${path}: <${heading.name}> "${DomUtils.textContent(heading).trim()}" repeats the h1`);
      }
    }
    expect(repeated.slice(0, 20)).toEqual([]);
  });
});


/** Every visible list item with more than one marker (run in the page). */
const listMarkerProblems = (path: string): string[] => {
  const found: string[] = [];
  const typed = /^\s*(\d+[.)º]|[•·▪‣◦*–—-])\s/;
  for (const li of document.querySelectorAll('li')) {
    if (!li.checkVisibility()) continue;
    const style = getComputedStyle(li);
    const before = getComputedStyle(li, '::before').content;
    const markers = [
      style.display === 'list-item' && (style.listStyleType !== 'none' || style.listStyleImage !== 'none') ? `list-style ${style.listStyleType}` : null,
      before !== 'none' && before !== 'normal' && /[\p{L}\p{N}•·▪‣◦*–—]/u.test(before) ? `::before ${before}` : null,
      typed.test(li.textContent ?? '') ? `typed "${li.textContent!.trim().slice(0, 12)}"` : null,
    ].filter(Boolean);
    if (markers.length > 1) found.push(`${path}: "${li.textContent!.trim().slice(0, 40)}" has ${markers.join(' and ')}`);
  }
  return found;
};

/** Every grid column with no item in it (run in the page). */
const emptyGridColumns = ({ width, path }: { width: number; path: string }): string[] => {
  const found: string[] = [];
  for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' || !grid.checkVisibility()) continue;
    // auto-fit collapses the tracks it does not need to 0 px: those are not columns.
    const tracks = style.gridTemplateColumns.split(' ').map(parseFloat);
    const items = [...grid.children].filter((c) => c.checkVisibility()).map((c) => c.getBoundingClientRect());
    // A grid of text and generated content only (a numbered step) lays out no items to leave out.
    if (tracks.filter((w) => w > 0).length < 2 || items.length === 0) continue;
    const left = grid.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const gap = parseFloat(style.columnGap) || 0;
    let x = left;
    tracks.forEach((w, i) => {
      const centre = x + w / 2;
      if (w > 0 && !items.some((r) => r.left <= centre && centre <= r.right)) found.push(`${width}px ${path}: .${[...grid.classList].join('.')} column ${i + 1} of ${tracks.length} is empty (${items.length} items)`);
      x += w + (w > 0 ? gap : 0);
    });
    // A list whose length the content sets (the fees page's scholarships) leaves no card alone
    // on its last row under a row of three or more.
    const columns = tracks.filter((w) => w > 0).length;
    if (grid.matches('.scholarships__list') && columns >= 3 && items.length > columns && items.length % columns === 1) {
      found.push(`${width}px ${path}: .${[...grid.classList].join('.')} leaves its last card alone (${items.length} in rows of ${columns})`);
    }
  }
  return found;
};

/**
 * The rules that are CSS layout only, measured in one sweep: each page that one of them samples
 * is loaded once (acrossWidths: at 390 px and at 1440 px) and every rule that samples it is
 * checked on that load. The samples overlap (an intro page is often a grid page too): one sweep
 * loads 86 pages where a sweep per rule loaded 126.
 *
 * Every kind of page whose intro is a text hero: each template with each module that can
 * follow the intro, in both languages (and the pages where the blank band was seen).
 */
const intros = [...new Set([...modulePages(out, {
  where: (page) => page.modules.includes('HeroText'),
  kinds: (page) => [page.modules[page.modules.indexOf('HeroText') + 1] ?? 'nothing'],
}), '/proceso-de-admision/', '/en/admission-process/', '/claustro/', '/en/claustro/'])].filter((path) => built.some((page) => page.path === path && page.modules.includes('HeroText')));
/**
 * Each module in each template that uses it, in each language, with each number of list items
 * the build gives it (a grid breaks on the count of its items: a related list of three, the last
 * page of a paginated list).
 */
const gridPages = modulePages(out, { kinds: moduleItemCounts });
/** Each template's study plans of each length (years: tables) in both languages. */
const plans = modulePages(out, { where: (page) => page.html.includes('class="study-plan"'), kinds: (page) => [`${page.html.split('class="study-plan"')[1]!.split('data-module="')[0]!.match(/<table/g)?.length ?? 0} years`] });

interface SweepProblems { intros: string[]; columns: string[]; markers: string[]; plans: string[]; sizes: string[] }
let swept: Promise<SweepProblems> | undefined;
/** The sweep, made by whichever of its tests asks first. */
function sweep(): Promise<SweepProblems> {
  swept ??= (async () => {
    const found: SweepProblems = { intros: [], columns: [], markers: [], plans: [], sizes: [] };
    await acrossWidths([390, 1440], [...new Set([...intros, ...gridPages, ...plans])], async (page, width, path) => {
      if (intros.includes(path)) found.intros.push(...await introGap(page, width, path));
      if (gridPages.includes(path)) {
        found.columns.push(...await page.evaluate(emptyGridColumns, { width, path }));
        if (width === 1440) found.markers.push(...await page.evaluate(listMarkerProblems, path));
      }
      if (plans.includes(path)) found.plans.push(...await studyPlanColumns(page, width, path));
      found.sizes.push(...await page.evaluate(imageSizeProblems, { width, path, over: SIZES_OVER }));
      return [];
    });
    return found;
  })();
  return swept;
}

/**
 * Every picture whose `sizes` does not say how wide it shows (spec 9 image widths: the browser
 * picks the variant from `sizes` before any layout): more than SIZES_OVER times as wide, and a
 * phone or laptop fetches a larger file than it shows; narrower, and the picture is blurred. A
 * full-width `100vw` on a phone is the page's padding over (about 1.1).
 */
const SIZES_OVER = 1.3;
function imageSizeProblems({ width, path, over }: { width: number; path: string; over: number }): string[] {
  const found: string[] = [];
  const probe = document.createElement('div');
  probe.style.cssText = 'position: absolute; visibility: hidden; height: 0';
  document.body.append(probe);
  const px = (length: string) => { probe.style.width = length; return probe.getBoundingClientRect().width; };
  for (const img of document.querySelectorAll<HTMLImageElement>('img[sizes][srcset]')) {
    const shown = img.getBoundingClientRect().width;
    if (shown === 0 || !img.checkVisibility()) continue;
    const sizes = img.getAttribute('sizes')!;
    let slot = innerWidth;
    for (const part of sizes.split(/,(?![^(]*\))/)) {
      const media = /^\s*(\(.*\))\s+(\S.*?)\s*$/.exec(part);
      if (!media) { slot = px(part.trim()); break; }
      if (matchMedia(media[1]!).matches) { slot = px(media[2]!); break; }
    }
    const ratio = slot / shown;
    if (ratio > over || ratio < 0.95) {
      const where = img.closest('[data-module]')?.getAttribute('data-module') ?? 'page';
      found.push(`${width}px ${path}: a picture of ${where} shows ${Math.round(shown)} px wide, its sizes "${sizes}" say ${Math.round(slot)} px`);
    }
  }
  probe.remove();
  return found;
}

/** The blank between a page's intro and the next content, if more than two steps of --gap. */
async function introGap(page: Page, width: number, path: string): Promise<string[]> {
  const measured = await page.evaluate((extentSource) => {
    const extent = (0, eval)(extentSource) as (el: Element) => { top: number; bottom: number };
    const probe = document.createElement('div');
    probe.style.height = 'var(--gap)';
    document.querySelector('main')!.append(probe);
    const step = probe.getBoundingClientRect().height;
    probe.remove();
    const intro = document.querySelector('main [data-module="HeroText"]')!;
    // The modules, and what the template itself puts between them (the 404 page's search), in document order.
    const parts = [...document.querySelectorAll('main [data-module], main .template > :not([data-module]):not(:has([data-module]))')].filter((m) => !m.parentElement!.closest('[data-module]'));
    const after = parts.slice(parts.indexOf(intro) + 1).map((m) => ({ name: m.getAttribute('data-module') ?? m.className, ...extent(m) })).find((m) => Number.isFinite(m.top));
    return after ? { step, gap: Math.round(after.top - extent(intro).bottom), next: after.name } : null;
  }, CONTENT_EXTENT);
  if (!measured) return [];
  return measured.gap > 2 * measured.step + 1 ? [`${width}px ${path}: ${measured.gap} px of blank between the intro and ${measured.next} (at most ${2 * measured.step} px)`] : [];
}

/** Every year's table of every study plan on the page whose columns do not line up with the first's. */
function studyPlanColumns(page: Page, width: number, path: string): Promise<string[]> {
  return page.evaluate(({ width, path }) => {
    const found: string[] = [];
    for (const plan of document.querySelectorAll('.study-plan')) {
      const tables = [...plan.querySelectorAll('table')];
      const columns = tables.map((table) => [...table.querySelectorAll('thead th')].map((th) => ({ text: th.textContent, x: Math.round(th.getBoundingClientRect().left), w: Math.round(th.getBoundingClientRect().width) })));
      for (const [i, cols] of columns.entries()) {
        for (const [c, col] of cols.entries()) {
          const first = columns[0]![c];
          if (first && (Math.abs(first.x - col.x) > 1 || Math.abs(first.w - col.w) > 1)) found.push(`${width}px ${path}: "${col.text}" of table ${i + 1} at x=${col.x} (${col.w} px), table 1 at x=${first.x} (${first.w} px)`);
        }
      }
    }
    return found;
  }, { width, path });
}

describe('the sample of lists and card grids', () => {
  it('shows every module in every template, in each language, with each number of items the build gives it', () => {
    const kinds = (page: (typeof built)[number]) => moduleItemCounts(page).map((kind) => `${page.template} ${kind} ${page.locale}`);
    const sampled = new Set(gridPages.flatMap((path) => kinds(built.find((page) => page.path === path)!)));
    expect(built.flatMap(kinds).filter((kind) => !sampled.has(kind))).toEqual([]);
  });
});

describe('lists and card grids', () => {
  it('every list item shows one marker: a number or a bullet, never both', { timeout: slow(480_000) }, async () => {
    // Regression: the admission steps read "• 1." (a bullet list of items typed "1. …").
    expect(gridPages.length).toBeGreaterThan(40);
    expect((await sweep()).markers).toEqual([]);
  });

  it('a grid with fewer items than columns leaves no empty column, and the scholarships leave no card alone on a row', { timeout: slow(480_000) }, async () => {
    // Regression: "Other programmes" showed three cards in a four-column grid. The class: every
    // grid of every module in every template with every number of items the build gives it, at
    // a phone and a laptop width.
    expect((await sweep()).columns).toEqual([]);
  });

  it('every card of a long list is drawn with the page, none left for when it is scrolled to, in both languages', async () => {
    // Cards drawn only as they neared the screen (content-visibility) held a guessed height until
    // then; after a jump to the foot of the page the cards drawn late moved the pager by tens of
    // pixels, and a tap on "Siguiente" landed beside it (one click in six, on a busy phone).
    for (const path of ['/blog/2/', '/en/news/']) {
      const page = await openAt(390, path);
      const cards = page.locator('main .cards > li.card');
      expect(await cards.count(), path).toBe(50);
      // checkVisibility with contentVisibilityAuto is false inside a card the browser skips.
      const skipped = await cards.evaluateAll((items) => items.flatMap((item, n) => (item.querySelector('a')!.checkVisibility({ contentVisibilityAuto: true }) ? [] : [n + 1])));
      expect(skipped, `${path}: cards not drawn at load`).toEqual([]);
      await page.close();
    }
  });
});

describe('pictures', () => {
  it('each says in its sizes how wide it shows, in every module of every template at a phone and a laptop width', { timeout: slow(480_000) }, async () => {
    // Regression: the faculty's portraits said "100vw" on a phone, where each shows 6.5rem
    // beside the name, and every card "a third of the screen" on a laptop, where four share the
    // page's 72rem column.
    expect((await sweep()).sizes).toEqual([]);
  });
});

describe('study plans', () => {
  it('every year\'s table puts each column at the same x (Hours lines up across years)', { timeout: slow(480_000) }, async () => {
    expect(plans.length).toBeGreaterThan(1);
    expect((await sweep()).plans).toEqual([]);
  });
});

describe('accordions', () => {
  // Each kind of disclosure (FAQ, accordion) in each template that has it, in both languages.
  const hosts = modulePages(out, { where: (page) => /<details class="(faq|accordion)__item/.test(page.html), kinds: (page) => [...new Set([...page.html.matchAll(/<details class="(faq|accordion)__item/g)].map((m) => m[1]!))] });

  it('disclosures show a designed chevron that turns when open, not the browser\'s ▶ marker', { timeout: slow(240_000) }, async () => {
    expect(hosts.length).toBeGreaterThan(1);
    const problems = await acrossPages([390], [...new Set(hosts)], async (page, _width, path) => {
      const found: string[] = [];
      const details = page.locator('main details');
      for (let i = 0; i < await details.count(); i++) {
        const item = details.nth(i);
        const closed = await item.evaluate((el) => {
          const summary = el.querySelector('summary')!;
          const style = getComputedStyle(summary);
          const icon = summary.querySelector('svg');
          return {
            nativeMarker: style.display === 'list-item' && style.listStyleType !== 'none',
            icon: icon ? { hidden: icon.closest('[aria-hidden="true"]') !== null, transform: getComputedStyle(icon).transform } : null,
          };
        });
        const label = `${path} details ${i + 1}`;
        if (closed.nativeMarker) found.push(`${label}: the browser's marker shows`);
        if (!closed.icon) { found.push(`${label}: no icon`); continue; }
        if (!closed.icon.hidden) found.push(`${label}: the icon is not hidden from screen readers`);
        await item.locator('summary').click();
        const open = await item.evaluate(async (el) => {
          await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
          return { open: (el as HTMLDetailsElement).open, transform: getComputedStyle(el.querySelector('summary svg')!).transform };
        });
        if (!open.open) found.push(`${label}: does not open`);
        if (open.transform === closed.icon.transform) found.push(`${label}: the icon does not turn when open`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});
