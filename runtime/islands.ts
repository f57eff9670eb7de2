import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { ISLAND_VISIBLE_MARGIN_PX } from './constants.js';

/**
 * The interactive modules and the view each hydrates with (the same component the server
 * rendered). Each view is its own chunk, loaded only on pages that have that module; React
 * itself loads only when a page has an island about to hydrate. Views never import zod (their
 * props were validated at build time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = ComponentType<any>;
export const islandViews: Record<string, () => Promise<View>> = {
  Form: () => import('../modules/form-view.js').then((m) => m.FormView),
  ListFilter: () => import('../modules/list-filter.js').then((m) => m.ListFilter),
  ProgramFinder: () => import('../modules/program-finder-view.js').then((m) => m.ProgramFinderView),
  LiveList: () => import('../modules/live-list-view.js').then((m) => m.LiveListView),
  Search: () => import('../modules/search-view.js').then((m) => m.SearchView),
  HeroCarousel: () => import('../modules/hero-carousel-view.js').then((m) => m.HeroCarouselView),
  Tabs: () => import('../modules/tabs-view.js').then((m) => m.TabsView),
  TextCarousel: () => import('../modules/text-carousel-view.js').then((m) => m.TextCarouselView),
  VideoPlaylist: () => import('../modules/video-playlist-view.js').then((m) => m.VideoPlaylistView),
};

// React ships as CommonJS: a dynamic import gives its exports under `default`.
async function loadReact() {
  const [react, reactDom] = await Promise.all([import('react'), import('react-dom/client')]);
  const { createElement } = (react as unknown as { default?: typeof react }).default ?? react;
  const { hydrateRoot } = (reactDom as unknown as { default?: typeof reactDom }).default ?? reactDom;
  return { createElement, hydrateRoot };
}

/** Loads the code of these islands (and React) without running it: prefetch. */
export function preloadIslands(names: string[]): Promise<unknown> {
  const known = names.filter((n) => islandViews[n]);
  if (known.length === 0) return Promise.resolve();
  return Promise.all([loadReact(), ...known.map((n) => islandViews[n]!())]);
}

const roots: Root[] = [];
let observer: IntersectionObserver | null = null;
/** `visible` islands not yet in view (watched by `observer`). */
const unseen = new Set<HTMLElement>();
/** Whether the visitor has scrolled since the first page loaded (watchUnseen's margin). */
let scrolled = false;
let listeningForScroll = false;
/** Undo the listeners and timers of islands still waiting for the visitor (wakeOnIntent). */
const wakers: (() => void)[] = [];
/** What a routed page does when an island's code fails to load after it was shown (hydrateIslands). */
let onLateFailure: ((error: unknown) => void) | null = null;

/** Before a route change replaces the body: unmount every hydrated island. */
export function unmountIslands(): void {
  observer?.disconnect();
  observer = null;
  unseen.clear();
  onLateFailure = null;
  for (const stop of wakers.splice(0)) stop();
  for (const root of roots.splice(0)) root.unmount();
}

async function hydrateOne(el: HTMLElement): Promise<void> {
  const name = el.dataset.island!;
  const load = islandViews[name];
  const propsScript = el.nextElementSibling;
  if (!load || !(propsScript instanceof HTMLScriptElement) || !propsScript.hasAttribute('data-island-props')) {
    console.warn(`sitegen: no client view for island "${name}"; it stays static`);
    return;
  }
  const [{ createElement, hydrateRoot }, View] = await Promise.all([loadReact(), load()]);
  roots.push(hydrateRoot(el, createElement(View, JSON.parse(propsScript.textContent ?? '{}'))));
  el.setAttribute('data-hydrated', '');
}

/**
 * Whether the address carries what an island answers: a query parameter (`q`), or, written with
 * a leading "#", the start of the fragment (`#area-`: the faculty's filter, opened filtered).
 */
function addressAsks(param: string | undefined): boolean {
  if (!param) return false;
  if (param.startsWith('#')) return location.hash.startsWith(param);
  // Several names, space-separated: any one of them in the query (the programme finder's filters).
  const query = new URLSearchParams(location.search);
  return param.split(' ').some((name) => query.has(name));
}

/**
 * Events that say the visitor is about to use an island: a touch or a press, a pointer over it,
 * the keyboard's focus arriving in it. Any one of them wakes an `interaction` island.
 */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * An island whose server HTML already serves until it is used (the search page's form submits
 * without script; the hero's first slide is simply there): its code, React included, loads when
 * the visitor shows intent, when the URL carries the parameter it answers (`data-island-param`,
 * the search page's `q`, or a fragment: addressAsks), or after `data-island-after` ms (the hero's first slide change), never
 * during the first paint's work. A click on one of its buttons made before the code arrived, or
 * one of REPLAYED_KEYS pressed on one, is played again once it has: hydration keeps the same
 * elements, so the button is still there.
 */
/**
 * Keys a widget's buttons answer that a button does nothing with by itself (a tab list's arrows,
 * Home and End, in the WAI-ARIA tabs pattern): pressed before the code arrived, they are played again once it
 * has. Enter and Space are not: the browser turns them into the click that is played again.
 */
const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

function wakeOnIntent(el: HTMLElement): void {
  if (addressAsks(el.dataset.islandParam)) {
    hydrateOne(el).catch(failed(el));
    return;
  }
  const early: { button: HTMLElement; key?: string }[] = [];
  const keep = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (!(button instanceof HTMLElement) || el.hasAttribute('data-hydrated')) return;
    if (event.type === 'click') early.push({ button });
    else if (REPLAYED_KEYS.has((event as KeyboardEvent).key)) early.push({ button, key: (event as KeyboardEvent).key });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) el.removeEventListener(type, wake, true);
  };
  const wake = () => {
    stop();
    hydrateOne(el)
      .then(async () => {
        el.removeEventListener('click', keep, true);
        el.removeEventListener('keydown', keep, true);
        for (const { button, key } of early.splice(0)) {
          // One at a time, each after the view has answered the one before: a key goes where the
          // previous one moved the focus (the next tab), as it would have.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (key) {
            const focused = document.activeElement;
            const target = focused instanceof HTMLElement && el.contains(focused) ? focused : button;
            if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          } else if (button.isConnected) button.click();
        }
      })
      .catch(failed(el));
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
  el.addEventListener('click', keep, true);
  el.addEventListener('keydown', keep, true);
  // A timed wake is motion (a carousel's next slide): none for a visitor who asked for less motion.
  const after = Number(el.dataset.islandAfter);
  if (after > 0 && !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) timer = setTimeout(wake, after);
  wakers.push(stop);
}

const failed = (el: HTMLElement) => (error: unknown) => {
  console.error(`sitegen: island "${el.dataset.island}" could not hydrate`, error);
  onLateFailure?.(error);
};

/**
 * Hydrates the islands under `root`: `data-island-hydrate="load"` at once, `interaction` ones
 * when the visitor is about to use them (wakeOnIntent), the others when they come into view, or
 * within 200 px of it once the visitor has scrolled (watchUnseen): below-the-fold forms and
 * widgets cost nothing on first load. Resolves when the immediate ones are done; rejects if one's code fails to load, and `onFailure` hears of one
 * that fails later (the router turns either into a full navigation, spec 4 "Failed code chunk").
 */
export async function hydrateIslands(root: ParentNode = document, onFailure?: (error: unknown) => void): Promise<void> {
  if (onFailure) onLateFailure = onFailure;
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')];
  const waiting = islands.filter((el) => el.dataset.islandHydrate === 'interaction');
  for (const el of waiting) wakeOnIntent(el);
  const rest = islands.filter((el) => !waiting.includes(el));
  // An address that carries what an island answers (the finder's filters) is read at once, wherever it is.
  const now = rest.filter((el) => el.dataset.islandHydrate === 'load' || !('IntersectionObserver' in globalThis) || addressAsks(el.dataset.islandParam));
  const later = rest.filter((el) => !now.includes(el));
  if (later.length > 0) {
    for (const el of later) unseen.add(el);
    watchUnseen();
    if (!scrolled && !listeningForScroll) {
      listeningForScroll = true;
      addEventListener('scroll', () => { scrolled = true; if (unseen.size > 0) watchUnseen(); }, { once: true, passive: true });
    }
  }
  await Promise.all(now.map(hydrateOne));
}

/**
 * Watches the `visible` islands not yet in view. Once the visitor scrolls, one that comes within
 * ISLAND_VISIBLE_MARGIN_PX of the viewport hydrates, so that it is ready when it arrives; before
 * that, only one in the viewport itself does: a form just under a phone's first screen loaded
 * React with the page, the longest task it had, for a visitor who may never scroll (spec 9
 * speed).
 */
function watchUnseen(): void {
  observer?.disconnect();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const island = entry.target.closest<HTMLElement>('[data-island]')!;
      observer?.unobserve(entry.target);
      if (!unseen.delete(island)) continue;
      hydrateOne(island).catch(failed(island));
    }
  }, { rootMargin: `${scrolled ? ISLAND_VISIBLE_MARGIN_PX : 0}px` });
  // The wrapper is display: contents (no box to intersect): watch the module inside it.
  for (const el of unseen) observer.observe(el.firstElementChild ?? el);
}
