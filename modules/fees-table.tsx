import * as z from 'zod';
import { IsoDateSchema, MoneySchema } from '../src/contract/schemas.js';
import { LinkSchema, SafeHrefSchema, type ModuleProps } from './fields.js';
import { formatDate, formatMoney, formatNumber, formatPercent } from './locale-format.js';
import { AcronymList, Money, NotGiven, ProgramDistributedSchema, ProgramName, sharedAcademicYear, totalPriceOf, yearsOf } from './program-items.js';
import { SmartLink } from './smart-link.js';
import { t } from './ui-strings.js';

/**
 * A scholarship: its name, how much it is worth (a share of the annual price or a fixed amount,
 * "up to"), who can apply and the last day to apply (written per locale, spec 3).
 */
const ScholarshipSchema = z.object({
  name: z.string().min(1),
  upTo: z.union([z.object({ percent: z.number().positive().max(100) }), MoneySchema], {
    error: 'a scholarship is worth up to { percent } (1–100) or up to { amount, currency }',
  }),
  criteria: z.string().min(1),
  deadline: IsoDateSchema,
});
type Scholarship = z.infer<typeof ScholarshipSchema>;

/**
 * Fees and scholarships (spec 2, "fees and scholarships"): the price per year, reservation fee
 * and total of each programme, from the programmes' own data (their distributor items, the
 * figures on each programme's page), then the school's scholarships and a way to ask for
 * information.
 */
export const FeesTableSchema = z.object({
  ...ProgramDistributedSchema,
  /** Under the table: what the prices include, how the reservation is counted. */
  note: z.string().default(''),
  scholarshipsTitle: z.string().default(''),
  scholarships: z.array(ScholarshipSchema).default([]),
  /** The call to action: normally the request-information form (`…/#info`). */
  cta: LinkSchema.extend({ text: z.string().min(1), href: SafeHrefSchema.pipe(z.string().min(1)) }).optional(),
  ctaText: z.string().default(''),
});
type Fields = z.infer<typeof FeesTableSchema>;
type Locale = ModuleProps<Fields>['context']['locale'];

function MoneyOrNotGiven({ value, locale }: { value: { amount: number; currency: string } | undefined; locale: Locale }) {
  return value ? <Money value={value} locale={locale} /> : <NotGiven locale={locale} />;
}

function worth(s: Scholarship, locale: Locale): string {
  return 'percent' in s.upTo
    ? `${t(locale, 'upTo', { value: formatPercent(s.upTo.percent, locale) })} ${t(locale, 'ofThePrice')}`
    : t(locale, 'upTo', { value: formatMoney(s.upTo.amount, s.upTo.currency, locale) });
}

export function FeesTable({ fields, root, context }: ModuleProps<Fields>) {
  const { locale } = context;
  const items = fields.queriedItems;
  const id = root['data-editor-id'];
  // A column only when the programmes' data has it.
  const withReservation = items.some((i) => i.content.reservationFee);
  const year = sharedAcademicYear(items);
  return (
    <div {...root} className="fees">
      {items.length > 0 && (
        <section className="program-table fees__prices" aria-labelledby={fields.title ? `fees-${id}` : undefined}>
          {fields.title && <h2 id={`fees-${id}`}>{fields.title}</h2>}
          <div className="table-scroll" role="region" aria-labelledby={fields.title ? `fees-${id}-caption fees-${id}` : `fees-${id}-caption`} tabIndex={0}>
            <table>
              <caption id={`fees-${id}-caption`}>{t(locale, 'feesCaption')}{year ? ` (${t(locale, 'academicYear', { year })})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(locale, 'programme')}</th>
                  <th scope="col" data-column="pricePerYear">{t(locale, 'pricePerYear')}</th>
                  {withReservation && <th scope="col" data-column="reservationFee">{t(locale, 'reservationFee')}</th>}
                  <th scope="col" data-column="years">{t(locale, 'years')}</th>
                  <th scope="col" data-column="total">{t(locale, 'totalPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const n = yearsOf(item);
                  return (
                    <tr key={item.id}>
                      <th scope="row"><ProgramName item={item} /><AcronymList acronyms={item.content.acronyms} className="program-table__acronyms" /></th>
                      <td data-column="pricePerYear"><MoneyOrNotGiven value={item.content.price} locale={locale} /></td>
                      {withReservation && <td data-column="reservationFee"><MoneyOrNotGiven value={item.content.reservationFee} locale={locale} /></td>}
                      <td data-column="years">{n ? formatNumber(n, locale) : <NotGiven locale={locale} />}</td>
                      <td data-column="total"><MoneyOrNotGiven value={totalPriceOf(item.content)} locale={locale} /></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {fields.note && <p className="fees__note">{fields.note}</p>}
        </section>
      )}
      {fields.scholarships.length > 0 && (
        <section className="scholarships" aria-labelledby={fields.scholarshipsTitle ? `scholarships-${id}` : undefined}>
          {fields.scholarshipsTitle && <h2 id={`scholarships-${id}`}>{fields.scholarshipsTitle}</h2>}
          <ul className="scholarships__list">
            {fields.scholarships.map((s) => (
              <li key={s.name} className="scholarship">
                <h3 className="scholarship__name">{s.name}</h3>
                <p className="scholarship__worth">{worth(s, locale)}</p>
                <dl className="scholarship__facts">
                  <div><dt>{t(locale, 'criteria')}</dt><dd>{s.criteria}</dd></div>
                  <div><dt>{t(locale, 'deadline')}</dt><dd><time dateTime={s.deadline}>{formatDate(s.deadline, locale)}</time></dd></div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
      {fields.cta && (
        <div className="fees__cta">
          {fields.ctaText && <p>{fields.ctaText}</p>}
          <SmartLink link={fields.cta} className="button button--primary" />
        </div>
      )}
    </div>
  );
}
