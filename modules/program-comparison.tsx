import type { ReactNode } from 'react';
import * as z from 'zod';
import type { ModuleProps, RenderContext } from './fields.js';
import { formatDate, formatNumber } from './locale-format.js';
import { AcronymList, Money, NotGiven, ProgramDistributedSchema, ProgramName, sharedAcademicYear, type ProgramItem } from './program-items.js';
import { t } from './ui-strings.js';

/**
 * Programmes side by side (spec 2, programme list): duration, hours, ECTS, mode of study, start
 * date, price per year and places, from each programme's own data (its distributor item), so the
 * figures are the programme page's and change with it.
 */
export const ProgramComparisonSchema = z.object(ProgramDistributedSchema);
type Fields = z.infer<typeof ProgramComparisonSchema>;

/** The seven facts compared, in the order a visitor weighs them. */
interface Column { key: 'duration' | 'hours' | 'ects' | 'modeOfStudy' | 'startDate' | 'pricePerYear' | 'places'; cell: (item: ProgramItem, locale: RenderContext['locale']) => ReactNode }

const columns: Column[] = [
  { key: 'duration', cell: (item) => item.content.duration },
  { key: 'hours', cell: (item, locale) => (item.content.hours != null ? formatNumber(item.content.hours, locale) : undefined) },
  { key: 'ects', cell: (item, locale) => (item.content.ects != null ? formatNumber(item.content.ects, locale) : undefined) },
  { key: 'modeOfStudy', cell: (item) => item.content.modality },
  { key: 'startDate', cell: (item, locale) => (item.content.startDate ? <time dateTime={item.content.startDate}>{formatDate(item.content.startDate, locale)}</time> : undefined) },
  {
    key: 'pricePerYear',
    cell: (item, locale) => {
      const price = item.content.price;
      return price ? <Money value={price} locale={locale} /> : undefined;
    },
  },
  { key: 'places', cell: (item, locale) => (item.content.places != null ? formatNumber(item.content.places, locale) : undefined) },
];

export function ProgramComparison({ fields, root, context }: ModuleProps<Fields>) {
  const { locale } = context;
  const items = fields.queriedItems;
  if (items.length === 0) return null;
  const captionId = `compare-${root['data-editor-id']}`;
  const year = sharedAcademicYear(items);
  return (
    <section {...root} className="program-table program-comparison">
      {fields.title && <h2 id={`${captionId}-title`}>{fields.title}</h2>}
      {/* Wider than a phone: the table scrolls inside its own labelled, focusable region (so a
          keyboard can scroll it), never the page (WCAG 1.4.10 Reflow allows this for data tables). */}
      {/* Named by its caption, then its heading: a page with one table per kind of programme must
          not have several regions of the same name (WCAG 1.3.1, axe landmark-unique). */}
      <div className="table-scroll" role="region" aria-labelledby={fields.title ? `${captionId} ${captionId}-title` : captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{t(locale, 'compareCaption')}{year ? ` (${t(locale, 'academicYear', { year })})` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">{t(locale, 'programme')}</th>
              {columns.map((c) => <th key={c.key} scope="col" data-column={c.key}>{t(locale, c.key)}</th>)}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <ProgramName item={item} />
                  <AcronymList acronyms={item.content.acronyms} className="program-table__acronyms" />
                </th>
                {columns.map((c) => {
                  const value = c.cell(item, locale);
                  return <td key={c.key} data-column={c.key}>{value ?? <NotGiven locale={locale} />}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
