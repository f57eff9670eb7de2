import { describe, expect, it } from 'vitest';
import { languagesOf } from '../src/publish/build-site.js';

const site = { languages: [
  { id: 1, locale: 'es_ES' as const, label: 'ES', prefix: '' },
  { id: 2, locale: 'en_GB' as const, label: 'EN', prefix: '/en' },
] };

describe('language switch', () => {
  it('links each language to the page\'s translation', () => {
    const links = languagesOf({ id: 1, locale: 'es_ES', pageLanguages: [
      { pageId: 1, languageId: 1, locale: 'es_ES', isLive: true, path: '/museo/' },
      { pageId: 2, languageId: 2, locale: 'en_GB', isLive: true, path: '/en/museo/' },
    ] }, site);
    expect(links).toEqual([
      { locale: 'es_ES', label: 'ES', path: '/museo/', current: true },
      { locale: 'en_GB', label: 'EN', path: '/en/museo/', current: false },
    ]);
  });

  it('falls back to the other language\'s home when the translation is missing or not live', () => {
    const links = languagesOf({ id: 1, locale: 'es_ES', pageLanguages: [
      { pageId: 1, languageId: 1, locale: 'es_ES', isLive: true, path: '/solo-es/' },
      { pageId: 2, languageId: 2, locale: 'en_GB', isLive: false, path: '/en/draft/' },
    ] }, site);
    expect(links[1]).toEqual({ locale: 'en_GB', label: 'EN', path: '/en/', current: false, fallback: true });
  });
});
