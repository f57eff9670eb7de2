import type { Command } from 'commander';
import { SitegenError } from '../errors.js';
import { parseCommand } from './options.js';
import { formatNumber } from './progress.js';
import type { Sql } from '../../server/sql/sql.js';

/**
 * Opens a database. `as-is`: nothing applied or checked (what `migrate` and a copy's target do
 * themselves); `auto`: as every other command opens a SQLite file (a file made before
 * migrations is adopted), which a copy's source is, and then checked (server/migrations.ts).
 */
async function open(location: string, schema: 'as-is' | 'auto'): Promise<Sql> {
  const { openSql } = await import('../../server/sql/open-sql.js');
  return openSql(location, { schema, poolSize: 2 });
}

export function registerDb(program: Command) {
  const db = program.command('db').description('The content API\'s database: schema migrations, moving a site between SQLite and PostgreSQL');
  db
    .command('migrate')
    .description('Apply the schema migrations the database lacks (a SQLite file or a PostgreSQL database)')
    .option('--db <file|url>', 'SQLite file or postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .option('--json', 'print a JSON summary')
    .action(async (_flags: unknown, command: Command) => {
      const { config } = await parseCommand(command);
      const { migrate, databaseError, shownLocation } = await import('../../server/migrations.js');
      const shown = shownLocation(config.db);
      const sql = await open(config.db, 'as-is');
      try {
        const result = await migrate(sql, { location: config.db }).catch((error: unknown) => { throw databaseError(error, config.db); });
        if (config.json) {
          process.stdout.write(`${JSON.stringify({ ok: true, db: shown, ...result })}\n`);
        } else if (result.applied.length === 0) {
          process.stdout.write(`${shown} is up to date (schema version ${result.version})\n`);
        } else {
          const list = result.applied.map((m) => `${m.version} "${m.name}"`).join(', ');
          const adopted = result.adopted ? ' (made before migrations: its tables were kept and adopted as version 1)' : '';
          process.stdout.write(`${shown}: applied ${result.applied.length} migration${result.applied.length === 1 ? '' : 's'} (${list})${adopted}; now at schema version ${result.version}\n`);
        }
      } finally {
        await sql.close();
      }
    });
  db
    .command('copy')
    .description('Copy every table\'s rows from one database to another (SQLite ⇄ PostgreSQL), migrating the target first')
    .requiredOption('--from <file|url>', 'the database to read (SQLite file or postgres:// URL)')
    .requiredOption('--to <file|url>', 'the database to fill (a new SQLite file, or an empty migrated or new PostgreSQL database)')
    .option('--replace', 'delete the target\'s rows first (otherwise a target that holds rows is refused)')
    .option('--json', 'print a JSON summary')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const from = options['--from']!;
      const to = options['--to']!;
      const replace = (command.opts() as { replace?: boolean }).replace === true;
      const { copyDatabase } = await import('../../server/copy-database.js');
      const { databaseError, shownLocation } = await import('../../server/migrations.js');
      if (from === to) throw new SitegenError('BAD_OPTION', `--from and --to name the same database (${shownLocation(from)}).`, 'Copy into another database.');
      const started = performance.now();
      const source = await open(from, 'auto');
      try {
        const target = await open(to, 'as-is');
        try {
          const result = await copyDatabase(source, target, { from, to, replace }).catch((error: unknown) => {
            const known = databaseError(error, from);
            if (!(known instanceof SitegenError) || known === error) throw known;
            throw new SitegenError((known as SitegenError).code, `Copying ${shownLocation(from)} to ${shownLocation(to)} failed, nothing was copied: ${(error as Error).message}`,
              'Check that both databases run and that their URLs (user, password, host, port, database name) are right.', { cause: error });
          });
          const seconds = (performance.now() - started) / 1000;
          if (config.json) {
            process.stdout.write(`${JSON.stringify({ ok: true, from: shownLocation(from), to: shownLocation(to), replaced: result.replaced, migrated: result.migrated.applied,
              tables: Object.fromEntries(result.tables.map((t) => [t.name, t.rows])), rows: result.rows, seconds })}\n`);
            return;
          }
          const width = Math.max(...result.tables.map((t) => t.name.length));
          const lines = result.tables.map((t) => `  ${t.name.padEnd(width)}  ${formatNumber(t.rows).padStart(9)}`);
          process.stdout.write(`copied ${formatNumber(result.rows)} rows in ${result.tables.length} tables from ${shownLocation(from)} to ${shownLocation(to)}${result.replaced ? ' (its rows replaced)' : ''} in ${seconds.toFixed(2)} s\n${lines.join('\n')}\n`);
        } finally {
          await target.close();
        }
      } finally {
        await source.close();
      }
    });
}
