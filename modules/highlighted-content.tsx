import * as z from 'zod';
import { IsoDateSchema } from '../src/contract/schemas.js';
import type { ModuleProps, RenderContext } from './fields.js';
import { formatDate, formatMoney } from './locale-format.js';

/**
 * A fact is text, a date or a price. Dates and prices are stored as data (an ISO date; an amount
 * and its currency) and written in the page's language at render (modules/locale-format.ts), so
 * an editor never types "6.900 €" in one language and "€6,900" in the other, and the visitor
 * never meets "2027-09-13".
 */
const FactSchema = z.object({
  label: z.string(),
  value: z.string().min(1).optional(),
  date: IsoDateSchema.optional(),
  price: z.object({
    amount: z.number().finite().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code such as EUR'),
  }).optional(),
  /** Shown after a date or a price, in brackets: "6.900 € (2027-2028)". */
  note: z.string().optional(),
}).superRefine((fact, ctx) => {
  const given = ['value', 'date', 'price'].filter((k) => fact[k as 'value' | 'date' | 'price'] !== undefined);
  if (given.length !== 1) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `the fact "${fact.label}" needs exactly one of value (text), date (YYYY-MM-DD) or price ({ amount, currency }); it has ${given.length === 0 ? 'none' : given.join(' and ')}`,
      // The editor's words for it (modules/editor-messages.ts).
      params: { editor: given.length === 0
        ? { es: 'Este dato está vacío: escribe su valor, o elige una fecha o un precio.', en: 'This fact is empty: write its value, or pick a date or a price.' }
        : { es: 'Un dato muestra una sola cosa: un valor, una fecha o un precio. Deja solo uno.', en: 'A fact shows one thing only: a value, a date or a price. Keep just one.' } },
    });
  }
});
type Fact = z.infer<typeof FactSchema>;

export const HighlightedContentSchema = z.object({
  title: z.string().default(''),
  facts: z.array(FactSchema).min(1),
});

function FactValue({ fact, locale }: { fact: Fact; locale: RenderContext['locale'] }) {
  const note = fact.note ? ` (${fact.note})` : '';
  if (fact.date) return <><time dateTime={fact.date}>{formatDate(fact.date, locale)}</time>{note}</>;
  if (fact.price) return <><data value={String(fact.price.amount)}>{formatMoney(fact.price.amount, fact.price.currency, locale)}</data>{note}</>;
  return <>{fact.value}{note}</>;
}

/** "1. Solicita información": a step typed with its number. */
const TYPED_STEP = /^\s*(\d{1,3})[.)]\s+(\S.*)$/s;

/**
 * Facts typed as numbered steps ("1. …", "2. …", in order) are a sequence: an ordered list
 * that draws the numbers itself, so an item never shows both a bullet and its typed number.
 */
function typedSteps(facts: Fact[]): { start: number; texts: string[] } | null {
  const matches = facts.map((f) => (f.value !== undefined && !f.note ? TYPED_STEP.exec(f.value) : null));
  if (matches.length < 2 || matches.some((m) => !m)) return null;
  const start = Number(matches[0]![1]);
  if (matches.some((m, i) => Number(m![1]) !== start + i)) return null;
  return { start, texts: matches.map((m) => m![2]!.trim()) };
}

export function HighlightedContent({ fields, root, context }: ModuleProps<z.infer<typeof HighlightedContentSchema>>) {
  const labelled = fields.facts.every((f) => f.label);
  const steps = labelled ? null : typedSteps(fields.facts);
  return (
    <section {...root} className="highlighted">
      {fields.title && <h2>{fields.title}</h2>}
      {labelled ? (
        <dl className="facts">
          {fields.facts.map((f) => (
            <div key={f.label} className="facts__item"><dt>{f.label}</dt><dd><FactValue fact={f} locale={context.locale} /></dd></div>
          ))}
        </dl>
      ) : steps ? (
        // The numbers are drawn by a counter (styles.css); `start` tells assistive technology.
        <ol className="highlights highlights--steps" {...(steps.start !== 1 ? { start: steps.start, style: { counterReset: `step ${steps.start - 1}` } } : {})}>
          {steps.texts.map((text, i) => <li key={i}>{text}</li>)}
        </ol>
      ) : (
        <ul className="highlights">{fields.facts.map((f, i) => <li key={i}><FactValue fact={f} locale={context.locale} /></li>)}</ul>
      )}
    </section>
  );
}
