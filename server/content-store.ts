import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Db } from './open-database.js';
import type { DistributorData, Locale } from '../src/contract/schemas.js';

/** An error the HTTP layer turns into `{error: {code, message}}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A query's matching ids in order, and the same sorted for membership tests. */
interface OrderedIds { stamp: string; ids: number[]; sorted: Float64Array }
const MAX_ORDERED_LISTS = 128;

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
}

/**
 * The orders a list or distributor can ask for (spec 7), each with its SQL. A Map, not an object
 * literal: a lookup must only ever find these own entries, never an inherited property such as
 * `constructor` or `toString` (which would reach the SQL as text).
 */
const ORDERS = new Map<string, string>([
  ['recent-DESC', 'i.published DESC, i.id DESC'],
  ['recent-ASC', 'i.published ASC, i.id ASC'],
  ['oldest-ASC', 'i.published ASC, i.id ASC'],
  ['alpha-ASC', 'i.title_sort ASC, i.id ASC'],
  ['alpha-DESC', 'i.title_sort DESC, i.id DESC'],
]);
export const ORDER_NAMES = [...ORDERS.keys()] as [string, ...string[]];

export function orderClause(order: string | undefined): string {
  const clause = ORDERS.get(order ?? 'recent-DESC');
  if (clause === undefined) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid order "${String(order).slice(0, 80)}": use one of ${ORDER_NAMES.join(', ')}.`);
  }
  return clause;
}

function sha(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** A page's live translations as its hash covers them (the language switch); the page index and one page use the same words. */
const TRANSLATIONS_KEY = "SELECT group_concat(t.locale || ' ' || t.path, '|') AS translations FROM pages t WHERE t.status = 'published' AND";

interface HashFacts { locale: string; content_hash: string; deps: string; header_id: number | null; footer_id: number | null; translations: string | null }

/**
 * Every query the content API answers, as prepared statements over the SQLite file. The store
 * is synchronous (better-sqlite3): each call is one short indexed query, so the HTTP layer
 * stays simple and fast.
 */
export class ContentStore {
  private readonly stmt;
  /** Dynamic list SQL repeats (same shape, other parameters): prepare each shape once. */
  private readonly prepared = new Map<string, Database.Statement<unknown[]>>();

  private prepare(sql: string): Database.Statement<unknown[]> {
    let statement = this.prepared.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[]>(sql);
      this.prepared.set(sql, statement);
    }
    return statement;
  }

  /**
   * Each list query's matching item ids in its order, computed once and reused until the
   * database changes: a list of 321 pages or 41,000 distributors over one source is then one pass
   * over the index, and each page or distributor answer a slice and primary-key lookups (its count
   * is the array's length, not a COUNT scan). Least recently used first out; at most
   * MAX_ORDERED_LISTS queries are kept.
   */
  private readonly orderedLists = new Map<string, OrderedIds>();
  private readonly stamp;

  constructor(readonly db: Db) {
    // Changes by this connection (editors' saves, publishing) and by any other (a re-seed while
    // `sitegen api` runs) both move this pair, so a remembered list is never stale.
    const changes = db.prepare('SELECT total_changes()').pluck();
    const version = db.prepare('PRAGMA data_version').pluck();
    this.stamp = () => `${String(changes.get())}:${String(version.get())}`;
    this.stmt = {
      siteBySlug: db.prepare<[string], SiteRow>('SELECT id, slug, json FROM sites WHERE slug = ?'),
      siteById: db.prepare<[number], SiteRow>('SELECT id, slug, json FROM sites WHERE id = ?'),
      redirects: db.prepare('SELECT from_path AS "from", to_path AS "to", case_insensitive, status FROM redirects WHERE site_id = ? ORDER BY id'),
      navigations: db.prepare<[number], { id: number; locale: string; component: string; json: string; hash: string }>(
        'SELECT id, locale, component, json, hash FROM navigations WHERE site_id = ? ORDER BY id'),
      navigationHashes: db.prepare<[number], { id: number; hash: string }>('SELECT id, hash FROM navigations WHERE site_id = ?'),
      // The whole index, once per build: one pass over the site's published pages in id order
      // (pages_by_site_status), whatever the filters.
      pageIndex: db.prepare(
        `SELECT p.id, p.path, p.locale, p.modified, p.content_hash, p.deps, p.header_id, p.footer_id,
                (${TRANSLATIONS_KEY} t.translation_group = p.translation_group AND t.id != p.id) AS translations
           FROM pages p
          WHERE p.site_id = @site AND p.status = 'published' AND (@locale IS NULL OR p.locale = @locale)
            AND (@since IS NULL OR p.modified >= @since)
          ORDER BY p.id`),
      // One page's share of that index (its hash), by its translation group: a page costs the same
      // at any site size.
      translationsOf: db.prepare<[number, number], { translations: string | null }>(
        `${TRANSLATIONS_KEY} t.translation_group = ? AND t.id != ?`),
      pageById: db.prepare<[number, number], PageRow>('SELECT * FROM pages WHERE site_id = ? AND id = ?'),
      translations: db.prepare<[number], { id: number; locale: string; path: string; status: string }>(
        'SELECT id, locale, path, status FROM pages WHERE translation_group = ? ORDER BY id'),
      sourceVersions: db.prepare<[number], { locale: string; source: string; version: number }>(
        'SELECT locale, source, version FROM source_versions WHERE site_id = ?'),
      itemByPage: db.prepare<[number], ItemRow & { structured_data: string }>('SELECT * FROM items WHERE page_id = ?'),
      categoriesOfItems: db.prepare(
        `SELECT ic.item_id, c.id, c.label, c.source FROM item_categories ic JOIN categories c ON c.id = ic.category_id
          WHERE ic.item_id IN (SELECT value FROM json_each(?)) ORDER BY c.id`),
      sourceNames: db.prepare<[number], { source: string }>('SELECT DISTINCT source FROM sources WHERE site_id = ? ORDER BY source'),
      sourceLabel: db.prepare<[number, string, string], { label: string }>(
        'SELECT label FROM sources WHERE site_id = ? AND locale = ? AND source = ?'),
      categoriesOfSource: db.prepare<[number, string, string], { id: number; label: string }>(
        'SELECT id, label FROM categories WHERE site_id = ? AND locale = ? AND source = ? ORDER BY label, id'),
      categoriesOfSourceAll: db.prepare<[number, string], { id: number; label: string }>(
        'SELECT id, label FROM categories WHERE site_id = ? AND source = ? ORDER BY label, id'),
    };
  }

  site(idOrSlug: string) {
    const row = /^\d+$/.test(idOrSlug)
      ? this.stmt.siteById.get(Number(idOrSlug))
      : this.stmt.siteBySlug.get(idOrSlug);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No site "${idOrSlug}". Seed the database with \`sitegen content seed\` or check the site slug.`);
    return row;
  }

  getSite(idOrSlug: string) {
    const row = this.site(idOrSlug);
    const redirects = (this.stmt.redirects.all(row.id) as { from: string; to: string; case_insensitive: number; status: number }[])
      .map((r) => ({ from: r.from, to: r.to, caseInsensitive: r.case_insensitive === 1, status: r.status }));
    return { ...JSON.parse(row.json), id: row.id, slug: row.slug, redirects };
  }

  /**
   * The page index. A page's hash covers its own content, its header and footer, the versions
   * of the sources its distributors read, and its translations' paths (the language switch).
   */
  pageIndex(idOrSlug: string, locale: string | null, since: string | null) {
    const items = this.indexItems(this.site(idOrSlug).id, { locale, since });
    return { items, totalItems: items.length };
  }

  private indexItems(siteId: number, filter: { locale: string | null; since: string | null }) {
    const hashOf = this.hasher(siteId);
    const rows = this.stmt.pageIndex.all({ site: siteId, ...filter }) as (HashFacts & { id: number; path: string; modified: string })[];
    return rows.map((r) => ({ id: r.id, path: r.path, locale: r.locale, hash: hashOf(r), modified: r.modified }));
  }

  /** The hash of a page from its facts, with the site's navigation hashes and source versions (a few rows each). */
  private hasher(siteId: number): (r: HashFacts) => string {
    const navHash = new Map(this.stmt.navigationHashes.all(siteId).map((n) => [n.id, n.hash]));
    const versions = new Map(this.stmt.sourceVersions.all(siteId).map((v) => [`${v.locale} ${v.source}`, v.version]));
    return (r) => {
      const deps = r.deps ? r.deps.split(',').map((d) => `${d}:${versions.get(`${r.locale} ${d}`) ?? 0}`).join(',') : '';
      return sha([r.content_hash, navHash.get(r.header_id ?? -1) ?? '', navHash.get(r.footer_id ?? -1) ?? '', deps, r.translations ?? ''].join('|'));
    };
  }

  getPage(idOrSlug: string, id: number, draft: boolean) {
    const site = this.site(idOrSlug);
    const row = this.stmt.pageById.get(site.id, id);
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
  composePage(site: SiteRow, row: PageRow, json: string) {
    const id = row.id;
    const siteData = JSON.parse(site.json) as { domainUrl: string; languages: { id: number; locale: string; prefix: string }[] };
    const languageOf = (locale: string) => siteData.languages.find((l) => l.locale === locale);
    const pageLanguages = this.stmt.translations.all(row.translation_group).map((t) => ({
      pageId: t.id,
      languageId: languageOf(t.locale)?.id ?? 0,
      locale: t.locale,
      isLive: t.status === 'published',
      path: t.path,
    }));
    const prefix = languageOf(row.locale)?.prefix ?? '';
    // The hash the page index gives this page (a published one; a draft keeps its content hash),
    // from its own row and translation group: primary-key and group lookups, never the whole index.
    const hash = row.status === 'published'
      ? this.hasher(site.id)({ ...row, translations: this.stmt.translationsOf.get(row.translation_group, row.id)?.translations ?? null })
      : row.content_hash;
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

  navigations(idOrSlug: string) {
    const site = this.site(idOrSlug);
    const items = this.stmt.navigations.all(site.id).map((n) => ({
      ...JSON.parse(n.json), id: n.id, locale: n.locale, component: n.component,
    }));
    return { items };
  }

  private toItems(rows: ItemRow[], relations: 'off' | 'simple' | 'full') {
    const categories = new Map<number, { id: number; label: string; source?: string }[]>();
    if (relations !== 'off' && rows.length > 0) {
      const all = this.stmt.categoriesOfItems.all(JSON.stringify(rows.map((r) => r.id))) as {
        item_id: number; id: number; label: string; source: string;
      }[];
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
        return '(i.structured_data = ? AND i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (SELECT value FROM json_each(?))))';
      }
      params.push(filter.ids.length);
      return '(i.structured_data = ? AND i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (SELECT value FROM json_each(?)) GROUP BY item_id HAVING COUNT(*) = ?))';
    });
    clauses.push(`(${sourceClauses.join(' OR ')})`);
    if (q.categories.length > 0) {
      params.push(JSON.stringify(q.categories));
      if (q.operator === 'OR') {
        clauses.push('i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (SELECT value FROM json_each(?)))');
      } else {
        params.push(q.categories.length);
        clauses.push('i.id IN (SELECT item_id FROM item_categories WHERE category_id IN (SELECT value FROM json_each(?)) GROUP BY item_id HAVING COUNT(*) = ?)');
      }
    }
    if (q.exclude.length > 0) {
      params.push(JSON.stringify(q.exclude));
      clauses.push('i.id NOT IN (SELECT value FROM json_each(?))');
    }
    if (q.search) {
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
  checkSources(siteId: number, sources: string[], what = 'sources'): void {
    const known = new Set(this.stmt.sourceNames.all(siteId).map((r) => r.source));
    const unknown = sources.filter((s) => !known.has(s));
    if (unknown.length > 0) {
      const shown = unknown.slice(0, 3).map((s) => `"${s.slice(0, 40)}"`).join(', ');
      throw new ApiError(400, 'BAD_REQUEST', `Invalid ${what}: unknown source ${shown}; use one or more of ${[...known].join(', ')}.`);
    }
  }

  list(idOrSlug: string, q: ListQuery) {
    const site = this.site(idOrSlug);
    if (!q.fixed) this.checkSources(site.id, q.sources);
    if (q.fixed) return this.fixedList(site.id, q.fixed, q);
    const { ids } = this.orderedIds(this.whereFor(site.id, q), q.order);
    const totalItems = q.maxItems ? Math.min(ids.length, q.maxItems) : ids.length;
    const offset = (q.page - 1) * q.items;
    const limit = Math.max(0, Math.min(q.items, totalItems - offset));
    const rows = limit === 0 ? [] : this.rowsByIds(ids.slice(offset, offset + limit));
    return { page: q.page, totalItems, totalPages: Math.ceil(totalItems / q.items), items: this.toItems(rows, q.relations) };
  }

  /** The ids matching `where` in `order`, from the memo when the database has not changed since. */
  private orderedIds(where: { sql: string; params: unknown[] }, order: string | undefined): OrderedIds {
    const sql = `SELECT i.id FROM items i WHERE ${where.sql} ORDER BY ${orderClause(order)}`;
    const key = `${sql}\0${JSON.stringify(where.params)}`;
    const stamp = this.stamp();
    const known = this.orderedLists.get(key);
    this.orderedLists.delete(key);
    if (known && known.stamp === stamp) {
      this.orderedLists.set(key, known);
      return known;
    }
    const ids = this.prepare(sql).pluck().all(...where.params) as number[];
    const entry = { stamp, ids, sorted: Float64Array.from(ids).sort() };
    this.orderedLists.set(key, entry);
    if (this.orderedLists.size > MAX_ORDERED_LISTS) this.orderedLists.delete(this.orderedLists.keys().next().value!);
    return entry;
  }

  /** Rows by primary key, in the order of `ids`. */
  private rowsByIds(ids: number[]): ItemRow[] {
    if (ids.length === 0) return [];
    const rows = this.prepare('SELECT i.* FROM items i WHERE i.id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as ItemRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
  }

  /** The chosen items, in the chosen order; unpublished ones only for editors (`includePending`, spec 6). */
  private fixedRows(siteId: number, ids: number[], locale: string | null, includePending = false): ItemRow[] {
    if (ids.length === 0) return [];
    // Driven from the ids (CROSS JOIN keeps json_each outside), so each item is a primary-key
    // lookup: otherwise SQLite may walk every item of the language to find a handful.
    const rows = this
      .prepare(`SELECT i.* FROM json_each(?) AS j CROSS JOIN items i ON i.id = j.value WHERE i.site_id = ? ${locale ? 'AND i.locale = ?' : ''} ${includePending ? '' : "AND i.status = 'published'"}`)
      .all(...[JSON.stringify(ids), siteId, ...(locale ? [locale] : [])]) as ItemRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Manual mode keeps the editor's order.
    return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
  }

  private fixedList(siteId: number, ids: number[], q: ListQuery) {
    const all = this.fixedRows(siteId, ids, q.locale, q.includePending);
    const offset = (q.page - 1) * q.items;
    return { page: q.page, totalItems: all.length, totalPages: Math.ceil(all.length / q.items), items: this.toItems(all.slice(offset, offset + q.items), q.relations) };
  }

  /** Previous and next items around `related` (a page id or item id) in the same source. */
  navigationList(idOrSlug: string, related: number, locale: string | null, quantity: number, relations: 'off' | 'simple' | 'full') {
    const site = this.site(idOrSlug);
    const current = this.stmt.itemByPage.get(related)
      ?? (this.prepare('SELECT * FROM items WHERE site_id = ? AND id = ?').get(site.id, related) as ItemRow | undefined);
    if (!current) throw new ApiError(404, 'NOT_FOUND', `No content item for page or item ${related} in site ${site.slug}.`);
    const base = "site_id = ? AND locale = ? AND structured_data = ? AND status = 'published'";
    const params = [site.id, locale ?? current.locale, current.structured_data];
    const previous = this
      .prepare(`SELECT * FROM items WHERE ${base} AND (published, id) < (?, ?) ORDER BY published DESC, id DESC LIMIT ?`)
      .all(...params, current.published, current.id, quantity) as ItemRow[];
    const next = this
      .prepare(`SELECT * FROM items WHERE ${base} AND (published, id) > (?, ?) ORDER BY published ASC, id ASC LIMIT ?`)
      .all(...params, current.published, current.id, quantity) as ItemRow[];
    return { previous: this.toItems(previous, relations), next: this.toItems(next, relations) };
  }

  distributor(idOrSlug: string, locale: string, data: DistributorData) {
    const relations = data.fullRelations ? 'full' : 'simple';
    const itemLocale = data.allLanguages ? null : locale;
    if (data.mode === 'navigation') {
      if (data.related === undefined) {
        throw new ApiError(400, 'BAD_REQUEST', 'A navigation distributor needs "related": the id of the page it sits on.');
      }
      return this.navigationList(idOrSlug, data.related, itemLocale, data.quantity ?? 1, relations);
    }
    const site = this.site(idOrSlug);
    if (data.mode === 'manual') {
      // The page's own item is left out before the quantity is taken, so the list stays full
      // when the editor chose enough other items (spec 7, `related`).
      const own = new Set(data.related !== undefined ? this.itemIdsOfPage(data.related) : []);
      const rows = this.fixedRows(site.id, data.fixed, itemLocale).filter((r) => !own.has(r.id));
      const limited = data.quantity ? rows.slice(0, data.quantity) : rows;
      return { items: this.toItems(limited, relations), totalItems: rows.length };
    }
    if (data.sources.length === 0) {
      throw new ApiError(400, 'BAD_REQUEST', 'An auto distributor needs at least one source in "sources".');
    }
    this.checkSources(site.id, data.sources.map((s) => s.structuredData), 'distributor body: sources.structuredData');
    const filters = new Map(data.sources.map((s) => [s.structuredData, { ids: s.filters.map((f) => f.id), operator: s.filterOperator }]));
    // Every page of a source asks the same distributor but for its own item (`related`): the
    // list without it is shared, and the page's item is left out here.
    const { ids, sorted } = this.orderedIds(this.whereFor(site.id, {
      sources: data.sources.map((s) => s.structuredData), locale: itemLocale, categories: [], operator: 'OR',
      exclude: [], includePending: false,
    }, filters), data.order);
    const exclude = new Set(data.related !== undefined ? this.itemIdsOfPage(data.related) : []);
    const quantity = data.quantity ?? 10;
    const chosen: number[] = [];
    for (let n = 0; n < ids.length && chosen.length < quantity; n++) {
      if (!exclude.has(ids[n]!)) chosen.push(ids[n]!);
    }
    const totalItems = ids.length - [...exclude].filter((id) => contains(sorted, id)).length;
    return { items: this.toItems(this.rowsByIds(chosen), relations), totalItems };
  }

  private itemIdsOfPage(pageId: number): number[] {
    const row = this.stmt.itemByPage.get(pageId);
    return row ? [row.id] : [];
  }

  filters(idOrSlug: string, sources: string[], locale: Locale | string, allLanguages: boolean) {
    const site = this.site(idOrSlug);
    this.checkSources(site.id, sources);
    const result: Record<string, { label: string; items: { id: number; label: string }[] }> = {};
    for (const source of sources) {
      const label = this.stmt.sourceLabel.get(site.id, locale, source)?.label ?? source;
      const items = allLanguages
        ? this.stmt.categoriesOfSourceAll.all(site.id, source)
        : this.stmt.categoriesOfSource.all(site.id, locale, source);
      result[source] = { label, items: items.map((c) => ({ id: c.id, label: c.label })) };
    }
    return result;
  }
}

/** Lower case without accents: the key for alphabetical order and title search. */
export function foldForSort(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
