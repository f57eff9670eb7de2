import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/open-database.js';
import { localContext, runAxe, useDemoSite } from '../helpers/browser.js';

/** Forms in Chromium against the real embedded API (issue 5, spec sections 4, 5 and 8). */
const demo = useDemoSite();

async function openForm(path: string, module = 'BasicForm'): Promise<{ context: BrowserContext; page: Page; form: Locator }> {
  const context = await localContext(demo.browser);
  const page = await context.newPage();
  await page.goto(demo.site.url + path, { waitUntil: 'load' });
  const form = page.locator(`[data-module="${module}"]`).first();
  await form.scrollIntoViewIfNeeded();
  if (module !== 'LandingHeader') await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
  return { context, page, form };
}

/** The message tied to a field by aria-describedby, and whether it is marked invalid. */
async function fieldState(field: Locator) {
  return field.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid') === 'true',
    message: (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).filter((m) => m?.classList.contains('field__error')).map((m) => m!.textContent).join(''),
  }));
}

const submissions = (email: string) => {
  const db = openDatabase(inject('demoDb'), { readonly: true });
  try {
    return (db.prepare("SELECT form_type, locale, page_path, data FROM form_submissions WHERE json_extract(data, '$.email') = ?").all(email) as { form_type: string; locale: string; page_path: string; data: string }[])
      .map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }));
  } finally {
    db.close();
  }
};

describe('validation messages (spec 5), by typing', () => {
  it('English: required, invalid value and phone, each tied to its field', async () => {
    const { context, form } = await openForm('/en/contact/');
    const name = form.getByLabel('First name');
    await name.focus();
    await name.blur();
    expect(await fieldState(name)).toEqual({ invalid: true, message: 'Field is required' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Email').blur();
    expect(await fieldState(form.getByLabel('Email'))).toEqual({ invalid: true, message: 'Invalid value' });
    await form.getByLabel('Phone').fill('600 12 34');
    await form.getByLabel('Phone').blur();
    expect(await fieldState(form.getByLabel('Phone'))).toEqual({ invalid: true, message: 'Invalid phone number. Must contain only numbers, +()-. and x.' });
    // Correcting clears the message as the visitor types.
    await form.getByLabel('Phone').fill('+34(600)123-456');
    expect(await fieldState(form.getByLabel('Phone'))).toEqual({ invalid: false, message: '' });
    await context.close();
  });

  it('Spanish pages say it in Spanish', async () => {
    const { context, form } = await openForm('/contacto/');
    await form.getByLabel('Nombre').focus();
    await form.getByLabel('Nombre').blur();
    expect(await fieldState(form.getByLabel('Nombre'))).toEqual({ invalid: true, message: 'El campo es obligatorio' });
    await context.close();
  });

  it('the programme selector waits for a programme type, and takes at most 3', async () => {
    const { context, form } = await openForm('/en/l/', 'LandingForm');
    const programs = form.getByLabel('Programmes');
    expect(await programs.isDisabled()).toBe(true);
    await form.getByLabel('Programme type').selectOption({ index: 1 });
    expect(await programs.isDisabled()).toBe(false);
    const values = await programs.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values.length).toBeGreaterThanOrEqual(4);
    await programs.selectOption(values.slice(0, 4));
    expect(await fieldState(programs)).toEqual({ invalid: true, message: 'Select up to 3 programs' });
    await programs.selectOption(values.slice(0, 3));
    expect(await fieldState(programs)).toEqual({ invalid: false, message: '' });
    await context.close();
  });

  it('event registration: "Minimum value is 1"; a past event shows the closed message instead of the form', async () => {
    const open = await openForm('/en/events/winter-open-day/');
    await open.form.getByLabel('Number of attendees').fill('0');
    await open.form.getByLabel('Number of attendees').blur();
    expect(await fieldState(open.form.getByLabel('Number of attendees'))).toEqual({ invalid: true, message: 'Minimum value is 1' });
    await open.context.close();
    for (const [path, text] of [['/en/events/autumn-open-day/', 'Registration for this event is closed'], ['/eventos/jornada-de-puertas-abiertas-de-otono/', 'La inscripción para este evento está cerrada']]) {
      const closed = await openForm(path!);
      expect(await closed.form.locator('form').count()).toBe(0);
      expect(await closed.form.getByText(text!).isVisible()).toBe(true);
      await closed.context.close();
    }
  });
});

describe('ModalForm', () => {
  it('its form hydrates when the dialog opens, and validates like every form', async () => {
    const { context, page } = await openForm('/en/open-day/', 'LandingHeader');
    const modal = page.locator('[data-module="ModalForm"]');
    expect(await modal.locator('[data-island="Form"]').getAttribute('data-hydrated')).toBeNull();
    await modal.getByRole('button', { name: 'Register for the open day' }).click();
    await modal.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
    await modal.getByLabel('Email').fill('x');
    await modal.getByLabel('Email').blur();
    expect(await fieldState(modal.getByLabel('Email'))).toEqual({ invalid: true, message: 'Invalid value' });
    await context.close();
  });
});

describe('sending', () => {
  it('a submit with errors moves the focus to the summary and keeps what was typed; axe finds nothing', async () => {
    const { context, page, form } = await openForm('/en/contact/');
    await form.getByLabel('First name').fill('Lucía');
    await form.getByRole('button', { name: 'Send' }).click();
    const summary = form.locator('.form__summary');
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('form__summary'))).toBe(true);
    expect(await summary.getByRole('link').allTextContents()).toEqual(['Field is required', 'Field is required', 'Field is required', 'Field is required']);
    expect(await form.getByLabel('First name').inputValue()).toBe('Lucía');
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('an accepted submission is in the database before the visitor sees "We will be in touch with you shortly"; then another one can be sent', async () => {
    const { context, page, form } = await openForm('/en/contact/');
    const email = `e2e-${Date.now()}@example.org`;
    await form.getByLabel('First name').fill('Lucía');
    await form.getByLabel('Surname').fill('Serrano');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+34600123456');
    await form.getByLabel('Message').fill('Information about the web development degree, please.');
    await form.getByLabel(/basic information on data protection/).check();
    // Honeypot: invisible to people and to assistive technology.
    const trap = form.locator('input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await page.waitForTimeout(2100); // a person takes longer than the time trap
    await form.getByRole('button', { name: 'Send' }).click();
    const status = form.locator('[role="status"]');
    await status.getByText('We will be in touch with you shortly').waitFor();
    const rows = submissions(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'basic', locale: 'en_GB', page_path: '/en/contact/' });
    expect(rows[0]!.data).toMatchObject({ name: 'Lucía', surname: 'Serrano', privacy: true, marketing: false });
    await form.getByRole('button', { name: 'Submit another request' }).click();
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByLabel('Email').isVisible()).toBe(true);
    await context.close();
  });

  it('a programme page sends its own programme with the lead', async () => {
    const { context, page, form } = await openForm('/en/higher-degree-in-web-application-development/', 'IntroForm');
    const email = `intro-${Date.now()}@example.org`;
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Surname').fill('Gil');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('600123456');
    await form.getByLabel(/basic information on data protection/).check();
    await page.waitForTimeout(2100);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('We will be in touch with you shortly').waitFor();
    const pageId = await page.evaluate(async () => (await (await fetch('/page-data/en/higher-degree-in-web-application-development/page-data.json')).json()).result.page.id as number);
    const [row] = submissions(email);
    expect(row).toMatchObject({ form_type: 'landing' });
    expect(row!.data).toMatchObject({ programs: [pageId], preselectedProgram: pageId });
    await context.close();
  });

  it('a failure shows "An error has occurred", keeps the values and offers to send again', async () => {
    const { context, page, form } = await openForm('/en/contact/');
    await context.route('**/_api/forms/**', (route) => route.fulfill({ status: 500, body: '{"error":{"code":"INTERNAL","message":"down"}}' }));
    await form.getByLabel('First name').fill('Lucía');
    await form.getByLabel('Surname').fill('Serrano');
    await form.getByLabel('Email').fill('lucia@example.org');
    await form.getByLabel('Phone').fill('600123456');
    await form.getByLabel(/basic information on data protection/).check();
    await page.waitForTimeout(100);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('[role="status"]').getByText('An error has occurred').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('lucia@example.org');
    expect(await form.getByRole('button', { name: 'Submit another request' }).isVisible()).toBe(true);
    await context.close();
  });
});
