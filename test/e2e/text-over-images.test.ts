import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { localContext, sharedTab, useDemoSite } from '../helpers/browser.js';
import { modulePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';

/**
 * Text drawn over a picture (a hero's title, subtitle and acronym badges, a carousel slide, a
 * block on a background image, a button over a photo) keeps WCAG 1.4.3 contrast against the
 * pixels actually behind it: 4.5:1, 3:1 for large text. Measured in Chromium at a phone and a
 * laptop width on the demo's own pages, one for each module that puts text over a picture in
 * each template and language: every element with text of its own whose box lies over an image
 * (an <img> or a background image) is found in the page, its glyphs are made transparent (its
 * own background, a badge's pill or a button's fill, stays), and the screenshot of its box is the
 * background it is read against. test/e2e/photographs.test.ts does the same over a nearly white
 * photograph the CMS might send.
 */
const out = inject('demoOutput');
const demo = useDemoSite();
const WIDTHS = [390, 1440] as const;

/** Markup of the modules that lay text over a picture: an image hero or slide, a background image. */
const PICTURE_BEHIND_TEXT = /class="hero__media"|class="bg-image[ "]/;

/** Each module of a page whose own markup (up to the next module) has a picture behind text. */
function modulesWithPictures(html: string): string[] {
  const parts = html.split(/data-module="([A-Za-z0-9]+)"/);
  const kinds: string[] = [];
  for (let i = 1; i < parts.length; i += 2) if (PICTURE_BEHIND_TEXT.test(parts[i + 1]!)) kinds.push(parts[i]!);
  return kinds;
}

const paths = modulePages(out, { where: (page) => PICTURE_BEHIND_TEXT.test(page.html), kinds: (page) => modulesWithPictures(page.html) });

const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

interface OverImage { index: number; text: string; color: string; large: boolean }

/**
 * In the page: every visible element with text of its own whose box lies mostly over an image
 * of its module (an <img> it overlaps, or an element with a background image that it lies in or
 * over), marked `data-contrast-index` for the test to find again.
 */
function findTextsOverImages(): OverImage[] {
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const pictures = [...document.querySelectorAll<HTMLElement>('main img, main [data-bg-srcset], main [data-bg-loaded]')].filter(visible);
  const found: OverImage[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('main *')) {
    const ownText = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
    if (!ownText || !visible(el) || el.closest('[hidden], .visually-hidden, script, style')) continue;
    const box = el.getBoundingClientRect();
    const module = el.closest('[data-module]');
    const over = pictures.some((picture) => {
      if (picture.closest('[data-module]') !== module) return false;
      const p = picture.getBoundingClientRect();
      const w = Math.min(box.right, p.right) - Math.max(box.left, p.left);
      const h = Math.min(box.bottom, p.bottom) - Math.max(box.top, p.top);
      return w > 0 && h > 0 && w * h >= 0.5 * box.width * box.height;
    });
    if (!over) continue;
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    el.setAttribute('data-contrast-index', String(found.length));
    found.push({ index: found.length, text: ownText.slice(0, 40), color: style.color, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) });
  }
  return found;
}

/** Scrolls the element into view and waits for the pictures of its module to be drawn. */
async function showWithPictures(page: Page, index: number): Promise<void> {
  await page.evaluate(async (i) => {
    const el = document.querySelector(`[data-contrast-index="${i}"]`)!;
    el.scrollIntoView({ block: 'center' });
    const module = el.closest('[data-module]') ?? document;
    const deadline = Date.now() + 5000;
    // A lazy background sets its url when it comes near the viewport (runtime/lazy-backgrounds.ts).
    while (module.querySelector('[data-bg-srcset]') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const urls = [...module.querySelectorAll<HTMLElement>('[data-bg-loaded]')].map((bg) => /url\("?(.*?)"?\)/.exec(bg.style.backgroundImage)?.[1]).filter((u): u is string => !!u);
    // The pictures under the element (a lazy <img> elsewhere in the module may never load).
    const box = el.getBoundingClientRect();
    const under = [...module.querySelectorAll('img')].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
    });
    const decoded = Promise.all([
      ...under.map((img) => img.decode().catch(() => undefined)),
      ...urls.map((url) => { const img = new Image(); img.src = url; return img.decode().catch(() => undefined); }),
    ]);
    await Promise.race([decoded, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, index);
}

const tab = sharedTab(async () => {
  // Reduced motion: a carousel stays on its first slide while it is measured.
  const context = await localContext(demo.browser, { viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
  return context.newPage();
});

describe('text over pictures keeps its contrast (WCAG 1.4.3)', () => {
  it('finds the demo pages with text over pictures (so the checks below check something)', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
    expect(paths).toEqual(expect.arrayContaining(['/', '/en/']));
  });

  it.each(WIDTHS)('every text over a picture, at %i px, in both languages', async (width) => {
    const page = await tab();
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    let measured = 0;
    for (const path of paths) {
      await page.goto(demo.site.url + path, { waitUntil: 'load' });
      const texts = await page.evaluate(findTextsOverImages);
      for (const text of texts) {
        await showWithPictures(page, text.index);
        // Only the glyphs go: the element's own background (a badge's pill, a button) stays.
        // Where the text lies: each line of an inline element (the box around a wrapped one
        // covers its neighbours), the content box of any other (a pill's rounded corners show
        // the picture beside the text, not behind it).
        const boxes = await page.evaluate((i) => {
          const el = document.querySelector<HTMLElement>(`[data-contrast-index="${i}"]`)!;
          for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
            node.style.setProperty('color', 'transparent', 'important');
            node.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
            node.style.setProperty('text-shadow', 'none', 'important');
          }
          const style = getComputedStyle(el);
          const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
          const rects = style.display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()].map((r) => new DOMRect(
            r.left + px('padding-left') + px('border-left-width'), r.top + px('padding-top') + px('border-top-width'),
            r.width - px('padding-left') - px('padding-right') - px('border-left-width') - px('border-right-width'),
            r.height - px('padding-top') - px('padding-bottom') - px('border-top-width') - px('border-bottom-width')));
          return rects.filter((r) => r.width >= 2 && r.height >= 2).map((r) => ({ x: r.left, y: r.top, width: r.width, height: r.height }));
        }, text.index);
        const shots = [];
        for (const box of boxes) shots.push(await page.screenshot({ clip: box }));
        await page.evaluate((i) => {
          const el = document.querySelector<HTMLElement>(`[data-contrast-index="${i}"]`)!;
          for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) for (const p of ['color', '-webkit-text-fill-color', 'text-shadow']) node.style.removeProperty(p);
        }, text.index);
        const values: number[] = [];
        for (const shot of shots) {
          const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          for (let i = 0; i < data.length; i += info.channels) values.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
        }
        if (values.length === 0) continue;
        values.sort((a, b) => a - b);
        const [r, g, b] = text.color.match(/\d+(\.\d+)?/g)!.map(Number);
        const ink = luminance(r!, g!, b!);
        // Light text is read against the lightest of what is behind it, dark text against the
        // darkest (5 % of the pixels aside: edges, antialiasing).
        const light = ink > values[Math.floor(values.length / 2)]!;
        const behind = light ? values[Math.floor(values.length * 0.95)]! : values[Math.floor(values.length * 0.05)]!;
        const ratio = (Math.max(ink, behind) + 0.05) / (Math.min(ink, behind) + 0.05);
        const minimum = text.large ? 3 : 4.5;
        measured++;
        if (ratio < minimum) problems.push(`${path} at ${width} px: "${text.text}" (${text.large ? 'large' : 'normal'} text, ${text.color}) ${ratio.toFixed(2)}:1, needs ${minimum}:1`);
      }
    }
    expect(measured, 'texts over pictures measured').toBeGreaterThanOrEqual(paths.length);
    expect(problems).toEqual([]);
  }, slow(240_000));
});
