import { databaseUnavailable, describeLocation as shownLocation } from './sql/describe-location.js';
import { USER_TABLES } from './sql/sqlite-adapter.js';
import type Database from 'better-sqlite3';
import { SitegenError } from '../src/errors.js';
import { SCHEMA } from './open-database.js';
import { POSTGRES_SCHEMA } from './sql/postgres-schema.js';
import { SqliteSql } from './sql/sqlite-sql.js';
import { SqlUnavailableError, type Sql } from './sql/sql.js';

/**
 * Versioned schema migrations (DESIGN 9: "versioned migrations" for both backends). Each one is
 * numbered, named and written once per dialect; a database records what it has in
 * `schema_migrations (version, name, applied_at)`. `sitegen db migrate` applies what is missing;
 * the API refuses to start on any other schema than the latest (checkSchema), so an instance
 * never runs against tables it does not know.
 *
 * A change to the schema is a NEW migration at the end of the list: never edit one that has
 * shipped (databases that applied it would not see the change). Migration 1 is the schema as it
 * was when migrations began, every statement idempotent, which is what lets a database made
 * before migrations be adopted (its tables kept, version 1 recorded).
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** The statements for each backend (several, run as one script inside the migration's transaction). */
  readonly sqlite: string;
  readonly postgres: string;
  /** What PostgreSQL must allow beyond creating tables, said when it refuses (MigrationRefused). */
  readonly needs?: string;
  /**
   * SQLite: the migration rebuilds a table others reference (SQLite cannot change a CHECK in
   * place). Foreign keys are off while it runs, so dropping the old table cascades to nothing,
   * and checked before its transaction commits (SQLite's "other kinds of table schema changes").
   */
  readonly rebuildsSqliteTables?: true;
}

/**
 * What the search index creates for itself on SQLite (server/search.ts): its bookkeeping and the
 * editors' synonym groups. The FTS5 tables stay the index's own business (one per language,
 * renamed when the index's version changes). The synonym groups are editors' content, so they
 * exist on PostgreSQL too and `sitegen db copy` carries them.
 */
const SEARCH_TABLES_SQLITE = `
CREATE TABLE IF NOT EXISTS search_docs (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, page_id INTEGER NOT NULL, stamp TEXT NOT NULL, sources TEXT NOT NULL,
  PRIMARY KEY (site_id, locale, page_id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_synonyms (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, groups TEXT NOT NULL, modified TEXT NOT NULL,
  PRIMARY KEY (site_id, locale)) WITHOUT ROWID;
`;
const SEARCH_TABLES_POSTGRES = `
CREATE TABLE IF NOT EXISTS search_synonyms (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, groups TEXT NOT NULL, modified TEXT NOT NULL,
  PRIMARY KEY (site_id, locale));
`;

/** Migration 9's tables (the lead outbox, held submissions, consents), with each database's generated id. */
const leadTables = (generatedId: string) => `
CREATE TABLE IF NOT EXISTS lead_deliveries (
  id ${generatedId}, submission_id INTEGER NOT NULL, channel TEXT NOT NULL CHECK (channel IN ('admissions', 'visitor', 'crm')),
  idempotency_key TEXT NOT NULL UNIQUE, state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0, next_at TEXT NOT NULL, lease_until TEXT NOT NULL DEFAULT '', last_error TEXT,
  sent_at TEXT, created_at TEXT NOT NULL, UNIQUE (submission_id, channel)
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries(state, next_at);
CREATE TABLE IF NOT EXISTS submission_holds (submission_id INTEGER PRIMARY KEY, reason TEXT NOT NULL, held_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS submission_consents (
  submission_id INTEGER PRIMARY KEY, notice_version TEXT NOT NULL, notice_locale TEXT NOT NULL, privacy INTEGER NOT NULL, marketing INTEGER NOT NULL
);
`;

/** Migration 10's tables (the admissions inbox's state of each lead and what was done to it). */
const inboxTables = (generatedId: string) => `
CREATE TABLE IF NOT EXISTS lead_states (
  submission_id INTEGER PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'enrolled', 'discarded')),
  assignee TEXT NOT NULL DEFAULT '', updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_states_status ON lead_states(status);
CREATE TABLE IF NOT EXISTS lead_events (
  id ${generatedId}, submission_id INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'assignee', 'note', 'retry', 'release')), value TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_events_by_submission ON lead_events(submission_id, id);
CREATE INDEX IF NOT EXISTS form_submissions_by_site ON form_submissions(site, created_at);
`;

/** Migration 11's tables: the same on both databases. */
const NEWSLETTER_TABLES = `
CREATE TABLE IF NOT EXISTS newsletter_states (submission_id INTEGER PRIMARY KEY, confirmed_at TEXT, left_at TEXT);
CREATE TABLE IF NOT EXISTS link_keys (name TEXT PRIMARY KEY, secret TEXT NOT NULL);
`;

/**
 * Migration 12: what the outbox sends (server/lead-outbox.ts), an event's places and
 * registrations, and the outbox's queue: the one row a post writes in its own commit, which the
 * worker turns into the post's deliveries (three rows and their indexes in every post's commit
 * cost a visitor's post more than a tenth of its time).
 */
const DELIVERY_CHANNELS = "'admissions', 'visitor', 'crm', 'reminder', 'place'";
/** …and what the inbox records (server/leads.ts): an event registration cancelled by the team too. */
const LEAD_EVENT_KINDS = "'status', 'assignee', 'note', 'retry', 'release', 'cancel'";
const EVENT_TABLES = `
CREATE TABLE IF NOT EXISTS event_places (
  site TEXT NOT NULL, event_group INTEGER NOT NULL, session TEXT NOT NULL, taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0),
  PRIMARY KEY (site, event_group, session)
);
CREATE TABLE IF NOT EXISTS event_registrations (
  submission_id INTEGER PRIMARY KEY, site TEXT NOT NULL, event_group INTEGER NOT NULL, session TEXT NOT NULL, attendees INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'waiting', 'cancelled')), updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS event_registrations_queue ON event_registrations(site, event_group, session, status, submission_id);
CREATE TABLE IF NOT EXISTS lead_queue (submission_id INTEGER PRIMARY KEY, queued_at TEXT NOT NULL);
`;

/** Migration 13's tables: the same on both databases but for how an id is generated. */
const reviewTables = (id: string) => `
CREATE TABLE IF NOT EXISTS site_reviews (site_id INTEGER PRIMARY KEY, required INTEGER NOT NULL, changed_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS page_reviews (
  id ${id}, site_id INTEGER NOT NULL, page_id INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('submitted', 'changes', 'approved')), version TEXT NOT NULL, note TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS page_reviews_by_page ON page_reviews(page_id, id);
CREATE INDEX IF NOT EXISTS page_reviews_by_site ON page_reviews(site_id, id);
`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'baseline: the content API schema',
    // Getters: open-database.ts imports this module, and this module its SCHEMA.
    get sqlite() { return SCHEMA + SEARCH_TABLES_SQLITE; },
    get postgres() { return POSTGRES_SCHEMA + SEARCH_TABLES_POSTGRES; },
  },
  {
    version: 2,
    name: 'search index on PostgreSQL',
    // SQLite's index is FTS5 tables the index makes for itself (server/search.ts), named by
    // its version; only PostgreSQL gets tables here (server/search-postgres.ts).
    sqlite: '',
    postgres: `
CREATE TABLE IF NOT EXISTS search_docs (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, page_id INTEGER NOT NULL, stamp TEXT NOT NULL, sources TEXT NOT NULL,
  PRIMARY KEY (site_id, locale, page_id));
CREATE TABLE IF NOT EXISTS search_pages (
  site_id INTEGER NOT NULL, locale TEXT NOT NULL, page_id INTEGER NOT NULL,
  path TEXT NOT NULL, template TEXT NOT NULL, display_title TEXT NOT NULL, excerpt TEXT NOT NULL,
  document TSVECTOR NOT NULL,
  PRIMARY KEY (site_id, locale, page_id));
CREATE INDEX IF NOT EXISTS search_pages_document ON search_pages USING GIN (document);
`,
  },
  {
    version: 3,
    name: 'search on PostgreSQL\'s spanish and english configurations with unaccent',
    sqlite: '',
    needs: 'It creates the `unaccent` extension (a trusted one: the user needs CREATE on the database) and two text-search configurations (CREATE on the schema). '
      + 'Grant them (`GRANT CREATE ON DATABASE <db> TO <user>; GRANT CREATE ON SCHEMA public TO <user>;`) or have an administrator run `CREATE EXTENSION unaccent;` in the database first.',
    // PostgreSQL stems the pages and the queries itself (server/search-postgres.ts, spec 7
    // search): the built-in parser and Snowball stemmers of `spanish` and `english`, accents
    // removed first by `unaccent` (a trusted extension: a user with CREATE on the database may
    // create it). The stemmers carry no stop-word list: every word is indexed, as on SQLite, and
    // the search decides which query words do not count. The index's rows made before are left
    // as they are (instances of the version before still read them during a deploy): their stamps
    // name no configuration, so the new version's start-time catch-up indexes every page again.
    postgres: `
CREATE EXTENSION IF NOT EXISTS unaccent;
DROP TEXT SEARCH CONFIGURATION IF EXISTS sitegen_es;
DROP TEXT SEARCH CONFIGURATION IF EXISTS sitegen_en;
DROP TEXT SEARCH DICTIONARY IF EXISTS sitegen_es_stem;
DROP TEXT SEARCH DICTIONARY IF EXISTS sitegen_en_stem;
CREATE TEXT SEARCH DICTIONARY sitegen_es_stem (TEMPLATE = snowball, Language = spanish);
CREATE TEXT SEARCH DICTIONARY sitegen_en_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION sitegen_es (COPY = spanish);
ALTER TEXT SEARCH CONFIGURATION sitegen_es ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH sitegen_es_stem;
ALTER TEXT SEARCH CONFIGURATION sitegen_es ALTER MAPPING FOR word, hword, hword_part WITH unaccent, sitegen_es_stem;
CREATE TEXT SEARCH CONFIGURATION sitegen_en (COPY = english);
ALTER TEXT SEARCH CONFIGURATION sitegen_en ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH sitegen_en_stem;
ALTER TEXT SEARCH CONFIGURATION sitegen_en ALTER MAPPING FOR word, hword, hword_part WITH unaccent, sitegen_en_stem;
`,
  },
  {
    version: 4,
    name: 'scheduled unpublishing: a schedule has an action',
    // A schedule publishes a version or takes the page offline (server/schedules.ts, spec 4
    // editor mode): one pending schedule per page AND action, so an event page can keep a
    // scheduled update and the moment it goes offline. The schedules made before are
    // publications. Unpublish schedules fix no version: seq 0, which no version has.
    // SQLite cannot change a primary key in place: the table is made again with its rows, kept
    // meanwhile in a table of the main schema. Not ALTER TABLE … RENAME, nor a TEMP table: after
    // either, the connection's first WAL checkpoint fails with "database table is locked", and
    // a new file is migrated and then seeded on one connection (Sql.bulkLoad checkpoints). A
    // script cannot ask SQLite whether a column exists: run again over its own result (its
    // schema_migrations emptied by hand), it keeps every row as a publication.
    sqlite: `
CREATE TABLE page_schedules_v3 AS SELECT * FROM page_schedules;
DROP TABLE page_schedules;
CREATE TABLE page_schedules (
  page_id INTEGER NOT NULL, action TEXT NOT NULL DEFAULT 'publish' CHECK (action IN ('publish', 'unpublish')),
  seq INTEGER NOT NULL, due_at TEXT NOT NULL, actor TEXT NOT NULL, created_at TEXT NOT NULL, failure TEXT,
  PRIMARY KEY (page_id, action)
);
INSERT INTO page_schedules (page_id, action, seq, due_at, actor, created_at, failure)
  SELECT page_id, 'publish', seq, due_at, actor, created_at, failure FROM page_schedules_v3;
DROP TABLE page_schedules_v3;
CREATE INDEX page_schedules_due ON page_schedules(due_at) WHERE failure IS NULL;
`,
    // Each statement can run again over its own result, like those before it (a database whose
    // schema_migrations was emptied is migrated from the start).
    postgres: `
ALTER TABLE page_schedules ADD COLUMN IF NOT EXISTS action TEXT NOT NULL DEFAULT 'publish';
ALTER TABLE page_schedules DROP CONSTRAINT IF EXISTS page_schedules_action;
ALTER TABLE page_schedules ADD CONSTRAINT page_schedules_action CHECK (action IN ('publish', 'unpublish'));
ALTER TABLE page_schedules DROP CONSTRAINT IF EXISTS page_schedules_pkey;
ALTER TABLE page_schedules ADD CONSTRAINT page_schedules_pkey PRIMARY KEY (page_id, action);
`,
  },
  {
    version: 5,
    name: 'presence: who has a page open in the editor',
    // Each editor's tab says every few seconds that it has the page open (server/presence.ts):
    // in the database, as every API instance must see it (DESIGN.md 9: instances hold no state).
    sqlite: `
CREATE TABLE IF NOT EXISTS page_presence (page_id INTEGER NOT NULL, actor TEXT NOT NULL, seen_at TEXT NOT NULL, PRIMARY KEY (page_id, actor));
CREATE INDEX IF NOT EXISTS page_presence_seen ON page_presence(seen_at);
`,
    postgres: `
CREATE TABLE IF NOT EXISTS page_presence (page_id INTEGER NOT NULL, actor TEXT NOT NULL, seen_at TEXT NOT NULL, PRIMARY KEY (page_id, actor));
CREATE INDEX IF NOT EXISTS page_presence_seen ON page_presence(seen_at);
`,
  },
  {
    version: 6,
    name: 'account scope: the languages and sections an editor may change',
    // server/accounts.ts EditorScope: comma-separated locales and path prefixes, '' for all; an
    // account without a row may change everything. A table of its own, so the statement is the
    // same and idempotent on both databases (SQLite has no ADD COLUMN IF NOT EXISTS).
    sqlite: `
CREATE TABLE IF NOT EXISTS account_scopes (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE, languages TEXT NOT NULL, sections TEXT NOT NULL
);
`,
    postgres: `
CREATE TABLE IF NOT EXISTS account_scopes (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE, languages TEXT NOT NULL, sections TEXT NOT NULL
);
`,
  },
  {
    version: 7,
    name: 'audit log: who published, unpublished, moved or created which page, and when',
    // server/audit.ts. Rows name the page by id, locale and path as they were: a page deleted
    // or moved later keeps its history readable.
    sqlite: `
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
  page_id INTEGER NOT NULL, locale TEXT NOT NULL, path TEXT NOT NULL, detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_by_site_time ON audit_log(site_id, at);
`,
    postgres: `
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, site_id INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
  page_id INTEGER NOT NULL, locale TEXT NOT NULL, path TEXT NOT NULL, detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_by_site_time ON audit_log(site_id, at);
`,
  },
  {
    version: 8,
    name: 'page facts read from indexes: the page index, translations and the search signature without reading pages\' JSON',
    // SQLite keeps a row's columns in order, and a page's JSON (published_json, draft_json) comes
    // before content_hash, deps, status and modified: every query that read those for every page
    // (the page index a build and each Publish ask for, the search's signature and sync after a
    // Publish) read all the site's JSON to reach them (spec 9: at 50,000 pages, hundreds of MB).
    // These indexes hold what those queries read, so they read the index alone.
    sqlite: `
CREATE INDEX IF NOT EXISTS pages_index_facts ON pages(site_id, status, id, locale, path, modified, content_hash, deps, header_id, footer_id, translation_group);
CREATE INDEX IF NOT EXISTS pages_translation_facts ON pages(translation_group, status, id, locale, path);
CREATE INDEX IF NOT EXISTS pages_language_facts ON pages(site_id, locale, status, id, content_hash, modified);
`,
    // PostgreSQL keeps large values out of line (TOAST), so its rows are small already; the same
    // indexes keep the two schemas one. An entry (a path of slugs of at most 120 characters, two
    // hashes, a date) stays far below a B-tree entry's limit of about 2,700 bytes.
    postgres: `
CREATE INDEX IF NOT EXISTS pages_index_facts ON pages(site_id, status, id, locale, path, modified, content_hash, deps, header_id, footer_id, translation_group);
CREATE INDEX IF NOT EXISTS pages_translation_facts ON pages(translation_group, status, id, locale, path);
CREATE INDEX IF NOT EXISTS pages_language_facts ON pages(site_id, locale, status, id, content_hash, modified);
`,
  },
  {
    version: 9,
    name: 'lead outbox: each submission\'s e-mails and CRM call, delivered after the answer; submissions held for review',
    // server/lead-outbox.ts. A row per submission and channel, written in the submission's own
    // transaction (a lead acknowledged is a lead queued), claimed by one instance at a time by
    // its lease, retried with backoff until sent or dead. Instants are ISO strings (one width,
    // so they compare as text on both databases). The key is sent as Idempotency-Key, so the
    // CRM can tell a retry from a new lead. A submission the time trap caught is stored and held
    // (submission_holds): queued for nobody until a person releases it (server/forms.ts). What
    // was consented to, and under which version of the notice (submission_consents), is kept
    // apart from the values, the marketing choice on its own.
    // The same tables on both, but for how an id is generated.
    get sqlite() { return leadTables('INTEGER PRIMARY KEY'); },
    get postgres() { return leadTables('INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'); },
  },
  {
    version: 10,
    name: 'admissions inbox: an admissions role, each lead\'s status and assignee, and who did what to it',
    // server/leads.ts. The admissions team reads and answers leads; editors do not see personal
    // data, admissions accounts do not edit pages. SQLite keeps a CHECK in the table's text, so
    // accounts is rebuilt (same columns, same ids: sessions, links and scopes still point at it).
    rebuildsSqliteTables: true,
    get sqlite() {
      return `
CREATE TABLE accounts_v10 (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, role TEXT NOT NULL CHECK (role IN ('editor', 'admin', 'admissions')),
  password_hash TEXT, created_at INTEGER NOT NULL, password_set_at INTEGER
);
INSERT INTO accounts_v10 (id, email, role, password_hash, created_at, password_set_at) SELECT id, email, role, password_hash, created_at, password_set_at FROM accounts;
DROP TABLE accounts;
ALTER TABLE accounts_v10 RENAME TO accounts;
${inboxTables('INTEGER PRIMARY KEY')}`;
    },
    get postgres() {
      return `
ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_role_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('editor', 'admin', 'admissions'));
${inboxTables('INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')}`;
    },
  },
  {
    version: 11,
    name: 'newsletter double opt-in: when a sign-up was confirmed or left, and the key its links are signed with',
    // server/newsletter.ts. A sign-up reaches the CRM only once its address confirmed it (the
    // link in the e-mail); the link to leave is in every e-mail. The key is made once, at random,
    // by the first API instance that needs it, and shared by all (links outlive any one process).
    sqlite: NEWSLETTER_TABLES,
    postgres: NEWSLETTER_TABLES,
  },
  {
    version: 12,
    name: 'open days with real places: each session\'s places taken, each registration\'s place or turn on the waiting list, reminders and promotions in the outbox',
    // server/event-places.ts. A session's count is one row, changed by one conditional UPDATE
    // (taken + n <= capacity), so of two visitors taking its last place at once one gets it on
    // both databases. The outbox gains two channels: the reminder the day before a session and
    // the e-mail that a place freed up for someone waiting. SQLite keeps a CHECK in the table's
    // text, so lead_deliveries is rebuilt (same columns, same ids), and lead_events, which
    // records the team's cancelling of a registration.
    rebuildsSqliteTables: true,
    get sqlite() {
      return `
CREATE TABLE lead_deliveries_v12 (
  id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL, channel TEXT NOT NULL CHECK (channel IN (${DELIVERY_CHANNELS})),
  idempotency_key TEXT NOT NULL UNIQUE, state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0, next_at TEXT NOT NULL, lease_until TEXT NOT NULL DEFAULT '', last_error TEXT,
  sent_at TEXT, created_at TEXT NOT NULL, UNIQUE (submission_id, channel)
);
INSERT INTO lead_deliveries_v12 SELECT id, submission_id, channel, idempotency_key, state, attempts, next_at, lease_until, last_error, sent_at, created_at FROM lead_deliveries;
DROP TABLE lead_deliveries;
ALTER TABLE lead_deliveries_v12 RENAME TO lead_deliveries;
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries(state, next_at);
CREATE TABLE lead_events_v12 (
  id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN (${LEAD_EVENT_KINDS})), value TEXT NOT NULL
);
INSERT INTO lead_events_v12 SELECT id, submission_id, at, actor, kind, value FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_v12 RENAME TO lead_events;
CREATE INDEX IF NOT EXISTS lead_events_by_submission ON lead_events(submission_id, id);
${EVENT_TABLES}`;
    },
    get postgres() {
      return `
ALTER TABLE lead_deliveries DROP CONSTRAINT IF EXISTS lead_deliveries_channel_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_channel_check CHECK (channel IN (${DELIVERY_CHANNELS}));
ALTER TABLE lead_events DROP CONSTRAINT IF EXISTS lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check CHECK (kind IN (${LEAD_EVENT_KINDS}));
${EVENT_TABLES}`;
    },
  },
  {
    version: 13,
    name: 'review before publishing: whether a site asks for it, and each page\'s submissions, requests for changes and approvals',
    // server/reviews.ts. A site that switches review on (`sitegen editor review on`) has its
    // editors submit a page and an administrator publish it. A page's review is the notes it was
    // given, never updated: the newest submission, request for changes or approval is its state.
    get sqlite() { return reviewTables('INTEGER PRIMARY KEY'); },
    get postgres() { return reviewTables('INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'); },
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Tables whose rows are computed from the others (the search index's bookkeeping): `sitegen db
 * copy` does not carry them, it empties them on the target, and the API rebuilds them at start.
 */
export const DERIVED_TABLES: readonly string[] = ['search_docs', 'search_pages'];

const MIGRATIONS_DDL = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
)`;

/**
 * PostgreSQL: one advisory lock number for sitegen's migrations, held to the end of each
 * migration's transaction, so that instances started together apply each migration once.
 */
const MIGRATION_LOCK = 7_316_901_118n;

/**
 * - `empty`: no tables at all (a new database);
 * - `unversioned`: tables but no schema_migrations (made before migrations);
 * - `behind`: some migration not applied; `current`: all applied;
 * - `newer`: a version this sitegen does not know (a newer sitegen migrated it).
 */
export type SchemaState = 'empty' | 'unversioned' | 'behind' | 'current' | 'newer';

export interface SchemaStatus {
  state: SchemaState;
  /** The highest version applied (0 when none). */
  current: number;
  latest: number;
  pending: { version: number; name: string }[];
  /** Applied versions this sitegen does not know. */
  unknown: number[];
}

export interface MigrateResult {
  /** The version before (0 for a new or unversioned database). */
  from: number;
  version: number;
  applied: { version: number; name: string }[];
  /** The database had tables but no schema_migrations: migration 1 adopted them. */
  adopted: boolean;
}

function statusOf(tables: readonly string[], versions: readonly number[] | null): SchemaStatus {
  const latest = LATEST_VERSION;
  if (versions === null) {
    const state = tables.length === 0 ? 'empty' : 'unversioned';
    return { state, current: 0, latest, pending: MIGRATIONS.map(({ version, name }) => ({ version, name })), unknown: [] };
  }
  const done = new Set(versions);
  const pending = MIGRATIONS.filter((m) => !done.has(m.version)).map(({ version, name }) => ({ version, name }));
  const unknown = versions.filter((v) => !MIGRATIONS.some((m) => m.version === v)).sort((a, b) => a - b);
  const current = versions.reduce((max, v) => Math.max(max, v), 0);
  const state = unknown.length > 0 ? 'newer' : pending.length > 0 ? 'behind' : 'current';
  return { state, current, latest, pending, unknown };
}

/** The user tables of a database (SQLite's own and nothing else left out). */
async function tablesOf(sql: Sql): Promise<string[]> {
  return sql.adapter.userTables(sql);
}

/** Where the database stands against this sitegen's migrations (read only). */
export async function schemaStatus(sql: Sql): Promise<SchemaStatus> {
  const tables = await tablesOf(sql);
  if (!tables.includes(MIGRATIONS_TABLE)) return statusOf(tables, null);
  const rows = await sql.all<{ version: number }>(`SELECT version FROM ${MIGRATIONS_TABLE}`);
  return statusOf(tables, rows.map((r) => Number(r.version)));
}

/** The same, synchronously, for a SQLite file being opened (server/open-database.ts). */
export function sqliteSchemaStatus(db: Database.Database): SchemaStatus {
  const tables = (db.prepare(USER_TABLES).all() as { name: string }[]).map((r) => r.name);
  if (!tables.includes(MIGRATIONS_TABLE)) return statusOf(tables, null);
  return statusOf(tables, (db.prepare(`SELECT version FROM ${MIGRATIONS_TABLE}`).all() as { version: number }[]).map((r) => r.version));
}

/**
 * Applies every migration the database lacks, each in its own transaction, in order. Safe when
 * two processes race (two API instances started together, a migrate run during a start): each
 * transaction first takes the database's write lock (PostgreSQL: an advisory lock; SQLite: BEGIN
 * IMMEDIATE), then reads what is applied, so the second process finds the work done.
 * `location` only names the database in errors.
 */
export async function migrate(sql: Sql, options: { location?: string } = {}): Promise<MigrateResult> {
  if (sql instanceof SqliteSql) return migrateSqlite(sql.db, { location: options.location });
  let from: number | undefined;
  let adopted = false;
  const applied: MigrateResult['applied'] = [];
  for (;;) {
    const step = await sql.transaction(async (tx) => {
      await tx.adapter.lock(tx, MIGRATION_LOCK);
      const before = await schemaStatus(tx);
      from ??= before.current;
      if (before.state === 'newer') throw new SchemaError(before, options.location ?? 'the database');
      if (before.state === 'unversioned') adopted = true;
      const next = MIGRATIONS.find((m) => m.version === before.pending[0]?.version);
      if (before.state === 'empty' || before.state === 'unversioned') await tx.exec(MIGRATIONS_DDL);
      if (!next) return null;
      try {
        await tx.exec(next[tx.dialect]);
      } catch (error) {
        throw refusal(error, next, options.location ?? 'the database');
      }
      await tx.run(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`, [next.version, next.name, new Date().toISOString()]);
      return next;
    });
    if (!step) break;
    applied.push({ version: step.version, name: step.name });
  }
  return { from: from ?? 0, version: applied.at(-1)?.version ?? from ?? 0, applied, adopted };
}

/**
 * SQLite's migrations, synchronous (better-sqlite3 is, and so is openDatabase, which migrates a
 * new file and adopts an old one: a fresh clone needs no extra command). `upTo` stops early:
 * adoption records only the baseline, and anything after it waits for `sitegen db migrate`.
 */
export function migrateSqlite(db: Database.Database, options: { upTo?: number; location?: string | undefined } = {}): MigrateResult {
  const upTo = options.upTo ?? LATEST_VERSION;
  let from: number | undefined;
  let adopted = false;
  const applied: MigrateResult['applied'] = [];
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
  for (;;) {
    // A table rebuild runs with foreign keys off: the pragma is ignored inside a transaction, so
    // it is set before (for the next migration, which the transaction finds and runs).
    const pending = sqliteSchemaStatus(db).pending[0];
    const rebuilds = MIGRATIONS.find((m) => m.version === pending?.version)?.rebuildsSqliteTables === true;
    if (rebuilds && foreignKeys) db.pragma('foreign_keys = OFF');
    let step: Migration | null | 'again';
    try {
      // IMMEDIATE: the write lock before reading what is applied, so a second process opening the
      // same new file waits here (busy timeout) and then finds the migration recorded.
      step = db.transaction((): Migration | null | 'again' => {
        const before = sqliteSchemaStatus(db);
        from ??= before.current;
        if (before.state === 'newer') throw new SchemaError(before, options.location ?? 'the database');
        if (before.state === 'unversioned') adopted = true;
        if (before.state === 'empty' || before.state === 'unversioned') db.exec(MIGRATIONS_DDL);
        const next = MIGRATIONS.find((m) => m.version === before.pending[0]?.version && m.version <= upTo);
        if (!next) return null;
        // Another process applied the one before while this one waited for the lock: the rebuild
        // must not run with foreign keys on (dropping the table would empty those pointing at it).
        if (next.rebuildsSqliteTables && db.pragma('foreign_keys', { simple: true }) === 1) return 'again';
        db.exec(next.sqlite);
        if (next.rebuildsSqliteTables && foreignKeys) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) throw new Error(`migration ${next.version} would leave ${broken.length} row(s) pointing at nothing; nothing was changed`);
        }
        db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`).run(next.version, next.name, new Date().toISOString());
        return next;
      }).immediate();
    } finally {
      if (rebuilds && foreignKeys) db.pragma('foreign_keys = ON');
    }
    if (step === 'again') continue;
    if (!step) break;
    applied.push({ version: step.version, name: step.name });
  }
  return { from: from ?? 0, version: applied.at(-1)?.version ?? from ?? 0, applied, adopted };
}

/**
 * What opening a SQLite file does (openDatabase): a new file gets every migration; a file made
 * before migrations is adopted as version 1 (its schema applied again first, as every open did
 * before); then anything but the latest schema is refused.
 */
export function prepareSqliteSchema(db: Database.Database, location: string): void {
  const status = sqliteSchemaStatus(db);
  if (status.state === 'current') return;
  if (status.state === 'empty') migrateSqlite(db, { location });
  else if (status.state === 'unversioned') migrateSqlite(db, { upTo: 1, location });
  const after = status.state === 'empty' || status.state === 'unversioned' ? sqliteSchemaStatus(db) : status;
  if (after.state !== 'current') throw new SchemaError(after, location);
}

/** The start-time check (the API, `sitegen serve`, the build's embedded API): the latest schema or a clear refusal. */
export async function checkSchema(sql: Sql, location: string): Promise<SchemaStatus> {
  const status = await schemaStatus(sql).catch((error: unknown) => { throw databaseError(error, location); });
  if (status.state !== 'current') throw new SchemaError(status, location);
  return status;
}

/**
 * A database that cannot be reached or refuses the connection (PostgreSQL down, a wrong
 * password or database name) is named with what it said, for a person to fix: not a stack.
 */
export function databaseError(error: unknown, location: string): unknown {
  if (error instanceof SitegenError) return error;
  const e = error as { code?: unknown; severity?: unknown; message?: string } | null;
  const fromServer = error instanceof SqlUnavailableError || (typeof e?.code === 'string' && typeof e.severity === 'string');
  if (!fromServer) return error;
  if (error instanceof SqlUnavailableError) return databaseUnavailable(location, error);
  return new SitegenError('DATABASE_ERROR', `The database ${shownLocation(location)} answered: ${e?.message ?? String(error)}`,
    'Check that the server runs and that the URL (user, password, host, port, database name) is right.', { cause: error });
}

/**
 * A migration PostgreSQL refused for want of a privilege (42501) or of an extension's files
 * (58P01): what the migration needs and how to get it, for the person running it. Anything else
 * goes on as it was.
 */
function refusal(error: unknown, migration: Migration, location: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== '42501' && code !== '58P01') return error;
  const shown = shownLocation(location);
  const files = code === '58P01' ? ' The server lacks an extension\'s files: install PostgreSQL\'s contrib modules on it (Debian\'s postgresql-15 has them).' : '';
  return new SitegenError('MIGRATION_REFUSED',
    `The database ${shown} refused migration ${migration.version} "${migration.name}": ${(error as Error).message}.`,
    `${migration.needs ?? 'Grant the user the privilege it names.'}${files} Then run \`sitegen db migrate --db ${shellWord(shown)}\` again.`, { cause: error });
}

/** A database location fit for messages: a PostgreSQL URL without its password (one rule: describeLocation). */
export { shownLocation };

/** A word the shell takes as is, or the same in single quotes. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/**
 * The database's schema is not the one this sitegen speaks. Outdated (or new on PostgreSQL, or
 * made before migrations): `sitegen db migrate` fixes it. Newer: only a newer sitegen can run on it.
 */
export class SchemaError extends SitegenError {
  constructor(readonly status: SchemaStatus, location: string) {
    const shown = shownLocation(location);
    const newer = status.state === 'newer';
    const what = newer
      ? `is at schema version ${Math.max(...status.unknown)}, newer than this sitegen knows (${status.latest}): a newer sitegen migrated it`
      : status.state === 'empty'
        ? `has no sitegen schema yet (this sitegen needs schema version ${status.latest})`
        : status.state === 'unversioned'
          ? `has sitegen's tables but no record of its schema version (this sitegen needs version ${status.latest})`
          : `is at schema version ${status.current}; this sitegen needs version ${status.latest} (${status.pending.length} migration${status.pending.length === 1 ? '' : 's'} to apply: ${status.pending.map((m) => `${m.version} "${m.name}"`).join(', ')})`;
    super(
      newer ? 'SCHEMA_TOO_NEW' : 'SCHEMA_OUTDATED',
      `The database ${shown} ${what}.`,
      newer
        ? 'Run the sitegen that migrated it (or a newer one), or point --db at another database; migrations only go forward.'
        : `Run \`sitegen db migrate --db ${shellWord(shown)}\`, then this command again.`,
    );
    this.details = { database: shown, version: status.current, latest: status.latest, pending: status.pending.map((m) => m.version), unknown: status.unknown };
  }
}
