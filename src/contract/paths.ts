/**
 * Path rules (spec section 2: every path ends with a trailing slash, and the product always
 * adds one; DESIGN.md section 5: the home page's page-data lives under "index").
 */

/** "/x" → "/x/", "x/y" → "/x/y/", "//a//b" → "/a/b/"; query and hash are dropped. */
export function normalizePath(input: string): string {
  const bare = input.split(/[?#]/, 1)[0] ?? '';
  const joined = `/${bare}/`.replace(/\/{2,}/g, '/');
  return joined;
}

/** The page-data folder name for a path: "/" → "index", "/en/x/" → "en/x". */
export function pageDataName(path: string): string {
  const trimmed = normalizePath(path).slice(1, -1);
  return trimmed === '' ? 'index' : trimmed;
}

/** Output-relative file of a page's HTML: "/" → "index.html", "/x/" → "x/index.html". */
export function htmlFileFor(path: string): string {
  const trimmed = normalizePath(path).slice(1);
  return `${trimmed}index.html`;
}

/** Output-relative file of a page's page-data JSON. */
export function pageDataFileFor(path: string): string {
  return `page-data/${pageDataName(path)}/page-data.json`;
}

/**
 * The copy of a root error page that static hosts serve for missing pages and server errors
 * (/404/ → 404.html, /500/ → 500.html); null for every other path.
 */
export function topLevelErrorFileFor(path: string): string | null {
  const code = /^\/(404|500)\/$/.exec(path)?.[1];
  return code ? `${code}.html` : null;
}

/** Output files that a page owns (its list pages' files aside). */
export function filesOfPage(path: string): string[] {
  const copy = topLevelErrorFileFor(path);
  return [htmlFileFor(path), pageDataFileFor(path), ...(copy ? [copy] : [])];
}

/** A path normalizePath leaves as it is, none of whose segments starts with a dot. */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*\/)*$/;

/**
 * Refuses paths that would escape the output folder or collide with the build's own folders, or
 * with what `sitegen serve` and the preview answer themselves (the API at /_api/, images at /_img/).
 */
export function checkPagePath(path: string): string | null {
  // Most paths are plain (normalised, no segment starting with a dot): one test decides that,
  // where normalising each and splitting it cost an editor's Publish a tenth of its wait at
  // 50,000 pages (every path of the index is checked at every build, spec 9).
  const plain = PLAIN_PATH.test(path);
  const normal = plain ? path : normalizePath(path);
  if (normal !== path) return `path must be normalised as "${normal}"`;
  if (!plain && normal.split('/').some((segment) => segment === '..' || segment === '.')) return 'path must not contain "." or ".." segments';
  if (/^\/(page-data|slice-data|_sitegen|~partytown|_api|_img)\//.test(normal)) return 'path is reserved for build output';
  return null;
}

/**
 * A page's path: checkPagePath's rules, and none of the output's own names a page would collide
 * with: `/index/` (its page-data would be page-data/index/, the home page's, DESIGN 5) and
 * `/descargas/`, where the build publishes the site's downloads (spec 2). The build refuses such a
 * page rather than overwrite another's files, and the API refuses it when it is created or
 * published. (A redirect may still start there: it owns no page-data.)
 */
export function checkPageOnlyPath(path: string): string | null {
  const problem = checkPagePath(path);
  if (problem) return problem;
  // checkPagePath passed: the path is normalised.
  const normal = path;
  if (normal === '/index/') return 'path is reserved: its page-data would be the home page\'s (page-data/index/)';
  if (/^\/descargas\//.test(normal)) return 'path is reserved for the site\'s downloads (/descargas/)';
  return null;
}


/**
 * "Jornada de Puertas Abiertas 2027" → "jornada-de-puertas-abiertas-2027": the slug the API
 * suggests for a title and the editor proposes as it is typed, one rule for both (spec 4).
 */
export function suggestSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120).replace(/-+$/, '');
}
