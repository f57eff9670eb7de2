import type { ReactNode } from 'react';
import { t, type UiLocale } from './ui-strings.js';

/**
 * The fields forms are made of, rendered with their labels and autocomplete tokens (WCAG 1.3.5).
 * A field with an error is aria-invalid and described by its message; ids are unique per form.
 */
export type FieldName = 'name' | 'surname' | 'email' | 'phone' | 'message' | 'programType' | 'programs' | 'session' | 'attendees' | 'privacy' | 'marketing';

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = { name: 'given-name', surname: 'family-name', email: 'email', phone: 'tel' };
const LABEL: Record<FieldName, Parameters<typeof t>[1]> = {
  name: 'firstName', surname: 'surname', email: 'emailAddress', phone: 'phone', message: 'message',
  programType: 'programType', programs: 'programs', session: 'eventSession', attendees: 'attendees', privacy: 'privacyConsent', marketing: 'marketingConsent',
};

/** The visible label of a field: the error summary names fields with it. */
export function fieldLabel(locale: UiLocale, name: string): string | undefined {
  return name in LABEL ? t(locale, LABEL[name as FieldName]) : undefined;
}

export interface ProgramOption { id: number; label: string; type: string }
/** A session a registration may choose (server/event-places.ts), labelled with its time. */
export interface SessionOption { id: string; label: string }

/** A session's places as the API last said (undefined until it has): "12 places left", or full. */
export function placesText(locale: UiLocale, left: number | undefined): string {
  if (left === undefined) return '';
  return left <= 0 ? t(locale, 'sessionFull') : left === 1 ? t(locale, 'placeLeft') : t(locale, 'placesLeft', { n: left });
}

export function FormField({ formId, name, locale, required = true, programs = [], programTypes = [], programType = '', initialPrograms = [], sessions = [], places, error, privacyPath }: {
  formId: string;
  name: FieldName;
  locale: UiLocale;
  required?: boolean;
  programs?: ProgramOption[] | undefined;
  programTypes?: { value: string; label: string }[] | undefined;
  /** The chosen programme type: the programme selector is usable only once there is one (spec 5). */
  programType?: string;
  /** Programmes checked when the form is first shown (a programme page's own). */
  initialPrograms?: readonly number[] | undefined;
  /** An event's sessions, and the places left in each (by id) once the API has said. */
  sessions?: readonly SessionOption[] | undefined;
  places?: Record<string, number> | undefined;
  error?: string | undefined;
  privacyPath?: string | undefined;
}) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [name === 'privacy' ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': described };
  const label = (
    <label htmlFor={id}>
      {t(locale, LABEL[name])}
      {required && <span className="field__required" aria-hidden="true"> *</span>}
    </label>
  );
  const message = error ? <p id={errorId} className="field__error">{error}</p> : null;
  let control: ReactNode;
  switch (name) {
    case 'privacy':
    case 'marketing':
      return (
        <div className={`field field--check${error ? ' field--invalid' : ''}`}>
          <input id={id} name={name} type="checkbox" required={required} {...aria} />
          {label}
          {name === 'privacy' && (
            <p id={hintId} className="field__hint">
              {t(locale, 'privacyInfo')} {privacyPath ? <a href={privacyPath}>{t(locale, 'privacyPolicy')}</a> : t(locale, 'privacyPolicy')}.
            </p>
          )}
          {message}
        </div>
      );
    case 'message':
      control = <textarea id={id} name={name} rows={4} required={required} {...aria} />;
      break;
    case 'attendees':
      control = <input id={id} name={name} type="number" inputMode="numeric" min={1} max={10} defaultValue="1" required={required} {...aria} />;
      break;
    case 'programType':
      control = (
        <select id={id} name={name} required={required} defaultValue={programType} {...aria}>
          <option value="" disabled>{t(locale, 'formChooseType')}</option>
          {programTypes.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
        </select>
      );
      break;
    case 'programs': {
      // A group of checkboxes, not a multiple select: whole names wrap at any width, and a tap
      // or Space checks one without Ctrl (spec 5: at most 3, usable once a type is chosen).
      // The error summary links to the group's id and focuses its first box.
      const offered = programType ? programs.filter((p) => p.type === programType) : [];
      const groupDescribed = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
      return (
        <fieldset id={id} className={`field field--group${error ? ' field--invalid' : ''}`} disabled={!programType} aria-describedby={groupDescribed}>
          <legend>
            {t(locale, LABEL[name])}
            {required && <span className="field__required" aria-hidden="true"> *</span>}
          </legend>
          <p id={hintId} className="field__hint">{t(locale, programType ? 'formUpToPrograms' : 'formChooseTypeFirst')}</p>
          {message}
          {offered.length > 0 && (
            <ul className="field__options">
              {offered.map((p) => (
                <li key={p.id}>
                  <label className="field__option">
                    <input id={`${id}-${p.id}`} name={name} type="checkbox" value={p.id} defaultChecked={initialPrograms.includes(p.id)} />
                    <span>{p.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      );
    }
    case 'session': {
      // Radio buttons: each session's time and, once the API has answered, its places left; a
      // full one stays choosable (its waiting list). The places line keeps its height while
      // unknown, so nothing moves when it fills in.
      return (
        <fieldset id={id} className={`field field--group field--sessions${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
          <legend>
            {t(locale, LABEL[name])}
            {required && <span className="field__required" aria-hidden="true"> *</span>}
          </legend>
          {message}
          <ul className="field__options">
            {sessions.map((s) => (
              <li key={s.id}>
                <label className="field__option">
                  <input id={`${id}-${s.id}`} name={name} type="radio" value={s.id} />
                  <span>{s.label}<span className="field__places" data-left={places?.[s.id]}>{placesText(locale, places?.[s.id])}</span></span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      );
    }
    default:
      control = (
        <input id={id} name={name} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[name]} required={required} {...aria} />
      );
  }
  return <div className={`field${error ? ' field--invalid' : ''}`}>{label}{control}{message}</div>;
}
