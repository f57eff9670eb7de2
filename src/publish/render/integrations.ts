import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeJsonForHtml } from '../../../modules/island.js';
import { PARTYTOWN_LIB_PATH, PARTYTOWN_TIMEOUT_MS } from '../../../runtime/constants.js';
import type { Site } from '../../contract/schemas.js';

/** What the runtime needs to load a site's third-party scripts once consent allows it. */
export interface ClientIntegration { name: string; src: string; offMainThread: boolean; consent: string | null }

export function clientIntegrations(site: Pick<Site, 'integrations'>): ClientIntegration[] {
  return site.integrations.filter((i) => i.src).map((i) => ({ name: i.name, src: i.src!, offMainThread: i.offMainThread, consent: i.consent ?? null }));
}

/**
 * Head markup for the site's integrations (spec 4 "Third-party scripts"): the list for the
 * runtime (runtime/integrations.ts inserts the scripts after consent) and, when one runs off
 * the main thread, Partytown's snippet (inert; the runtime runs it with the first such script) — library at /~partytown/, falling back to normal
 * scripts when it has not started within 10 s.
 */
export async function integrationsHead(site: Pick<Site, 'integrations'>): Promise<string> {
  const list = clientIntegrations(site);
  if (list.length === 0) return '';
  const json = `<script type="application/json" id="sitegen-integrations">${escapeJsonForHtml(JSON.stringify(list))}</script>`;
  if (!list.some((i) => i.offMainThread)) return json;
  const { partytownSnippet } = await import('@qwik.dev/partytown/integration');
  const snippet = partytownSnippet({ lib: PARTYTOWN_LIB_PATH, fallbackTimeout: PARTYTOWN_TIMEOUT_MS, debug: false });
  // Inert until the runtime runs it: Partytown starts only when a script needs it (after consent).
  return `${json}<script type="text/partytown-snippet" id="sitegen-partytown">${snippet.replace(/<\/script/gi, '<\\/script')}</script>`;
}

/** Partytown's library files, published under /~partytown/ (output-relative path → bytes); `htmlOnly` as loadPublicFiles. */
export function partytownLibFiles(options: { htmlOnly?: boolean } = {}): Record<string, Buffer> {
  const lib = join(dirname(createRequire(import.meta.url).resolve('@qwik.dev/partytown/package.json')), 'lib');
  const files: Record<string, Buffer> = {};
  for (const name of readdirSync(lib)) {
    const file = join(lib, name);
    if ((!options.htmlOnly || name.endsWith('.html')) && statSync(file).isFile()) files[`${PARTYTOWN_LIB_PATH.slice(1)}${name}`] = readFileSync(file);
  }
  return files;
}
