/**
 * `sitegen preview`'s live updates (spec 4, preview mode), loaded only when the preview sets
 * `data-preview-version` on <html> (runtime/main.ts): public pages never load this chunk.
 * An event stream tells this tab when its page's draft changes (every request names the tab's
 * own page, `?path=`); the page's new body is then swapped in place, no reload, and gets what a
 * route change gets (islands, lazy backgrounds, consent-gated embeds).
 */
export function startLiveUpdates(): void {
  const root = document.documentElement;
  const here = encodeURIComponent(location.pathname);
  const events = new EventSource(`/__preview/events?path=${here}&version=${encodeURIComponent(root.dataset.previewVersion ?? '')}`);
  events.addEventListener('change', () => void swap());

  async function swap() {
    // The editor's frame: the editor renders the page from its own state and decides whether to
    // follow the saved draft (runtime/editor/editor.ts).
    if (root.dataset.editorOwns !== undefined) {
      document.dispatchEvent(new Event('sitegen:draft-changed'));
      return;
    }
    const response = await fetch(`/__preview/render?path=${here}`);
    if (!response.ok) return;
    const page = await response.json() as { body: string; title: string; version: string };
    const container = document.getElementById('sitegen-page');
    if (!container) return;
    container.innerHTML = page.body;
    document.title = page.title;
    (window as unknown as { __sitegen?: { refresh(root: HTMLElement): void } }).__sitegen?.refresh(container);
    root.dataset.previewVersion = page.version;
  }
}
