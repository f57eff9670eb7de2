import { localDayOf } from '../modules/locale-format.js';

/**
 * Lists of upcoming events (spec 3, events) are true on the day they were built. Between builds
 * the page hides, as it starts and before any of them is scrolled into view, the cards of events
 * whose day has passed in the school's time zone (the day their `<time datetime>` names), so
 * nothing on screen moves for it; the list's island then leaves them out of its items
 * (modules/live-list-view.tsx) and asks the API for the current ones.
 */
export function hidePassedEvents(root: ParentNode = document): void {
  const lists = root.querySelectorAll<HTMLElement>('[data-upcoming]');
  if (lists.length === 0) return;
  const today = localDayOf(new Date());
  for (const list of lists) {
    for (const card of list.querySelectorAll<HTMLElement>('li.card')) {
      const day = card.querySelector('time[datetime]')?.getAttribute('datetime')?.slice(0, 10);
      if (day && day < today) card.hidden = true;
    }
  }
}
