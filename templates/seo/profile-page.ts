import { textField, type JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

/**
 * A faculty profile (structuredData TEACHERS) as ProfilePage whose mainEntity is the Person
 * (Google's profile page structured data): name, job title, area, portrait and the
 * school they work for.
 */
export function profilePageOf(ctx: SeoContext): JsonLdNode {
  const { page } = ctx;
  const data = page.structuredDataContent;
  return {
    '@type': 'ProfilePage',
    url: ctx.canonical,
    inLanguage: ctx.inLanguage,
    dateCreated: page.published,
    dateModified: page.modified,
    mainEntity: {
      '@type': 'Person',
      name: textField(data, 'name') ?? page.title,
      jobTitle: textField(data, 'jobTitle'),
      knowsAbout: textField(data, 'area'),
      description: page.metaDescription || undefined,
      image: ctx.image,
      worksFor: ctx.organization,
    },
  };
}
