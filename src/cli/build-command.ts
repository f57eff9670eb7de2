import type { Command } from 'commander';
import { setFlagsFromString } from 'node:v8';
import * as z from 'zod';
import { sharedOptions } from './shared-options.js';
import { parseCommand } from './options.js';
import { imageHostSettings } from '../config/load-config.js';
import { createProgress, formatNumber } from './progress.js';
import type { BuildSummary } from '../publish/build-site.js';
import type { ApiThread } from '../publish/sources/start-embedded-api.js';
import type { EarlyWorkers } from '../publish/render/start-render-workers.js';

/** --verbose: where the build's time went, stage by stage, then the pages' own work summed over pages. */
export function stageLines(summary: Pick<BuildSummary, 'stages' | 'pageStages' | 'rendered' | 'threads' | 'pagesByThread'>): string[] {
  const ms = (n: number) => `${formatNumber(Math.round(n))} ms`;
  return [
    `stages: ${Object.entries(summary.stages).map(([stage, n]) => `${stage} ${ms(n)}`).join(', ')}`,
    `pages (summed over ${formatNumber(summary.rendered)} rendered, ${summary.threads === 0 ? 'in this thread' : `${summary.threads} threads: ${summary.pagesByThread.map(formatNumber).join(' + ')}`}): `
      + Object.entries(summary.pageStages).map(([stage, n]) => `${stage} ${ms(n)}`).join(', '),
  ];
}

export function registerBuild(program: Command, early: { apiThread?: ApiThread | undefined; renderWorkers?: EarlyWorkers | undefined } = {}) {
  sharedOptions(
    program
      .command('build')
      .description('Build the whole site into the output folder (atomically), or only some paths with --path')
      .option('--path <path>', 'rebuild only this path (repeatable), e.g. --path /x/ --path /en/y/', (v: string, all: string[]) => [...all, v], [] as string[])
      .option('--out <dir>', 'output folder (default: output)')
      .option('--db <file|url>', 'database of the embedded API: a SQLite file or a postgres:// URL (env SITEGEN_DB; default: data/site.db)')
      .option('--concurrency <n>', 'parallel requests to the content API (default: 16)')
      .option('--timeout <ms>', 'timeout per API request in ms (default: 10000)')
      .option('--retries <n>', 'retries on network errors, 429 and 5xx (default: 3)')
      .option('--school <slug>', 'the school short name in the demo slugs (default: edte)')
      .option('--image-host <url>', 'image host base URL (env SITEGEN_IMAGE_HOST; default: /_img)')
      .option('--media-dir <dir>', 'folder of the image host\'s originals and variants, shared by every instance (env SITEGEN_MEDIA_DIR; default: beside the SQLite file, or data/ on PostgreSQL)')
      .option('--no-warm-images', 'publish without making the image variants the pages use first (env SITEGEN_WARM_IMAGES=0)'),
  ).action(async (_flags: unknown, command: Command) => {
    const { config, options } = await parseCommand(command);
    // Start-up is on the one-path rebuild's critical path: the embedded API's worker (started by
    // bin/sitegen.js before the CLI loaded, else now) loads while this thread loads the build pipeline.
    const { startEmbeddedApi } = await import('../publish/sources/start-embedded-api.js');
    const paths = options['--path'] ?? [];
    if (config.api) void early.apiThread?.worker.terminate(); // the configuration named another API
    // A build asks its API no searches: it leaves the search index's catch-up to the next API
    // that serves searches, which catches up as it starts and before each search anyway
    // (server/search.ts). Loading the search code and reading its documents cost a full build's
    // API thread CPU the pages need (spec 9), and a one-path rebuild start-up time.
    const embedded = config.api ? undefined : startEmbeddedApi({ dbFile: config.db, school: config.school, images: imageHostSettings(config), searchCatchUp: false }, early.apiThread);
    embedded?.catch(() => {}); // reported where it is awaited
    // zod checks with its generic parser, not one it compiles for each object schema on the
    // schema's first parse (the schemas are made when the build pipeline loads, below; the render
    // threads do the same, src/publish/render/render-worker.ts). A compiled parser pays back only after
    // many parses of one schema, and runs cold at first: a one-path rebuild parses each a few
    // times, and a thread's ~600 demo pages parse each of some forty module schemas a few dozen
    // times, where the generic path, shared by every schema, is hot at once. Measured on the
    // demo's cold build (interleaved `/usr/bin/time`, all threads): ~4 % less wall, 2-4 % less
    // CPU; the 1,000 plain pages (one schema, many times) cost the same either way.
    z.config({ jitless: true });
    // V8 sends every function that runs ~66 KB of bytecode to its optimising compiler, and in a
    // full build (seconds, spec 9: the demo cold in 2.5 s) that compiling took about a sixth of
    // the CPU (`perf record`): each of the threads (this one, the API's, which renders too, and any render worker)
    // compiles its own, on background threads competing for the same two cores. Four times the
    // budget optimises only what stays hot: the demo cold build ~14 % less CPU and wall, the
    // 1,000 plain pages ~8-14 %, 50,000 pages the same time (scripts/bench.js). The flag is the
    // process's, read as each function's budget is renewed, so every thread follows, the API's
    // (started before this) included. A one-path rebuild keeps V8's default: it was slower (docs/benchmarks.md).
    if (paths.length === 0) setFlagsFromString('--interrupt-budget=270336');
    // A build of the whole site that renders every page has the API's thread and the render
    // workers bin/sitegen.js started load the render code now, before this thread loads the
    // build pipeline; otherwise the workers end (src/publish/render/start-render-workers.ts).
    if (paths.length === 0 && (early.renderWorkers || (early.apiThread && !config.api))) {
      const { fullBuildRendersEveryPage } = await import('../publish/manifest/previous-build.js');
      if (await fullBuildRendersEveryPage(config)) {
        early.renderWorkers?.go();
        if (!config.api) early.apiThread?.loadRender();
      } else early.renderWorkers?.dispose();
    }
    const { buildSite } = await import('../publish/build-site.js');
    const progress = createProgress('rendering');
    const summary = await buildSite(config, {
      embedded,
      renderWorkers: early.renderWorkers,
      paths,
      onProgress: (done, total) => progress.update(done, total),
      onWarning: (message) => { progress.done(); process.stderr.write(`warning: ${message}\n`); },
      onInfo: (message) => { if (config.verbose || !message.startsWith('retrying')) { progress.done(); process.stderr.write(`${message}\n`); } },
    });
    progress.done();
    if (config.json) {
      process.stdout.write(`${JSON.stringify({ ok: true, ...summary })}\n`);
    } else {
      const what = summary.mode === 'full'
        ? `${formatNumber(summary.pages)} pages (${formatNumber(summary.rendered)} rendered, ${formatNumber(summary.reused)} unchanged)`
        : `${formatNumber(summary.rendered)} page${summary.rendered === 1 ? '' : 's'} rebuilt`;
      process.stdout.write(`${what} in ${summary.seconds.toFixed(2)} s (${formatNumber(summary.pagesPerSecond)} pages/s), ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'} → ${summary.outDir}\n`);
    }
    if (config.verbose) process.stderr.write(`${stageLines(summary).join('\n')}\n`);
  });
}
