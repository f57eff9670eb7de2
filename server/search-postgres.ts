import { ApiError, type ContentStore } from './content-store.js';
import type { Sql } from './sql/sql.js';
import {
  conceptsOf, emptyResponse, OneRunPerKey, INDEX_VERSION, navigationLabels, pageDocument, rankResults, sha, synonymMapOf, SynonymsBodySchema,
  type Concept, type Doc, type IndexReader, type PageDocument, type PageSource, type Row, type SearchRequest, type SearchResponse,
} from './search.js';
import { DEFAULT_SYNONYMS } from './search-synonyms.js';

/**
 * Site search on PostgreSQL (spec 7 search): the same documents, concepts, synonyms, typo
 * correction and ranking as the SQLite index (server/search.ts: everything but the index itself
 * is shared), over PostgreSQL's own full-text search — one row per page and language in
 * `search_pages` (migration 2) with a `tsvector` under a GIN index.
 *
 * The tsvector holds the words the shared code made (folded and stemmed with the same Snowball
 * stemmers the query is stemmed with), written out as they are (tsvectorOf): a query's synonyms,
 * stop words and typo corrections are worked out in those stems, so the index must hold the same
 * ones — PostgreSQL's `spanish`/`english` dictionaries would stem the page otherwise than the
 * synonym list and the query ("news" → "new" is refused here, for one), and `unaccent` would only
 * redo the shared folding.
 * Each field has its weight class: title A, labels B, headings C, body and listed items D, so a
 * field-restricted match (`'word':B` for the labels) answers what FTS5's column filter does, and
 * `ts_rank` weighs them 1, 0.8, 0.5 and 0.1 — FTS5's 10/8/5/1. ts_rank has no IDF: each
 * concept's rank is multiplied by the concept's IDF (that of its most common form), which is what
 * FTS5's BM25 rescaled per form amounts to on SQLite.
 *
 * Index upkeep is the SQLite index's (stamps per page in `search_docs`, a cheap signature per
 * language), run inside a transaction holding `pg_try_advisory_xact_lock` for the site and
 * language: two API instances never index the same language at once; the one that does not get
 * the lock leaves the work to the other and checks again on its next search.
 */

/** One advisory lock space for the search index (the second key is the site and language). */
const SEARCH_LOCK = 731_690_112;
/** ts_rank's weights, in its order {D, C, B, A}: body and listed, headings, labels, title. */
const RANK_WEIGHTS = "'{0.1, 0.5, 0.8, 1.0}'";
/**
 * ts_rank's normalisation: none. Measured on the judged queries (test/integration/search-backends.test.ts),
 * dividing by 1 + log(length) (1), as BM25 discounts long pages, put list pages that answer a
 * query below articles that mention it: es_ES success@3 0.925 against 0.962 without.
 */
const RANK_NORMALISATION = 0;
const FIELD_WEIGHT = { title: 'A', labels: 'B', headings: 'C' } as const;

/** A tsquery lexeme (the shared code's words: letters and digits only; quoted all the same). */
const lexeme = (term: string, weight = '', prefix = false) => `'${term.replace(/['\\]/g, '')}'${prefix ? ':*' : ''}${weight ? `${prefix ? '' : ':'}${weight}` : ''}`;
/** An alternative of a concept (one word, or a phrase) as a tsquery. */
const phraseQuery = (terms: string[], weight = '') => `(${terms.map((t) => lexeme(t, weight)).join(' <-> ')})`;
/**
 * A page's tsvector, written out rather than parsed: the words are the shared code's own (letters
 * and digits, folded and stemmed), and PostgreSQL's parser would split some of them otherwise
 * (a letter outside ASCII is not a letter to it under the C locale). Positions run on across the
 * fields as FTS5's phrase matching needs within one; PostgreSQL keeps them up to 16383.
 */
export function tsvectorOf(doc: PageDocument): string {
  const positions = new Map<string, string[]>();
  let at = 0;
  for (const [text, weight] of [[doc.title, 'A'], [doc.labels, 'B'], [doc.headings, 'C'], [doc.body, 'D'], [doc.listed, 'D']] as const) {
    for (const word of text.split(' ')) {
      if (!word) continue;
      at = Math.min(at + 1, 16383);
      const list = positions.get(word) ?? [];
      // Under 256 positions per word (PostgreSQL's limit); the first ones are the title's.
      if (list.length < 255) list.push(`${at}${weight === 'D' ? '' : weight}`);
      positions.set(word, list);
    }
  }
  return [...positions].map(([word, at]) => `${lexeme(word)}:${at.join(',')}`).join(' ');
}

const formsOf = (concept: Concept, weight = '') => [
  ...concept.alternatives.map((a) => phraseQuery(a, weight)),
  ...(concept.prefix ? [lexeme(concept.prefix, weight, true)] : []),
];

export class PostgresSearchIndex {
  private readonly signatures = new Map<string, string>();
  private readonly vocabularies = new Map<string, { term: string; docs: number }[]>();
  private readonly docs = new Map<string, Map<number, Doc>>();
  private readonly synonymCache = new Map<string, Map<string, string[][]>>();
  private readonly syncing = new OneRunPerKey();

  constructor(private readonly store: ContentStore) {}

  private get sql(): Sql { return this.store.sql; }

  private signature(siteId: number, locale: string): Promise<string> {
    return this.sql.get<{ sig: string }>(`SELECT
      (SELECT COUNT(*) || ':' || COALESCE(MAX(modified), '') || ':' || COALESCE(SUM(id), 0) FROM pages WHERE site_id = ? AND locale = ? AND status = 'published')
      || '|' || (SELECT COALESCE(SUM(version), 0) FROM source_versions WHERE site_id = ? AND locale = ?)
      || '|' || COALESCE((SELECT string_agg(hash, ',' ORDER BY id) FROM navigations WHERE site_id = ? AND locale = ?), '') AS sig`,
    [siteId, locale, siteId, locale, siteId, locale]).then((row) => row!.sig);
  }

  private forget(key: string): void {
    this.vocabularies.delete(key);
    this.docs.delete(key);
  }

  /** Empties the index and indexes every page again. */
  async reindex(): Promise<{ indexed: number; removed: number }> {
    await this.sql.transaction(async (tx) => {
      await tx.get('SELECT pg_advisory_xact_lock(?::int, 0)', [SEARCH_LOCK]);
      await tx.run('DELETE FROM search_pages');
      await tx.run('DELETE FROM search_docs');
    });
    this.signatures.clear();
    this.vocabularies.clear();
    this.docs.clear();
    return this.syncAll();
  }

  /** Brings every language of every site up to date (an API start calls it: a catch-up, not a rebuild). */
  async syncAll(force = true): Promise<{ indexed: number; removed: number }> {
    const totals = { indexed: 0, removed: 0 };
    const sites = await this.sql.all<{ id: number; json: string }>('SELECT id, json FROM sites ORDER BY id');
    for (const site of sites) {
      for (const language of (JSON.parse(site.json) as { languages: { locale: string }[] }).languages) {
        const result = await this.sync(site.id, language.locale, force);
        totals.indexed += result.indexed;
        totals.removed += result.removed;
      }
    }
    return totals;
  }

  /** As SearchIndex.sync: one run per language at a time in this process (and, by the advisory lock, across instances). */
  async sync(siteId: number, locale: string, force = false): Promise<{ indexed: number; removed: number }> {
    const key = `${siteId}:${locale}`;
    return this.syncing.run(key, () => this.syncNow(siteId, locale, key, force));
  }

  private async syncNow(siteId: number, locale: string, key: string, force: boolean): Promise<{ indexed: number; removed: number }> {
    const signature = await this.signature(siteId, locale);
    if (!force && this.signatures.get(key) === signature) return { indexed: 0, removed: 0 };
    // Another instance may have indexed what changed: what this one read of the index is stale.
    this.forget(key);
    // The transaction holds one connection of the pool while the documents are made; the
    // content store's reads (the lists a page shows) run on others.
    const result = await this.sql.transaction(async (tx) => {
      const lock = await tx.get<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(?::int, hashtext(?)) AS locked', [SEARCH_LOCK, key]);
      if (!lock?.locked) return null;
      const site = (await tx.get<{ slug: string; json: string }>('SELECT slug, json FROM sites WHERE id = ?', [siteId]))!;
      const languages = (JSON.parse(site.json) as { languages: { prefix: string }[] }).languages;
      const versions = new Map((await tx.all<{ source: string; version: number }>('SELECT source, version FROM source_versions WHERE site_id = ? AND locale = ?', [siteId, locale])).map((r) => [r.source, Number(r.version)]));
      const navigations = await tx.all<{ json: string; hash: string }>('SELECT json, hash FROM navigations WHERE site_id = ? AND locale = ? ORDER BY id', [siteId, locale]);
      const navStamp = sha(navigations.map((n) => n.hash).join(','));
      const pages = await tx.all<{ id: number; content_hash: string; modified: string }>("SELECT id, content_hash, modified FROM pages WHERE site_id = ? AND locale = ? AND status = 'published' ORDER BY id", [siteId, locale]);
      const docs = new Map((await tx.all<{ page_id: number; stamp: string; sources: string }>('SELECT page_id, stamp, sources FROM search_docs WHERE site_id = ? AND locale = ?', [siteId, locale])).map((d) => [d.page_id, d]));
      const stampOf = (page: { content_hash: string; modified: string }, sources: string) =>
        `v${INDEX_VERSION}|${page.content_hash}|${page.modified}|${sources.split(',').filter(Boolean).map((s) => `${s}:${versions.get(s) ?? 0}`).join(',')}|${navStamp}`;
      const changed = pages.filter((p) => { const doc = docs.get(p.id); return !doc || doc.stamp !== stampOf(p, doc.sources); });
      const live = new Set(pages.map((p) => p.id));
      const gone = [...docs.keys()].filter((id) => !live.has(id));
      const labels = new Map<string, string[]>();
      if (changed.length) for (const n of navigations) navigationLabels(n.json, labels);
      for (const id of gone) {
        await tx.run('DELETE FROM search_pages WHERE site_id = ? AND locale = ? AND page_id = ?', [siteId, locale, id]);
        await tx.run('DELETE FROM search_docs WHERE site_id = ? AND locale = ? AND page_id = ?', [siteId, locale, id]);
      }
      for (const meta of changed) {
        const page = (await tx.get<PageSource>('SELECT id, path, template_type, title, published_json FROM pages WHERE id = ?', [meta.id]))!;
        let made: Awaited<ReturnType<typeof pageDocument>> = { sources: '', doc: null };
        // A page that cannot be read is left out of the index, never a failed search or start.
        try {
          const items = await tx.all<{ content: string }>("SELECT content FROM items WHERE page_id = ? AND status = 'published' ORDER BY id", [page.id]);
          made = await pageDocument(this.store, { slug: site.slug, languages }, locale, page, labels, items.map((i) => i.content));
        } catch {
          made = { sources: '', doc: null };
        }
        await tx.run('DELETE FROM search_pages WHERE site_id = ? AND locale = ? AND page_id = ?', [siteId, locale, page.id]);
        await tx.run(`INSERT INTO search_docs (site_id, locale, page_id, stamp, sources) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (site_id, locale, page_id) DO UPDATE SET stamp = excluded.stamp, sources = excluded.sources`, [siteId, locale, page.id, stampOf(meta, made.sources), made.sources]);
        const doc = made.doc;
        if (doc) {
          await tx.run('INSERT INTO search_pages (site_id, locale, page_id, path, template, display_title, excerpt, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?::tsvector)',
            [siteId, locale, page.id, doc.path, doc.template, doc.displayTitle, doc.excerpt, tsvectorOf(doc)]);
        }
      }
      return { indexed: changed.length, removed: gone.length };
    });
    // Another instance holds the lock: it indexes; this one checks again on its next search.
    if (!result) return { indexed: 0, removed: 0 };
    this.forget(key);
    this.signatures.set(key, signature);
    return result;
  }

  /** Synonym groups of a language: the defaults and the editors' own. */
  async synonyms(siteId: number, locale: string): Promise<{ defaults: string[][]; custom: string[][] }> {
    const row = await this.sql.get<{ groups: string }>('SELECT groups FROM search_synonyms WHERE site_id = ? AND locale = ?', [siteId, locale]);
    return { defaults: DEFAULT_SYNONYMS[locale] ?? [], custom: row ? (JSON.parse(row.groups) as string[][]) : [] };
  }

  /** Replaces the editors' synonym groups of a language (the route checks the editor's token). */
  async setSynonyms(siteSlug: string, body: unknown): Promise<{ lang: string; groups: number }> {
    const parsed = SynonymsBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ApiError(400, 'BAD_REQUEST', `Invalid synonyms: ${issue.path.join('.') || 'body'}: ${issue.message}. Send {"lang": "es_ES", "groups": [["matricula", "inscripcion"]]}.`);
    }
    const site = await this.store.site(siteSlug);
    await this.sql.run(`INSERT INTO search_synonyms (site_id, locale, groups, modified) VALUES (?, ?, ?, ?)
      ON CONFLICT (site_id, locale) DO UPDATE SET groups = excluded.groups, modified = excluded.modified`,
    [site.id, parsed.data.lang, JSON.stringify(parsed.data.groups), new Date().toISOString()]);
    this.synonymCache.delete(`${site.id}:${parsed.data.lang}`);
    return { lang: parsed.data.lang, groups: parsed.data.groups.length };
  }

  /**
   * Read on every search, not cached: another instance may have saved new groups, and one
   * indexed read is cheap next to the search itself.
   */
  private async synonymMap(siteId: number, locale: string): Promise<Map<string, string[][]>> {
    const { defaults, custom } = await this.synonyms(siteId, locale);
    const id = JSON.stringify(custom);
    const key = `${siteId}:${locale}:${id}`;
    let map = this.synonymCache.get(key);
    if (!map) {
      for (const k of this.synonymCache.keys()) if (k.startsWith(`${siteId}:${locale}:`)) this.synonymCache.delete(k);
      map = synonymMapOf([...defaults, ...custom], locale);
      this.synonymCache.set(key, map);
    }
    return map;
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const site = await this.store.site(request.site);
    const concepts = conceptsOf(request.query, request.lang, await this.synonymMap(site.id, request.lang));
    if (concepts.length === 0) return emptyResponse(request);
    await this.sync(site.id, request.lang);
    return rankResults(request, concepts, this.reader(site.id, request.lang));
  }

  private reader(siteId: number, locale: string): IndexReader {
    const key = `${siteId}:${locale}`;
    const where = 'FROM search_pages WHERE site_id = ? AND locale = ? AND document @@ ?::tsquery';
    const found = async (query: string) =>
      new Set((await this.sql.all<{ page_id: number }>(`SELECT page_id ${where}`, [siteId, locale, query])).map((r) => r.page_id));
    // ts_rank's IDF-free score times the concept's IDF: the same IDF FTS5's BM25 uses (see scores in search.ts).
    const idf = (total: number, hits: number) => Math.max(1e-6, Math.log((total - hits + 0.5) / (hits + 0.5)));
    // The three field-restricted matches of a concept in one round trip (asked after the
    // concept's typo corrections, so its forms no longer change).
    const byField = new Map<Concept, Promise<Record<keyof typeof FIELD_WEIGHT, Set<number>>>>();
    const fields = (concept: Concept) => {
      let sets = byField.get(concept);
      if (!sets) {
        const query = (weight: string) => formsOf(concept, weight).join(' | ');
        sets = this.sql.all<{ page_id: number; labels: boolean; title: boolean; headings: boolean }>(
          `SELECT page_id, document @@ ?::tsquery AS labels, document @@ ?::tsquery AS title, document @@ ?::tsquery AS headings ${where}`,
          [query(FIELD_WEIGHT.labels), query(FIELD_WEIGHT.title), query(FIELD_WEIGHT.headings), siteId, locale, query('')],
        ).then((rows) => ({
          labels: new Set(rows.filter((r) => r.labels).map((r) => r.page_id)),
          title: new Set(rows.filter((r) => r.title).map((r) => r.page_id)),
          headings: new Set(rows.filter((r) => r.headings).map((r) => r.page_id)),
        }));
        byField.set(concept, sets);
      }
      return sets;
    };
    return {
      matching: async (concept, field) => (field ? (await fields(concept))[field] : found(formsOf(concept).join(' | '))),
      phrase: (terms) => found(phraseQuery(terms)),
      scores: async (concepts, total) => {
        const sums = new Map<number, number>();
        for (const concept of concepts) {
          const forms: Row[][] = [];
          for (const form of formsOf(concept)) {
            forms.push((await this.sql.all<{ page_id: number; score: number }>(
              `SELECT page_id, ts_rank(${RANK_WEIGHTS}, document, ?::tsquery, ${RANK_NORMALISATION}) AS score ${where} ORDER BY page_id`,
              [form, siteId, locale, form])).map((r) => ({ rowid: r.page_id, score: Number(r.score) })));
          }
          const weight = idf(total, Math.max(0, ...forms.map((f) => f.length)));
          for (const form of forms) for (const r of form) sums.set(r.rowid, (sums.get(r.rowid) ?? 0) + r.score * weight);
        }
        return [...sums].map(([rowid, score]) => ({ rowid, score }));
      },
      docs: async () => {
        let docs = this.docs.get(key);
        if (!docs) {
          const rows = await this.sql.all<Doc & { page_id: number }>('SELECT page_id, path, template, display_title AS title, excerpt FROM search_pages WHERE site_id = ? AND locale = ? ORDER BY page_id', [siteId, locale]);
          docs = new Map(rows.map(({ page_id, ...doc }) => [page_id, doc]));
          this.docs.set(key, docs);
        }
        return docs;
      },
      vocabulary: async () => {
        let vocabulary = this.vocabularies.get(key);
        if (!vocabulary) {
          // ts_stat reads a query's text: the site id is a number and the locale one of the schema's.
          const rows = await this.sql.all<{ term: string; docs: number }>(
            'SELECT word AS term, ndoc AS docs FROM ts_stat(format(\'SELECT document FROM search_pages WHERE site_id = %s AND locale = %L\', ?::int, ?::text)) ORDER BY word',
            [siteId, locale]);
          vocabulary = rows.map((r) => ({ term: r.term, docs: Number(r.docs) }));
          this.vocabularies.set(key, vocabulary);
        }
        return vocabulary;
      },
    };
  }
}
