import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { m, missingWords } from '../modules/labels.js';
import { exampleOf, moduleRegistry, modulesForArea, placeholderOf } from '../modules/registry.js';
import { PROGRAM_RECORD_WORDS, ProgramRecordFormSchema } from '../modules/program-record-form.js';

/** Spec 4 (editor mode): the editor names every module and field in Spanish and English. */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Parameters<typeof missingWords>[0];

describe('module and field words', () => {
  it('every registered module has a label and help text in both languages for itself and each of its fields', () => {
    const missing = Object.entries(moduleRegistry).flatMap(([name, definition]) => missingWords(jsonSchemaOf(definition.schema), definition.words).map((what) => `${name}.${what}`));
    expect(missing).toEqual([]);
  });

  it('a programme\'s record form names each of its fields in both languages, as the panel names a module\'s', () => {
    expect(missingWords(jsonSchemaOf(ProgramRecordFormSchema), PROGRAM_RECORD_WORDS)).toEqual([]);
  });

  it('names what a new module lacks: a field of its own without words, a missing translation', () => {
    const schema = jsonSchemaOf(z.object({ title: z.string(), deadlineNote: z.string(), items: z.array(z.object({ flavour: z.string() })) }));
    const words = m('Nuevo', '', 'Ayuda', 'Help');
    expect(missingWords(schema, words)).toEqual(['label (en)', 'deadlineNote: label (es)', 'deadlineNote: label (en)', 'deadlineNote: help (es)', 'deadlineNote: help (en)', 'items.flavour: label (es)', 'items.flavour: label (en)', 'items.flavour: help (es)', 'items.flavour: help (en)']);
  });
});

describe('modules the palette adds', () => {
  it('each, pictured with its placeholders, is a module its schema accepts, in both languages', () => {
    const refused = Object.entries(moduleRegistry).flatMap(([name, definition]) => (['es', 'en'] as const).flatMap((lang) => {
      if (!definition.starter) return [];
      const result = definition.schema.safeParse(exampleOf(definition, lang));
      return result.success ? [] : [`${name} (${lang}): ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
    }));
    expect(refused).toEqual([]);
    expect(Object.values(moduleRegistry).filter((d) => d.starter).length).toBeGreaterThanOrEqual(10);
  });

  it('each starts with its texts to write empty, never with instructions that could go live, and every empty text has a placeholder in both languages', () => {
    const problems: string[] = [];
    for (const [name, definition] of Object.entries(moduleRegistry)) {
      if (!definition.starter) continue;
      for (const lang of ['es', 'en'] as const) {
        const walk = (value: unknown, path: string[]) => {
          if (typeof value === 'string') {
            if (/escribe aquí|aquí (el|la|lo)|write (the|what)|here\./i.test(value)) problems.push(`${name} (${lang}) ${path.join('.')}: starts with "${value}"`);
            if (value === '' && !placeholderOf(definition, path, lang)) problems.push(`${name} (${lang}) ${path.join('.')}: empty without a placeholder`);
          } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
          else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
        };
        walk(definition.starter(lang), []);
      }
      for (const [key, words] of Object.entries(definition.placeholders ?? {})) {
        if (!words.es || !words.en || words.es === words.en) problems.push(`${name} ${key}: placeholder not given in both languages`);
      }
    }
    expect(problems).toEqual([]);
    // A module the editor must write starts refused: Save waits until it is written.
    expect(moduleRegistry.Quote!.schema.safeParse(moduleRegistry.Quote!.starter!('es')).success).toBe(false);
  });

  it('the hero takes the modules that head the page; the main section the rest; landing-only modules only on landings', () => {
    expect(modulesForArea('BasicTemplate', 'heroSection')).toEqual(['HeroImage', 'HeroText', 'HeroCarousel', 'HeroVideo']);
    expect(modulesForArea('LandingProduct', 'heroSection')).toContain('LandingHeader');
    const main = modulesForArea('BasicTemplate', 'mainSection');
    expect(main).toContain('FAQ');
    expect(main).not.toContain('HeroText');
    expect(main).not.toContain('LandingForm');
    expect(modulesForArea('LandingProduct', 'mainSection')).toContain('LandingForm');
    // A programme's facts need a programme's record: offered on its page only.
    expect(modulesForArea('ProgramDetail', 'mainSection')).toContain('ProgramFacts');
    expect(main).not.toContain('ProgramFacts');
  });
});
