import type { Language, Locale } from '../../src/contract/schemas.js';
import { feedPath } from './alternates.js';

const FEED_TITLE: Record<Locale, string> = { es_ES: 'Noticias y artículos', en_GB: 'News and articles' };

/** The RSS feed every page of a language announces: its path and title. */
export function feedLinkOf(locale: Locale, siteName: string, languages: Pick<Language, 'locale' | 'prefix'>[]): { href: string; title: string } {
  const prefix = languages.find((l) => l.locale === locale)?.prefix ?? '';
  return { href: feedPath(prefix), title: `${siteName}: ${FEED_TITLE[locale]}` };
}
