import { textField, type JsonLdNode } from './json-ld.js';
import type { SeoContext } from './seo-context.js';

/** Google truncates longer headlines (Article structured data). */
const MAX_HEADLINE = 110;

/**
 * A news item, press release or blog article (structuredData NEWS, PRESS → NewsArticle; BLOG →
 * BlogPosting) with what Google's Article structured data asks for: headline, image,
 * datePublished, dateModified and author. An author that is the school itself is the
 * organisation; any other name is a Person.
 */
export function articleOf(ctx: SeoContext, type: 'NewsArticle' | 'BlogPosting'): JsonLdNode {
  const { page, site } = ctx;
  const data = page.structuredDataContent;
  const authorName = textField(data, 'author');
  const isSchool = !authorName || [site.name, site.shortName].some((n) => n.toLowerCase() === authorName.toLowerCase());
  const headline = page.title.length > MAX_HEADLINE ? `${page.title.slice(0, MAX_HEADLINE - 1)}…` : page.title;
  return {
    '@type': type,
    headline,
    description: page.metaDescription || undefined,
    url: ctx.canonical,
    mainEntityOfPage: ctx.canonical,
    image: ctx.image ? [ctx.image] : undefined,
    inLanguage: ctx.inLanguage,
    datePublished: textField(data, 'datePublished') ?? page.published,
    dateModified: page.modified,
    author: isSchool ? ctx.organization : { '@type': 'Person', name: authorName },
    publisher: ctx.organization,
    articleSection: textField(data, 'topic'),
  };
}
