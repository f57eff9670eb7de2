import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localContext, useDemoSite } from '../helpers/browser.js';
import { startFaultyProxy } from '../helpers/faulty-proxy.js';
import { slow } from '../helpers/slow.js';

/**
 * Every rule of spec section 4, in real Chromium, against the built demo site.
 *
 * A rule with a time in it (the 1 s delayed-load signal, 3 s prefetch batches, the 10 s Partytown
 * fallback) is tested on the page's own clock (Playwright's page.clock, paused and advanced by the
 * test), so a busy machine cannot move the page's timers against the test's. What the test waits
 * for in real time (a reload, a retry, a full load after a failed chunk) is awaited as an event
 * with a limit that scales with the machine (slow()), never a fixed sleep that must be long
 * enough; a short settle after it only looks for something extra that should not happen.
 */
const demo = useDemoSite();

/** Consent decided (no banner over the content), nothing leaves the machine. */
const newContext = (options: Parameters<Browser['newContext']>[0] = {}) => localContext(demo.browser, options);

interface Watched { page: Page; requests: string[]; documents: string[]; console: string[] }

/** A page that records page-data requests, document (full) loads and console errors. */
async function watch(context: BrowserContext, base = demo.site.url): Promise<Watched> {
  const page = await context.newPage();
  const w: Watched = { page, requests: [], documents: [], console: [] };
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) w.documents.push(url.pathname);
    else if (url.pathname.startsWith('/page-data/')) w.requests.push(`${r.method()} ${url.pathname}`);
  });
  page.on('console', (m) => { if (m.type() === 'error') w.console.push(m.text()); });
  void base;
  return w;
}

async function load(w: Watched, path: string, base = demo.site.url) {
  await w.page.goto(base + path, { waitUntil: 'load' });
  await w.page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
}

/** Clicks a link to `href` placed in the page (as content links are), or follows it with Enter. */
async function clickLink(w: Watched, href: string, options: { keyboard?: boolean } = {}) {
  await w.page.evaluate((h) => {
    const a = document.createElement('a');
    a.href = h;
    a.id = 'test-link';
    a.textContent = 'test link';
    document.getElementById('test-link')?.remove();
    document.getElementById('main')!.prepend(a);
  }, href);
  if (!options.keyboard) return w.page.click('#test-link');
  await w.page.focus('#test-link');
  await w.page.keyboard.press('Enter');
}

const sameDocument = (w: Watched) => w.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const h1 = (w: Watched) => w.page.locator('main h1').first().textContent();
const pageDataCount = (w: Watched, path: string) => w.requests.filter((r) => r === `GET /page-data${path === '/' ? '/index' : path.slice(0, -1)}/page-data.json`).length;

describe('client-side routing (rule 2) and the route announcer (rule 8)', () => {
  it('navigates without a full load, updates title, meta, lang and history; back and forward work', async () => {
    const context = await newContext();
    const w = await watch(context);
    await load(w, '/contacto/');
    const announcer = w.page.locator('#sitegen-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await announcer.textContent()).toBe('');
    await clickLink(w, '/en/contact');
    await w.page.waitForURL('**/en/contact/');
    expect(await sameDocument(w)).toBe(true);
    expect(w.documents).toEqual(['/contacto/']);
    expect(await w.page.title()).toBe('Contact | EDTE');
    expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    expect(await w.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/en\/contact\/$/);
    expect(await w.page.locator('meta[name="robots"]').count()).toBe(1);
    // hreflang, Open Graph and the JSON-LD are the new page's, once each.
    expect(await w.page.locator('link[hreflang="en-GB"]').getAttribute('href')).toMatch(/\/en\/contact\/$/);
    expect(await w.page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/en\/contact\/$/);
    const jsonLd = w.page.locator('script[type="application/ld+json"]');
    expect(await jsonLd.count()).toBe(1);
    const graph = (JSON.parse(await jsonLd.textContent() ?? '{}') as { '@graph': { '@type': string; itemListElement?: { item: string }[] }[] })['@graph'];
    expect(graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1)?.item).toMatch(/\/en\/contact\/$/);
    expect(await announcer.textContent()).toBe('Navigated to Contact | EDTE');
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await w.page.goBack();
    await w.page.waitForURL('**/contacto/');
    await w.page.waitForFunction(() => document.documentElement.lang === 'es-ES');
    expect(await h1(w)).toBe('Contacto');
    await w.page.goForward();
    await w.page.waitForURL('**/en/contact/');
    await w.page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    expect(await h1(w)).toBe('Contact');
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });

  it('reads the first h1 when the page has no title', async () => {
    const context = await newContext();
    await context.route('**/page-data/en/contact/page-data.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.render.title = '';
      await route.fulfill({ response, json });
    });
    const w = await watch(context);
    await load(w, '/en/');
    await clickLink(w, '/en/contact/');
    await w.page.waitForURL('**/en/contact/');
    await w.page.waitForFunction(() => document.getElementById('sitegen-announcer')!.textContent !== '');
    expect(await w.page.locator('#sitegen-announcer').textContent()).toBe('Navigated to Contact');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('leaves new tabs, downloads and modified clicks to the browser', async () => {
    const context = await newContext();
    const w = await watch(context);
    await load(w, '/en/');
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/contact/';
      a.id = 'plain';
      a.textContent = 'plain';
      document.getElementById('main')!.prepend(a);
    });
    await w.page.click('#plain', { modifiers: ['Shift'] });
    await w.page.waitForTimeout(300);
    expect(pageDataCount(w, '/en/contact/')).toBe(0);
    await context.close();
  });
});

describe('page-data loading (rule 3)', () => {
  it('a missing page shows the 404 page of its language and keeps the URL', async () => {
    const context = await newContext();
    const w = await watch(context);
    await load(w, '/en/');
    await clickLink(w, '/en/no-such-page/');
    await w.page.waitForURL('**/en/no-such-page/');
    await w.page.waitForFunction(() => document.title.includes('Page not found'));
    expect(await sameDocument(w)).toBe(true);
    await clickLink(w, '/no-existe/');
    await w.page.waitForURL('**/no-existe/');
    await w.page.waitForFunction(() => document.title.includes('Página no encontrada'));
    expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });

  it('an unparsable answer shows the 404 page; a 500 shows the 500 page', async () => {
    const context = await newContext();
    await context.route('**/page-data/en/contact/page-data.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>garbage' }));
    await context.route('**/page-data/en/events/page-data.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const w = await watch(context);
    await load(w, '/en/');
    await clickLink(w, '/en/contact/');
    await w.page.waitForFunction(() => document.title.includes('Page not found'));
    expect(w.page.url()).toMatch(/\/en\/contact\/$/);
    await clickLink(w, '/en/events/');
    await w.page.waitForURL('**/en/events/');
    await w.page.waitForFunction(() => document.title.includes('Server error'));
    expect(pageDataCount(w, '/en/events/')).toBe(1);
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });

  it('when page-data is missing but the HTML exists (published outside the build), loads it in full', async () => {
    const context = await newContext();
    await context.route('**/page-data/en/contact/page-data.json', (route) => route.fulfill({ status: 404, body: '' }));
    const w = await watch(context);
    await load(w, '/en/');
    const heads: string[] = [];
    w.page.on('request', (r) => { if (r.method() === 'HEAD') heads.push(new URL(r.url()).pathname); });
    await clickLink(w, '/en/contact/');
    await w.page.waitForURL('**/en/contact/');
    await w.page.waitForLoadState('load');
    expect(heads).toEqual(['/en/contact/']);
    expect(w.documents).toEqual(['/en/', '/en/contact/']);
    expect(await h1(w)).toBe('Contact');
    await context.close();
  });

  it('retries other failures 3 times (4 requests), then logs the resources message and loads the path in full', async () => {
    const context = await newContext();
    let answered = 0;
    await context.route('**/page-data/en/contact/page-data.json', (route) => {
      answered++;
      return route.fulfill({ status: 503, body: 'busy' });
    });
    const w = await watch(context);
    await load(w, '/en/');
    await clickLink(w, '/en/contact/');
    await w.page.waitForURL('**/en/contact/');
    await w.page.waitForLoadState('load');
    expect(answered).toBe(4);
    expect(w.console).toContain('page resources for /en/contact/ not found. Not rendering React');
    expect(w.documents).toEqual(['/en/', '/en/contact/']);
    await context.close();
  });

  it('network failures are retried, and a success in between renders in place', async () => {
    const context = await newContext();
    let answered = 0;
    await context.route('**/page-data/en/contact/page-data.json', (route) => (++answered <= 2 ? route.abort('connectionreset') : route.continue()));
    const w = await watch(context);
    await load(w, '/en/');
    await clickLink(w, '/en/contact/');
    await w.page.waitForFunction(() => document.title === 'Contact | EDTE');
    expect(answered).toBe(3);
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });

  it('a response whose stream breaks reads "Connection closed." and the page loads in full (rule 12)', async () => {
    const proxy = await startFaultyProxy(demo.site.url, (req) => (req.url === '/page-data/en/contact/page-data.json' ? { action: 'truncate' } : { action: 'pass' }));
    const context = await newContext();
    const w = await watch(context);
    try {
      await load(w, '/en/', proxy.url);
      await clickLink(w, '/en/contact/');
      await w.page.waitForURL('**/en/contact/');
      await w.page.waitForLoadState('load');
      expect(w.console).toContain('Connection closed.');
      expect(w.console).toContain('page resources for /en/contact/ not found. Not rendering React');
      expect(w.documents).toEqual(['/en/', '/en/contact/']);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});

/** A route held until the test releases it; `requested` resolves when the page has asked for it. */
async function holdRoute(context: BrowserContext, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => { requested = resolve; });
  await context.route(pattern, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

describe('delayed-load signal (rule 4)', () => {
  it('shows an accessible indicator after 1 s of waiting, not before, and removes it when the page renders', async () => {
    const context = await newContext();
    const contact = await holdRoute(context, '**/page-data/en/contact/page-data.json');
    const events = await holdRoute(context, '**/page-data/en/events/page-data.json');
    const w = await watch(context);
    // The page's clock runs while the page loads, then stops: from here on, page time passes only
    // when the test says, whatever the machine is doing.
    await w.page.clock.install();
    await load(w, '/en/');
    // A second ahead: on a busy machine more than a tenth of one can pass before the call lands,
    // and the clock cannot be paused in its past. Nothing is waiting on a timer at this point.
    await w.page.clock.pauseAt(await w.page.evaluate(() => Date.now() + 1000));
    const indicator = w.page.locator('#sitegen-loading');
    const busy = () => w.page.locator('#main').getAttribute('aria-busy');
    expect(await indicator.getAttribute('role')).toBe('status');

    // A page that answers within the second never shows it, even after the second has passed.
    await clickLink(w, '/en/events/');
    await events.requested;
    await w.page.clock.runFor(900);
    expect(await indicator.isVisible()).toBe(false);
    events.release();
    await expect.poll(() => w.page.title()).toMatch(/^Events/);
    await w.page.clock.runFor(2000);
    expect(await indicator.isVisible()).toBe(false);
    expect(await busy()).toBeNull();

    // A page that takes longer: hidden at 999 ms of waiting, shown (and main busy) at 1,001 ms.
    await clickLink(w, '/en/contact/');
    await contact.requested;
    await w.page.clock.runFor(999);
    expect(await indicator.isVisible()).toBe(false);
    expect(await busy()).toBeNull();
    await w.page.clock.runFor(2);
    expect(await indicator.isVisible()).toBe(true);
    expect(await busy()).toBe('true');
    contact.release();
    await expect.poll(() => w.page.title()).toBe('Contact | EDTE');
    expect(await indicator.isVisible()).toBe(false);
    expect(await busy()).toBeNull();
    await context.close();
  });
});

describe('version mismatch (rule 6) and failed chunks (rule 7)', () => {
  it('a first load with a changed build hash reloads exactly once; then the next navigation is a full load', async () => {
    const context = await newContext();
    await context.route('**/page-data/app-data.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildHash: 'a-newer-build' }) }));
    const w = await watch(context);
    await w.page.goto(demo.site.url + '/en/contact/', { waitUntil: 'load' });
    await expect.poll(() => w.documents.length).toBeGreaterThanOrEqual(2);
    await w.page.waitForLoadState('load');
    await w.page.waitForTimeout(1000);
    expect(w.documents).toEqual(['/en/contact/', '/en/contact/']);
    await w.page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
    await clickLink(w, '/en/events/');
    await w.page.waitForURL('**/en/events/');
    await w.page.waitForLoadState('load');
    expect(w.documents).toEqual(['/en/contact/', '/en/contact/', '/en/events/']);
    expect(pageDataCount(w, '/en/events/')).toBe(0);
    await context.close();
  });

  it('without session storage (private mode) it never reloads, and nothing throws', async () => {
    const context = await newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
    });
    let answered = 0;
    await context.route('**/page-data/app-data.json', (route) => { answered++; return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildHash: 'a-newer-build' }) }); });
    const w = await watch(context);
    const errors: string[] = [];
    w.page.on('pageerror', (e) => errors.push(String(e)));
    await w.page.goto(demo.site.url + '/en/contact/', { waitUntil: 'load' });
    // The runtime has read the newer build's hash: a reload, if there were one, follows it.
    await expect.poll(() => answered).toBeGreaterThanOrEqual(1);
    await w.page.waitForTimeout(1000);
    expect(w.documents).toEqual(['/en/contact/']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('app-data is fetched with the same retry rule', async () => {
    const context = await newContext();
    let answered = 0;
    await context.route('**/page-data/app-data.json', (route) => { answered++; return route.fulfill({ status: 503, body: '' }); });
    const w = await watch(context);
    await w.page.goto(demo.site.url + '/en/contact/', { waitUntil: 'load' });
    await expect.poll(() => answered).toBeGreaterThanOrEqual(4);
    // Three retries, then no fifth request.
    await w.page.waitForTimeout(1000);
    expect(answered).toBe(4);
    await context.close();
  });

  it('a code chunk that fails to load turns the navigation into a full load of that path', async () => {
    const context = await newContext();
    await context.route(/\/_sitegen\/(hero-carousel-view|client)-[A-Z0-9]+\.js$/, (route) => route.abort());
    const w = await watch(context);
    await load(w, '/en/contact/');
    // Followed from the keyboard: a click would leave the pointer where the carousel appears, and
    // the browser's pointer events on what moved under it wake the carousel before the test points.
    await clickLink(w, '/en/', { keyboard: true });
    // The page is swapped in place first; its carousel's code is asked for when the visitor
    // points at it, and the full load follows when that chunk fails.
    await w.page.waitForFunction(() => location.pathname === '/en/' && document.querySelector('[data-island="HeroCarousel"]') !== null);
    expect(w.documents).toEqual(['/en/contact/']);
    await w.page.locator('.hero--carousel').hover();
    await expect.poll(() => w.documents).toEqual(['/en/contact/', '/en/']);
    await w.page.waitForLoadState('load');
    await w.page.waitForTimeout(300);
    expect(w.documents).toEqual(['/en/contact/', '/en/']);
    await context.close();
  });
});

describe('scroll (rule 9)', () => {
  it('goes to the top on a new page, to the hash target when there is one, and back to where the visitor was', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const w = await watch(context);
    await load(w, '/en/');
    await w.page.evaluate(() => window.scrollTo(0, 1500));
    await w.page.waitForTimeout(100);
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/contact/';
      a.id = 'deep-link';
      a.textContent = 'deep';
      a.style.cssText = 'position:fixed;top:0;left:0;z-index:99;background:#fff';
      document.body.append(a);
    });
    await w.page.click('#deep-link');
    await w.page.waitForFunction(() => document.title === 'Contact | EDTE');
    expect(await w.page.evaluate(() => window.scrollY)).toBe(0);
    await w.page.goBack();
    await w.page.waitForFunction(() => location.pathname === '/en/' && document.querySelector('[data-module="HeroCarousel"]') !== null);
    await expect.poll(async () => Math.abs((await w.page.evaluate(() => window.scrollY)) - 1500)).toBeLessThan(5);
    const programme = await w.page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-module="Programs"] a')!.getAttribute('href')!);
    await clickLink(w, `${programme}#info`);
    await w.page.waitForFunction(() => document.getElementById('info') !== null);
    await expect.poll(async () => Math.abs(await w.page.evaluate(() => document.getElementById('info')!.getBoundingClientRect().top))).toBeLessThan(5);
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });
});

describe('a jump within the page is not a route change (rule 8 is for route changes)', () => {
  const daw = { es: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/', en: '/en/higher-degree-in-web-application-development/' };
  const focused = (w: Watched) => w.page.evaluate(() => {
    const el = document.activeElement!;
    return { tag: el.tagName, name: el.getAttribute('name'), inForm: el.closest('#info') !== null, href: el.getAttribute('href'), inHeader: el.closest('header.site-header') !== null };
  });

  it('a keyboard user reaches the programme form from the header\'s "Solicita información" in at most 5 key presses, and nothing is announced', async () => {
    const context = await newContext({ viewport: { width: 1440, height: 900 } });
    const w = await watch(context);
    await load(w, daw.es);
    // From the top of the page, Tab to the header's link to the form (consent is decided).
    let presses = 0;
    while (presses < 30) {
      await w.page.keyboard.press('Tab');
      presses += 1;
      const at = await focused(w);
      if (at.href === '#info' && at.inHeader) break;
    }
    expect((await focused(w)).href).toBe('#info');
    // From that link, as the visitor: Enter, then Tab into the form.
    let fromLink = 0;
    await w.page.keyboard.press('Enter');
    fromLink += 1;
    await w.page.waitForFunction(() => location.hash === '#info');
    while (fromLink < 5 && !(await focused(w)).inForm) {
      await w.page.keyboard.press('Tab');
      fromLink += 1;
    }
    const at = await focused(w);
    expect(at.inForm, `after ${fromLink} presses the focus is on ${at.tag} ${at.name ?? ''}`).toBe(true);
    expect(at.name).toBe('name');
    expect(fromLink).toBeLessThanOrEqual(5);
    await expect.poll(async () => Math.abs(await w.page.evaluate(() => document.getElementById('info')!.getBoundingClientRect().top))).toBeLessThan(5);
    // No route change: the page was not drawn again, nothing announced, no page-data asked for.
    expect(await w.page.locator('#sitegen-announcer').textContent()).toBe('');
    expect(await sameDocument(w)).toBe(true);
    expect(w.requests.filter((r) => r.includes('desarrollo-de-aplicaciones-web'))).toEqual([]);
    // Back returns to the top of the same page, still without a route change.
    await w.page.goBack();
    await w.page.waitForFunction(() => location.hash === '');
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await w.page.locator('#sitegen-announcer').textContent()).toBe('');
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).not.toBe('H1');
    await context.close();
  });

  it('a browser without the Navigation API also leaves a jump within the page to itself (the router\'s own record of the page decides)', async () => {
    const context = await newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => { Object.defineProperty(window, 'navigation', { value: undefined, configurable: true }); });
    const w = await watch(context);
    await load(w, daw.es);
    expect(await w.page.evaluate(() => (window as unknown as { navigation?: unknown }).navigation)).toBeUndefined();
    await w.page.locator('header.site-header a[href="#info"]').focus();
    await w.page.keyboard.press('Enter');
    await w.page.waitForFunction(() => location.hash === '#info');
    // A route change would come once its page-data answered: give it the time to, then look.
    await w.page.waitForLoadState('networkidle');
    await w.page.waitForTimeout(300);
    expect(await w.page.locator('#sitegen-announcer').textContent()).toBe('');
    await w.page.keyboard.press('Tab');
    expect((await focused(w)).name).toBe('name');
    // A real route change still is one.
    await clickLink(w, '/contacto/');
    await expect.poll(() => w.page.locator('#sitegen-announcer').textContent()).toBe('Has navegado a Contacto | EDTE');
    await w.page.goBack();
    await w.page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Aplicaciones Web'));
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });

  it('on a phone, the way to the form waits at the bottom of the screen once the header and hero are gone, never over the form or the focus', async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const w = await watch(context);
    await load(w, daw.en);
    const bar = w.page.locator('.program-cta');
    // At the top the header's and the hero's links are in view: no bar doubling them.
    await w.page.waitForTimeout(200);
    expect(await bar.isVisible()).toBe(false);
    await w.page.locator('[data-module="StudyPlan"]').scrollIntoViewIfNeeded();
    await expect.poll(() => bar.isVisible()).toBe(true);
    // Tab to a link that sits under the bar, within the screen: the browser scrolls it clear of
    // the bar (WCAG 2.4.11), where it would otherwise count it as in view and leave it covered.
    const teachers = w.page.locator('section.people .card a');
    const barTop = (await bar.boundingBox())!.y;
    await teachers.nth(0).evaluate((a) => a.focus({ preventScroll: true }));
    await teachers.nth(1).evaluate((a, y) => window.scrollBy(0, a.getBoundingClientRect().top - y), barTop + 20);
    expect((await teachers.nth(1).boundingBox())!.y).toBeGreaterThan(barTop);
    await w.page.keyboard.press('Tab');
    expect(await teachers.nth(1).evaluate((a) => a === document.activeElement)).toBe(true);
    await expect.poll(async () => (await teachers.nth(1).boundingBox())!.y + (await teachers.nth(1).boundingBox())!.height).toBeLessThanOrEqual(barTop);
    // The same while the bar is not up yet: its observer runs a frame after a scroll, later on a
    // busy phone, so the focus can move while the bar is still hidden. The link must land clear
    // of where the bar then appears.
    await teachers.nth(0).evaluate((a) => a.focus({ preventScroll: true }));
    await teachers.nth(1).evaluate((a, y) => window.scrollBy(0, a.getBoundingClientRect().top - y), barTop + 20);
    await bar.evaluate((el) => { (el as HTMLElement).hidden = true; });
    await w.page.keyboard.press('Tab');
    await bar.evaluate((el) => { (el as HTMLElement).hidden = false; });
    const link = (await teachers.nth(1).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(barTop);
    // Back to where the bar is up by its own observer (the Tab may have brought the form near).
    await w.page.locator('[data-module="StudyPlan"]').scrollIntoViewIfNeeded();
    await expect.poll(() => bar.isVisible()).toBe(true);
    // The bar leads to the form, then steps aside while the form is filled.
    await bar.getByRole('link', { name: 'Request information' }).click();
    await w.page.waitForFunction(() => location.hash === '#info');
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await sameDocument(w)).toBe(true);
    // A laptop keeps the header's button in reach instead.
    await w.page.setViewportSize({ width: 1440, height: 900 });
    await w.page.locator('[data-module="StudyPlan"]').scrollIntoViewIfNeeded();
    await w.page.waitForTimeout(200);
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  it('a route change is announced in the language of the page arrived at, and the loading signal follows it', async () => {
    const context = await newContext();
    const w = await watch(context);
    await load(w, '/en/contact/');
    await clickLink(w, '/contacto/');
    await w.page.waitForFunction(() => document.documentElement.lang === 'es-ES');
    await expect.poll(() => w.page.locator('#sitegen-announcer').textContent()).toBe('Has navegado a Contacto | EDTE');
    expect(await w.page.locator('#sitegen-loading .visually-hidden').textContent()).toBe('Cargando la página…');
    await clickLink(w, daw.en);
    await w.page.waitForFunction(() => document.documentElement.lang === 'en-GB');
    await expect.poll(() => w.page.locator('#sitegen-announcer').textContent()).toMatch(/^Navigated to Higher /);
    expect(await w.page.locator('#sitegen-loading .visually-hidden').textContent()).toBe('Loading the page…');
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });
});

describe('prefetch (rule 10)', () => {
  /** Page-data requests after 0, 1 and 2 prefetch intervals (the page's clock is driven by the test). */
  async function prefetchRequests(options: { userAgent?: string; cdp?: (page: Page) => Promise<void>; expected: number[]; effectiveType?: string }) {
    // A tall window: more than eight different pages are linked in view.
    const context = await newContext({ viewport: { width: 1280, height: 3000 }, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
    const w = await watch(context);
    await options.cdp?.(w.page);
    // Paused before the page loads: no batch can go out before the test advances the clock, however
    // long the load takes in real time.
    await w.page.clock.install();
    await w.page.clock.pauseAt(Date.now() + 1000);
    await load(w, '/en/');
    // The premise: the browser itself reports the connection the runtime reads.
    if (options.effectiveType) expect(await w.page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe(options.effectiveType);
    // The links in view reach the runtime's queue through IntersectionObserver callbacks, which
    // the browser delivers on its rendering steps, not on the paused clock: on a loaded machine
    // they can come after the first interval has been run, which then finds the queue empty. An
    // observer made now is answered in the same step as the runtime's, made earlier.
    await w.page.evaluate(() => new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.querySelector('a[href]')!);
    }));
    const pageData = () => w.requests.filter((r) => !r.endsWith('/app-data.json')).length;
    const counts = [pageData()];
    for (const expected of options.expected.slice(1)) {
      await w.page.clock.runFor(3000);
      // Wait for the batch to be sent (a loaded machine can take longer than the default five
      // seconds to run the page's timers), then make sure nothing more follows it.
      await expect.poll(pageData, { timeout: slow(15_000) }).toBeGreaterThanOrEqual(expected);
      await w.page.waitForTimeout(expected === 0 ? 1000 : 500);
      counts.push(pageData());
    }
    await context.close();
    return counts;
  }

  it('prefetches links in view in batches of 4 every 3 seconds', async () => {
    expect(await prefetchRequests({ expected: [0, 4, 8] })).toEqual([0, 4, 8]);
  });

  it('prefetches nothing for bots, with Save-Data on, or on 2g', async () => {
    expect(await prefetchRequests({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', expected: [0, 0, 0] })).toEqual([0, 0, 0]);
    expect(await prefetchRequests({
      cdp: async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
      },
      expected: [0, 0, 0],
    })).toEqual([0, 0, 0]);
    expect(await prefetchRequests({
      cdp: async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        // Chrome reports effectiveType "2g" from a round trip of 1,400 ms or more, whatever the
        // throughput: enough bandwidth that the page's fonts and images load within the test.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: 200_000, uploadThroughput: 50_000, connectionType: 'cellular2g' });
      },
      expected: [0, 0, 0],
      effectiveType: '2g',
    })).toEqual([0, 0, 0]);
  });

  it('a hovered link is prefetched first, and then navigates without waiting for the network', async () => {
    const context = await newContext();
    const w = await watch(context);
    await load(w, '/en/');
    await w.page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/accessibility/';
      a.id = 'hover-me';
      a.textContent = 'Accessibility';
      document.getElementById('main')!.prepend(a);
    });
    await w.page.hover('#hover-me');
    await expect.poll(() => pageDataCount(w, '/en/accessibility/')).toBe(1);
    // Hovered: first of its batch, ahead of the links that were already in view.
    expect(w.requests.filter((r) => !r.endsWith('app-data.json'))[0]).toBe('GET /page-data/en/accessibility/page-data.json');
    await w.page.waitForTimeout(300);
    await context.route('**/page-data/**', (route) => route.abort());
    await w.page.click('#hover-me');
    await w.page.waitForFunction(() => document.title.startsWith('Accessibility statement'));
    expect(await sameDocument(w)).toBe(true);
    await context.close();
  });
});

describe('React\'s code only when an island is used', () => {
  /** The output's React chunk: the one that defines hydrateRoot (main only imports it). */
  const reactChunk = () => readdirSync(join(inject('demoOutput'), '_sitegen')).find((f) => /^chunk-.*\.js$/.test(f) && readFileSync(join(inject('demoOutput'), '_sitegen', f), 'utf8').includes('hydrateRoot'));

  it('a phone on the home page: no island above the fold or link in view brings it, a prefetch batch included; pointing at a link to a page with islands does', async () => {
    const chunk = reactChunk();
    expect(chunk).toBeDefined();
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const w = await watch(context);
    const scripts: string[] = [];
    w.page.on('request', (r) => { if (r.url().includes('/_sitegen/')) scripts.push(new URL(r.url()).pathname); });
    await w.page.clock.install();
    await w.page.clock.pauseAt(Date.now() + 1000);
    await load(w, '/en/');
    // The links in view reach the queue on the browser's rendering steps (as in prefetchRequests).
    await w.page.evaluate(() => new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => { observer.disconnect(); resolve(); });
      observer.observe(document.querySelector('a[href]')!);
    }));
    await w.page.clock.runFor(3000);
    await expect.poll(() => w.requests.filter((r) => !r.endsWith('/app-data.json')).length, { timeout: slow(15_000) }).toBeGreaterThan(0);
    await w.page.waitForTimeout(500);
    expect(scripts).not.toContain(`/_sitegen/${chunk}`);
    // A prefetched page that has an island: pointing at its link warms its code.
    const withIslands = await w.page.evaluate(async (requests) => {
      for (const request of requests) {
        const url = request.replace(/^GET /, '');
        const data = await (await fetch(url)).json() as { path: string; result: { render: { islands: string[] } } };
        if (data.result.render.islands.length > 0) return data.path;
      }
      return null;
    }, w.requests.filter((r) => !r.endsWith('/app-data.json')));
    expect(withIslands).not.toBeNull();
    await w.page.locator(`a[href="${withIslands}"]`).first().dispatchEvent('mouseover');
    await expect.poll(() => scripts.includes(`/_sitegen/${chunk}`), { timeout: slow(10_000) }).toBe(true);
    await context.close();
  });
});

describe('third-party scripts off the main thread (rule 11)', () => {
  async function analytics(options: { consent: 'accepted' | 'rejected'; blockPartytown?: boolean }) {
    const context = await demo.browser.newContext();
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    if (options.blockPartytown) await context.route('**/~partytown/**', (route) => route.abort());
    await context.addInitScript((c) => localStorage.setItem('sitegen-consent', c), options.consent);
    const page = await context.newPage();
    const partytown: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/~partytown/')) partytown.push(new URL(r.url()).pathname); });
    // Blocked, Partytown never starts and its snippet's fallback timer (spec 4: 10 s) runs the
    // scripts on the main thread: on the page's clock, paused from the start and advanced by
    // exactly those 10 s once the page has loaded, however long the load took.
    if (options.blockPartytown) {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
    }
    await page.goto(demo.site.url + '/en/contact/', { waitUntil: 'load' });
    if (options.blockPartytown) await page.clock.runFor(10_000);
    const isLoaded = () => page.evaluate(() => document.documentElement.getAttribute('data-analytics') === 'loaded');
    // Without consent nothing may load: two seconds of looking for it. With it, a limit to wait.
    let loaded = false;
    for (const until = Date.now() + (options.consent === 'rejected' ? 2000 : slow(12_000)); !loaded && Date.now() < until;) {
      loaded = await isLoaded();
      if (!loaded) await new Promise((r) => setTimeout(r, 100));
    }
    const mainThreadViews = await page.evaluate(() => (window as unknown as { edteAnalytics?: unknown[] }).edteAnalytics?.length ?? 0);
    await context.close();
    return { loaded, mainThreadViews, partytown };
  }

  it('the analytics integration runs in Partytown\'s worker, its library served from /~partytown/', async () => {
    const result = await analytics({ consent: 'accepted' });
    expect(result.loaded).toBe(true);
    expect(result.mainThreadViews).toBe(0);
    expect(result.partytown).toContain('/~partytown/partytown-sandbox-sw.html');
  });

  it('runs normally on the main thread when Partytown cannot start (library blocked), once the 10 s fallback has passed', async () => {
    const result = await analytics({ consent: 'accepted', blockPartytown: true });
    expect(result.loaded).toBe(true);
    expect(result.mainThreadViews).toBe(1);
  });

  it('does not load at all without consent', async () => {
    const result = await analytics({ consent: 'rejected' });
    expect(result.loaded).toBe(false);
    // Partytown itself does not start either: nothing to run.
    expect(result.partytown).toEqual([]);
  });

  it('starts Partytown when the visitor accepts, without a reload', async () => {
    const context = await demo.browser.newContext();
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(demo.site.url + '/en/contact/', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-analytics'))).toBe(false);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-analytics') === 'loaded', null, { timeout: slow(12_000) });
    expect(await page.evaluate(() => (window as unknown as { edteAnalytics?: unknown[] }).edteAnalytics)).toBeUndefined();
    await context.close();
  });

  it('the snippet falls back after exactly the spec\'s 10 s', async () => {
    const html = await (await fetch(demo.site.url + '/en/')).text();
    expect(html).toContain('fallbackTimeout":10000');
    expect(html).toContain('lib":"/~partytown/"');
  });
});
