import { validatePage } from '../../src/contract/validate-page.js';
import type { Site } from '../../src/contract/schemas.js';
import type { Page, PageProps } from '../../templates/types.js';

/** A site like the demo's: Spanish (default) at /, English at /en/. */
export const seoSite: Site = {
  id: 1, slug: 'main', name: 'Escuela Universitaria de Diseño, Tecnología y Empresa', shortName: 'edte',
  domainUrl: 'https://www.example.edu', theme: 'default', integrations: [], redirects: [],
  languages: [
    { id: 1, locale: 'es_ES', label: 'ES', prefix: '', isDefault: true },
    { id: 2, locale: 'en_GB', label: 'EN', prefix: '/en' },
  ],
};

/** A validated programme page with an English translation; `overrides` replace page fields. */
export function seoPage(overrides: Record<string, unknown> = {}, mainModules: unknown[] = []): Page {
  const raw = {
    id: 1042, title: 'Desarrollo de Aplicaciones Web', site: 1, siteSlug: 'main', locale: 'es_ES',
    path: '/daw/', fullPath: { domainUrl: 'https://www.example.edu', language: '', page: '/daw/', compose: '/daw/' },
    fullUrl: 'https://www.example.edu/daw/', isHome: false, isIndexed: true, follow: true,
    metaTitle: 'DAW | EDTE', metaDescription: 'Aprende a crear aplicaciones web.',
    header: null, footer: null, modified: '2026-10-01T10:00:00.000Z', published: '2026-09-01T08:00:00.000Z',
    socialImage: { url: '/img/demo/programs/daw.jpg', width: 1600, height: 900, alt: 'Estudiantes en el laboratorio' },
    breadcrumb: [{ label: 'Inicio', path: '/' }, { label: 'Estudios', path: '/estudios/' }, { label: 'DAW', path: '/daw/' }],
    pageLanguages: [
      { pageId: 1042, languageId: 1, locale: 'es_ES', isLive: true, path: '/daw/' },
      { pageId: 1043, languageId: 2, locale: 'en_GB', isLive: true, path: '/en/web-development/' },
    ],
    structuredData: 'PROGRAMS',
    structuredDataContent: {
      duration: '2 cursos', hours: 2000, ects: 120, modality: 'Presencial', campus: 'Madrid', startDate: '2027-09-13',
      price: { amount: 6400, currency: 'EUR', academicYear: '2027-2028' }, places: 30, credential: 'Título oficial de Técnico Superior en DAW',
      timeToComplete: 'P2Y', mode: 'onsite',
    },
    template: {
      templateType: 'ProgramDetail', editorID: 1,
      heroSection: { component: 'Section', name: 'Hero', editorID: 2, modules: [{ component: 'HeroText', editorID: 3, title: 'DAW' }] },
      mainSection: { component: 'Section', name: 'Main', editorID: 4, modules: mainModules },
    },
    ...overrides,
  };
  const { page, errors } = validatePage(raw);
  if (!page) throw new Error(`seoPage fixture is invalid: ${errors.join('; ')}`);
  return page;
}

export function seoProps(page: Page, extra: Partial<PageProps> = {}): PageProps {
  return { page, site: seoSite, header: null, footer: null, languages: [], imageHost: '/_img', ...extra };
}
