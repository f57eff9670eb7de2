import type { PageFacts } from '../manifest/manifest.js';

/** Paths served by something other than the output (the image host, the API, the runtime's files). */
const SERVED_ELSEWHERE = ['/_img/', '/_api/', '/_sitegen/', '/~partytown/'];

/** A link in a page's main content that leads to no page or file the output publishes. */
export interface BrokenLink { page: string; link: string }

/**
 * The links of `pages` (their `links` facts) that resolve to nothing the output publishes: not a
 * published page (a list's page n counts: `{path}{n}/`), not one of its files or of the site's
 * (downloads, calendars, public files). `known` answers whether a page is published and how many
 * pages its list has; `files` whether a file is published. A link with no trailing slash is
 * followed as the static server does (`/x` → `/x/`).
 */
export function brokenLinks(
  pages: Iterable<[string, Pick<PageFacts, 'links'>]>,
  known: (path: string) => Pick<PageFacts, 'listPages'> | undefined,
  files: (file: string) => boolean,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const resolves = (link: string): boolean => {
    if (SERVED_ELSEWHERE.some((prefix) => link.startsWith(prefix))) return true;
    let decoded: string;
    try {
      decoded = decodeURI(link);
    } catch {
      return false;
    }
    if (files(decoded.slice(1)) || files(link.slice(1))) return true;
    const path = decoded.endsWith('/') ? decoded : `${decoded}/`;
    if (known(path)) return true;
    // Page n of a list: {path}{n}/.
    const paged = /^(.*\/)(\d+)\/$/.exec(path);
    const list = paged ? known(paged[1]!) : undefined;
    return list !== undefined && Number(paged![2]) >= 2 && Number(paged![2]) <= list.listPages;
  };
  for (const [page, facts] of pages) {
    for (const link of facts.links ?? []) if (!resolves(link)) broken.push({ page, link });
  }
  return broken;
}

/** A warning (or, with --strict, part of an error) naming the page and the link. */
export const brokenLinkMessage = ({ page, link }: BrokenLink): string => `page ${page}: links to ${link}, which is not published (a draft, unpublished or missing page, or a mistyped path)`;
