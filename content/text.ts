/** Lower case, accents folded, words joined by hyphens: "Lucía Martín" → "lucia-martin". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A small seeded PRNG (mulberry32): the demo content must be the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)]!;
    },
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}

/**
 * Text for a rich-text field, escaped as the editor stores it (sanitised, modules/sanitize-rich-text.ts):
 * only &, < and > (quotes need no escaping between tags). Text in that form is taken as it is
 * at build time; `&quot;` or `&#39;` would send every such text through the sanitiser (spec 9).
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

/**
 * Paragraphs as rich text. `labelled`: a paragraph that opens on a short label and a colon
 * ("Finalidad: …", "Domicilio: …") sets the label in bold, so a legal page reads as the list of
 * headings the law asks for (GDPR art. 13, LSSI art. 10) and a visitor finds the one they need.
 */
export function paragraphsHtml(paragraphs: string[], { labelled = false } = {}): string {
  return paragraphs.map((p) => {
    const label = labelled ? /^([^\s:.,;]+(?: [^\s:.,;]+){0,3}): /u.exec(p) : null;
    return label ? `<p><strong>${escapeText(label[1]!)}:</strong> ${escapeText(p.slice(label[0].length))}</p>` : `<p>${escapeText(p)}</p>`;
  }).join('');
}

/**
 * English text set as a typesetter would: straight double quotes as opening and closing curly
 * ones (opening at the start, after a space, a bracket or a dash; closing elsewhere), single ones
 * and apostrophes likewise. Spanish quotes with « » and needs none of this.
 */
export function curlyQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{\u2014\u2013-])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/(^|[\s([{\u2014\u2013-])'/g, '$1\u2018')
    .replace(/'/g, '\u2019');
}

/**
 * "a" or "an" before an English noun phrase, by its sound ("an ingeniera…" never: English only):
 * "an indie game", "an hour", but "a user", "a Unity project", "a UX designer", "a one-day course".
 */
export function withArticle(phrase: string): string {
  // An initialism read letter by letter ("UX") and "one"/"once" start with a consonant sound.
  const vowelSound = /^(?:[aeio]|u(?!s[aeiu]|ni|til|r[aeio]|ropean)|hour|honest|honou?r)/i.test(phrase) && !/^U[A-Z]/.test(phrase) && !/^on(?:e|ce)\b/i.test(phrase);
  return vowelSound ? `an ${phrase}` : `a ${phrase}`;
}

/** A phrase's first letter in lower case, for a label used mid-sentence ("Profesora de…" → "profesora de…"). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A phrase's first letter in upper case, for words that open a sentence or a list item ("ten instalments" → "Ten instalments"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const NUMBER_WORDS = {
  es: ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
} as const;

/**
 * A count as a school writes it in a sentence: in words up to twelve ("diez mensualidades", "ten
 * instalments"), in figures above. Spanish takes the feminine "una" for the nouns it counts here.
 */
export function countInWords(count: number, lang: 'es' | 'en'): string {
  return Number.isInteger(count) && count >= 0 && count <= 12 ? NUMBER_WORDS[lang][count]! : String(count);
}
