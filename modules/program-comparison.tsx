import * as z from 'zod';
import { FactCards, type FactRow } from './fact-cards.js';
import type { ModuleProps } from './fields.js';
import { AcronymList, FACT_CELLS, NotGiven, ProgramDistributedSchema, ProgramName, sharedAcademicYear, type FactCell } from './program-items.js';
import { t } from './ui-strings.js';

/**
 * Programmes side by side (spec 2, programme list): duration, hours, ECTS, mode of study, start
 * date, price per year and places, from each programme's own data (its distributor item), so the
 * figures are the programme page's and change with it.
 */
export const ProgramComparisonSchema = z.object(ProgramDistributedSchema);
type Fields = z.infer<typeof ProgramComparisonSchema>;

/** The seven facts compared, in the order a visitor weighs them. */
const columns: FactCell[] = [FACT_CELLS.duration, FACT_CELLS.hours, FACT_CELLS.ects, FACT_CELLS.modeOfStudy, FACT_CELLS.startDate, FACT_CELLS.pricePerYear, FACT_CELLS.places];

export function ProgramComparison({ fields, root, context }: ModuleProps<Fields>) {
  const { locale } = context;
  const items = fields.queriedItems;
  if (items.length === 0) return null;
  const captionId = `compare-${root['data-editor-id']}`;
  const year = sharedAcademicYear(items);
  const caption = `${t(locale, 'compareCaption')}${year ? ` (${t(locale, 'academicYear', { year })})` : ''}`;
  const rows: FactRow[] = items.map((item) => ({
    key: item.id, item,
    facts: columns.map((c) => ({ key: c.key, label: t(locale, c.key), value: c.cell(item.content, locale) ?? <NotGiven locale={locale} /> })),
  }));
  return (
    <section {...root} className="program-table program-comparison has-cards">
      {fields.title && <h2 id={`${captionId}-title`}>{fields.title}</h2>}
      {/* Wider than a phone: the table scrolls inside its own labelled, focusable region (so a
          keyboard can scroll it), never the page (WCAG 1.4.10 Reflow allows this for data tables). */}
      {/* Named by its caption, then its heading: a page with one table per kind of programme must
          not have several regions of the same name (WCAG 1.3.1, axe landmark-unique). */}
      <div className="table-scroll" role="region" aria-labelledby={fields.title ? `${captionId} ${captionId}-title` : captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t(locale, 'programme')}</th>
              {columns.map((c) => <th key={c.key} scope="col" data-column={c.key}>{t(locale, c.key)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, item, facts }) => (
              <tr key={key}>
                <th scope="row">
                  <ProgramName item={item} />
                  <AcronymList acronyms={item.content.acronyms} className="program-table__acronyms" />
                </th>
                {facts.map((f) => <td key={f.key} data-column={f.key}>{f.value}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactCards rows={rows} note={caption} />
    </section>
  );
}
