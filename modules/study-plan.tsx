import * as z from 'zod';
import { t } from './ui-strings.js';
import type { ModuleProps } from './fields.js';
import { formatNumber } from './locale-format.js';

export const StudyPlanSchema = z.object({
  title: z.string().default(''),
  years: z.array(z.object({ label: z.string().min(1), subjects: z.array(z.object({ name: z.string().min(1), hours: z.number().int().positive().optional(), ects: z.number().positive().optional() })) })).min(1),
});

export function StudyPlan({ fields, root, context }: ModuleProps<z.infer<typeof StudyPlanSchema>>) {
  const hoursLabel = t(context.locale, 'hours');
  const subjectLabel = t(context.locale, 'subject');
  // Hours and ECTS credits are different measures: each gets its own column when the plan uses
  // it, in every year's table, so the years line up as one plan.
  const hasHours = fields.years.some((year) => year.subjects.some((s) => s.hours !== undefined));
  const hasEcts = fields.years.some((year) => year.subjects.some((s) => s.ects !== undefined));
  return (
    <section {...root} className="study-plan">
      {fields.title && <h2>{fields.title}</h2>}
      {fields.years.map((year) => (
          <table key={year.label} className="study-plan__year">
            <caption>{year.label}</caption>
            {/* Fixed column widths (styles.css), the same in every year: a column sits at one x down the plan. */}
            <colgroup><col className="study-plan__subject-col" />{hasHours && <col className="study-plan__number-col" />}{hasEcts && <col className="study-plan__number-col" />}</colgroup>
            <thead><tr><th scope="col">{subjectLabel}</th>{hasHours && <th scope="col">{hoursLabel}</th>}{hasEcts && <th scope="col">ECTS</th>}</tr></thead>
            <tbody>
              {year.subjects.map((s) => <tr key={s.name}><td>{s.name}</td>{hasHours && <td>{s.hours ?? ''}</td>}{hasEcts && <td>{s.ects ?? ''}</td>}</tr>)}
            </tbody>
            {/* The year's total, so a reader can check the plan against the hours or ECTS the
                programme states (spec 1: 1,000 hours or 60 ECTS a year). */}
            {(hasHours || hasEcts) && <tfoot>
              <tr>
                <th scope="row">{t(context.locale, 'yearTotal')}</th>
                {hasHours && <td>{formatNumber(year.subjects.reduce((sum, s) => sum + (s.hours ?? 0), 0), context.locale)}</td>}
                {hasEcts && <td>{formatNumber(year.subjects.reduce((sum, s) => sum + (s.ects ?? 0), 0), context.locale)}</td>}
              </tr>
            </tfoot>}
          </table>
      ))}
    </section>
  );
}
