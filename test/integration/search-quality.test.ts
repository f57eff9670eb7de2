import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { evaluate, heldOut, heldOutV4, judgements, tuningV5, type JudgedPage, type JudgedSet, type QualityReport } from '../../scripts/search-quality.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * Search quality on the judged visitor queries (test/search-quality/judgements.json: 113 and 111 per
 * language, typed as visitors type), asked as the search page asks (its template priorities and
 * its 0.2 threshold): nDCG@10 ≥ 0.85 and success@3 ≥ 0.95 per language (spec 7 search). The
 * figures are printed; `npm run bench` reports the same ones.
 */
let db: Sql;
let close: () => Promise<void>;
let base: string;
beforeAll(async () => {
  // The demo on this run's backend (SITEGEN_TEST_BACKEND): the same bar on SQLite and PostgreSQL.
  db = await openLocation(await copyDemo('search-quality'));
  ({ base, close } = await startApiOn(db));
});
afterAll(async () => {
  await close();
  await db.close();
});

/** The judged pages' catalogue (scripts/search-quality.js catalogueOf), read through either backend. */
const catalogueOf = (lang: string) => db.all<JudgedPage>("SELECT path, template_type AS template, title FROM pages WHERE locale = ? AND status = 'published'", [lang]);

async function report(lang: 'es_ES' | 'en_GB', set: JudgedSet = judgements): Promise<QualityReport> {
  return evaluate(lang, await catalogueOf(lang), async (query) => {
    const response = await fetch(`${base}/ai/search`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, lang, site: 'main', priorities: { ProgramDetail: 1.15, ProgramList: 1.05 }, minSimilarity: 0.2, itemsPerPage: 10 }),
    });
    expect(response.status).toBe(200);
    const body = await response.json() as { items: { path: string; template: string; title: string }[]; totalItems: number };
    return { items: body.items, total: body.totalItems };
  }, set);
}

describe('search quality on judged visitor queries', () => {
  it('has at least 40 judged queries per language', () => {
    expect(judgements.es_ES.length).toBeGreaterThanOrEqual(40);
    expect(judgements.en_GB.length).toBeGreaterThanOrEqual(40);
  });

  // The held-out set's figures only: printing its weakest queries would show them to whoever
  // runs the tests, and a set whose queries have been read and tuned for is spent.
  const line = (name: string, lang: string, r: QualityReport) => `search quality, ${name} set, ${lang}: nDCG@10 ${r.ndcg10}, MRR ${r.mrr}, success@3 ${r.success3} over ${r.queries} queries`
    + (name === 'tuning' ? `; weakest: ${r.failing.map((f) => `"${f.query}" (nDCG ${f.ndcg}, top ${f.top.join(' ')})`).join('; ') || 'none'}` : '');

  for (const lang of ['es_ES', 'en_GB'] as const) {
    it(`tuning set, ${lang}: nDCG@10 ≥ 0.85, success@3 ≥ 0.95`, async () => {
      const result = await report(lang);
      console.log(line('tuning', lang, result));
      expect(result.ndcg10).toBeGreaterThanOrEqual(0.85);
      expect(result.success3).toBeGreaterThanOrEqual(0.95);
    });
  }

  /**
   * The second tuning set (tuning-v5.json): written blind, evaluated once (es 0.777 / 0.88, en
   * 0.695 / 0.88), then tuned on. Its floor is today's figure (es 0.795 / 0.92, en 0.756 / 0.92)
   * less about one query's worth, so a change that loses what was won on it fails here; its
   * weakest queries are printed.
   */
  const V5_FLOOR = { es_ES: { ndcg10: 0.775, success3: 0.88 }, en_GB: { ndcg10: 0.735, success3: 0.88 } } as const;
  for (const lang of ['es_ES', 'en_GB'] as const) {
    it(`tuning v5 set, ${lang}: no worse than after its tuning (target 0.85 / 0.95, not reached)`, async () => {
      const result = await report(lang, tuningV5);
      console.log(line('tuning', lang, result).replace('tuning set', 'tuning v5 set'));
      expect(result.queries).toBe(50);
      expect(result.ndcg10).toBeGreaterThanOrEqual(V5_FLOOR[lang].ndcg10);
      expect(result.success3).toBeGreaterThanOrEqual(V5_FLOOR[lang].success3);
    });
  }

  /**
   * The held-out sets (never tuned on) do not reach the bar yet: their target is the same 0.85 and
   * 0.95. What is asserted is a floor — each set's figures at its first evaluation less about one
   * query's worth — so a change that makes unseen queries worse fails here, whatever it does for
   * the tuning set. Raising these floors by looking at a set's queries would spend it: a new one
   * must then be written blind. v4 was (scripts/search-quality.js): the honest figure.
   */
  const HELD_OUT = [
    { name: 'held-out', set: heldOut, floor: { es_ES: { ndcg10: 0.58, success3: 0.7 }, en_GB: { ndcg10: 0.52, success3: 0.6 } } },
    { name: 'held-out v4', set: heldOutV4, floor: { es_ES: { ndcg10: 0.77, success3: 0.85 }, en_GB: { ndcg10: 0.68, success3: 0.775 } } },
  ] as const;
  for (const { name, set, floor } of HELD_OUT) {
    for (const lang of ['es_ES', 'en_GB'] as const) {
      it(`${name} set, ${lang}: no worse than at its first evaluation (target 0.85 / 0.95, not reached)`, async () => {
        const result = await report(lang, set);
        console.log(line(name, lang, result));
        expect(result.queries).toBe(set[lang].length);
        expect(result.ndcg10).toBeGreaterThanOrEqual(floor[lang].ndcg10);
        expect(result.success3).toBeGreaterThanOrEqual(floor[lang].success3);
      });
    }
  }
});
