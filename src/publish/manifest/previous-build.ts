import type { Config } from '../../config/load-config.js';
import { computeCodeHash } from './code-hash.js';
import { readManifestStart } from './manifest.js';

/** This build's code hash: a page embeds the image host's and the public API's bases, so changing either re-renders it. */
export function buildCodeHash(config: Pick<Config, 'imageHost' | 'publicApi'>): Promise<string> {
  return computeCodeHash(undefined, { imageHost: config.imageHost, publicApi: config.publicApi });
}

/** A build of the whole site renders every page when there is no previous build, or one made by other code or settings. */
export function rendersEveryPage(previous: { codeHash: string } | null, codeHash: string): boolean {
  return !previous || previous.codeHash !== codeHash;
}

/**
 * Whether a build of the whole site into config.outDir will render every page, from the first
 * lines of its manifest: what the build command asks before it loads the build pipeline, to let
 * the render threads started with the process load their code or end them
 * (src/publish/pages/start-render-workers.ts).
 */
export async function fullBuildRendersEveryPage(config: Pick<Config, 'imageHost' | 'publicApi' | 'outDir'>): Promise<boolean> {
  return rendersEveryPage(await readManifestStart(config.outDir), await buildCodeHash(config));
}
