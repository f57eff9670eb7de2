import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../server/sql/sql.js';
import { evaluate, judgements, type JudgedPage, type QualityReport } from '../../scripts/search-quality.js';
import { copyDemo, openLocation, startApiOn } from '../helpers/demo-db.js';

/**
 * Search quality on the judged visitor queries (test/search-quality/judgements.json: 88 and 86 per
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

async function report(lang: 'es_ES' | 'en_GB'): Promise<QualityReport> {
  return evaluate(lang, await catalogueOf(lang), async (query) => {
    const response = await fetch(`${base}/ai/search`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, lang, site: 'main', priorities: { ProgramDetail: 1.15, ProgramList: 1.05 }, minSimilarity: 0.2, itemsPerPage: 10 }),
    });
    expect(response.status).toBe(200);
    const body = await response.json() as { items: { path: string; template: string; title: string }[]; totalItems: number };
    return { items: body.items, total: body.totalItems };
  });
}

describe('search quality on judged visitor queries', () => {
  it('has at least 40 judged queries per language', () => {
    expect(judgements.es_ES.length).toBeGreaterThanOrEqual(40);
    expect(judgements.en_GB.length).toBeGreaterThanOrEqual(40);
  });

  for (const lang of ['es_ES', 'en_GB'] as const) {
    it(`${lang}: nDCG@10 ≥ 0.85, success@3 ≥ 0.95, no list over 100 results`, async () => {
      const result = await report(lang);
      console.log(`search quality ${lang}: nDCG@10 ${result.ndcg10}, MRR ${result.mrr}, success@3 ${result.success3} over ${result.queries} queries; `
        + `over 100 results: ${result.over100.join(', ') || 'none'}; weakest: ${result.failing.map((f) => `"${f.query}" (nDCG ${f.ndcg}, top ${f.top.join(' ')})`).join('; ') || 'none'}`);
      expect(result.ndcg10).toBeGreaterThanOrEqual(0.85);
      expect(result.success3).toBeGreaterThanOrEqual(0.95);
      expect(result.over100).toEqual([]);
    });
  }
});
