import { hreflangOf, absoluteUrl } from './alternates.js';
import { canonicalUrlOf } from './canonical-url.js';
import type { JsonLdNode } from './json-ld.js';
import { absoluteImageUrl, socialImageOf } from './social-image.js';
import type { Page, PageProps } from '../types.js';

/** What every head builder needs about a page, worked out once per render. */
export interface SeoContext {
  page: Page;
  site: PageProps['site'];
  /** Absolute canonical URL (also og:url and the JSON-LD `url`). */
  canonical: string;
  /** Absolute 1200 × 630 image URL, when the page has an image. */
  image: string | undefined;
  imageAlt: string;
  /** es-ES / en-GB. */
  inLanguage: string;
  /** Absolute URL of the home page of the page's language. */
  homeUrl: string;
  /** The school as other nodes refer to it (provider, publisher, organizer, worksFor). */
  organization: JsonLdNode;
}

export function seoContextOf(props: Pick<PageProps, 'page' | 'site' | 'imageHost'>): SeoContext {
  const { page, site } = props;
  const image = socialImageOf(page);
  const prefix = site.languages.find((l) => l.locale === page.locale)?.prefix ?? '';
  const homeUrl = absoluteUrl(site.domainUrl, `${prefix}/`);
  return {
    page,
    site,
    canonical: canonicalUrlOf(page, site.domainUrl),
    image: image ? absoluteImageUrl(image, props.imageHost, site.domainUrl) : undefined,
    imageAlt: image?.alt ?? '',
    inLanguage: hreflangOf(page.locale),
    homeUrl,
    organization: { '@type': 'CollegeOrUniversity', '@id': organizationId(site.domainUrl), name: site.name, url: homeUrl },
  };
}

/** One @id for the school in every language, so search engines see a single organisation. */
export function organizationId(domainUrl: string): string {
  return absoluteUrl(domainUrl, '/#organization');
}

/** The properties every node describing the page itself starts with (a programme, an event). */
export function describedPageOf(ctx: SeoContext) {
  return {
    name: ctx.page.title,
    description: ctx.page.metaDescription || undefined,
    url: ctx.canonical,
    image: ctx.image,
    inLanguage: ctx.inLanguage,
  };
}
