/**
 * Lists of upcoming events (spec 3, events) are true on the day they were built. Between builds
 * the page hides, as it starts and before any of them is scrolled into view, the cards of events
 * that have passed: the build wrote on each the instant it passes (`data-until`, the start of the
 * day after the event's, in the school's time zone: src/contract/upcoming.ts), so nothing on
 * screen moves for it and no date is computed here. The list's island then leaves them out of its
 * items (modules/live-list-view.tsx) and asks the API for the current ones.
 */
export function hidePassedEvents(root: ParentNode = document): void {
  const now = Date.now();
  for (const card of root.querySelectorAll<HTMLElement>('[data-upcoming] li[data-until]')) {
    if (Date.parse(card.dataset.until ?? '') <= now) card.hidden = true;
  }
}
