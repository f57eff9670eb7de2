import { checkSchema, migrate } from '../migrations.js';
import type { Sql } from './sql.js';

/**
 * The one place that decides what a command does with a database's schema (server/migrations.ts):
 * - `create` (`sitegen content seed`, which sets a database up): apply the migrations it lacks;
 * - `check` (an API starting: `sitegen api`, `serve`, the build's embedded API): refuse any schema
 *   but the latest, saying which command to run, so an instance never serves from a schema it
 *   does not know (DESIGN 9: several instances over one database, upgraded one at a time).
 * A SQLite file is also prepared as it opens (server/open-database.ts): a new one is migrated.
 */
export async function prepareSchema(sql: Sql, location: string, mode: 'create' | 'check'): Promise<void> {
  if (mode === 'create') await migrate(sql, { location });
  else await checkSchema(sql, location);
}

/** Whether the database holds no site yet (the embedded API seeds it then). */
export async function isEmpty(sql: Sql): Promise<boolean> {
  const row = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM sites');
  return (row?.n ?? 0) === 0;
}
