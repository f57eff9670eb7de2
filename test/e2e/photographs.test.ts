import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRandom } from '../../content/text.js';
import { imageFolders } from '../../server/image-folders.js';
import { launchChromium, localContext, serveSite } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';
import { textContrast } from '../helpers/text-contrast.js';

/**
 * The demo draws its pictures, but the CMS sends photographs: the templates must look right with
 * them too. Two generated photographs (no download): an over-exposed, nearly white beach — the
 * hardest background for white text — and a tall portrait-format shot among landscape cards. A
 * copy of the demo puts them in a programme page's hero and on programme cards, and the built
 * site is measured in Chromium at a phone and a laptop width, in both languages.
 */
const BRIGHT = '/uploads/bright-beach.jpg';
const TALL = '/uploads/tall-portrait.jpg';
const PROGRAMME = { es: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/', en: '/en/higher-degree-in-web-application-development/' };
const WIDTHS = [390, 1440] as const;

/** A photograph-like image: smooth light with sensor noise, blurred as a lens would (seeded, so always the same). */
async function makePhoto(file: string, width: number, height: number, tone: 'bright' | 'mixed') {
  const random = createRandom(width * 7 + height);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const light = tone === 'bright'
        ? (v < 0.55 ? [236 + 18 * v, 242 + 10 * v, 250] : [246 - 10 * (v - 0.55), 236 - 14 * (v - 0.55), 208 - 20 * (v - 0.55)])
        : [120 + 90 * Math.sin(u * 3 + v * 2) ** 2, 100 + 80 * v, 140 + 70 * Math.cos(u * 5) ** 2];
      const grain = (random.next() - 0.5) * 14 + 6 * Math.sin(u * 40 + Math.sin(v * 30) * 3);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, Math.round(light[c]! + grain)));
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 86 }).toFile(file);
}

let browser: Browser;
let site: Awaited<ReturnType<typeof serveSite>>;

beforeAll(async () => {
  const dbFile = await copyDemo('photographs');
  // Where the image host reads originals on this run's backend: beside the SQLite file, or the run's media folder on PostgreSQL.
  const images = imageFolders(dbFile, process.env.SITEGEN_MEDIA_DIR).originalsDir;
  await makePhoto(join(images, BRIGHT), 3000, 2000, 'bright');
  await makePhoto(join(images, TALL), 1600, 2400, 'mixed');
  const db = await openLocation(dbFile);
  const photo = (url: string, width: number, height: number, alt: string) => ({ url, width, height, alt, title: '', position: 'center' });
  for (const [lang, path] of Object.entries(PROGRAMME)) {
    const row = (await db.get<{ id: number; published_json: string }>('SELECT id, published_json FROM pages WHERE path = ?', [path]))!;
    const page = JSON.parse(row.published_json);
    page.template.heroSection.modules[0].image = photo(BRIGHT, 3000, 2000, lang === 'es' ? 'Playa a pleno sol' : 'A beach in full sun');
    await db.run('UPDATE pages SET published_json = ? WHERE id = ?', [JSON.stringify(page), row.id]);
  }
  // Two programme cards get photographs: one landscape, one tall, among drawn 3:2 cards. They are
  // the first two the home page lists (alphabetical), whatever the offer, each one programme in
  // both languages. The JSON is read here, not in SQL: the test runs on either backend.
  const programmes = (await db.all<{ id: number; locale: string; status: string; content: string }>("SELECT id, locale, status, content FROM items WHERE structured_data = 'PROGRAMS' ORDER BY title_sort, id"))
    .map((row) => ({ ...row, short: (JSON.parse(row.content) as { shortName?: string }).shortName }));
  const count = (short: string | undefined) => programmes.filter((p) => p.short === short).length;
  const onHome = programmes.filter((p) => p.locale === 'es_ES' && p.status === 'published' && p.short !== undefined && count(p.short) === 2).slice(0, 2).map((p) => p.short);
  expect(onHome).toHaveLength(2);
  const cards = programmes.filter((p) => onHome.includes(p.short));
  expect(cards.length).toBe(4);
  for (const card of cards) {
    const content = JSON.parse(card.content);
    content.image = content.shortName === onHome[0] ? photo(BRIGHT, 3000, 2000, '') : photo(TALL, 1600, 2400, '');
    await db.run('UPDATE items SET content = ? WHERE id = ?', [JSON.stringify(content), card.id]);
  }
  await db.close();
  // The shared build, with the four changed pages rebuilt from the changed content.
  const out = join(mkdtempSync(join(tmpdir(), 'sitegen-photographs-')), 'output');
  cpSync(inject('demoOutput'), out, { recursive: true });
  const paths = [...Object.values(PROGRAMME), '/', '/en/'].flatMap((path) => ['--path', path]);
  const build = await runCli(['build', '--db', dbFile, '--out', out, '--no-warm-images', ...paths]);
  expect(build.code, build.stderr).toBe(0);
  [browser, site] = await Promise.all([launchChromium(), serveSite(out, dbFile)]);
}, slow(240_000));
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(width: number, path: string): Promise<Page> {
  const context = await localContext(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url + path, { waitUntil: 'load' });
  return page;
}

describe('templates with photographs (the CMS sends photos, the demo draws)', () => {
  for (const width of WIDTHS) {
    for (const [lang, path] of Object.entries(PROGRAMME)) {
      it(`a hero photograph fills its hero, cropped not stretched, and its text keeps WCAG AA contrast over a nearly white photo (${lang}, ${width} px)`, async () => {
        const page = await open(width, path);
        try {
          const hero = page.locator('.hero--image').first();
          const img = hero.locator('.hero__media img');
          await img.evaluate((el: HTMLImageElement) => el.decode());
          const shape = await img.evaluate((el: HTMLImageElement) => {
            const box = el.getBoundingClientRect();
            const section = el.closest('.hero')!.getBoundingClientRect();
            return { fit: getComputedStyle(el).objectFit, src: el.currentSrc, natural: el.naturalWidth, box: [box.left, box.top, box.width, box.height], section: [section.left, section.top, section.width, section.height] };
          });
          expect(shape.src).toContain('/uploads/bright-beach.jpg');
          expect(shape.natural).toBeGreaterThan(0);
          expect(shape.fit).toBe('cover');
          shape.box.forEach((v, i) => expect(Math.abs(v - shape.section[i]!), `hero image edge ${i}`).toBeLessThanOrEqual(1));

          // Each text of the hero against the photo behind it (its own badge pill included).
          const texts = await hero.locator('.hero__text h1, .hero__text .hero__subtitle, .hero__acronyms abbr, .hero__acronyms .acronym__expansion').all();
          expect(texts.length).toBeGreaterThanOrEqual(3);
          for (const element of texts) {
            const text = (await textContrast(element))!;
            expect(text.ratio, `"${text.text}" (${text.large ? 'large' : 'normal'} text) on ${path} at ${width} px`).toBeGreaterThanOrEqual(text.minimum);
          }
        } finally {
          await page.context().close();
        }
      });
    }
    it(`photographs of any shape on cards are cropped to the same frame as the drawn ones, so a row stays even (${width} px)`, async () => {
      const page = await open(width, '/');
      try {
        const list = page.locator('ul.cards', { has: page.locator('img[src*="/uploads/"]') }).first();
        const imgs = await list.locator('li.card > img').all();
        expect(imgs.length).toBeGreaterThanOrEqual(4);
        const boxes = [];
        for (const img of imgs) {
          await img.scrollIntoViewIfNeeded();
          boxes.push(await img.evaluate(async (el: HTMLImageElement) => {
            await el.decode();
            const r = el.getBoundingClientRect();
            const card = el.closest('li')!.getBoundingClientRect();
            return { src: el.currentSrc, fit: getComputedStyle(el).objectFit, width: r.width, height: r.height, cardWidth: card.width, natural: el.naturalWidth };
          }));
        }
        expect(boxes.filter((b) => b.src.includes('/uploads/')).length).toBe(2);
        for (const box of boxes) {
          expect(box.natural, box.src).toBeGreaterThan(0);
          expect(box.fit, box.src).toBe('cover');
          expect(Math.abs(box.width - box.cardWidth), box.src).toBeLessThanOrEqual(1);
          expect(Math.abs(box.height - boxes[0]!.height), `${box.src} is ${box.height} px tall, the first card's image ${boxes[0]!.height}`).toBeLessThanOrEqual(1);
        }
      } finally {
        await page.context().close();
      }
    });
  }
});
