import { setFlagsFromString } from 'node:v8';
import * as z from 'zod';
import { imageHostSettings, type Config } from '../config/load-config.js';
import type { EarlyWorkers } from './pages/start-render-workers.js';
import type { ApiThread, EmbeddedApi } from './sources/start-embedded-api.js';

/** What bin/sitegen.js started before the CLI loaded: the embedded API's thread and the render workers. */
export interface EarlyStart {
  apiThread?: ApiThread | undefined;
  renderWorkers?: EarlyWorkers | undefined;
}

/** How a build runs in this process, handed to buildSite: its content source and its render threads. */
export interface Execution {
  /** The embedded content API, starting (none when the configuration names another API). */
  embedded: Promise<EmbeddedApi> | undefined;
  /** Render workers started early, for a build that renders every page. */
  renderWorkers: EarlyWorkers | undefined;
}

/**
 * Everything about running a build in this process that is not the build itself (spec 9: a
 * one-path rebuild's start-up and a full build's CPU): the embedded API started on its thread
 * (bin/sitegen.js may have started it before the CLI loaded), zod's and V8's settings, and
 * whether the early render workers go or end. The stages (build-site.ts) only use what it gives.
 */
export async function prepareExecution(config: Config, paths: readonly string[], early: EarlyStart = {}): Promise<Execution> {
  const { startEmbeddedApi } = await import('./sources/start-embedded-api.js');
  if (config.api) void early.apiThread?.worker.terminate(); // the configuration named another API
  // A build asks its API no searches: it leaves the search index's catch-up to the next API
  // that serves searches, which catches up as it starts and before each search anyway
  // (server/search.ts); loading the search code would cost the pages' CPU and a one-path
  // rebuild's start-up.
  const embedded = config.api ? undefined : startEmbeddedApi({ dbFile: config.db, school: config.school, seedDay: config.seedDay, images: imageHostSettings(config), searchCatchUp: false }, early.apiThread);
  embedded?.catch(() => {}); // reported where it is awaited
  // zod checks with its generic parser, not one it compiles for each object schema on its first
  // parse (the render threads do the same, render/render-worker.ts): a compiled parser pays back
  // only after many parses of one schema and runs cold at first, while a build parses each of
  // some forty module schemas a few dozen times per thread (docs/benchmarks.md).
  z.config({ jitless: true });
  // V8 sends a function to its optimising compiler after a budget of bytecode; in a full build
  // that compiling competed with the pages for the two cores. A larger budget optimises only
  // what stays hot. The flag is the process's, so every thread follows, the API's included. A
  // one-path rebuild keeps V8's default, which served it better (docs/benchmarks.md).
  if (paths.length === 0) setFlagsFromString('--interrupt-budget=270336');
  // A build of the whole site that renders every page has the API's thread and the render
  // workers bin/sitegen.js started load the render code now, before this thread loads the
  // build pipeline; otherwise the workers end (render/start-render-workers.ts).
  if (paths.length === 0 && (early.renderWorkers || (early.apiThread && !config.api))) {
    const { fullBuildRendersEveryPage } = await import('./manifest/previous-build.js');
    if (await fullBuildRendersEveryPage(config)) {
      early.renderWorkers?.go();
      if (!config.api) early.apiThread?.loadRender();
    } else early.renderWorkers?.dispose();
  }
  return { embedded, renderWorkers: early.renderWorkers };
}
