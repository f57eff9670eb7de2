import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber } from '../runtime/editor/locale-number.js';

/** Spec 4 (editor mode, typed fields): amounts typed as the editor's language writes them. */
describe('numbers typed in the editor', () => {
  it.each([
    ['es', '7.250', 7250], ['es', '7.250,50', 7250.5], ['es', '7250,5', 7250.5], ['es', '1.234.567', 1234567], ['es', '6 400 €', 6400], ['es', '7,5', 7.5], ['es', '-3', -3],
    ['en', '7,250', 7250], ['en', '7,250.50', 7250.5], ['en', '7.250', 7.25], ['en', '€6,400', 6400], ['en', '0.5', 0.5],
  ] as const)('%s "%s" is %d', (lang, text, expected) => {
    expect(parseLocaleNumber(text, lang)).toBe(expected);
  });

  it('nothing typed is no value; words, two decimal marks or a stray group are not a number', () => {
    expect(parseLocaleNumber('  ', 'es')).toBeUndefined();
    for (const text of ['siete mil', '7,250,50', '7.25.0', '12.34.5', '1e5']) expect(parseLocaleNumber(text, 'es'), text).toBeNull();
  });

  it('a stored number is written back as the language writes it, and read back the same', () => {
    expect(formatLocaleNumber(12500.5, 'es')).toBe('12.500,5');
    expect(formatLocaleNumber(12500.5, 'en')).toBe('12,500.5');
    for (const lang of ['es', 'en'] as const) for (const n of [0, 7250, 7250.5, 1234567.25]) expect(parseLocaleNumber(formatLocaleNumber(n, lang), lang)).toBe(n);
  });
});
