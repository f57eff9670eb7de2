import * as z from 'zod';
import { FORM_TYPES, type FormValues } from '../modules/form-schema.js';
import { requireAdmissions } from './accounts.js';
import { ApiError, type ContentStore } from './content-store.js';
import { Answer, FileAnswer, queryOf, type Route } from './create-api-handler.js';
import { csvOf } from './forms.js';
import { chosenProgrammeIds } from './lead-messages.js';
import { releaseHeld, type LeadOutbox } from './lead-outbox.js';
import { newsletterState } from './newsletter-links.js';
import { cancel, placeOf } from './event-places.js';
import { parseRequest } from './parse-request.js';
import { deliveriesRepository } from './storage/deliveries-repository.js';
import { formsRepository } from './storage/forms-repository.js';
import { LEAD_STATUSES, leadsRepository, type LeadRow, type LeadsRepository } from './storage/leads-repository.js';

/**
 * The admissions inbox's API (every lead a form brought, where it stands, who has it): for
 * signed-in admissions and admin accounts only (requireAdmissions), never a token nor an editor.
 *
 * - GET  …/site/{site}/leads            filtered, searched, a page at a time, newest first
 * - GET  …/site/{site}/leads/export     the same filtered view as CSV or XLSX
 * - GET  …/site/{site}/leads/{id}       one lead: its values, consent, deliveries, history
 * - POST …/site/{site}/leads/{id}       status, assignee and/or a note; each change recorded with who and when
 * - POST …/site/{site}/leads/{id}/retry   its dead deliveries tried again
 * - POST …/site/{site}/leads/{id}/release a lead the time trap held, delivered as a new one would be
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day written YYYY-MM-DD');
const FilterSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `expected one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  form: z.enum(FORM_TYPES, { error: `expected one of ${FORM_TYPES.join(', ')}` }).optional(),
  lang: z.enum(['es_ES', 'en_GB'], { error: 'expected es_ES or en_GB' }).optional(),
  programme: z.string().regex(/^\d{1,15}$/, 'expected a programme number as the list names it').transform(Number).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().max(200).optional(),
});
const ListSchema = FilterSchema.extend({
  page: z.string().regex(/^\d{1,6}$/, 'expected a whole number from 1').transform(Number).pipe(z.number().min(1, 'expected a whole number from 1')).default(1),
  items: z.string().regex(/^\d{1,3}$/, 'expected a whole number from 1 to 100').transform(Number).pipe(z.number().min(1).max(100, 'expected a whole number from 1 to 100')).default(25),
}).strict();
const ExportSchema = FilterSchema.extend({ format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv') }).strict();
const UpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `expected one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  assignee: z.string().max(320).optional(),
  note: z.string().trim().min(1, 'a note cannot be empty').max(4000, 'a note is at most 4,000 characters').optional(),
}).strict();

type Filter = z.infer<typeof FilterSchema>;

/** Lowercase without accents: "Núñez" is found by "nunez". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The day after `day` (YYYY-MM-DD), for an inclusive "to". */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A programme as the inbox names it: its pages' translation group, with its title in each language. */
export interface Programme { key: number; names: Record<string, string> }

async function programmesOf(repo: LeadsRepository, rows: LeadRow[]): Promise<{ byPage: Map<number, number>; programmes: Programme[] }> {
  const ids = [...new Set(rows.flatMap((r) => chosenProgrammeIds(JSON.parse(r.data) as FormValues)))];
  const pages = await repo.pagesByIds(ids);
  const byPage = new Map(pages.map((p) => [Number(p.id), Number(p.translation_group)]));
  const groups = [...new Set(byPage.values())];
  const named = new Map<number, Record<string, string>>();
  for (const p of await repo.pagesInGroups(groups)) {
    const names = named.get(Number(p.translation_group)) ?? {};
    names[p.locale] = p.title;
    named.set(Number(p.translation_group), names);
  }
  const programmes = groups.map((key) => ({ key, names: named.get(key) ?? {} }))
    .sort((a, b) => (a.names.es_ES ?? Object.values(a.names)[0] ?? '').localeCompare(b.names.es_ES ?? Object.values(b.names)[0] ?? '', 'es'));
  return { byPage, programmes };
}

/** The lead as the inbox lists it: who, what, where from, where it stands. */
function summaryOf(row: LeadRow, byPage: Map<number, number>) {
  const values = JSON.parse(row.data) as FormValues;
  return {
    id: row.id, createdAt: row.created_at, form: row.form_type, lang: row.locale, page: row.page_path,
    name: [text(values.name), text(values.surname)].filter(Boolean).join(' '), email: text(values.email), phone: text(values.phone), message: text(values.message),
    programmes: [...new Set(chosenProgrammeIds(values).map((id) => byPage.get(id)).filter((k): k is number => k !== undefined))],
    status: row.status, assignee: row.assignee, held: row.held, deadDeliveries: row.dead,
  };
}

export function leadRoutes(store: ContentStore, outbox?: LeadOutbox): Route[] {
  const repo = leadsRepository(store.sql);
  const SITE = '^\\/site\\/([^/]+)\\/leads';
  const leadId = (segment: string) => {
    if (!/^\d{1,15}$/.test(segment)) throw new ApiError(400, 'BAD_REQUEST', `Invalid lead "${segment.slice(0, 40)}": expected its number, as the inbox lists it.`);
    return Number(segment);
  };
  const siteSlug = async (segment: string) => (await store.site(segment)).slug;
  /** The site's leads through `filter`, the programme and the search applied. */
  const filtered = async (site: string, filter: Filter) => {
    const rows = await repo.list(site, { formType: filter.form, locale: filter.lang, status: filter.status, from: filter.from, before: filter.to ? dayAfter(filter.to) : undefined });
    const { byPage, programmes } = await programmesOf(repo, rows);
    const words = filter.q ? folded(filter.q).split(/\s+/).filter(Boolean) : [];
    const leads = rows.map((row) => summaryOf(row, byPage)).filter((lead) => {
      if (filter.programme !== undefined && !lead.programmes.includes(filter.programme)) return false;
      const haystack = folded(`${lead.name} ${lead.email} ${lead.phone}`);
      return words.every((w) => haystack.includes(w));
    });
    return { leads, programmes };
  };
  const mustExist = async (site: string, id: number) => {
    const row = await repo.one(site, id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No lead ${id} on site "${site}": it may have been erased or its retention period may have ended.`);
    return row;
  };
  const registrationOf = async (id: number) => {
    const place = await placeOf(store.sql, id);
    return place && { status: place.registration.status, session: place.registration.session, start: place.session?.start ?? null, end: place.session?.end ?? null };
  };
  const detailOf = async (site: string, id: number) => {
    const row = await mustExist(site, id);
    const { byPage, programmes } = await programmesOf(repo, [row]);
    const [consent, deliveries, events, pageTitle] = await Promise.all([repo.consent(id), repo.deliveries(id), repo.events(id), repo.pageTitle(site, row.page_path)]);
    return {
      ...summaryOf(row, byPage), pageTitle, values: JSON.parse(row.data) as FormValues, programmeNames: programmes,
      // A newsletter sign-up's double opt-in (server/newsletter.ts).
      newsletter: row.form_type === 'newsletter' ? await newsletterState(store.sql, id) : null,
      // An event registration's place (server/event-places.ts): its session and whether it holds places.
      registration: row.form_type === 'event' ? await registrationOf(id) : null,
      consent: consent ? { notice: consent.notice_version, noticeLanguage: consent.notice_locale, privacy: Number(consent.privacy) === 1, marketing: Number(consent.marketing) === 1 } : null,
      deliveries: deliveries.map((d) => ({ id: Number(d.id), channel: d.channel, state: d.state, attempts: Number(d.attempts), lastError: d.last_error, sentAt: d.sent_at, nextAt: d.state === 'pending' ? d.next_at : null })),
      history: events.map((e) => ({ at: e.at, actor: e.actor, kind: e.kind, value: e.value })),
    };
  };

  return [
    {
      method: 'GET', pattern: new RegExp(`${SITE}$`), names: ['site'],
      handler: async ({ req, params, url }) => {
        await requireAdmissions(store.sql, req);
        const query = parseRequest(ListSchema, queryOf(url, 'leads query'), 'leads query');
        const site = await siteSlug(params[0]!);
        const { leads, programmes } = await filtered(site, query);
        const start = (query.page - 1) * query.items;
        return {
          page: query.page, totalItems: leads.length, totalPages: Math.ceil(leads.length / query.items),
          items: leads.slice(start, start + query.items), programmes, assignees: await repo.assignees(), statuses: LEAD_STATUSES,
        };
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${SITE}\\/export$`), names: ['site'],
      handler: async ({ req, params, url }) => {
        await requireAdmissions(store.sql, req);
        const query = parseRequest(ExportSchema, queryOf(url, 'export query'), 'export query');
        const site = await siteSlug(params[0]!);
        const { leads, programmes } = await filtered(site, query);
        const named = new Map(programmes.map((p) => [p.key, p.names.es_ES ?? Object.values(p.names)[0] ?? `#${p.key}`]));
        const header = ['id', 'fecha', 'formulario', 'idioma', 'página', 'nombre', 'email', 'teléfono', 'programas', 'mensaje', 'estado', 'asignada a', 'retenida'];
        const rows = leads.map((l) => [l.id, l.createdAt, l.form, l.lang, l.page, l.name, l.email, l.phone, l.programmes.map((k) => named.get(k)).join('; '), l.message, l.status, l.assignee, l.held ?? '']);
        const stamp = new Date().toISOString().slice(0, 10);
        if (query.format === 'csv') return new FileAnswer(csvOf(header, rows), 'text/csv; charset=utf-8', `solicitudes-${site}-${stamp}.csv`);
        // Loaded on the first export: most API processes never write a spreadsheet.
        const { default: writeXlsxFile } = await import('write-excel-file/node');
        // Every cell a string or a number: a spreadsheet never runs what a visitor typed.
        const sheet = [header, ...rows].map((row) => row.map((value) => (typeof value === 'number' ? { type: Number, value } : { type: String, value: String(value) })));
        const buffer = await writeXlsxFile(sheet, { columns: header.map((_, i) => ({ width: [6, 22, 12, 8, 30, 24, 28, 14, 40, 40, 12, 24, 20][i] ?? 14 })) }).toBuffer();
        return new FileAnswer(buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `solicitudes-${site}-${stamp}.xlsx`);
      },
    },
    {
      method: 'GET', pattern: new RegExp(`${SITE}\\/([^/]+)$`), names: ['site', 'lead'],
      handler: async ({ req, params }) => {
        await requireAdmissions(store.sql, req);
        return detailOf(await siteSlug(params[0]!), leadId(params[1]!));
      },
    },
    {
      method: 'POST', pattern: new RegExp(`${SITE}\\/([^/]+)$`), names: ['site', 'lead'],
      body: { maxBytes: 16 * 1024, shape: { maxDepth: 2, maxValues: 10 } },
      handler: async ({ req, params, body }) => {
        const session = await requireAdmissions(store.sql, req);
        const change = parseRequest(UpdateSchema, body, 'lead change');
        const site = await siteSlug(params[0]!);
        const id = leadId(params[1]!);
        if (change.assignee !== undefined && change.assignee !== '' && !(await repo.assignees()).includes(change.assignee)) {
          throw new ApiError(422, 'VALIDATION', `Invalid lead change: assignee ${change.assignee.slice(0, 80)} is not an admissions or admin account; give one the inbox lists, or "" for nobody.`);
        }
        const at = new Date().toISOString();
        await repo.transaction(async (tx) => {
          const row = await tx.one(site, id);
          if (!row) throw new ApiError(404, 'NOT_FOUND', `No lead ${id} on site "${site}": it may have been erased or its retention period may have ended.`);
          const status = change.status ?? row.status;
          const assignee = change.assignee ?? row.assignee;
          if (status !== row.status) await tx.addEvent({ submission_id: id, at, actor: session.email, kind: 'status', value: status });
          if (assignee !== row.assignee) await tx.addEvent({ submission_id: id, at, actor: session.email, kind: 'assignee', value: assignee });
          if (change.note) await tx.addEvent({ submission_id: id, at, actor: session.email, kind: 'note', value: change.note });
          if (status !== row.status || assignee !== row.assignee) await tx.setState(id, status, assignee, at);
        });
        return detailOf(site, id);
      },
    },
    {
      method: 'POST', pattern: new RegExp(`${SITE}\\/([^/]+)\\/retry$`), names: ['site', 'lead'],
      handler: async ({ req, params }) => {
        const session = await requireAdmissions(store.sql, req);
        const site = await siteSlug(params[0]!);
        const id = leadId(params[1]!);
        await mustExist(site, id);
        const dead = (await repo.deliveries(id)).filter((d) => d.state === 'dead').map((d) => Number(d.id));
        if (dead.length === 0) throw new ApiError(409, 'CONFLICT', `Lead ${id} has no failed delivery to try again: each one is sent or still being tried.`);
        const at = new Date().toISOString();
        await store.sql.transaction(async (tx) => {
          await deliveriesRepository(tx).retry(at, dead);
          await leadsRepository(tx).addEvent({ submission_id: id, at, actor: session.email, kind: 'retry', value: String(dead.length) });
        });
        outbox?.wake();
        return detailOf(site, id);
      },
    },
    {
      // A person phoned to say they cannot come: their places go to the waiting list, as their own link would.
      method: 'POST', pattern: new RegExp(`${SITE}\\/([^/]+)\\/cancel-registration$`), names: ['site', 'lead'],
      handler: async ({ req, params }) => {
        const session = await requireAdmissions(store.sql, req);
        const site = await siteSlug(params[0]!);
        const id = leadId(params[1]!);
        await mustExist(site, id);
        // The cancelling and its line in the lead's history in one commit.
        const done = await store.sql.transaction(async (tx) => {
          const outcome = await cancel(tx, outbox?.settings ?? {}, id, Date.now());
          if (outcome.outcome === 'cancelled') await leadsRepository(tx).addEvent({ submission_id: id, at: new Date().toISOString(), actor: session.email, kind: 'cancel', value: String(outcome.promoted.length) });
          return outcome;
        });
        if (done.outcome !== 'cancelled') throw new ApiError(409, 'CONFLICT', `Lead ${id} holds no registration to cancel (${done.outcome === 'already' ? 'it was cancelled already' : 'it is not a registration for an event with places'}).`);
        if (done.promoted.length > 0) outbox?.wake();
        return detailOf(site, id);
      },
    },
    {
      method: 'POST', pattern: new RegExp(`${SITE}\\/([^/]+)\\/release$`), names: ['site', 'lead'],
      handler: async ({ req, params }) => {
        const session = await requireAdmissions(store.sql, req);
        const site = await siteSlug(params[0]!);
        const id = leadId(params[1]!);
        await mustExist(site, id);
        const at = new Date().toISOString();
        const released = await formsRepository(store.sql).transaction(async (tx) => {
          // Queued now as a new lead would have been: the time trap only held it.
          if (await releaseHeld(tx, outbox?.settings ?? {}, id) === null) return false;
          await leadsRepository(tx.sql).addEvent({ submission_id: id, at, actor: session.email, kind: 'release', value: '' });
          return true;
        });
        if (!released) throw new ApiError(409, 'CONFLICT', `Lead ${id} is not held for review: nothing to release.`);
        outbox?.wake();
        return new Answer(200, await detailOf(site, id));
      },
    },
  ];
}
