import pLimit from 'p-limit';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { localContext, useDemoSite } from '../helpers/browser.js';
import { samplePages, templateRunsAtWidths } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';

/**
 * The site's visual identity as a visitor's browser renders it: the self-hosted typeface pair
 * (loaded from this origin, preloaded, never moving anything when a face arrives late), one search entry in the
 * header, the SVG logo with a name and 3:1 contrast in the site header and a landing header,
 * partner names legible, and quotes drawn inside the content column in the brand colour.
 */
const demo = useDemoSite();
const samples = samplePages(inject('demoOutput'));
const article = samples.get('BlogDetail es_ES')!;
const landings = [samples.get('LandingProduct es_ES')!, samples.get('LandingProduct en_GB')!];

/**
 * One browser context per width and one loaded tab per page and width, shared by the tests that
 * only read it (none of them navigates, clicks or changes the page for the next).
 */
const contexts = new Map<number, Promise<BrowserContext>>();
const views = new Map<string, Promise<Page>>();
afterAll(async () => { for (const context of contexts.values()) await (await context).close(); });

function view(path: string, width = 1440): Promise<Page> {
  const key = `${width} ${path}`;
  if (!views.has(key)) {
    views.set(key, (async () => {
      if (!contexts.has(width)) contexts.set(width, localContext(demo.browser, { viewport: { width, height: 900 } }));
      const page = await (await contexts.get(width)!).newPage();
      await page.goto(demo.site.url + path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      return page;
    })());
  }
  return views.get(key)!;
}

/** WCAG contrast of an SVG part's fill against the first opaque background behind the SVG. */
function logoContrast(svg: Element, part: string): number {
  const canvas = document.createElement('canvas').getContext('2d')!;
  const rgb = (css: string) => { canvas.fillStyle = '#000'; canvas.fillStyle = css; canvas.fillRect(0, 0, 1, 1); return [...canvas.getImageData(0, 0, 1, 1).data]; };
  const lum = (c: number[]) => { const [r, g, b] = c.slice(0, 3).map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!; };
  let bg = 'rgb(255, 255, 255)';
  for (let e: Element | null = svg.parentElement; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') { bg = c; break; }
  }
  const fill = getComputedStyle(svg.querySelector(part)!).fill;
  const [a, b] = [lum(rgb(fill)), lum(rgb(bg))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('typeface pair', () => {
  it('renders body text in Inter and h1 in Space Grotesk, loaded as same-origin woff2 files', async () => {
    const page = await view(article);
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily, h1: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(families.body).toMatch(/^"?Inter"?,/);
    expect(families.h1).toMatch(/^"?Space Grotesk"?,/);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`));
    expect(loaded).toEqual(expect.arrayContaining(['Inter 400', 'Space Grotesk 700']));
    // What the page really used: the browser checks each face's glyphs are available from it.
    expect(await page.evaluate(() => document.fonts.check('16px Inter') && document.fonts.check('700 32px "Space Grotesk"'))).toBe(true);
    const fontRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\.(woff2?|ttf|otf)(\?|$)/.test(n)));
    expect(fontRequests.length).toBeGreaterThanOrEqual(2);
    for (const url of fontRequests) {
      expect(new URL(url).origin, url).toBe(demo.site.url);
      expect(url, url).toMatch(/\.woff2$/);
    }
  });

  it('preloads the files of the faces above the fold, and only files the page then uses', async () => {
    const page = await view(article);
    const { preloads, requested } = await page.evaluate(() => ({
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => ({ href: l.href, type: l.type, cors: l.crossOrigin })),
      requested: performance.getEntriesByType('resource').map((e) => e.name),
    }));
    expect(preloads.length).toBeGreaterThanOrEqual(1);
    for (const p of preloads) {
      expect(p.type).toBe('font/woff2');
      expect(p.cors).toBe('anonymous');
      expect(requested.filter((r) => r === p.href), p.href).toHaveLength(1);
    }
    const sheet = await page.evaluate(() => [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r instanceof CSSFontFaceRule).map((r) => r.cssText).join('\n'));
    for (const p of preloads) expect(sheet, p.href).toContain(new URL(p.href).pathname);
  });

  /**
   * Each face arrives late and at its own time, as on a slow phone (Inter 400 0.7 s after the
   * page was parsed, Inter 600 after 1 s, Space Grotesk after 1.3 s): nothing on the page may move, on one page of
   * every template at a phone's and a laptop's width, both languages. A face that misses the
   * first paint is not swapped in (font-display: optional, src/publish/write/site-fonts.ts);
   * with `swap` a landing page moved by 0.14 and a programme by 0.09.
   */
  const FONT_DELAYS_MS: [RegExp, number][] = [[/inter-latin-400/, 700], [/inter-latin-600/, 1000], [/space-grotesk-latin-700/, 1300]];
  it('no face arriving late moves anything (layout shift 0 on every template at 390 and 1440 px)', async () => {
    const runs = templateRunsAtWidths(inject('demoOutput'), [390, 1440]);
    const shifted: string[] = [];
    const contexts = new Map<number, BrowserContext>();
    try {
      for (const width of [390, 1440]) {
        const context = await localContext(demo.browser, { viewport: { width, height: 900 } });
        contexts.set(width, context);
        // Each face is held until its page has been parsed, then for its delay: what is measured
        // is a face arriving after the page is there, whatever the machine's speed.
        const parsed = new Map<Page, { done: Promise<void>; resolve: () => void }>();
        const parsedOf = (page: Page) => {
          if (!parsed.has(page)) {
            let resolve!: () => void;
            const done = new Promise<void>((r) => { resolve = r; });
            parsed.set(page, { done, resolve });
          }
          return parsed.get(page)!;
        };
        await context.exposeBinding('sitegenParsed', ({ page }) => { parsedOf(page).resolve(); });
        await context.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive') (window as unknown as { sitegenParsed: () => void }).sitegenParsed();
          });
        });
        await context.route('**/*.woff2', async (route) => {
          const url = route.request().url();
          await parsedOf(route.request().frame().page()).done;
          const delay = FONT_DELAYS_MS.find(([pattern]) => pattern.test(url))?.[1] ?? 0;
          await new Promise((r) => setTimeout(r, delay));
          await route.continue();
        });
        await context.addInitScript(() => {
          const shifts: { at: number; text: string }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { startTime: number; value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
              if (!e.hadRecentInput) shifts.push({ at: e.startTime, text: `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms (${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className || s.node?.nodeName).join(', ')})` });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      }
      // Three pages at a time: each waits for its slowest face.
      const limit = pLimit(3);
      await Promise.all(runs.map(([width, key, path]) => limit(async () => {
        const page = await contexts.get(width)!.newPage();
        try {
          await page.goto(demo.site.url + path, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          // Past the last face's arrival, and two frames for a swap to lay out.
          await page.waitForTimeout(400);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const seen = await page.evaluate(() => ({
            shifts: (window as unknown as { shifts: { at: number; text: string }[] }).shifts,
            fonts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).map((e) => (e as PerformanceResourceTiming).responseEnd),
          }));
          expect(seen.fonts.length, `${path}: faces requested`).toBeGreaterThanOrEqual(2);
          // From the first face's arrival on: a page painted before its header was all parsed
          // (the parser yields on a busy machine) moves as the rest arrives, which no face did.
          const firstFace = Math.min(...seen.fonts);
          const late = seen.shifts.filter((shift) => shift.at >= firstFace).map((shift) => shift.text);
          if (late.length > 0) shifted.push(`${key} ${path} at ${width} px: ${late.join('; ')}`);
        } finally {
          await page.close();
        }
      })));
    } finally {
      for (const context of contexts.values()) await context.close();
    }
    expect(runs.length).toBeGreaterThanOrEqual(20);
    expect(shifted).toEqual([]);
  }, slow(180_000));
});

describe('header', () => {
  for (const [path, width] of [['/', 1440], ['/en/', 390], [article, 1440]] as const) {
    it(`offers exactly one way to search (${path} at ${width} px)`, async () => {
      const page = await view(path, width);
      const entries = await page.evaluate(() => {
        const header = document.querySelector('.site-header')!;
        const form = header.querySelector<HTMLFormElement>('form[role="search"]');
        const searchPath = form ? new URL(form.action).pathname : null;
        const links = [...header.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => searchPath !== null && new URL(a.href).pathname === searchPath);
        return { forms: header.querySelectorAll('form[role="search"], input[type="search"]').length, links: links.map((a) => a.textContent) };
      });
      expect(entries.links, 'links to the search page').toEqual([]);
      expect(entries.forms).toBeGreaterThanOrEqual(1);
      expect(entries.forms).toBeLessThanOrEqual(2); // the form and its box are one entry
    });
  }
});

describe('logo', () => {
  async function expectLogo(page: Page, link: string) {
    const logo = await page.evaluate((sel) => {
      const a = document.querySelector(sel);
      const svg = a?.querySelector('svg');
      if (!a || !svg) return null;
      const box = svg.getBoundingClientRect();
      return { role: svg.getAttribute('role'), name: svg.getAttribute('aria-label') ?? svg.querySelector('title')?.textContent ?? '', height: box.height, width: box.width };
    }, link);
    expect(logo, `${link}: an inline SVG logo`).not.toBeNull();
    expect(logo!.role).toBe('img');
    expect(logo!.name.trim().length).toBeGreaterThan(0);
    expect(logo!.height).toBeGreaterThanOrEqual(32);
    expect(await page.getByRole('link', { name: logo!.name }).first().isVisible()).toBe(true);
    const contrasts = await page.evaluate(({ sel, fn }) => {
      const contrast = new Function(`return (${fn})`)() as (svg: Element, part: string) => number;
      const svg = document.querySelector(sel)!.querySelector('svg')!;
      return { mark: contrast(svg, '.logo__mark'), word: contrast(svg, '.logo__word') };
    }, { sel: link, fn: logoContrast.toString() });
    expect(contrasts.mark, `${link}: mark against its background`).toBeGreaterThanOrEqual(3);
    expect(contrasts.word, `${link}: wordmark against its background`).toBeGreaterThanOrEqual(3);
  }

  it('is an SVG with a name and at least 3:1 contrast in the site header and the footer', async () => {
    const page = await view('/en/');
    await expectLogo(page, '.site-header__logo');
    await expectLogo(page, '.site-footer__brand');
  });

  for (const path of landings) {
    it(`a landing page has one header, its own bar: no site header or breadcrumb above it, nothing to skip (${path})`, async () => {
      const page = await view(path, 390);
      expect(await page.locator('.site-header').count()).toBe(0);
      expect(await page.locator('.breadcrumb').count()).toBe(0);
      expect(await page.locator('.landing-header').count()).toBe(1);
      expect(await page.locator('.landing-header__logo svg[role="img"]').count()).toBe(1);
      // Nothing to bypass: the first thing to focus outside the consent banner is the bar's logo link.
      expect(await page.evaluate(() => {
        const focusable = [...document.querySelectorAll('a[href], button, input, select, textarea')].filter((el) => !el.closest('[data-consent-banner], [hidden], .route-announcer'));
        return focusable[0]?.closest('.landing-header') !== null && focusable[0]?.closest('main') !== null;
      })).toBe(true);
    });

    it(`is an SVG with a name and at least 3:1 contrast in the landing header (${path})`, async () => {
      const page = await view(path, 390);
      await expectLogo(page, '.landing-header__logo');
    });
  }
});

describe('components', () => {
  for (const [path, width] of [['/', 390], ['/en/', 1440]] as const) {
    it(`names every partner in text of at least 14 px (${path} at ${width} px)`, async () => {
      const page = await view(path, width);
      const tiles = await page.evaluate(() => [...document.querySelectorAll('.logo-collection li')].map((li) => {
        const texts = [...li.querySelectorAll('*')].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()));
        return { text: (li as HTMLElement).innerText.trim(), sizes: texts.map((e) => parseFloat(getComputedStyle(e).fontSize)) };
      }));
      expect(tiles.length).toBeGreaterThan(0);
      for (const tile of tiles) {
        expect(tile.text.length, 'the partner is named in text').toBeGreaterThan(0);
        for (const size of tile.sizes) expect(size, tile.text).toBeGreaterThanOrEqual(14);
      }
    });

    it(`draws quote bars inside the content column, all in one colour that is not the error colour (${path} at ${width} px)`, async () => {
      const page = await view(path, width);
      const bars = await page.evaluate(() => {
        const out: { left: number; column: number; colour: string }[] = [];
        for (const quote of document.querySelectorAll('.quote')) {
          // The column: the content box of the module's box in the page (its padding is the gutter).
          const module = quote.closest('.text-carousel') ?? quote;
          const ms = getComputedStyle(module);
          const column = module.getBoundingClientRect().left + parseFloat(ms.borderLeftWidth) + parseFloat(ms.paddingLeft);
          for (const e of [quote, ...quote.querySelectorAll('*')]) {
            const s = getComputedStyle(e);
            // Slides not shown have no box.
            if (e.getClientRects().length > 0 && parseFloat(s.borderLeftWidth) >= 2 && s.borderLeftStyle !== 'none') out.push({ left: e.getBoundingClientRect().left, column, colour: s.borderLeftColor });
          }
        }
        const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
        const probe = document.createElement('i');
        probe.style.color = accent;
        document.body.append(probe);
        const error = getComputedStyle(probe).color;
        probe.remove();
        return { out, error };
      });
      expect(bars.out.length).toBeGreaterThan(0);
      for (const bar of bars.out) expect(bar.left, 'bar inside the column').toBeGreaterThanOrEqual(bar.column - 0.5);
      expect(new Set(bars.out.map((b) => b.colour)).size).toBe(1);
      expect(bars.out[0]!.colour).not.toBe(bars.error);
    });
  }
});

describe('no sideways scroll at 320 px with the new header, logo, fonts and footer (WCAG 1.4.10)', () => {
  const paths = ['/', article, landings[0]!, samples.get('ProgramDetail en_GB')!, samples.get('ProfessorDetail es_ES')!];
  for (const path of paths) {
    it(`${path} fits 320 px`, async () => {
      const page = await view(path, 320);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }
});
