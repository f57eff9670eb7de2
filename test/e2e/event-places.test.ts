import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sql } from '../../server/sql/sql.js';
import { launchChromium, localContext, runAxe, serveSite } from '../helpers/browser.js';
import { copyDemo, openLocation } from '../helpers/demo-db.js';
import { demoForms, type DemoForms } from '../helpers/demo-forms.js';

/**
 * An open day's registration form in Chromium (spec 4, server/event-places.ts): its sessions as
 * radio buttons with their times, the places left read from the API once the form shows and again
 * every minute (a page left open does not go stale), a full session offering its waiting list
 * before anything is sent, and the answer saying which the visitor got. On a private copy of the
 * demo's database: the test fills sessions.
 */
let browser: Browser;
let site: Awaited<ReturnType<typeof serveSite>>;
let sql: Sql;
let forms: DemoForms;

beforeAll(async () => {
  const location = await copyDemo('places-browser');
  sql = await openLocation(location);
  forms = await demoForms(sql);
  [browser, site] = await Promise.all([launchChromium(), serveSite(inject('demoOutput'), location)]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await sql?.close();
});

/** The open day's sessions as the API counts them: their ids and capacities. */
async function sessions(): Promise<{ id: string; capacity: number }[]> {
  const response = await fetch(`${site.url}/_api/events/places?site=main&path=${encodeURIComponent(forms.openDay.paths.es)}`);
  expect(response.status).toBe(200);
  return (await response.json() as { sessions: { id: string; capacity: number }[] }).sessions;
}

/** Sets a session's places taken, as registrations would have. */
async function fill(session: string, taken: number) {
  await sql.run('INSERT INTO event_places (site, event_group, session, taken) VALUES (?, ?, ?, ?) ON CONFLICT (site, event_group, session) DO UPDATE SET taken = excluded.taken',
    ['main', forms.openDay.group, session, taken]);
}

const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ').trim();

async function openForm(page: Page, path: string) {
  await page.goto(site.url + path, { waitUntil: 'load' });
  // Islands wake as they come into view.
  await page.locator('main form').first().scrollIntoViewIfNeeded();
  await page.locator('main [data-island="Form"][data-hydrated]').first().waitFor({ state: 'attached' });
  return page.locator('main form').first();
}

describe('an open day\'s places in the browser', () => {
  it('shows each session\'s places left, refreshes them while the page stays open, and offers the waiting list of a full session', async () => {
    const [morning, midday] = await sessions();
    await fill(morning!.id, morning!.capacity - 1);
    const context = await localContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.clock.install();
    const form = await openForm(page, forms.openDay.paths.es);
    const group = form.getByRole('group', { name: /Sesión/ });
    const option = (id: string) => group.locator(`label:has(input[value="${id}"])`);
    await option(morning!.id).getByText('Queda 1 plaza').waitFor();
    expect(plain(await option(midday!.id).innerText())).toBe(`12:00–14:00\nQuedan ${midday!.capacity} plazas`);
    // Places taken meanwhile by others: the next minute's answer shows them, without a reload.
    await fill(midday!.id, midday!.capacity);
    await page.clock.runFor(61_000);
    await option(midday!.id).getByText('Completa: lista de espera').waitFor();
    // Choosing the full session says so, and the button joins its waiting list.
    await option(midday!.id).click();
    await form.getByText(/^No quedan plazas\. Apúntate a la lista de espera/).waitFor();
    expect(await form.getByRole('button', { name: 'Apuntarme a la lista de espera' }).isVisible()).toBe(true);
    await option(morning!.id).click();
    expect(await form.getByRole('button', { name: 'Enviar' }).isVisible(), 'a session with places keeps the usual button').toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('asks for a session before sending, then says the visitor is on the waiting list when theirs is full', async () => {
    const [, midday] = await sessions();
    await fill(midday!.id, midday!.capacity);
    const context = await localContext(browser, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const form = await openForm(page, forms.openDay.paths.en);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Email').fill('grace@example.org');
    await form.getByLabel(/data protection/).check();
    await page.waitForTimeout(2100); // the time trap
    await form.getByRole('button', { name: 'Send' }).click();
    // The summary names the session first, and its link takes the keyboard to the first option.
    const summary = form.locator('.form__summary');
    await summary.waitFor();
    expect(plain(await summary.innerText())).toContain('Session: ');
    await summary.getByRole('link', { name: /^Session:/ }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('session');
    await form.locator(`input[value="${midday!.id}"]`).check();
    await form.getByRole('button', { name: 'Join the waiting list' }).click();
    const status = page.locator('main [role="status"]').first();
    await status.getByText('You are on the waiting list: if a place comes free, it goes to the next in line').waitFor();
    const row = await sql.get<{ status: string; session: string }>("SELECT r.status, r.session FROM event_registrations r JOIN form_submissions s ON s.id = r.submission_id WHERE s.data LIKE '%grace@example.org%'");
    expect(row).toEqual({ status: 'waiting', session: midday!.id });
    await context.close();
  });
});
