import type { Config } from '../../config/load-config.js';
import { imageHostSettings } from '../../config/load-config.js';
import { SettingsError } from '../../errors.js';
import { ApiClient } from '../fetch/api-client.js';
import { startEmbeddedApi, type EmbeddedApi } from './start-embedded-api.js';

/**
 * The content API the build reads: the configured one (`--api`), or the embedded one over the
 * database (already starting when the CLI began it early), seeding it when empty.
 */
export async function connect(config: Config, onInfo: (m: string) => void, starting?: Promise<EmbeddedApi>): Promise<{ client: ApiClient; embedded: EmbeddedApi | null }> {
  let embedded: EmbeddedApi | null = null;
  let baseUrl = config.api;
  if (!baseUrl) {
    embedded = await (starting ?? startEmbeddedApi({ dbFile: config.db, school: config.school, seedDay: config.seedDay, images: imageHostSettings(config), ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}) }));
    if (embedded.seeded) onInfo(`Seeded the demo content into ${config.db} (the database was empty).`);
    baseUrl = embedded.url;
  }
  const client = new ApiClient({
    // The embedded API's reader token lets `sitegen preview` read drafts; with --api, the
    // configured token (an editor's, for preview) is sent.
    baseUrl, concurrency: config.concurrency, timeoutMs: config.timeoutMs, retries: config.retries, token: config.token ?? embedded?.readerToken,
    // The embedded API is called directly, without loopback HTTP, unless SITEGEN_API_TRANSPORT=http
    // (measured: docs/benchmarks.md); --api always goes over HTTP.
    transport: embedded && useDirect() ? embedded.direct : undefined,
    onRetry: (r) => onInfo(`retrying ${r.method} ${r.url} in ${r.waitMs} ms (attempt ${r.attempt + 1}): ${r.reason}`),
  });
  return { client, embedded };
}

/**
 * SITEGEN_API_TRANSPORT=http|direct picks how the build reaches its embedded API; anything else
 * is refused, naming the variable, rather than quietly taking one of them.
 */
export function useDirect(): boolean {
  const set = process.env.SITEGEN_API_TRANSPORT;
  if (set === undefined || set === '' || set === 'direct') return true;
  if (set === 'http') return false;
  throw new SettingsError([{ origin: { kind: 'env', variable: 'SITEGEN_API_TRANSPORT' }, got: set, allows: '"direct" (the default: the embedded API without HTTP) or "http" (over loopback HTTP)' }]);
}
