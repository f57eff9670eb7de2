import * as z from 'zod';
import { CallToAction, CallToActionFields } from './call-to-action.js';
import { FactCards, type FactRow } from './fact-cards.js';
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
  const caption = `${t(locale, 'feesCaption')}${year ? ` (${t(locale, 'academicYear', { year })})` : ''}`;
  const rows: FactRow[] = items.map((item) => {
    const n = yearsOf(item);
    return {
      key: item.id, item,
      facts: [
        { key: 'pricePerYear', label: t(locale, 'pricePerYear'), value: <MoneyOrNotGiven value={item.content.price} locale={locale} /> },
        ...(withReservation ? [{ key: 'reservationFee', label: t(locale, 'reservationFee'), value: <MoneyOrNotGiven value={item.content.reservationFee} locale={locale} /> }] : []),
        { key: 'years', label: t(locale, 'years'), value: n ? formatNumber(n, locale) : <NotGiven locale={locale} /> },
        { key: 'total', label: t(locale, 'totalPrice'), value: <MoneyOrNotGiven value={totalPriceOf(item.content)} locale={locale} /> },
      ],
    };
  });
  return (
    <div {...root} className="fees">
      {items.length > 0 && (
        <section className="program-table fees__prices has-cards" aria-labelledby={fields.title ? `fees-${id}` : undefined}>
          {fields.title && <h2 id={`fees-${id}`}>{fields.title}</h2>}
          <div className="table-scroll" role="region" aria-labelledby={fields.title ? `fees-${id}-caption fees-${id}` : `fees-${id}-caption`} tabIndex={0}>
            <table>
              <caption id={`fees-${id}-caption`}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(locale, 'programme')}</th>
                  {rows[0]!.facts.map((f) => <th key={f.key} scope="col" data-column={f.key}>{f.label}</th>)}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ key, item, facts }) => (
                  <tr key={key}>
                    <th scope="row"><ProgramName item={item} /><AcronymList acronyms={item.content.acronyms} className="program-table__acronyms" /></th>
                    {facts.map((f) => <td key={f.key} data-column={f.key}>{f.value}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FactCards rows={rows} note={caption} />
          {fields.note && <p className="fees__note">{fields.note}</p>}
        </section>
      )}
      <CallToAction cta={fields.cta} ctaText={fields.ctaText} />
    </div>
  );
}
