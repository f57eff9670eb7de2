import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localContext, sharedTab, useDemoSite } from '../helpers/browser.js';
import { moduleMarkup, modulePages } from '../helpers/sample-pages.js';
import { slow } from '../helpers/slow.js';
import { textContrast } from '../helpers/text-contrast.js';

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

/** Each module of a page whose own markup has a picture behind text. */
const modulesWithPictures = (html: string) => moduleMarkup(html).filter(([, markup]) => PICTURE_BEHIND_TEXT.test(markup)).map(([name]) => name);

const paths = modulePages(out, { where: (page) => PICTURE_BEHIND_TEXT.test(page.html), kinds: (page) => modulesWithPictures(page.html) });

/**
 * In the page: every visible element with text of its own whose box lies mostly over an image
 * of its module (an <img> it overlaps, or an element with a background image that it lies in or
 * over), marked `data-contrast-index` 0, 1, … for the test to find again; returns how many.
 */
function markTextsOverImages(): number {
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const pictures = [...document.querySelectorAll<HTMLElement>('main img, main [data-bg-srcset], main [data-bg-loaded]')].filter(visible);
  let found = 0;
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
    el.setAttribute('data-contrast-index', String(found++));
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
      const count = await page.evaluate(markTextsOverImages);
      for (let index = 0; index < count; index++) {
        await showWithPictures(page, index);
        const text = await textContrast(page.locator(`[data-contrast-index="${index}"]`));
        if (!text) continue;
        measured++;
        if (text.ratio < text.minimum) problems.push(`${path} at ${width} px: "${text.text}" (${text.large ? 'large' : 'normal'} text, ${text.color}) ${text.ratio.toFixed(2)}:1, needs ${text.minimum}:1`);
      }
    }
    expect(measured, 'texts over pictures measured').toBeGreaterThanOrEqual(paths.length);
    expect(problems).toEqual([]);
  }, slow(240_000));
});
