import type { Command } from 'commander';
import { openInBrowser, shouldOpenBrowser } from '../preview/open-in-browser.js';
import { AUTOSAVE_SECONDS } from '../preview/preview-context.js';
import { listenError, parseCommand } from './options.js';

export function registerPreview(program: Command) {
  program
    .command('preview <path>')
    .description('Serve one page live from its draft (no site build); it re-renders in place when the draft changes')
    .option('--mode <mode>', 'editor, preview or forms', 'preview')
    .option('--port <n>', 'port (default: 4321; 0 picks a free one)', '4321')
    .option('--api <url>', 'content API (default: the embedded one over --db)')
    .option('--db <file>', 'SQLite file of the embedded API (default: data/site.db)')
    .option('--media-dir <dir>', 'folder of the image host\'s originals and variants, shared by every instance (env SITEGEN_MEDIA_DIR; default: beside the SQLite file, or data/ on PostgreSQL)')
    .option('--out <dir>', 'output folder that Publish rebuilds the page in (default: output)')
    .option('--catch-up <seconds>', 'editor mode: how often the output folder is brought up to date with the API and the date, as `sitegen build --due` does (a scheduled publish that went live, an event that took place); 0 never (default: 30)', '30')
    .option('--autosave <seconds>', `editor mode: how long after the last change the draft is saved on its own (one history entry per stretch of work); 0 never (default: ${AUTOSAVE_SECONDS})`, String(AUTOSAVE_SECONDS))
    .option('--no-open', 'do not open the URL in a browser (it opens on a terminal outside CI; $BROWSER picks the browser)')
    .action(async (path: string, flags: { open: boolean }, command: Command) => {
      const { config, options, args } = await parseCommand(command, { '<path>': path });
      const mode = options['--mode']!;
      const port = options['--port']!;
      const { startPreview } = await import('../preview/preview-server.js');
      const preview = await startPreview(config, { path: args['<path>'], mode, port, catchUpSeconds: options['--catch-up'], autosaveSeconds: options['--autosave'] })
        .catch((error: unknown) => { throw listenError(error, port, '127.0.0.1'); });
      process.stdout.write(`previewing ${preview.url} (${mode} mode, draft content; Ctrl+C to stop)\n`);
      // The command opens its URL; failing to is never an error (the URL is printed).
      if (shouldOpenBrowser({ open: flags.open, isTTY: process.stdout.isTTY === true, env: process.env }) && !(await openInBrowser(preview.url))) {
        process.stdout.write('could not open a browser; open the URL above (set BROWSER to choose one)\n');
      }
      const stop = () => void preview.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
