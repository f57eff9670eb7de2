import type { EditorLang } from './strings.js';

/**
 * Numbers and amounts as an editor types them in the interface language (spec 4, editor mode:
 * typed fields): "7.250" or "7.250,50" in Spanish, "7,250" or "7,250.50" in English, with or
 * without a currency sign or spaces. Stored as a plain number; written back in the same language.
 */
const SEPARATORS: Record<EditorLang, { group: string; decimal: string }> = { es: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } };

/** The number `text` means, `undefined` for nothing typed, `null` when it is not a number. */
export function parseLocaleNumber(text: string, lang: EditorLang): number | undefined | null {
  const typed = text.replace(/[\s\u00a0\u202f€$£]/g, '');
  if (typed === '') return undefined;
  const { group, decimal } = SEPARATORS[lang];
  const esc = (c: string) => `\\${c}`;
  // As the language writes it: groups of three digits, then the decimals.
  if (new RegExp(`^-?(\\d{1,3}(${esc(group)}\\d{3})+|\\d+)(${esc(decimal)}\\d+)?$`).test(typed)) {
    return Number(typed.split(group).join('').replace(decimal, '.'));
  }
  // The other language's decimal point with one or two decimals ("7.5" in Spanish): still clear.
  if (/^-?\d+[.,]\d{1,2}$/.test(typed)) return Number(typed.replace(',', '.'));
  return null;
}

/** A stored number as the language writes it (amounts grouped as the language groups them). */
export function formatLocaleNumber(value: number, lang: EditorLang): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 20 }).format(value);
}
