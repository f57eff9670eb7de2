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
 * The request-information form on programme pages, pre-filled with its programme (sent as
 * hidden values, so the visitor never has to pick it).
 */
export function IntroForm({ fields, root, context }: ModuleProps<z.infer<typeof IntroFormSchema>>) {
  return (
    <FormSection root={root} fields={fields} variant="intro">
      {(id) => (
        <FormShell
          id={id} context={context} formType={fields.formType} submit={t(context.locale, 'send')}
          fields={fields.formType === 'newsletter' ? ['email', 'privacy'] : ['name', 'surname', 'email', 'phone', 'privacy', 'marketing']}
          {...(fields.preselectedProgram !== undefined ? {
            // The page's own programme: a landing lead about it, with no selector to fill in.
            hidden: { preselectedProgram: fields.preselectedProgram, programs: [fields.preselectedProgram], programType: fields.programType ?? 'FP' },
          } : {})}
        />
      )}
    </FormSection>
  );
}
