import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { FormShell } from './form-modules.js';
import { t } from './ui-strings.js';

export const ModalFormSchema = z.object({
  buttonText: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().default(''),
  formType: z.enum(['basic', 'landing', 'download', 'newsletter']).default('basic'),
});

/**
 * A button that opens a form in a popover. The HTML popover API opens, closes on Escape and
 * returns focus without any script, so the form works before (or without) hydration.
 */
export function ModalForm({ fields, root, context }: ModuleProps<z.infer<typeof ModalFormSchema>>) {
  const id = `modal-form-${root['data-editor-id']}`;
  return (
    <div {...root} className="modal-form">
      <button type="button" className="button button--primary" popoverTarget={id}>{fields.buttonText}</button>
      <div id={id} popover="auto" className="modal-form__panel" role="dialog" aria-labelledby={`${id}-title`}>
        <div className="modal-form__header">
          <h2 id={`${id}-title`}>{fields.title}</h2>
          <button type="button" className="modal-form__close" popoverTarget={id} popoverTargetAction="hide">{t(context.locale, 'close')}</button>
        </div>
        {fields.intro && <p>{fields.intro}</p>}
        <FormShell id={id} context={context} formType={fields.formType === 'landing' ? 'basic' : fields.formType} submit={t(context.locale, 'send')} fields={fields.formType === 'newsletter' ? ['email', 'privacy'] : fields.formType === 'download' ? ['name', 'email', 'privacy', 'marketing'] : ['name', 'surname', 'email', 'phone', 'message', 'privacy', 'marketing']} />
      </div>
    </div>
  );
}
