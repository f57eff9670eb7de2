/**
 * How every date and amount of money a visitor sees is written, in the page's language (spec 3:
 * each page has its locale). The build's render and the islands that re-render in the browser
 * (live lists) import this one module, so both write a date or a price the same way; the
 * machine-readable value stays in `<time datetime>` and in the JSON-LD.
 *
 * Formatters are cached: creating one per call costs more than the rest of a page's render.
 */

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** es_ES (the CMS's locale codes) → es-ES (a BCP 47 tag). */
const tagOf = (locale: string) => locale.replace('_', '-');

/**
 * "13 de septiembre de 2027" / "13 September 2027" for a CMS date: a plain "2027-09-13" or a
 * timestamp. Read in UTC, so a date-only value is the same day wherever the page is rendered.
 * Undefined for a missing or unreadable value (the caller then shows nothing, never "Invalid Date").
 */
export function formatDate(value: string | undefined | null, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const tag = tagOf(locale);
  let formatter = dateFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormatters.set(tag, formatter);
  }
  return formatter.format(date);
}

/**
 * "6.900 €" / "€6,900"; "6.900,50 €" / "€6,900.50" when there are cents (whole amounts show none).
 *
 * Spanish style (RAE, and CLDR's es "minimumGroupingDigits: 2") leaves four-digit numbers
 * ungrouped, so plain Intl writes "6900 €"; a price list reads better grouped the same at every
 * size ("6.900 €" beside "12.500 €"), so grouping is asked for always (`useGrouping: 'always'`,
 * Intl.NumberFormat v3: Node 20, Chromium 106+, Firefox 116+, Safari 15.4+). An engine that does
 * not know 'always' takes it as plain `true`; that is detected once per locale and the digits are
 * then grouped by hand with the locale's own separator (groupAlways).
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) throw new Error(`formatMoney: amount must be a finite number, got ${String(amount)}`);
  const tag = tagOf(locale);
  const key = `${tag}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency', currency, useGrouping: 'always', trailingZeroDisplay: 'stripIfInteger',
    } as unknown as Intl.NumberFormatOptions); // the runtime's TS lib predates NumberFormat v3
    moneyFormatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(amount);
  if ((formatter.resolvedOptions() as { useGrouping?: unknown }).useGrouping === 'always') return parts.map((p) => p.value).join('');
  return groupAlways(parts, groupSeparatorOf(tag));
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * "2.000" / "2,000": a count (hours, places) grouped like formatMoney's amounts, so a table
 * that holds both reads the same ("2.000" beside "6.900 €").
 */
export function formatNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) throw new Error(`formatNumber: value must be a finite number, got ${String(value)}`);
  const tag = tagOf(locale);
  let formatter = numberFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { useGrouping: 'always', maximumFractionDigits: 2 } as unknown as Intl.NumberFormatOptions);
    numberFormatters.set(tag, formatter);
  }
  const parts = formatter.formatToParts(value);
  if ((formatter.resolvedOptions() as { useGrouping?: unknown }).useGrouping === 'always') return parts.map((p) => p.value).join('');
  return groupAlways(parts, groupSeparatorOf(tag));
}

/** "50 %" / "50%": a share written as the locale does. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

const separators = new Map<string, string>();
function groupSeparatorOf(tag: string): string {
  let separator = separators.get(tag);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(tag).formatToParts(1234567).find((p) => p.type === 'group')?.value ?? ',';
    separators.set(tag, separator);
  }
  return separator;
}

/**
 * A formatted number's parts with its integer regrouped in threes ("6900" → "6.900"): the
 * fallback for engines without `useGrouping: 'always'` (see formatMoney). Exported to be tested,
 * since the engines the tests run on all know 'always'.
 */
export function groupAlways(parts: Intl.NumberFormatPart[], separator: string): string {
  const digits = parts.filter((p) => p.type === 'integer').map((p) => p.value).join('');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  let placed = false;
  return parts.map((p) => {
    if (p.type === 'group') return '';
    if (p.type !== 'integer') return p.value;
    if (placed) return '';
    placed = true;
    return grouped;
  }).join('');
}
