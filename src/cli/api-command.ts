import type { Command } from 'commander';
import { imageHostSettings, loadConfig } from '../config/load-config.js';

export function registerApi(program: Command) {
  program
    .command('api')
    .description('Run the embedded content API alone (seeding the demo content if the database is empty)')
    .option('--port <n>', 'port (default: 4000)', '4000')
    .option('--host <host>', 'interface to bind (default: 127.0.0.1)', '127.0.0.1')
    .option('--db <file>', 'SQLite file (default: data/site.db)')
    .option('--form-rate-limit <n>', 'form posts allowed per client per minute (default: 20)')
    .action(async (flags: { port: string; host: string; db?: string; formRateLimit?: string }) => {
      const config = await loadConfig({ db: flags.db });
      const { startApiServer } = await import('../../server/start-api-server.js');
      const api = await startApiServer({ dbFile: config.db, images: imageHostSettings(config), port: Number(flags.port), host: flags.host, seedIfEmpty: true, school: config.school, ...(flags.formRateLimit ? { formRateLimit: Number(flags.formRateLimit) } : {}) });
      process.stdout.write(`content API on ${api.url} over ${config.db}${api.seeded ? ' (seeded the demo content)' : ''}\n`);
      const stop = () => void api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
