import * as z from 'zod';
import type { ModuleProps } from './fields.js';
import { FACT_CELLS, type FactCell } from './program-items.js';
import { t } from './ui-strings.js';

/**
 * A programme's key facts on its own page ("El programa de un vistazo"), written from the
 * programme's record (its page's structuredDataContent, spec 3) and never typed into the
 * module: the record is what the fees table, the comparisons and the page's JSON-LD read too,
 * so a price changed once is the same on every page (one source of truth). The module holds
 * only its heading; the editor changes the facts in the page's "Datos del programa".
 */
export const ProgramFactsModuleSchema = z.object({
  title: z.string().default(''),
});

/**
 * The facts shown, in the order a visitor weighs them; a fact the record does not give is left
 * out. The search indexes a programme's page with the same facts (server/search.ts shownText).
 */
export const PROGRAM_FACTS_SHOWN: FactCell[] = [
  FACT_CELLS.duration, FACT_CELLS.hours, FACT_CELLS.ects, FACT_CELLS.modeOfStudy, FACT_CELLS.campus,
  FACT_CELLS.startDate, FACT_CELLS.pricePerYear, FACT_CELLS.reservationFee, FACT_CELLS.places,
  // Last and across the row: what the visitor is awarded, and by whom (spec 2), a sentence long.
  FACT_CELLS.credential,
];

export function ProgramFacts({ fields, root, context }: ModuleProps<z.infer<typeof ProgramFactsModuleSchema>>) {
  const { program, locale } = context;
  const rows = program ? PROGRAM_FACTS_SHOWN.flatMap((fact) => {
    const value = fact.cell(program, locale);
    return value === undefined || value === '' ? [] : [{ key: fact.key, value }];
  }) : [];
  // A page with no programme record (a module copied onto another page) has nothing to show.
  if (rows.length === 0) return null;
  const year = program?.price?.academicYear;
  return (
    <section {...root} className="highlighted">
      {fields.title && <h2>{fields.title}</h2>}
      <dl className="facts">
        {rows.map((row) => (
          <div key={row.key} className={row.key === 'credential' ? 'facts__item facts__item--wide' : 'facts__item'}>
            <dt>{t(locale, row.key)}</dt>
            <dd>{row.value}{row.key === 'pricePerYear' && year ? ` (${year})` : ''}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
