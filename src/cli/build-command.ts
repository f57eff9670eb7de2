import type { Command } from 'commander';
import { sharedOptions } from './shared-options.js';
import { parseCommand } from './options.js';
import { SitegenError } from '../errors.js';
import { createProgress, formatNumber } from './progress.js';
import type { BuildSummary } from '../publish/build-site.js';
import type { EarlyStart } from '../publish/execution.js';

/** --verbose: where the build's time went, stage by stage, then the pages' own work summed over pages. */
export function stageLines(summary: Pick<BuildSummary, 'stages' | 'pageStages' | 'rendered' | 'threads' | 'pagesByThread'>): string[] {
  const ms = (n: number) => `${formatNumber(Math.round(n))} ms`;
  return [
    `stages: ${Object.entries(summary.stages).map(([stage, n]) => `${stage} ${ms(n)}`).join(', ')}`,
    `pages (summed over ${formatNumber(summary.rendered)} rendered, ${summary.threads === 0 ? 'in this thread' : `${summary.threads} threads: ${summary.pagesByThread.map(formatNumber).join(' + ')}`}): `
      + Object.entries(summary.pageStages).map(([stage, n]) => `${stage} ${ms(n)}`).join(', '),
  ];
}

export function registerBuild(program: Command, early: EarlyStart = {}) {
  sharedOptions(
    program
      .command('build')
      .description('Build the whole site into the output folder (atomically), or only some paths with --path')
      .option('--path <path>', 'rebuild only this path (repeatable), e.g. --path /x/ --path /en/y/', (v: string, all: string[]) => [...all, v], [] as string[])
      .option('--due', 'rebuild only the pages whose date-dependent content has changed since they were built (an event that took place, a registration that closed): for a timer or cron job')
      .option('--out <dir>', 'output folder (default: output)')
      .option('--db <file|url>', 'database of the embedded API: a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
      .option('--concurrency <n>', 'parallel requests to the content API (default: 16)')
      .option('--timeout <ms>', 'timeout per API request in ms (default: 10000)')
      .option('--retries <n>', 'retries on network errors, 429 and 5xx (default: 3)')
      .option('--school <slug>', 'the school short name in the demo slugs (default: edte)')
      .option('--image-host <url>', 'image host base URL (env SITEGEN_IMAGE_HOST; default: /_img)')
      .option('--media-dir <dir>', 'folder of the image host\'s originals and variants, shared by every instance (env SITEGEN_MEDIA_DIR; default: beside the SQLite file, or data/ on PostgreSQL)')
      .option('--strict', 'fail, leaving the output as it was, when a page links to a page that is not published (otherwise a warning naming both)')
      .option('--no-warm-images', 'do not make the image variants the published pages use (the image host makes each on its first request; env SITEGEN_WARM_IMAGES=0)'),
  ).action(async (_flags: unknown, command: Command) => {
    const { config, options } = await parseCommand(command);
    const paths = options['--path'] ?? [];
    const due = (command.opts() as { due?: boolean }).due === true;
    if (due && paths.length > 0) throw new SitegenError('BAD_OPTION', '--due and --path cannot be used together: --due picks the pages itself.', 'Run `sitegen build --due` alone, or name the paths with --path.');
    // How the build runs in this process (its API's thread, zod's and V8's settings, the render
    // workers): src/publish/execution.ts. The CLI parses, calls and prints.
    const { prepareExecution } = await import('../publish/execution.js');
    const execution = await prepareExecution(config, paths, early);
    const { buildSite } = await import('../publish/build-site.js');
    const progress = createProgress('rendering');
    const summary = await buildSite(config, {
      ...execution,
      paths,
      due,
      onProgress: (done, total, stage) => progress.update(done, total, stage === 'images' ? 'image variants' : 'rendering'),
      onWarning: (message) => { progress.done(); process.stderr.write(`warning: ${message}\n`); },
      onInfo: (message) => { if (config.verbose || !message.startsWith('retrying')) { progress.done(); process.stderr.write(`${message}\n`); } },
    });
    progress.done();
    // A timer's run also deletes the form submissions past their retention period (spec 5;
    // server/retention.ts), as a running API does hourly: a site whose API runs elsewhere or
    // rarely still keeps no personal data longer than its privacy policy says.
    const expired = due ? await deleteExpiredSubmissions(config.db, config.formRetentionMonths) : {};
    const expiredCount = Object.values(expired).reduce((a, b) => a + b, 0);
    if (expiredCount > 0 && !config.json) process.stderr.write(`deleted ${formatNumber(expiredCount)} form submission${expiredCount === 1 ? '' : 's'} past their retention period (${Object.entries(expired).map(([type, n]) => `${type} ${n}`).join(', ')})\n`);
    if (config.json) {
      process.stdout.write(`${JSON.stringify({ ok: true, ...summary, ...(due ? { expiredSubmissions: expired } : {}) })}\n`);
    } else {
      const what = summary.mode === 'full'
        ? `${formatNumber(summary.pages)} pages (${formatNumber(summary.rendered)} rendered, ${formatNumber(summary.reused)} unchanged)`
        : `${formatNumber(summary.rendered)} page${summary.rendered === 1 ? '' : 's'} rebuilt${due ? ' (due)' : ''}`;
      process.stdout.write(`${what} in ${summary.seconds.toFixed(2)} s (${formatNumber(summary.pagesPerSecond)} pages/s), ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'} → ${summary.outDir}\n`);
    }
    if (config.verbose) process.stderr.write(`${stageLines(summary).join('\n')}\n`);
  });
}

/** Deletes the submissions of the database at `location` past their form type's retention period; answers how many of each type. */
async function deleteExpiredSubmissions(location: string, months: import('../../server/retention.js').RetentionMonths): Promise<Record<string, number>> {
  const [{ openDatabaseFor }, { deleteExpired }] = await Promise.all([import('./open-database-for.js'), import('../../server/retention.js')]);
  const { sql } = await openDatabaseFor(location);
  try {
    return await deleteExpired(sql, months);
  } finally {
    await sql.close();
  }
}
