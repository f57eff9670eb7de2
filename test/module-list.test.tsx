import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getModule } from '../modules/registry.js';
import { testContext } from '../modules/test-helpers.js';
import type { RawModule } from '../src/contract/schemas.js';
import { ModuleList, pageHeadingOf } from '../templates/module-list.js';

/** Modules as the build hands them to the templates: parsed by their schema. */
function parsed(component: string, editorID: number, fields: Record<string, unknown>): RawModule {
  return { component, editorID, ...getModule(component)!.schema.parse(fields) as object } as RawModule;
}

describe('a module titled like the page', () => {
  const hero = parsed('HeroText', 1, { title: 'Claustro' });
  const text = parsed('Text', 2, { title: '  claustro ', content: '<p>Nuestro equipo.</p>' });
  const form = parsed('BasicForm', 3, { title: 'Claustro', intro: '' });

  it('reads the page heading from its hero module', () => {
    expect(pageHeadingOf([text, hero])).toBe('Claustro');
    expect(pageHeadingOf([text])).toBeUndefined();
  });

  it('does not print the h1 again as its h2 (case and spacing aside), unless its title is required', () => {
    // Regression: Claustro/Claustro, Docentes/Docentes, Personas/Personas on the list pages.
    const html = renderToStaticMarkup(<ModuleList modules={[hero, text, form]} context={testContext({ locale: 'es_ES' })} pageUrl="/claustro/" pageHeading={pageHeadingOf([hero, text, form])} />);
    expect(html.match(/<h1[^>]*>([^<]*)</)![1]).toBe('Claustro');
    const h2s = [...html.matchAll(/<h2[^>]*>([^<]*)</g)].map((m) => m[1]);
    // The text module drops its repeated title; the form's heading is its label (required) and stays.
    expect(h2s).toEqual(['Claustro']);
    expect(html).toContain('id="form-3-title"');
    expect(html).toContain('Nuestro equipo.');
  });

  it('keeps a title that differs from the page heading', () => {
    const other = parsed('Text', 4, { title: 'Nuestro equipo', content: '<p>x</p>' });
    const html = renderToStaticMarkup(<ModuleList modules={[hero, other]} context={testContext()} pageUrl="/claustro/" pageHeading="Claustro" />);
    expect(html).toContain('<h2>Nuestro equipo</h2>');
  });
});
