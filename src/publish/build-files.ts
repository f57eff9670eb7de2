import { HEADERS_FILE } from './discovery/headers-file.js';
import { REDIRECTS_FILE, REDIRECTS_JSON, REDIRECTS_NGINX } from './discovery/redirects.js';
import { MANIFEST_FILE } from './manifest/manifest.js';

/**
 * Files at the output's root that the build writes for the next build and for the host's
 * configuration, never for visitors (DESIGN 5): the manifest (every page's facts: draft
 * versions, dependencies, hashes) and the header and redirect tables in their three syntaxes.
 * They stay in the output, so that one atomic swap publishes them with the pages they describe;
 * `sitegen serve` answers 404 for them, and docs/operators.md has nginx do the same.
 */
export const BUILD_FILES: readonly string[] = [MANIFEST_FILE, HEADERS_FILE, REDIRECTS_FILE, REDIRECTS_JSON, REDIRECTS_NGINX];
