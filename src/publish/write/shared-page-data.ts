import type { FooterData } from '../../../modules/footer.js';
import type { HeaderData } from '../../../modules/header.js';
import { footerHtml } from '../../../templates/document.js';
import type { Site } from '../../contract/schemas.js';
import { sha256 } from './output-files.js';
import { sliceName, type SharedPageData } from '../render/render-page.js';

/**
 * The static query data (spec 7, DESIGN.md 5: page-data/sq/d/{hash}.json): what every page's
 * runtime needs of the site and would otherwise repeat or hard-code. The router reads it to show
 * the error page of the language a missing path belongs to.
 */
export interface StaticQueryData {
  languages: { locale: string; prefix: string; notFound: string; serverError: string }[];
}

/**
 * What the pages of a build share instead of repeating: the footer slice of each language (its
 * rendered HTML, the same for every page of the language) and the static query data, with the
 * files that publish them. The header is no slice: its language switch links each page's own
 * translations.
 */
export function sharedPageData(site: Pick<Site, 'languages'>, headers: Iterable<HeaderData>, footers: Iterable<FooterData>): SharedPageData & { files: Record<string, string> } {
  const files: Record<string, string> = {};
  const slices: Record<string, string> = {};
  const headerOf = new Map([...headers].map((h) => [h.locale as string, h]));
  for (const footer of footers) {
    const locale = footer.locale as string;
    const html = footerHtml({ footer, header: headerOf.get(locale) ?? null, page: { locale: locale as never } });
    slices[sliceName('footer', locale)] = html;
    files[`slice-data/${sliceName('footer', locale)}.json`] = JSON.stringify({ html });
  }
  const data: StaticQueryData = {
    languages: site.languages.map((l) => ({ locale: l.locale, prefix: l.prefix, notFound: `${l.prefix}/404/`, serverError: `${l.prefix}/500/` })),
  };
  const json = JSON.stringify(data);
  const staticQueryHash = sha256(json).slice(0, 10);
  files[`page-data/sq/d/${staticQueryHash}.json`] = json;
  return { slices, staticQueryHash, files };
}
