import { z } from 'zod';
import type { ModuleProps } from './fields.js';
import { FormBase, FormSection, FormShell } from './form-modules.js';
import { t } from './ui-strings.js';

export const IntroFormSchema = z.object({
  ...FormBase,
  formType: z.enum(['basic', 'landing', 'download', 'event', 'newsletter']),
  programType: z.string().optional(),
  preselectedProgram: z.number().int().optional(),
});

/**
 * The request-information form on programme pages, pre-filled with its programme. Validation
 * and sending (spec sections 4, 5, 8) attach to this markup with the forms issue.
 */
export function IntroForm({ fields, root, context }: ModuleProps<z.infer<typeof IntroFormSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="intro">
      {(id) => (
        <FormShell id={id} locale={context.locale} formType={fields.formType} submit={t(context.locale, 'send')} fields={['name', 'surname', 'email', 'phone', 'privacy', 'marketing']}>
          {fields.preselectedProgram !== undefined && <input type="hidden" name="preselectedProgram" value={fields.preselectedProgram} />}
        </FormShell>
      )}
    </FormSection>
  );
}
