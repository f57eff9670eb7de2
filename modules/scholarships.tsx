import * as z from 'zod';
import { IsoDateSchema, MoneySchema } from '../src/contract/schemas.js';
import { CallToAction, CallToActionFields } from './call-to-action.js';
import { DistributedSchema, type ModuleProps } from './fields.js';
import { formatDate, formatMoney } from './locale-format.js';
import { appliesTo, forWhom, priceWith, worthOf, type ScholarshipFacts } from './scholarship-cells.js';
import { t } from './ui-strings.js';

/** A scholarship's record (structured data SCHOLARSHIPS, modules/scholarship-cells.tsx). */
export const ScholarshipContentSchema = z.looseObject({
  title: z.string().min(1),
  upTo: z.union([z.object({ percent: z.number().positive().max(100) }), MoneySchema], {
    error: 'a scholarship is worth up to { percent } (1–100) or up to { amount, currency }',
  }),
  criteria: z.string().min(1),
  deadline: IsoDateSchema,
  levels: z.array(z.enum(['FP', 'DEGREE', 'MASTER'])).optional(),
  areas: z.array(z.string().min(1)).optional(),
});

export const ScholarshipItemSchema = z.looseObject({ id: z.number(), structuredData: z.string().optional(), content: ScholarshipContentSchema });

/**
 * The school's scholarships (spec 2, fees and scholarships), from their own records. On a
 * programme's page, only those it can have, each with what a year would cost with all of it,
 * worked out from the programme's own price (spec 3: one source for every figure); elsewhere
 * (the fees page) every one, with whom it is for.
 */
export const ScholarshipsSchema = z.object({
  ...DistributedSchema,
  queriedItems: z.array(ScholarshipItemSchema).default([]),
  ...CallToActionFields,
});
type Fields = z.infer<typeof ScholarshipsSchema>;

export function Scholarships({ fields, root, context }: ModuleProps<Fields>) {
  const { locale, program } = context;
  const all = fields.queriedItems.map((i) => i.content as ScholarshipFacts);
  const shown = program ? all.filter((s) => appliesTo(s, program)) : all;
  if (shown.length === 0) return null;
  const id = `scholarships-${root['data-editor-id']}`;
  return (
    <section {...root} id={fields.anchorID} className="scholarships" aria-labelledby={fields.title ? id : undefined}>
      {fields.title && <h2 id={id}>{fields.title}</h2>}
      <ul className="scholarships__list">
        {shown.map((s) => {
          const reduced = program && priceWith(s, program);
          return (
            <li key={s.title} className="scholarship">
              <h3 className="scholarship__name">{s.title}</h3>
              <p className="scholarship__worth">{worthOf(s, locale)}</p>
              {reduced && program?.price
                ? <p className="scholarship__result" data-price={reduced.amount}>{t(locale, 'yearWith', { price: formatMoney(reduced.amount, reduced.currency, locale), full: formatMoney(program.price.amount, program.price.currency, locale) })}</p>
                : <p className="scholarship__for">{forWhom(s, locale)}</p>}
              <dl className="scholarship__facts">
                <div><dt>{t(locale, 'criteria')}</dt><dd>{s.criteria}</dd></div>
                <div><dt>{t(locale, 'deadline')}</dt><dd><time dateTime={s.deadline}>{formatDate(s.deadline, locale)}</time></dd></div>
              </dl>
            </li>
          );
        })}
      </ul>
      <CallToAction cta={fields.cta} ctaText={fields.ctaText} />
    </section>
  );
}
