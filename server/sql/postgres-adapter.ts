import { quoteIdentifier as quote, tablesWrittenBy, type DialectAdapter } from './dialect-adapter.js';

const USER_TABLES = "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'";

/** PostgreSQL's side of what differs between the dialects (dialect-adapter.ts). */
export const postgresAdapter: DialectAdapter = {
  dialect: 'postgres',
  groupConcat: (expr, separator, orderBy) => `string_agg(${expr}, '${separator}' ORDER BY ${orderBy})`,
  // bigint: ids come from clients and may exceed an INTEGER column.
  jsonIds: (type) => `SELECT CAST(value AS ${type}) AS value FROM jsonb_array_elements_text(CAST(? AS jsonb))`,
  joinJsonIds: (joined, column) => `jsonb_array_elements_text(CAST(? AS jsonb)) AS j(value) JOIN ${joined} ON ${column} = CAST(j.value AS bigint)`,
  jsonObjectValues: (expr, alias) => `jsonb_each_text(CAST(${expr} AS jsonb)) ${alias}`,
  jsonText: (expr, key) => `(CAST(${expr} AS jsonb) ->> '${key}')`,
  // lower() folds ASCII letters only under COLLATE "C", as SQLite's does; under the server's
  // locale it would fold more, and the same search would find other rows.
  lowerAscii: (expr) => `lower(${expr} COLLATE "C")`,
  hasFold: false,
  // A transaction-scoped advisory lock: released at commit or rollback.
  async lock(tx, key) {
    if (typeof key === 'bigint') await tx.get('SELECT pg_advisory_xact_lock(?::bigint) AS locked', [key]);
    else await tx.get('SELECT pg_advisory_xact_lock(hashtext(?)) AS locked', [key]);
  },
  // A server whose default is synchronous_commit=off would answer before the commit is on disk.
  async durableCommit(tx) {
    await tx.run('SET LOCAL synchronous_commit TO on');
  },
  async snapshot(tx) {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  },
  async userTables(sql) {
    return (await sql.all<{ name: string }>(USER_TABLES)).map((r) => r.name);
  },
  // Its full-text search lives in ordinary tables (server/search-postgres.ts).
  searchTables: async () => [],
  async describeTable(sql, name) {
    const columns = await sql.all<{ name: string }>('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position', [name]);
    const key = await sql.all<{ name: string }>(`SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = ?::regclass AND i.indisprimary ORDER BY a.attnum`, [quote(name)]);
    return { name, columns: columns.map((c) => c.name), key: key.map((k) => k.name) };
  },
  async dependencies(sql) {
    const references = await sql.all<{ parent: string; child: string }>(`SELECT c.confrelid::regclass::text AS parent, c.conrelid::regclass::text AS child
      FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    const triggers = await sql.all<{ t: string; body: string }>(`SELECT c.relname AS t, p.prosrc AS body FROM pg_trigger g
      JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid WHERE NOT g.tgisinternal AND c.relnamespace = current_schema()::regnamespace`);
    return {
      references: references.map((r) => [r.parent.replace(/"/g, ''), r.child.replace(/"/g, '')]),
      triggers: triggers.flatMap((t) => tablesWrittenBy(t.body).map((w): [string, string] => [t.t, w])),
    };
  },
  /**
   * Rows were inserted with their ids, which the identity sequences did not count: each sequence
   * restarts after the largest id, so the next INSERT without an id does not collide.
   */
  async afterInsertingIds(sql, tables) {
    const identities = await sql.all<{ t: string; c: string }>("SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'");
    for (const { t, c } of identities.filter((i) => tables.includes(i.t))) {
      await sql.get(`SELECT setval(pg_get_serial_sequence(?, ?), COALESCE((SELECT MAX(${quote(c)}) FROM ${quote(t)}), 0) + 1, false) AS next`, [quote(t), c]);
    }
  },
  /**
   * Several instances write: the row versions of the source versions, which the items' trigger
   * bumps on every write to an item, in the same transaction, and a re-seed writes anew
   * (categories of items are written only by the seed).
   */
  async changeStamp(sql) {
    const row = await sql.get<{ stamp: string | null }>(
      "SELECT string_agg(CAST(xmin AS text) || ':' || version, ',' ORDER BY site_id, locale, source) AS stamp FROM source_versions");
    return row?.stamp ?? '';
  },
  changeStampIsFree: false,
};
