import type { IncomingMessage } from 'node:http';
import { SCHOOL_TIME_ZONE } from '../modules/locale-format.js';
import { sessionTime } from '../templates/event-data.js';
import { cancel, placeOf } from './event-places.js';
import type { LeadSettings } from './lead-outbox.js';
import { buttonForm, escapeHtml, fill, page, readSignedLink, type LinkPageAnswer } from './link-pages.js';
import type { Sql } from './sql/sql.js';

/**
 * The signed link in every e-mail of an event registration (spec 4: "a signed link to cancel that
 * frees the place"): `{publicApi}/events/cancel?t=…`, a page like the newsletter's
 * (server/link-pages.ts) whose POST cancels: the places go back to the session and on to its
 * waiting list (server/event-places.ts).
 */
const WORDS = {
  es: {
    askTitle: 'Cancelar tu inscripción', askText: 'Vas a cancelar la inscripción de {email} en «{event}» ({when}). Tu plaza pasará a la siguiente persona de la lista de espera.',
    askWaiting: 'Vas a salir de la lista de espera de «{event}» ({when}) con {email}.', button: 'Cancelar la inscripción', buttonWaiting: 'Salir de la lista de espera',
    doneTitle: 'Inscripción cancelada', doneText: 'Hemos cancelado la inscripción de {email} en «{event}». Gracias por avisarnos: tu plaza ya está libre para otra persona.',
    doneWaiting: 'Has salido de la lista de espera de «{event}».',
    alreadyTitle: 'Esta inscripción ya estaba cancelada', alreadyText: 'No hay nada más que hacer. Si quieres volver a inscribirte, hazlo desde la página del evento.',
    badTitle: 'Este enlace no es válido', badText: 'Copia el enlace entero del correo que te enviamos.',
    goneTitle: 'Esta inscripción ya no existe', goneText: 'Sus datos se borraron (a petición o al terminar su plazo de conservación).',
  },
  en: {
    askTitle: 'Cancel your registration', askText: 'You are about to cancel the registration of {email} for “{event}” ({when}). Your place will go to the next person on the waiting list.',
    askWaiting: 'You are about to leave the waiting list for “{event}” ({when}) with {email}.', button: 'Cancel my registration', buttonWaiting: 'Leave the waiting list',
    doneTitle: 'Registration cancelled', doneText: 'We have cancelled the registration of {email} for “{event}”. Thank you for letting us know: your place is now free for someone else.',
    doneWaiting: 'You have left the waiting list for “{event}”.',
    alreadyTitle: 'This registration was already cancelled', alreadyText: 'There is nothing more to do. To register again, use the event’s page.',
    badTitle: 'This link is not valid', badText: 'Copy the whole link from the e-mail we sent you.',
    goneTitle: 'This registration no longer exists', goneText: 'Its data was deleted (on request or when its retention period ended).',
  },
};

/** GET or POST {publicApi}/events/cancel?t=…: the page with its button, or what the button did. `body` is the POST's form body. */
export function createEventCancelHandler(sql: Sql, settings: LeadSettings, onQueued: () => void) {
  return async (req: IncomingMessage, token: string, body: string): Promise<LinkPageAnswer> => {
    const { id, sentToken, submission, lang, email } = await readSignedLink(sql, req, token, body, 'cancel');
    const place = id === null ? null : await placeOf(sql, id);
    const t = WORDS[lang];
    if (id === null) return { status: 400, html: page(lang, t.badTitle, `<p>${t.badText}</p>`) };
    if (!submission || !place) return { status: 404, html: page(lang, t.goneTitle, `<p>${t.goneText}</p>`) };
    const { registration, at, session } = place;
    const when = session ? sessionTime(session, lang === 'en' ? 'en_GB' : 'es_ES', at?.event?.timeZone ?? SCHOOL_TIME_ZONE) : '';
    const vars = { email, event: String(at?.page.title ?? ''), when };
    const waiting = registration.status === 'waiting';
    if (registration.status === 'cancelled') return { status: 200, html: page(lang, t.alreadyTitle, `<p>${escapeHtml(t.alreadyText)}</p>`) };
    if (req.method !== 'POST') {
      return {
        status: 200,
        html: page(lang, t.askTitle, `<p>${fill(waiting ? t.askWaiting : t.askText, vars)}</p>${buttonForm(sentToken, waiting ? t.buttonWaiting : t.button)}`),
      };
    }
    const done = await sql.transaction((tx) => cancel(tx, settings, id, Date.now()));
    if (done.outcome !== 'cancelled') return { status: 200, html: page(lang, t.alreadyTitle, `<p>${escapeHtml(t.alreadyText)}</p>`) };
    if (done.promoted.length > 0) onQueued();
    return { status: 200, html: page(lang, t.doneTitle, `<p>${fill(done.was === 'waiting' ? t.doneWaiting : t.doneText, vars)}</p>`) };
  };
}
