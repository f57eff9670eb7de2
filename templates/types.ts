import type { ValidPage, Site } from '../src/contract/schemas.js';
import type { HeaderData, LanguageLink } from '../modules/header.js';
import type { FooterData } from '../modules/footer.js';
import type { Pagination } from './pagination.js';

/** A page after validation: module fields parsed by their schemas, unknown modules removed. */
export type Page = ValidPage & { readonly __validated: true };

export interface PageProps {
  page: Page;
  /** The languages give the hreflang x-default, the feed's path and the error pages. */
  site: Pick<Site, 'name' | 'shortName' | 'domainUrl' | 'languages'>;
  header: HeaderData | null;
  footer: FooterData | null;
  languages: LanguageLink[];
  /** Base URL of the image host. */
  imageHost: string;
  /** Base URL of the public API the page's forms, search and live lists call (spec 7's {publicApi}); /_api when unset. */
  publicApi?: string | undefined;
  /** Set on list templates: which of the list's pages this is. */
  pagination?: Pagination | undefined;
}
