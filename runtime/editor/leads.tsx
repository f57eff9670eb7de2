/**
 * The admissions inbox (/__editor/leads; the API is server/leads.ts): every request a form
 * brought, for the admissions team and administrators. Filters by status, form, programme,
 * language and dates and a search by name, e-mail or phone; a lead opened shows what the person
 * sent and consented to, where its e-mails and CRM call stand, and what the team did with it;
 * its status, assignee and notes are changed there, each kept with who and when. The filtered
 * view exports as CSV or XLSX. Spanish first, English available; keyboard only; at 390 px the
 * lead opens below the list.
 */
import { StrictMode, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { schoolDateTime } from './school-time.js';
import { editorLang, fill, LOCALE_NAMES, setEditorLang, type EditorLang } from './strings.js';

const STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'discarded'] as const;
type Status = (typeof STATUSES)[number];
const FORMS = ['landing', 'event', 'download', 'basic', 'newsletter'] as const;

interface Summary {
  id: number; createdAt: string; form: string; lang: string; page: string; name: string; email: string; phone: string; message: string;
  programmes: number[]; status: Status; assignee: string; held: string | null; deadDeliveries: number;
}
interface Programme { key: number; names: Record<string, string> }
interface ListAnswer { page: number; totalPages: number; totalItems: number; items: Summary[]; programmes: Programme[]; assignees: string[] }
interface Detail extends Summary {
  pageTitle: string | null;
  values: Record<string, unknown>;
  programmeNames: Programme[];
  consent: { notice: string; noticeLanguage: string; privacy: boolean; marketing: boolean } | null;
  newsletter: { confirmedAt: string | null; leftAt: string | null } | null;
  /** An event registration's place (server/event-places.ts). */
  registration: { status: 'confirmed' | 'waiting' | 'cancelled'; session: string; start: string | null; end: string | null } | null;
  deliveries: { id: number; channel: string; state: string; attempts: number; lastError: string | null; sentAt: string | null; nextAt: string | null }[];
  history: { at: string; actor: string; kind: string; value: string }[];
}

const WORDS = {
  es: {
    title: 'Solicitudes', language: 'Idioma del editor', signOut: 'Salir',
    intro: 'Cada solicitud que llega por los formularios del sitio. Abre una para ver lo que envió la persona y anotar qué se ha hecho.',
    filters: 'Filtrar', search: 'Buscar por nombre, e-mail o teléfono', status: 'Estado', form: 'Formulario', programme: 'Programa', lang: 'Idioma',
    from: 'Desde', to: 'Hasta', any: 'Todos', apply: 'Aplicar', clear: 'Quitar filtros',
    exportCsv: 'Exportar CSV', exportXlsx: 'Exportar Excel (XLSX)',
    count: '{n} solicitudes', countOne: '1 solicitud', none: 'Ninguna solicitud coincide con estos filtros.', loading: 'Cargando…',
    failed: 'No se han podido cargar las solicitudes: {message}', more: 'Anterior', next: 'Siguiente', pageOf: 'Página {page} de {pages}',
    list: 'Solicitudes encontradas', open: 'Abrir la solicitud de {name}', nobody: 'Sin asignar', held: 'Retenida para revisión', failedDelivery: 'Envío fallido',
    detail: 'Solicitud', sent: 'Enviada el {when}', email: 'E-mail', phone: 'Teléfono', page: 'Página', message: 'Mensaje', attendees: 'Asistentes',
    consent: 'Consentimiento', privacyYes: 'Aceptó la política de privacidad', marketingYes: 'Acepta recibir comunicaciones', marketingNo: 'No quiere recibir comunicaciones',
    newsletter: 'Boletín', newsletterLeft: 'Se dio de baja el {when}', newsletterConfirmed: 'Confirmada por su dirección el {when}', newsletterPending: 'Sin confirmar: se le ha pedido por e-mail', newsletterUnasked: 'Sin confirmar: no hay correo configurado para pedírselo',
    notice: 'Aviso {version} en {language}', noConsent: 'Sin registro del aviso (enviada antes de que se guardara).',
    assignee: 'Asignada a', note: 'Nota', notePlaceholder: 'Qué se ha hablado, qué queda por hacer', save: 'Guardar', saved: 'Guardado.',
    deliveries: 'Envíos', channel_admissions: 'Aviso al equipo de admisiones', channel_visitor: 'Confirmación a la persona', channel_crm: 'CRM', channel_reminder: 'Recordatorio del día antes', channel_place: 'Aviso de plaza liberada',
    state_sent: 'enviado el {when}', state_pending: 'pendiente (intento {n})', state_dead: 'fallido tras {n} intentos: {error}', noDeliveries: 'Sin envíos: no hay correo ni CRM configurados, o la solicitud está retenida.',
    retry: 'Reintentar los envíos fallidos', release: 'No es spam: liberar', heldWhy: 'Retenida para revisión: {reason}',
    history: 'Historial', noHistory: 'Nadie ha cambiado nada todavía.', event_status: '{who} cambió el estado a «{value}»', event_assignee: '{who} la asignó a {value}',
    event_unassigned: '{who} la dejó sin asignar', event_note: '{who} anotó: {value}', event_retry: '{who} reintentó los envíos fallidos', event_release: '{who} la liberó: no era spam', event_cancel: '{who} canceló la inscripción',
    registration: 'Inscripción', reg_confirmed: 'plaza confirmada', reg_waiting: 'en lista de espera', reg_cancelled: 'cancelada', session: 'Sesión del {when}',
    cancelRegistration: 'Cancelar la inscripción y liberar sus plazas', confirmCancel: 'Sí, cancelarla', keepRegistration: 'No, mantenerla',
    close: 'Cerrar', notAllowed: 'Tu cuenta no puede ver solicitudes: contienen datos personales y son solo para el equipo de admisiones y la administración.',
    status_new: 'Nueva', status_contacted: 'Contactada', status_qualified: 'Cualificada', status_enrolled: 'Matriculada', status_discarded: 'Descartada',
    form_landing: 'Solicitud de información', form_event: 'Inscripción en evento', form_download: 'Descarga', form_basic: 'Contacto', form_newsletter: 'Boletín',
  },
  en: {
    title: 'Leads', language: 'Editor language', signOut: 'Sign out',
    intro: 'Every request the site\'s forms bring. Open one to see what the person sent and to note what has been done.',
    filters: 'Filter', search: 'Search by name, e-mail or phone', status: 'Status', form: 'Form', programme: 'Programme', lang: 'Language',
    from: 'From', to: 'To', any: 'Any', apply: 'Apply', clear: 'Clear filters',
    exportCsv: 'Export CSV', exportXlsx: 'Export Excel (XLSX)',
    count: '{n} leads', countOne: '1 lead', none: 'No lead matches these filters.', loading: 'Loading…',
    failed: 'The leads could not be loaded: {message}', more: 'Previous', next: 'Next', pageOf: 'Page {page} of {pages}',
    list: 'Leads found', open: 'Open the lead from {name}', nobody: 'Unassigned', held: 'Held for review', failedDelivery: 'Delivery failed',
    detail: 'Lead', sent: 'Sent on {when}', email: 'E-mail', phone: 'Phone', page: 'Page', message: 'Message', attendees: 'Attendees',
    consent: 'Consent', privacyYes: 'Accepted the privacy policy', marketingYes: 'Agrees to receive news', marketingNo: 'Does not want to receive news',
    newsletter: 'Newsletter', newsletterLeft: 'Unsubscribed on {when}', newsletterConfirmed: 'Confirmed by its address on {when}', newsletterPending: 'Not confirmed yet: asked by e-mail', newsletterUnasked: 'Not confirmed: no e-mail is set up to ask',
    notice: 'Notice {version} in {language}', noConsent: 'No record of the notice (sent before it was kept).',
    assignee: 'Assigned to', note: 'Note', notePlaceholder: 'What was said, what is left to do', save: 'Save', saved: 'Saved.',
    deliveries: 'Deliveries', channel_admissions: 'Notice to the admissions team', channel_visitor: 'Confirmation to the person', channel_crm: 'CRM', channel_reminder: 'Reminder the day before', channel_place: 'Notice that a place freed up',
    state_sent: 'sent on {when}', state_pending: 'pending (attempt {n})', state_dead: 'failed after {n} attempts: {error}', noDeliveries: 'No deliveries: no e-mail or CRM is set up, or the lead is held.',
    retry: 'Retry the failed deliveries', release: 'Not spam: release', heldWhy: 'Held for review: {reason}',
    history: 'History', noHistory: 'Nobody has changed anything yet.', event_status: '{who} set the status to “{value}”', event_assignee: '{who} assigned it to {value}',
    event_unassigned: '{who} left it unassigned', event_note: '{who} noted: {value}', event_retry: '{who} retried the failed deliveries', event_release: '{who} released it: not spam', event_cancel: '{who} cancelled the registration',
    registration: 'Registration', reg_confirmed: 'place confirmed', reg_waiting: 'on the waiting list', reg_cancelled: 'cancelled', session: 'Session of {when}',
    cancelRegistration: 'Cancel the registration and free its places', confirmCancel: 'Yes, cancel it', keepRegistration: 'No, keep it',
    close: 'Close', notAllowed: 'Your account cannot see leads: they hold personal data, for the admissions team and administrators only.',
    status_new: 'New', status_contacted: 'Contacted', status_qualified: 'Qualified', status_enrolled: 'Enrolled', status_discarded: 'Discarded',
    form_landing: 'Information request', form_event: 'Event registration', form_download: 'Download', form_basic: 'Contact', form_newsletter: 'Newsletter',
  },
} satisfies Record<EditorLang, Record<string, string>>;
type Key = keyof typeof WORDS.es;

interface Filters { q: string; status: string; form: string; programme: string; lang: string; from: string; to: string }
const NO_FILTERS: Filters = { q: '', status: '', form: '', programme: '', lang: '', from: '', to: '' };

const queryOf = (filters: Filters, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) if (value.trim()) query.set(name, value.trim());
  return query.toString();
};

/** Mounts the inbox on its page (data-mode="editor-leads"). */
export function startLeads(doc: Document = document): void {
  const root = doc.getElementById('editor-account')!;
  const site = doc.documentElement.dataset.site ?? 'main';
  createRoot(root).render(<StrictMode><Inbox site={site} /></StrictMode>);
}

function Inbox({ site }: { site: string }) {
  const [lang, setLang] = useState<EditorLang>(editorLang());
  const t = useCallback((key: Key, vars: Record<string, string | number> = {}) => fill(WORDS[lang][key], vars), [lang]);
  const [csrf, setCsrf] = useState<string | null>(null);
  const [me, setMe] = useState<string>('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<ListAnswer | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'forbidden'>('loading');
  const [error, setError] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const api = `/_api/site/${encodeURIComponent(site)}/leads`;

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${WORDS[lang].title} · sitegen`;
  }, [lang]);

  // Who is signed in: the session's CSRF token for writes; nobody, to the sign-in page and back.
  useEffect(() => {
    void fetch('/_api/accounts/me').then(async (response) => {
      if (response.status === 401) {
        location.assign(`/__editor/sign-in?next=${encodeURIComponent('/__editor/leads')}`);
        return;
      }
      const body = await response.json() as { email: string; role: string; csrfToken: string };
      setCsrf(body.csrfToken);
      setMe(body.email);
      if (body.role !== 'admissions' && body.role !== 'admin') setState('forbidden');
    });
  }, []);

  const load = useCallback(async (wanted: Filters, at: number) => {
    setState('loading');
    const response = await fetch(`${api}?${queryOf(wanted, { page: String(at) })}`).catch(() => null);
    if (response?.status === 403) { setState('forbidden'); return; }
    if (!response?.ok) {
      setError(response ? ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? String(response.status) : 'network');
      setState('failed');
      return;
    }
    setAnswer(await response.json() as ListAnswer);
    setState('ready');
    // For the keyboard and the tests alike: the inbox is there to act on.
    document.documentElement.dataset.editorReady = '';
  }, [api]);
  useEffect(() => { if (csrf) void load(shown, page); }, [csrf, shown, page, load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setShown(filters);
  };
  const programmeName = (key: number) => {
    const names = answer?.programmes.find((p) => p.key === key)?.names ?? {};
    return names[lang === 'en' ? 'en_GB' : 'es_ES'] ?? Object.values(names)[0] ?? `#${key}`;
  };
  const field = (name: keyof Filters) => ({
    id: `leads-${name}`, value: filters[name],
    onChange: (event: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: event.target.value })),
  });

  if (state === 'forbidden') {
    return <main className="editor-leads"><h1>{t('title')}</h1><p role="alert">{t('notAllowed')}</p></main>;
  }
  return (
    <div className="editor-leads">
      <header className="editor-leads__bar">
        <h1>{t('title')}</h1>
        <p className="editor-leads__me">
          {me && <span>{me}</span>}
          <label htmlFor="leads-editor-lang">{t('language')}</label>
          <select id="leads-editor-lang" value={lang} onChange={(event) => { const next = event.target.value === 'en' ? 'en' : 'es'; setEditorLang(next); setLang(next); }}>
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </p>
      </header>
      <main className="editor-leads__main">
        <p className="editor-leads__intro">{t('intro')}</p>
        <form className="editor-leads__filters" onSubmit={apply} aria-label={t('filters')}>
          <p className="editor-leads__search"><label htmlFor="leads-q">{t('search')}</label><input type="search" {...field('q')} /></p>
          <p><label htmlFor="leads-status">{t('status')}</label>
            <select {...field('status')}><option value="">{t('any')}</option>{STATUSES.map((s) => <option key={s} value={s}>{t(`status_${s}`)}</option>)}</select></p>
          <p><label htmlFor="leads-form">{t('form')}</label>
            <select {...field('form')}><option value="">{t('any')}</option>{FORMS.map((f) => <option key={f} value={f}>{t(`form_${f}`)}</option>)}</select></p>
          <p><label htmlFor="leads-programme">{t('programme')}</label>
            <select {...field('programme')}><option value="">{t('any')}</option>{answer?.programmes.map((p) => <option key={p.key} value={String(p.key)}>{programmeName(p.key)}</option>)}</select></p>
          <p><label htmlFor="leads-lang">{t('lang')}</label>
            <select {...field('lang')}><option value="">{t('any')}</option>{Object.entries(LOCALE_NAMES[lang]).map(([locale, name]) => <option key={locale} value={locale}>{name}</option>)}</select></p>
          <p><label htmlFor="leads-from">{t('from')}</label><input type="date" {...field('from')} /></p>
          <p><label htmlFor="leads-to">{t('to')}</label><input type="date" {...field('to')} /></p>
          <p className="editor-leads__actions">
            <button type="submit">{t('apply')}</button>
            <button type="button" onClick={() => { setFilters(NO_FILTERS); setPage(1); setShown(NO_FILTERS); }}>{t('clear')}</button>
          </p>
        </form>
        <p className="editor-leads__exports">
          <a href={`${api}/export?${queryOf(shown, { format: 'csv' })}`} download>{t('exportCsv')}</a>
          <a href={`${api}/export?${queryOf(shown, { format: 'xlsx' })}`} download>{t('exportXlsx')}</a>
        </p>
        <p role="status" className="editor-leads__count">
          {state === 'loading' ? t('loading') : state === 'failed' ? t('failed', { message: error }) : answer && (answer.totalItems === 0 ? t('none') : answer.totalItems === 1 ? t('countOne') : t('count', { n: answer.totalItems }))}
        </p>
        <div className="editor-leads__panes">
          {answer && answer.items.length > 0 && (
            <ul className="editor-leads__list" aria-label={t('list')}>
              {answer.items.map((lead) => (
                <li key={lead.id} className="editor-leads__item" data-status={lead.status} aria-current={openId === lead.id ? 'true' : undefined}>
                  <button type="button" className="editor-leads__open" aria-label={t('open', { name: lead.name || lead.email })} onClick={() => setOpenId(lead.id)}>
                    <span className="editor-leads__name">{lead.name || lead.email}</span>
                  </button>
                  <span className="editor-leads__facts">
                    <span>{t(`form_${lead.form}` as Key)}</span>
                    {lead.programmes.length > 0 && <span>{lead.programmes.map(programmeName).join(', ')}</span>}
                    <time dateTime={lead.createdAt}>{schoolDateTime(lang, lead.createdAt)}</time>
                  </span>
                  <span className="editor-leads__tags">
                    <span className="editor-leads__status">{t(`status_${lead.status}`)}</span>
                    <span>{lead.assignee || t('nobody')}</span>
                    {lead.held && <span className="editor-leads__warn">{t('held')}</span>}
                    {lead.deadDeliveries > 0 && <span className="editor-leads__warn">{t('failedDelivery')}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {openId !== null && csrf && (
            <LeadPanel key={openId} api={api} id={openId} csrf={csrf} lang={lang} t={t} assignees={answer?.assignees ?? []} programmeName={programmeName}
              onChanged={() => void load(shown, page)} onClose={() => {
                const opener = document.querySelector<HTMLButtonElement>(`.editor-leads__item[aria-current="true"] .editor-leads__open`);
                setOpenId(null);
                opener?.focus();
              }} />
          )}
        </div>
        {answer && answer.totalPages > 1 && (
          <nav className="editor-leads__pager" aria-label={t('pageOf', { page: answer.page, pages: answer.totalPages })}>
            <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('more')}</button>
            <span>{t('pageOf', { page: answer.page, pages: answer.totalPages })}</span>
            <button type="button" disabled={page >= answer.totalPages} onClick={() => setPage((p) => p + 1)}>{t('next')}</button>
          </nav>
        )}
      </main>
    </div>
  );
}

interface PanelProps {
  api: string; id: number; csrf: string; lang: EditorLang; assignees: string[];
  t: (key: Key, vars?: Record<string, string | number>) => string;
  programmeName: (key: number) => string;
  onChanged(): void; onClose(): void;
}

function LeadPanel({ api, id, csrf, lang, assignees, t, programmeName, onChanged, onClose }: PanelProps) {
  const [lead, setLead] = useState<Detail | null>(null);
  const [status, setStatus] = useState<Status>('new');
  const [assignee, setAssignee] = useState('');
  const [note, setNote] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const took = (detail: Detail) => {
    setLead(detail);
    setStatus(detail.status);
    setAssignee(detail.assignee);
  };
  useEffect(() => {
    void fetch(`${api}/${id}`).then(async (response) => {
      if (!response.ok) { setSaid(((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? String(response.status)); return; }
      took(await response.json() as Detail);
      heading.current?.focus();
    });
  }, [api, id]);

  const send = async (path: string, body?: unknown) => {
    setBusy(true);
    setSaid('');
    const response = await fetch(`${api}/${id}${path}`, {
      method: 'POST', headers: { 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null,
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      setSaid(response ? ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? String(response.status) : 'network');
      return false;
    }
    took(await response.json() as Detail);
    onChanged();
    return true;
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await send('', { status, assignee, ...(note.trim() ? { note: note.trim() } : {}) })) {
      setNote('');
      setSaid(t('saved'));
    }
  };

  const values = lead?.values ?? {};
  const deliveryState = (d: Detail['deliveries'][number]) =>
    d.state === 'sent' ? t('state_sent', { when: schoolDateTime(lang, d.sentAt ?? '') }) : d.state === 'pending' ? t('state_pending', { n: d.attempts + 1 }) : t('state_dead', { n: d.attempts, error: d.lastError ?? '' });
  const eventText = (e: Detail['history'][number]) =>
    e.kind === 'status' ? t('event_status', { who: e.actor, value: t(`status_${e.value}` as Key) })
      : e.kind === 'assignee' ? (e.value ? t('event_assignee', { who: e.actor, value: e.value }) : t('event_unassigned', { who: e.actor }))
        : t(`event_${e.kind}` as Key, { who: e.actor, value: e.value });

  return (
    <section className="editor-leads__detail" aria-labelledby="leads-detail-title">
      <h2 id="leads-detail-title" tabIndex={-1} ref={heading}>{lead ? (lead.name || lead.email) : t('loading')}</h2>
      {lead && (
        <>
          <p>{t(`form_${lead.form}` as Key)} · {t('sent', { when: schoolDateTime(lang, lead.createdAt) })} · {LOCALE_NAMES[lang][lead.lang] ?? lead.lang}</p>
          {lead.held && <p className="editor-leads__warn">{t('heldWhy', { reason: lead.held })} <button type="button" disabled={busy} onClick={() => void send('/release')}>{t('release')}</button></p>}
          <dl className="editor-leads__values">
            {lead.email && <><dt>{t('email')}</dt><dd><a href={`mailto:${lead.email}`}>{lead.email}</a></dd></>}
            {lead.phone && <><dt>{t('phone')}</dt><dd><a href={`tel:${lead.phone.replace(/\s/g, '')}`}>{lead.phone}</a></dd></>}
            {lead.programmes.length > 0 && <><dt>{t('programme')}</dt><dd>{lead.programmes.map(programmeName).join(', ')}</dd></>}
            {typeof values.attendees === 'number' && <><dt>{t('attendees')}</dt><dd>{values.attendees}</dd></>}
            <dt>{t('page')}</dt><dd>{lead.pageTitle ? `${lead.pageTitle} (${lead.page})` : lead.page}</dd>
            {lead.message && <><dt>{t('message')}</dt><dd className="editor-leads__message">{lead.message}</dd></>}
            {lead.newsletter && <><dt>{t('newsletter')}</dt><dd>{lead.newsletter.leftAt ? t('newsletterLeft', { when: schoolDateTime(lang, lead.newsletter.leftAt) })
              : lead.newsletter.confirmedAt ? t('newsletterConfirmed', { when: schoolDateTime(lang, lead.newsletter.confirmedAt) })
                : lead.deliveries.some((d) => d.channel === 'visitor') ? t('newsletterPending') : t('newsletterUnasked')}</dd></>}
            {lead.registration && <><dt>{t('registration')}</dt><dd>
              {lead.registration.start ? `${t('session', { when: schoolDateTime(lang, lead.registration.start) })} · ` : ''}{t(`reg_${lead.registration.status}`)}
              {/* Two steps: a slip of the mouse does not give a visitor's places away. */}
              {lead.registration.status !== 'cancelled' && !confirmCancel && <> <button type="button" disabled={busy} onClick={() => setConfirmCancel(true)}>{t('cancelRegistration')}</button></>}
              {lead.registration.status !== 'cancelled' && confirmCancel && <> <button type="button" className="editor-dialog__confirm" disabled={busy} onClick={() => void send('/cancel-registration').then(() => setConfirmCancel(false))}>{t('confirmCancel')}</button> <button type="button" onClick={() => setConfirmCancel(false)}>{t('keepRegistration')}</button></>}
            </dd></>}
            <dt>{t('consent')}</dt>
            <dd>{lead.consent
              ? <>{t('privacyYes')}. {lead.consent.marketing ? t('marketingYes') : t('marketingNo')}. {t('notice', { version: lead.consent.notice, language: LOCALE_NAMES[lang][lead.consent.noticeLanguage] ?? lead.consent.noticeLanguage })}</>
              : t('noConsent')}</dd>
          </dl>
          <form className="editor-leads__change" onSubmit={(event) => void save(event)}>
            <p><label htmlFor="lead-status">{t('status')}</label>
              <select id="lead-status" value={status} onChange={(event) => setStatus(event.target.value as Status)}>{STATUSES.map((s) => <option key={s} value={s}>{t(`status_${s}`)}</option>)}</select></p>
            <p><label htmlFor="lead-assignee">{t('assignee')}</label>
              <select id="lead-assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
                <option value="">{t('nobody')}</option>{assignees.map((a) => <option key={a} value={a}>{a}</option>)}</select></p>
            <p className="editor-leads__note"><label htmlFor="lead-note">{t('note')}</label>
              <textarea id="lead-note" rows={3} maxLength={4000} placeholder={t('notePlaceholder')} value={note} onChange={(event) => setNote(event.target.value)} /></p>
            <p className="editor-leads__actions">
              <button type="submit" className="editor-dialog__confirm" disabled={busy}>{t('save')}</button>
              <button type="button" onClick={onClose}>{t('close')}</button>
            </p>
          </form>
          <p role="status" className="editor-leads__said">{said}</p>
          <h3>{t('deliveries')}</h3>
          {lead.deliveries.length === 0 ? <p>{t('noDeliveries')}</p> : (
            <ul className="editor-leads__deliveries">
              {lead.deliveries.map((d) => <li key={d.id} data-state={d.state}>{t(`channel_${d.channel}` as Key)}: {deliveryState(d)}</li>)}
            </ul>
          )}
          {lead.deliveries.some((d) => d.state === 'dead') && <p><button type="button" disabled={busy} onClick={() => void send('/retry')}>{t('retry')}</button></p>}
          <h3>{t('history')}</h3>
          {lead.history.length === 0 ? <p>{t('noHistory')}</p> : (
            <ol className="editor-leads__history">
              {[...lead.history].reverse().map((e, i) => <li key={`${e.at}-${i}`}><time dateTime={e.at}>{schoolDateTime(lang, e.at)}</time> {eventText(e)}</li>)}
            </ol>
          )}
        </>
      )}
      {!lead && said && <p role="alert">{said}</p>}
    </section>
  );
}
