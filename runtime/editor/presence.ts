import { apiFetch } from '../../modules/api-fetch.js';
import { PRESENCE_BEAT_MS } from '../../modules/presence.js';

/**
 * This tab's part in "who else is editing this page" (spec 4, editor mode; server/presence.ts):
 * it says the page is open now and every beat, tells `onOthers` who else has it open (after
 * each beat, the first included), and says it is gone when the tab closes. A beat that fails
 * (the API away for a moment) is simply missed.
 */
export function watchPresence(site: string, pageId: number, onOthers: (names: string[], first: boolean) => void): void {
  const url = `/_api/site/${encodeURIComponent(site)}/page/${pageId}/presence`;
  let first = true;
  const beat = async () => {
    try {
      const response = await apiFetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) return;
      const { others } = await response.json() as { others?: { name: string }[] };
      onOthers((others ?? []).map((o) => o.name), first);
      first = false;
    } catch {
      // Missed: the next beat tries again.
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
  // A tab put back in front says so at once (its timers may have slept meanwhile).
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') void beat(); });
  addEventListener('pagehide', () => {
    clearInterval(timer);
    // keepalive: sent even as the tab closes.
    void apiFetch(url, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  });
}
