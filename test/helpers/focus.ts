import type { Page } from 'playwright-core';

/**
 * Presses Tab through a page as a keyboard user does, calling `inspect` in the page for every
 * element that receives focus, until focus comes back to an element it has already visited (or
 * leaves the document), or `limit` stops. Returns what `inspect` returned for each stop, with the
 * element described for messages ("a \"Contacto\" /contacto/").
 */
export async function tabThrough<T>(page: Page, inspect: (el: Element) => T, limit = 400): Promise<{ element: string; result: T }[]> {
  await page.evaluate(() => { (window as unknown as { __tabSeen: WeakSet<Element> }).__tabSeen = new WeakSet(); });
  const stops: { element: string; result: T }[] = [];
  for (let i = 0; i < limit; i++) {
    // Focus moves in the key-down's default action, done when down() resolves: the key-up (which
    // moves nothing) and the reading of the focused element go together, one round trip fewer per
    // stop (a long page has a few hundred).
    await page.keyboard.down('Tab');
    const [, stop] = await Promise.all([page.keyboard.up('Tab'), page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return { done: true };
      const seen = window.__tabSeen;
      if (seen.has(el)) return { done: true };
      seen.add(el);
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('value') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      const where = el.getAttribute('href') || el.getAttribute('name') || el.id || '';
      return { done: false, element: el.tagName.toLowerCase() + ' "' + text + '"' + (where ? ' ' + where : ''), result: (${inspect.toString()})(el) };
    })()`) as Promise<{ done: boolean; element: string; result: T }>]);
    if (stop.done) break;
    stops.push({ element: stop.element, result: stop.result });
  }
  return stops;
}
