import type { ReactNode } from 'react';
import { z } from 'zod';
import type { ModuleProps } from './fields.js';
import { FormField, type FieldName } from './form-fields.js';
import { t, type UiLocale } from './ui-strings.js';

export const FormBase = {
  title: z.string().min(1),
  intro: z.string().default(''),
  anchorID: z.string().regex(/^[A-Za-z][\w-]*$/).optional(),
};

/** The form element every form module shares: its fields in order and the submit button. */
export function FormShell({ id, locale, fields, submit, formType, children }: {
  id: string; locale: UiLocale; fields: readonly FieldName[]; submit: string; formType: string; children?: ReactNode;
}) {
  return (
    <form method="post" action={`/_api/forms/${formType}`} noValidate data-form-type={formType}>
      {children}
      {fields.map((name) => <FormField key={name} formId={id} name={name} locale={locale} required={name !== 'marketing'} />)}
      <button type="submit" className="button button--primary">{submit}</button>
    </form>
  );
}

/** A titled form section (the landmark, heading and intro every form module has). */
export function FormSection({ root, fields, variant, children }: {
  root: ModuleProps<unknown>['root'];
  fields: { title: string; intro: string; anchorID?: string | undefined };
  variant?: string;
  children: (id: string) => ReactNode;
}) {
  const id = `form-${root['data-editor-id']}`;
  return (
    <section {...root} className={`form-module${variant ? ` form-module--${variant}` : ''}`} id={fields.anchorID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{fields.title}</h2>
      {fields.intro && <p>{fields.intro}</p>}
      {children(id)}
    </section>
  );
}

/** General contact form: name, surname, email, phone, message, consents. */
export const BasicFormSchema = z.object(FormBase);
export function BasicForm({ fields, root, context }: ModuleProps<z.infer<typeof BasicFormSchema>>) {
  return (
    <FormSection root={root} fields={fields}>
      {(id) => <FormShell id={id} locale={context.locale} formType="basic" submit={t(context.locale, 'send')} fields={['name', 'surname', 'email', 'phone', 'message', 'privacy', 'marketing']} />}
    </FormSection>
  );
}

/** Landing-page lead form with the programme type and programme selectors. */
export const LandingFormSchema = z.object({ ...FormBase, programType: z.string().optional(), preselectedProgram: z.number().int().optional() });
export function LandingForm({ fields, root, context }: ModuleProps<z.infer<typeof LandingFormSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="landing">
      {(id) => (
        <FormShell id={id} locale={context.locale} formType="landing" submit={t(context.locale, 'send')} fields={['name', 'surname', 'email', 'phone', 'programType', 'programs', 'privacy', 'marketing']}>
          {fields.preselectedProgram !== undefined && <input type="hidden" name="preselectedProgram" value={fields.preselectedProgram} />}
        </FormShell>
      )}
    </FormSection>
  );
}

/** Gated download (a brochure or study plan): the file is sent after the form. */
export const DownloadFormSchema = z.object({ ...FormBase, fileName: z.string().min(1) });
export function DownloadForm({ fields, root, context }: ModuleProps<z.infer<typeof DownloadFormSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="download">
      {(id) => <FormShell id={id} locale={context.locale} formType="download" submit={`${t(context.locale, 'download')}: ${fields.fileName}`} fields={['name', 'email', 'privacy', 'marketing']} />}
    </FormSection>
  );
}

/** Newsletter sign-up: email and the consent. */
export const NewsletterSchema = z.object({ ...FormBase });
export function Newsletter({ fields, root, context }: ModuleProps<z.infer<typeof NewsletterSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="newsletter">
      {(id) => <FormShell id={id} locale={context.locale} formType="newsletter" submit={t(context.locale, 'subscribe')} fields={['email', 'privacy']} />}
    </FormSection>
  );
}
