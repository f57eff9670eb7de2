// Search quality on the judged visitor queries (test/search-quality/judgements.json): nDCG@10,
// MRR and success@3 per language, over the real POST /ai/search. Shared by the quality test
// (test/integration/search-quality.test.ts) and `npm run bench`, so both report the same figure.
//
// A judgement names a page by its spec route (`path`) or by what it is (`template`, and a
// pattern over its folded title), graded 3 (the answer), 2 (highly relevant), 1 (related).
// The ideal ranking (for nDCG) is computed over every published page of the language that a
// judgement matches, so a rule that matches five events expects all five.
// "Found" (for MRR and success@3) is the first result graded 2 or more (1 when the query has no
// judgement above 1).
import { readFileSync } from 'node:fs';

// Two sets. The tuning set (judgements.json) is the one the ranking may be tuned on. The held-out
// set (held-out.json) was written and judged from the pages alone by someone who never ran the
// engine on it or saw its results, and is never used for tuning: its figure says how the ranking
// holds up on queries nobody tuned for. Both are reported by the quality test and `npm run bench`.
const load = (file) => JSON.parse(readFileSync(new URL(`../test/search-quality/${file}`, import.meta.url), 'utf8'));
export const judgements = load('judgements.json');
export const heldOut = load('held-out.json');
// The third held-out set (held-out.json, "v3") is partly spent: its carried-over paths were
// traced by hand and a few of its queries were seen. v4 (held-out-v4.json, 6 December 2026)
// was written and judged from the built pages alone by a judge who saw neither the engine, its
// source, its synonym lists, the other sets nor any result; nobody working on the ranking has
// read it. Its queries are never printed.
export const heldOutV4 = load('held-out-v4.json');
// v5 (tuning-v5.json, 7 December 2026) was written blind as v4 was, evaluated once, then tuned
// on: a second tuning set, reported apart so each set's figure keeps its meaning.
export const tuningV5 = load('tuning-v5.json');
export const SETS = { tuning: judgements, 'tuning v5': tuningV5, 'held-out': heldOut, 'held-out v4': heldOutV4 };

const fold = (text) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** The grade of one page ({path, template, title}) for one judged query: the best matching rule. */
export function gradeOf(judgement, page) {
  let grade = 0;
  for (const rule of judgement.rel) {
    if (rule.path !== undefined && rule.path !== page.path) continue;
    if (rule.template !== undefined && ![rule.template].flat().includes(page.template)) continue;
    if (rule.title !== undefined && !new RegExp(rule.title, 'u').test(fold(page.title))) continue;
    grade = Math.max(grade, rule.g);
  }
  return grade;
}

const gain = (g) => 2 ** g - 1;
const dcg = (grades) => grades.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

/**
 * Scores one language. `catalogue`: every published page of the language ({path, template, title});
 * `search(query)`: the ranked results ({path, template, title}[], at least the first 10) and total.
 * `set`: the judged queries (judgements, the tuning set, by default; or heldOut).
 */
export async function evaluate(lang, catalogue, search, set = judgements) {
  const queries = [];
  for (const judgement of set[lang]) {
    const { items, total } = await search(judgement.q);
    const grades = items.slice(0, 10).map((item) => gradeOf(judgement, item));
    const ideal = catalogue.map((page) => gradeOf(judgement, page)).filter((g) => g > 0).sort((a, b) => b - a);
    const bar = Math.max(...judgement.rel.map((r) => r.g)) >= 2 ? 2 : 1;
    const first = grades.findIndex((g) => g >= bar);
    queries.push({
      query: judgement.q,
      ndcg: ideal.length ? dcg(grades) / dcg(ideal) : 0,
      rr: first >= 0 ? 1 / (first + 1) : 0,
      success3: first >= 0 && first < 3 ? 1 : 0,
      total,
      top: items.slice(0, 3).map((i) => i.path),
    });
  }
  const mean = (key) => Math.round((queries.reduce((s, q) => s + q[key], 0) / queries.length) * 1000) / 1000;
  return {
    lang,
    queries: queries.length,
    ndcg10: mean('ndcg'),
    mrr: mean('rr'),
    success3: mean('success3'),
    over100: queries.filter((q) => q.total > 100).map((q) => `${q.query} (${q.total})`),
    failing: queries.filter((q) => q.success3 === 0 || q.ndcg < 0.5).map((q) => ({ query: q.query, ndcg: Math.round(q.ndcg * 100) / 100, top: q.top })),
  };
}

/** Every published page of a language as the judgements see it, read from the API's database. */
export function catalogueOf(db, lang) {
  return db.prepare("SELECT path, template_type AS template, title FROM pages WHERE locale = ? AND status = 'published'").all(lang);
}
