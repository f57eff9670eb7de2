import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { SitegenError } from '../errors.js';
import { leadSettings } from '../config/load-config.js';
import { parseCommand } from './options.js';

export function registerForms(program: Command) {
  const forms = program.command('forms').description('Form submissions received by the embedded API');
  forms
    .command('export')
    .description('Write the submissions to standard output, for the admissions team')
    .option('--format <format>', 'csv or json', 'csv')
    .option('--since <date>', 'only submissions at or after this ISO date (e.g. 2026-11-01)')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const { dialectOf } = await import('../../server/sql/sql.js');
      if (dialectOf(config.db) === 'sqlite' && !existsSync(config.db)) throw new SitegenError('NO_DATABASE', `No database at ${config.db}.`, 'Pass --db with the file the API runs on.');
      const { openSql } = await import('../../server/sql/open-sql.js');
      const { listSubmissions, submissionsToCsv } = await import('../../server/forms.js');
      const sql = await openSql(config.db);
      try {
        const rows = await listSubmissions(sql, options['--since']);
        process.stdout.write(options['--format'] === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : submissionsToCsv(rows));
      } finally {
        await sql.close();
      }
    });
  forms
    .command('deliveries')
    .description('What became of each submission\'s e-mails and CRM call (the lead outbox, docs/leads.md)')
    .option('--state <state>', 'only pending, sent or dead ones')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      await withOutbox(config.db, async (repo) => {
        const counts = await repo.counts();
        process.stdout.write(`${counts.pending} pending, ${counts.sent} sent, ${counts.dead} dead\n`);
        for (const row of await repo.list(options['--state'])) {
          const tries = `${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'}`;
          const when = row.state === 'sent' ? `sent ${row.sent_at}` : row.state === 'pending' ? `next try ${row.next_at}` : 'dead';
          process.stdout.write(`#${row.id} submission ${row.submission_id} (${row.form_type}, ${row.page_path}) ${row.channel}: ${when}, ${tries}${row.last_error ? ` — ${row.last_error}` : ''}\n`);
        }
      });
    });
  forms
    .command('retry')
    .description('Try dead deliveries again now: every dead one, or those named by --id')
    .option('--id <n>', 'a delivery to retry (repeatable)', (v: string, all: string[]) => [...all, v], [] as string[])
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      await withOutbox(config.db, async (repo) => {
        const ids = options['--id'];
        const n = await repo.retry(new Date().toISOString(), ids?.length ? ids : undefined);
        process.stdout.write(`${n} ${n === 1 ? 'delivery is' : 'deliveries are'} due again; a running \`sitegen api\` or \`sitegen serve\` with the lead settings sends ${n === 1 ? 'it' : 'them'} within a second.\n`);
      });
    });
  registerRelease(forms);
  forms
    .command('access <email>')
    .description('Print, as JSON, everything the forms stored for this address (a person\'s right of access)')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (email: string, _flags: unknown, command: Command) => {
      const { config, args } = await parseCommand(command, { '<email>': email });
      const { accessEmail } = await import('../../server/retention.js');
      await withDatabase(config.db, async (sql) => {
        process.stdout.write(`${JSON.stringify({ email: args['<email>'], submissions: await accessEmail(sql, args['<email>']) }, null, 2)}\n`);
      });
    });
  forms
    .command('erase <email>')
    .description('Delete every submission sent with this address, with its e-mails\' and CRM\'s records (a person\'s right to erasure)')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (email: string, _flags: unknown, command: Command) => {
      const { config, args } = await parseCommand(command, { '<email>': email });
      const { eraseEmail } = await import('../../server/retention.js');
      await withDatabase(config.db, async (sql) => {
        const n = await eraseEmail(sql, args['<email>']);
        process.stdout.write(`${n} ${n === 1 ? 'submission' : 'submissions'} of ${args['<email>']} deleted${n > 0 ? ' (what was already e-mailed or sent to the CRM must be deleted there too)' : ''}\n`);
      });
    });
}

/** Lets held submissions go, each queued as a new one would be now (sitegen forms release). */
function registerRelease(forms: Command) {
  forms
    .command('release')
    .description('Let submissions the time trap held for review go on to the admissions team and the CRM')
    .option('--id <n>', 'a held submission\'s id, as `sitegen forms export` shows it (repeatable)', (v: string, all: string[]) => [...all, v], [] as string[])
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const ids = options['--id'] ?? [];
      if (ids.length === 0) throw new SitegenError('BAD_OPTION', 'sitegen forms release needs --id: which held submissions to release.', 'See the held ones with `sitegen forms export` (its "held" column says why).');
      const settings = leadSettings(config);
      const [{ formsRepository }, { releaseHeld }] = await Promise.all([import('../../server/storage/forms-repository.js'), import('../../server/lead-outbox.js')]);
      await withDatabase(config.db, async (sql) => {
        for (const id of ids) {
          const formType = await formsRepository(sql).transaction((tx) => releaseHeld(tx, settings, id));
          process.stdout.write(formType ? `submission ${id} (${formType}) released\n` : `submission ${id} was not held\n`);
        }
      });
    });
}

/** The database at `location`, opened for one command and closed after `fn`. */
async function withDatabase(location: string, fn: (sql: import('../../server/sql/sql.js').Sql) => Promise<void>): Promise<void> {
  const { dialectOf } = await import('../../server/sql/sql.js');
  if (dialectOf(location) === 'sqlite' && !existsSync(location)) throw new SitegenError('NO_DATABASE', `No database at ${location}.`, 'Pass --db with the file the API runs on.');
  const { openDatabaseFor } = await import('./open-database-for.js');
  const { sql } = await openDatabaseFor(location);
  try {
    await fn(sql);
  } finally {
    await sql.close();
  }
}

/** The lead outbox of the database at `location`, for one command. */
async function withOutbox(location: string, fn: (repo: import('../../server/storage/deliveries-repository.js').DeliveriesRepository) => Promise<void>): Promise<void> {
  const { deliveriesRepository } = await import('../../server/storage/deliveries-repository.js');
  await withDatabase(location, (sql) => fn(deliveriesRepository(sql)));
}
