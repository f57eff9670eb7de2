import { z } from 'zod';
import type { ModuleProps } from './fields.js';

export const IntroFormSchema = z.object({
  title: z.string().min(1),
  intro: z.string().default(''),
  anchorID: z.string().regex(/^[A-Za-z][\w-]*$/).optional(),
  formType: z.enum(['basic', 'landing', 'download', 'event', 'newsletter']),
  programType: z.string().optional(),
  preselectedProgram: z.number().int().optional(),
});

const LABELS = {
  es_ES: { name: 'Nombre', surname: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', privacy: 'He leído la información básica sobre protección de datos', send: 'Enviar solicitud' },
  en_GB: { name: 'First name', surname: 'Surname', email: 'Email', phone: 'Phone', privacy: 'I have read the basic information on data protection', send: 'Send request' },
};

/**
 * The request-information form's markup: labelled fields with autocomplete. Validation and
 * sending (spec sections 4, 5, 8) belong to the forms issue and hydrate this markup.
 */
export function IntroForm({ fields, root, context }: ModuleProps<z.infer<typeof IntroFormSchema>>) {
  const l = LABELS[context.locale];
  const id = `form-${root['data-editor-id']}`;
  return (
    <section {...root} className="intro-form" id={fields.anchorID} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{fields.title}</h2>
      {fields.intro && <p>{fields.intro}</p>}
      <form method="post" action={`/_api/forms/${fields.formType}`} noValidate>
        <input type="hidden" name="page" value={fields.preselectedProgram ?? ''} />
        <div className="field"><label htmlFor={`${id}-name`}>{l.name}</label><input id={`${id}-name`} name="name" autoComplete="given-name" required /></div>
        <div className="field"><label htmlFor={`${id}-surname`}>{l.surname}</label><input id={`${id}-surname`} name="surname" autoComplete="family-name" required /></div>
        <div className="field"><label htmlFor={`${id}-email`}>{l.email}</label><input id={`${id}-email`} name="email" type="email" autoComplete="email" required /></div>
        <div className="field"><label htmlFor={`${id}-phone`}>{l.phone}</label><input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" required /></div>
        <div className="field field--check"><input id={`${id}-privacy`} name="privacy" type="checkbox" required /><label htmlFor={`${id}-privacy`}>{l.privacy}</label></div>
        <button type="submit" className="button button--primary">{l.send}</button>
      </form>
    </section>
  );
}
