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

/** Before a route change replaces the body: unmount every hydrated island. */
export function unmountIslands(): void {
  observer?.disconnect();
  observer = null;
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
 * Hydrates the islands under `root`: `data-island-hydrate="load"` at once, the others when they
 * come within 200 px of the viewport (below-the-fold forms and widgets cost nothing on first
 * load). Resolves when the immediate ones are done; rejects if one's code fails to load
 * (the router turns that into a full navigation, spec 4 "Failed code chunk").
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')];
  const now = islands.filter((el) => el.dataset.islandHydrate === 'load' || !('IntersectionObserver' in globalThis));
  const later = islands.filter((el) => !now.includes(el));
  if (later.length > 0) {
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]')!;
        hydrateOne(island).catch((error) => console.error(`sitegen: island "${island.dataset.island}" could not hydrate`, error));
      }
    }, { rootMargin: `${ISLAND_VISIBLE_MARGIN_PX}px` });
    // The wrapper is display: contents (no box to intersect): watch the module inside it.
    for (const el of later) observer.observe(el.firstElementChild ?? el);
  }
  await Promise.all(now.map(hydrateOne));
}
