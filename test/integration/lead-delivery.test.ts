import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type RunningApi } from '../../server/start-api-server.js';
import { ContentStore } from '../../server/content-store.js';
import { verifyWebhook, SIGNATURE_HEADER, IDEMPOTENCY_HEADER } from '../../server/crm-webhook.js';
import { backoffMs, MAX_BACKOFF_MS, type LeadSettings } from '../../server/lead-outbox.js';
import { renderPageCalendar } from '../../src/contract/event-calendar.js';
import { noticeVersion } from '../../modules/privacy-notice.js';
import { migrate } from '../../server/migrations.js';
import { PostgresSql } from '../../server/sql/postgres-sql.js';
import { copyDemo, copyDemoDb, openLocation } from '../helpers/demo-db.js';
import { demoForms, envelope, postForm as post, postFormAnswer, type DemoForms } from '../helpers/demo-forms.js';
import { seedDemo } from '../helpers/seeded.js';
import { usePrivatePostgres } from '../helpers/postgres.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { parseIcs } from '../helpers/parse-ics.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { startWebhookReceiver } from '../helpers/webhook-receiver.js';
import { slow } from '../helpers/slow.js';

/**
 * The lead outbox (spec 5 forms; server/lead-outbox.ts): a submission answered 201 reaches the
 * admissions team and the visitor by e-mail through a real SMTP server on loopback, and the CRM
 * through a real HTTP server that checks the signature; failures are tried again with the same
 * idempotency key, refusals wait dead for a person, and a killed API loses and doubles nothing.
 */
const SECRET = 'a-crm-secret-of-some-length';
/** Surnames take letters only (spec 5): the n-th of a burst is told apart by letters. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const pg = usePrivatePostgres();

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => { while (cleanups.length) await cleanups.pop()!(); });

async function deliveries(location: string) {
  const sql = await openLocation(location);
  try {
    return await sql.all<{ submission_id: number; channel: string; state: string; attempts: number; last_error: string | null; idempotency_key: string }>(
      'SELECT submission_id, channel, state, attempts, last_error, idempotency_key FROM lead_deliveries ORDER BY id');
  } finally {
    await sql.close();
  }
}

/** A published page as the API composes it (its URL, its date), at `path`. */
async function pageAt(location: string, path: string): Promise<Parameters<typeof renderPageCalendar>[0]> {
  const sql = await openLocation(location);
  try {
    const store = new ContentStore(sql);
    const id = (await store.pageIndex('main', null, null, path)).items[0]!.id;
    return await store.getPage('main', id, false) as Parameters<typeof renderPageCalendar>[0];
  } finally {
    await sql.close();
  }
}

async function startWithLeads(dbFile: string, leads: LeadSettings): Promise<RunningApi> {
  const api = await startApiServer({ dbFile, leads: { timeoutMs: 2_000, retryMs: 200, ...leads }, formRateLimit: 1000 });
  cleanups.push(() => api.close());
  return api;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!await check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('leads are delivered after the answer', () => {
  let location: string;
  let forms: DemoForms;
  beforeAll(async () => {
    location = await copyDemo('leads');
    const sql = await openLocation(location);
    try { forms = await demoForms(sql); } finally { await sql.close(); }
  });

  it('a request for information reaches the programme\'s admissions address, the visitor and the CRM, signed', async () => {
    const smtp = await startSmtpServer();
    const crm = await startWebhookReceiver();
    cleanups.push(smtp.close, crm.close);
    const { landing } = forms;
    const api = await startWithLeads(location, {
      smtpUrl: smtp.url, mailFrom: 'Admisiones EDTE <admisiones@edte.example>', crmWebhookUrl: crm.url, crmWebhookSecret: SECRET,
      leadEmails: { to: ['admisiones@edte.example'], programs: { [landing.programmePaths.at(-1)!]: ['fp@edte.example'] } },
    });
    const id = await post(api.url, 'landing', envelope('es_ES', landing.path, {
      name: 'Lucía', surname: 'Serrano Gil', email: 'lucia@example.org', phone: '+34 600 12 34 56', programType: landing.programme.type, programs: [landing.programme.id], privacy: true, marketing: true,
    }));

    const [team] = await smtp.waitFor(1, (m) => m.envelope.to.includes('fp@edte.example'));
    // Routed by the programme (keyed here by its other language's path), not to the default.
    expect(team!.envelope.to).toEqual(['fp@edte.example']);
    expect(team!.mail.subject).toBe(`[EDTE] Solicitud de información: Lucía Serrano Gil · ${landing.programme.label}`);
    expect(team!.mail.replyTo?.text).toBe('lucia@example.org');
    expect(team!.mail.text).toContain(`Nueva solicitud desde la web (Solicitud de información), n.º ${id}.`);
    expect(team!.mail.text).toContain('Teléfono: +34600123456');
    expect(team!.mail.text).toContain(`- ${landing.programme.label}`);
    expect(team!.mail.text).toContain(`Página: https://www.edte.example${landing.path}`);
    expect(team!.mail.text).toContain(`Protección de datos: aceptada (aviso ${noticeVersion('es_ES')}, español). Comunicaciones comerciales: sí.`);

    const [visitor] = await smtp.waitFor(1, (m) => m.envelope.to.includes('lucia@example.org'));
    expect(visitor!.mail.from?.value).toEqual([{ name: 'Admisiones EDTE', address: 'admisiones@edte.example' }]);
    expect(visitor!.mail.subject).toBe('Hemos recibido tu solicitud de información');
    expect(visitor!.mail.text).toMatch(new RegExp(`^Hola, Lucía:\\n\\nGracias por tu interés\\. Nos has pedido información sobre:\\n- ${landing.programme.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    expect(visitor!.mail.text).not.toContain('undefined');

    await crm.waitFor((calls) => calls.length >= 1);
    const call = crm.calls[0]!;
    expect(verifyWebhook(SECRET, call.headers[SIGNATURE_HEADER] as string, call.body)).toBe(true);
    expect(verifyWebhook('another-secret-entirely', call.headers[SIGNATURE_HEADER] as string, call.body)).toBe(false);
    expect(verifyWebhook(SECRET, call.headers[SIGNATURE_HEADER] as string, call.body.replace('Lucía', 'Lucia'))).toBe(false);
    const payload = JSON.parse(call.body) as { id: string; type: string; lead: Record<string, unknown> };
    expect(payload.id).toBe(call.headers[IDEMPOTENCY_HEADER]);
    expect(payload).toMatchObject({ type: 'lead.created', site: 'main', lead: {
      id, form: 'landing', language: 'es_ES',
      contact: { name: 'Lucía', surname: 'Serrano Gil', email: 'lucia@example.org', phone: '+34600123456' },
      programmes: [{ id: landing.programme.id, name: landing.programme.label }],
      consent: { privacy: true, marketing: true, notice: { version: noticeVersion('es_ES'), language: 'es_ES' } },
    } });
    await until(async () => (await deliveries(location)).filter((d) => d.submission_id === id && d.state === 'sent').length === 3, 'all three deliveries sent');
  });

  it('an event registration is confirmed in the visitor\'s language with the event\'s own calendar file; a download, with its file', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const api = await startWithLeads(location, { smtpUrl: smtp.url, leadEmails: { to: ['admisiones@edte.example'], forms: { event: ['eventos@edte.example'] } } });
    const { event, download } = forms;
    // The form may say a confirmation was e-mailed: one is on its way.
    expect((await postFormAnswer(api.url, 'event', envelope('en_GB', event.path, { name: 'Oliver', email: 'oliver@example.org', attendees: 2, privacy: true }))).emailed).toBe(true);
    const [confirmation] = await smtp.waitFor(1, (m) => m.envelope.to.includes('oliver@example.org'));
    const page = await pageAt(location, event.path);
    expect(confirmation!.mail.subject).toBe(`Registration received: ${page.title}`);
    expect(confirmation!.mail.text).toContain(`We have received your registration for “${page.title}” for 2 people.`);
    expect(confirmation!.mail.text).toMatch(/\nWhen: .*\d{4}/);
    expect(confirmation!.mail.text).toContain(`More information: ${page.fullUrl}`);
    const [ics] = confirmation!.mail.attachments;
    expect(ics!.contentType).toBe('text/calendar');
    const expected = renderPageCalendar(page, { shortName: 'edte', domainUrl: 'https://www.edte.example' })!;
    expect(ics!.filename).toBe(expected.file.split('/').pop());
    expect(ics!.content.toString('utf8')).toBe(expected.content);
    expect(parseIcs(ics!.content.toString('utf8')).text('VCALENDAR/VEVENT/SUMMARY')).toBe(page.title);
    // The event form's own address, not the default.
    const [team] = await smtp.waitFor(1, (m) => m.envelope.to.includes('eventos@edte.example'));
    expect(team!.mail.text).toContain(`Evento: ${page.title} (`);
    expect(team!.mail.text).toContain('Idioma: inglés');

    await post(api.url, 'download', envelope('es_ES', download.path, { name: 'Marta', email: 'marta@example.org', privacy: true }));
    const [file] = await smtp.waitFor(1, (m) => m.envelope.to.includes('marta@example.org'));
    expect(file!.mail.subject).toBe(`Tu descarga: ${download.fileName}`);
    const link = /^https:\/\/www\.edte\.example(\/descargas\/\S+)$/m.exec(file!.mail.text ?? '')?.[1];
    expect(link).toBe(`/descargas/${download.fileName}`);
    // The link leads to a file the site publishes.
    const sql = await openLocation(location);
    try { expect(await sql.get('SELECT path FROM downloads WHERE path = ?', [link])).toEqual({ path: link }); } finally { await sql.close(); }
    // A newsletter sign-up is no request for the team (unless leadEmails.forms.newsletter says
    // so): only the e-mail asking its address to confirm is queued (double opt-in, below).
    const newsletter = await post(api.url, 'newsletter', envelope('es_ES', '/', { email: 'boletin@example.org', privacy: true }));
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === newsletter), 'the sign-up\'s delivery queued');
    expect((await deliveries(location)).filter((d) => d.submission_id === newsletter).map((d) => d.channel)).toEqual(['visitor']);
  });

  it('a newsletter sign-up reaches the CRM only once its address confirms it, and leaving it by the e-mail\'s link or the mail client\'s one click tells the CRM', async () => {
    const smtp = await startSmtpServer();
    const crm = await startWebhookReceiver();
    cleanups.push(smtp.close, crm.close);
    const api = await startWithLeads(location, { smtpUrl: smtp.url, crmWebhookUrl: crm.url, crmWebhookSecret: SECRET, publicApi: '/_api' });
    // The form tells the visitor to look for the e-mail (modules/form-view.tsx).
    const { id, emailed } = await postFormAnswer(api.url, 'newsletter', envelope('en_GB', '/en/', { email: 'reader@example.org', privacy: true, marketing: true }));
    expect(emailed).toBe(true);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes('reader@example.org'));
    expect(mail!.mail.subject).toBe('Confirm your subscription to the EDTE newsletter');
    const confirm = /^https:\/\/www\.edte\.example\/_api\/newsletter\/confirm\?t=(\S+)$/m.exec(mail!.mail.text ?? '')?.[1];
    const leave = /^To unsubscribe at any time: https:\/\/www\.edte\.example\/_api\/newsletter\/leave\?t=(\S+)$/m.exec(mail!.mail.text ?? '')?.[1];
    expect(confirm && leave, mail!.mail.text).toBeTruthy();
    // RFC 8058: the mail client's own "Unsubscribe" button.
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ').split('\r\n');
    expect(headers).toContain(`List-Unsubscribe: <https://www.edte.example/_api/newsletter/leave?t=${leave}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Nothing reaches the CRM before the confirmation.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(crm.calls).toEqual([]);

    // A mail scanner following the link confirms nothing: the page asks for the button.
    const page = await fetch(`${api.url}/newsletter/confirm?t=${confirm}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Press the button to receive the EDTE newsletter at reader@example.org.');
    expect(html).toMatch(/<form method="post"><input type="hidden" name="t" value="[^"]+"\/><button type="submit">Confirm my subscription<\/button><\/form>/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(crm.calls).toEqual([]);
    // The button: confirmed, and then the CRM hears of it, once.
    const confirmed = await fetch(`${api.url}/newsletter/confirm?t=${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${confirm}` });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    await crm.waitFor((calls) => calls.length === 1, 20_000, 'the confirmed sign-up');
    const signUp = JSON.parse(crm.calls[0]!.body) as { type: string; lead: { id: number; newsletter: { confirmedAt: string | null; leftAt: string | null } } };
    expect(signUp).toMatchObject({ type: 'lead.created', lead: { id, newsletter: { confirmedAt: expect.any(String), leftAt: null } } });
    // Pressed twice: still one sign-up.
    await fetch(`${api.url}/newsletter/confirm?t=${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${confirm}` });

    // A forged or altered link does nothing, and says so.
    const forged = await fetch(`${api.url}/newsletter/leave?t=${id}.${'A'.repeat(32)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Este enlace no es válido');
    // The confirm link is not a leave link.
    expect((await fetch(`${api.url}/newsletter/leave?t=${confirm}`)).status).toBe(400);

    // The mail client's one click: left, and the CRM told under a new key.
    const left = await fetch(`${api.url}/newsletter/leave?t=${leave}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(left.status).toBe(200);
    expect(await left.text()).toContain('reader@example.org will no longer receive the EDTE newsletter.');
    await crm.waitFor((calls) => calls.length === 2, 20_000, 'the sign-up left');
    const leaving = JSON.parse(crm.calls[1]!.body) as typeof signUp;
    expect(leaving).toMatchObject({ type: 'newsletter.left', lead: { id, newsletter: { confirmedAt: expect.any(String), leftAt: expect.any(String) } } });
    expect(crm.calls[1]!.headers[IDEMPOTENCY_HEADER]).not.toBe(crm.calls[0]!.headers[IDEMPOTENCY_HEADER]);
    expect(verifyWebhook(SECRET, crm.calls[1]!.headers[SIGNATURE_HEADER] as string, crm.calls[1]!.body)).toBe(true);
    // Confirming again after leaving does not subscribe the address again.
    expect((await fetch(`${api.url}/newsletter/confirm?t=${confirm}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `t=${confirm}` })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(crm.calls).toHaveLength(2);
  }, slow(60_000));

  it('a CRM that fails is tried again with the same key; one that refuses leaves the delivery dead until a person retries it', async () => {
    let mode: 'flaky' | 'refusing' | 'fixed' = 'flaky';
    let flaky = 0;
    const crm = await startWebhookReceiver({ answer: () => (mode === 'flaky' ? (++flaky <= 2 ? 503 : 200) : mode === 'refusing' ? 400 : 200) });
    cleanups.push(crm.close);
    const api = await startWithLeads(location, { crmWebhookUrl: crm.url, crmWebhookSecret: SECRET });
    const first = await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Ana', surname: 'Ruiz', email: 'ana@example.org', phone: '600123456', privacy: true }));
    await crm.waitFor((calls) => calls.length === 3, 20_000, 'two failures and a success');
    expect(new Set(crm.calls.map((c) => c.headers[IDEMPOTENCY_HEADER])).size).toBe(1);
    expect(new Set(crm.calls.map((c) => c.body)).size).toBe(1);
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === first && d.state === 'sent' && d.attempts === 3), 'sent on the third try');

    mode = 'refusing';
    const second = await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Eva', surname: 'Gil', email: 'eva@example.org', phone: '600123457', privacy: true }));
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === second && d.state === 'dead'), 'dead after a 400');
    const dead = (await deliveries(location)).find((d) => d.submission_id === second)!;
    expect(dead).toMatchObject({ attempts: 1, last_error: `CRM webhook ${crm.url} answered 400: {"error":"refused"}` });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(crm.calls.filter((c) => c.body.includes('eva@example.org'))).toHaveLength(1);

    const listed = await runCli(['forms', 'deliveries', '--state', 'dead', '--db', location]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`submission ${second} \\(basic, /contacto/\\) crm: dead, 1 try — CRM webhook .* answered 400`));
    mode = 'fixed';
    const retried = await runCli(['forms', 'retry', '--db', location]);
    expect(retried.stdout).toMatch(/^1 delivery is due again/);
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === second && d.state === 'sent'), 'sent once retried');
    const calls = crm.calls.filter((c) => c.body.includes('eva@example.org'));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers[IDEMPOTENCY_HEADER]).toBe(calls[1]!.headers[IDEMPOTENCY_HEADER]);
  });

  it('a relay that defers is tried again; one that refuses the address for good is not', async () => {
    let deferrals = 0;
    const smtp = await startSmtpServer({ refuse: (mail) => {
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (to.includes('nobody@example.org')) return { code: 550, message: 'No such mailbox' };
      return to.includes('later@example.org') && ++deferrals <= 1 ? { code: 451, message: 'Try again later' } : null;
    } });
    cleanups.push(smtp.close);
    const api = await startWithLeads(location, { smtpUrl: smtp.url });
    const later = await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Leo', surname: 'Paz', email: 'later@example.org', phone: '600123458', privacy: true }));
    const nobody = await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Noa', surname: 'Sanz', email: 'nobody@example.org', phone: '600123459', privacy: true }));
    await smtp.waitFor(1, (m) => m.envelope.to.includes('later@example.org'));
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === nobody && d.state === 'dead'), 'dead after a 550');
    await until(async () => (await deliveries(location)).some((d) => d.submission_id === later && d.state === 'sent'), 'sent on the second try');
    const rows = await deliveries(location);
    expect(rows.find((d) => d.submission_id === later)).toMatchObject({ channel: 'visitor', state: 'sent', attempts: 2 });
    expect(rows.find((d) => d.submission_id === nobody)).toMatchObject({ channel: 'visitor', state: 'dead', attempts: 1 });
    expect(rows.find((d) => d.submission_id === nobody)!.last_error).toMatch(/^SMTP smtp:\/\/127\.0\.0\.1:\d+: .*550/);
  });

  it('a CRM that hangs holds up no e-mail: other leads\' messages go out while its call waits', async () => {
    const smtp = await startSmtpServer();
    const crm = await startWebhookReceiver({ delayMs: 4_000 });
    cleanups.push(smtp.close, crm.close);
    const api = await startApiServer({ dbFile: location, formRateLimit: 1000, leads: { smtpUrl: smtp.url, crmWebhookUrl: crm.url, crmWebhookSecret: SECRET, timeoutMs: 10_000, retryMs: 200 } });
    cleanups.push(() => api.close());
    await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Uno', surname: 'Lento', email: 'uno@example.org', phone: '600123460', privacy: true }));
    await crm.waitFor((calls) => calls.length >= 1);
    await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Dos', surname: 'Pronto', email: 'dos@example.org', phone: '600123461', privacy: true }));
    await smtp.waitFor(1, (m) => m.envelope.to.includes('dos@example.org'));
    expect(crm.answered(), 'the first CRM call is still waiting for its answer').toBe(0);
  });

  it('a lead the time trap held goes to nobody until a person releases it, then as any other', async () => {
    const crm = await startWebhookReceiver();
    cleanups.push(crm.close);
    const api = await startWithLeads(location, { crmWebhookUrl: crm.url, crmWebhookSecret: SECRET });
    const quick = { ...envelope('es_ES', '/contacto/', { name: 'Rápida', surname: 'Autocompletada', email: 'rapida@example.org', phone: '600123462', privacy: true }), filledMs: 700 };
    const id = await post(api.url, 'basic', quick);
    const normal = await post(api.url, 'basic', envelope('es_ES', '/contacto/', { name: 'Normal', surname: 'Persona', email: 'normal@example.org', phone: '600123463', privacy: true }));
    await crm.waitFor((calls) => calls.some((c) => c.body.includes('normal@example.org')));
    expect(crm.calls.filter((c) => c.body.includes('rapida@example.org'))).toEqual([]);
    expect((await deliveries(location)).filter((d) => d.submission_id === id)).toEqual([]);
    const exported = await runCli(['forms', 'export', '--format', 'json', '--db', location]);
    expect((JSON.parse(exported.stdout) as { id: number; held?: string }[]).find((r) => r.id === id)?.held).toBe('sent 700 ms after the form was shown (a person takes at least 2000 ms)');
    const released = await runCli(['forms', 'release', '--id', String(id), '--id', String(normal), '--db', location], { env: { SITEGEN_CRM_WEBHOOK_URL: crm.url, SITEGEN_CRM_WEBHOOK_SECRET: SECRET } });
    expect(released.stdout, released.stderr).toBe(`submission ${id} (basic) released\nsubmission ${normal} was not held\n`);
    await crm.waitFor((calls) => calls.some((c) => c.body.includes('rapida@example.org')));
    expect(crm.calls.filter((c) => c.body.includes('normal@example.org'))).toHaveLength(1);
  });

  it('backs off four times longer each try, never past six hours', () => {
    const half = () => 0.5;
    expect([1, 2, 3, 4].map((a) => backoffMs(a, 30_000, half))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(backoffMs(9, 30_000, half)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(1, 30_000, () => 0)).toBe(24_000);
    expect(backoffMs(1, 30_000, () => 1)).toBe(36_000);
  });
});

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => { const { port } = server.address() as { port: number }; server.close(() => resolve(port)); });
});

function startApiProcess(db: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bin/sitegen.js', 'api', '--db', db, '--port', String(port), '--form-rate-limit', '1000'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => { out += c.toString(); if (out.includes('content API on')) resolve(child); });
    child.stderr!.on('data', (c: Buffer) => { out += c.toString(); });
    child.once('exit', (code) => reject(new Error(`sitegen api exited with ${code}: ${out}`)));
  });
}

describe('an API killed in the middle of a burst', () => {
  it('sends every acknowledged lead to the CRM after its restart, none twice under two keys', async () => {
    const db = copyDemoDb('leads-kill');
    // The CRM answers slowly, so that tries are under way when the API dies.
    const crm = await startWebhookReceiver({ delayMs: 150 });
    cleanups.push(crm.close);
    const port = await freePort();
    const env = { SITEGEN_CRM_WEBHOOK_URL: crm.url, SITEGEN_CRM_WEBHOOK_SECRET: SECRET, SITEGEN_LEAD_TIMEOUT_MS: '1000', SITEGEN_LEAD_RETRY_MS: '200' };
    let child = await startApiProcess(db, port, env);
    cleanups.push(() => { child.kill('SIGKILL'); });
    const base = `http://127.0.0.1:${port}`;
    const acknowledged = new Set<number>();
    const posts = Array.from({ length: 40 }, (_, i) => async () => {
      const response = await fetch(`${base}/forms/basic`, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify(envelope('es_ES', '/contacto/', { name: 'Burst', surname: `Lote ${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26)]}`, email: `burst${i}@example.org`, phone: '600000000', privacy: true })) }).catch(() => null);
      if (response?.status === 201) acknowledged.add((await response.json() as { id: number }).id);
    });
    // Ten at a time; the API dies once some are acknowledged and some calls are under way.
    const running = (async () => { for (let i = 0; i < posts.length; i += 10) await Promise.all(posts.slice(i, i + 10).map((p) => p())); })();
    await until(() => acknowledged.size >= 15 && crm.calls.length >= 3, 'a burst under way', 30_000);
    child.kill('SIGKILL');
    await running;
    expect(acknowledged.size).toBeGreaterThanOrEqual(15);
    child = await startApiProcess(db, port, env);
    const leadOf = (body: string) => (JSON.parse(body) as { lead: { id: number } }).lead.id;
    await crm.waitFor((calls) => [...acknowledged].every((id) => calls.some((c) => leadOf(c.body) === id)), 30_000, 'every acknowledged lead');
    const keys = new Map<number, Set<string>>();
    for (const call of crm.calls) {
      expect(verifyWebhook(SECRET, call.headers[SIGNATURE_HEADER] as string, call.body)).toBe(true);
      const id = leadOf(call.body);
      keys.set(id, (keys.get(id) ?? new Set()).add(String(call.headers[IDEMPOTENCY_HEADER])));
    }
    for (const [id, set] of keys) expect(set.size, `lead ${id}`).toBe(1);
    await until(async () => (await deliveries(db)).every((d) => d.state === 'sent'), 'nothing left pending', 30_000);
  }, slow(120_000));
});

describe('sitegen serve', () => {
  it('sends on the leads posted to the API it mounts, as sitegen api does', async () => {
    const db = copyDemoDb('leads-serve');
    const crm = await startWebhookReceiver();
    cleanups.push(crm.close);
    const port = await freePort();
    const out = mkdtempSync(join(tmpdir(), 'sitegen-leads-serve-'));
    const child = spawn(process.execPath, ['bin/sitegen.js', 'serve', '--db', db, '--out', out, '--port', String(port)], {
      cwd: repoRoot, env: { ...process.env, SITEGEN_CRM_WEBHOOK_URL: crm.url, SITEGEN_CRM_WEBHOOK_SECRET: SECRET }, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => { child.kill('SIGKILL'); });
    await new Promise<void>((resolve, reject) => {
      let said = '';
      child.stdout!.on('data', (c: Buffer) => { said += c.toString(); if (said.includes('serving')) resolve(); });
      child.once('exit', (code) => reject(new Error(`sitegen serve exited with ${code}: ${said}`)));
    });
    const id = await post(`http://127.0.0.1:${port}/_api`, 'basic', envelope('es_ES', '/contacto/', { name: 'Sara', surname: 'Vidal', email: 'sara@example.org', phone: '600123464', privacy: true }));
    await crm.waitFor((calls) => calls.some((c) => (JSON.parse(c.body) as { lead: { id: number } }).lead.id === id));
    expect(verifyWebhook(SECRET, crm.calls[0]!.headers[SIGNATURE_HEADER] as string, crm.calls[0]!.body)).toBe(true);
  }, slow(60_000));
});

describe('two API instances over one PostgreSQL database', () => {
  let url: string;
  beforeAll(async () => {
    url = await pg.fresh('leads');
    const sql = new PostgresSql(url);
    try {
      await migrate(sql);
      await seedDemo(sql);
    } finally {
      await sql.close();
    }
  }, slow(180_000));

  it('deliver each lead once, though both poll the same outbox', async () => {
    const crm = await startWebhookReceiver({ delayMs: 50 });
    const smtp = await startSmtpServer();
    cleanups.push(crm.close, smtp.close);
    const settings = { smtpUrl: smtp.url, crmWebhookUrl: crm.url, crmWebhookSecret: SECRET };
    const [a, b] = [await startWithLeads(url, settings), await startWithLeads(url, settings)];
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? b.url : a.url, 'basic',
      envelope('es_ES', '/contacto/', { name: 'Par', surname: `Lote ${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26)]}`, email: `pair${i}@example.org`, phone: '600000001', privacy: true }))));
    await crm.waitFor((calls) => calls.length >= 20, 30_000, 'twenty leads');
    await smtp.waitFor(20);
    await until(async () => (await deliveries(url)).every((d) => d.state === 'sent'), 'all sent', 30_000);
    // Settle: a second delivery of anything would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(crm.calls.map((c) => (JSON.parse(c.body) as { lead: { id: number } }).lead.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `pair${i}@example.org`).sort());
  }, slow(120_000));
});
