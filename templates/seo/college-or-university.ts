import type { FooterData } from '../../modules/footer.js';
import { absoluteUrl } from './alternates.js';
import type { JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

/**
 * The school on its home page (issue 7.5): CollegeOrUniversity with its name, URL, logo and the
 * social profiles the footer links to (`sameAs`, Google's organisation structured data).
 */
export function collegeOrUniversityOf(ctx: SeoContext, footer: FooterData | null): JsonLdNode {
  const sameAs = (footer?.social ?? []).map((s) => s.url.href).filter((href): href is string => typeof href === 'string' && href.startsWith('https://'));
  return {
    ...ctx.organization,
    description: ctx.page.metaDescription || undefined,
    logo: absoluteUrl(ctx.site.domainUrl, '/favicon.svg'),
    image: ctx.image,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
