import { key, type PageRow } from '../content-store.js';
import { foldForSort } from '../sql/fold.js';
import { isUniqueViolation, type Sql } from '../sql/sql.js';

/**
 * Pages as the editors manage them (spec 4, editor mode; spec 2 routes), as stored: the finder of
 * every page of a site, a new draft page, translation groups, unpublishing, moving a page to
 * another path and the redirect table that keeps its old links working (DESIGN.md 10). What may
 * be created, linked, moved or unpublished is the domain's (server/pages.ts, server/page-moves.ts).
 */

/** A page as the editors' list shows it. */
export interface ListedPageRow { id: number; title: string; path: string; locale: string; template_type: string; status: string; translation_group: number }

/** A page of a translation group. */
export interface TranslationRow { id: number; path: string; locale: string; status: string; translation_group: number }

export interface PageFilter {
  siteId: number;
  /** Folded with `foldForSort`: each must be in the page's folded title or path. */
  words: string[];
  path?: string | null | undefined;
  lang?: string | null | undefined;
}

/** A new draft page (no published JSON). */
export interface NewDraftPage {
  siteId: number; locale: string; path: string; templateType: string; title: string;
  headerId: number | null; footerId: number | null; json: string; contentHash: string; at: string;
  /** The group of the page it translates, or null: it starts a group of its own. */
  translationGroup: number | null;
  /**
   * A page that is the page of a content item (a news article, a blog post: spec 3): its kind,
   * and its item, made with it as a draft (status 'draft'), listed when the page is first
   * published (server/editing.ts).
   */
  item?: { structuredData: string; languageId: number; content: Record<string, unknown> & { title: string } } | undefined;
}

/** A row of the site's redirect table: a 301 (or another redirect status) to `to_path`, or a 410 with no target. */
export interface RedirectRow { id: number; from_path: string; to_path: string; case_insensitive: number; status: number }

/** A page taken to another path, with its stored JSON as it reads after the move. */
export interface MovedPage { id: number; path: string; publishedJson: string | null; draftJson: string | null; contentHash: string }

/** What a move or an unpublish does to the redirect table (server/page-moves.ts decides it). */
export interface RedirectChanges {
  removed: number[];
  retargeted: { id: number; to: string; status: number }[];
  added: { from: string; to: string; status: number }[];
}

export interface PagesRepository {
  /** `fn` in one transaction, with this repository over it (server/storage/README.md). */
  transaction<T>(fn: (pages: PagesRepository) => Promise<T>): Promise<T>;
  /** The site's pages at `path` or under it (their path starts with it), in path order. */
  under(siteId: number, path: string): Promise<PageRow[]>;
  /** The site's redirect table, in id order (the order the build reads it in). */
  redirects(siteId: number): Promise<RedirectRow[]>;
  /**
   * The pages take their new paths and JSON; their content items' `page_path` follows, and the
   * published pages of their translation groups are modified at `at` (their language switch
   * leads elsewhere). Statements only: the caller holds the transaction.
   */
  movePages(moved: MovedPage[], at: string): Promise<void>;
  /** Applies the changes to the site's redirect table. Statements only: the caller holds the transaction. */
  changeRedirects(siteId: number, changes: RedirectChanges): Promise<void>;
  /**
   * The site's pages whose folded title and path hold every word, drafts and unpublished ones
   * included, in path order, at most `limit`: one pass over its pages in path order (the unique
   * index) that stops at the last one wanted, so a common word costs a few rows at any size.
   */
  find(filter: PageFilter, limit: number): Promise<ListedPageRow[]>;
  /** Every page of these translation groups, in id order (as each group's own would be). */
  inTranslationGroups(groups: number[]): Promise<TranslationRow[]>;
  /** The other pages of the page's translation group, in id order. */
  translationsOf(page: Pick<PageRow, 'id' | 'translation_group'>): Promise<Omit<TranslationRow, 'translation_group'>[]>;
  /** A translation group's pages, in id order. */
  translationGroup(group: number): Promise<Pick<TranslationRow, 'id' | 'locale' | 'path'>[]>;
  /** The group's page in a language, if it has one. */
  translationIn(group: number, locale: string): Promise<{ path: string } | undefined>;
  /** A page of the site, or undefined (an id beyond the id columns finds none). */
  ofSite(siteId: number, id: number): Promise<PageRow | undefined>;
  /** The page at a path of the site, if any. */
  atPath(siteId: number, path: string): Promise<{ id: number; title: string } | undefined>;
  /** The first published page of a template in a language (a section's list: NewsList), for a new page's breadcrumb. */
  firstOfTemplate(siteId: number, locale: string, templateType: string): Promise<{ path: string; title: string } | undefined>;
  /** The first navigation of a kind (Header, Footer) in a language, or null. */
  navigationId(siteId: number, locale: string, component: string): Promise<number | null>;
  /**
   * Inserts the draft page in one transaction and answers its id, or null when its path is
   * taken: checked again inside the write (two editors may pick the same slug at once), and by
   * the UNIQUE (site_id, path) index when two instances over one PostgreSQL both passed it.
   * `within` runs in the same transaction once the page has its id (its audit entry).
   */
  createDraft(page: NewDraftPage, within?: (tx: Sql, id: number) => Promise<void>): Promise<number | null>;
  /** Joins the group `joining` into `group` in one transaction; the group's published pages are modified at `at`. */
  linkTranslations(group: number, joining: number, at: string): Promise<void>;
  /**
   * In one transaction: the page is unpublished, its published JSON kept as its draft (unless
   * one is pending), alone in a group of its own; the rest of its group takes `successor` as the
   * group's id (their published pages modified at `at`); its content items are unlisted.
   */
  unpublish(page: Pick<PageRow, 'id' | 'translation_group'>, successor: number | null, at: string): Promise<void>;
}

/** Rows read at a time where the database has no fold of its own (PagesRepository.find). */
const SCANNED = 500;

/** The editors' pages over `sql`. */
export function pagesRepository(sql: Sql): PagesRepository {
  return {
    transaction: (fn) => sql.transaction((tx) => fn(pagesRepository(tx))),
    // A prefix compared as text (substr), not LIKE: SQLite's LIKE ignores case, and "_" in a path is a wildcard to it.
    under: (siteId, path) => sql.all<PageRow>(`SELECT * FROM pages WHERE site_id = ? AND substr(path, 1, ${[...path].length}) = ? ORDER BY path`, [siteId, path]),
    redirects: (siteId) => sql.all<RedirectRow>('SELECT id, from_path, to_path, case_insensitive, status FROM redirects WHERE site_id = ? ORDER BY id', [siteId]),
    async movePages(moved, at) {
      for (const page of moved) {
        await sql.run('UPDATE pages SET path = ?, published_json = ?, draft_json = ?, content_hash = ?, modified = ? WHERE id = ?',
          [page.path, page.publishedJson, page.draftJson, page.contentHash, at, page.id]);
        // Lists and distributors link the item to its page by this path (their pages get a new hash).
        await sql.run('UPDATE items SET page_path = ?, modified = ? WHERE page_id = ?', [page.path, at, page.id]);
      }
      // The translations' language switch now leads to the new path: their sitemap lastmod moves too.
      await sql.run(`UPDATE pages SET modified = ? WHERE status = 'published' AND translation_group IN (SELECT translation_group FROM pages WHERE id IN (${sql.adapter.jsonIds('integer')}))`,
        [at, JSON.stringify(moved.map((m) => m.id))]);
    },
    async changeRedirects(siteId, changes) {
      for (const id of changes.removed) await sql.run('DELETE FROM redirects WHERE site_id = ? AND id = ?', [siteId, id]);
      for (const r of changes.retargeted) await sql.run('UPDATE redirects SET to_path = ?, status = ? WHERE site_id = ? AND id = ?', [r.to, r.status, siteId, r.id]);
      for (const r of changes.added) {
        await sql.run('INSERT INTO redirects (site_id, from_path, to_path, case_insensitive, status) VALUES (?, ?, ?, 0, ?)', [siteId, r.from, r.to, r.status]);
      }
    },
    async find(filter, limit) {
      const { words } = filter;
      const where = `site_id = ? ${filter.path ? 'AND path = ?' : ''} ${filter.lang ? 'AND locale = ?' : ''}`;
      const args = [filter.siteId, ...(filter.path ? [filter.path] : []), ...(filter.lang ? [filter.lang] : [])];
      const columns = 'id, title, path, locale, template_type, status, translation_group';
      if (sql.adapter.hasFold) {
        const like = (w: string) => `%${w.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        return sql.all<ListedPageRow>(`SELECT ${columns} FROM pages
      WHERE ${where}
      ${words.map(() => "AND sitegen_fold(title || ' ' || path) LIKE ? ESCAPE '\\'").join(' ')}
      ORDER BY path LIMIT ${limit}`, [...args, ...words.map(like)]);
      }
      // Without the fold in SQL (DialectAdapter.hasFold) the same pass in path order reads the
      // pages a few hundred at a time and folds them here with the very function SQLite calls,
      // so both databases find the same pages.
      const rows: ListedPageRow[] = [];
      let after: string | null = null;
      for (;;) {
        const chunk: ListedPageRow[] = await sql.all<ListedPageRow>(`SELECT ${columns} FROM pages WHERE ${where} ${after === null ? '' : 'AND path > ?'}
        ORDER BY path LIMIT ${SCANNED}`, after === null ? args : [...args, after]);
        for (const row of chunk) {
          const folded = foldForSort(`${row.title} ${row.path}`);
          if (words.every((w) => folded.includes(w))) rows.push(row);
          if (rows.length >= limit) break;
        }
        if (rows.length >= limit || chunk.length < SCANNED) break;
        after = chunk.at(-1)!.path;
      }
      return rows;
    },
    inTranslationGroups: (groups) => sql.all<TranslationRow>(
      `SELECT id, path, locale, status, translation_group FROM pages WHERE translation_group IN (${sql.adapter.jsonIds('integer')}) ORDER BY id`,
      [JSON.stringify(groups)]),
    translationsOf: (page) => sql.all<Omit<TranslationRow, 'translation_group'>>(
      'SELECT id, locale, path, status FROM pages WHERE translation_group = ? AND id != ? ORDER BY id', [page.translation_group, page.id]),
    translationGroup: (group) => sql.all<Pick<TranslationRow, 'id' | 'locale' | 'path'>>('SELECT id, locale, path FROM pages WHERE translation_group = ? ORDER BY id', [group]),
    translationIn: (group, locale) => sql.get<{ path: string }>('SELECT path FROM pages WHERE translation_group = ? AND locale = ?', [group, locale]),
    ofSite: (siteId, id) => sql.get<PageRow>('SELECT * FROM pages WHERE site_id = ? AND id = ?', [siteId, key(id)]),
    firstOfTemplate: (siteId, locale, templateType) => sql.get<{ path: string; title: string }>(
      "SELECT path, title FROM pages WHERE site_id = ? AND locale = ? AND template_type = ? AND status = 'published' ORDER BY id", [siteId, locale, templateType]),
    atPath: (siteId, path) => sql.get<{ id: number; title: string }>('SELECT id, title FROM pages WHERE site_id = ? AND path = ?', [siteId, path]),
    async navigationId(siteId, locale, component) {
      return (await sql.get<{ id: number }>('SELECT id FROM navigations WHERE site_id = ? AND locale = ? AND component = ? ORDER BY id', [siteId, locale, component]))?.id ?? null;
    },
    async createDraft(p, within) {
      try {
        // Only statements inside (no file or network I/O): on SQLite the connection is shared with
        // every other request, which waits for this transaction to end (server/sql/sqlite-sql.ts).
        return await sql.transaction(async (tx) => {
          if (await tx.get('SELECT 1 FROM pages WHERE site_id = ? AND path = ?', [p.siteId, p.path])) return null;
          const inserted = await tx.get<{ id: number }>(`INSERT INTO pages (site_id, locale, path, translation_group, template_type, structured_data, title, header_id, footer_id,
          published_json, draft_json, content_hash, deps, status, modified, published)
        VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, NULL, ?, ?, '', 'draft', ?, ?) RETURNING id`,
          [p.siteId, p.locale, p.path, p.templateType, p.item?.structuredData ?? null, p.title, p.headerId, p.footerId, p.json, p.contentHash, p.at, p.at]);
          const id = inserted!.id;
          await tx.run('UPDATE pages SET translation_group = ? WHERE id = ?', [p.translationGroup ?? id, id]);
          if (p.item) {
            await tx.run(`INSERT INTO items (site_id, language_id, locale, structured_data, page_id, page_path, title, title_sort, content, status, published, modified)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?)`,
            [p.siteId, p.item.languageId, p.locale, p.item.structuredData, id, p.path, p.item.content.title, foldForSort(p.item.content.title), JSON.stringify(p.item.content), p.at, p.at]);
          }
          await within?.(tx, id);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async linkTranslations(group, joining, at) {
      // Statements only inside (the SQLite connection is shared: server/sql/sqlite-sql.ts).
      await sql.transaction(async (tx) => {
        await tx.run('UPDATE pages SET translation_group = ? WHERE translation_group = ?', [group, joining]);
        // Their language switches change: the pages' `modified` moves so the sitemap's lastmod does too.
        await tx.run("UPDATE pages SET modified = ? WHERE translation_group = ? AND status = 'published'", [at, group]);
      });
    },
    async unpublish(page, successor, at) {
      // Statements only inside (the SQLite connection is shared: server/sql/sqlite-sql.ts).
      await sql.transaction(async (tx) => {
        // The published JSON becomes the draft (unless one is pending), so nothing is lost.
        await tx.run("UPDATE pages SET status = 'unpublished', draft_json = COALESCE(draft_json, published_json), translation_group = id, modified = ? WHERE id = ?", [at, page.id]);
        if (successor !== null) {
          // The group keeps the id of one of its remaining pages (a group id is a page id).
          await tx.run('UPDATE pages SET translation_group = ?, modified = CASE WHEN status = \'published\' THEN ? ELSE modified END WHERE translation_group = ? AND id != ?',
            [successor, at, page.translation_group, page.id]);
        }
        // Lists and distributors stop showing the page's item (their pages get a new hash).
        await tx.run("UPDATE items SET status = 'unpublished', modified = ? WHERE page_id = ? AND status = 'published'", [at, page.id]);
      });
    },
  };
}
