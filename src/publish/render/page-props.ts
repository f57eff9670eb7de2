import type { FooterData } from '../../../modules/footer.js';
import type { HeaderData } from '../../../modules/header.js';
import type { Page, PageProps } from '../../../templates/types.js';
import type { Config } from '../../config/load-config.js';
import type { Site } from '../../contract/schemas.js';
import { languagesOf } from '../../contract/languages.js';

export { languagesOf };

/** What the build and the preview both hold to assemble a page: the site, its navigations and the hosts. */
export interface PageAssembly {
  config: Pick<Config, 'imageHost' | 'publicApi'>;
  site: Site;
  headers: ReadonlyMap<string, HeaderData>;
  footers: ReadonlyMap<string, FooterData>;
}

/**
 * The inputs of `renderParts` for a validated page: its header and footer by id, its language
 * switch, the image host and public API. One function for the build and `sitegen preview`, so a
 * draft previews exactly as it will be built (spec 4, preview mode).
 * `page` is the page as rendered (a list's pagination variant, a noindex preview); `source` is
 * the page whose navigations and translations are looked up (the same page unless paginated).
 */
export function pagePropsOf(assembly: PageAssembly, page: Page, extra: { source?: Page; pagination?: PageProps['pagination'] } = {}): PageProps {
  const source = extra.source ?? page;
  return {
    page,
    site: assembly.site,
    header: source.header !== null ? assembly.headers.get(String(source.header)) ?? null : null,
    footer: source.footer !== null ? assembly.footers.get(String(source.footer)) ?? null : null,
    languages: languagesOf(source, assembly.site),
    imageHost: assembly.config.imageHost,
    publicApi: assembly.config.publicApi,
    ...(extra.pagination ? { pagination: extra.pagination } : {}),
  };
}
