import { absoluteUrl } from './alternates.js';
import type { JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

/**
 * BreadcrumbList from the page's breadcrumb: ListItems with position, name and an
 * absolute `item` URL. Google needs at least two items for a trail, so a lone crumb gives none.
 */
export function breadcrumbListOf(ctx: SeoContext): JsonLdNode | null {
  const crumbs = ctx.page.breadcrumb;
  if (crumbs.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(ctx.site.domainUrl, crumb.path),
    })),
  };
}
