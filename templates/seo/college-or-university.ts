import type { FooterData } from '../../modules/footer.js';
import { absoluteUrl, hreflangOf } from './alternates.js';
import type { JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

/**
 * The school on its home page (Google's organisation structured data): CollegeOrUniversity with
 * its name, URL, logo, the social profiles the footer links to (`sameAs`: other sites that
 * stand for the school, so never the site itself), and the postal address, phone and mailbox
 * the footer prints (`address`, `contactPoint`): what a visitor reads is what search engines read.
 */
export function collegeOrUniversityOf(ctx: SeoContext, footer: FooterData | null): JsonLdNode {
  const ownHost = hostOf(ctx.site.domainUrl);
  const sameAs = [...new Set((footer?.social ?? []).map((s) => s.url.href)
    .filter((href): href is string => typeof href === 'string' && href.startsWith('https://') && hostOf(href) !== ownHost))];
  const contact = footer?.contact;
  return {
    ...ctx.organization,
    description: ctx.page.metaDescription || undefined,
    logo: absoluteUrl(ctx.site.domainUrl, '/favicon.svg'),
    image: ctx.image,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    address: contact ? {
      '@type': 'PostalAddress',
      streetAddress: contact.streetAddress,
      postalCode: contact.postalCode,
      addressLocality: contact.locality,
      addressRegion: contact.region,
      addressCountry: contact.country,
    } : undefined,
    geo: contact?.latitude !== undefined && contact.longitude !== undefined
      ? { '@type': 'GeoCoordinates', latitude: contact.latitude, longitude: contact.longitude }
      : undefined,
    telephone: contact?.phone,
    email: contact?.email,
    contactPoint: contact && (contact.phone || contact.email) ? {
      '@type': 'ContactPoint',
      contactType: 'admissions',
      telephone: contact.phone,
      email: contact.email,
      // The site's languages: the office answers in each of them.
      availableLanguage: ctx.site.languages.map((l) => hreflangOf(l.locale)),
    } : undefined,
  };
}

/** The host of a URL without "www.", or "" when it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
