import * as z from 'zod';

/**
 * The render worker's entry (src/build/render-pool.ts): zod is told to check with its generic
 * parser before the build's schemas are made, then the thread's code loads
 * (src/build/render-thread.ts). A schema decides at its creation whether it compiles a parser of
 * its own, and the static imports of a module run before its body, hence this entry of its own.
 * Why generic: see src/cli/build-command.ts, which sets the same in the main thread.
 */
z.config({ jitless: true });
await import('./render-thread.js');
