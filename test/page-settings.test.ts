import { describe, expect, it } from 'vitest';
import { withTitle } from '../runtime/editor/page-settings.js';

/** Spec 4 (editor mode): a page's title changed in its settings reaches what follows it. */
describe('a page retitled in its settings', () => {
  const page = { title: 'Contacto', metaTitle: 'Contacto | EDTE', breadcrumb: [{ label: 'Inicio', path: '/' }, { label: 'Contacto', path: '/contacto/' }] };

  it('keeps its search title\'s site suffix and renames its breadcrumb\'s last step', () => {
    expect(withTitle(page, 'Contacto y visitas')).toEqual({ title: 'Contacto y visitas', metaTitle: 'Contacto y visitas | EDTE', breadcrumb: [{ label: 'Inicio', path: '/' }, { label: 'Contacto y visitas', path: '/contacto/' }] });
  });

  it('leaves a search title written apart, an empty one and a breadcrumb that names the page otherwise as they are', () => {
    const own = { ...page, metaTitle: 'Cómo contactar con EDTE', breadcrumb: [{ label: 'Escríbenos', path: '/contacto/' }] };
    expect(withTitle(own, 'Contacto y visitas')).toEqual({ ...own, title: 'Contacto y visitas' });
    expect(withTitle({ title: 'A', metaTitle: '' }, 'B')).toEqual({ title: 'B', metaTitle: '' });
  });
});
