import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { SitegenError } from '../errors.js';
import { imageHostSettings, leadSettings } from '../config/load-config.js';
import { listenError, parseCommand } from './options.js';

export function registerServe(program: Command) {
  program
    .command('serve')
    .description('Serve the built output like a static host, with the embedded API mounted at /_api')
    .option('--port <n>', 'port (default: 8080)', '8080')
    .option('--host <host>', 'interface to bind (default: 127.0.0.1)', '127.0.0.1')
    .option('--out <dir>', 'output folder (default: output)')
    .option('--db <file|url>', 'database of the embedded API: a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
    .option('--media-dir <dir>', 'folder of the image host\'s originals and variants, shared by every instance (env SITEGEN_MEDIA_DIR; default: beside the SQLite file, or data/ on PostgreSQL)')
    .action(async (_flags: unknown, command: Command) => {
      const { config, options } = await parseCommand(command);
      const port = options['--port']!;
      const host = options['--host']!;
      if (!existsSync(config.outDir)) {
        throw new SitegenError('NO_OUTPUT', `Nothing to serve: ${config.outDir} does not exist.`, 'Run `sitegen build` first.');
      }
      const { startStaticServer } = await import('../serve/static-server.js');
      const { ContentStore } = await import('../../server/content-store.js');
      const { createApiHandler } = await import('../../server/create-api-handler.js');
      const { isDatabaseEmpty, openDatabase } = await import('../../server/open-database.js');
      const { dialectOf } = await import('../../server/sql/sql.js');
      const { mediaFolder } = await import('../../server/media.js');
      let store: InstanceType<typeof ContentStore> | undefined;
      if (dialectOf(config.db) === 'postgres') {
        const [{ openDatabaseFor }, { isEmpty }] = await Promise.all([import('./open-database-for.js'), import('../../server/sql/prepare-schema.js')]);
        const { sql } = await openDatabaseFor(config.db);
        if (!await isEmpty(sql)) store = new ContentStore(sql);
      } else if (existsSync(config.db)) {
        const db = openDatabase(config.db);
        if (!isDatabaseEmpty(db)) store = new ContentStore(db);
      }
      // The forms posted to this site are sent on and expire as `sitegen api`'s do.
      const { formsBackground } = await import('../../server/forms-background.js');
      const background = store ? formsBackground(store.sql, store, { leads: leadSettings(config), retentionMonths: config.formRetentionMonths }, 'sitegen serve') : undefined;
      const api = store ? { prefix: '/_api', handler: createApiHandler(store, { mediaMaxBytes: imageHostSettings(config).uploadMaxBytes, mediaFolder: mediaFolder(config.db, config.mediaDir), leads: background?.outbox }) } : undefined;
      const { createImageHandler } = await import('../../server/image-handler.js');
      const { IMAGE_PREFIX, imageFolders } = await import('../../server/start-api-server.js');
      const images = { prefix: IMAGE_PREFIX, handler: createImageHandler({ ...imageFolders(config.db, config.mediaDir), ...imageHostSettings(config) }) };
      const server = await startStaticServer({ root: config.outDir, host, port, api, images })
        .catch((error: unknown) => { throw listenError(error, port, host); });
      background?.start();
      process.stdout.write(`serving ${config.outDir} on ${server.url}/${api ? ' (content API at /_api)' : ''}\n`);
      const stop = () => void server.close().then(() => background?.stop()).then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
