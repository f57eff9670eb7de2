import * as z from 'zod';
import { RichTextSchema } from './fields.js';
import { t, type UiLocale } from './ui-strings.js';

export const LinkModalSchema = z.object({ text: z.string().min(1), title: z.string().min(1), content: RichTextSchema });
export type LinkModalData = z.infer<typeof LinkModalSchema>;

/**
 * LinkModal (part): a link-styled button that opens more content in a dialog. The popover API
 * gives Escape, light dismiss and focus return without script.
 */
export function LinkModal({ modal, id, locale }: { modal: LinkModalData; id: string; locale: UiLocale }) {
  return (
    <div className="link-modal" data-part="LinkModal">
      <button type="button" className="link-modal__trigger" popoverTarget={id}>{modal.text}</button>
      <div id={id} popover="auto" role="dialog" aria-labelledby={`${id}-title`} className="modal-form__panel">
        <div className="modal-form__header">
          <h2 id={`${id}-title`}>{modal.title}</h2>
          <button type="button" className="modal-form__close" popoverTarget={id} popoverTargetAction="hide">{t(locale, 'close')}</button>
        </div>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: modal.content }} />
      </div>
    </div>
  );
}
