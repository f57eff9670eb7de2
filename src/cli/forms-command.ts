import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { SitegenError } from '../errors.js';
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
}
