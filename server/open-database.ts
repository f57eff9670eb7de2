import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SitegenError } from '../src/errors.js';
import { prepareSqliteSchema } from './migrations.js';
import { describeLocation } from './sql/describe-location.js';
import { dialectOf } from './sql/sql.js';

export type Db = Database.Database;

/**
 * Schema of the embedded content API. Pages keep their published and draft JSON; content items
 * (what distributors and lists return) are rows of their own with categories for filters.
 * `source_versions` is bumped by triggers whenever an item of a source changes, so a page's hash
 * (its own content + navigations + the sources its distributors read) changes exactly when
 * something it renders from changes.
 *
 * This is migration 1 of server/migrations.ts (with the search index's tables): a change to the
 * schema is a new migration there, in both dialects, not an edit here.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS sites (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS redirects (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, from_path TEXT NOT NULL, to_path TEXT NOT NULL,
  case_insensitive INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 301
);
CREATE INDEX IF NOT EXISTS redirects_by_site ON redirects(site_id);
CREATE TABLE IF NOT EXISTS navigations (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, locale TEXT NOT NULL, component TEXT NOT NULL,
  json TEXT NOT NULL, hash TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS navigations_by_site ON navigations(site_id, locale);
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, locale TEXT NOT NULL, path TEXT NOT NULL,
  translation_group INTEGER NOT NULL, template_type TEXT NOT NULL, structured_data TEXT,
  title TEXT NOT NULL, header_id INTEGER, footer_id INTEGER,
  published_json TEXT, draft_json TEXT, content_hash TEXT NOT NULL, deps TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'published', modified TEXT NOT NULL, published TEXT NOT NULL,
  UNIQUE (site_id, path)
);
CREATE INDEX IF NOT EXISTS pages_by_site_locale ON pages(site_id, locale, status);
CREATE INDEX IF NOT EXISTS pages_by_site_status ON pages(site_id, status);
CREATE INDEX IF NOT EXISTS pages_by_translation ON pages(translation_group);
CREATE TABLE IF NOT EXISTS sources (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, source TEXT NOT NULL, label TEXT NOT NULL,
  PRIMARY KEY (site_id, locale, source)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS items (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, language_id INTEGER NOT NULL, locale TEXT NOT NULL,
  structured_data TEXT NOT NULL, page_id INTEGER, page_path TEXT, title TEXT NOT NULL,
  title_sort TEXT NOT NULL, content TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'published',
  published TEXT NOT NULL, modified TEXT NOT NULL
);
DROP INDEX IF EXISTS items_by_source_date;
DROP INDEX IF EXISTS items_by_source_title;
CREATE INDEX IF NOT EXISTS items_by_source_status_date ON items(site_id, locale, structured_data, status, published, id);
CREATE INDEX IF NOT EXISTS items_by_source_status_title ON items(site_id, locale, structured_data, status, title_sort, id);
CREATE INDEX IF NOT EXISTS items_by_page ON items(page_id);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, locale TEXT NOT NULL, source TEXT NOT NULL,
  label TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS categories_by_source ON categories(site_id, locale, source);
CREATE TABLE IF NOT EXISTS item_categories (
  category_id INTEGER NOT NULL, item_id INTEGER NOT NULL, PRIMARY KEY (category_id, item_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS item_categories_by_item ON item_categories(item_id);
CREATE TABLE IF NOT EXISTS source_versions (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, source TEXT NOT NULL, version INTEGER NOT NULL,
  PRIMARY KEY (site_id, locale, source)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY, site TEXT NOT NULL, form_type TEXT NOT NULL, locale TEXT NOT NULL,
  page_path TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL, client TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_submissions_created ON form_submissions (created_at);
-- The form rate limit (server/forms.ts), shared by every API instance over this database: the
-- client's (hashed address) current window, its start in epoch milliseconds and its posts.
CREATE TABLE IF NOT EXISTS form_rate_limits (
  client TEXT PRIMARY KEY, window_start INTEGER NOT NULL, posts INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS downloads (
  site_id INTEGER NOT NULL, path TEXT NOT NULL, content BLOB NOT NULL, PRIMARY KEY (site_id, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tokens (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL CHECK (role IN ('editor', 'visitor')),
  hash TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS items_bump_insert AFTER INSERT ON items BEGIN
  INSERT INTO source_versions VALUES (NEW.site_id, NEW.locale, NEW.structured_data, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS items_bump_update AFTER UPDATE ON items BEGIN
  INSERT INTO source_versions VALUES (NEW.site_id, NEW.locale, NEW.structured_data, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER IF NOT EXISTS items_bump_delete AFTER DELETE ON items BEGIN
  INSERT INTO source_versions VALUES (OLD.site_id, OLD.locale, OLD.structured_data, 1)
  ON CONFLICT DO UPDATE SET version = version + 1;
END;
-- Editors' accounts and sessions (server/accounts.ts): times in epoch milliseconds; links and
-- sessions are kept as SHA-256 hashes of their secrets only.
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
  password_hash TEXT, created_at INTEGER NOT NULL, password_set_at INTEGER
);
CREATE TABLE IF NOT EXISTS account_links (
  hash TEXT PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL, used_at INTEGER
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sessions (
  hash TEXT PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions(account_id);
CREATE TABLE IF NOT EXISTS sign_in_failures (
  id INTEGER PRIMARY KEY, subject TEXT NOT NULL, at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sign_in_failures_by_subject ON sign_in_failures(subject, at);
-- A page's history (server/versions.ts): every draft save, numbered per page; which went live.
CREATE TABLE IF NOT EXISTS page_versions (
  id INTEGER PRIMARY KEY, page_id INTEGER NOT NULL, seq INTEGER NOT NULL, actor TEXT NOT NULL,
  created_at TEXT NOT NULL, kind TEXT NOT NULL, restored_from INTEGER, json TEXT NOT NULL,
  summary TEXT NOT NULL, published_at TEXT, published_by TEXT,
  UNIQUE (page_id, seq)
);
-- A page's pending scheduled publication (server/schedules.ts): one version, one instant (UTC).
-- Due ones are found by the partial index before each request, one indexed step.
CREATE TABLE IF NOT EXISTS page_schedules (
  page_id INTEGER PRIMARY KEY, seq INTEGER NOT NULL, due_at TEXT NOT NULL, actor TEXT NOT NULL,
  created_at TEXT NOT NULL, failure TEXT
);
CREATE INDEX IF NOT EXISTS page_schedules_due ON page_schedules(due_at) WHERE failure IS NULL;
CREATE TABLE IF NOT EXISTS media (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, file TEXT NOT NULL, name TEXT NOT NULL,
  type TEXT NOT NULL, bytes INTEGER NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '{}', decorative INTEGER NOT NULL DEFAULT 0,
  focal_x REAL NOT NULL DEFAULT 0.5, focal_y REAL NOT NULL DEFAULT 0.5,
  uploaded_by TEXT NOT NULL, uploaded_at TEXT NOT NULL, UNIQUE (site_id, file)
);
CREATE INDEX IF NOT EXISTS media_by_site_date ON media(site_id, uploaded_at, id);
`;

/**
 * Acknowledged means on disk. The writes this database takes after seeding are people's: a
 * visitor's form submission (answered "we will be in touch") and an editor's save or publish.
 * In WAL mode, SQLite's `synchronous = NORMAL` does not sync the WAL at each commit, only at
 * checkpoints: a committed transaction survives the process being killed (the WAL is in the
 * OS's cache) but "might roll back following a power loss or system crash"
 * (https://www.sqlite.org/pragma.html#pragma_synchronous, https://www.sqlite.org/wal.html).
 * `FULL` syncs the WAL before each commit returns, so a 201 is answered only once the
 * submission is on the disk. It costs one fsync per write transaction (reads are unaffected);
 * `npm run bench` reports form submissions/s with both settings.
 */
export const DURABLE_SYNCHRONOUS = 'FULL';

export interface OpenOptions {
  readonly?: boolean;
  /** Only for `npm run bench`'s before/after comparison: every command uses the durable default. */
  synchronous?: 'FULL' | 'NORMAL';
  /**
   * `auto` (the default): a new file gets every migration, a file made before migrations is
   * adopted as version 1, and any other schema than the latest is refused with a SchemaError
   * naming `sitegen db migrate` (server/migrations.ts). `as-is`: nothing is applied or checked,
   * for `sitegen db migrate` and `sitegen db copy`, which do that themselves.
   */
  schema?: 'auto' | 'as-is';
}

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (dialectOf(file) === 'postgres') {
    // Without this a URL would become folders named "postgres:" next to the command.
    throw new SitegenError('NOT_ON_POSTGRES', `This command runs on a SQLite file only, not on ${describeLocation(file)}.`,
      'Give --db a SQLite file; `sitegen db migrate` and `sitegen db copy` take PostgreSQL URLs.');
  }
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous === 'NORMAL' ? 'NORMAL' : DURABLE_SYNCHRONOUS}`);
    db.pragma('foreign_keys = ON');
    if ((options.schema ?? 'auto') === 'auto') {
      try {
        prepareSqliteSchema(db, file);
      } catch (error) {
        db.close();
        throw error;
      }
    }
  }
  return db;
}

export function isDatabaseEmpty(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number };
  return row.n === 0;
}
