import type { Command } from 'commander';
import { loadConfig } from '../config/load-config.js';
import { SitegenError } from '../errors.js';
import { openInBrowser, shouldOpenBrowser } from '../preview/open-in-browser.js';

export function registerPreview(program: Command) {
  program
    .command('preview <path>')
    .description('Serve one page live from its draft (no site build); it re-renders in place when the draft changes')
    .option('--mode <mode>', 'editor, preview or forms', 'preview')
    .option('--port <n>', 'port (default: 4321; 0 picks a free one)', '4321')
    .option('--api <url>', 'content API (default: the embedded one over --db)')
    .option('--db <file>', 'SQLite file of the embedded API (default: data/site.db)')
    .option('--out <dir>', 'output folder that Publish rebuilds the page in (default: output)')
    .option('--no-open', 'do not open the URL in a browser (it opens on a terminal outside CI; $BROWSER picks the browser)')
    .action(async (path: string, flags: { mode: string; port: string; api?: string; db?: string; out?: string; open: boolean }) => {
      if (!['editor', 'preview', 'forms'].includes(flags.mode)) {
        throw new SitegenError('BAD_OPTION', `--mode must be editor, preview or forms (got "${flags.mode}").`, 'Run `sitegen preview /en/contact/ --mode editor`.');
      }
      const config = await loadConfig({ api: flags.api, db: flags.db, outDir: flags.out });
      const { startPreview } = await import('../preview/preview-server.js');
      const preview = await startPreview(config, { path, mode: flags.mode as 'editor' | 'preview' | 'forms', port: Number(flags.port) });
      process.stdout.write(`previewing ${preview.url} (${flags.mode} mode, draft content; Ctrl+C to stop)\n`);
      // Issue 6: the command opens its URL; failing to is never an error (the URL is printed).
      if (shouldOpenBrowser({ open: flags.open, isTTY: process.stdout.isTTY === true, env: process.env }) && !(await openInBrowser(preview.url))) {
        process.stdout.write('could not open a browser; open the URL above (set BROWSER to choose one)\n');
      }
      const stop = () => void preview.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
