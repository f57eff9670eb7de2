import { key, type PageRow } from '../content-store.js';
import type { Sql } from '../sql/sql.js';
import { foldForSort } from '../sql/fold.js';

/**
 * Editors' writes to a page as stored (spec 6: draft saves with conflict detection, publishing):
 * its row read for a write, the If-Match check inside the UPDATE, the live page written with its
 * content item. Who may write and what the build accepts are the domain's (server/editing.ts).
 */

/** The stored versions of a page a write checks: what `versionText` is computed from. */
export type Versioned = Pick<PageRow, 'draft_json' | 'published_json'>;

/**
 * The text a page's version stands for (server/editing.ts `versionOf` hashes it): the same text
 * the UPDATEs below compare, so that "the version still matches" can be said inside a statement.
 */
export const versionText = (row: Versioned): string => row.draft_json ?? row.published_json ?? '';
const VERSION_MATCHES = "COALESCE(draft_json, published_json, '') = ?";

/** What goes live with a publish (server/editing.ts `writePublished` decides it). */
export interface LivePage {
  json: string;
  /** The draft kept beside it, or null. */
  draft: string | null;
  title: string;
  contentHash: string;
  /** The sources its lists read, comma-separated (src/contract/distributor-calls.ts `sourcesRead`): part of its hash. */
  deps: string;
  at: string;
}

export interface EditingRepository {
  /** A page of a site named by its slug or its id, or undefined. */
  pageOfSite(site: string, id: number): Promise<PageRow | undefined>;
  /** A page by its id alone, or undefined. */
  page(id: number): Promise<PageRow | undefined>;
  /**
   * Takes the page's row for the caller's transaction, only if it is still at the version of
   * `loaded`: the If-Match check and the row lock are one statement (DESIGN 9: optimistic
   * concurrency inside the UPDATE), so of two writers with the same If-Match on two API
   * instances exactly one gets the page (on PostgreSQL the second waits for the first's commit,
   * then its WHERE no longer matches). The page as it is now, or undefined.
   */
  claimUnchanged(loaded: Versioned & { id: number }): Promise<PageRow | undefined>;
  /** Takes the page's row for the caller's transaction whatever its version; undefined when it is gone. */
  claim(id: number): Promise<PageRow | undefined>;
  /** Writes the draft only over the version of `loaded`, in the UPDATE itself; whether it did. */
  saveDraftUnchanged(loaded: Versioned & { id: number }, json: string): Promise<boolean>;
  /** Makes `live` the page's published state (the caller's transaction holds the row). */
  writePublished(id: number, live: LivePage): Promise<void>;
  /** The content items whose page this is (spec 3), in id order. */
  itemsOfPage(pageId: number): Promise<{ id: number; content: string; structured_data: string }[]>;
  /** An item's card written from its page: title (and its sort key) and content. */
  updateItemCard(itemId: number, title: string, content: string, at: string): Promise<void>;
  /** A new page's items (status 'draft'), listed when it is first published, dated then. */
  listDraftItems(pageId: number, at: string): Promise<void>;
  updateItemContent(itemId: number, content: string, at: string): Promise<void>;
  /** The page's stored JSON, both states, written as given (a change carried from another page, not a save). */
  rewrite(id: number, published: string | null, draft: string | null): Promise<void>;
  /** The page's unpublished content items are listed again (server/pages.ts unpublishes them). */
  relistItems(pageId: number, at: string): Promise<void>;
}

/** Editors' page writes over `sql`: the database, or a transaction's `tx` for the claims and writes. */
export function editingRepository(sql: Sql): EditingRepository {
  return {
    pageOfSite: (site, id) => sql.get<PageRow>('SELECT p.* FROM pages p JOIN sites s ON s.id = p.site_id WHERE (s.slug = ? OR CAST(s.id AS TEXT) = ?) AND p.id = ?', [site, site, key(id)]),
    page: (id) => sql.get<PageRow>('SELECT * FROM pages WHERE id = ?', [id]),
    // A write of a column to itself: it changes nothing, but takes the row as an UPDATE does.
    claimUnchanged: (loaded) => sql.get<PageRow>(`UPDATE pages SET draft_json = draft_json WHERE id = ? AND ${VERSION_MATCHES} RETURNING *`, [loaded.id, versionText(loaded)]),
    claim: (id) => sql.get<PageRow>('UPDATE pages SET draft_json = draft_json WHERE id = ? RETURNING *', [id]),
    async saveDraftUnchanged(loaded, json) {
      const { changes } = await sql.run(`UPDATE pages SET draft_json = ? WHERE id = ? AND ${VERSION_MATCHES}`, [json, loaded.id, versionText(loaded)]);
      return changes > 0;
    },
    async writePublished(id, live) {
      await sql.run("UPDATE pages SET published_json = ?, draft_json = ?, title = ?, content_hash = ?, deps = ?, status = 'published', modified = ? WHERE id = ?",
        [live.json, live.draft, live.title, live.contentHash, live.deps, live.at, id]);
    },
    // In id order: the items' triggers bump their sources' versions in the same order on both backends.
    itemsOfPage: (pageId) => sql.all<{ id: number; content: string; structured_data: string }>('SELECT id, content, structured_data FROM items WHERE page_id = ? ORDER BY id', [pageId]),
    async updateItemCard(itemId, title, content, at) {
      await sql.run('UPDATE items SET title = ?, title_sort = ?, content = ?, modified = ? WHERE id = ?', [title, foldForSort(title), content, at, itemId]);
    },
    async listDraftItems(pageId, at) {
      await sql.run("UPDATE items SET status = 'published', published = ?, modified = ? WHERE page_id = ? AND status = 'draft'", [at, at, pageId]);
    },
    async updateItemContent(itemId, content, at) {
      await sql.run('UPDATE items SET content = ?, modified = ? WHERE id = ?', [content, at, itemId]);
    },
    async rewrite(id, published, draft) {
      await sql.run('UPDATE pages SET published_json = ?, draft_json = ? WHERE id = ?', [published, draft, id]);
    },
    async relistItems(pageId, at) {
      await sql.run("UPDATE items SET status = 'published', modified = ? WHERE page_id = ? AND status = 'unpublished'", [at, pageId]);
    },
  };
}
