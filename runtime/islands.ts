import type { ComponentType } from 'react';

/**
 * The interactive modules and the view each hydrates with (the same component the server
 * rendered). Each view is its own chunk, loaded only on pages that have that module; React
 * itself loads only when a page has an island. Views never import zod (their props were
 * validated at build time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = ComponentType<any>;
export const islandViews: Record<string, () => Promise<View>> = {
  HeroCarousel: () => import('../modules/hero-carousel-view.js').then((m) => m.HeroCarouselView),
  Tabs: () => import('../modules/tabs-view.js').then((m) => m.TabsView),
  TextCarousel: () => import('../modules/text-carousel-view.js').then((m) => m.TextCarouselView),
  VideoPlaylist: () => import('../modules/video-playlist-view.js').then((m) => m.VideoPlaylistView),
};

/** Hydrates every island of the page; one that fails stays as its static HTML. */
export async function hydrateIslands(doc: Document = document): Promise<void> {
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0) return;
  // React ships as CommonJS: a dynamic import gives its exports under `default`.
  const [react, reactDom] = await Promise.all([import('react'), import('react-dom/client')]);
  const { createElement } = (react as unknown as { default?: typeof react }).default ?? react;
  const { hydrateRoot } = (reactDom as unknown as { default?: typeof reactDom }).default ?? reactDom;
  await Promise.all(islands.map(async (el) => {
    const name = el.dataset.island!;
    const load = islandViews[name];
    const propsScript = el.nextElementSibling;
    if (!load || !(propsScript instanceof HTMLScriptElement) || !propsScript.hasAttribute('data-island-props')) {
      console.warn(`sitegen: no client view for island "${name}"; it stays static`);
      return;
    }
    try {
      const View = await load();
      hydrateRoot(el, createElement(View, JSON.parse(propsScript.textContent ?? '{}')));
      el.setAttribute('data-hydrated', '');
    } catch (error) {
      console.error(`sitegen: island "${name}" could not hydrate`, error);
    }
  }));
}
