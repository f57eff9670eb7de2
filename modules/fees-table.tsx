import * as z from 'zod';
import { CallToAction, CallToActionFields } from './call-to-action.js';
import type { ModuleProps } from './fields.js';
import { formatNumber } from './locale-format.js';
import { AcronymList, Money, NotGiven, ProgramDistributedSchema, ProgramName, sharedAcademicYear, totalPriceOf, yearsOf } from './program-items.js';
import { t } from './ui-strings.js';

/**
 * Fees (spec 2, "fees and scholarships"): the price per year, reservation fee and total of each
 * programme, from the programmes' own data (their distributor items, the figures on each
 * programme's page), and a way to ask for information. The scholarships are their own records
 * and module (modules/scholarships.tsx), which the programme pages show too.
 */
export const FeesTableSchema = z.object({
  ...ProgramDistributedSchema,
  /** Under the table: what the prices include, how the reservation is counted. */
  note: z.string().default(''),
  ...CallToActionFields,
});
type Fields = z.infer<typeof FeesTableSchema>;
type Locale = ModuleProps<Fields>['context']['locale'];

function MoneyOrNotGiven({ value, locale }: { value: { amount: number; currency: string } | undefined; locale: Locale }) {
  return value ? <Money value={value} locale={locale} /> : <NotGiven locale={locale} />;
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
      <CallToAction cta={fields.cta} ctaText={fields.ctaText} />
    </div>
  );
}
