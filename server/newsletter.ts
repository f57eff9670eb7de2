import type { IncomingMessage } from 'node:http';
import type { Sql } from './sql/sql.js';
import { channelsFor, type LeadSettings } from './lead-outbox.js';
import { deliveryKey, deliveriesRepository } from './storage/deliveries-repository.js';
import { newsletterState, type NewsletterAction } from './newsletter-links.js';
import { buttonForm, escapeHtml, fill, page, readSignedLink, type LinkPageAnswer } from './link-pages.js';

/**
 * Newsletter sign-ups confirmed by their address (double opt-in) and left by a link in every
 * e-mail (spec 5 forms; the AEPD asks that consent to commercial e-mail be shown to come from
 * the address's owner). With an SMTP relay, a sign-up is answered by an e-mail asking to confirm;
 * only a confirmed one reaches the CRM (and the team, when it asked for sign-ups). Leaving is
 * recorded and sent on to the CRM under a new idempotency key, so it is told apart from a retry.
 *
 * The links are `{publicApi}/newsletter/confirm?t=…` and `…/leave?t=…`: the token names the
 * submission and the action, signed with a key the database keeps (link_keys). A GET shows a page
 * with one button (mail scanners follow links; only a person presses the button); its POST does
 * it. `leave` also takes RFC 8058's one-click POST (`List-Unsubscribe=One-Click`), which mail
 * clients send from their own "Unsubscribe" button.
 */
const WORDS = {
  es: {
    confirmTitle: 'Confirma tu suscripción', confirmText: 'Pulsa el botón para recibir el boletín de {site} en {email}.', confirmButton: 'Confirmar la suscripción',
    confirmedTitle: 'Suscripción confirmada', confirmedText: 'Recibirás el boletín de {site} en {email}. Puedes darte de baja cuando quieras con el enlace del correo que te enviamos.',
    leaveTitle: 'Darte de baja del boletín', leaveText: 'Pulsa el botón y {email} dejará de recibir el boletín de {site}.', leaveButton: 'Darme de baja',
    leftTitle: 'Te has dado de baja', leftText: '{email} ya no recibirá el boletín de {site}.',
    badTitle: 'Este enlace no es válido', badText: 'Copia el enlace entero del correo, o vuelve a suscribirte desde la web.',
    goneTitle: 'Esta suscripción ya no existe', goneText: 'Sus datos se borraron (a petición o al terminar su plazo de conservación). Puedes volver a suscribirte desde la web.',
    alreadyLeft: 'Esta dirección se dio de baja: para volver a recibir el boletín, suscríbete de nuevo desde la web.',
  },
  en: {
    confirmTitle: 'Confirm your subscription', confirmText: 'Press the button to receive the {site} newsletter at {email}.', confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Subscription confirmed', confirmedText: 'You will receive the {site} newsletter at {email}. You can unsubscribe at any time with the link in the e-mail we sent you.',
    leaveTitle: 'Unsubscribe from the newsletter', leaveText: 'Press the button and {email} will no longer receive the {site} newsletter.', leaveButton: 'Unsubscribe',
    leftTitle: 'You have unsubscribed', leftText: '{email} will no longer receive the {site} newsletter.',
    badTitle: 'This link is not valid', badText: 'Copy the whole link from the e-mail, or sign up again on the website.',
    goneTitle: 'This subscription no longer exists', goneText: 'Its data was deleted (on request or when its retention period ended). You can sign up again on the website.',
    alreadyLeft: 'This address unsubscribed: to receive the newsletter again, sign up again on the website.',
  },
};
type Words = typeof WORDS.es;



/**
 * GET or POST {publicApi}/newsletter/{confirm|leave}?t=…: the page with its button, or what the
 * button (or a mail client's one-click POST) did. `body` is the POST's form body as text.
 */
export function createNewsletterHandler(sql: Sql, settings: LeadSettings, onQueued: () => void) {
  return async (req: IncomingMessage, action: NewsletterAction, token: string, body: string): Promise<LinkPageAnswer> => {
    const { id, sentToken, submission: row, lang, email } = await readSignedLink(sql, req, token, body, action);
    const t: Words = WORDS[lang];
    if (id === null) return { status: 400, html: page(lang, t.badTitle, `<p>${t.badText}</p>`) };
    if (!row || row.form_type !== 'newsletter') return { status: 404, html: page(lang, t.goneTitle, `<p>${t.goneText}</p>`) };
    const siteRow = await sql.get<{ json: string }>('SELECT json FROM sites WHERE slug = ?', [row.site]);
    // The school's short name ("EDTE"), as the e-mail's subject has it: "el boletín de EDTE".
    const site = siteRow ? String((JSON.parse(siteRow.json) as { shortName?: unknown }).shortName ?? row.site).toUpperCase() : row.site;
    const vars = { site, email };
    const state = await newsletterState(sql, id);
    if (req.method !== 'POST') {
      if (action === 'confirm' && state.leftAt) return { status: 200, html: page(lang, t.leftTitle, `<p>${escapeHtml(t.alreadyLeft)}</p>`) };
      if (action === 'confirm' && state.confirmedAt) return { status: 200, html: page(lang, t.confirmedTitle, `<p>${fill(t.confirmedText, vars)}</p>`) };
      if (action === 'leave' && state.leftAt) return { status: 200, html: page(lang, t.leftTitle, `<p>${fill(t.leftText, vars)}</p>`) };
      const [title, text, button] = action === 'confirm' ? [t.confirmTitle, t.confirmText, t.confirmButton] : [t.leaveTitle, t.leaveText, t.leaveButton];
      return {
        status: 200,
        html: page(lang, title, `<p>${fill(text, vars)}</p>${buttonForm(sentToken, button)}`),
      };
    }
    const now = new Date().toISOString();
    if (action === 'confirm') {
      if (state.leftAt) return { status: 409, html: page(lang, t.leftTitle, `<p>${escapeHtml(t.alreadyLeft)}</p>`) };
      const queued = await sql.transaction(async (tx) => {
        const changed = await tx.all('INSERT INTO newsletter_states (submission_id, confirmed_at) VALUES (?, ?) ON CONFLICT (submission_id) DO UPDATE SET confirmed_at = excluded.confirmed_at WHERE newsletter_states.confirmed_at IS NULL RETURNING submission_id', [id, now]);
        if (changed.length === 0) return false;
        // Now, and only now, the sign-up goes on: to the CRM, and to the team when it asked for sign-ups.
        const channels = channelsFor(settings, 'newsletter', 'confirmed').map((channel) => ({ channel, key: deliveryKey() }));
        if (channels.length > 0) await deliveriesRepository(tx).queue(id, channels, now);
        return channels.length > 0;
      });
      if (queued) onQueued();
      return { status: 200, html: page(lang, t.confirmedTitle, `<p>${fill(t.confirmedText, vars)}</p>`) };
    }
    const requeued = await sql.transaction(async (tx) => {
      const changed = await tx.all('INSERT INTO newsletter_states (submission_id, left_at) VALUES (?, ?) ON CONFLICT (submission_id) DO UPDATE SET left_at = excluded.left_at WHERE newsletter_states.left_at IS NULL RETURNING submission_id', [id, now]);
      if (changed.length === 0) return false;
      // The CRM that has the address is told, under a new key: a change, not a retry of the sign-up.
      const resent = await tx.all("UPDATE lead_deliveries SET state = 'pending', next_at = ?, lease_until = '', attempts = 0, idempotency_key = ?, sent_at = NULL WHERE submission_id = ? AND channel = 'crm' RETURNING id", [now, deliveryKey(), id]);
      return resent.length > 0;
    });
    if (requeued) onQueued();
    return { status: 200, html: page(lang, t.leftTitle, `<p>${fill(t.leftText, vars)}</p>`) };
  };
}

