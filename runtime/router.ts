import { DELAYED_LOAD_MS, NAVIGATED_TO, RELOAD_FLAG_KEY, RESOURCES_NOT_FOUND } from './constants.js';
import { refreshConsent } from './consent.js';
import { hydrateIslands, preloadIslands, unmountIslands } from './islands.js';
import { startLazyBackgrounds } from './lazy-backgrounds.js';
import { hidePassedEvents } from './upcoming.js';
import { startStickyCta } from './sticky-cta.js';
import { whenIdle } from './idle.js';
import { routeLocale, routeStrings } from '../modules/route-strings.js';
import { PageLoader, type PageData, type RenderPayload } from './loader.js';
import { languagePrefix, normalizePath, routableLink } from './paths.js';

interface HistoryState { key: string }

/**
 * Client-side routing from page-data (spec 4): internal links swap #sitegen-page, the managed
 * head, title, language and theme, hydrate the new islands, announce the page and move focus to
 * its h1. Every failure ends in something the visitor can use: the 404 or 500 page, or a full
 * load of the path.
 */
export class Router {
  readonly loader: PageLoader;
  private readonly loadedHash: string;
  /** Set when app-data's hash differs from ours: the next navigation is a full load. */
  private stale = false;
  private current: string;
  /** The query of the page shown: a jump within it changes the hash alone. */
  private currentSearch = location.search;
  private navigation = 0;
  private readonly positions = new Map<string, number>();

  constructor(private readonly doc: Document = document, loader?: PageLoader) {
    this.loader = loader ?? new PageLoader();
    this.loadedHash = doc.documentElement.dataset.buildHash ?? '';
    this.current = normalizePath(location.pathname);
  }

  start(): void {
    history.scrollRestoration = 'manual';
    if (!(history.state as HistoryState | null)?.key) history.replaceState({ key: newKey() }, '', location.href);
    this.restorePositions();
    this.doc.addEventListener('click', (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = routableLink(anchor, event, new URL(location.href));
      if (!url) return;
      event.preventDefault();
      void this.navigate(url.pathname + url.search + url.hash);
    });
    // Whether the history step under way changes the fragment alone: the Navigation API says so
    // (an island's own entries, the search page's queries, change the query the router did not
    // see); without it, the page the router last drew is the reference.
    let fragmentOnly: boolean | null = null;
    (globalThis as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
      fragmentOnly = (event as Event & { hashChange?: boolean }).hashChange ?? null;
    });
    addEventListener('popstate', () => {
      const withinPage = fragmentOnly ?? (normalizePath(location.pathname) === this.current && location.search === this.currentSearch);
      fragmentOnly = null;
      if (withinPage) return this.jumpWithin();
      void this.navigate(location.pathname + location.search + location.hash, { pop: true });
    });
    addEventListener('pagehide', () => this.savePosition());
    addEventListener('scroll', () => this.savePosition(), { passive: true });
    // The build-version check reads and parses the site's shared data: not during the first paint's work.
    whenIdle(() => void this.checkVersion(true));
  }

  /** Navigates to an internal URL (trailing slash added). */
  async navigate(href: string, options: { pop?: boolean } = {}): Promise<void> {
    const url = new URL(href, location.href);
    const path = normalizePath(url.pathname);
    const target = path + url.search + url.hash;
    if (!options.pop) this.savePosition();
    if (this.stale) return this.fullLoad(target);
    const id = ++this.navigation;
    const delayed = setTimeout(() => this.showLoading(true), DELAYED_LOAD_MS);
    try {
      void this.checkVersion(false);
      const result = await this.loader.loadPage(path);
      if (id !== this.navigation) return;
      if (result.status === 'success') {
        if (result.data.buildHash !== this.loadedHash) return this.fullLoad(target, true);
        await this.show(result.data, target, options);
        return;
      }
      if (result.status === 'not-found') {
        if (result.unparsable) return this.showErrorPage('404', path, target, options);
        // A file published outside the build may exist anyway: ask for the HTML itself.
        const exists = await fetch(path, { method: 'HEAD', cache: 'no-cache' }).then((r) => r.ok, () => false);
        if (id !== this.navigation) return;
        if (exists) return this.fullLoad(target);
        return this.showErrorPage('404', path, target, options);
      }
      if (result.status === 'server-error') return this.showErrorPage('500', path, target, options);
      if (result.message) console.error(result.message);
      console.error(RESOURCES_NOT_FOUND(path));
      return this.fullLoad(target);
    } finally {
      clearTimeout(delayed);
      if (id === this.navigation) this.showLoading(false);
    }
  }

  /** Prefetch (spec 4): the page's data into the cache. */
  async prefetch(path: string): Promise<void> {
    await this.loader.loadPage(path);
  }

  /**
   * A link the visitor points at or focuses, whose page's data is here: its islands' code into
   * the module cache. Only then: loading a view runs React's code, the longest task a phone does
   * for a page, which no link merely in view is worth.
   */
  async warm(path: string): Promise<void> {
    if (!this.loader.has(path)) return;
    const result = await this.loader.loadPage(path);
    if (result.status === 'success') await preloadIslands(result.data.result.render.islands).catch(() => {});
  }

  private async showErrorPage(code: '404' | '500', path: string, target: string, options: { pop?: boolean }) {
    const result = await this.loader.loadPage(await this.errorPagePath(code, path));
    if (result.status !== 'success') {
      console.error(RESOURCES_NOT_FOUND(path));
      return this.fullLoad(target);
    }
    // The error page is shown at the address the visitor asked for.
    await this.show(result.data, target, options);
  }

  /**
   * The error page of the language `path` belongs to, from the static query data the current
   * page names (the site's languages and their error pages, spec 7); without it, by the path's
   * prefix.
   */
  private async errorPagePath(code: '404' | '500', path: string): Promise<string> {
    const current = await this.loader.load(this.current);
    const hash = current.status === 'success' ? current.data.staticQueryHashes?.[0] : undefined;
    const site = hash ? await this.loader.loadStaticQuery(hash) : null;
    if (site?.status === 'success') {
      const language = [...site.data.languages].sort((a, b) => b.prefix.length - a.prefix.length)
        .find((l) => l.prefix === '' || path === `${l.prefix}/` || path.startsWith(`${l.prefix}/`));
      if (language) return code === '404' ? language.notFound : language.serverError;
    }
    return `${languagePrefix(path)}/${code}/`;
  }

  private async show(data: PageData, target: string, options: { pop?: boolean }): Promise<void> {
    const render = data.result.render;
    try {
      this.swap(render);
    } catch (error) {
      console.error(RESOURCES_NOT_FOUND(normalizePath(target)), error);
      return this.fullLoad(target);
    }
    if (!options.pop) history.pushState({ key: newKey() } satisfies HistoryState, '', target);
    this.current = normalizePath(target);
    this.currentSearch = new URL(target, location.href).search;
    this.scroll(new URL(target, location.href).hash, options.pop === true);
    this.announce(render);
    // Spec 4 "Failed code chunk": a full navigation to the last visited path, whether the chunk
    // failed while the page was shown or when the visitor first used one of its islands.
    const fail = () => this.fullLoad(target);
    try {
      await hydrateIslands(this.container(), fail);
    } catch {
      fail();
    }
  }

  private container(): HTMLElement {
    const el = this.doc.getElementById('sitegen-page');
    if (!el) throw new Error('no #sitegen-page');
    return el;
  }

  private swap(render: RenderPayload): void {
    const container = this.container();
    unmountIslands();
    container.innerHTML = render.body;
    this.doc.title = render.title;
    this.doc.documentElement.lang = render.lang;
    this.doc.body.className = render.theme;
    for (const el of this.doc.head.querySelectorAll('[data-sg]')) el.remove();
    const template = this.doc.createElement('template');
    template.innerHTML = render.head;
    this.doc.querySelector('title')!.after(template.content);
    startLazyBackgrounds(container);
    hidePassedEvents(container);
    startStickyCta(container);
    refreshConsent(container);
  }

  /**
   * A jump within the page shown (a link to "#info", or back and forward between such jumps):
   * spec 4's announcement and focus rules are for route changes. The browser has scrolled to the
   * target and starts the next Tab there; the entry gets its key so its position is kept, and
   * back or forward returns to the position it had.
   */
  private jumpWithin(): void {
    const key = (history.state as HistoryState | null)?.key;
    if (!key) history.replaceState({ key: newKey() } satisfies HistoryState, '', location.href);
    else this.scroll(location.hash, true);
  }

  private announce(render: RenderPayload): void {
    const main = this.doc.getElementById('main');
    const h1 = main?.querySelector('h1') ?? this.doc.querySelector('h1');
    // The announcer and the loading signal stay across pages; they speak the language of the page
    // arrived at, which a language switch changes.
    const locale = routeLocale(render.lang);
    const loading = this.doc.querySelector('#sitegen-loading .visually-hidden');
    if (loading) loading.textContent = routeStrings.loading[locale];
    const announcer = this.doc.getElementById('sitegen-announcer');
    if (announcer) announcer.textContent = NAVIGATED_TO[locale] + (render.title || h1?.textContent?.trim() || '');
    const focusTarget = h1 ?? main;
    if (focusTarget) {
      if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
      focusTarget.focus({ preventScroll: true });
    }
  }

  /** Spec 4 "Scroll": the entry's own position on back/forward, else the hash target, else the top. */
  private scroll(hash: string, pop: boolean): void {
    const key = (history.state as HistoryState | null)?.key;
    const saved = key ? this.positions.get(key) : undefined;
    if (pop && saved !== undefined) return scrollTo(0, saved);
    const target = hash ? this.doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else scrollTo(0, 0);
  }

  private savePosition(): void {
    const key = (history.state as HistoryState | null)?.key;
    if (!key) return;
    this.positions.set(key, scrollY);
    try {
      sessionStorage.setItem('sitegen-scroll', JSON.stringify([...this.positions].slice(-50)));
    } catch {
      // Storage unavailable: positions last for this page only.
    }
  }

  private restorePositions(): void {
    try {
      for (const [key, y] of JSON.parse(sessionStorage.getItem('sitegen-scroll') ?? '[]') as [string, number][]) this.positions.set(key, y);
    } catch {
      // Nothing saved or storage unavailable.
    }
  }

  private showLoading(on: boolean): void {
    const indicator = this.doc.getElementById('sitegen-loading');
    if (indicator) indicator.hidden = !on;
    // aria-busy is an enumerated true/false: the empty value toggleAttribute() would give means
    // false, so it is "true" while waiting and absent (false) otherwise.
    const main = this.doc.getElementById('main');
    if (on) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  }

  private fullLoad(target: string, clear = false): void {
    if (clear) this.loader.clear();
    location.assign(target);
  }

  /**
   * Spec 4 "Version mismatch": app-data's hash against the one this page was built with. On the
   * first load a mismatch reloads once (a session flag stops any loop; no storage, no reload);
   * later, the next navigation becomes a full load and cached page resources are dropped.
   */
  private async checkVersion(firstLoad: boolean): Promise<void> {
    const result = await this.loader.loadAppData();
    if (result.status !== 'success') return;
    const matches = result.data.buildHash === this.loadedHash;
    if (firstLoad) {
      try {
        if (matches) sessionStorage.removeItem(RELOAD_FLAG_KEY);
        else if (sessionStorage.getItem(RELOAD_FLAG_KEY) !== result.data.buildHash) {
          sessionStorage.setItem(RELOAD_FLAG_KEY, result.data.buildHash);
          location.reload();
          return;
        }
      } catch {
        // Private mode: without the flag a reload could loop, so none is done.
      }
    }
    if (!matches) {
      this.stale = true;
      this.loader.clear();
    }
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
