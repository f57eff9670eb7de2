import type { PageIndexItem } from '../../contract/schemas.js';
import type { ManifestText } from './manifest-text.js';
import { isExpired, type PageFacts } from './manifest.js';

/** How the check asks the content API about windows (src/publish/fetch/probe-windows.ts). */
export interface WindowProbe {
  /**
   * The windows a published page's distributors ask now, by key (src/publish/fetch/embeds.ts):
   * each asked once, then what it gives the page that left out `related` (undefined: the page
   * shows the window whole), as a digest; null when the window cannot tell.
   */
  windowsOf(item: PageIndexItem): Promise<Map<string, () => Promise<(related: number | undefined) => string | null>>>;
}

/** What a change to the content means for the published output. */
export interface Affected {
  /** Pages to render again: new, changed, expired, or showing something else in one of their lists. */
  rebuild: PageIndexItem[];
  /**
   * Pages whose lists' sources changed but whose every window holds what the page showed: their
   * output stays, their manifest entry takes the new hashes.
   */
  refreshed: PageIndexItem[];
  /** Published paths no longer in the index (unpublished or deleted pages). */
  removed: string[];
  /**
   * The pages of `rebuild` that changed only through their windows (src/publish/pages/stitch-pages.ts):
   * each of their changed distributors' call, what it showed and what it shows now (digests).
   */
  byWindow: Map<string, WindowChange[]>;
  /** Windows asked again, and pages fetched to learn them. */
  windowsAsked: number;
  pagesAsked: number;
}

/** One distributor of a page whose items changed: its window's key and the digests of its items before and now. */
export interface WindowChange { call: string; before: string; after: string }

/**
 * Which pages a change of content affects (DESIGN.md: a `--path` build rebuilds "what depends
 * on them: lists, distributors, sitemap"), decided from the page index and the published
 * manifest, at the granularity of the items a page shows:
 * - a page new to the output, built from another page (id), expired (`validUntil`), or whose
 *   own content, header, footer or translations changed (`ownHash`) is rendered again;
 * - a page whose hash changed only through the versions of the sources its lists read has each
 *   of its distributors' windows asked again (one request per window, shared by every page
 *   that asks it: one page of those that share it is fetched to learn it) and is rendered again
 *   only when what the window now gives it differs from what it showed (an item next in line
 *   changes the window, not the pages that do not show it); a paginated list is rendered again
 *   (every page of it moves with one item more or less);
 * - a published path the index no longer has is removed.
 * Without `ownHash` from the API, or without what the page embedded in the manifest, a changed
 * page is simply rendered again.
 */
export async function affectedPages(index: readonly PageIndexItem[], manifest: Pick<ManifestText, 'embedsOf' | 'paths' | 'glance'>, probe: WindowProbe, now: number): Promise<Affected> {
  const rebuild: PageIndexItem[] = [];
  const refreshed: PageIndexItem[] = [];
  // Every entry's place found in one walk of the file (then each lookup is one map read).
  const published = manifest.paths();
  // Pages to decide by their windows, with the windows they saw.
  const pending: { item: PageIndexItem; embeds: NonNullable<PageFacts['embeds']> }[] = [];
  for (const item of index) {
    // Most pages are unchanged: their entry is glanced at, not parsed.
    const glance = manifest.glance(item.path);
    if (!glance || glance.id !== item.id || isExpired(glance, now) || glance.modified !== item.modified) {
      rebuild.push(item);
      continue;
    }
    if (glance.hash === item.hash) continue;
    // Its embeds read from the entry's text: most such pages keep their output, and their
    // entries are never parsed (ManifestText.refresh).
    const before = glance.own === undefined || item.ownHash === undefined || glance.own !== item.ownHash ? undefined : manifest.embedsOf(item.path);
    if (!before || before.lists || !before.embeds) rebuild.push(item);
    else pending.push({ item, embeds: before.embeds });
  }
  // Each window once: learnt from the first page that asks it, then asked.
  type Gives = (related: number | undefined) => string | null;
  const windows = new Map<string, Promise<Gives | null>>();
  let pagesAsked = 0;
  const learnt = new Map<number, ReturnType<WindowProbe['windowsOf']>>();
  const windowsOfPage = (item: PageIndexItem) => {
    let known = learnt.get(item.id);
    if (!known) {
      pagesAsked++;
      known = probe.windowsOf(item);
      learnt.set(item.id, known);
    }
    return known;
  };
  const holds = (key: string, item: PageIndexItem): Promise<Gives | null> => {
    let gives = windows.get(key);
    if (!gives) {
      gives = windowsOfPage(item).then((asked) => asked.get(key)?.() ?? null);
      windows.set(key, gives);
    }
    return gives;
  };
  const byWindow = new Map<string, WindowChange[]>();
  const decided = await Promise.all(pending.map(async ({ item, embeds }) => {
    const changes: WindowChange[] = [];
    for (const embed of embeds) {
      // A window no page of the set asks any more, or one that cannot tell (null), means the
      // page changed: render it.
      const gives = await holds(embed.call, item);
      const now = gives?.(embed.related) ?? null;
      if (now === null) return { item, changed: true };
      if (now !== embed.seen) changes.push({ call: embed.call, before: embed.seen, after: now });
    }
    if (changes.length > 0) byWindow.set(item.path, changes);
    return { item, changed: changes.length > 0 };
  }));
  for (const { item, changed } of decided) (changed ? rebuild : refreshed).push(item);
  const live = new Set(index.map((item) => item.path));
  const removed = published.filter((path) => !live.has(path));
  return { rebuild, refreshed, removed, byWindow, windowsAsked: windows.size, pagesAsked };
}
