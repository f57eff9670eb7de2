import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { m, missingWords } from '../modules/labels.js';
import { moduleRegistry, modulesForArea } from '../modules/registry.js';

/** Spec 4 (editor mode): the editor names every module and field in Spanish and English. */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Parameters<typeof missingWords>[0];

describe('module and field words', () => {
  it('every registered module has a label and help text in both languages for itself and each of its fields', () => {
    const missing = Object.entries(moduleRegistry).flatMap(([name, definition]) => missingWords(jsonSchemaOf(definition.schema), definition.words).map((what) => `${name}.${what}`));
    expect(missing).toEqual([]);
  });

  it('names what a new module lacks: a field of its own without words, a missing translation', () => {
    const schema = jsonSchemaOf(z.object({ title: z.string(), deadlineNote: z.string(), items: z.array(z.object({ flavour: z.string() })) }));
    const words = m('Nuevo', '', 'Ayuda', 'Help');
    expect(missingWords(schema, words)).toEqual(['label (en)', 'deadlineNote: label (es)', 'deadlineNote: label (en)', 'deadlineNote: help (es)', 'deadlineNote: help (en)', 'items.flavour: label (es)', 'items.flavour: label (en)', 'items.flavour: help (es)', 'items.flavour: help (en)']);
  });
});

describe('modules the palette adds', () => {
  it('each starts with fields its schema accepts, in both languages', () => {
    const refused = Object.entries(moduleRegistry).flatMap(([name, definition]) => (['es', 'en'] as const).flatMap((lang) => {
      if (!definition.starter) return [];
      const result = definition.schema.safeParse(definition.starter(lang));
      return result.success ? [] : [`${name} (${lang}): ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
    }));
    expect(refused).toEqual([]);
    expect(Object.values(moduleRegistry).filter((d) => d.starter).length).toBeGreaterThanOrEqual(10);
  });

  it('the hero takes the modules that head the page; the main section the rest; landing-only modules only on landings', () => {
    expect(modulesForArea('BasicTemplate', 'heroSection')).toEqual(['HeroImage', 'HeroText', 'HeroCarousel', 'HeroVideo']);
    expect(modulesForArea('LandingProduct', 'heroSection')).toContain('LandingHeader');
    const main = modulesForArea('BasicTemplate', 'mainSection');
    expect(main).toContain('FAQ');
    expect(main).not.toContain('HeroText');
    expect(main).not.toContain('LandingForm');
    expect(modulesForArea('LandingProduct', 'mainSection')).toContain('LandingForm');
  });
});
