import { hash as hashOnce } from 'node:crypto';
import type { Db } from './open-database.js';
import type { DistributorData, Locale } from '../src/contract/schemas.js';
import type { Sql } from './sql/sql.js';
import type { DialectAdapter } from './sql/dialect-adapter.js';
import { localDayOf } from '../modules/locale-format.js';
import { SqliteSql } from './sql/sqlite-sql.js';
import { foldForSort } from './sql/fold.js';

import { ApiError } from '../src/contract/api-error.js';
import { DEFAULT_DISTRIBUTOR_QUANTITY } from '../src/contract/distributor-calls.js';

export { ApiError, foldForSort };

/** A query's matching ids in order, and the same sorted for membership tests. */
interface OrderedIds { stamp: string; ids: number[]; sorted: Float64Array }
/**
 * A site asks a few list queries per category and source (its lists, home blocks, a programme's
 * teachers, the faculty's areas), so the bound is the content model's, not the page count's: a
 * build's second pass must still find every one. The long lists are few (a source's whole list
 * per order and language); the many are a category's handful of ids.
 */
const MAX_ORDERED_LISTS = 512;

function contains(sorted: Float64Array, id: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = sorted[mid]!;
    if (value === id) return true;
    if (value < id) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

export interface SiteRow { id: number; slug: string; json: string }
export interface PageRow {
  id: number; site_id: number; locale: string; path: string; translation_group: number;
  template_type: string; header_id: number | null; footer_id: number | null;
  published_json: string | null; draft_json: string | null; content_hash: string; deps: string;
  status: string; modified: string; published: string;
}
interface ItemRow {
  id: number; language_id: number; locale: string; structured_data: string; page_id: number | null;
  page_path: string | null; content: string; published: string; modified: string;
}

export interface ListQuery {
  sources: string[];
  locale: string | null; // null: all languages
  page: number;
  items: number;
  order: string;
  maxItems?: number | undefined;
  search?: string | undefined;
  categories: number[];
  operator: 'AND' | 'OR';
  exclude: number[];
  relations: 'off' | 'simple' | 'full';
  includePending: boolean;
  fixed?: number[] | undefined;
  /** The day (YYYY-MM-DD, Madrid) an `upcoming-ASC` list counts from; the API's today when absent. */
  from?: string | undefined;
}

/**
 * The orders a list or distributor can ask for (spec 7), each with its SQL. A Map, not an object
 * literal: a lookup must only ever find these own entries, never an inherited property such as
 * `constructor` or `toString` (which would reach the SQL as text).
 *
 * The two upcoming orders are for events, by the day the item's card names (`content.date`)
 * against `from` (a day, YYYY-MM-DD, in the school's time zone; src/contract/upcoming.ts):
 * `upcoming-ASC` those on or after it, soonest first (a home page's "upcoming events");
 * `upcoming-then-past` the same, then the past ones, latest first (the events page). The build
 * passes its own day, so its output is the same whenever it runs for the same clock.
 */
const upcomingDay = (adapter: DialectAdapter) => adapter.jsonText('i.content', 'date');
const ORDERS = new Map<string, { by: (adapter: DialectAdapter) => string; where?: (adapter: DialectAdapter) => string }>([
  ['recent-DESC', { by: () => 'i.published DESC, i.id DESC' }],
  ['recent-ASC', { by: () => 'i.published ASC, i.id ASC' }],
  ['oldest-ASC', { by: () => 'i.published ASC, i.id ASC' }],
  ['alpha-ASC', { by: () => 'i.title_sort ASC, i.id ASC' }],
  ['alpha-DESC', { by: () => 'i.title_sort DESC, i.id DESC' }],
  ['upcoming-ASC', { by: (adapter) => `${upcomingDay(adapter)} ASC, i.id ASC`, where: (adapter) => `${upcomingDay(adapter)} >= @from` }],
  ['upcoming-then-past', {
    by: (adapter) => {
      const day = upcomingDay(adapter);
      return `(COALESCE(${day}, '') < @from) ASC, CASE WHEN ${day} >= @from THEN ${day} END ASC, ${day} DESC, i.id ASC`;
    },
  }],
]);
export const ORDER_NAMES = [...ORDERS.keys()] as [string, ...string[]];

/** What an order adds after a list's WHERE (a condition of its own, its ORDER BY), and its day (`@from`) when it has one. */
export function orderClause(order: string | undefined, adapter: DialectAdapter, from?: string): { sql: string; from?: string } {
  const clause = ORDERS.get(order ?? 'recent-DESC');
  if (clause === undefined) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid order "${String(order).slice(0, 80)}": use one of ${ORDER_NAMES.join(', ')}.`);
  }
  const sql = `${clause.where ? ` AND ${clause.where(adapter)}` : ''} ORDER BY ${clause.by(adapter)}`;
  if (!sql.includes('@from')) return { sql };
  if (from !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new ApiError(400, 'BAD_REQUEST', `Invalid from "${from.slice(0, 40)}": a day written YYYY-MM-DD.`);
  return { sql, from: from ?? localDayOf(new Date()) };
}

// Node's one-shot hash: the page index hashes every page twice, and a hash object per call cost
// more than the hashing (spec 9 build speed).
function sha(text: string): string {
  return hashOnce('sha1', text, 'hex').slice(0, 16);
}


/**
 * A page's live translations as its hash covers them (the language switch); the page index and
 * one page use the same words. In id order on both databases, so the same content hashes the
 * same wherever it is stored (SQLite's group_concat without ORDER BY walked the translation
 * group's index, which is id order too: the hashes of existing sites do not change).
 */
const translationsKey = (sql: Sql) => `SELECT ${sql.adapter.groupConcat("t.locale || ' ' || t.path", '|', 't.id')} AS translations FROM pages t WHERE t.status = 'published' AND`;

/** A list of ids sent as one JSON parameter, as rows of `value` (bigint: ids come from clients and may exceed an INTEGER column). */
const idsOf = (sql: Sql) => sql.adapter.jsonIds('bigint');

/**
 * Ids in keys are INTEGER columns: a client's id beyond them (15 digits are accepted) matches no
 * row. PostgreSQL would refuse it as a parameter of an INTEGER comparison, so it is sent as an id
 * no row has.
 */
export const key = (id: number): number => (Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : -1);


/**
 * A page's `hash` covers its content, header and footer, the versions of the sources its lists
 * read and its translations; `own` the same but the sources' names instead of their versions
 * (CONTRACT.md, page index `ownHash`). A page whose hash changed but not its own changed only in
 * what its lists may show: the build asks its lists' windows again instead of the page
 * (src/publish/manifest/affected-pages.ts), so a publish re-renders only the pages whose lists
 * really changed (DESIGN.md, `--path`).
 */
interface PageHashes { hash: string; own: string }

interface HashFacts { locale: string; content_hash: string; deps: string; header_id: number | null; footer_id: number | null; translations: string | null }

/**
 * Every query the content API answers, over the async `Sql` (server/sql/sql.ts): the embedded
 * SQLite file or a PostgreSQL server, the same SQL with one statement per dialect where they
 * differ. Each call is a few short indexed queries.
 */
export class ContentStore {
  readonly sql: Sql;
  private readonly raw: Db | null;

  /**
   * Each list query's matching item ids in its order, computed once and reused until the
   * database changes: a list of 321 pages or 41,000 distributors over one source is then one pass
   * over the index, and each page or distributor answer a slice and primary-key lookups (its count
   * is the array's length, not a COUNT scan). Least recently used first out; at most
   * MAX_ORDERED_LISTS queries are kept.
   */
  private readonly orderedLists = new Map<string, OrderedIds>();

  /**
   * SQLite: the site rows and each site's page hasher (its navigation hashes and source
   * versions), read once per state of the database (the stamp, two reads of no table) instead of
   * with every page answer, where those three queries were most of a page's SQL (spec 9: a build
   * asks for every page). Where the stamp is itself a query (PostgreSQL's, over the source
   * versions), they are read with each answer instead.
   */
  private siteFacts: { stamp: string; sites: Map<string, SiteRow>; hashers: Map<number, (r: HashFacts) => PageHashes> } | null = null;

  private async siteFactsNow() {
    if (!this.sql.adapter.changeStampIsFree) return null;
    const stamp = await this.stamp();
    if (this.siteFacts?.stamp !== stamp) this.siteFacts = { stamp, sites: new Map(), hashers: new Map() };
    return this.siteFacts;
  }

  /**
   * Any `Sql`, or a SQLite handle (wrapped in a `SqliteSql`; a transaction on the handle keeps
   * every wrapper of it waiting, server/sql/sqlite-sql.ts).
   */
  constructor(source: Sql | Db) {
    if ('dialect' in source) {
      this.sql = source;
      this.raw = source instanceof SqliteSql ? source.db : null;
    } else {
      this.raw = source;
      this.sql = new SqliteSql(source);
    }
  }

  get dialect(): Sql['dialect'] {
    return this.sql.dialect;
  }

  /**
   * The SQLite file this store reads, or null (PostgreSQL, or an in-memory database): where the
   * uploads and the image cache live by default (server/image-folders.ts).
   */
  get sqliteFile(): string | null {
    const name = this.raw?.name;
    return name && name !== ':memory:' ? name : null;
  }

  /** What the ordered lists were computed from, changed by every write they could see (DialectAdapter.changeStamp). */
  private stamp(): Promise<string> {
    return this.sql.adapter.changeStamp(this.sql);
  }

  async site(idOrSlug: string): Promise<SiteRow> {
    const facts = await this.siteFactsNow();
    const known = facts?.sites.get(idOrSlug);
    if (known) return known;
    const row = /^\d+$/.test(idOrSlug)
      ? await this.sql.get<SiteRow>('SELECT id, slug, json FROM sites WHERE id = ?', [key(Number(idOrSlug))])
      : await this.sql.get<SiteRow>('SELECT id, slug, json FROM sites WHERE slug = ?', [idOrSlug]);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No site "${idOrSlug}". Seed the database with \`sitegen content seed\` or check the site slug.`);
    facts?.sites.set(idOrSlug, row);
    return row;
  }

  async getSite(idOrSlug: string) {
    const row = await this.site(idOrSlug);
    const redirects = (await this.sql.all<{ from: string; to: string; case_insensitive: number; status: number }>(
      'SELECT from_path AS "from", to_path AS "to", case_insensitive, status FROM redirects WHERE site_id = ? ORDER BY id', [row.id]))
      .map((r) => ({ from: r.from, to: r.to, caseInsensitive: r.case_insensitive === 1, status: r.status }));
    return { ...JSON.parse(row.json), id: row.id, slug: row.slug, redirects };
  }

  /**
   * The page index. A page's hash covers its own content, its header and footer, the versions
   * of the sources its distributors read, and its translations' paths (the language switch).
   */
  async pageIndex(idOrSlug: string, locale: string | null, since: string | null, path: string | null = null) {
    const items = await this.indexItems((await this.site(idOrSlug)).id, { locale, since, path });
    return { items, totalItems: items.length };
  }

  private async indexItems(siteId: number, filter: { locale: string | null; since: string | null; path: string | null }) {
    const hashOf = await this.hasher(siteId);
    // The whole index, once per full build: one pass over the site's published pages in id order
    // (pages_by_site_status), whatever the filters. A one-path rebuild asks for its paths only:
    // one lookup of the (site_id, path) unique index each, at any site size (spec 9). (The casts
    // tell PostgreSQL what type a parameter is that may be NULL.)
    const where = filter.path !== null ? 'p.site_id = @site AND p.path = @path' : 'p.site_id = @site';
    const rows = await this.sql.all<HashFacts & { id: number; path: string; modified: string }>(
      `SELECT p.id, p.path, p.locale, p.modified, p.content_hash, p.deps, p.header_id, p.footer_id,
              (${translationsKey(this.sql)} t.translation_group = p.translation_group AND t.id != p.id) AS translations
         FROM pages p
        WHERE ${where} AND p.status = 'published' AND (CAST(@locale AS TEXT) IS NULL OR p.locale = @locale)
          AND (CAST(@since AS TEXT) IS NULL OR p.modified >= @since)
        ORDER BY p.id`, { site: siteId, locale: filter.locale, since: filter.since, ...(filter.path !== null ? { path: filter.path } : {}) });
    return rows.map((r) => {
      const { hash, own } = hashOf(r);
      return { id: r.id, path: r.path, locale: r.locale, hash, ownHash: own, modified: r.modified };
    });
  }

  /** The hash of a page from its facts, with the site's navigation hashes and source versions (a few rows each). */
  private async hasher(siteId: number): Promise<(r: HashFacts) => PageHashes> {
    const facts = await this.siteFactsNow();
    const known = facts?.hashers.get(siteId);
    if (known) return known;
    const hasher = await this.readHasher(siteId);
    facts?.hashers.set(siteId, hasher);
    return hasher;
  }

  private async readHasher(siteId: number): Promise<(r: HashFacts) => PageHashes> {
    const navHash = new Map((await this.sql.all<{ id: number; hash: string }>('SELECT id, hash FROM navigations WHERE site_id = ?', [siteId]))
      .map((n) => [n.id, n.hash]));
    const versions = new Map((await this.sql.all<{ locale: string; source: string; version: number }>(
      'SELECT locale, source, version FROM source_versions WHERE site_id = ?', [siteId])).map((v) => [`${v.locale} ${v.source}`, v.version]));
    return (r) => {
      const deps = r.deps ? r.deps.split(',').map((d) => `${d}:${versions.get(`${r.locale} ${d}`) ?? 0}`).join(',') : '';
      const header = navHash.get(r.header_id ?? -1) ?? '';
      const footer = navHash.get(r.footer_id ?? -1) ?? '';
      return { hash: sha([r.content_hash, header, footer, deps, r.translations ?? ''].join('|')), own: sha([r.content_hash, header, footer, r.deps, r.translations ?? ''].join('|')) };
    };
  }

  async getPage(idOrSlug: string, id: number, draft: boolean) {
    const site = await this.site(idOrSlug);
    const row = await this.sql.get<PageRow>('SELECT * FROM pages WHERE site_id = ? AND id = ?', [site.id, key(id)]);
    const json = row && (draft ? row.draft_json ?? row.published_json : row.status === 'published' ? row.published_json : null);
    if (!row || !json) {
      throw new ApiError(404, 'NOT_FOUND', `No ${draft ? '' : 'published '}page ${id} in site ${site.slug}.`);
    }
    return this.composePage(site, row, json);
  }

  /**
   * A page as the API serves it: its stored JSON with the fields the API computes (id, site,
   * path, URLs, dates, translations, hash). Editors' saves check a draft in this form, exactly as
   * the build would fetch it once published (server/editing.ts).
   */
  async composePage(site: SiteRow, row: PageRow, json: string) {
    const siteData = JSON.parse(site.json) as { domainUrl: string; languages: { id: number; locale: string; prefix: string }[] };
    const languageOf = (locale: string) => siteData.languages.find((l) => l.locale === locale);
    const translations = await this.sql.all<{ id: number; locale: string; path: string; status: string }>(
      'SELECT id, locale, path, status FROM pages WHERE translation_group = ? ORDER BY id', [row.translation_group]);
    const pageLanguages = translations.map((t) => ({
      pageId: t.id,
      languageId: languageOf(t.locale)?.id ?? 0,
      locale: t.locale,
      isLive: t.status === 'published',
      path: t.path,
    }));
    const prefix = languageOf(row.locale)?.prefix ?? '';
    // The hash the page index gives this page (a published one; a draft keeps its content hash),
    // from its own row and translation group: primary-key and group lookups, never the whole index.
    // Its translations' share is the same words as the index's aggregate, from the rows just read
    // (in id order, published ones other than the page; none is NULL, as the aggregate of no rows).
    let hash = row.content_hash;
    if (row.status === 'published') {
      const hashOf = await this.hasher(site.id);
      const live = translations.filter((t) => t.status === 'published' && t.id !== row.id).map((t) => `${t.locale} ${t.path}`);
      hash = hashOf({ ...row, translations: live.length > 0 ? live.join('|') : null }).hash;
    }
    // The stored JSON is parsed after the reads: a page that is not JSON fails here, as before.
    return {
      ...JSON.parse(json),
      id: row.id,
      site: site.id,
      siteSlug: site.slug,
      locale: row.locale,
      path: row.path,
      fullPath: {
        domainUrl: siteData.domainUrl,
        language: prefix,
        page: row.path.slice(prefix.length) || '/',
        compose: row.path,
      },
      fullUrl: siteData.domainUrl + row.path,
      modified: row.modified,
      published: row.published,
      pageLanguages,
      hash,
    };
  }

  async navigations(idOrSlug: string) {
    const site = await this.site(idOrSlug);
    const rows = await this.sql.all<{ id: number; locale: string; component: string; json: string }>(
      'SELECT id, locale, component, json FROM navigations WHERE site_id = ? ORDER BY id', [site.id]);
    const items = rows.map((n) => ({ ...JSON.parse(n.json), id: n.id, locale: n.locale, component: n.component }));
    return { items };
  }

  private async toItems(rows: ItemRow[], relations: 'off' | 'simple' | 'full') {
    const categories = new Map<number, { id: number; label: string; source?: string }[]>();
    if (relations !== 'off' && rows.length > 0) {
      const all = await this.sql.all<{ item_id: number; id: number; label: string; source: string }>(
        `SELECT ic.item_id, c.id, c.label, c.source FROM item_categories ic JOIN categories c ON c.id = ic.category_id
          WHERE ic.item_id IN (${idsOf(this.sql)}) ORDER BY c.id`, [JSON.stringify(rows.map((r) => r.id))]);
      for (const c of all) {
        const list = categories.get(c.item_id) ?? [];
        list.push(relations === 'full' ? { id: c.id, label: c.label, source: c.source } : { id: c.id, label: c.label });
        categories.set(c.item_id, list);
      }
    }
    return rows.map((r) => ({
      id: r.id,
      structuredData: r.structured_data,
      language: r.language_id,
      relatedPage: r.page_id !== null && r.page_path !== null ? { pageId: r.page_id, url: r.page_path } : null,
      content: JSON.parse(r.content),
      ...(relations === 'off' ? {} : { categories: categories.get(r.id) ?? [] }),
      modified: r.modified,
      published: r.published,
    }));
  }

  /** The WHERE clause shared by lists and auto distributors; every branch is index-backed. */
  private whereFor(siteId: number, q: Pick<ListQuery, 'sources' | 'locale' | 'categories' | 'operator' | 'exclude' | 'includePending' | 'search'>, perSourceFilters?: Map<string, { ids: number[]; operator: 'AND' | 'OR' }>) {
    const ids = idsOf(this.sql);
    const params: unknown[] = [siteId];
    const clauses = ['i.site_id = ?'];
    if (q.locale) { clauses.push('i.locale = ?'); params.push(q.locale); }
    if (!q.includePending) clauses.push("i.status = 'published'");
    const sourceClauses = q.sources.map((source) => {
      params.push(source);
      const filter = perSourceFilters?.get(source);
      if (!filter || filter.ids.length === 0) return '(i.structured_data = ?)';
      params.push(JSON.stringify(filter.ids));
      if (filter.operator === 'OR') {
        return `(i.structured_data = ? AND i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (${ids})))`;
      }
      params.push(filter.ids.length);
      return `(i.structured_data = ? AND i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (${ids}) GROUP BY item_id HAVING COUNT(*) = ?))`;
    });
    clauses.push(`(${sourceClauses.join(' OR ')})`);
    if (q.categories.length > 0) {
      params.push(JSON.stringify(q.categories));
      if (q.operator === 'OR') {
        clauses.push(`i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (${ids}))`);
      } else {
        params.push(q.categories.length);
        clauses.push(`i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (${ids}) GROUP BY item_id HAVING COUNT(*) = ?)`);
      }
    }
    if (q.exclude.length > 0) {
      params.push(JSON.stringify(q.exclude));
      clauses.push(`i.id NOT IN (${ids})`);
    }
    if (q.search) {
      // title_sort is folded (lower case, no accents) like the words: LIKE means the same on both
      // databases (PostgreSQL's is case-sensitive, SQLite's only for non-ASCII letters).
      params.push(`%${foldForSort(q.search).replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      clauses.push("i.title_sort LIKE ? ESCAPE '\\'");
    }
    return { sql: clauses.join(' AND '), params };
  }

  /**
   * Sources are named by clients (the list URL, a distributor's body); only the site's own
   * sources are accepted, so an unknown or hostile name (`__proto__`, `%`) is a 400 that says
   * which names exist rather than an empty list or a key on an object.
   */
  async checkSources(siteId: number, sources: string[], what = 'sources'): Promise<void> {
    const known = new Set((await this.sql.all<{ source: string }>('SELECT DISTINCT source FROM sources WHERE site_id = ? ORDER BY source', [siteId])).map((r) => r.source));
    const unknown = sources.filter((s) => !known.has(s));
    if (unknown.length > 0) {
      const shown = unknown.slice(0, 3).map((s) => `"${s.slice(0, 40)}"`).join(', ');
      throw new ApiError(400, 'BAD_REQUEST', `Invalid ${what}: unknown source ${shown}; use one or more of ${[...known].join(', ')}.`);
    }
  }

  async list(idOrSlug: string, q: ListQuery) {
    const site = await this.site(idOrSlug);
    if (!q.fixed) await this.checkSources(site.id, q.sources);
    if (q.fixed) return this.fixedList(site.id, q.fixed, q);
    const { ids } = await this.orderedIds(this.whereFor(site.id, q), q.order, q.from);
    const totalItems = q.maxItems ? Math.min(ids.length, q.maxItems) : ids.length;
    const offset = (q.page - 1) * q.items;
    const limit = Math.max(0, Math.min(q.items, totalItems - offset));
    const rows = limit === 0 ? [] : await this.rowsByIds(ids.slice(offset, offset + limit));
    return { page: q.page, totalItems, totalPages: Math.ceil(totalItems / q.items), items: await this.toItems(rows, q.relations) };
  }

  /** The ids matching `where` in `order`, from the memo when the database has not changed since. */
  private async orderedIds(where: { sql: string; params: unknown[] }, order: string | undefined, from?: string): Promise<OrderedIds> {
    const by = orderClause(order, this.sql.adapter, from);
    // The ORDER BY's parameters follow the WHERE's, positionally.
    const params = by.from === undefined ? where.params : [...where.params, ...by.sql.split('@from').slice(1).map(() => by.from)];
    const sql = `SELECT i.id FROM items i WHERE ${where.sql}${by.sql.replaceAll('@from', '?')}`;
    const memo = `${sql}\0${JSON.stringify(params)}`;
    const stamp = await this.stamp();
    const known = this.orderedLists.get(memo);
    this.orderedLists.delete(memo);
    if (known && known.stamp === stamp) {
      this.orderedLists.set(memo, known);
      return known;
    }
    const ids = (await this.sql.all<{ id: number }>(sql, params)).map((r) => r.id);
    const entry = { stamp, ids, sorted: Float64Array.from(ids).sort() };
    this.orderedLists.set(memo, entry);
    if (this.orderedLists.size > MAX_ORDERED_LISTS) this.orderedLists.delete(this.orderedLists.keys().next().value!);
    return entry;
  }

  /** Rows by primary key, in the order of `ids`. */
  private async rowsByIds(ids: number[]): Promise<ItemRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.all<ItemRow>(`SELECT i.* FROM items i WHERE i.id IN (${idsOf(this.sql)})`, [JSON.stringify(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
  }

  /** The chosen items, in the chosen order; unpublished ones only for editors (`includePending`, spec 6). */
  private async fixedRows(siteId: number, ids: number[], locale: string | null, includePending = false): Promise<ItemRow[]> {
    if (ids.length === 0) return [];
    // Driven from the ids, so each item is a primary-key lookup.
    const from = this.sql.adapter.joinJsonIds('items i', 'i.id');
    const rows = await this.sql.all<ItemRow>(
      `SELECT i.* FROM ${from} WHERE i.site_id = ? ${locale ? 'AND i.locale = ?' : ''} ${includePending ? '' : "AND i.status = 'published'"}`,
      [JSON.stringify(ids), siteId, ...(locale ? [locale] : [])]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Manual mode keeps the editor's order.
    return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
  }

  private async fixedList(siteId: number, ids: number[], q: ListQuery) {
    const all = await this.fixedRows(siteId, ids, q.locale, q.includePending);
    const offset = (q.page - 1) * q.items;
    return { page: q.page, totalItems: all.length, totalPages: Math.ceil(all.length / q.items), items: await this.toItems(all.slice(offset, offset + q.items), q.relations) };
  }

  /** Previous and next items around `related` (a page id or item id) in the same source. */
  async navigationList(idOrSlug: string, related: number, locale: string | null, quantity: number, relations: 'off' | 'simple' | 'full') {
    const site = await this.site(idOrSlug);
    const current = await this.itemOfPage(related)
      ?? await this.sql.get<ItemRow>('SELECT * FROM items WHERE site_id = ? AND id = ?', [site.id, key(related)]);
    if (!current) throw new ApiError(404, 'NOT_FOUND', `No content item for page or item ${related} in site ${site.slug}.`);
    const base = "site_id = ? AND locale = ? AND structured_data = ? AND status = 'published'";
    const params = [site.id, locale ?? current.locale, current.structured_data];
    const previous = await this.sql.all<ItemRow>(
      `SELECT * FROM items WHERE ${base} AND (published, id) < (?, ?) ORDER BY published DESC, id DESC LIMIT ?`, [...params, current.published, current.id, quantity]);
    const next = await this.sql.all<ItemRow>(
      `SELECT * FROM items WHERE ${base} AND (published, id) > (?, ?) ORDER BY published ASC, id ASC LIMIT ?`, [...params, current.published, current.id, quantity]);
    return { previous: await this.toItems(previous, relations), next: await this.toItems(next, relations) };
  }

  async distributor(idOrSlug: string, locale: string, data: DistributorData) {
    const relations = data.fullRelations ? 'full' : 'simple';
    const itemLocale = data.allLanguages ? null : locale;
    if (data.mode === 'navigation') {
      if (data.related === undefined) {
        throw new ApiError(400, 'BAD_REQUEST', 'A navigation distributor needs "related": the id of the page it sits on.');
      }
      return this.navigationList(idOrSlug, data.related, itemLocale, data.quantity ?? 1, relations);
    }
    const site = await this.site(idOrSlug);
    if (data.mode === 'manual') {
      // The page's own item is left out before the quantity is taken, so the list stays full
      // when the editor chose enough other items (spec 7, `related`).
      const own = new Set(data.related !== undefined ? await this.itemIdsOfPage(data.related) : []);
      const rows = (await this.fixedRows(site.id, data.fixed, itemLocale)).filter((r) => !own.has(r.id));
      const limited = data.quantity ? rows.slice(0, data.quantity) : rows;
      return { items: await this.toItems(limited, relations), totalItems: rows.length };
    }
    if (data.sources.length === 0) {
      throw new ApiError(400, 'BAD_REQUEST', 'An auto distributor needs at least one source in "sources".');
    }
    await this.checkSources(site.id, data.sources.map((s) => s.structuredData), 'distributor body: sources.structuredData');
    const filters = new Map(data.sources.map((s) => [s.structuredData, { ids: s.filters.map((f) => f.id), operator: s.filterOperator }]));
    // Every page of a source asks the same distributor but for its own item (`related`): the
    // list without it is shared, and the page's item is left out here.
    const { ids, sorted } = await this.orderedIds(this.whereFor(site.id, {
      sources: data.sources.map((s) => s.structuredData), locale: itemLocale, categories: [], operator: 'OR',
      exclude: [], includePending: false,
    }, filters), data.order, data.from);
    const exclude = new Set(data.related !== undefined ? await this.itemIdsOfPage(data.related) : []);
    const quantity = data.quantity ?? DEFAULT_DISTRIBUTOR_QUANTITY;
    const chosen: number[] = [];
    for (let n = 0; n < ids.length && chosen.length < quantity; n++) {
      if (!exclude.has(ids[n]!)) chosen.push(ids[n]!);
    }
    const totalItems = ids.length - [...exclude].filter((id) => contains(sorted, id)).length;
    return { items: await this.toItems(await this.rowsByIds(chosen), relations), totalItems };
  }

  private itemOfPage(pageId: number): Promise<ItemRow | undefined> {
    return this.sql.get<ItemRow>('SELECT * FROM items WHERE page_id = ?', [key(pageId)]);
  }

  private async itemIdsOfPage(pageId: number): Promise<number[]> {
    const row = await this.itemOfPage(pageId);
    return row ? [row.id] : [];
  }

  async filters(idOrSlug: string, sources: string[], locale: Locale | string, allLanguages: boolean) {
    const site = await this.site(idOrSlug);
    await this.checkSources(site.id, sources);
    const result: Record<string, { label: string; items: { id: number; label: string }[] }> = {};
    for (const source of sources) {
      const label = (await this.sql.get<{ label: string }>('SELECT label FROM sources WHERE site_id = ? AND locale = ? AND source = ?', [site.id, locale, source]))?.label ?? source;
      const items = allLanguages
        ? await this.sql.all<{ id: number; label: string }>('SELECT id, label FROM categories WHERE site_id = ? AND source = ? ORDER BY label, id', [site.id, source])
        : await this.sql.all<{ id: number; label: string }>('SELECT id, label FROM categories WHERE site_id = ? AND locale = ? AND source = ? ORDER BY label, id', [site.id, locale, source]);
      result[source] = { label, items: items.map((c) => ({ id: c.id, label: c.label })) };
    }
    return result;
  }
}
