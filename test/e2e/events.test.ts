import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { localContext, runAxe, useDemoSite } from '../helpers/browser.js';

/**
 * An event page shows, under its title, the date, the time and the place in the visitor's
 * language (spec 3) and the school's time zone, with an "Add to calendar" file; a closed
 * registration (spec 4, 8) has no "Register" heading and says what to do instead.
 *
 * The demo's events run from November 2026 to September 2027: the autumn open day (14 November
 * 2026) has taken place, the welcome day (13 September 2027) is still to come.
 */
const demo = useDemoSite();

const UPCOMING = { es: '/eventos/bienvenida-al-curso-2027-2028/', en: '/en/events/welcome-to-the-2027-2028-year/' };
const PAST = { es: '/eventos/jornada-de-puertas-abiertas-de-otono/', en: '/en/events/autumn-open-day/' };
const ONLINE = '/en/events/online-information-session-multi-platform-application-development-online/';

/**
 * One browser context per width and one loaded tab per page and width, shared by the tests that
 * read it (none of them navigates or changes the page for the next; axe only reads).
 */
const contexts = new Map<number, Promise<BrowserContext>>();
const views = new Map<string, Promise<Page>>();
afterAll(async () => { for (const context of contexts.values()) await (await context).close(); });

function open(path: string, width = 390): Promise<Page> {
  const key = `${width} ${path}`;
  if (!views.has(key)) {
    views.set(key, (async () => {
      if (!contexts.has(width)) contexts.set(width, localContext(demo.browser, { viewport: { width, height: 844 } }));
      const page = await (await contexts.get(width)!).newPage();
      await page.goto(`${demo.site.url}${path}`, { waitUntil: 'load' });
      return page;
    })());
  }
  return views.get(key)!;
}

/** The visible text of one fact, spaces made plain (Intl's thin and no-break spaces). */
const fact = (page: Page, name: string) => page.locator(`.event-facts [data-fact="${name}"] dd`);
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ').trim();

describe('event pages: date, time and place under the title', () => {
  it.each([
    // Spanish writes the hour without a leading zero (9:00), British English with one (09:00).
    ['es', UPCOMING.es, /^lunes, 13 de septiembre de 2027$/, '9:00–12:00', 'Aula magna del campus de Madrid', 'Añadir al calendario'],
    ['en', UPCOMING.en, /^Monday,? 13 September 2027$/, '09:00–12:00', 'Main auditorium, Madrid campus', 'Add to calendar'],
  ] as const)('%s: the date in words with its weekday, the 24-hour times and the venue with its address show under the h1', async (_, path, date, time, venue, calendar) => {
    for (const width of [390, 1440]) {
      const page = await open(path, width);
      const h1 = page.locator('h1');
      for (const name of ["date", "time", "place"]) expect(await fact(page, name).isVisible(), `${path} ${name} at ${width}`).toBe(true);
      expect(plain(await fact(page, 'date').innerText())).toMatch(date);
      expect(await fact(page, 'date').locator('time').getAttribute('datetime')).toBe('2027-09-13');
      expect(plain(await fact(page, 'time').innerText())).toBe(time);
      expect(await fact(page, 'time').locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))).toEqual(['2027-09-13T09:00:00+02:00', '2027-09-13T12:00:00+02:00']);
      const place = plain(await fact(page, 'place').innerText());
      expect(place).toContain(venue);
      expect(place).toContain('Calle de la Innovación, 12, 28040 Madrid');
      // Under the title, before the article's text.
      const [titleBox, factsBox, textBox] = await Promise.all([h1.boundingBox(), page.locator('.event-facts').boundingBox(), page.locator('.main-section').boundingBox()]);
      expect(factsBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
      expect(factsBox!.y + factsBox!.height).toBeLessThanOrEqual(textBox!.y + 1);
      // No fact runs off the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const link = page.getByRole('link', { name: new RegExp(calendar) });
      expect(await link.isVisible()).toBe(true);
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${path}[a-z0-9-]+\\.ics$`));
      const ics = await page.request.get(`${demo.site.url}${href}`);
      expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await ics.text()).toContain('DTSTART:20270913T070000Z\r\n');
    }
  });

  it('an online event names the time zone of its times (its visitors may be anywhere)', async () => {
    const page = await open(ONLINE);
    expect(plain(await fact(page, 'time').innerText())).toBe('18:00–19:00 CET (Madrid time)');
    expect(plain(await fact(page, 'place').innerText())).toMatch(/^Online/);
  });
});

describe('event pages: a closed registration', () => {
  it.each([
    ['es', PAST.es, 'Inscríbete', 'Inscripción cerrada', 'Este evento ya se ha celebrado.', 'Ver los próximos eventos', '/eventos/', 'Solicita información'],
    ['en', PAST.en, 'Register', 'Registration is closed', 'This event has taken place.', 'See upcoming events', '/en/events/', 'Request information'],
  ] as const)('%s: a past event has no register heading or form, says it took place, and offers the other events and the request form', async (_, path, register, closed, tookPlace, upcoming, listPath, requestInfo) => {
    const page = await open(path);
    expect(await page.getByRole('heading', { name: register, exact: true }).count()).toBe(0);
    expect(await page.locator('main form').count()).toBe(0);
    expect(await page.getByRole('heading', { name: closed, exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(tookPlace).isVisible()).toBe(true);
    const list = page.locator('.form-module--closed').getByRole('link', { name: upcoming });
    expect(await list.getAttribute('href')).toBe(listPath);
    const form = page.locator('.form-module--closed').getByRole('link', { name: requestInfo });
    expect(await form.isVisible()).toBe(true);
    expect(await form.getAttribute('href')).toMatch(/#info$/);
    // Its date and place still show, without a calendar link for a day gone by.
    expect(await fact(page, 'date').isVisible()).toBe(true);
    expect(await page.locator('a[href$=".ics"]').count()).toBe(0);
  });

  it.each([['es', UPCOMING.es, 'Inscríbete'], ['en', UPCOMING.en, 'Register']] as const)('%s: an upcoming event keeps its register heading and form', async (_, path, register) => {
    const page = await open(path);
    expect(await page.getByRole('heading', { name: register, exact: true }).isVisible()).toBe(true);
    expect(await page.locator('main form').count()).toBe(1);
    expect(await page.locator('.form-module--closed').count()).toBe(0);
  });
});

describe('event pages: registering', () => {
  it('says the registration was received, and promises no e-mail when none is on its way (no relay set up here)', async () => {
    const context = await localContext(demo.browser);
    const page = await context.newPage();
    await page.goto(demo.site.url + UPCOMING.en, { waitUntil: 'load' });
    const form = page.locator('main form').first();
    await form.scrollIntoViewIfNeeded();
    await page.locator('main [data-island="Form"][data-hydrated]').first().waitFor({ state: 'attached' });
    await form.getByLabel('First name').fill('Oliver');
    await form.getByLabel('Email').fill(`event-${Date.now()}@example.org`);
    await form.getByLabel(/data protection/).check();
    await page.waitForTimeout(2100); // the time trap
    await form.getByRole('button', { name: /^(Send|Register)/ }).click();
    const status = page.locator('main [role="status"]').first();
    await status.getByText('We have received your registration').waitFor();
    expect(await status.textContent()).not.toMatch(/emailed|in touch/);
    await context.close();
  });
});

describe('event pages: accessibility of both states', () => {
  it.each([UPCOMING.es, PAST.en, ONLINE])('%s has no axe violations (WCAG 2.2 AA)', async (path) => {
    const page = await open(path);
    expect(await runAxe(page)).toEqual([]);
  });

  it('a list of upcoming events hides, in the browser, an event whose day has passed since the build, as the page starts, before it is scrolled into view (spec 3)', async () => {
    const html = await (await fetch(`${demo.site.url}/en/`)).text();
    const block = html.slice(html.indexOf('data-module="Events"'));
    const cards = [...block.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"[^]*?class="card__title"><a [^>]*>([^<]+)</g)].slice(0, 3).map((m) => ({ day: m[1]!, title: m[2]! }));
    expect(cards.length, 'the English home page lists upcoming events').toBeGreaterThan(1);
    // The visitor's clock: noon (Madrid) of the day after the first listed event.
    const later = new Date(Date.parse(`${cards[0]!.day}T11:00:00Z`) + 86_400_000);
    const laterDay = later.toISOString().slice(0, 10);
    const context = await localContext(demo.browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(later);
      // No answer from the list API (a static host without it): the browser's own check alone.
      await page.route('**/list/v2/**', (route) => route.abort());
      await page.goto(`${demo.site.url}/en/`, { waitUntil: 'load' });
      const events = page.locator('[data-module="Events"]');
      const expected = cards.filter((c) => c.day >= laterDay).map((c) => c.title);
      // As the page starts, far below the fold: the passed event's card is hidden before anyone scrolls to it.
      expect(await events.evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
      const shown = async () => events.locator('.card__title').evaluateAll((titles) => titles.filter((t) => !t.closest('li')!.hidden).map((t) => t.textContent));
      expect(await shown()).toEqual(expected);
      // Scrolled down as a reader does, until the list is in view.
      while (!(await events.evaluate((el) => el.getBoundingClientRect().top < innerHeight))) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(50);
      }
      // Hydrated, the list's island leaves it out of its items as well.
      await expect.poll(() => events.locator('.card__title').allTextContents()).toEqual(expected);
    } finally {
      await context.close();
    }
  });
});
