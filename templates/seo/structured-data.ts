import type { FooterData } from '../../modules/footer.js';
import { articleOf } from './article.js';
import { breadcrumbListOf } from './breadcrumb-list.js';
import { collegeOrUniversityOf } from './college-or-university.js';
import { courseOf, educationalOccupationalProgramOf } from './educational-occupational-program.js';
import { eventOf } from './event.js';
import { faqPageOf } from './faq-page.js';
import type { JsonLdNode } from './json-ld.js';
import { profilePageOf } from './profile-page.js';
import type { SeoContext } from './seo-context.js';

/** The main node of a page by its structuredData (the content source it belongs to). */
function mainNodeOf(ctx: SeoContext): JsonLdNode | null {
  switch (ctx.page.structuredData) {
    case 'PROGRAMS': return educationalOccupationalProgramOf(ctx);
    case 'EVENTS': return eventOf(ctx);
    case 'NEWS':
    case 'PRESS': return articleOf(ctx, 'NewsArticle');
    case 'BLOG': return articleOf(ctx, 'BlogPosting');
    case 'TEACHERS': return profilePageOf(ctx);
    default: return null;
  }
}

/**
 * JSON-LD provided by the CMS itself: a structuredDataContent that is already a schema.org node
 * (it has an @type) is published as it is, after the nodes built here.
 */
function cmsNodeOf(ctx: SeoContext): JsonLdNode | null {
  const data = ctx.page.structuredDataContent;
  if (!data || typeof data['@type'] !== 'string') return null;
  const { '@context': _context, ...node } = data;
  return node as JsonLdNode;
}

/**
 * Every structured-data node of a page: the school on the home page, the page's own
 * type (programme, event, article, profile), FAQPage where a FAQ module is, BreadcrumbList where
 * there is a trail, and the CMS's own JSON-LD.
 */
export function structuredDataOf(ctx: SeoContext, footer: FooterData | null): JsonLdNode[] {
  const nodes = [
    ctx.page.isHome ? collegeOrUniversityOf(ctx, footer) : null,
    mainNodeOf(ctx),
    ctx.page.structuredData === 'PROGRAMS' ? courseOf(ctx, footer) : null,
    faqPageOf(ctx),
    breadcrumbListOf(ctx),
    cmsNodeOf(ctx),
  ];
  return nodes.filter((n): n is JsonLdNode => n !== null);
}
