import { describe, expect, it } from 'vitest';
import { planArticles } from '../content/article-plan.js';
import { ARTICLES_PER_LANGUAGE } from '../content/seed-content.js';

const day = 86_400_000;
const dateOf = (n: number) => Date.UTC(2026, 10, 1) - Math.floor(n * 1.7) * day;

describe('the articles a seed plans (spec 2, and the load-test seed)', () => {
  it('the demo\'s: every article has text, and no paragraph is in more than three', () => {
    const articles = planArticles(ARTICLES_PER_LANGUAGE, dateOf);
    expect(articles.filter((a) => a.paragraphs.length === 0)).toEqual([]);
    const uses = new Map<string, number>();
    for (const a of articles) for (const p of a.paragraphs) uses.set(p.es, (uses.get(p.es) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(3);
  });

  it('a --scale seed fifty-one times larger (about 50,000 pages): still every article has text the build accepts, once the paragraphs run out too', () => {
    const articles = planArticles(ARTICLES_PER_LANGUAGE * 51, dateOf, undefined, { numberWhenExhausted: true });
    expect(articles).toHaveLength(ARTICLES_PER_LANGUAGE * 51);
    expect(articles.filter((a) => a.paragraphs.length === 0).map((a) => a.title.en)).toEqual([]);
    expect(new Set(articles.map((a) => a.title.es)).size).toBe(articles.length);
  });
});
