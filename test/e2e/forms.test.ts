import { noticeVersion } from '../../modules/privacy-notice.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localContext, runAxe, useDemoSite } from '../helpers/browser.js';
import { openLocation } from '../helpers/demo-db.js';
import { slow } from '../helpers/slow.js';
import { unavailableAnswer } from '../../server/database-unavailable.js';
import { SqlStorageFullError, SqlUnavailableError } from '../../server/sql/sql.js';

/** Forms in Chromium against the real embedded API (spec sections 4, 5 and 8). */
const demo = useDemoSite();

/** `hydrated: false` for a closed form: the build renders its message with no island to wait for. */
async function openForm(path: string, module = 'BasicForm', { hydrated = true } = {}): Promise<{ context: BrowserContext; page: Page; form: Locator }> {
  const context = await localContext(demo.browser);
  const page = await context.newPage();
  await page.goto(demo.site.url + path, { waitUntil: 'load' });
  const form = page.locator(`[data-module="${module}"]`).first();
  await form.scrollIntoViewIfNeeded();
  if (module !== 'LandingHeader' && hydrated) await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
  return { context, page, form };
}

/** The message tied to a field by aria-describedby, and whether it is marked invalid. */
async function fieldState(field: Locator) {
  return field.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid') === 'true',
    message: (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)).filter((m) => m?.classList.contains('field__error')).map((m) => m!.textContent).join(''),
  }));
}

/** What the API stored from one visitor's posts, on either backend (the JSON is read here, not in SQL). */
const submissions = async (email: string) => {
  const db = await openLocation(inject('demoDb'));
  try {
    return (await db.all<{ form_type: string; locale: string; page_path: string; data: string }>('SELECT form_type, locale, page_path, data FROM form_submissions ORDER BY id'))
      .map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }))
      .filter((r) => r.data.email === email);
  } finally {
    await db.close();
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
    await form.getByLabel('Phone').fill('600 12 34 ab');
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

  it('the programme group waits for a programme type (spec 5)', async () => {
    const { context, form } = await openForm('/en/l/', 'LandingForm');
    const programs = form.getByRole('group', { name: 'Programmes' });
    const disabled = () => programs.evaluate((el) => (el as HTMLFieldSetElement).disabled);
    expect(await disabled()).toBe(true);
    expect(await programs.getByRole('checkbox').count()).toBe(0);
    await form.getByLabel('Programme type').selectOption({ index: 1 });
    expect(await disabled()).toBe(false);
    expect(await programs.getByRole('checkbox').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('event registration: "Minimum value is 1"; a past event shows the closed message instead of the form', async () => {
    const open = await openForm('/en/events/winter-open-day/');
    await open.form.getByLabel('Number of attendees').fill('0');
    await open.form.getByLabel('Number of attendees').blur();
    expect(await fieldState(open.form.getByLabel('Number of attendees'))).toEqual({ invalid: true, message: 'Minimum value is 1' });
    await open.context.close();
    for (const [path, text] of [['/en/events/autumn-open-day/', 'Registration for this event is closed'], ['/eventos/jornada-de-puertas-abiertas-de-otono/', 'La inscripción para este evento está cerrada']]) {
      const closed = await openForm(path!, 'BasicForm', { hydrated: false });
      expect(await closed.form.locator('form').count()).toBe(0);
      expect(await closed.form.locator('[data-island]').count()).toBe(0);
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
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Surname: Field is required', 'Email: Field is required', 'Phone: Field is required', 'I have read the basic information on data protection: Field is required',
    ]);
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
    const rows = await submissions(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'basic', locale: 'en_GB', page_path: '/en/contact/' });
    expect(rows[0]!.data).toMatchObject({ name: 'Lucía', surname: 'Serrano', privacy: true, marketing: false });
    // The consent is kept with the notice the page showed (the browser sends its version), and
    // a person's typing is not held by the time trap.
    const db = await openLocation(inject('demoDb'));
    try {
      const id = (await db.get<{ id: number }>('SELECT MAX(id) AS id FROM form_submissions'))!.id;
      expect(await db.get('SELECT notice_version, notice_locale, privacy, marketing FROM submission_consents WHERE submission_id = ?', [id]))
        .toEqual({ notice_version: noticeVersion('en_GB'), notice_locale: 'en_GB', privacy: 1, marketing: 0 });
      expect(await db.get('SELECT reason FROM submission_holds WHERE submission_id = ?', [id])).toBeUndefined();
    } finally {
      await db.close();
    }
    await form.getByRole('button', { name: 'Submit another request' }).click();
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByLabel('Email').isVisible()).toBe(true);
    await context.close();
  });

  it('a newsletter sign-up says what happens next, not that someone will be in touch: here, with no e-mail set up, that it was received', async () => {
    const { context, page, form } = await openForm('/', 'Newsletter');
    const email = `boletin-${Date.now()}@example.org`;
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel(/protección de datos/).check();
    await page.waitForTimeout(2100);
    await form.getByRole('button').last().click();
    await form.locator('[role="status"]').getByText('Hemos recibido tu suscripción al boletín').waitFor();
    expect(await form.textContent()).not.toContain('Nos pondremos en contacto contigo');
    expect(await submissions(email)).toHaveLength(1);
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
    const pageId = await page.evaluate(async () => (await (await fetch('/page-data/en/higher-degree-in-web-application-development/page-data.json')).json()).result.pageContext.id as number);
    const [row] = await submissions(email);
    expect(row).toMatchObject({ form_type: 'landing' });
    expect(row!.data).toMatchObject({ programs: [pageId], preselectedProgram: pageId });
    await context.close();
  });

  // Spec 8 ("Form failure: An error has occurred") whatever the server answers: a crash, and the
  // two 503s it now gives, exactly as server/database-unavailable.ts makes them (the database
  // restarting; its disk full).
  const failures: [string, { status: number; headers?: Record<string, string>; body: string }][] = [
    ['a 500', { status: 500, body: '{"error":{"code":"INTERNAL","message":"down"}}' }],
    ...([['the database restarting', new SqlUnavailableError('down')], ['a full disk', new SqlStorageFullError('full')]] as const).map(([what, error]) => {
      const answer = unavailableAnswer('The form was not sent', error);
      return [`${what} (503, Retry-After ${answer.headers['retry-after']})`, { status: answer.status, headers: answer.headers, body: JSON.stringify(answer.body) }] as [string, { status: number; headers?: Record<string, string>; body: string }];
    }),
  ];
  it.each(failures)('a failure (%s) shows "An error has occurred", keeps the values and offers to send again', async (_what, answer) => {
    const { context, page, form } = await openForm('/en/contact/');
    await context.route('**/_api/forms/**', (route) => route.fulfill(answer));
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

/** Pages and labels of the request-information path, per language. */
const LANGS = {
  en: {
    home: '/en/', contact: '/en/contact/', landing: '/en/l/', programme: '/en/higher-degree-in-web-application-development/',
    requestInfo: 'Request information', send: 'Send', another: 'Submit another request', success: 'We will be in touch with you shortly',
    firstName: 'First name', surname: 'Surname', email: 'Email', phone: 'Phone', programType: 'Programme type', programs: 'Programmes',
    privacy: /basic information on data protection/, required: 'Field is required', maxPrograms: 'Select up to 3 programs',
    phoneMessage: 'Invalid phone number. Must contain only numbers, +()-. and x.',
  },
  es: {
    home: '/', contact: '/contacto/', landing: '/l/', programme: '/formacion-profesional-superior-desarrollo-de-aplicaciones-web/',
    requestInfo: 'Solicita información', send: 'Enviar', another: 'Enviar otra solicitud', success: 'Nos pondremos en contacto contigo en breve',
    firstName: 'Nombre', surname: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', programType: 'Tipo de programa', programs: 'Programas',
    privacy: /información básica sobre protección de datos/, required: 'El campo es obligatorio', maxPrograms: 'Selecciona hasta 3 programas',
    phoneMessage: 'Número de teléfono no válido. Solo puede contener números, +()-. y x.',
  },
} as const;
const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Where an element sits against the viewport (what a visitor sees, not what the DOM says). */
const inView = (locator: Locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  // A pixel of slack for sub-pixel layout.
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1;
});
const activeElement = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return { tag: el?.tagName.toLowerCase(), id: el?.id ?? '', name: el?.getAttribute('name') ?? '', text: (el?.textContent ?? '').trim() };
});

/** Opens a page at phone size with its form hydrated. */
async function openAt(path: string, module: string, options: Parameters<Browser['newContext']>[0] = { viewport: PHONE_VIEWPORT }) {
  const context = await localContext(demo.browser, options);
  const page = await context.newPage();
  await page.goto(demo.site.url + path, { waitUntil: 'load' });
  const form = page.locator(`[data-module="${module}"]`).first();
  await form.scrollIntoViewIfNeeded();
  await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
  return { context, page, form };
}

describe('the request-information path', () => {
  for (const [lang, s] of Object.entries(LANGS)) {
    it(`${lang}: the header's "${s.requestInfo}" leads to a form where the programme can be chosen`, async () => {
      const context = await localContext(demo.browser, { viewport: PHONE_VIEWPORT });
      const page = await context.newPage();
      await page.goto(demo.site.url + s.home, { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('link', { name: s.requestInfo }).click();
      await page.waitForURL(/#/);
      const target = page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`);
      await target.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
      expect(await inView(target.getByRole('heading').first())).toBe(true);
      const type = target.getByLabel(s.programType);
      const choices = await type.locator('option:not([value=""])').count();
      expect(choices).toBeGreaterThanOrEqual(2);
      await type.selectOption({ index: 1 });
      expect(await target.getByRole('group', { name: s.programs }).getByRole('checkbox').count()).toBeGreaterThanOrEqual(1);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    });

    it(`${lang}: on a programme page the header's "${s.requestInfo}" goes to that page's own form, the programme preselected`, async () => {
      const context = await localContext(demo.browser, { viewport: PHONE_VIEWPORT });
      const page = await context.newPage();
      await page.goto(demo.site.url + s.programme, { waitUntil: 'load' });
      const pageId = await page.evaluate(async (p) => (await (await fetch(`/page-data${p.slice(0, -1)}/page-data.json`)).json()).result.pageContext.id as number, s.programme);
      await page.getByRole('banner').getByRole('link', { name: s.requestInfo }).click();
      await page.waitForURL((url) => url.pathname === s.programme && url.hash !== '');
      const form = page.locator('[data-module="IntroForm"]');
      expect(await form.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
      await form.locator('[data-island="Form"][data-hydrated]').waitFor({ state: 'attached' });
      expect(await inView(form.getByRole('heading').first())).toBe(true);
      expect(await form.getByLabel(s.programType).inputValue()).not.toBe('');
      expect(await form.locator(`input[name="programs"][value="${pageId}"]`).isChecked()).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    });

    it(`${lang}: after a successful send the focus is on "${s.success}", in view, in place of the form; "${s.another}" brings an empty form back`, async () => {
      const { context, page, form } = await openAt(s.contact, 'BasicForm');
      const email = `done-${lang}-${Date.now()}@example.org`;
      await form.getByLabel(s.firstName).fill('Lucía');
      await form.getByLabel(s.surname).fill('Serrano');
      await form.getByLabel(s.email).fill(email);
      await form.getByLabel(s.phone).fill('+34600123456');
      await form.getByLabel(s.privacy).check();
      await page.waitForTimeout(2100);
      await form.getByRole('button', { name: s.send }).click();
      await page.waitForFunction((text) => document.activeElement?.textContent?.trim() === text, s.success, { timeout: slow(10_000) });
      expect(await inView(page.locator(':focus'))).toBe(true);
      expect(await form.locator('form').count()).toBe(0);
      expect(await submissions(email)).toHaveLength(1);
      expect(await runAxe(page)).toEqual([]);
      await form.getByRole('button', { name: s.another }).click();
      expect(await form.getByLabel(s.email).inputValue()).toBe('');
      expect(await form.getByLabel(s.privacy).isChecked()).toBe(false);
      expect(await inView(form.getByLabel(s.firstName))).toBe(true);
      expect((await activeElement(page)).name).toBe('name');
      await context.close();
    });

    it(`${lang}: the empty form's error summary names each field and links to it; the disabled programme list is not an error`, async () => {
      const { context, page, form } = await openAt(s.landing, 'LandingForm');
      await form.getByRole('button', { name: s.send }).click();
      const summary = form.locator('.form__summary');
      await summary.waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('form__summary'))).toBe(true);
      const links = summary.getByRole('link');
      expect(await links.allTextContents()).toEqual([
        `${s.firstName}: ${s.required}`, `${s.surname}: ${s.required}`, `${s.email}: ${s.required}`, `${s.phone}: ${s.required}`,
        `${s.programType}: ${s.required}`, expect.stringMatching(new RegExp(`${s.privacy.source}.*: ${s.required}$`)),
      ]);
      expect(await form.locator('[aria-invalid="true"]:disabled, :disabled [aria-invalid="true"]').count()).toBe(0);
      expect(await runAxe(page)).toEqual([]);
      for (const [index, field] of ['name', 'email', 'programType', 'privacy'].map((f) => [['name', 'surname', 'email', 'phone', 'programType', 'privacy'].indexOf(f), f] as const)) {
        await links.nth(index).click();
        expect((await activeElement(page)).name).toBe(field);
        expect(await inView(page.locator(':focus'))).toBe(true);
      }
      await context.close();
    });

    it(`${lang}: leaving an empty field before any submit gives at most an inline message, never the summary`, async () => {
      const { context, form } = await openAt(s.contact, 'BasicForm');
      await form.getByLabel(s.firstName).focus();
      await form.getByLabel(s.firstName).blur();
      await form.getByLabel(s.surname).focus();
      await form.getByLabel(s.surname).blur();
      expect(await fieldState(form.getByLabel(s.firstName))).toEqual({ invalid: true, message: s.required });
      expect(await form.locator('.form__summary').count()).toBe(0);
      await context.close();
    });

    it(`${lang}: a phone number written with spaces ("+34 600 12 34 56", as the site prints its own) is accepted and stored without them; letters and other symbols are not`, async () => {
      const { context, page, form } = await openAt(s.contact, 'BasicForm');
      const phone = form.getByLabel(s.phone);
      for (const accepted of ['+34 600 12 34 56', '+34 910 000 000', '600 123 456', '(+34) 91-000.0000 x12']) {
        await phone.fill(accepted);
        await phone.blur();
        expect({ accepted, ...(await fieldState(phone)) }).toEqual({ accepted, invalid: false, message: '' });
      }
      for (const refused of ['+34 600 12 34 ab', '600#123#456', '+34 600/12/34/56']) {
        await phone.fill(refused);
        await phone.blur();
        expect({ refused, ...(await fieldState(phone)) }).toEqual({ refused, invalid: true, message: s.phoneMessage });
      }
      // Sent with spaces, stored without them (the admissions team gets one format).
      const email = `phone-${lang}-${Date.now()}@example.org`;
      await phone.fill('+34 600 12 34 56');
      await form.getByLabel(s.firstName).fill('Ana');
      await form.getByLabel(s.surname).fill('Gil');
      await form.getByLabel(s.email).fill(email);
      await form.getByLabel(s.privacy).check();
      await page.waitForTimeout(2100);
      await form.getByRole('button', { name: s.send }).click();
      await form.getByText(s.success).waitFor();
      expect((await submissions(email))[0]!.data).toMatchObject({ phone: '+34600123456' });
      await context.close();
    });

    it(`${lang}: programmes are a group of checkboxes, whole names at 390 px, usable by touch and keyboard, at most 3 (spec 5)`, async () => {
      const { context, page, form } = await openAt(s.landing, 'LandingForm', { viewport: PHONE_VIEWPORT, hasTouch: true });
      const type = form.getByLabel(s.programType);
      const types = await type.locator('option:not([value=""])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(types.length).toBeGreaterThanOrEqual(2);
      const group = form.getByRole('group', { name: s.programs });
      expect(await form.locator('select[multiple]').count()).toBe(0);
      // Every type offers programmes.
      for (const value of types) {
        await type.selectOption(value);
        expect({ value, count: await group.getByRole('checkbox').count() }).toMatchObject({ value, count: expect.any(Number) });
        expect(await group.getByRole('checkbox').count()).toBeGreaterThanOrEqual(1);
      }
      let widest = types[0]!;
      for (const value of types) {
        await type.selectOption(value);
        if (await group.getByRole('checkbox').count() >= 4) widest = value;
      }
      await type.selectOption(widest);
      const boxes = group.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThanOrEqual(4);
      // No name is cut: each option's label fits inside the form.
      const clipped = await group.locator('label').evaluateAll((labels) => {
        const form = labels[0]!.closest('form')!.getBoundingClientRect();
        return labels.filter((l) => l.scrollWidth > l.clientWidth + 1 || l.getBoundingClientRect().right > form.right + 0.5).map((l) => l.textContent);
      });
      expect(clipped).toEqual([]);
      // Touch: a tap on the name checks the box; each target is at least 24 px high (WCAG 2.5.8).
      await group.locator('label').first().tap();
      expect(await boxes.first().isChecked()).toBe(true);
      expect((await group.locator('label').first().boundingBox())!.height).toBeGreaterThanOrEqual(24);
      // Keyboard: Tab to the next box, Space checks it.
      await boxes.first().focus();
      await page.keyboard.press('Tab');
      expect(await boxes.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      expect(await boxes.nth(1).isChecked()).toBe(true);
      await boxes.nth(2).check();
      await boxes.nth(3).check();
      const message = group.locator('.field__error');
      expect(await message.textContent()).toBe(s.maxPrograms);
      expect(await group.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').some((id) => document.getElementById(id)?.classList.contains('field__error')))).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await boxes.nth(3).uncheck();
      expect(await message.count()).toBe(0);
      await context.close();
    });
  }
});

/**
 * One page per template, form module and language, from the build (every form the site has):
 * "{template} {module} {locale}" → path.
 */
function pagesWithForms(outDir: string): Map<string, string> {
  const FORM_MODULES = new Set(['BasicForm', 'LandingForm', 'DownloadForm', 'Newsletter', 'IntroForm', 'ModalForm']);
  const manifest = JSON.parse(readFileSync(join(outDir, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { locale: string; facts: { template: string } }> };
  const found = new Map<string, string>();
  for (const [path, entry] of Object.entries(manifest.pages)) {
    // The modules as rendered: each carries data-module (page-data no longer repeats the page).
    const html = readFileSync(join(outDir, path === '/' ? '' : path.slice(1), 'index.html'), 'utf8');
    const template = { templateType: entry.facts.template, main: { modules: [...html.matchAll(/data-module="(\w+)"/g)].map((m) => ({ component: m[1]! })) } };
    for (const section of [template.main]) {
      for (const module of section.modules) {
        const key = `${template.templateType} ${module.component} ${entry.locale}`;
        if (FORM_MODULES.has(module.component) && !found.has(key)) found.set(key, path);
      }
    }
  }
  return found;
}

describe('no form scrolls sideways at 320 px (WCAG 1.4.10)', () => {
  it('one page of every template holding each form module, both languages, with modal forms open', async () => {
    const pages = pagesWithForms(inject('demoOutput'));
    expect([...pages.keys()].filter((k) => k.includes('LandingForm')).length).toBeGreaterThanOrEqual(2);
    const context = await localContext(demo.browser, { viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const [key, path] of pages) {
      await page.goto(demo.site.url + path, { waitUntil: 'load' });
      const modals = page.locator('[data-module="ModalForm"] > button[popovertarget]');
      for (let i = 0; i < await modals.count(); i++) await modals.nth(i).click();
      // Hydrate every form (they hydrate when near the viewport) and choose a programme type,
      // so the programme list is measured too.
      for (const form of await page.locator('[data-island="Form"]').all()) {
        await form.scrollIntoViewIfNeeded().catch(() => {});
      }
      await page.waitForFunction(() => [...document.querySelectorAll('[data-island="Form"]')].every((el) => el.hasAttribute('data-hydrated')), null, { timeout: slow(10_000) });
      for (const select of await page.locator('select[name="programType"]').all()) {
        if (await select.isVisible()) await select.selectOption({ index: 1 });
      }
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (size.scroll > size.client) overflowing.push(`${key} ${path}: ${size.scroll - size.client} px`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
