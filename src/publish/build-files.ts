import { HEADERS_FILE } from './discovery/headers-file.js';
import { REDIRECTS_FILE, REDIRECTS_JSON, REDIRECTS_NGINX } from './discovery/redirects.js';
import { MANIFEST_FILE } from './manifest/manifest.js';
import { PENDING_FILE, TEMPORARY } from './write/output-batch.js';

/**
 * Files at the output's root that the build writes for the next build and for the host's
 * configuration, never for visitors (DESIGN 5): the manifest (every page's facts: draft
 * versions, dependencies, hashes), the header and redirect tables in their three syntaxes, and
 * the journal of a one-path build's temporary files while it writes. They stay in the output,
 * so that one atomic swap publishes them with the pages they describe; `sitegen serve` answers
 * 404 for them, and docs/operators.md has nginx do the same.
 */
export const BUILD_FILES: readonly string[] = [MANIFEST_FILE, HEADERS_FILE, REDIRECTS_FILE, REDIRECTS_JSON, REDIRECTS_NGINX, PENDING_FILE];

/**
 * Whether a path relative to the output is the build's own: one of BUILD_FILES, or a file a
 * one-path build is writing beside its target (`<file>.<pid>.<n>.tmp`, renamed over it when all
 * are written), which the preview's Publish leaves for a moment in an output being served.
 */
export function isBuildFile(relative: string): boolean {
  return BUILD_FILES.includes(relative) || TEMPORARY.test(relative);
}
