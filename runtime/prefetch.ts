import { BOT_USER_AGENT, PREFETCH_BATCH_SIZE, PREFETCH_INTERVAL_MS } from './constants.js';
import { normalizePath, routableLink } from './paths.js';

/** Spec 4 "Prefetch": never on 2g, with Save-Data on, or for bots. */
export function prefetchAllowed(nav: { userAgent: string; connection?: { effectiveType?: string; saveData?: boolean } }): boolean {
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return !BOT_USER_AGENT.test(nav.userAgent);
}

/**
 * A queue of paths, each taken once: links in view join at the back, hovered or focused links
 * jump to the front; every PREFETCH_INTERVAL_MS the first PREFETCH_BATCH_SIZE are prefetched.
 */
export class PrefetchQueue {
  private readonly queue: string[] = [];
  private readonly seen = new Set<string>();

  add(path: string, urgent = false): void {
    const key = normalizePath(path);
    if (this.seen.has(key)) {
      const at = this.queue.indexOf(key);
      if (urgent && at > 0) this.queue.unshift(...this.queue.splice(at, 1));
      return;
    }
    this.seen.add(key);
    if (urgent) this.queue.unshift(key);
    else this.queue.push(key);
  }

  /** The next batch (at most PREFETCH_BATCH_SIZE paths). */
  take(): string[] {
    return this.queue.splice(0, PREFETCH_BATCH_SIZE);
  }

  get size(): number {
    return this.queue.length;
  }
}

/**
 * Prefetches the pages of the links in view and of those pointed at or focused (first), in
 * batches; a pointed-at link whose page is already here has its code warmed (`warm`) at once.
 */
export function startPrefetch(prefetch: (path: string) => Promise<void>, isKnown: (path: string) => boolean, warm: (path: string) => Promise<void>, doc: Document = document): void {
  if (!prefetchAllowed(navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })) return;
  const queue = new PrefetchQueue();
  const consider = (anchor: Element | null, urgent: boolean) => {
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = routableLink(anchor, null, new URL(location.href));
    if (!url) return;
    const path = normalizePath(url.pathname);
    if (path === normalizePath(location.pathname)) return;
    if (!isKnown(path)) queue.add(path, urgent);
    else if (urgent) void warm(path);
  };
  const observer = 'IntersectionObserver' in globalThis ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      consider(entry.target, false);
    }
  }) : null;
  const observeLinks = () => { for (const a of doc.querySelectorAll('a[href]')) observer?.observe(a); };
  observeLinks();
  // Route changes bring new links.
  new MutationObserver(observeLinks).observe(doc.getElementById('sitegen-page') ?? doc.body, { childList: true });
  const urgent = (event: Event) => consider((event.target as Element | null)?.closest?.('a') ?? null, true);
  doc.addEventListener('mouseover', urgent, { passive: true });
  doc.addEventListener('focusin', urgent);
  doc.addEventListener('touchstart', urgent, { passive: true });
  setInterval(() => {
    for (const path of queue.take()) void prefetch(path);
  }, PREFETCH_INTERVAL_MS);
}
