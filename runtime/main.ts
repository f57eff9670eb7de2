import { refreshConsent, startConsent } from './consent.js';
import { startIntegrations } from './integrations.js';
import { hydrateIslands } from './islands.js';
import { startLazyBackgrounds } from './lazy-backgrounds.js';
import { startMenus } from './menus.js';
import { startPrefetch } from './prefetch.js';
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
else startSite();

/** The site's runtime: every public page, the preview, and the page framed by the editor. */
function startSite() {
  startConsent();
  startIntegrations();
  startMenus();
  startLazyBackgrounds();
  hidePassedEvents();
  // Preview and editor modes serve one page from its draft: no client routing or prefetch there.
  if (!mode) {
    const router = new Router();
    router.start();
    startPrefetch((path) => router.prefetch(path), (path) => router.loader.has(path), (path) => router.warm(path));
  }
  hydrateIslands().catch((error) => console.error('sitegen: islands could not hydrate', error));

  /** For `sitegen preview`: content swapped in by the preview gets the same treatment as a route change. */
  (window as unknown as { __sitegen: { refresh(root: HTMLElement): void } }).__sitegen = {
    refresh(root) {
      startLazyBackgrounds(root);
      hidePassedEvents(root);
      refreshConsent(root);
      void hydrateIslands(root);
    },
  };

  // Preview mode (sitegen preview): selection in the page itself; the editor's code loads only there.
  if (mode === 'preview') void import('./editor/editor.js').then((m) => m.startEditor());
  // Any page the preview answers (preview, forms, the page framed by the editor) follows its
  // draft; the chunk loads only there.
  if (mode && document.documentElement.dataset.previewVersion !== undefined) void import('./preview-live.js').then((m) => m.startLiveUpdates());
}
