import { describe, expect, it } from 'vitest';
import { getModule } from '../modules/registry.js';
import { completeForPreview } from '../src/preview/incomplete-modules.js';

/** Spec 4 (editor mode): the editor's page shows a module not yet complete, never refuses the page. */
const template = (modules: unknown[]) => ({ templateType: 'BasicTemplate', heroSection: { modules: [] }, mainSection: { modules } });
const mainOf = (t: ReturnType<typeof template>) => t.mainSection.modules as Record<string, unknown>[];

describe('a module not yet complete in the editor\'s page', () => {
  it('is shown with its placeholders where it is empty, and named; a complete module is left as it is', () => {
    const quote = { component: 'Quote', editorID: 1, text: 'Diseñar es decidir.', author: '' };
    const t = template([quote, { component: 'FAQ', editorID: 2, title: 'Preguntas frecuentes', items: [{ question: '', answer: '' }] }]);
    expect([...completeForPreview(t, 'es')]).toEqual([2]);
    expect(mainOf(t)[0]).toBe(quote);
    expect(mainOf(t)[1]).toEqual({ component: 'FAQ', editorID: 2, title: 'Preguntas frecuentes', items: [{ question: '¿Qué pregunta la gente?', answer: 'La respuesta, en pocas frases.' }] });
    expect(getModule('FAQ')!.schema.safeParse(mainOf(t)[1]).success).toBe(true);
  });

  it('keeps what is written and leaves out what is wrong: a word in an amount, a date typed the Spanish way', () => {
    const t = template([
      { component: 'HighlightedContent', editorID: 3, title: 'De un vistazo', facts: [{ label: 'Precio', price: { amount: 'siete mil', currency: 'EUR' } }] },
      { component: 'HeroText', editorID: 4, title: 'Jornada de puertas abiertas', date: '1/12/2026' },
    ]);
    expect([...completeForPreview(t, 'en')]).toEqual([3, 4]);
    expect(mainOf(t)[0]).toMatchObject({ title: 'De un vistazo', facts: [{ label: 'Precio', price: { amount: 0, currency: 'EUR' } }] });
    expect(mainOf(t)[1]).toEqual({ component: 'HeroText', editorID: 4, title: 'Jornada de puertas abiertas' });
  });

  it('an empty list gets the example\'s first item; a text block with nothing written shows its example; a module with nothing to show is left out', () => {
    const t = template([
      { component: 'Testimonials', editorID: 5, items: [] },
      { component: 'Text', editorID: 6, title: '', content: '' },
      { component: 'Video', editorID: 7 },
    ]);
    expect([...completeForPreview(t, 'en')]).toEqual([5, 6, 7]);
    expect(mainOf(t).map((m) => m.editorID)).toEqual([5, 6]);
    expect(mainOf(t)[0]).toMatchObject({ items: [{ name: 'Full name', quote: 'What they said, in their words.' }] });
    expect(mainOf(t)[1]).toMatchObject({ title: 'The text\'s title' });
  });
});
