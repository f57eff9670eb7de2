import type { ContentStore } from './content-store.js';

/**
 * Site search for POST {publicApi}/ai/search (issue 5): SQLite FTS5 over every published page
 * of a language. Why FTS5: it is already inside better-sqlite3 (no second engine or process),
 * ranks with BM25 per column (titles weigh 8× the body), and keeps the index next to the content
 * it mirrors. Text is folded (lower case, accents removed) and stemmed with Orama's Snowball
 * stemmers for Spanish or English before indexing and querying, so "diseños" finds "diseño".
 *
 * similarity ∈ [0, 1] = 0.6 × coverage (share of the query's stems the page contains)
 *                     + 0.4 × relative BM25 (the page's score over the best score for the query).
 * Results are ordered by similarity × the template's priority (default 1); pages under
 * minSimilarity are dropped. The index of a language is rebuilt when its published pages change
 * (count, newest modification or ids differ from what was indexed).
 */

export interface SearchRequest {
  query: string;
  lang: string;
  site: string;
  templates?: string[];
  priorities?: Record<string, number>;
  minSimilarity?: number;
  page?: number;
  itemsPerPage?: number;
  useStructuredData?: boolean;
  fields?: string[];
}

export interface SearchItem { id: number; title: string; path: string; template: string; excerpt: string; similarity: number }
export interface SearchResponse { query: string; lang: string; page: number; itemsPerPage: number; totalItems: number; totalPages: number; items: SearchItem[] }

const TITLE_WEIGHT = 8;
const TEXT_KEYS = new Set(['title', 'subtitle', 'content', 'text', 'intro', 'abstract', 'question', 'answer', 'quote', 'label', 'value', 'name', 'role', 'caption', 'heroTitle', 'metaDescription']);
const SKIP_KEYS = new Set(['image', 'url', 'href', 'linkToURL', 'poster', 'staticMap', 'logo', 'data', 'queriedItems', 'breadcrumb', 'pageLanguages', 'structuredDataContent', 'socialImage']);

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

type Stemmer = (word: string) => string;
let stemmers: { es: Stemmer; en: Stemmer } | null = null;

/** Loaded on the first search: the API starts (and the build's embedded API too) without them. */
export async function loadStemmers(): Promise<void> {
  if (stemmers) return;
  const [es, en] = await Promise.all([import('@orama/stemmers/spanish'), import('@orama/stemmers/english')]);
  stemmers = { es: es.stemmer, en: en.stemmer };
}

export function stems(text: string, locale: string): string[] {
  if (!stemmers) throw new Error('stems() before loadStemmers()');
  const stem = locale.startsWith('es') ? stemmers.es : stemmers.en;
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1).map((w) => stem(w));
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&[a-z]+;/g, ' ');
}

/** The words a page shows: its module texts, without URLs, images or distributor results. */
export function pageText(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) pageText(child, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (SKIP_KEYS.has(key)) continue;
      if (typeof value === 'string' && TEXT_KEYS.has(key)) out.push(plainText(value));
      else if (typeof value === 'object') pageText(value, out);
    }
  }
  return out;
}

export class SearchIndex {
  private readonly indexed = new Map<string, string>();
  private readonly stmt;

  constructor(private readonly store: ContentStore) {
    const db = store.db;
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS search_pages USING fts5(
      title, body, page_id UNINDEXED, site_id UNINDEXED, locale UNINDEXED, template UNINDEXED, path UNINDEXED, display_title UNINDEXED, excerpt UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2')`);
    this.stmt = {
      signature: db.prepare<[number, string], { n: number; m: string | null; s: number }>("SELECT COUNT(*) AS n, MAX(modified) AS m, TOTAL(id) AS s FROM pages WHERE site_id = ? AND locale = ? AND status = 'published'"),
      pages: db.prepare<[number, string], { id: number; path: string; template_type: string; title: string; published_json: string }>("SELECT id, path, template_type, title, published_json FROM pages WHERE site_id = ? AND locale = ? AND status = 'published' AND published_json IS NOT NULL"),
      insert: db.prepare('INSERT INTO search_pages (title, body, page_id, site_id, locale, template, path, display_title, excerpt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      clear: db.prepare('DELETE FROM search_pages WHERE site_id = ? AND locale = ?'),
      match: db.prepare<[string, number, string], { page_id: number; template: string; path: string; display_title: string; excerpt: string; title: string; body: string; score: number }>(
        `SELECT page_id, template, path, display_title, excerpt, title, body, -bm25(search_pages, ${TITLE_WEIGHT}, 1) AS score
         FROM search_pages WHERE search_pages MATCH ? AND site_id = ? AND locale = ? LIMIT 2000`),
    };
  }

  private signature(siteId: number, locale: string): string {
    const row = this.stmt.signature.get(siteId, locale)!;
    return `${row.n}:${row.m}:${row.s}`;
  }

  /** (Re)indexes a language when its published pages changed since the last indexing. */
  ensure(siteId: number, locale: string): void {
    const key = `${siteId}:${locale}`;
    const signature = this.signature(siteId, locale);
    if (this.indexed.get(key) === signature) return;
    const pages = this.stmt.pages.all(siteId, locale);
    this.store.db.transaction(() => {
      this.stmt.clear.run(siteId, locale);
      for (const page of pages) {
        if (page.template_type === 'Error404' || page.path.endsWith('/500/') || page.template_type === 'SearchResults') continue;
        const json = JSON.parse(page.published_json) as { template?: unknown; metaDescription?: string };
        const text = pageText(json.template).join(' ').replace(/\s+/g, ' ').trim();
        const excerpt = (json.metaDescription || text).slice(0, 220);
        this.stmt.insert.run(stems(page.title, locale).join(' '), stems(text, locale).join(' '), page.id, siteId, locale, page.template_type, page.path, page.title, excerpt);
      }
    })();
    this.indexed.set(key, signature);
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    await loadStemmers();
    const site = this.store.site(request.site);
    const page = request.page ?? 1;
    const itemsPerPage = request.itemsPerPage ?? 10;
    const empty: SearchResponse = { query: request.query, lang: request.lang, page, itemsPerPage, totalItems: 0, totalPages: 0, items: [] };
    const terms = [...new Set(stems(request.query, request.lang))].slice(0, 12);
    if (terms.length === 0) return empty;
    this.ensure(site.id, request.lang);
    const match = terms.map((t) => `"${t.replace(/"/g, '')}"*`).join(' OR ');
    const templates = request.templates?.length ? request.templates : null;
    const rows = this.stmt.match.all(match, site.id, request.lang);
    const filtered = templates ? rows.filter((r) => templates.includes(r.template)) : rows;
    const best = Math.max(0, ...filtered.map((r) => r.score));
    const minSimilarity = request.minSimilarity ?? 0;
    const scored = filtered.map((r) => {
      // A term counts when a word of the page starts with it (the query matches prefixes too).
      const words = ` ${r.title} ${r.body}`;
      const coverage = terms.filter((t) => words.includes(` ${t}`)).length / terms.length;
      const similarity = Math.round((0.6 * coverage + 0.4 * (best > 0 ? r.score / best : 0)) * 1000) / 1000;
      return { r, similarity, rank: similarity * (request.priorities && Object.hasOwn(request.priorities, r.template) ? request.priorities[r.template]! : 1) };
    }).filter((s) => s.similarity >= minSimilarity).sort((a, b) => b.rank - a.rank || a.r.path.localeCompare(b.r.path));
    const start = (page - 1) * itemsPerPage;
    return {
      ...empty,
      totalItems: scored.length,
      totalPages: Math.ceil(scored.length / itemsPerPage),
      items: scored.slice(start, start + itemsPerPage).map(({ r, similarity }) => ({ id: r.page_id, title: r.display_title, path: r.path, template: r.template, excerpt: r.excerpt, similarity })),
    };
  }
}
