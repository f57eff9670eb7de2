import { useRef, useState, type FormEvent } from 'react';
import { apiFetch } from './api-fetch.js';
import { FORM_MESSAGES, validateForm, type FormType, type FormValues } from './form-schema.js';
import { FormField, type FieldName, type ProgramOption } from './form-fields.js';
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
  /** Where submissions go: {publicApi}/forms/{formType}. */
  endpoint: string;
  site: string;
  pagePath: string;
  privacyPath: string;
  /** Event registration closed (spec 4): the message replaces the form. */
  closed?: boolean;
}

type Status = 'idle' | 'sending' | 'success' | 'error';

const FIELD_ORDER: readonly string[] = ['name', 'surname', 'email', 'phone', 'attendees', 'programType', 'programs', 'message', 'privacy', 'marketing'];

function readValues(form: HTMLFormElement, fields: readonly FieldName[], hidden: FormValues): FormValues {
  const values: FormValues = { ...hidden };
  const element = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  for (const name of fields) {
    const el = element(name);
    if (!el) continue;
    if (name === 'privacy' || name === 'marketing') values[name] = (el as HTMLInputElement).checked;
    else if (name === 'programs') values[name] = [...(el as HTMLSelectElement).selectedOptions].map((o) => Number(o.value));
    else if (name === 'attendees') values[name] = el.value === '' ? undefined : Number(el.value);
    else values[name] = el.value;
  }
  return values;
}

/**
 * Every form of the site (BasicForm, LandingForm, DownloadForm, Newsletter, IntroForm,
 * ModalForm, event registration), hydrated as an island. Validation uses the schemas the server
 * uses (modules/form-schema.ts): a field is checked when the visitor leaves it and again as they
 * correct it; on submit every field is checked, an error summary takes the focus, and what was
 * typed is never cleared by an error. The sending, success and error states are announced by a
 * live region present from the first render.
 */
export function FormView(props: FormViewProps) {
  const { id, formType, locale, fields, hidden = {} } = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [programType, setProgramType] = useState('');
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  if (props.closed) {
    return <p className="form__closed" role="status">{t(locale, 'formClosed')}</p>;
  }

  const messageFor = (key: keyof typeof FORM_MESSAGES) => t(locale, FORM_MESSAGES[key]);
  const check = (only?: string) => {
    const form = formRef.current;
    if (!form) return {};
    const found = Object.fromEntries(Object.entries(validateForm(formType, readValues(form, fields, hidden))).map(([f, key]) => [f, messageFor(key)]));
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
    if (target.name === 'programType') setProgramType(target.value);
    // Correcting a flagged field clears its message as soon as it is right; the programme
    // limit is checked on every change.
    if (touched[target.name] || errors[target.name] || target.name === 'programs') check(target.name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = check();
    setErrors(found);
    setTouched(Object.fromEntries(fields.map((f) => [f, true])));
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStatus('sending');
    try {
      const response = await apiFetch(props.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          lang: locale, site: props.site, pagePath: props.pagePath, startedAt,
          website: (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '',
          values: readValues(form, fields, hidden),
        }),
      });
      if (response.status === 201) {
        // The thank-you state is not a page for search engines (issue 7.2).
        markPageNoindex(document);
        setStatus('success');
        return;
      }
      if (response.status === 422) {
        const body = await response.json().catch(() => null) as { error?: { fields?: Record<string, string> } } | null;
        if (body?.error?.fields) {
          setErrors(body.error.fields);
          setStatus('idle');
          requestAnimationFrame(() => summaryRef.current?.focus());
          return;
        }
      }
      setStatus('error');
    } catch {
      setStatus('error');
    }
  };

  const another = () => {
    if (status === 'success') formRef.current?.reset();
    setErrors({});
    setTouched({});
    setProgramType('');
    setStartedAt(Date.now());
    setStatus('idle');
  };

  const ordered = Object.keys(errors).sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));
  const statusText = status === 'sending' ? t(locale, 'formSending') : status === 'success' ? t(locale, 'formSuccess') : status === 'error' ? t(locale, 'formError') : '';
  return (
    <div className="form" data-form-state={status}>
      <div className="form__status" role="status" aria-live="polite">{statusText && <p className={`form__message form__message--${status}`}>{statusText}</p>}</div>
      {(status === 'success' || status === 'error') && (
        <button type="button" className="button button--secondary form__another" onClick={another}>{t(locale, 'formAnother')}</button>
      )}
      <form
        ref={formRef} method="post" action={props.endpoint} noValidate data-form-type={formType}
        hidden={status === 'success'} onSubmit={onSubmit} onBlur={onBlur} onChange={onChange}
        aria-describedby={ordered.length > 0 ? `${id}-summary` : undefined}
      >
        {ordered.length > 0 && (
          <div id={`${id}-summary`} ref={summaryRef} className="form__summary" tabIndex={-1}>
            <p className="form__summary-title">{t(locale, 'formErrorsTitle')}</p>
            <ul>{ordered.map((f) => <li key={f}><a href={`#${id}-${f}`}>{errors[f]}</a></li>)}</ul>
          </div>
        )}
        {fields.map((name) => (
          <FormField
            key={name} formId={id} name={name} locale={locale} required={name !== 'marketing'}
            error={errors[name]} programs={props.programs} programTypes={props.programTypes}
            programType={programType} privacyPath={props.privacyPath}
          />
        ))}
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="button button--primary" disabled={status === 'sending'}>{props.submit}</button>
      </form>
    </div>
  );
}
