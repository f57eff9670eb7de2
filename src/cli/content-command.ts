import type { Command } from 'commander';
import { parseCommand } from './options.js';
import { formatNumber } from './progress.js';

export function registerContent(program: Command) {
  const content = program.command('content').description('Manage the demo content of the embedded API');
  content
    .command('seed')
    .description('(Re)create the demo content deterministically (same rows every run)')
    .option('--scale <n>', 'multiply articles and faculty profiles (load tests)', '1')
    .option('--school <slug>', 'the school short name used in two slugs (default: edte)')
    .option('--day <YYYY-MM-DD>', 'the day the demo\'s events, news and intake are placed around (env SITEGEN_SEED_DAY; default: today)')
    .option('--db <file|url>', 'SQLite file or postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .option('--json', 'print a JSON summary')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const scale = options['--scale']!;
      const started = performance.now();
      const { openDatabaseFor } = await import('./open-database-for.js');
      const { seedContent } = await import('../../content/seed-content.js');
      const { sql, shown } = await openDatabaseFor(config.db);
      try {
        const summary = await seedContent(sql, { scale, school: config.school, day: config.seedDay });
        const seconds = (performance.now() - started) / 1000;
        if (config.json) process.stdout.write(`${JSON.stringify({ ok: true, ...summary, seconds, db: shown })}\n`);
        else process.stdout.write(`seeded ${formatNumber(summary.pages)} pages and ${formatNumber(summary.items)} items into ${shown} in ${seconds.toFixed(2)} s\n`);
      } finally {
        await sql.close();
      }
    });
}
