import { feedDescriptionOf, renderPageCalendar } from '../src/contract/event-calendar.js';
import type { ValidPage } from '../src/contract/schemas.js';
import { eventDataOf, sessionTime } from '../templates/event-data.js';
import { fieldLabel } from '../modules/form-fields.js';
import type { FormValues } from '../modules/form-schema.js';
import { formatDateRange, formatTimeRange, SCHOOL_TIME_ZONE } from '../modules/locale-format.js';
import type { UiLocale } from '../modules/ui-strings.js';

/**
 * What a lead becomes once it leaves the database (spec 5 forms, spec 8 event registration): the
 * e-mail to the admissions team, the confirmation to the visitor and the CRM's JSON. Functions of
 * the submission and of the page it was sent from (as published: the programme names the visitor
 * chose from, the event's date and place, the file of a download), so every channel tells the
 * same story and a retry sends the same words.
 */

export interface LeadSite { name: string; shortName: string; domainUrl: string }

/** The page a form was sent from, as the API composes it (null when it is gone or unpublished). */
export type LeadPage = Pick<ValidPage, 'id' | 'path' | 'title' | 'locale' | 'modified' | 'fullUrl' | 'structuredData' | 'structuredDataContent' | 'metaDescription' | 'socialDescription'> & { modules?: unknown };

export interface Lead {
  id: number;
  site: string;
  formType: string;
  locale: string;
  pagePath: string;
  createdAt: string;
  values: FormValues;
  /** The data-protection notice the consent was given under (modules/privacy-notice.ts). */
  notice?: { version: string; language: string } | undefined;
}

export interface Mail {
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  headers?: Record<string, string>;
}

const FORM_NAMES: Record<string, Record<UiLocale, string>> = {
  basic: { es_ES: 'Contacto', en_GB: 'Contact' },
  landing: { es_ES: 'Solicitud de información', en_GB: 'Information request' },
  download: { es_ES: 'Descarga', en_GB: 'Download' },
  newsletter: { es_ES: 'Boletín', en_GB: 'Newsletter' },
  event: { es_ES: 'Inscripción en evento', en_GB: 'Event registration' },
};

const localeOf = (locale: string): UiLocale => (locale === 'en_GB' ? 'en_GB' : 'es_ES');

/** The form modules of a page that send this form type, depth first (the module's fields are where the choices live). */
function formModuleOf(page: LeadPage | null, formType: string): Record<string, unknown> | undefined {
  const components: Record<string, string> = { basic: 'BasicForm', landing: 'LandingForm', download: 'DownloadForm', newsletter: 'Newsletter', event: 'BasicForm' };
  const stack: unknown[] = [page];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) { stack.push(...[...node].reverse()); continue; }
    if (!node || typeof node !== 'object') continue;
    const fields = node as Record<string, unknown>;
    const sends = fields.formType === formType || (fields.component === components[formType] && (fields.formType === undefined || fields.formType === formType));
    if (typeof fields.component === 'string' && sends) return fields;
    stack.push(...Object.values(fields).reverse());
  }
  return undefined;
}

/** The file a page's download form sends, or undefined. */
function downloadFileOf(page: LeadPage | null): string | undefined {
  const fileName = formModuleOf(page, 'download')?.fileName;
  return typeof fileName === 'string' ? fileName : undefined;
}

/** The programme page ids a lead chose: its programmes, else the one its form was preselected with. */
export function chosenProgrammeIds(values: FormValues): number[] {
  return Array.isArray(values.programs) ? values.programs : typeof values.preselectedProgram === 'number' ? [values.preselectedProgram] : [];
}

/** The programmes a visitor chose, by the names the form showed them (their ids when the page no longer lists one). */
export function programmesOf(lead: Lead, page: LeadPage | null): { id: number; name: string }[] {
  const chosen = chosenProgrammeIds(lead.values);
  const options = (formModuleOf(page, lead.formType)?.programOptions ?? []) as { id?: unknown; label?: unknown }[];
  return chosen.map((id) => {
    const option = options.find((o) => o.id === id);
    return { id, name: typeof option?.label === 'string' ? option.label : `#${id}` };
  });
}

const fullName = (values: FormValues) => [values.name, values.surname].filter((v) => typeof v === 'string' && v !== '').join(' ');

/** The event's date, time and place as its page shows them, in the lead's language. */
function eventFacts(page: LeadPage | null, locale: UiLocale) {
  const event = page ? eventDataOf(page) : null;
  if (!event) return null;
  const date = formatDateRange(event.start, event.end, locale, event.timeZone);
  const time = event.allDay ? undefined : formatTimeRange(event.start, event.end, locale, { timeZone: event.timeZone, zone: true });
  const address = event.address ? [event.address.streetAddress, [event.address.postalCode, event.address.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const place = event.online ? [event.platform, locale === 'es_ES' ? 'en línea' : 'online'].filter(Boolean).join(', ') : [event.place, address].filter(Boolean).join(', ');
  return { when: [date, time].filter(Boolean).join(', '), place };
}

const signature = (site: LeadSite, locale: UiLocale) => [
  '',
  '—',
  locale === 'es_ES' ? `Admisiones · ${site.name}` : `Admissions · ${site.name}`,
  site.domainUrl,
  '',
  locale === 'es_ES'
    ? `Recibes este correo porque se envió un formulario con esta dirección en ${new URL(site.domainUrl).host}. Si no fuiste tú, responde a este mensaje y borraremos tus datos.`
    : `You are receiving this email because a form was sent with this address on ${new URL(site.domainUrl).host}. If it was not you, reply to this message and we will delete your details.`,
];

/**
 * The visitor's confirmation in their language, or null for a form that sends none here (the
 * newsletter's is its double opt-in, sent by the sign-up itself). An event registration carries
 * the event's calendar file, the same bytes as the page's "Add to calendar"; a download, the link
 * to its file.
 */
export function visitorMail(lead: Lead, page: LeadPage | null, site: LeadSite, replyTo: string | undefined, newsletter?: { confirm: string; leave: string }, registration?: MailRegistration): Mail | null {
  const locale = localeOf(lead.locale);
  const es = locale === 'es_ES';
  const email = typeof lead.values.email === 'string' ? lead.values.email : '';
  if (!email || (lead.formType === 'newsletter' && !newsletter)) return null;
  const greeting = typeof lead.values.name === 'string' ? (es ? `Hola, ${lead.values.name}:` : `Dear ${lead.values.name},`) : (es ? 'Hola:' : 'Hello,');
  const base = { to: [email], replyTo };
  switch (lead.formType) {
    case 'newsletter': {
      // Double opt-in: nothing more is sent until the address's owner confirms (server/newsletter.ts).
      return { ...base, subject: es ? `Confirma tu suscripción al boletín de ${site.shortName.toUpperCase()}` : `Confirm your subscription to the ${site.shortName.toUpperCase()} newsletter`,
        text: [greeting, '',
          es ? `Alguien (esperamos que tú) ha suscrito ${email} al boletín de ${site.name}. Para empezar a recibirlo, confirma aquí:` : `Someone (we hope you) subscribed ${email} to the ${site.name} newsletter. To start receiving it, confirm here:`,
          newsletter!.confirm, '',
          es ? 'Si no has sido tú, no hagas nada: sin tu confirmación no te enviaremos nada más.' : 'If it was not you, do nothing: without your confirmation we will send you nothing more.',
          '', es ? `Para darte de baja en cualquier momento: ${newsletter!.leave}` : `To unsubscribe at any time: ${newsletter!.leave}`,
          ...signature(site, locale)].join('\n'),
        // RFC 8058: the mail client's own "Unsubscribe" button, one click, no page.
        headers: { 'List-Unsubscribe': `<${newsletter!.leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
    }
    case 'landing': {
      const programmes = programmesOf(lead, page).map((p) => `- ${p.name}`);
      return { ...base, subject: es ? 'Hemos recibido tu solicitud de información' : 'We have received your information request',
        text: [greeting, '', es ? 'Gracias por tu interés. Nos has pedido información sobre:' : 'Thank you for your interest. You asked us about:', ...programmes, '',
          es ? 'Nos pondremos en contacto contigo en breve para resolver tus dudas.' : 'We will be in touch with you shortly to answer your questions.', ...signature(site, locale)].join('\n') };
    }
    case 'download': {
      const fileName = downloadFileOf(page);
      const url = fileName ? `${site.domainUrl}/descargas/${encodeURIComponent(fileName)}` : page?.fullUrl ?? site.domainUrl;
      const what = fileName ?? page?.title ?? '';
      return { ...base, subject: es ? `Tu descarga: ${what}` : `Your download: ${what}`,
        text: [greeting, '', es ? 'Aquí tienes el archivo que pediste:' : 'Here is the file you asked for:', url, '',
          es ? 'Si tienes cualquier duda sobre nuestros programas, responde a este correo.' : 'If you have any question about our programmes, reply to this email.', ...signature(site, locale)].join('\n') };
    }
    case 'event': {
      if (registration) return registrationMail(registration.status === 'waiting' ? 'waiting' : 'confirmed', lead, page, site, replyTo, registration);
      const facts = eventFacts(page, locale);
      const calendar = page ? renderPageCalendar(page, site) : null;
      const title = page?.title ?? '';
      const people = Number(lead.values.attendees ?? 1);
      return { ...base, subject: es ? `Inscripción recibida: ${title}` : `Registration received: ${title}`,
        text: [greeting, '',
          es ? `Hemos recibido tu inscripción en «${title}» para ${people} ${people === 1 ? 'persona' : 'personas'}.` : `We have received your registration for “${title}” for ${people} ${people === 1 ? 'person' : 'people'}.`,
          '',
          ...(facts ? [`${es ? 'Cuándo' : 'When'}: ${facts.when}`, ...(facts.place ? [`${es ? 'Dónde' : 'Where'}: ${facts.place}`] : [])] : []),
          ...(page ? [`${es ? 'Más información' : 'More information'}: ${page.fullUrl}`] : []),
          ...(calendar ? ['', es ? 'Te adjuntamos el evento para que lo añadas a tu calendario.' : 'The event is attached so that you can add it to your calendar.'] : []),
          ...signature(site, locale)].join('\n'),
        ...(calendar ? { attachments: [{ filename: calendar.file.split('/').pop()!, content: calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] } : {}) };
    }
    default:
      return { ...base, subject: es ? 'Hemos recibido tu mensaje' : 'We have received your message',
        text: [greeting, '', es ? 'Gracias por escribirnos. Nos pondremos en contacto contigo en breve.' : 'Thank you for writing to us. We will be in touch with you shortly.',
          ...(typeof lead.values.message === 'string' ? ['', es ? 'Tu mensaje:' : 'Your message:', lead.values.message] : []), ...signature(site, locale)].join('\n') };
  }
}

/** A registration for an event with places, as its e-mails tell it (server/event-places.ts). */
export interface MailRegistration {
  status: 'confirmed' | 'waiting' | 'cancelled';
  session: { id: string; start: string; end?: string | undefined };
  /** The signed link that cancels it (server/event-cancel.ts). */
  cancel: string;
}

/** A session's day and times in the event's zone, named (the reader may be anywhere). */
const sessionWhen = (page: LeadPage | null, session: MailRegistration['session'], locale: UiLocale) =>
  sessionTime(session, locale, (page ? eventDataOf(page)?.timeZone : undefined) ?? SCHOOL_TIME_ZONE);

/**
 * The e-mails of a place (spec 4: confirmation and a reminder the day before, each with the link
 * that cancels and frees the place): `confirmed` when registered, `waiting` when on the waiting
 * list, `place` when a freed place went to them, `reminder` the day before their session. Null
 * once the registration is cancelled (a reminder still queued says nothing).
 */
export function registrationMail(kind: 'confirmed' | 'waiting' | 'place' | 'reminder', lead: Lead, page: LeadPage | null, site: LeadSite, replyTo: string | undefined, registration: MailRegistration): Mail | null {
  const locale = localeOf(lead.locale);
  const es = locale === 'es_ES';
  const email = typeof lead.values.email === 'string' ? lead.values.email : '';
  if (!email || registration.status === 'cancelled' || (kind !== 'waiting' && registration.status !== 'confirmed')) return null;
  const greeting = typeof lead.values.name === 'string' ? (es ? `Hola, ${lead.values.name}:` : `Dear ${lead.values.name},`) : (es ? 'Hola:' : 'Hello,');
  const title = page?.title ?? '';
  const people = Number(lead.values.attendees ?? 1);
  const who = es ? `${people} ${people === 1 ? 'persona' : 'personas'}` : `${people} ${people === 1 ? 'person' : 'people'}`;
  const when = sessionWhen(page, registration.session, locale);
  const place = eventFacts(page, locale)?.place;
  const subject = {
    confirmed: es ? `Plaza confirmada: ${title}` : `Place confirmed: ${title}`,
    waiting: es ? `Lista de espera: ${title}` : `Waiting list: ${title}`,
    place: es ? `Se ha liberado una plaza para ti: ${title}` : `A place has come free for you: ${title}`,
    reminder: es ? `Mañana: ${title}` : `Tomorrow: ${title}`,
  }[kind];
  const opening = {
    confirmed: es ? `Tu plaza en «${title}» está confirmada para ${who}.` : `Your place at “${title}” is confirmed for ${who}.`,
    waiting: es ? `Las plazas de esta sesión de «${title}» están todas ocupadas. Te hemos apuntado a la lista de espera para ${who}: si se libera una plaza, la damos por orden de inscripción y te avisamos por correo.`
      : `Every place in this session of “${title}” is taken. We have put you on the waiting list for ${who}: if a place comes free, it goes to the next in line and we will email you.`,
    place: es ? `Se ha liberado una plaza en «${title}» y es tuya: tu inscripción para ${who} está confirmada.` : `A place has come free at “${title}” and it is yours: your registration for ${who} is confirmed.`,
    reminder: es ? `Te esperamos mañana en «${title}» (${who}).` : `We look forward to seeing you tomorrow at “${title}” (${who}).`,
  }[kind];
  const cancelLine = kind === 'waiting'
    ? (es ? `Si ya no te interesa, sal de la lista de espera aquí: ${registration.cancel}` : `If you are no longer interested, leave the waiting list here: ${registration.cancel}`)
    : (es ? `Si no puedes venir, cancela aquí y tu plaza pasará a otra persona: ${registration.cancel}` : `If you cannot come, cancel here and your place will go to someone else: ${registration.cancel}`);
  const calendar = kind !== 'waiting' && page ? renderPageCalendar(page, site, registration.session) : null;
  return {
    to: [email], replyTo, subject,
    text: [greeting, '', opening, '',
      `${es ? 'Sesión' : 'Session'}: ${when}`, ...(place ? [`${es ? 'Dónde' : 'Where'}: ${place}`] : []),
      ...(page ? [`${es ? 'Más información' : 'More information'}: ${page.fullUrl}`] : []),
      ...(calendar ? ['', es ? 'Te adjuntamos la sesión para que la añadas a tu calendario.' : 'The session is attached so that you can add it to your calendar.'] : []),
      '', cancelLine,
      ...signature(site, locale)].join('\n'),
    ...(calendar ? { attachments: [{ filename: calendar.file.split('/').pop()!, content: calendar.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] } : {}),
  };
}

/** The admissions team's e-mail, in Spanish (the team's language): who, what, from which page, and what they consented to. */
export function admissionsMail(lead: Lead, page: LeadPage | null, site: LeadSite, to: string[], registration?: MailRegistration): Mail {
  const who = fullName(lead.values) || String(lead.values.email ?? '');
  const programmes = programmesOf(lead, page);
  const facts = lead.formType === 'event' ? eventFacts(page, 'es_ES') : null;
  const label = (name: string) => fieldLabel('es_ES', name) ?? name;
  const lines: string[] = [];
  for (const name of ['name', 'surname', 'email', 'phone', 'attendees', 'message'] as const) {
    const value = lead.values[name];
    if (value !== undefined && value !== '') lines.push(`${label(name === 'name' ? 'name' : name)}: ${String(value)}`);
  }
  const about = lead.formType === 'event' && page ? page.title : programmes.map((p) => p.name).join(', ');
  const fileName = downloadFileOf(page);
  return {
    to,
    replyTo: typeof lead.values.email === 'string' ? lead.values.email : undefined,
    subject: `[${site.shortName.toUpperCase()}] ${FORM_NAMES[lead.formType]?.es_ES ?? lead.formType}: ${who}${about ? ` · ${about}` : ''}`,
    text: [
      `Nueva solicitud desde la web (${FORM_NAMES[lead.formType]?.es_ES ?? lead.formType}), n.º ${lead.id}.`,
      '',
      ...lines,
      ...(programmes.length ? ['Programas:', ...programmes.map((p) => `- ${p.name}`)] : []),
      ...(lead.formType === 'event' && page ? [`Evento: ${page.title}${facts ? ` (${facts.when})` : ''}`] : []),
      ...(registration ? [`Sesión: ${sessionWhen(page, registration.session, 'es_ES')} (${registration.status === 'confirmed' ? 'plaza confirmada' : registration.status === 'waiting' ? 'en lista de espera' : 'cancelada'})`] : []),
      ...(lead.formType === 'download' && fileName ? [`Archivo: ${fileName}`] : []),
      '',
      `Página: ${site.domainUrl}${lead.pagePath}`,
      `Idioma: ${lead.locale === 'en_GB' ? 'inglés' : 'español'}`,
      `Enviado: ${new Date(lead.createdAt).toLocaleString('es-ES', { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })}`,
      `Protección de datos: aceptada${lead.notice ? ` (aviso ${lead.notice.version}, ${lead.notice.language === 'en_GB' ? 'inglés' : 'español'})` : ''}. Comunicaciones comerciales: ${lead.values.marketing === true ? 'sí' : 'no'}.`,
      '',
      'Si respondes a este correo, la respuesta llega directamente al interesado.',
    ].join('\n'),
  };
}

/**
 * The CRM's JSON for a lead (docs/leads.md documents it for integrators): stable for a lead, so a
 * retry sends the same body with the same idempotency key.
 */
export function crmPayload(lead: Lead, page: LeadPage | null, site: LeadSite, idempotencyKey: string, newsletter?: { confirmedAt: string | null; leftAt: string | null }, registration?: MailRegistration) {
  const v = lead.values;
  return {
    id: idempotencyKey,
    // A sign-up that was left is sent again as what it now is (docs/leads.md).
    type: newsletter?.leftAt ? 'newsletter.left' : 'lead.created',
    site: lead.site,
    lead: {
      id: lead.id,
      form: lead.formType,
      language: lead.locale,
      createdAt: lead.createdAt,
      page: { url: `${site.domainUrl}${lead.pagePath}`, title: page?.title ?? null },
      contact: { name: v.name ?? null, surname: v.surname ?? null, email: v.email ?? null, phone: v.phone ?? null },
      programmes: programmesOf(lead, page),
      programType: v.programType ?? null,
      message: v.message ?? null,
      // With places: the session chosen and whether it got them (confirmed) or a turn (waiting).
      event: lead.formType === 'event' && page ? {
        title: page.title, url: page.fullUrl, attendees: v.attendees ?? null, description: feedDescriptionOf(page) || null,
        session: registration ? { id: registration.session.id, start: registration.session.start, end: registration.session.end ?? null } : null,
        registration: registration?.status ?? null,
      } : null,
      consent: { privacy: v.privacy === true, marketing: v.marketing === true, notice: lead.notice ?? null },
      // A newsletter sign-up: when its address confirmed it (double opt-in) and when it left; null otherwise.
      newsletter: lead.formType === 'newsletter' ? { confirmedAt: newsletter?.confirmedAt ?? null, leftAt: newsletter?.leftAt ?? null } : null,
    },
  };
}
