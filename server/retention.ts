import { DEFAULT_RETENTION_MONTHS, type FormType, type FormValues } from '../modules/form-schema.js';
import type { Sql } from './sql/sql.js';
import { leadsRepository } from './storage/leads-repository.js';
import { newsletterState } from './newsletter-links.js';
import { eventPlacesRepository } from './storage/event-places-repository.js';
import { formsRepository } from './storage/forms-repository.js';

/**
 * How long personal data from the forms is kept, and deleting one person's on request (spec 5
 * forms; the privacy policy states both). A submission older than its form type's retention
 * period is deleted with everything kept about it (its deliveries, its hold); `eraseEmail`
 * deletes a person's submissions wherever they are stored (values, consent, deliveries, hold), after `accessEmail` has given them
 * their data if they asked for it.
 */
export { DEFAULT_RETENTION_MONTHS };
/** How often a running API deletes what has expired (and once at its start). */
export const RETENTION_SWEEP_MS = 3_600_000;

export type RetentionMonths = number | Partial<Record<FormType | 'default', number>>;

const FORM_TYPES: FormType[] = ['basic', 'landing', 'download', 'newsletter', 'event'];

/** The months a form type's submissions are kept. */
export function monthsFor(retention: RetentionMonths | undefined, formType: FormType): number {
  if (typeof retention === 'number') return retention;
  return retention?.[formType] ?? retention?.default ?? DEFAULT_RETENTION_MONTHS;
}

/** The instant `months` calendar months before `now` (UTC), as stored dates compare; the 31st of a shorter month is its last day. */
export function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target.toISOString();
}

/** Deletes every submission past its retention period; answers how many, by form type. */
export async function deleteExpired(sql: Sql, retention: RetentionMonths | undefined, now = Date.now()): Promise<Record<string, number>> {
  const forms = formsRepository(sql);
  const deleted: Record<string, number> = {};
  for (const formType of FORM_TYPES) {
    const ids = await forms.idsBefore(formType, monthsBefore(now, monthsFor(retention, formType)));
    if (ids.length === 0) continue;
    await forms.transaction((tx) => tx.erase(ids));
    deleted[formType] = ids.length;
  }
  return deleted;
}

const sameEmail = (values: FormValues, email: string) => typeof values.email === 'string' && values.email.trim().toLowerCase() === email.trim().toLowerCase();

/** Everything stored from the forms under `email` (the right of access): each submission with its deliveries' states. */
export async function accessEmail(sql: Sql, email: string) {
  const forms = formsRepository(sql);
  const rows = (await forms.mentioning(email)).filter((r) => sameEmail(JSON.parse(r.data) as FormValues, email));
  const deliveries = await forms.deliveriesOf(rows.map((r) => r.id));
  const consents = await forms.consentsOf(rows.map((r) => r.id));
  // What the admissions team recorded about the person is theirs to see too (the inbox, server/leads.ts).
  const leads = leadsRepository(sql);
  const inbox = new Map(await Promise.all(rows.map(async (r) => {
    const [state, history, newsletter, registration] = await Promise.all([leads.one(r.site, r.id), leads.events(r.id), r.form_type === 'newsletter' ? newsletterState(sql, r.id) : null,
      r.form_type === 'event' ? eventPlacesRepository(sql).get(r.id) : undefined]);
    return [r.id, {
      status: state?.status ?? 'new', assignee: state?.assignee ?? '', history: history.map((e) => ({ at: e.at, by: e.actor, kind: e.kind, value: e.value })), ...(newsletter ? { newsletter } : {}),
      // An event registration's place (server/event-places.ts): its session, and whether it held places or waited.
      ...(registration ? { registration: { session: registration.session, status: registration.status, changedAt: registration.updated_at } } : {}),
    }] as const;
  })));
  return rows.map((r) => {
    const consent = consents.find((c) => Number(c.submission_id) === r.id);
    return {
    id: r.id, formType: r.form_type, language: r.locale, page: r.page_path, sentAt: r.created_at, values: JSON.parse(r.data) as FormValues,
    ...(r.held ? { held: r.held } : {}),
    ...(consent ? { consent: { notice: consent.notice_version, noticeLanguage: consent.notice_locale, privacy: Number(consent.privacy) === 1, marketing: Number(consent.marketing) === 1 } } : {}),
    deliveries: deliveries.filter((d) => d.submission_id === r.id).map((d) => ({ channel: d.channel, state: d.state, sentAt: d.sent_at })),
    ...inbox.get(r.id),
    };
  });
}

/** Deletes every submission sent with `email`, with its deliveries and hold (the right to erasure); answers how many. */
export async function eraseEmail(sql: Sql, email: string): Promise<number> {
  const forms = formsRepository(sql);
  const ids = (await forms.mentioning(email)).filter((r) => sameEmail(JSON.parse(r.data) as FormValues, email)).map((r) => r.id);
  if (ids.length > 0) await forms.transaction((tx) => tx.erase(ids));
  return ids.length;
}

/** Runs deleteExpired now and every RETENTION_SWEEP_MS until stopped; failures are said, not thrown. */
export function startRetention(sql: Sql, retention: RetentionMonths | undefined, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> = deleteExpired(sql, retention).catch(onError);
  const timer = setInterval(() => { running = deleteExpired(sql, retention).catch(onError); }, RETENTION_SWEEP_MS);
  timer.unref();
  return { async stop() { clearInterval(timer); await running; } };
}
