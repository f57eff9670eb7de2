import type { PageFacts } from '../manifest/manifest.js';
import { GONE, redirectLookup, type RedirectRule } from './redirects.js';

/** Paths served by something other than the output (the image host, the API, the runtime's files). */
const SERVED_ELSEWHERE = ['/_img/', '/_api/', '/_sitegen/', '/~partytown/'];

/**
 * A link in a page's main content that leads to no page or file the output publishes. When the
 * redirect table sends the link on, `redirected` says where it ends: `hops` are the paths it is
 * sent to in turn (none when the link's own path is gone), `end` why the last leads nowhere: not
 * published, gone (410), or back to a path already passed (a loop).
 */
export interface BrokenLink { page: string; link: string; redirected?: { hops: string[]; end: 'missing' | 'gone' | 'loop' } }

/**
 * The links of `pages` (their `links` facts) that resolve to nothing the output publishes: not a
 * published page (a list's page n counts: `{path}{n}/`), not one of its files or of the site's
 * (downloads, calendars, public files). `known` answers whether a page is published and how many
 * pages its list has; `files` whether a file is published. A link with no trailing slash is
 * followed as the static server does (`/x` → `/x/`).
 *
 * A link to an old path of the redirect table (`redirects`, as the output publishes it) is
 * followed as a visitor's browser follows it (spec 2: the table of redirects from old paths): one
 * that ends at a published page or file is not broken (a page moved, DESIGN.md 10: "no link
 * breaks when a page moves"); one that ends at a path marked gone (410), at nothing published, or
 * goes round in a circle is, and says so. A rule that sends the path to another site is the
 * site's own choice and is not followed.
 */
export function brokenLinks(
  pages: Iterable<[string, Pick<PageFacts, 'links'>]>,
  known: (path: string) => Pick<PageFacts, 'listPages'> | undefined,
  files: (file: string) => boolean,
  redirects: readonly RedirectRule[] = [],
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const redirectOf = redirectLookup(redirects);
  /** The link's page path (decoded, with its trailing slash) when it is not published; null when it is. */
  const unpublished = (link: string): string | null => {
    if (SERVED_ELSEWHERE.some((prefix) => link.startsWith(prefix))) return null;
    let decoded: string;
    try {
      decoded = decodeURI(link);
    } catch {
      return link;
    }
    if (files(decoded.slice(1)) || files(link.slice(1))) return null;
    const path = decoded.endsWith('/') ? decoded : `${decoded}/`;
    if (known(path)) return null;
    // Page n of a list: {path}{n}/.
    const paged = /^(.*\/)(\d+)\/$/.exec(path);
    const list = paged ? known(paged[1]!) : undefined;
    return list !== undefined && Number(paged![2]) >= 2 && Number(paged![2]) <= list.listPages ? null : path;
  };
  /** Null when the link resolves, else what it meets (BrokenLink's `redirected`, absent when no rule starts at it). */
  const follow = (link: string): BrokenLink['redirected'] | 'missing' | null => {
    let path = unpublished(link);
    if (path === null) return null;
    const hops: string[] = [];
    const passed = new Set<string>();
    for (;;) {
      const rule = redirectOf(path);
      if (!rule) return hops.length === 0 ? 'missing' : { hops, end: 'missing' };
      if (rule.status === GONE) return { hops, end: 'gone' };
      if (!rule.to.startsWith('/')) return null;
      passed.add(rule.from);
      const to = rule.to.split(/[?#]/, 1)[0]!;
      hops.push(to);
      path = unpublished(to);
      if (path === null) return null;
      if (passed.has(path) || hops.length > redirects.length) return { hops, end: 'loop' };
    }
  };
  for (const [page, facts] of pages) {
    for (const link of facts.links ?? []) {
      const met = follow(link);
      if (met === 'missing') broken.push({ page, link });
      else if (met) broken.push({ page, link, redirected: met });
    }
  }
  return broken;
}

/** A warning (or, with --strict, part of an error) naming the page and the link, and where the redirect table sent it. */
export const brokenLinkMessage = ({ page, link, redirected }: BrokenLink): string => {
  const notPublished = 'which is not published (a draft, unpublished or missing page, or a mistyped path)';
  if (!redirected) return `page ${page}: links to ${link}, ${notPublished}`;
  const via = redirected.hops.map((hop) => `, which redirects to ${hop}`).join('');
  if (redirected.end === 'gone') return `page ${page}: links to ${link}${via}, which is gone (410 in the redirect table: its page was unpublished for good)`;
  if (redirected.end === 'loop') return `page ${page}: links to ${link}${via}: the redirect table goes round in a circle there, to no page`;
  return `page ${page}: links to ${link}${via}, ${notPublished}`;
};
