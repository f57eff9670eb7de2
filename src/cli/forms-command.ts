import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../config/load-config.js';
import { SitegenError } from '../errors.js';

export function registerForms(program: Command) {
  const forms = program.command('forms').description('Form submissions received by the embedded API');
  forms
    .command('export')
    .description('Write the submissions to standard output, for the admissions team')
    .option('--format <format>', 'csv or json', 'csv')
    .option('--since <date>', 'only submissions at or after this ISO date (e.g. 2026-11-01)')
    .option('--db <file>', 'SQLite file (default: data/site.db)')
    .action(async (flags: { format: string; since?: string; db?: string }) => {
      if (flags.format !== 'csv' && flags.format !== 'json') {
        throw new SitegenError('BAD_OPTION', `--format must be csv or json (got "${flags.format}").`, 'Run `sitegen forms export --format csv` or `--format json`.');
      }
      let since: string | undefined;
      if (flags.since) {
        const date = new Date(flags.since);
        if (Number.isNaN(date.getTime())) throw new SitegenError('BAD_OPTION', `--since "${flags.since}" is not a date.`, 'Give an ISO date such as 2026-11-01 or 2026-11-01T09:00:00Z.');
        since = date.toISOString();
      }
      const config = await loadConfig({ db: flags.db });
      if (!existsSync(config.db)) throw new SitegenError('NO_DATABASE', `No database at ${config.db}.`, 'Pass --db with the file the API runs on.');
      const { openDatabase } = await import('../../server/open-database.js');
      const { listSubmissions, submissionsToCsv } = await import('../../server/forms.js');
      const db = openDatabase(config.db);
      try {
        const rows = listSubmissions(db, since);
        process.stdout.write(flags.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : submissionsToCsv(rows));
      } finally {
        db.close();
      }
    });
}
