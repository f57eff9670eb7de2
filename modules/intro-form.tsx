import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { FormBase, FormSection, FormShell, LEAD_FIELDS, leadPreselection, ProgramChoicesSchema, typesOf } from './form-modules.js';
import { t } from './ui-strings.js';

export const IntroFormSchema = z.object({
  ...FormBase,
  ...ProgramChoicesSchema,
  formType: z.enum(['basic', 'landing', 'download', 'event', 'newsletter']),
  programType: z.string().optional(),
  preselectedProgram: z.number().int().optional(),
});

/**
 * The request-information form on programme pages. With the school's programmes to choose
 * from (`programOptions`, landing type), it shows the programme type and programme selectors
 * with the page's own programme already chosen, so the visitor sees what they ask about and can
 * add others; without them, the page's programme is sent as hidden values.
 */
export function IntroForm({ fields, root, context }: ModuleProps<z.infer<typeof IntroFormSchema>>) {
  const types = typesOf(fields.programOptions, fields.programTypes);
  const choices = fields.formType === 'landing' && fields.programOptions.length > 0;
  return (
    <FormSection root={root} fields={fields} variant="intro">
      {(id) => choices ? (
        <FormShell
          id={id} context={context} formType="landing" submit={t(context.locale, 'send')} fields={LEAD_FIELDS}
          programs={fields.programOptions} programTypes={types}
          {...leadPreselection(fields.programOptions, types, fields.programType, fields.preselectedProgram)}
          {...(fields.preselectedProgram !== undefined ? { hidden: { preselectedProgram: fields.preselectedProgram } } : {})}
        />
      ) : (
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
