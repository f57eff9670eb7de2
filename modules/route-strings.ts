/**
 * The words the client runtime itself says across route changes (spec 4): the delayed-load
 * signal and the route announcement. They live outside ui-strings' table so that the runtime
 * carries these two and not the site's every word; ui-strings takes them in, so templates and
 * the runtime read the same text. The announcement is spec 4's "Navigated to" on English pages
 * and the same sentence in the language of the page arrived at on the others: a Spanish page
 * announced in English is read with an English voice to a Spanish visitor.
 */
export type RouteLocale = 'es_ES' | 'en_GB';

export const routeStrings = {
  loading: { es_ES: 'Cargando la página…', en_GB: 'Loading the page…' },
  navigatedTo: { es_ES: 'Has navegado a ', en_GB: 'Navigated to ' },
} as const satisfies Record<string, Record<RouteLocale, string>>;

/** The locale of a document's `lang` ("en-GB" → en_GB); the site's default language otherwise. */
export function routeLocale(lang: string): RouteLocale {
  return /^en\b/i.test(lang) ? 'en_GB' : 'es_ES';
}
