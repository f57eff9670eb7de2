import type * as z from 'zod';
import type { Words } from './labels.js';
import { formatNumber } from './locale-format.js';

/**
 * The editor's messages for a field the build would refuse (spec 4, editor mode), in the
 * interface language. The build reports a module's problems to developers in English, by the
 * schema's own words ("a date written YYYY-MM-DD"); an editor reads the same refusal as a
 * sentence that says what to do, in Spanish or English. Each issue is read by its kind (a
 * required field left empty, a number out of range, a choice not offered); a schema's own
 * message (a regular expression's, a refinement's) is said here in both languages, keyed by the
 * build's words — test/editor-messages.test.ts fails on a schema message missing from the list.
 */
export type EditorLang = 'es' | 'en';

const w = (es: string, en: string): Words => ({ es, en });

/** A schema's own message → the editor's. */
export const SCHEMA_MESSAGES: Readonly<Record<string, Words>> = {
  'a date written YYYY-MM-DD (e.g. 2027-09-14)': w('Elige una fecha en el calendario.', 'Pick a date in the calendar.'),
  'a date written YYYY-MM-DD (e.g. 2027-09-13)': w('Elige una fecha en el calendario.', 'Pick a date in the calendar.'),
  'an ISO 4217 currency code such as EUR': w('Escribe el código de la moneda en mayúsculas, como EUR.', 'Write the currency\'s code in capitals, such as EUR.'),
  'a file format such as PDF or DOCX': w('Escribe el formato del archivo, como PDF o DOCX.', 'Write the file\'s format, such as PDF or DOCX.'),
  'must be a phone number: digits, spaces and +().-': w('Escribe un teléfono: cifras, espacios y + ( ) . -', 'Write a phone number: digits, spaces and + ( ) . -'),
  'a phone number (digits, spaces and +()-.)': w('Escribe un teléfono: cifras, espacios y + ( ) . -', 'Write a phone number: digits, spaces and + ( ) . -'),
  'an internal path starting with /': w('Escribe una dirección del sitio que empiece por /, como /contacto/.', 'Write an address on the site starting with /, such as /en/contact/.'),
  'a YouTube or Vimeo video id (letters, digits, - and _)': w('Escribe el identificador del vídeo de YouTube o Vimeo (letras, cifras, - y _).', 'Write the YouTube or Vimeo video\'s id (letters, digits, - and _).'),
  'an https:// address of the embedded widget': w('Escribe la dirección completa del contenido, que empiece por https://.', 'Write the content\'s full address, starting with https://.'),
  'script URLs (javascript:, vbscript:, data:) are not allowed in links': w('Un enlace no puede ejecutar código (javascript:, vbscript:, data:): escribe una dirección web o del sitio.', 'A link cannot run code (javascript:, vbscript:, data:): write a web address or one on the site.'),
  'a scholarship is worth up to { percent } (1–100) or up to { amount, currency }': w('Indica hasta cuánto cubre la beca: un porcentaje (de 1 a 100) o un importe con su moneda.', 'Say how much the scholarship is worth at most: a percentage (1 to 100) or an amount and its currency.'),
  'expected a site path starting with "/"': w('Escribe una dirección del sitio que empiece por /, como /contacto/.', 'Write an address on the site starting with /, such as /en/contact/.'),
  'expected a site path starting with "/", with at most an #anchor after it': w('Escribe una dirección del sitio que empiece por /, como /contacto/, y si quieres una sección de la página tras #, como /futuro-estudiante-fp/#master.', 'Write an address on the site starting with /, such as /en/contact/, and, for a part of the page, its name after #, such as /en/future-student-fp/#master.'),
  'text to show (it is empty)': w('Este campo es obligatorio: escríbelo.', 'This field is required: fill it in.'),
  'a whole number of years in ISO 8601, e.g. P2Y': w('Escribe la duración en años enteros.', 'Write the duration in whole years.'),
  'a language code such as "es" or "en"': w('Escribe el código del idioma en minúsculas, como «es» o «en».', 'Write the language code in lower case, such as “es” or “en”.'),
  'a redirect needs a target (only a 410 has none)': w('Escribe adónde lleva la redirección, o márcala como retirada.', 'Write where the redirect leads, or mark it as gone.'),
  'a time written HH:MM (e.g. 10:30)': w('Elige una hora, como 10:30.', 'Pick a time, such as 10:30.'),
  'an end time needs a start time': w('Si el evento tiene hora de fin, escribe también la de inicio.', 'An event with an end time needs a start time too.'),
  'the end must come after the start': w('El fin tiene que ser después del inicio.', 'The end has to come after the start.'),
  'another session starts at this time': w('Otra sesión empieza a la misma hora.', 'Another session starts at the same time.'),
  'an https:// URL or a path on the site': w('Escribe una dirección que empiece por https:// o por /.', 'Write an address starting with https:// or /.'),
};

const GENERIC = {
  required: w('Este campo es obligatorio: escríbelo.', 'This field is required: fill it in.'),
  choose: w('Elige una de las opciones.', 'Choose one of the options.'),
  number: w('Escribe un número, como 7.250 o 7.250,50.', 'Write a number, such as 7,250 or 7,250.50.'),
  integer: w('Escribe un número entero, sin decimales.', 'Write a whole number, without decimals.'),
  yesNo: w('Marca o desmarca la casilla.', 'Tick or untick the box.'),
  text: w('Escribe un texto.', 'Write some text.'),
  date: w('Elige una fecha en el calendario.', 'Pick a date in the calendar.'),
  dateTime: w('Elige una fecha y una hora.', 'Pick a date and a time.'),
  url: w('Escribe una dirección completa, que empiece por https://.', 'Write a full address, starting with https://.'),
  email: w('Escribe un correo electrónico, como nombre@ejemplo.org.', 'Write an email address, such as name@example.org.'),
  format: w('Este valor no tiene la forma que se espera: revisa la ayuda del campo.', 'This value is not in the expected form: see the field\'s help.'),
  invalid: w('Este valor no es válido: revisa la ayuda del campo.', 'This value is not valid: see the field\'s help.'),
  atLeastChars: w('Escribe al menos {n} caracteres.', 'Write at least {n} characters.'),
  atMostChars: w('Escribe como mucho {n} caracteres (ahora hay {length}).', 'Write at most {n} characters (there are {length} now).'),
  atLeastItems: w('Añade al menos {n}.', 'Add at least {n}.'),
  atLeastOneItem: w('Añade al menos uno.', 'Add at least one.'),
  atMostItems: w('Como mucho {n}: quita alguno.', 'At most {n}: remove some.'),
  atLeast: w('Escribe un número igual o mayor que {n}.', 'Write a number of {n} or more.'),
  above: w('Escribe un número mayor que {n}.', 'Write a number above {n}.'),
  atMost: w('Escribe un número igual o menor que {n}.', 'Write a number of {n} or less.'),
  below: w('Escribe un número menor que {n}.', 'Write a number below {n}.'),
} as const;

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));

/** The value at `path` in `value` (the field the issue is about). */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

type Issue = z.core.$ZodIssue;

/**
 * The editor's words for one issue of a module's check. `input` is the field's value as typed
 * (zod's issues do not carry it): an empty field reads as "required", whatever the schema's kind.
 */
export function editorMessage(issue: Issue, lang: EditorLang, input: unknown): string {
  const say = (words: Words, vars: Record<string, string | number> = {}) => fill(words[lang], vars);
  const own = SCHEMA_MESSAGES[issue.message];
  const empty = input === undefined || input === null || input === '';
  switch (issue.code) {
    case 'invalid_type': {
      if (empty) return say(GENERIC.required);
      const expected = String(issue.expected);
      if (expected === 'number' || expected === 'nan') return say(GENERIC.number);
      if (expected === 'int') return say(GENERIC.integer);
      if (expected === 'boolean') return say(GENERIC.yesNo);
      if (expected === 'string') return say(GENERIC.text);
      return own ? own[lang] : say(GENERIC.invalid);
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 || empty ? say(GENERIC.required) : say(GENERIC.atLeastChars, { n });
      if (issue.origin === 'array' || issue.origin === 'set') return n <= 1 ? say(GENERIC.atLeastOneItem) : say(GENERIC.atLeastItems, { n });
      return say(issue.inclusive === false ? GENERIC.above : GENERIC.atLeast, { n: formatNumber(n, lang === 'es' ? 'es_ES' : 'en_GB') });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return say(GENERIC.atMostChars, { n, length: typeof input === 'string' ? input.length : '?' });
      if (issue.origin === 'array' || issue.origin === 'set') return say(GENERIC.atMostItems, { n });
      return say(issue.inclusive === false ? GENERIC.below : GENERIC.atMost, { n: formatNumber(n, lang === 'es' ? 'es_ES' : 'en_GB') });
    }
    case 'invalid_format': {
      if (own) return own[lang];
      if (empty) return say(GENERIC.required);
      if (issue.format === 'date') return say(GENERIC.date);
      if (issue.format === 'datetime') return say(GENERIC.dateTime);
      if (issue.format === 'url') return say(GENERIC.url);
      if (issue.format === 'email') return say(GENERIC.email);
      return say(GENERIC.format);
    }
    case 'invalid_value':
      return empty ? say(GENERIC.required) : say(GENERIC.choose);
    case 'invalid_union': {
      if (own) return own[lang];
      // The first way the value could have been right says what it lacks (a date or an instant: a date).
      const first = issue.errors[0]?.[0];
      return first ? editorMessage(first, lang, valueAt(input, first.path)) : empty ? say(GENERIC.required) : say(GENERIC.invalid);
    }
    case 'custom': {
      const words = (issue.params as { editor?: Words } | undefined)?.editor;
      if (words) return words[lang];
      return own ? own[lang] : say(GENERIC.invalid);
    }
    default:
      return own ? own[lang] : say(GENERIC.invalid);
  }
}


/** Every message of a module's check, by field path (`items.0.title`), in the editor's language. */
export function editorMessages(error: z.ZodError, fields: unknown, lang: EditorLang): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    // The first problem of a field is the one to fix first.
    if (!(path in messages)) messages[path] = editorMessage(issue, lang, valueAt(fields, issue.path));
  }
  return messages;
}
