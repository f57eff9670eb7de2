import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFileFor } from '../../src/contract/paths.js';

/**
 * Every date and price a visitor reads is written in the page's language (spec 3): "13 de
 * septiembre de 2027" / "13 September 2027", "6.900 €" / "€6,900". Machine-readable values stay
 * where machines read them (attributes such as <time datetime>, JSON-LD, scripts), so only the
 * visible text is checked.
 */
const out = () => inject('demoOutput');

/** A page's visible text: no scripts (JSON-LD, island props), styles, comments or attributes. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Table cells are separate values: "2027" in one cell and "€7,400" in the next are not "2027 €".
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, (s) => (s.includes('\u00a0') && s.length === 1 ? s : ' '));
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
/** An amount next to a euro sign, either side: "6900 €", "€6,900", "6.900,50 €". */
const EURO_AMOUNT = /€\s?\d[\d.,]*\d|\d(?:[\d.,]*\d)?[\s\u00a0]?€/g;
/** The forms modules/locale-format.ts writes (a Spanish amount may be followed by a space or a no-break space). */
const PRICE_FORM: Record<string, RegExp> = {
  es_ES: /^\d{1,3}(?:\.\d{3})*(?:,\d{2})?[ \u00a0]€$/,
  en_GB: /^€\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/,
};

function pages(): { path: string; locale: string; text: string }[] {
  const manifest = JSON.parse(readFileSync(join(out(), 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string }> };
  return Object.entries(manifest.pages).map(([path, { locale }]) => ({ path, locale, text: visibleText(readFileSync(join(out(), htmlFileFor(path)), 'utf8')) }));
}

const around = (text: string, index: number) => text.slice(Math.max(0, index - 30), index + 30).trim();

describe('dates and prices in the page\'s language (spec 3)', () => {
  const all = pages();

  it('checks every page of the demo build in both languages', () => {
    expect(all.length).toBeGreaterThanOrEqual(1200);
    expect(new Set(all.map((p) => p.locale))).toEqual(new Set(['es_ES', 'en_GB']));
  });

  it('no page shows a raw ISO date (2027-09-13) in its visible text', () => {
    const raw = all.flatMap(({ path, text }) => [...text.matchAll(ISO_DATE)].map((m) => `${path}: "${around(text, m.index)}"`));
    expect(raw).toEqual([]);
  });

  it('every price a page shows is in its language\'s form (6.900 € / €6,900)', () => {
    const prices = all.flatMap(({ path, locale, text }) => [...text.matchAll(EURO_AMOUNT)].map((m) => ({ path, locale, price: m[0], at: around(text, m.index) })));
    const wrong = prices.filter((p) => !PRICE_FORM[p.locale]!.test(p.price)).map((p) => `${p.path}: "${p.price}" in "${p.at}"`);
    expect(wrong).toEqual([]);
    // The programme pages' fees are among them: the check is not vacuous.
    expect(prices.filter((p) => p.locale === 'es_ES' && p.price.replace(/\u00a0/, ' ') === '6.900 €').length).toBeGreaterThan(0);
    expect(prices.filter((p) => p.locale === 'en_GB' && p.price === '€6,900').length).toBeGreaterThan(0);
  });

  // (React writes the attribute dateTime; HTML attribute names are case-insensitive.)
  it('programme pages write the start date and the price in words, keeping the ISO date and the amount as data', () => {
    const page = (path: string) => readFileSync(join(out(), htmlFileFor(path)), 'utf8');
    const factsOf = (html: string) => /<dl class="facts">[\s\S]*?<\/dl>/.exec(html)?.[0];
    const es = factsOf(page('/formacion-profesional-superior-desarrollo-de-aplicaciones-multiplataforma/'));
    expect(es).toMatch(/<time datetime="2027-09-13">13 de septiembre de 2027<\/time>/i);
    expect(es).toContain('<data value="6900">6.900\u00a0€</data> (2027-2028)');
    const enPage = page('/en/higher-degree-in-multi-platform-application-development/');
    const en = factsOf(enPage);
    expect(en).toMatch(/<time datetime="2027-09-13">13 September 2027<\/time>/i);
    expect(en).toContain('<data value="6900">€6,900</data> (2027-2028)');
    // The JSON-LD keeps the ISO date and the numeric price.
    expect(enPage).toMatch(/"startDate":"2027-09-13"/);
    expect(enPage).toMatch(/"price":6900/);
  });
});
