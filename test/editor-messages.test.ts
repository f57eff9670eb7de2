import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { editorMessages, SCHEMA_MESSAGES } from '../modules/editor-messages.js';
import { moduleRegistry } from '../modules/registry.js';
import { HeroTextSchema } from '../modules/hero-text.js';
import { HighlightedContentSchema } from '../modules/highlighted-content.js';
import { MapSchema } from '../modules/map.js';

/** Spec 4 (editor mode): a field the build refuses is said to the editor in the interface language. */
const messagesOf = (schema: z.ZodType, fields: unknown, lang: 'es' | 'en') => {
  const result = schema.safeParse(fields);
  return result.success ? {} : editorMessages(result.error, fields, lang);
};

// zod's own English (and the build's developer wording) never reaches an editor.
const ENGLISH_TECHNICAL = /Invalid|expected|Too (small|big)|YYYY|ISO|\{ ?amount|received|must be/;

describe('the editor\'s messages', () => {
  it('say what to do, by the kind of problem, in Spanish and in English', () => {
    const map = { place: 'Campus', address: ['Calle Mayor 1'], latitude: 40.4, longitude: -3.7, staticMap: { url: '/m.png', alt: 'Mapa' } };
    expect(messagesOf(HeroTextSchema, { title: '', date: '1/12/2026' }, 'es')).toEqual({ title: 'Este campo es obligatorio: escríbelo.', date: 'Elige una fecha en el calendario.' });
    expect(messagesOf(HeroTextSchema, { title: '', date: '1/12/2026' }, 'en')).toEqual({ title: 'This field is required: fill it in.', date: 'Pick a date in the calendar.' });
    expect(messagesOf(MapSchema, { ...map, zoom: 40, latitude: -91 }, 'es')).toEqual({ zoom: 'Escribe un número igual o menor que 19.', latitude: 'Escribe un número igual o mayor que -90.' });
    expect(messagesOf(MapSchema, { ...map, zoom: 2.5 }, 'en')).toEqual({ zoom: 'Write a whole number, without decimals.' });
    expect(messagesOf(MapSchema, { ...map, address: [], zoom: 'siete' }, 'es')).toEqual({ address: 'Añade al menos uno.', zoom: 'Escribe un número, como 7.250 o 7.250,50.' });
  });

  it('a money amount typed as text, a currency in lower case and a fact with two values each get their own sentence', () => {
    const facts = [{ label: 'Precio', price: { amount: '7.250 €', currency: 'eur' } }, { label: 'Inicio', value: 'Septiembre', date: '2027-09-13' }, { label: 'Vacío' }];
    expect(messagesOf(HighlightedContentSchema, { title: '', facts }, 'es')).toEqual({
      'facts.0.price.amount': 'Escribe un número, como 7.250 o 7.250,50.',
      'facts.0.price.currency': 'Escribe el código de la moneda en mayúsculas, como EUR.',
      'facts.1': 'Un dato muestra una sola cosa: un valor, una fecha o un precio. Deja solo uno.',
      'facts.2': 'Este dato está vacío: escribe su valor, o elige una fecha o un precio.',
    });
  });

  it('every schema message a module can give has the editor\'s words in both languages', () => {
    // The build's own wording in the modules' schemas and the contract they use: a message
    // added there without the editor's words would reach an editor in a developer's English.
    const files = fg.sync(['modules/*.{ts,tsx}', 'src/contract/schemas.ts'], { ignore: ['**/*.test.*', 'modules/form-schema.ts', 'modules/form-fields.tsx', 'modules/editor-messages.ts'] });
    const found = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:\.regex\(\/(?:\\\/|[^/])+\/[a-z]*,\s*|(?:error|message):\s*)'((?:\\'|[^'])+)'/g)) found.add(match[1]!.replace(/\\'/g, '\''));
    }
    expect(found.size).toBeGreaterThan(10);
    expect([...found].filter((message) => !SCHEMA_MESSAGES[message])).toEqual([]);
    for (const words of Object.values(SCHEMA_MESSAGES)) expect(words.es).not.toMatch(ENGLISH_TECHNICAL);
  });

  it('a module added empty gets messages in the editor\'s language only, whatever the module', () => {
    const english: string[] = [];
    for (const [name, definition] of Object.entries(moduleRegistry)) {
      // Every text emptied, every number made text: the worst a module can be typed.
      const spoiled = JSON.parse(JSON.stringify(definition.starter?.('es') ?? {}), (_k, v: unknown) => (typeof v === 'string' ? '' : typeof v === 'number' ? 'x' : v));
      for (const lang of ['es', 'en'] as const) {
        for (const [path, message] of Object.entries(messagesOf(definition.schema, spoiled, lang))) {
          if (ENGLISH_TECHNICAL.test(message) || (lang === 'es' && !/[áéíóúñ¿]|Escribe|Elige|Añade|Marca|Este|Un /.test(message))) english.push(`${name} ${path} (${lang}): ${message}`);
        }
      }
    }
    expect(english).toEqual([]);
  });
});
