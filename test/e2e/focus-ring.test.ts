import { describe, expect, inject, it } from 'vitest';
import { localContext, sharedTab, useDemoSite } from '../helpers/browser.js';
import { tabThrough } from '../helpers/focus.js';
import { templateRunsAtWidths } from '../helpers/sample-pages.js';

/**
 * Two rules about every keyboard focus stop, checked on one Tab walk per page (a walk presses Tab
 * a few hundred times on a long page; walking twice cost minutes of the suite on two cores):
 * - the focus has its own colour, never the error colour, with at least 3:1 against whatever is
 *   behind the ring (WCAG 2.2 SC 1.4.11 Non-text Contrast and 2.4.7 Focus Visible): the page, the
 *   footer, buttons, cards and photos under veils;
 * - the cookie banner, up on every first visit (no choice stored), never hides the focused
 *   element (SC 2.4.11 Focus Not Obscured). The banner's own keyboard use (first in the tab
 *   order, Escape) is in test/e2e/consent-banner.test.ts.
 * One page of every template at a phone and a laptop width; the language alternates between
 * templates and widths, so both languages (and both banner texts) are walked at both widths.
 */
const demo = useDemoSite();
const runs = templateRunsAtWidths(inject('demoOutput'), [375, 1280]);

interface Ring { style: string; width: number; color: number[]; minContrast: number; behind: string }

/**
 * In the page, for the focused element: its outline, and the lowest contrast of the outline
 * colour against what is behind it, sampled at the middle of each side of the ring. What is
 * behind is composited from the stack of boxes at that point (document.elementsFromPoint),
 * bottom to top: background colours with their alpha and opacity; a photo (an <img>, a video, a
 * background image) can be any colour from black to white (times a brightness filter), so the
 * background is a range and the ring must stand out against both of its ends.
 */
function ringOf(el: Element): Ring {
  const cs = getComputedStyle(el);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (css: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
  };
  const lum = (c: number[]) => {
    const [r, g, b] = c.map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const color = rgba(cs.outlineColor);
  const width = parseFloat(cs.outlineWidth) || 0;
  const offset = parseFloat(cs.outlineOffset) || 0;
  const r = el.getBoundingClientRect();
  const d = offset + width / 2;
  const points = [[r.left - d, r.top + r.height / 2], [r.right + d, r.top + r.height / 2], [r.left + r.width / 2, r.top - d], [r.left + r.width / 2, r.bottom + d]]
    .filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
  let minContrast = Infinity;
  let behind = '';
  for (const [x, y] of points) {
    let lo = [255, 255, 255];
    let hi = [255, 255, 255];
    const names: string[] = [];
    const stack = document.elementsFromPoint(x!, y!).filter((e) => e !== el && !el.contains(e)).reverse();
    for (const e of stack) {
      const s = getComputedStyle(e);
      let opacity = 1;
      for (let a: Element | null = e; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
      const paint = (under: number[], over: number[], a: number) => under.map((v, i) => a * over[i]! + (1 - a) * v);
      const bg = rgba(s.backgroundColor);
      if (bg[3]! > 0) {
        lo = paint(lo, bg, bg[3]! * opacity);
        hi = paint(hi, bg, bg[3]! * opacity);
        names.push(`${e.tagName.toLowerCase()}.${e.classList[0] ?? ''} ${s.backgroundColor}`);
      }
      if (/^(IMG|VIDEO|CANVAS|IFRAME|PICTURE)$/.test(e.tagName) || s.backgroundImage !== 'none') {
        const brightness = Math.min(1, Number(/brightness\(([\d.]+)\)/.exec(s.filter)?.[1] ?? 1));
        lo = paint(lo, [0, 0, 0], opacity);
        hi = paint(hi, [255 * brightness, 255 * brightness, 255 * brightness], opacity);
        names.push(`${e.tagName.toLowerCase()}.${e.classList[0] ?? ''} (image)`);
      }
    }
    const ring = lum(color);
    const [a, b] = [lum(lo), lum(hi)];
    const contrast = ring > Math.min(a, b) && ring < Math.max(a, b) ? 1 : Math.min(ratio(ring, a), ratio(ring, b));
    if (contrast < minContrast) {
      minContrast = contrast;
      behind = names.slice(-2).reverse().join(' over ') || 'canvas';
    }
  }
  return { style: cs.outlineStyle, width, color, minContrast: points.length ? Math.round(minContrast * 100) / 100 : -1, behind };
}

/**
 * For one focused element: is any part of it under the visible banner (viewport rectangles)? And
 * is its middle painted by something else laid over it (anything at all, the banner included)?
 */
function coveredByBanner(el: Element) {
  const banner = document.querySelector('[data-consent-banner]') as HTMLElement | null;
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const coveredBy = top && !el.contains(top) && !top.contains(el) ? `${top.tagName.toLowerCase()}.${top.classList[0] ?? ''}` : null;
  if (!banner || banner.hidden) return { bannerUp: false, overlap: 0, coveredBy };
  if (banner.contains(el)) return { bannerUp: true, overlap: 0, coveredBy };
  const b = banner.getBoundingClientRect();
  const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
  const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
  return { bannerUp: true, overlap: w > 0 && h > 0 ? Math.round(w * h) : 0, coveredBy };
}

interface Walk {
  /** The error colour, as a field in error shows it. */
  error: string;
  bannerUpOnLoad: boolean;
  stops: { element: string; result: { ring: Ring; banner: ReturnType<typeof coveredByBanner> } }[];
}

/**
 * One tab per width (sharedTab). No choice is ever stored in it: the cookie banner is up on every
 * page and tabbed through too.
 */
const tabs = new Map([...new Set(runs.map(([width]) => width))].map((width) => [width,
  sharedTab(() => localContext(demo.browser, { viewport: { width, height: width < 800 ? 812 : 800 } }, null).then((c) => c.newPage()))]));

/** One Tab walk per run, made by whichever of the run's two tests asks first. */
const walks = new Map<string, Promise<Walk>>();
function walk(width: number, path: string): Promise<Walk> {
  const key = `${width} ${path}`;
  if (!walks.has(key)) walks.set(key, (async () => {
    const page = await tabs.get(width)!();
    await page.goto(demo.site.url + path, { waitUntil: 'load' });
    const error = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'field field--invalid';
      probe.innerHTML = '<input>';
      document.body.append(probe);
      const color = getComputedStyle(probe.querySelector('input')!).borderTopColor;
      probe.remove();
      return color;
    });
    const bannerUpOnLoad = await page.locator('[data-consent-banner]').isVisible();
    // Both inspections are serialised into the page with the walk's own (tabThrough stringifies `inspect`).
    const both = new Function('el', `return { ring: (${ringOf.toString()})(el), banner: (${coveredByBanner.toString()})(el) };`) as (el: Element) => Walk['stops'][number]['result'];
    const stops = await tabThrough(page, both);
    return { error, bannerUpOnLoad, stops };
  })());
  return walks.get(key)!;
}

describe('the focus ring (SC 1.4.11, 2.4.7)', () => {
  it.each(runs)('at %i px, every focus stop of %s (%s) has a ring of its own colour with 3:1 against its background', async (width, _key, path) => {
    const { error, stops } = await walk(width, path);
    const errorRgb = error.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(stops.length).toBeGreaterThan(3);
    const faults = stops.flatMap(({ element, result: { ring } }) => {
      const at = `${path} at ${width}px: ${element}`;
      if (ring.style === 'none' || ring.width < 2) return [`${at}: no focus ring (outline ${ring.style} ${ring.width}px)`];
      if (ring.color.slice(0, 3).every((v, i) => Math.abs(v - errorRgb[i]!) < 3)) return [`${at}: the ring has the error colour ${error}`];
      if (ring.minContrast !== -1 && ring.minContrast < 3) return [`${at}: the ring rgb(${ring.color.slice(0, 3).join(', ')}) has ${ring.minContrast}:1 against ${ring.behind}`];
      return [];
    });
    expect(faults).toEqual([]);
  });
});

describe('the cookie banner never hides the keyboard focus (SC 2.4.11)', () => {
  it.each(runs)('at %i px, tabbing through %s (%s) never focuses an element under the banner', async (width, _key, path) => {
    const { bannerUpOnLoad, stops } = await walk(width, path);
    expect(bannerUpOnLoad, 'the banner is up on a first visit').toBe(true);
    expect(stops.length).toBeGreaterThan(3);
    expect(stops.every((s) => s.result.banner.bannerUp), 'the banner stays up while tabbing').toBe(true);
    const hidden = stops.filter((s) => s.result.banner.overlap > 0 || s.result.banner.coveredBy)
      .map((s) => `${path} at ${width}px: ${s.element} (${s.result.banner.overlap ? `${s.result.banner.overlap} px² under the banner` : `covered by ${s.result.banner.coveredBy}`})`);
    expect(hidden).toEqual([]);
  });
});
