import { refreshConsent, startConsent } from './consent.js';
import { startIntegrations } from './integrations.js';
import { hydrateIslands } from './islands.js';
import { startLazyBackgrounds } from './lazy-backgrounds.js';
import { startMenus } from './menus.js';
import { startPrefetch } from './prefetch.js';
import { startStickyCta } from './sticky-cta.js';
import { hidePassedEvents } from './upcoming.js';
import { Router } from './router.js';

/**
 * The eager runtime, loaded by every page as a deferred module: consent and third-party
 * embeds, header submenus, lazy backgrounds, the router and prefetch; then the islands (React
 * and their views load only when one is about to hydrate).
 */
const mode = document.documentElement.dataset.mode;
// The editor's window (sitegen preview --mode editor) frames the page: there only the editor runs.
if (mode === 'editor') void import('./editor/editor.js').then((m) => m.startEditor());
// The editor's sign-in and set-password pages (sitegen preview): only their form.
else if (mode === 'editor-account') void import('./editor/account-pages.js').then((m) => m.startAccountPage());
// The admissions inbox (sitegen preview, /__editor/leads): only the inbox.
else if (mode === 'editor-leads') void import('./editor/leads.js').then((m) => m.startLeads());
else startSite();

/**
 * Gives the browser a turn between two steps of the start: input, a paint, a frame. The start
 * runs right after the first paint, when a phone's visitor may already tap; as one task it was
 * long enough to count against the page (Lighthouse's total blocking time), as several short
 * ones it never blocks for long. scheduler.yield keeps the rest of the start ahead of other
 * queued work where the browser has it (Chromium 129+).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** The site's runtime: every public page, the preview, and the page framed by the editor. */
function startSite() {
  /** For `sitegen preview`: content swapped in by the preview gets the same treatment as a route change. */
  (window as unknown as { __sitegen: { refresh(root: HTMLElement): void } }).__sitegen = {
    refresh(root) {
      startLazyBackgrounds(root);
      hidePassedEvents(root);
      startStickyCta(root);
      refreshConsent(root);
      void hydrateIslands(root);
    },
  };
  // What the visitor sees or uses first comes first: the cookie banner and the menus, then the
  // pictures and the events' dates, then the router and prefetch, then the islands.
  const steps: (() => void)[] = [
    () => { startConsent(); startMenus(); },
    () => { startIntegrations(); startLazyBackgrounds(); hidePassedEvents(); startStickyCta(); },
    () => {
      // Preview and editor modes serve one page from its draft: no client routing or prefetch there.
      if (mode) return;
      const router = new Router();
      router.start();
      startPrefetch((path) => router.prefetch(path), (path) => router.loader.has(path), (path) => router.warm(path));
    },
    () => { hydrateIslands().catch((error) => console.error('sitegen: islands could not hydrate', error)); },
  ];
  void (async () => {
    for (const step of steps) {
      step();
      await yieldToBrowser();
    }
  })();

  // Preview mode (sitegen preview): selection in the page itself; the editor's code loads only there.
  if (mode === 'preview') void import('./editor/editor.js').then((m) => m.startEditor());
  // Any page the preview answers (preview, forms, the page framed by the editor) follows its
  // draft; the chunk loads only there.
  if (mode && document.documentElement.dataset.previewVersion !== undefined) void import('./preview-live.js').then((m) => m.startLiveUpdates());
}
