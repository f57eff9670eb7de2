import type { Command } from 'commander';
import { databasePoolSettings, imageHostSettings, leadSettings } from '../config/load-config.js';
import { listenError, parseCommand } from './options.js';

export function registerApi(program: Command) {
  program
    .command('api')
    .description('Run the embedded content API alone (seeding the demo content if the database is empty)')
    .option('--port <n>', 'port (default: 4000)', '4000')
    .option('--host <host>', 'interface to bind (default: 127.0.0.1)', '127.0.0.1')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .option('--media-dir <dir>', 'folder of the image host\'s originals and variants, shared by every instance (env SITEGEN_MEDIA_DIR; default: beside the SQLite file, or data/ on PostgreSQL)')
    .option('--form-rate-limit <n>', 'form posts allowed per client per minute (default: 20)')
    .option('--db-pool-size <n>', 'PostgreSQL: connections this instance keeps at most (env SITEGEN_DB_POOL_SIZE; default: 10)')
    .option('--db-timeout <ms>', 'PostgreSQL: how long a request waits for a connection before answering 503 (env SITEGEN_DB_TIMEOUT_MS; default: 5000)')
    .option('--db-statement-timeout <ms>', 'PostgreSQL: a statement running longer is cancelled, answering 503 (env SITEGEN_DB_STATEMENT_TIMEOUT_MS; default: 30000)')
    .option('--trust-proxy <header>', 'the header your balancer puts the client\'s address in, e.g. x-forwarded-for (env SITEGEN_TRUST_PROXY; default: none trusted)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const port = options['--port']!;
      const host = options['--host']!;
      const formRateLimit = options['--form-rate-limit'];
      const [{ startApiServer }, { describeLocation }, { SqlUnavailableError }, { databaseError }] = await Promise.all([
        import('../../server/start-api-server.js'), import('../../server/sql/describe-location.js'), import('../../server/sql/sql.js'), import('./open-database-for.js'),
      ]);
      const shown = describeLocation(config.db);
      const leads = leadSettings(config);
      const api = await startApiServer({ dbFile: config.db, pool: { ...databasePoolSettings(config), applicationName: `sitegen api ${process.pid}` }, images: imageHostSettings(config), port, host, seedIfEmpty: true, seedDay: config.seedDay, school: config.school, trustProxy: config.trustProxy, retentionMonths: config.formRetentionMonths, leads, ...(formRateLimit ? { formRateLimit } : {}) })
        .catch((error: unknown) => {
          throw error instanceof SqlUnavailableError ? databaseError(error, shown, SqlUnavailableError) : listenError(error, port, host);
        });
      process.stdout.write(`content API on ${api.url} over ${shown}${api.seeded ? ' (seeded the demo content)' : ''}\n`);
      const { isDelivering } = await import('../../server/lead-outbox.js');
      process.stdout.write(isDelivering(leads)
        ? `new submissions are sent on by${leads.smtpUrl ? ' e-mail' : ''}${leads.smtpUrl && leads.crmWebhookUrl ? ' and' : ''}${leads.crmWebhookUrl ? ' the CRM webhook' : ''} (docs/leads.md)\n`
        : 'new submissions are stored only: set SITEGEN_SMTP_URL and SITEGEN_LEAD_EMAILS, or the CRM webhook, to have them sent on (docs/leads.md)\n');
      const stop = () => void api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
