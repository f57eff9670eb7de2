import type { Command } from 'commander';
import { loadConfig } from '../config/load-config.js';
import { SitegenError } from '../errors.js';

export function registerToken(program: Command) {
  const token = program.command('token').description('Bearer tokens for the API\'s writes (editors)');
  token
    .command('create')
    .description('Create a token and print it once (only its hash is stored)')
    .requiredOption('--role <role>', 'editor (may save and publish) or visitor (read only)')
    .option('--name <name>', 'who or what the token is for', 'unnamed')
    .option('--db <file>', 'SQLite file (default: data/site.db)')
    .action(async (flags: { role: string; name: string; db?: string }) => {
      if (flags.role !== 'editor' && flags.role !== 'visitor') {
        throw new SitegenError('BAD_OPTION', `--role must be editor or visitor (got "${flags.role}").`, 'Run `sitegen token create --role editor --name "Ana (admissions)"`.');
      }
      const config = await loadConfig({ db: flags.db });
      const { openDatabase } = await import('../../server/open-database.js');
      const { createToken } = await import('../../server/editing.js');
      const db = openDatabase(config.db);
      try {
        process.stdout.write(`${createToken(db, flags.role, flags.name)}\n`);
        process.stderr.write(`Created a ${flags.role} token "${flags.name}" in ${config.db}. It is shown only now: store it in the editor (it is kept in the browser, never in the site's output).\n`);
      } finally {
        db.close();
      }
    });
}
