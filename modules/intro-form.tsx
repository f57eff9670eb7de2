import { z } from 'zod';
import type { ModuleProps } from './fields.js';
import { FormField } from './form-fields.js';
import { t } from './ui-strings.js';

export const IntroFormSchema = z.object({
  title: z.string().min(1),
  intro: z.string().default(''),
  anchorID: z.string().regex(/^[A-Za-z][\w-]*$/).optional(),
  formType: z.enum(['basic', 'landing', 'download', 'event', 'newsletter']),
  programType: z.string().optional(),
  preselectedProgram: z.number().int().optional(),
});

/**
 * The request-information form on programme pages, pre-filled with its programme. Validation
 * and sending (spec sections 4, 5, 8) attach to this markup with the forms issue.
 */
export function IntroForm({ fields, root, context }: ModuleProps<z.infer<typeof IntroFormSchema>>) {
  const id = `form-${root['data-editor-id']}`;
  const names = ['name', 'surname', 'email', 'phone', 'privacy', 'marketing'] as const;
  return (
    <section {...root} className="intro-form" id={fields.anchorID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{fields.title}</h2>
      {fields.intro && <p>{fields.intro}</p>}
      <form method="post" action={`/_api/forms/${fields.formType}`} noValidate data-form-type={fields.formType}>
        {fields.preselectedProgram !== undefined && <input type="hidden" name="preselectedProgram" value={fields.preselectedProgram} />}
        {names.map((name) => <FormField key={name} formId={id} name={name} locale={context.locale} required={name !== 'marketing'} />)}
        <button type="submit" className="button button--primary">{t(context.locale, 'send')}</button>
      </form>
    </section>
  );
}
