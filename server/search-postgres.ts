import { planSync, SearchSync, type SyncResult } from './search-sync.js';
import type { SearchEngine } from './search-engine.js';
import { ApiError, type ContentStore } from './content-store.js';
import type { Sql } from './sql/sql.js';
import {
  addEventDays, boilerplateOf, conceptsOf, emptyResponse, EVENT_DAYS_SQL, formWeights, INDEX_VERSION, ITEM_CATEGORIES_SQL, navigationLabels, pageDocument, rankResults, STEMMED_AS, synonymMapOf, SynonymsBodySchema, words,
  type Concept, type Concepts, type Doc, type IndexReader, type PageSource, type Row, type SearchRequest, type SearchResponse, type Stemmer,
} from './search.js';
import { DEFAULT_INTENTS, DEFAULT_KINDS, DEFAULT_SYNONYMS } from './search-synonyms.js';

/**
 * Site search on PostgreSQL (spec 7 search): the same documents, concepts, synonyms, typo
 * correction and ranking as the SQLite index (server/search.ts: everything but the index itself
 * is shared), over PostgreSQL's own full-text search — one row per page and language in
 * `search_pages` (migration 2) with a `tsvector` under a GIN index.
 *
 * The words are PostgreSQL's: each field's text goes through the language's text-search
 * configuration (migration 3: `sitegen_es`, `sitegen_en`, the built-in `spanish`/`english` parser
 * and Snowball stemmers with `unaccent` before them), `setweight(to_tsvector(cfg, title), 'A') ||
 * … labels 'B' || headings 'C' || body and listed items 'D'`. The query is stemmed by the SAME
 * configuration (lexemesOf: `to_tsvector(cfg, word)` per word of the query and of the synonym
 * groups, cached per process), so page and query meet in one stemmer's words whatever its
 * version says: the shared code works out the concepts, synonyms (listed in surface words) and
 * stop words with a Stemmer it is given (search.ts), and typo corrections come from the index's
 * own vocabulary (`ts_stat`, cached per language until the next upkeep).
 * The configurations' stemmers have no stop-word list: every word is indexed, as FTS5 does, and
 * the shared code decides which query words do not count (its list keeps words that are content
 * on this site, "trabajo", "horas", which PostgreSQL's Spanish list drops).
 *
 * Each field's weight class makes a field-restricted match (`'word':B` for the labels) answer what
 * FTS5's column filter does, and `ts_rank` weighs them 1, 0.8, 0.5 and 0.1 — FTS5's 10/8/5/1.
 * ts_rank has no IDF: each concept's rank is multiplied by the concept's IDF (that of its most
 * common form), which is what FTS5's BM25 rescaled per form amounts to on SQLite. ts_rank is
 * nearly linear in the weight of the field a word is in (a title hit ten times a body hit), where
 * BM25 saturates: the rank is taken to a power under 1 (RANK_EXPONENT) first, so that the shared
 * cuts of search.ts (a passing mention under 15 % of the best) see a page that has the query's
 * words only in its body as SQLite does.
 *
 * Round trips per search: one, once this process has met the site, the language and the query's
 * words — every match and rank the ranking needs (a matrix of tsqueries over the matching pages,
 * Batch) asked together with the language's index signature and the editors' synonyms, and kept
 * if neither moved (searchInOne). Otherwise two: the site, signature, synonyms and the lexemes of
 * words not met before (context), then the batch. A typo correction adds a batch; the upkeep
 * below runs only when the signature moved.
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
 * ts_rank's normalisation: divided by 1 + log(the page's number of distinct words) (16), a milder
 * discount of long pages than BM25's. Measured on the judged queries (test/integration/search-backends.test.ts,
 * nDCG@10 / MRR / success@3 over PostgreSQL's own lexemes): none (0) es 0.875/0.919/0.962, en
 * 0.915/0.952/0.981; 16: es 0.886/0.922/0.962, en 0.92/0.969/1. 1 + log(length) (1) and the
 * distinct-word count itself (8) put list pages that answer a query below articles that mention
 * it (es success@3 0.925 with 1, nDCG 0.795 with 8); rank/(rank + 1) (32) es 0.894/0.947/0.962,
 * en no better than none.
 */
const RANK_NORMALISATION = 16;
/**
 * Each form's ts_rank is taken to this power before the concept's IDF weighs it (spec 7 search:
 * the same results on both backends). Linear, a body-only mention ranks ~0.09 of a title hit
 * (0.061 against 0.70 for "science"), under the shared 15 % passing-mention cut, where BM25's
 * saturation keeps it at ~0.6 of the best: "data science" found 4 pages on PostgreSQL against 13 on
 * SQLite. 0.09^0.6 ≈ 0.23 clears the cut with room for a long page; a power keeps the order within
 * each concept and needs no constant on ts_rank's scale (which the normalisation moves). Measured on
 * the judged queries (as above, nDCG@10 / MRR / success@3): linear es 0.886/0.922/0.962, en
 * 0.92/0.969/1; 0.5 es 0.885/0.928/0.962, en 0.919/0.959/1; 0.6 es 0.896/0.947/0.962, en
 * 0.924/0.969/1; 0.7 es 0.884/0.919/0.962, en 0.921/0.969/1. A saturation r/(r + k) (BM25's
 * shape on ts_rank's scale) either left the ranking as linear (k 0.02) or flattened titles into
 * body text (k 0.01: en nDCG 0.88). Body-only pages still rank lower against a title than on
 * SQLite, so the shared rank cut (60 % of the first) keeps fewer of them for a one-word query
 * ("science": 4 pages, SQLite 9); the saturations that kept more ("data": 53 and 104 pages with
 * k 0.01 and 0.005, SQLite 64) cost en nDCG 0.04 and 0.07.
 */
const RANK_EXPONENT = 0.6;
const FIELD_WEIGHT = { title: 'A', labels: 'B', headings: 'C' } as const;

/** The text-search configuration of a language (migration 3), as the shared stemmer picks Spanish or English. */
export const configurationOf = (locale: string) => (locale.startsWith('es') ? 'sitegen_es' : 'sitegen_en');

/**
 * The document of a page as PostgreSQL stems it, weighted by field; positions run on across the
 * fields (tsvector `||` shifts them), as FTS5's phrase matching needs within one.
 */
const DOCUMENT_SQL = `setweight(to_tsvector(@cfg::regconfig, @title), 'A') || setweight(to_tsvector(@cfg::regconfig, @labels), 'B')
  || setweight(to_tsvector(@cfg::regconfig, @headings), 'C') || setweight(to_tsvector(@cfg::regconfig, @body), 'D')`;

/**
 * The words the configurations stem as another (search.ts STEMMED_AS, shared with SQLite), by
 * configuration: given to to_tsvector in their place, in pages and queries alike.
 */
const ASKED_AS: Record<string, ReadonlyMap<string, string>> = { [configurationOf('es')]: STEMMED_AS.es, [configurationOf('en')]: STEMMED_AS.en };
/** The stamp's part for how documents are made here: a change to ASKED_AS indexes every page again. */
const DOCUMENT_VERSION = 5;
const askedAs = (cfg: string, word: string) => ASKED_AS[cfg]?.get(word) ?? word;
const ASKED_PATTERN = new Map(Object.entries(ASKED_AS).filter(([, map]) => map.size).map(([cfg, map]) => [cfg, new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...map.keys()].join('|')})(?![\\p{L}\\p{N}])`, 'giu')]));
/** A field's text with ASKED_AS's words replaced, for to_tsvector. */
const askedText = (cfg: string, text: string) => {
  const pattern = ASKED_PATTERN.get(cfg);
  return pattern ? text.replace(pattern, (word) => askedAs(cfg, word.toLowerCase())) : text;
};

/**
 * Each word's lexemes under a configuration, in the order of the word (several when the parser
 * splits it, a phrase of them); an empty string when it makes none.
 */
const LEXEMES_SQL = (cfg: string, list: string) => `SELECT w AS word, COALESCE((SELECT string_agg(t.lexeme, ' ' ORDER BY t.positions[1], t.lexeme)
  FROM unnest(to_tsvector(${cfg}::regconfig, w)) AS t), '') AS lexemes FROM unnest(${list}::text[]) AS w`;

/** The language's index signature (see SearchIndex's): its published pages, list sources and menus. */
const SIGNATURE_SQL = (site: string) => `(SELECT COUNT(*) || ':' || COALESCE(MAX(modified), '') || ':' || COALESCE(SUM(id), 0) FROM pages WHERE site_id = ${site} AND locale = @locale AND status = 'published')
      || '|' || (SELECT COALESCE(SUM(version), 0) FROM source_versions WHERE site_id = ${site} AND locale = @locale)
      || '|' || COALESCE((SELECT string_agg(hash, ',' ORDER BY id) FROM navigations WHERE site_id = ${site} AND locale = @locale), '')`;

/** A tsquery lexeme, quoted (a lexeme of PostgreSQL's may hold any character). */
const lexeme = (term: string, weight = '', prefix = false) =>
  `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}${weight ? `${prefix ? '' : ':'}${weight}` : ''}`;
/** The lexemes of stems (a stem holds several, space-separated, when PostgreSQL split its word). */
const termsOf = (stems: string[]) => stems.flatMap((s) => s.split(' ')).filter(Boolean);
/** An alternative of a concept (one word, or a phrase) as a tsquery. */
const phraseQuery = (stems: string[], weight = '') => `(${termsOf(stems).map((t) => lexeme(t, weight)).join(' <-> ')})`;
/** The word being typed as a prefix (its last lexeme; the ones before it, if any, as a phrase). */
const prefixQuery = (stem: string, weight = '') => {
  const terms = termsOf([stem]);
  return `(${terms.map((t, i) => lexeme(t, weight, i === terms.length - 1)).join(' <-> ')})`;
};

const formsOf = (concept: Concept, weight = '') => [
  ...concept.alternatives.map((a) => phraseQuery(a, weight)),
  ...(concept.prefix ? [prefixQuery(concept.prefix, weight)] : []),
];

/**
 * Every match and rank the shared ranking asks for one query, from one statement: the tsqueries
 * (each concept's forms, then its three field-restricted matches, then the phrase) against the
 * pages matching any of them. `ranks[page][q]` is -1 where the page does not match query q, its
 * ts_rank for a concept's form, 0 for the others.
 */
interface Plan {
  /** The concepts' forms it was made for (batchId). */
  id: string;
  forms: Map<Concept, { forms: number[]; labels: number; title: number; headings: number }>;
  phrase: number;
  params: { queries: string[]; ranked: number; any: string };
}
interface Batch extends Plan { pages: { id: number; ranks: number[] }[] }
const batchId = (concepts: Concept[]) => JSON.stringify(concepts.map((c) => [c.alternatives, c.prefix]));
/** A Batch's statement: the pages matching any form, each with its row of the matrix. */
const BATCH_SQL = `SELECT page_id, ARRAY(SELECT CASE WHEN NOT document @@ u.q THEN -1 WHEN u.n <= @ranked THEN ts_rank(${RANK_WEIGHTS}, document, u.q, ${RANK_NORMALISATION}) ELSE 0 END
    FROM unnest(@queries::tsquery[]) WITH ORDINALITY AS u(q, n) ORDER BY u.n) AS ranks
  FROM search_pages WHERE site_id = @site AND locale = @locale AND document @@ @any::tsquery ORDER BY page_id`;

export class PostgresSearchIndex extends SearchSync implements SearchEngine {
  private readonly vocabularies = new Map<string, { term: string; docs: number }[]>();
  /** Each language's boilerplate (search.ts boilerplateOf), read when this process first indexes a page of it. */
  private readonly boilerplates = new Map<string, Set<string>>();
  private readonly docs = new Map<string, Map<number, Doc>>();
  private readonly synonymCache = new Map<string, Map<string, string[][]>>();
  /** Word → its lexemes, per configuration (a configuration stems a word the same way every time). */
  private readonly lexemeCache = new Map<string, Map<string, string>>();
  /** Site slug (or id) → id, and each language's editors' synonym groups as last read: what searchInOne needs. */
  private readonly siteIds = new Map<string, number>();
  private readonly customs = new Map<string, string | null>();
  /** Configurations whose default synonyms' lexemes are in lexemeCache. */
  private readonly defaultsKnown = new Set<string>();

  constructor(private readonly store: ContentStore) {
    super();
  }

  private get sql(): Sql { return this.store.sql; }

  protected signature(siteId: number, locale: string): Promise<string> {
    return this.sql.get<{ sig: string }>(`SELECT ${SIGNATURE_SQL('@site')} AS sig`, { site: siteId, locale }).then((row) => row!.sig);
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
    this.boilerplates.clear();
    this.docs.clear();
    return this.syncAll();
  }

  protected sites(): Promise<{ id: number; json: string }[]> {
    return this.sql.all<{ id: number; json: string }>('SELECT id, json FROM sites ORDER BY id');
  }

  /** As SearchIndex's, and across instances: the language's advisory lock, or null when another instance holds it. */
  protected async indexLanguage(siteId: number, locale: string, key: string): Promise<SyncResult | null> {
    // Another instance may have indexed what changed: what this one read of the index is stale.
    this.forget(key);
    const cfg = configurationOf(locale);
    // The transaction holds one connection of the pool while the documents are made; the
    // content store's reads (the lists a page shows) run on others.
    const result = await this.sql.transaction(async (tx) => {
      const lock = await tx.get<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(?::int, hashtext(?)) AS locked', [SEARCH_LOCK, key]);
      if (!lock?.locked) return null;
      const site = (await tx.get<{ slug: string; json: string }>('SELECT slug, json FROM sites WHERE id = ?', [siteId]))!;
      const languages = (JSON.parse(site.json) as { languages: { prefix: string }[] }).languages;
      const state = {
        versions: new Map((await tx.all<{ source: string; version: number }>('SELECT source, version FROM source_versions WHERE site_id = ? AND locale = ?', [siteId, locale])).map((r) => [r.source, Number(r.version)])),
        navigations: await tx.all<{ json: string; hash: string }>('SELECT json, hash FROM navigations WHERE site_id = ? AND locale = ? ORDER BY id', [siteId, locale]),
        pages: await tx.all<{ id: number; content_hash: string; modified: string }>("SELECT id, content_hash, modified FROM pages WHERE site_id = ? AND locale = ? AND status = 'published' ORDER BY id", [siteId, locale]),
        docs: new Map((await tx.all<{ page_id: number; stamp: string; sources: string }>('SELECT page_id, stamp, sources FROM search_docs WHERE site_id = ? AND locale = ?', [siteId, locale])).map((d) => [d.page_id, d])),
      };
      // The configuration is in the stamp: a page indexed otherwise (before migration 3) is indexed again.
      const { changed, gone, stampOf } = planSync(state, INDEX_VERSION, `${cfg}.${DOCUMENT_VERSION}`);
      const navigations = state.navigations;
      const labels = new Map<string, string[]>();
      if (changed.length) for (const n of navigations) navigationLabels(n.json, labels);
      let boilerplate = this.boilerplates.get(key);
      if (!boilerplate && changed.length) {
        boilerplate = boilerplateOf(await tx.all<{ published_json: string | null }>("SELECT published_json FROM pages WHERE site_id = ? AND locale = ? AND status = 'published'", [siteId, locale]));
        this.boilerplates.set(key, boilerplate);
      }
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
          const categories = await tx.all<{ label: string }>(ITEM_CATEGORIES_SQL, [page.id]);
          made = await pageDocument(this.store, { slug: site.slug, languages }, locale, page, labels, items.map((i) => i.content), categories.map((c) => c.label), boilerplate);
        } catch {
          made = { sources: '', doc: null };
        }
        await tx.run('DELETE FROM search_pages WHERE site_id = ? AND locale = ? AND page_id = ?', [siteId, locale, page.id]);
        await tx.run(`INSERT INTO search_docs (site_id, locale, page_id, stamp, sources) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (site_id, locale, page_id) DO UPDATE SET stamp = excluded.stamp, sources = excluded.sources`, [siteId, locale, page.id, stampOf(meta, made.sources), made.sources]);
        const doc = made.doc;
        if (doc) {
          await tx.run(`INSERT INTO search_pages (site_id, locale, page_id, path, template, display_title, excerpt, document)
            VALUES (@site, @locale, @page, @path, @template, @displayTitle, @excerpt, ${DOCUMENT_SQL})`, {
            site: siteId, locale, page: page.id, path: doc.path, template: doc.template, displayTitle: doc.displayTitle, excerpt: doc.excerpt,
            cfg, title: askedText(cfg, doc.title), labels: askedText(cfg, doc.labels), headings: askedText(cfg, doc.headings), body: askedText(cfg, `${doc.body} ${doc.listed}`),
          });
        }
      }
      return { indexed: changed.length, removed: gone.length };
    });
    if (result) this.forget(key);
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
    for (const k of this.synonymCache.keys()) if (k.startsWith(`${site.id}:${parsed.data.lang}:`)) this.synonymCache.delete(k);
    return { lang: parsed.data.lang, groups: parsed.data.groups.length };
  }

  private lexemes(cfg: string): Map<string, string> {
    let cache = this.lexemeCache.get(cfg);
    if (!cache) {
      cache = new Map();
      this.lexemeCache.set(cfg, cache);
    }
    return cache;
  }

  /** Words of `texts` whose lexemes this process has not asked for yet. */
  private unknownWords(cfg: string, texts: Iterable<string>): string[] {
    const cache = this.lexemes(cfg);
    const out = new Set<string>();
    for (const text of texts) for (const word of words(text)) if (!cache.has(word)) out.add(word);
    return [...out];
  }

  /** Keeps the lexemes of the words asked for (`rows`, by the word given, ASKED_AS) under the words themselves. */
  private remember(cfg: string, words: readonly string[], rows: readonly { word: string; lexemes: string }[]): void {
    const cache = this.lexemes(cfg);
    // Bounded as the Snowball stems are (search.ts): a site's vocabulary is small.
    if (cache.size > 200_000) {
      cache.clear();
      this.defaultsKnown.delete(cfg);
    }
    const given = new Map(rows.map((r) => [r.word, r.lexemes]));
    for (const word of words) {
      const lexemes = given.get(askedAs(cfg, word));
      if (lexemes !== undefined) cache.set(word, lexemes);
    }
  }

  /** The configuration's stemmer: a word's lexemes, asked for beforehand (unknownWords); the word itself if it made none. */
  private stemmer(cfg: string): Stemmer {
    const cache = this.lexemes(cfg);
    // One function per lexeme cache, so what the ranking keeps per stemmer (the stemmed words of
    // intent and of kind) is kept across searches; the defaults' lexemes are known before any.
    let stemOf = this.stemmers.get(cache);
    if (!stemOf) this.stemmers.set(cache, stemOf = (word) => cache.get(word) || word);
    return stemOf;
  }
  private readonly stemmers = new WeakMap<Map<string, string>, Stemmer>();

  /** Asks the configuration for the lexemes of words it was not asked for yet (one round trip, none when all are known). */
  async lexemesOf(locale: string, texts: Iterable<string>): Promise<Stemmer> {
    const cfg = configurationOf(locale);
    const unknown = this.unknownWords(cfg, texts);
    if (unknown.length) this.remember(cfg, unknown, await this.sql.all<{ word: string; lexemes: string }>(LEXEMES_SQL('@cfg', '@words'), { cfg, words: unknown.map((w) => askedAs(cfg, w)) }));
    return this.stemmer(cfg);
  }

  /**
   * What a search needs before it can rank, in one round trip: the site, the language's index
   * signature, the editors' synonym groups (read on every search, not cached: another instance may
   * have saved new ones) and the lexemes of the query's and the default synonyms' new words.
   */
  private async context(siteKey: string, locale: string, query: string): Promise<{ siteId: number; signature: string; custom: string[][]; stemOf: Stemmer }> {
    const cfg = configurationOf(locale);
    const defaults = [...(DEFAULT_SYNONYMS[locale] ?? []).flat(), ...(DEFAULT_INTENTS[locale] ?? []), ...(DEFAULT_KINDS[locale] ?? [])];
    // The default synonyms' words (and the words of intent and of kind, search.ts conceptsOf) are
    // asked for with the first search of each language, then known.
    const unknown = this.unknownWords(cfg, this.defaultsKnown.has(cfg) ? [query] : [query, ...defaults]);
    const ask = async (where: string, key: string | number) => this.sql.get<{ id: number; sig: string; groups: string | null; lexemes: { word: string; lexemes: string }[] | null }>(
      `SELECT s.id, ${SIGNATURE_SQL('s.id')} AS sig,
        (SELECT groups FROM search_synonyms WHERE site_id = s.id AND locale = @locale) AS groups,
        (SELECT json_agg(json_build_object('word', l.word, 'lexemes', l.lexemes)) FROM (${LEXEMES_SQL('@cfg', '@words')}) AS l) AS lexemes
        FROM sites s WHERE ${where}`, { key, locale, cfg, words: unknown.map((w) => askedAs(cfg, w)) });
    // A site named by its slug (the usual), else by id as the content store allows (its 404 otherwise).
    const row = await ask('s.slug = @key', siteKey) ?? await ask('s.id = @key', (await this.store.site(siteKey)).id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No site "${siteKey}".`);
    if (row.lexemes) this.remember(cfg, unknown, row.lexemes);
    this.defaultsKnown.add(cfg);
    const custom = row.groups ? (JSON.parse(row.groups) as string[][]) : [];
    this.siteIds.set(siteKey, Number(row.id));
    this.customs.set(`${row.id}:${locale}`, row.groups);
    // Editors' words met for the first time: one more round trip, once.
    const stemOf = await this.lexemesOf(locale, custom.flat());
    return { siteId: Number(row.id), signature: row.sig, custom, stemOf };
  }

  /** Stemmed phrase → alternatives, for the defaults and these custom groups (cached while they stay the same). */
  private synonymMap(siteId: number, locale: string, custom: string[][], stemOf: Stemmer): Map<string, string[][]> {
    const key = `${siteId}:${locale}:${JSON.stringify(custom)}`;
    let map = this.synonymCache.get(key);
    if (!map) {
      for (const k of this.synonymCache.keys()) if (k.startsWith(`${siteId}:${locale}:`)) this.synonymCache.delete(k);
      map = synonymMapOf([...(DEFAULT_SYNONYMS[locale] ?? []), ...custom], locale, stemOf);
      this.synonymCache.set(key, map);
    }
    return map;
  }

  async search(request: SearchRequest, now = Date.now()): Promise<SearchResponse> {
    const quick = await this.searchInOne(request, now);
    if (quick) return quick;
    const { siteId, signature, custom, stemOf } = await this.context(request.site, request.lang, request.query);
    const concepts = conceptsOf(request.query, request.lang, this.synonymMap(siteId, request.lang, custom, stemOf), stemOf);
    if (concepts.length === 0) return emptyResponse(request);
    if (this.signatures.get(`${siteId}:${request.lang}`) !== signature) await this.sync(siteId, request.lang);
    const typed = words(request.query);
    return rankResults(request, concepts, this.reader(siteId, request.lang, concepts, typed.length >= 2 ? typed.map(stemOf) : null), stemOf, now);
  }

  /**
   * A search in one round trip: once this process knows the site, the language's index signature
   * and synonyms and every word of the query, the concepts are worked out before asking anything,
   * so their Batch is asked for together with the signature and the synonyms. It stands when
   * neither moved; otherwise (null) the search runs the usual way (context, upkeep, batch).
   */
  private async searchInOne(request: SearchRequest, now: number): Promise<SearchResponse | null> {
    const siteId = this.siteIds.get(request.site);
    if (siteId === undefined) return null;
    const key = `${siteId}:${request.lang}`;
    const cfg = configurationOf(request.lang);
    const signature = this.signatures.get(key);
    const groups = this.customs.get(key);
    if (signature === undefined || groups === undefined || !this.defaultsKnown.has(cfg)) return null;
    const custom = groups ? (JSON.parse(groups) as string[][]) : [];
    if (this.unknownWords(cfg, [request.query, ...custom.flat()]).length) return null;
    const stemOf = this.stemmer(cfg);
    const concepts = conceptsOf(request.query, request.lang, this.synonymMap(siteId, request.lang, custom, stemOf), stemOf);
    if (concepts.length === 0) return null;
    const typed = words(request.query);
    const phraseTerms = typed.length >= 2 ? typed.map(stemOf) : null;
    const plan = this.plan(concepts, phraseTerms);
    const row = await this.sql.get<{ sig: string; groups: string | null; pages: [number, number[]][] | null }>(`SELECT ${SIGNATURE_SQL('@site')} AS sig,
        (SELECT groups FROM search_synonyms WHERE site_id = @site AND locale = @locale) AS groups,
        (SELECT json_agg(json_build_array(b.page_id, b.ranks)) FROM (${BATCH_SQL}) AS b) AS pages`,
    { site: siteId, locale: request.lang, ...plan.params });
    if (!row || row.sig !== signature || row.groups !== groups) return null;
    const pages = (row.pages ?? []).map(([id, ranks]) => ({ id: Number(id), ranks: ranks.map(Number) })).sort((a, b) => a.id - b.id);
    return rankResults(request, concepts, this.reader(siteId, request.lang, concepts, phraseTerms, { ...plan, pages }), stemOf, now);
  }

  private reader(siteId: number, locale: string, concepts: Concept[], phraseTerms: string[] | null, prefetched: Batch | null = null): IndexReader {
    const key = `${siteId}:${locale}`;
    let batch: { id: string; result: Promise<Batch> } | null = prefetched && { id: prefetched.id, result: Promise.resolve(prefetched) };
    // The batch for the concepts as they are now: a typo correction adds forms, and a new batch.
    const current = (): Promise<Batch> => {
      const id = batchId(concepts);
      if (!batch || batch.id !== id) batch = { id, result: this.batch(siteId, locale, this.plan(concepts, phraseTerms)) };
      return batch.result;
    };
    const where = (b: Batch, q: number) => new Set(b.pages.filter((p) => p.ranks[q]! >= 0).map((p) => p.id));
    // ts_rank's IDF-free score, flattened (RANK_EXPONENT), times the concept's IDF: the same IDF FTS5's BM25 uses (see scores in search.ts).
    const idf = (total: number, hits: number) => Math.max(1e-6, Math.log((total - hits + 0.5) / (hits + 0.5)));
    return {
      matching: async (concept, field) => {
        const b = await current();
        const at = b.forms.get(concept);
        if (!at) return new Set();
        if (field) return where(b, at[field]);
        return new Set(b.pages.filter((p) => at.forms.some((q) => p.ranks[q]! >= 0)).map((p) => p.id));
      },
      phrase: async (terms) => {
        if (phraseTerms && terms.join(' ') === phraseTerms.join(' ')) {
          const b = await current();
          return where(b, b.phrase);
        }
        const rows = await this.sql.all<{ page_id: number }>('SELECT page_id FROM search_pages WHERE site_id = ? AND locale = ? AND document @@ ?::tsquery',
          [siteId, locale, phraseQuery(terms)]);
        return new Set(rows.map((r) => r.page_id));
      },
      scores: async (list, total) => {
        const b = await current();
        const sums = new Map<number, number>();
        for (const concept of list) {
          const at = b.forms.get(concept);
          if (!at) continue;
          const forms: Row[][] = at.forms.map((q) => b.pages.filter((p) => p.ranks[q]! >= 0).map((p) => ({ rowid: p.id, score: p.ranks[q]! })));
          const weight = idf(total, Math.max(0, ...forms.map((f) => f.length)));
          const weights = formWeights(concept, forms.map((f) => f.length));
          for (const [k, form] of forms.entries()) for (const r of form) sums.set(r.rowid, (sums.get(r.rowid) ?? 0) + r.score ** RANK_EXPONENT * weight * weights[k]!);
        }
        return [...sums].map(([rowid, score]) => ({ rowid, score }));
      },
      docs: async () => {
        let docs = this.docs.get(key);
        if (!docs) {
          const rows = await this.sql.all<Doc & { page_id: number }>('SELECT page_id, path, template, display_title AS title, excerpt FROM search_pages WHERE site_id = ? AND locale = ? ORDER BY page_id', [siteId, locale]);
          docs = new Map(rows.map(({ page_id, ...doc }) => [page_id, doc]));
          addEventDays(docs, await this.sql.all<{ id: number; content: unknown }>(EVENT_DAYS_SQL, [siteId, locale]));
          this.docs.set(key, docs);
        }
        return docs;
      },
      navigations: async () => (await this.sql.all<{ json: string }>('SELECT json FROM navigations WHERE site_id = ? AND locale = ? ORDER BY id', [siteId, locale])).map((n) => n.json),
      stems: (words) => this.lexemesOf(locale, words),
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

  /** The tsqueries of a Batch for these concepts, and where each concept's are. */
  private plan(concepts: Concept[], phraseTerms: string[] | null): Plan {
    const queries: string[] = [];
    const add = (query: string) => queries.push(query) - 1;
    const forms = new Map<Concept, { forms: number[]; labels: number; title: number; headings: number }>();
    // The forms first: only they are ranked.
    for (const concept of concepts) forms.set(concept, { forms: formsOf(concept).map(add), labels: -1, title: -1, headings: -1 });
    const ranked = queries.length;
    const any = queries.join(' | ');
    for (const concept of concepts) {
      const at = forms.get(concept)!;
      for (const field of ['labels', 'title', 'headings'] as const) at[field] = add(formsOf(concept, FIELD_WEIGHT[field]).join(' | '));
    }
    // The words of wanting to study are not searched, but the ranking asks which titles carry
    // them (search.ts rankResults): asked among the pages the forms find.
    for (const intent of (concepts as Concepts).intents ?? []) forms.set(intent, { forms: [], labels: -1, title: add(formsOf(intent, FIELD_WEIGHT.title).join(' | ')), headings: -1 });
    const phrase = phraseTerms ? add(phraseQuery(phraseTerms)) : -1;
    return { id: batchId(concepts), forms, phrase, params: { queries, ranked, any } };
  }

  /** One statement for every match and rank of the query's concepts (Batch). */
  private async batch(siteId: number, locale: string, plan: Plan): Promise<Batch> {
    const rows = await this.sql.all<{ page_id: number; ranks: number[] }>(BATCH_SQL, { site: siteId, locale, ...plan.params });
    return { ...plan, pages: rows.map((r) => ({ id: Number(r.page_id), ranks: r.ranks.map(Number) })) };
  }
}
