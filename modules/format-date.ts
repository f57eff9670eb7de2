const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "14 de septiembre de 2027" / "14 September 2027" for a CMS date (UTC). Formatters are cached:
 * creating one per call costs more than the rest of a page's render.
 */
export function formatDate(value: string | undefined, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const tag = locale.replace('_', '-');
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(tag, formatter);
  }
  return formatter.format(date);
}
