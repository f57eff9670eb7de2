import type { LanguageLink } from '../../modules/header.js';
import type { Page } from '../../templates/types.js';
import type { Site } from './schemas.js';

/**
 * The language switch: each site language links to this page's live translation, or to that
 * language's home page when there is none (never a dead end). The build, the preview and the
 * content API's check of a draft (server/editing.ts) all render it from here.
 */
export function languagesOf(page: Pick<Page, 'id' | 'locale' | 'pageLanguages'>, site: Pick<Site, 'languages'>): LanguageLink[] {
  return site.languages.map((language) => {
    const translation = page.pageLanguages.find((l) => l.locale === language.locale && l.isLive && l.path);
    const current = language.locale === page.locale;
    return {
      locale: language.locale,
      label: language.label,
      path: current ? (translation?.path ?? '') : translation?.path ?? `${language.prefix}/`,
      current,
      ...(translation || current ? {} : { fallback: true }),
    };
  }).filter((l) => l.path);
}
