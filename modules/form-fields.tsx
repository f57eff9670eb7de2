import type { ReactNode } from 'react';
import { t, type UiLocale } from './ui-strings.js';

/**
 * The fields forms are made of, rendered with their labels and autocomplete tokens (WCAG 1.3.5).
 * Validation and sending attach to this markup with the forms issue; ids are unique per form.
 */
export type FieldName = 'name' | 'surname' | 'email' | 'phone' | 'message' | 'programType' | 'programs' | 'privacy' | 'marketing';

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = { name: 'given-name', surname: 'family-name', email: 'email', phone: 'tel' };
const LABEL: Record<FieldName, Parameters<typeof t>[1]> = {
  name: 'firstName', surname: 'surname', email: 'emailAddress', phone: 'phone', message: 'message',
  programType: 'programType', programs: 'programs', privacy: 'privacyConsent', marketing: 'marketingConsent',
};

export interface ProgramOption { id: number; label: string; type: string }

export function FormField({ formId, name, locale, required = true, programs = [], programTypes = [] }: {
  formId: string;
  name: FieldName;
  locale: UiLocale;
  required?: boolean;
  programs?: ProgramOption[];
  programTypes?: { value: string; label: string }[];
}) {
  const id = `${formId}-${name}`;
  const label = (
    <label htmlFor={id}>
      {t(locale, LABEL[name])}
      {required && <span className="field__required" aria-hidden="true"> *</span>}
    </label>
  );
  let control: ReactNode;
  switch (name) {
    case 'privacy':
    case 'marketing':
      return (
        <div className="field field--check">
          <input id={id} name={name} type="checkbox" required={required} />
          {label}
        </div>
      );
    case 'message':
      control = <textarea id={id} name={name} rows={4} required={required} />;
      break;
    case 'programType':
      control = (
        <select id={id} name={name} required={required} defaultValue="">
          <option value="" disabled>—</option>
          {programTypes.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
        </select>
      );
      break;
    case 'programs':
      // Spec 5: usable only after a programme type is chosen (enabled by the forms runtime).
      control = (
        <select id={id} name={name} multiple disabled required={required}>
          {programs.map((p) => <option key={p.id} value={p.id} data-type={p.type}>{p.label}</option>)}
        </select>
      );
      break;
    default:
      control = (
        <input id={id} name={name} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[name]} required={required} />
      );
  }
  return <div className="field">{label}{control}</div>;
}
