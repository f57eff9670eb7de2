import { hash as hashOnce } from 'node:crypto';
import { DEFAULT_DISTRIBUTOR_QUANTITY } from '../../contract/distributor-calls.js';

/**
 * What a page embedded of other content, as the manifest keeps it (`facts.embeds`): for each of
 * its distributors, the call's window (`call`: a key, below), what the page showed (`seen`: a
 * digest of its own items), the pages of those items (their `relatedPage`: the editor's Publish
 * dialog names the pages that show the page it publishes) and, when the window is shared, the
 * page its call leaves out (`related`). A publish asks each window again once, reads from it
 * what each page would show now (itemsWithin) and re-renders only the pages for which that
 * differs (src/publish/manifest/affected-pages.ts; DESIGN.md, `--path` rebuilds "what depends
 * on them"): a change to the item next in line for a list changes the window, not the pages.
 */
export interface Embed { call: string; seen: string; pages: number[]; related?: number }

type CallData = { mode?: unknown; related?: unknown; quantity?: unknown; from?: unknown; [key: string]: unknown };

/**
 * The call a distributor's answer is a window of, shared by every page that asks it. A page asks
 * with `related` = itself (spec 7), and the API leaves the page's own item out before taking the
 * quantity: the answer is the first `quantity` items of the list without `related` once that
 * item is left out, so it is decided by that list's first `quantity + 1` items — one window for
 * all the pages of a source, asked once per publish whatever the site's size. A navigation
 * distributor (previous and next around the page) is its own window.
 */
export function windowCallOf(data: unknown): unknown {
  const d = data as CallData;
  if (d.mode === 'navigation' || d.related === undefined) return data;
  const { related: _related, ...rest } = d;
  const quantity = typeof d.quantity === 'number' ? d.quantity : d.mode === 'auto' ? DEFAULT_DISTRIBUTOR_QUANTITY : undefined;
  return quantity === undefined ? rest : { ...rest, quantity: quantity + 1 };
}

/**
 * A page's items read from its window's answer, without asking the API again: the window's items
 * without the page's own (the item whose `relatedPage` is `related`), then the first `quantity`
 * — what the API answers the page's call (server/content-store.ts, `distributor`). Null when the
 * window cannot tell (a navigation answer; an item of the window has no page, so the page's own
 * may hide behind it; two items name the page): then the page's call is asked itself.
 */
export function itemsWithin<T>(window: { items: readonly T[] } | { previous: readonly T[]; next: readonly T[] }, data: unknown): T[] | null {
  const d = data as CallData;
  if (!('items' in window) || typeof d.related !== 'number' || d.mode === 'navigation') return null;
  const pageOf = (item: unknown) => (item as { relatedPage?: { pageId?: unknown } | null }).relatedPage?.pageId;
  const own = window.items.filter((item) => pageOf(item) === d.related).length;
  if (own > 1 || (own === 0 && window.items.some((item) => typeof pageOf(item) !== 'number'))) return null;
  const rest = window.items.filter((item) => pageOf(item) !== d.related);
  const quantity = typeof d.quantity === 'number' ? d.quantity : d.mode === 'auto' ? DEFAULT_DISTRIBUTOR_QUANTITY : undefined;
  return quantity === undefined ? rest : rest.slice(0, quantity);
}

/**
 * The call a page made, from its window and the page it left out: the inverse of windowCallOf
 * (an auto distributor without a quantity asks DEFAULT_DISTRIBUTOR_QUANTITY, as its window says).
 */
export function callWithin(window: unknown, related: number): unknown {
  const w = window as CallData;
  return typeof w.quantity === 'number' ? { ...w, related, quantity: w.quantity - 1 } : { ...w, related };
}

const sha = (text: string) => hashOnce('sha1', text, 'hex').slice(0, 12);

/**
 * A window's key: its language and call, without the day a list of upcoming events counts from
 * (`from`): the same window asked on another day is asked with that day and compared with what
 * the page saw.
 */
export function windowKeyOf(locale: string, window: unknown): string {
  const { from: _from, ...rest } = window as CallData;
  return sha(`${locale} ${JSON.stringify(rest)}`);
}

/** What a window held: its items as the API answered them, in order. */
export function digestOf(items: readonly unknown[]): string {
  return sha(JSON.stringify(items));
}
