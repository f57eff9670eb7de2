import { POSTGRES_SCHEMA } from './postgres-schema.js';
import type { Sql } from './sql.js';

/**
 * Makes sure the database has the content API's tables before anything reads it. SQLite: done
 * when the file is opened (server/open-database.ts). PostgreSQL: the schema, idempotent, under an
 * advisory lock held by the transaction, so that several instances starting at once do not race
 * on the catalogue. The one place that decides this, to be replaced by versioned migrations.
 */
export async function prepareSchema(sql: Sql): Promise<void> {
  if (sql.dialect !== 'postgres') return;
  await sql.transaction(async (tx) => {
    await tx.get('SELECT pg_advisory_xact_lock(?) AS locked', [SCHEMA_LOCK]);
    await tx.exec(POSTGRES_SCHEMA);
  });
}

/** The advisory lock key of schema changes ("sitegen" in ASCII, as a number). */
const SCHEMA_LOCK = 0x73697465676e;

/** Whether the database holds no site yet (the embedded API seeds it then). */
export async function isEmpty(sql: Sql): Promise<boolean> {
  const row = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM sites');
  return (row?.n ?? 0) === 0;
}
