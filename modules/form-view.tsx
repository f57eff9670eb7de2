import { noticeVersion } from './privacy-notice.js';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { apiFetch } from './api-fetch.js';
import { FORM_MESSAGES, validateForm, type FormType, type FormValues } from './form-schema.js';
import { FormField, fieldLabel, placesText, type FieldName, type ProgramOption, type SessionOption } from './form-fields.js';
import { markPageNoindex } from './page-robots.js';
import { t, type UiLocale } from './ui-strings.js';

export interface FormViewProps {
  id: string;
  formType: FormType;
  locale: UiLocale;
  fields: readonly FieldName[];
  submit: string;
  /** Values sent without a visible field (a programme page's own programme). */
  hidden?: FormValues;
  programs?: ProgramOption[];
  programTypes?: { value: string; label: string }[];
  /** Chosen and checked when the form is first shown (a programme page preselects its own). */
  initialProgramType?: string;
  initialPrograms?: number[];
  /** Where submissions go: {publicApi}/forms/{formType}. */
  endpoint: string;
  site: string;
  pagePath: string;
  privacyPath: string;
  /** Event registration closed (spec 4): the message replaces the form. */
  closed?: boolean;
  /**
   * An event with places (server/event-places.ts): its sessions still to come (one is sent
   * without a choice), and where their places left are read ({publicApi}/events/places).
   */
  sessions?: SessionOption[];
  placesEndpoint?: string;
}

/** How often a registration form asks again for its places left, while its page is shown. */
const PLACES_REFRESH_MS = 60_000;

type Status = 'idle' | 'sending' | 'success' | 'error';
/** What takes the focus after a render: the outcome, the error summary or the first field. */
type FocusTarget = 'outcome' | 'summary' | 'first' | null;

function readValues(form: HTMLFormElement, fields: readonly FieldName[], hidden: FormValues): FormValues {
  const values: FormValues = { ...hidden };
  const element = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  for (const name of fields) {
    if (name === 'programs') {
      // The checked boxes of the group ([] before a type is chosen: the type is then the error).
      values[name] = [...form.querySelectorAll<HTMLInputElement>('input[name="programs"]:checked')].map((o) => Number(o.value));
      continue;
    }
    const el = element(name);
    if (!el) continue;
    if (name === 'session') {
      const chosen = form.querySelector<HTMLInputElement>('input[name="session"]:checked');
      if (chosen) values[name] = chosen.value;
      continue;
    }
    if (name === 'privacy' || name === 'marketing') values[name] = (el as HTMLInputElement).checked;
    else if (name === 'attendees') values[name] = el.value === '' ? undefined : Number(el.value);
    else values[name] = el.value;
  }
  return values;
}

/**
 * Every form of the site (BasicForm, LandingForm, DownloadForm, Newsletter, IntroForm,
 * ModalForm, event registration), hydrated as an island. Validation uses the schemas the server
 * uses (modules/form-schema.ts): a field is checked when the visitor leaves it (its own inline
 * message, nothing more) and again as they correct it. Only a submit opens the error summary,
 * which takes the focus and names each field with a link that focuses it; what was typed is
 * never cleared by an error. Spec 4: success and error each end in their message, which takes
 * the focus and is scrolled into view, with "Submit another request"; on success the message
 * replaces the form, and "Submit another request" brings it back empty. The states are also
 * announced by a live region present from the first render.
 */
export function FormView(props: FormViewProps) {
  const { id, formType, locale, fields, hidden = {} } = props;
  const initialType = props.initialProgramType ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  // Whether the server e-mailed the visitor (its 201 says so): what the success message may promise.
  const [emailed, setEmailed] = useState(false);
  const [programType, setProgramType] = useState(initialType);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  // A new key mounts a new, empty form ("Submit another request" after a success).
  const [formKey, setFormKey] = useState(0);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // An event's places left per session, as the API last said (undefined until it has), and the session chosen.
  const [places, setPlaces] = useState<Record<string, number>>();
  const [session, setSession] = useState(props.sessions?.length === 1 ? props.sessions[0]!.id : '');
  // Whether the registration got its places or a turn on the waiting list (its 201 says).
  const [registration, setRegistration] = useState<string>();
  const [placesAsked, setPlacesAsked] = useState(0);

  // Places change while the page is open: asked for when the form shows, every minute while the
  // page is in view, and after each registration. An answer that fails leaves the last one.
  useEffect(() => {
    const endpoint = props.placesEndpoint;
    if (!endpoint || !props.sessions?.length) return;
    let live = true;
    const ask = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const response = await apiFetch(`${endpoint}?site=${encodeURIComponent(props.site)}&path=${encodeURIComponent(props.pagePath)}`, { headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const body = await response.json() as { sessions?: { id: string; left: number }[] };
        if (live && Array.isArray(body.sessions)) setPlaces(Object.fromEntries(body.sessions.map((s) => [s.id, s.left])));
      } catch {
        // Offline or the API away: the form still works; the server places the registration.
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), PLACES_REFRESH_MS);
    const onShow = () => { if (document.visibilityState === 'visible') void ask(); };
    document.addEventListener('visibilitychange', onShow);
    return () => { live = false; clearInterval(timer); document.removeEventListener('visibilitychange', onShow); };
  }, [props.placesEndpoint, props.sessions, props.site, props.pagePath, placesAsked]);

  // Focus moves after the render that shows its target. The outcome is centred so that its
  // "Submit another request" shows with it; the summary and fields start at the top.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    const target = focusTarget === 'outcome' ? outcomeRef.current
      : focusTarget === 'summary' ? summaryRef.current
      : formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
    if (!target) return;
    target.focus({ preventScroll: true });
    (focusTarget === 'first' ? target.closest('.field') ?? target : target).scrollIntoView({ block: focusTarget === 'outcome' ? 'center' : 'start' });
  }, [focusTarget]);

  if (props.closed) {
    return <p className="form__closed" role="status">{t(locale, 'formClosed')}</p>;
  }

  const messageFor = (key: keyof typeof FORM_MESSAGES) => t(locale, FORM_MESSAGES[key]);
  const check = (only?: string) => {
    const form = formRef.current;
    if (!form) return {};
    const values = readValues(form, fields, hidden);
    const found = Object.fromEntries(Object.entries(validateForm(formType, values)).map(([f, key]) => [f, messageFor(key)]));
    // A session must be chosen where there are several (the schema cannot know the event has them).
    if (fields.includes('session') && !values.session) found.session = messageFor('required');
    if (only !== undefined) {
      setErrors((current) => {
        const next = { ...current };
        if (found[only]) next[only] = found[only]!;
        else delete next[only];
        return next;
      });
    }
    return found;
  };
  const onBlur = (event: { target: EventTarget }) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !fields.includes(name as FieldName)) return;
    setTouched((current) => ({ ...current, [name]: true }));
    check(name);
  };
  const onChange = (event: { target: EventTarget }) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'programType') {
      setProgramType(target.value);
      // The boxes of the previous type are gone: their message (if any) went with them.
      setErrors((current) => {
        const next = { ...current };
        delete next.programs;
        return next;
      });
    }
    // Correcting a flagged field clears its message as soon as it is right; the programme
    // limit is checked on every change.
    if (target.name === 'session') setSession(target.value);
    if (touched[target.name] || errors[target.name] || target.name === 'programs') check(target.name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = check();
    setErrors(found);
    setSubmitted(true);
    setTouched(Object.fromEntries(fields.map((f) => [f, true])));
    if (Object.keys(found).length > 0) {
      setFocusTarget('summary');
      return;
    }
    setStatus('sending');
    try {
      const response = await apiFetch(props.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          // How long the form took to fill, by this browser's clock (the server's time trap):
          // a clock set wrong moves both ends alike.
          // The notice's version, recorded with the consent given under it.
          lang: locale, site: props.site, pagePath: props.pagePath, startedAt, filledMs: Date.now() - startedAt, notice: noticeVersion(locale),
          website: (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '',
          values: readValues(form, fields, hidden),
        }),
      });
      if (response.status === 201) {
        // The thank-you state is not a page for search engines.
        markPageNoindex(document);
        const answer = await response.json().catch(() => null) as { emailed?: boolean; registration?: string } | null;
        setEmailed(answer?.emailed === true);
        setRegistration(answer?.registration);
        setPlacesAsked((n) => n + 1);
        setStatus('success');
        setFocusTarget('outcome');
        return;
      }
      if (response.status === 422) {
        const body = await response.json().catch(() => null) as { error?: { fields?: Record<string, string> } } | null;
        if (body?.error?.fields) {
          setErrors(body.error.fields);
          setStatus('idle');
          setFocusTarget('summary');
          return;
        }
      }
      setStatus('error');
      setFocusTarget('outcome');
    } catch {
      setStatus('error');
      setFocusTarget('outcome');
    }
  };

  const another = () => {
    // After a success the form comes back empty (a new one); after an error it keeps what was
    // typed, to send again.
    if (status === 'success') {
      setFormKey((k) => k + 1);
      setProgramType(initialType);
      setSession(props.sessions?.length === 1 ? props.sessions[0]!.id : '');
    }
    setErrors({});
    setTouched({});
    setSubmitted(false);
    setStartedAt(Date.now());
    setStatus('idle');
    setFocusTarget('first');
  };

  /** A summary link focuses its field (the first box of a group) and scrolls its label into view. */
  const goToField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const target = document.getElementById(`${id}-${field}`);
    if (!target) return;
    event.preventDefault();
    const control = target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>('input:not(:disabled)') : target;
    (control ?? target).focus({ preventScroll: true });
    (target.closest('.field') ?? target).scrollIntoView({ block: 'start' });
  };

  const ordered = fields.filter((f) => errors[f]);
  const successKey = formType === 'newsletter' ? (emailed ? 'newsletterConfirmSent' : 'newsletterReceived')
    : formType === 'event' && registration === 'confirmed' ? (emailed ? 'eventConfirmedEmailed' : 'eventConfirmed')
      : formType === 'event' && registration === 'waiting' ? (emailed ? 'eventWaitingEmailed' : 'eventWaiting')
        : formType === 'event' ? (emailed ? 'eventRegisteredEmailed' : 'eventRegistered')
      : formType === 'download' && emailed ? 'downloadEmailed' : 'formSuccess';
  const statusText = status === 'sending' ? t(locale, 'formSending') : status === 'success' ? t(locale, successKey) : status === 'error' ? t(locale, 'formError') : '';
  const done = status === 'success' || status === 'error';
  // The session chosen is full: the registration joins its waiting list, and the form says so before it is sent.
  const full = session !== '' && places?.[session] === 0;
  const single = props.sessions?.length === 1 ? props.sessions[0] : undefined;
  const summary = submitted && ordered.length > 0;
  return (
    <div className="form" data-form-state={status}>
      <div className="form__status" role="status" aria-live="polite">
        {statusText && <p ref={outcomeRef} tabIndex={done ? -1 : undefined} className={`form__message form__message--${status}`}>{statusText}</p>}
      </div>
      {done && (
        <button type="button" className="button button--secondary form__another" onClick={another}>{t(locale, 'formAnother')}</button>
      )}
      {status !== 'success' && (
        <form
          key={formKey} ref={formRef} method="post" action={props.endpoint} noValidate data-form-type={formType}
          onSubmit={onSubmit} onBlur={onBlur} onChange={onChange}
          aria-describedby={summary ? `${id}-summary` : undefined}
        >
          {summary && (
            <div id={`${id}-summary`} ref={summaryRef} className="form__summary" tabIndex={-1}>
              <p className="form__summary-title">{t(locale, 'formErrorsTitle')}</p>
              <ul>
                {ordered.map((f) => (
                  <li key={f}><a href={`#${id}-${f}`} onClick={(event) => goToField(event, f)}>{`${fieldLabel(locale, f) ?? f}: ${errors[f]}`}</a></li>
                ))}
              </ul>
            </div>
          )}
          {fields.map((name) => (
            <FormField
              key={name} formId={id} name={name} locale={locale} required={name !== 'marketing'}
              error={errors[name]} programs={props.programs} programTypes={props.programTypes}
              programType={programType} initialPrograms={props.initialPrograms} privacyPath={props.privacyPath}
              sessions={props.sessions} places={places}
            />
          ))}
          {single && <p className="form__places field__places" data-left={places?.[single.id]}>{placesText(locale, places?.[single.id])}</p>}
          {full && <p className="form__waiting">{t(locale, 'waitingListNotice')}</p>}
          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div className="form__trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t(locale, 'trapLabel')}</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>{full ? t(locale, 'joinWaitingList') : props.submit}</button>
        </form>
      )}
    </div>
  );
}
