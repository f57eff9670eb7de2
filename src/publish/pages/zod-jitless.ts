import * as z from 'zod';

// zod checks with its generic parser, not one it compiles per object schema: see
// src/cli/build-command.ts, which sets the same in the main thread. Imported by the render
// worker (src/publish/pages/render-worker.ts) before the build's schemas are made. A module of its own
// because a dynamic import('zod') would take zod's whole namespace, which esbuild cannot then
// tree-shake (every thread would load all of zod again).
z.config({ jitless: true });
