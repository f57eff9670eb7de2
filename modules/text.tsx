import * as z from 'zod';
import { LinkSchema, RichTextSchema, type ModuleProps } from './fields.js';
import { LinkModal, LinkModalSchema } from './link-modal.js';
import { SmartLink } from './smart-link.js';

export const TextSchema = z.object({
  title: z.string().default(''),
  subtitle: z.string().default(''),
  content: RichTextSchema,
  link: LinkSchema.optional(),
  /** More detail in a dialog (LinkModal), e.g. the legal conditions of a grant. */
  modal: LinkModalSchema.optional(),
  align: z.enum(['start', 'center']).default('start'),
});

/** A heading, a lead and text, with an optional link and an optional "more detail" dialog. */
export function Text({ fields, root, context }: ModuleProps<z.infer<typeof TextSchema>>) {
  return (
    <section {...root} className={`text-module text-module--${fields.align}`}>
      {fields.title && <h2>{fields.title}</h2>}
      {fields.subtitle && <p className="lead">{fields.subtitle}</p>}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: fields.content }} />
      {(fields.link?.href || fields.modal) && (
        <div className="text-module__actions">
          {fields.link?.href && <SmartLink link={fields.link} className="button button--secondary" />}
          {fields.modal && <LinkModal modal={fields.modal} id={`link-modal-${root['data-editor-id']}`} locale={context.locale} />}
        </div>
      )}
    </section>
  );
}
