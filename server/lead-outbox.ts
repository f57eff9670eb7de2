import type { Transporter } from 'nodemailer';
import type { FormType, FormValues } from '../modules/form-schema.js';
import type { ContentStore } from './content-store.js';
import { DeliveryError, postWebhook } from './crm-webhook.js';
import { admissionsMail, chosenProgrammeIds, crmPayload, registrationMail, visitorMail, type Lead, type LeadPage, type LeadSite, type Mail, type MailRegistration } from './lead-messages.js';
import { eventDataOf } from '../templates/event-data.js';
import { eventPlacesRepository } from './storage/event-places-repository.js';
import type { Sql } from './sql/sql.js';
import { placeReleased } from './event-places.js';
import type { FormsRepository } from './storage/forms-repository.js';
import { cancelLink, linkKey, newsletterLinks, newsletterState } from './newsletter-links.js';
import { deliveryKey, deliveriesRepository, type ClaimedDelivery, type DeliveriesRepository, type DeliveryChannel } from './storage/deliveries-repository.js';

/**
 * The lead outbox (spec 5 forms: a submission reaches a person). A submission's deliveries are
 * queued in the transaction that stores it, so a 201 means queued as well as stored; they are
 * sent afterwards by a worker in every long-running API process (`sitegen api`, `sitegen serve`),
 * never on the visitor's request. Each row is leased to one worker for one try; a try that fails
 * is tried again with backoff, and one that cannot succeed (or has failed MAX_ATTEMPTS times) is
 * dead, kept for a person to retry (`sitegen forms retry`). A process killed mid-try leaves its
 * lease to run out, and the row is tried again: a CRM may then see a lead twice, always with the
 * same idempotency key; an e-mail, with the same Message-ID.
 */

export interface LeadRouting {
  /** Where every lead goes when nothing more specific is set. */
  to?: string[] | undefined;
  /** Per form type (basic, landing, download, newsletter, event): replaces `to`. */
  forms?: Partial<Record<FormType, string[]>> | undefined;
  /** Per programme page path (either language's): replaces the form's and `to` for leads that chose it. */
  programs?: Record<string, string[]> | undefined;
}

export interface LeadSettings {
  /** The SMTP relay, `smtp://user:password@host:587` or `smtps://…`; unset, no e-mail is sent. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. `Admisiones EDTE <admisiones@edte.example>` (default no-reply@ the site's host). */
  mailFrom?: string | undefined;
  leadEmails?: LeadRouting | undefined;
  crmWebhookUrl?: string | undefined;
  crmWebhookSecret?: string | undefined;
  /** One try's limit (SMTP and webhook), and so half a lease. */
  timeoutMs?: number | undefined;
  /** The first retry's delay; each next one four times longer, at most MAX_BACKOFF_MS. */
  retryMs?: number | undefined;
  /** Where visitors reach the API (the `publicApi` setting): a newsletter's links point there. */
  publicApi?: string | undefined;
}

export const MAX_ATTEMPTS = 10;
export const MAX_BACKOFF_MS = 6 * 3_600_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRY_MS = 30_000;
/** The furthest ahead a session may be for its reminder ("tomorrow") to be sent. */
const REMINDER_WINDOW_MS = 36 * 3_600_000;
/** How often an idle worker looks for rows another instance queued (its own wake it at once). */
const POLL_MS = 1_000;
const PAGE_TTL_MS = 5_000;
const QUIET_MS = 50;
const MAX_DEFER_MS = 1_000;
/** Tries under way at once (the SMTP pool's connections and the CRM's bound them further). */
const IN_FLIGHT = 30;

type Outcome = { id: number; leaseUntil: string; error?: string | undefined; nextAt?: string | null | undefined };

const hasRecipients = (routing: LeadRouting | undefined) =>
  !!routing && ((routing.to?.length ?? 0) > 0 || Object.values(routing.forms ?? {}).some((l) => l.length > 0) || Object.values(routing.programs ?? {}).some((l) => l.length > 0));

/**
 * The channels a new submission of `formType` is queued on, by what is configured. A newsletter
 * sign-up is not a request for the admissions team: it is e-mailed to them only when
 * `leadEmails.forms.newsletter` asks for it.
 */
export function channelsFor(settings: LeadSettings, formType: string, stage: 'submitted' | 'confirmed' = 'submitted'): DeliveryChannel[] {
  // A newsletter sign-up with an SMTP relay is double opt-in (server/newsletter.ts): first only
  // the e-mail asking its address to confirm; the rest once it has.
  if (formType === 'newsletter' && settings.smtpUrl && stage === 'submitted') return ['visitor'];
  const channels: DeliveryChannel[] = [];
  const routing = settings.leadEmails;
  const forTeam = formType === 'newsletter' ? (routing?.forms?.newsletter?.length ?? 0) > 0 : hasRecipients(routing);
  if (settings.smtpUrl && forTeam) channels.push('admissions');
  if (settings.smtpUrl && formType !== 'newsletter') channels.push('visitor');
  if (settings.crmWebhookUrl && settings.crmWebhookSecret) channels.push('crm');
  return channels;
}

/** Whether anything is sent on at all: an SMTP relay or a CRM webhook is configured. */
export const isDelivering = (settings: LeadSettings) => !!(settings.smtpUrl || settings.crmWebhookUrl);

/** Delay before try `attempt + 1`, after `attempt` failed tries: retryMs × 4^(attempt−1), capped, ±20 %. */
export function backoffMs(attempt: number, retryMs: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, retryMs * 4 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues a submission's deliveries on `tx` (a new one's transaction, or a held one's release), each with its own idempotency key. */
export async function queueDeliveries(tx: Sql, settings: LeadSettings, submissionId: number, formType: string, now = Date.now()): Promise<void> {
  const channels = channelsFor(settings, formType).map((channel) => ({ channel, key: deliveryKey() }));
  if (channels.length > 0) await deliveriesRepository(tx).queue(submissionId, channels, iso(now));
}

/**
 * Lets a held submission go (the inbox's "not spam", `sitegen forms release`): queued as a new
 * one would be now, and an event registration given its places (or its turn) now. One function
 * for both, in the caller's transaction. Answers the form type, or null when it was not held.
 */
export async function releaseHeld(tx: FormsRepository, settings: LeadSettings, id: number, now = Date.now()): Promise<string | null> {
  const formType = await tx.release(id);
  if (formType === null) return null;
  if (formType === 'event') await placeReleased(tx.sql, settings, id, now);
  await queueDeliveries(tx.sql, settings, id, formType, now);
  return formType;
}

export class LeadOutbox {
  private readonly repo: DeliveriesRepository;
  private readonly timeoutMs: number;
  private readonly retryMs: number;
  private mailer: Transporter | undefined;
  private running = false;
  private lastPost = 0;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly tries = new Set<Promise<void>>();
  private outcomes: Outcome[] = [];
  private flushing: Promise<void> | undefined;
  private readonly sites = new Map<string, LeadSite>();
  private readonly pages = new Map<string, { page: Promise<LeadPage | null>; until: number }>();

  constructor(private readonly sql: Sql, private readonly store: ContentStore, readonly settings: LeadSettings,
    private readonly options: { now?: () => number; onError?: (error: unknown) => void } = {}) {
    this.repo = deliveriesRepository(sql);
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryMs = settings.retryMs ?? DEFAULT_RETRY_MS;
  }

  private now() { return this.options.now?.() ?? Date.now(); }

  /**
   * Queues a stored submission on `tx`, the transaction that stored it: one row in lead_queue,
   * which a worker turns into its deliveries (expand) in a transaction of its own. Durable in the
   * post's commit all the same: a process killed before the worker got to it leaves the row for
   * the next one.
   */
  async queue(tx: Sql, submissionId: number, formType: string): Promise<void> {
    if (channelsFor(this.settings, formType).length === 0) return;
    await tx.run('INSERT INTO lead_queue (submission_id, queued_at) VALUES (?, ?)', [submissionId, iso(this.now())]);
  }

  /**
   * Turns queued submissions into their deliveries, a batch at a time. Each queue row is taken by
   * one DELETE … RETURNING, in the transaction that writes its deliveries: of two instances, one
   * gets it, and a process killed midway leaves it queued.
   */
  private async expand(): Promise<void> {
    if (!await this.sql.get('SELECT submission_id FROM lead_queue LIMIT 1')) return;
    await this.sql.transaction(async (tx) => {
      const taken = await tx.all<{ submission_id: number }>('DELETE FROM lead_queue WHERE submission_id IN (SELECT submission_id FROM lead_queue ORDER BY submission_id LIMIT 500) RETURNING submission_id');
      if (taken.length === 0) return;
      const ids = taken.map((r) => Number(r.submission_id));
      // A submission erased since it was queued has nothing left to send.
      const rows = await tx.all<{ id: number; form_type: string }>(`SELECT id, form_type FROM form_submissions WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`, ids);
      for (const row of rows) await queueDeliveries(tx, this.settings, Number(row.id), row.form_type, this.now());
    });
  }

  /** A submission was queued by this process: deliver now rather than at the next poll. */
  wake(): void {
    this.lastPost = Date.now();
    this.wakeUp?.();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops taking rows; waits for the tries under way and their outcomes' commit. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    await Promise.all(this.tries);
    await this.flushing;
    this.mailer?.close();
  }

  /**
   * Keeps up to IN_FLIGHT tries under way: claims what is due as slots free up, and sleeps when
   * nothing is (until a post of this process, a try ending, or the next poll for rows other
   * instances queued or whose backoff ended).
   */
  private async run(): Promise<void> {
    while (this.running) {
      // Visitors first (spec 5: a post's answer never waits on delivery): while posts arrive
      // less than QUIET_MS apart, claiming waits for a pause, at most MAX_DEFER_MS, so a burst
      // is answered at the rate it would be without the outbox and delivered right after.
      const ready = Date.now();
      while (this.running && Date.now() - this.lastPost < QUIET_MS && Date.now() - ready < MAX_DEFER_MS) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      }
      let claimed = 0;
      const free = IN_FLIGHT - this.tries.size;
      if (free > 0) {
        try {
          claimed = await this.claimAndStart(free);
        } catch (error) {
          // The database away (503 for requests) or a bug: said, and tried again at the next poll.
          this.options.onError?.(error);
        }
      }
      if ((claimed > 0 && claimed === free) || !this.running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wakeUp = () => { clearTimeout(timer); resolve(); };
      });
      this.wakeUp = undefined;
    }
  }

  /** Claims up to `limit` due rows and starts a try of each; answers how many. */
  private async claimAndStart(limit: number): Promise<number> {
    await this.expand();
    const now = this.now();
    const leaseUntil = iso(now + 2 * this.timeoutMs);
    const rows = await this.repo.claim(iso(now), leaseUntil, limit);
    for (const row of rows) {
      const attempt: Promise<void> = this.attempt(row).then((outcome) => this.record({ ...outcome, leaseUntil })).finally(() => {
        this.tries.delete(attempt);
        this.wakeUp?.();
      });
      this.tries.add(attempt);
    }
    return rows.length;
  }

  private async attempt(row: ClaimedDelivery): Promise<{ id: number; error?: string; nextAt?: string | null }> {
    try {
      const { lead, site, page } = await this.contextOf(row);
      await this.send(row, lead, site, page);
      return { id: row.id };
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const message = error instanceof Error ? error.message : String(error);
      const last = permanent || row.attempts >= MAX_ATTEMPTS;
      return { id: row.id, error: permanent || !last ? message : `gave up after ${row.attempts} tries: ${message}`, nextAt: last ? null : iso(this.now() + backoffMs(row.attempts, this.retryMs)) };
    }
  }

  /**
   * Outcomes are written together: those that end while a commit is under way go in the next
   * one (a commit, a sync to disk, is what a burst of posts waits behind, not a row's UPDATE).
   * A process killed before its outcome's commit tries the row again once its lease ends.
   */
  private record(outcome: Outcome): Promise<void> {
    this.outcomes.push(outcome);
    this.flushing ??= (async () => {
      try {
        while (this.outcomes.length > 0) {
          const batch = this.outcomes.splice(0);
          await this.repo.record(batch, iso(this.now())).catch((error: unknown) => this.options.onError?.(error));
        }
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /** A submission's channels share what they read: its page and site (pageOf keeps the page a moment). */
  private async contextOf(row: ClaimedDelivery): Promise<{ lead: Lead; site: LeadSite; page: LeadPage | null }> {
    const lead: Lead = {
      id: Number(row.submission_id), site: row.site, formType: row.form_type, locale: row.locale, pagePath: row.page_path, createdAt: row.submitted_at, values: JSON.parse(row.data) as FormValues,
      ...(row.notice_version && row.notice_locale ? { notice: { version: row.notice_version, language: row.notice_locale } } : {}),
    };
    const [site, page] = await Promise.all([this.siteOf(lead.site), this.pageOf(lead.site, lead.pagePath)]);
    return { lead, site, page };
  }

  private async send(row: ClaimedDelivery, lead: Lead, site: LeadSite, page: LeadPage | null): Promise<void> {
    const registration = lead.formType === 'event' ? await this.registrationOf(lead, page, site) : undefined;
    if (row.channel === 'crm') {
      if (!this.settings.crmWebhookUrl || !this.settings.crmWebhookSecret) throw new DeliveryError('No CRM webhook is configured any more (crmWebhookUrl, crmWebhookSecret).', true);
      const body = JSON.stringify(crmPayload(lead, page, site, row.idempotency_key, lead.formType === 'newsletter' ? await newsletterState(this.sql, lead.id) : undefined, registration));
      await postWebhook(this.settings.crmWebhookUrl, this.settings.crmWebhookSecret, row.idempotency_key, body, this.timeoutMs, this.now());
      return;
    }
    let mail: Mail | null;
    if (row.channel === 'admissions') {
      const to = await this.recipients(lead);
      if (to.length === 0) throw new DeliveryError('No admissions address is configured for this lead (leadEmails).', true);
      mail = admissionsMail(lead, page, site, to, registration);
    } else if (row.channel === 'reminder' || row.channel === 'place') {
      // A reminder or a freed place for a registration that is still confirmed (else nothing: it was cancelled).
      // A reminder says "tomorrow": not sent when its session has begun or was moved further off since (REMINDER_WINDOW_MS).
      const ahead = registration ? Date.parse(registration.session.start) - this.now() : 0;
      mail = registration && (row.channel === 'place' || (ahead > 0 && ahead <= REMINDER_WINDOW_MS))
        ? registrationMail(row.channel, lead, page, site, (await this.recipients(lead))[0], registration) : null;
    } else {
      // A reply reaches the people the lead was routed to.
      const links = lead.formType === 'newsletter' ? newsletterLinks(await linkKey(this.sql), lead.id, this.settings.publicApi, site.domainUrl) : undefined;
      mail = visitorMail(lead, page, site, (await this.recipients(lead))[0], links, registration);
    }
    if (!mail) return;
    await this.sendMail(mail, row.idempotency_key, site);
  }

  /** An event registration's place (server/event-places.ts) with its session as the page now gives it, and its cancel link. */
  private async registrationOf(lead: Lead, page: LeadPage | null, site: LeadSite): Promise<MailRegistration | undefined> {
    const row = await eventPlacesRepository(this.sql).get(lead.id);
    const session = row && page ? eventDataOf(page)?.sessions.find((s) => s.id === row.session) : undefined;
    if (!row || !session) return undefined;
    return { status: row.status, session, cancel: cancelLink(await linkKey(this.sql), lead.id, this.settings.publicApi, site.domainUrl) };
  }

  /** Programme addresses for the programmes chosen, else the form type's, else the default. */
  private async recipients(lead: Lead): Promise<string[]> {
    const routing = this.settings.leadEmails ?? {};
    const chosen = chosenProgrammeIds(lead.values);
    const byProgramme = new Set<string>();
    if (routing.programs && chosen.length > 0) {
      for (const id of chosen) {
        const programme = await this.store.getPage(lead.site, id, false).catch(() => null) as { pageLanguages?: { path: string }[] } | null;
        for (const { path } of programme?.pageLanguages ?? []) for (const address of routing.programs[path] ?? []) byProgramme.add(address);
      }
    }
    if (byProgramme.size > 0) return [...byProgramme];
    return routing.forms?.[lead.formType as FormType] ?? routing.to ?? [];
  }

  private async sendMail(mail: Mail, key: string, site: LeadSite): Promise<void> {
    if (!this.settings.smtpUrl) throw new DeliveryError('No SMTP relay is configured any more (smtpUrl).', true);
    // Pooled: a few connections kept open and reused, rather than one per message.
    // Loaded on the first e-mail, not with the API: a build's embedded API sends none.
    const { createTransport } = await import('nodemailer');
    this.mailer ??= createTransport({ url: this.settings.smtpUrl, pool: true, maxConnections: 3, connectionTimeout: this.timeoutMs, greetingTimeout: this.timeoutMs, socketTimeout: this.timeoutMs });
    const host = new URL(site.domainUrl).host.replace(/^www\./, '');
    try {
      await this.mailer.sendMail({
        from: this.settings.mailFrom ?? `"${site.name}" <no-reply@${host}>`,
        to: mail.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject, text: mail.text,
        // The same Message-ID on every try: a mail client shows a retried message once.
        messageId: `<${key}@${host}>`,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx is the relay refusing this message for good (a mailbox that does not exist, a
      // sender it will not relay for); 4xx and no connection are worth another try.
      throw new DeliveryError(`SMTP ${this.settings.smtpUrl.replace(/\/\/[^@/]*@/, '//')}: ${(error as Error).message}`, code !== undefined && code >= 500);
    }
  }

  private async siteOf(slug: string): Promise<LeadSite> {
    let site = this.sites.get(slug);
    if (!site) {
      const data = await this.store.getSite(slug) as { name: string; shortName: string; domainUrl: string };
      site = { name: data.name, shortName: data.shortName, domainUrl: data.domainUrl };
      this.sites.set(slug, site);
    }
    return site;
  }

  /**
   * The published page the form was on, or null (gone since, or never a page: a hand-made post).
   * Kept for PAGE_TTL_MS: a burst of leads from one page reads it once, and a lead's e-mail may
   * describe the page as it was seconds before.
   */
  private pageOf(site: string, path: string): Promise<LeadPage | null> {
    const key = `${site} ${path}`;
    const now = this.now();
    const known = this.pages.get(key);
    if (known && known.until > now) return known.page;
    const page = (async () => {
      const { items } = await this.store.pageIndex(site, null, null, path);
      const id = items[0]?.id;
      return id === undefined ? null : await this.store.getPage(site, id, false).catch(() => null) as LeadPage | null;
    })();
    if (this.pages.size > 100) this.pages.clear();
    this.pages.set(key, { page, until: now + PAGE_TTL_MS });
    // A failed read is not kept.
    page.catch(() => this.pages.delete(key));
    return page;
  }
}
