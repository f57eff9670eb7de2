import type { Command } from 'commander';
import { parseCommand } from './options.js';

export function registerToken(program: Command) {
  const token = program.command('token').description('Bearer tokens for the API\'s writes (editors)');
  token
    .command('create')
    .description('Create a token and print it once (only its hash is stored)')
    .requiredOption('--role <role>', 'editor (may save and publish) or visitor (read only)')
    .option('--name <name>', 'who or what the token is for', 'unnamed')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const role = options['--role']!;
      const name = options['--name']!;
      const { openSql } = await import('../../server/sql/open-sql.js');
      const { createToken } = await import('../../server/tokens.js');
      const { describeLocation } = await import('../../server/sql/describe-location.js');
      const sql = await openSql(config.db);
      try {
        process.stdout.write(`${await createToken(sql, role, name)}\n`);
        process.stderr.write(`Created ${role === 'editor' ? 'an' : 'a'} ${role} token "${name}" in ${describeLocation(config.db)}. It is shown only now: store it in the editor (it is kept in the browser, never in the site's output).\n`);
      } finally {
        await sql.close();
      }
    });
}
